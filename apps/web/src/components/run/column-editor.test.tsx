import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { ApiProvider, createApiClient } from "../../lib/api-client";
import { ColumnEditor } from "./column-editor";
import type { CompareColumn } from "../../lib/run/compare-setup";

// The box's 400 ms pause, with room for a loaded machine: a wait, not a measurement.
const PAUSE = { timeout: 10_000 };
const CHOICES = [{ provider: "hf-inference", status: "live" as const, onGateway: true }];

describe("ColumnEditor", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  /** Renders against the fake hub; a rerender keeps the same API client and cache. */
  const renderWithApi = (element: ReactElement, baseUrl: string) => {
    const client = createApiClient({ baseUrl, fetch: (input, init) => fetch(input, init) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client}>{children}</ApiProvider>
    );
    return render(element, { wrapper });
  };
  beforeAll(async () => {
    server = await startFakeServer({
      // The hub's search, as `GET /api/models?search=…&pipeline_tag=…` answers it.
      "GET /api/models": (request, response) => {
        const search = new URL(request.url, "http://hub.invalid").searchParams.get("search");
        sendJson(
          response,
          search?.startsWith("distil")
            ? [
                { _id: "1", id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english" },
                { _id: "2", id: "distilbert/distilroberta-base" },
              ]
            : [],
        );
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("keeps what was typed after a pause when the column takes the earlier text late", async () => {
    const changes: CompareColumn[] = [];
    const editor = (column: CompareColumn) => (
      <ColumnEditor
        position={1}
        column={column}
        choices={CHOICES}
        onChange={(next) => changes.push(next)}
      />
    );
    const view = renderWithApi(editor({ model: "", provider: "" }), server.url);
    const box = screen.getByRole("combobox", { name: "Model" }) as HTMLInputElement;
    await userEvent.type(box, "openai-community/gpt2");
    // Typing paused: the box hands the model over.
    await waitFor(() => expect(changes.at(-1)?.model).toBe("openai-community/gpt2"), PAUSE);
    await userEvent.type(box, "-large");
    // The screen applies that first model only now (a busy main thread, a slow render).
    act(() => view.rerender(editor({ model: "openai-community/gpt2", provider: "" })));
    expect(box.value).toBe("openai-community/gpt2-large");
    await waitFor(() => expect(changes.at(-1)?.model).toBe("openai-community/gpt2-large"), PAUSE);
  });

  it("shows a model set from elsewhere", () => {
    const view = renderWithApi(
      <ColumnEditor
        position={1}
        column={{ model: "facebook/detr-resnet-50", provider: "" }}
        choices={CHOICES}
        onChange={() => undefined}
      />,
      server.url,
    );
    view.rerender(
      <ColumnEditor
        position={1}
        column={{ model: "PekingU/rtdetr_v2_r50vd", provider: "" }}
        choices={CHOICES}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Model" })).toHaveProperty(
      "value",
      "PekingU/rtdetr_v2_r50vd",
    );
  });

  it("suggests the hub's models for the comparison's task as the user types", async () => {
    renderWithApi(
      <ColumnEditor
        position={1}
        column={{ model: "", provider: "" }}
        task="text-classification"
        choices={[]}
        onChange={() => undefined}
      />,
      server.url,
    );
    await userEvent.type(screen.getByRole("combobox", { name: "Model" }), "distil");
    await waitFor(() => {
      const options = [...document.querySelectorAll("datalist option")];
      expect(options.map((option) => option.getAttribute("value"))).toEqual([
        "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
        "distilbert/distilroberta-base",
      ]);
    }, PAUSE);
    const search = server.requests.find((request) => request.url.includes("search=distil"));
    expect(new URL(search?.url ?? "", "http://hub.invalid").searchParams.get("pipeline_tag")).toBe(
      "text-classification",
    );
  });

  it("marks an id the hub does not know, and says when no provider serves a known one", () => {
    const view = renderWithApi(
      <ColumnEditor
        position={1}
        column={{ model: "distilbert/distilbert-base-uncased-finetuned-sst2", provider: "" }}
        lookup={{ kind: "unknown" }}
        choices={[]}
        onChange={() => undefined}
      />,
      server.url,
    );
    const box = screen.getByRole("combobox", { name: "Model" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/does not know/).id).toBe(box.getAttribute("aria-describedby"));
    expect(screen.queryByRole("combobox", { name: "Provider" })).toBeNull();
    view.rerender(
      <ColumnEditor
        position={1}
        column={{ model: "cardiffnlp/twitter-roberta-base-sentiment-latest", provider: "" }}
        lookup={{ kind: "mapped", entries: [] }}
        choices={[]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Model" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText(/No inference provider serves this model/)).toBeTruthy();
  });

  it("shows a provider a link named that the mapping does not list as unlisted, never as live", () => {
    renderWithApi(
      <ColumnEditor
        position={1}
        column={{ model: "acme/model", provider: "together" }}
        lookup={{ kind: "mapped", entries: [] }}
        choices={[]}
        onChange={() => undefined}
      />,
      server.url,
    );
    const provider = screen.getByRole("combobox", { name: "Provider" });
    expect(provider.textContent).toBe("together — not in the hub's mapping");
  });
});
