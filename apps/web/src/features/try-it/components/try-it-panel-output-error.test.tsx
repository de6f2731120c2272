import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadInference } from "../../../lib/inference";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import TryItPanel from "./try-it-panel";
import type * as OutputViewModule from "../../../components/run/task-output-view";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

// The answer is valid, but the view that draws it has a bug: the panel must survive it.
vi.mock("../../../components/run/task-output-view", async (importOriginal) => ({
  ...(await importOriginal<typeof OutputViewModule>()),
  TaskOutputView: function BrokenOutputView(): never {
    throw new Error("Cannot read properties of undefined (reading 'toFixed')");
  },
}));

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("TryItPanel when the output view throws", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference/status": (_, response) =>
        sendJson(response, {
          providers: { "hf-inference": { operatorKey: true } },
          tokenRequired: false,
        }),
      [`POST /api/inference/hf-inference/models/${CLASSIFIER}`]: (_, response) =>
        sendJson(response, [[{ label: "POSITIVE", score: 0.9987 }]]),
    });
  });
  afterAll(() => {
    server.close();
    consoleError.mockRestore();
  });
  afterEach(() => cleanup());

  it("shows the error beside the form, keeps the input and lets the user run again", async () => {
    renderWithApi(
      <TryItPanel
        modelId={CLASSIFIER}
        task="text-classification"
        providers={[
          {
            provider: "hf-inference",
            providerId: CLASSIFIER,
            status: "live",
            task: "text-classification",
          },
        ]}
      />,
      server.url,
    );
    const text = screen.getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement;
    await userEvent.type(text, "Keep me");
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const result = await screen.findByRole("region", { name: "Result" });
    const alert = within(result).getByRole("alert");
    expect(alert.textContent).toContain("Something went wrong while showing the result.");
    expect(alert.textContent).toContain("reading 'toFixed'");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("form", { name: `Try ${CLASSIFIER}` })).toBeTruthy();
    expect(text.value).toBe("Keep me");
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const posts = () => server.requests.filter((request) => request.method === "POST");
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((request) => JSON.parse(request.body).inputs)).toEqual([
      "Keep me",
      "Keep me",
    ]);
    await screen.findByRole("button", { name: "Run" });
  });
});
