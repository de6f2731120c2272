import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiProvider, createApiClient } from "../../../lib/api-client";
import { startEarlyFetches } from "../../../lib/early-fetch";
import { TryItContext } from "../../../lib/try-it-slot";
import { routeRequests } from "../../../routes";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import ModelPage from "./model-page";

const MODEL = {
  _id: "621ffdc136468d709f17adb9",
  id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  pipeline_tag: "text-classification",
  library_name: "transformers",
  tags: ["transformers", "pytorch", "text-classification", "en", "license:apache-2.0"],
  downloads: 7_123_456,
  likes: 712,
  createdAt: "2022-03-02T23:29:04.000Z",
  lastModified: "2023-12-19T16:29:37.000Z",
  cardData: { license: "apache-2.0", language: "en" },
  siblings: [{ rfilename: "config.json" }],
};

describe("ModelPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      [`GET /api/models/${MODEL.id}/readme`]: (_, response) => {
        response.writeHead(200, { "content-type": "text/markdown" });
        response.end(
          "---\nlicense: apache-2.0\n---\n# DistilBERT SST-2\n\n<script>window.hacked = true</script>Fine-tuned.",
        );
      },
      [`GET /api/models/${MODEL.id}`]: (request, response) =>
        request.url.includes("expand")
          ? sendJson(response, {
              _id: MODEL._id,
              id: MODEL.id,
              inferenceProviderMapping: {
                "hf-inference": {
                  status: "live",
                  providerId: MODEL.id,
                  task: "text-classification",
                },
              },
            })
          : sendJson(response, MODEL),
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("shows the header facts and the sanitized model card", async () => {
    visit(`/${MODEL.id}`);
    renderWithApi(<ModelPage modelId={MODEL.id} />, server.url);
    expect(await screen.findByRole("heading", { level: 1, name: MODEL.id })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Text Classification" }).getAttribute("href")).toBe(
      "/tasks/text-classification",
    );
    expect(screen.getByText("apache-2.0")).toBeTruthy();
    expect(screen.getByText("7.1M")).toBeTruthy();
    const card = await screen.findByRole("heading", { name: "DistilBERT SST-2" });
    expect(card).toBeTruthy();
    expect(document.querySelector(".markdown script")).toBeNull();
    expect(screen.queryByText("license: apache-2.0")).toBeNull();
  });

  it("uses the reads started before it rendered: each is sent to the server once", async () => {
    visit(`/${MODEL.id}`);
    const before = server.requests.length;
    const fetchThrough: typeof fetch = (input, init) => fetch(input, init);
    // What preload-page.ts does on a first visit, before React has rendered anything.
    const early = startEarlyFetches(routeRequests(`/${MODEL.id}`), {
      origin: server.url,
      fetch: fetchThrough,
    });
    const client = createApiClient({ baseUrl: server.url, fetch: fetchThrough, early });
    render(
      <ApiProvider client={client}>
        <ModelPage modelId={MODEL.id} />
      </ApiProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: MODEL.id })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "DistilBERT SST-2" })).toBeTruthy();
    await screen.findByRole("tab", { name: "Try it" });
    // The library's display name arrives once the browser has been idle.
    expect(await screen.findByRole("link", { name: "Transformers" })).toBeTruthy();
    const modelReads = server.requests
      .slice(before)
      .map((request) => request.url)
      .filter((url) => url.startsWith(`/api/models/${MODEL.id}`));
    expect(modelReads.sort()).toEqual(
      [
        `/api/models/${MODEL.id}`,
        `/api/models/${MODEL.id}/readme`,
        `/api/models/${MODEL.id}?expand[]=inferenceProviderMapping`,
      ].sort(),
    );
  });

  it("switches tabs by keyboard and keeps the tab in the URL", async () => {
    visit(`/${MODEL.id}`);
    const tryIt = (props: {
      modelId: string;
      task: string;
      providers?: { provider: string }[];
    }) => (
      <p>
        try {props.task} on {props.providers?.map((entry) => entry.provider).join(",")}
      </p>
    );
    renderWithApi(
      <TryItContext.Provider value={tryIt}>
        <ModelPage modelId={MODEL.id} />
      </TryItContext.Provider>,
      server.url,
    );
    const tabs = await screen.findByRole("tablist", { name: "Model sections" });
    within(tabs).getByRole("tab", { name: "Model card" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(within(tabs).getByRole("tab", { name: "Try it" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(window.location.search).toBe("?tab=try");
    expect(await screen.findByText("try text-classification on hf-inference")).toBeTruthy();
  });
});
