import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import TryItPanel from "./try-it-panel";

const UNSERVED = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const SERVED = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const TYPO = "distilbert/distilbert-base-uncased-finetuned-sst2";
const LOADING = "openai/whisper-large-v3";

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("TryItPanel offers only what the hub's mapping says", () => {
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let loadingAnswers = 0;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference/status": (_, response) =>
        sendJson(response, {
          providers: { "hf-inference": { operatorKey: true } },
          tokenRequired: false,
        }),
      // A known model whose mapping lists no provider, as most of the shipped catalogue's do.
      [`GET /api/models/${UNSERVED}`]: (_, response) =>
        sendJson(response, { _id: "1", id: UNSERVED, inferenceProviderMapping: {} }),
      [`GET /api/models/${TYPO}`]: (_, response) =>
        sendJson(response, { error: `model ${TYPO} not found` }, 404),
      // The models of the task that a provider serves, for the note's suggestions.
      "GET /api/models": (_, response) => sendJson(response, [{ _id: "2", id: SERVED }]),
      // The router's answer while a model is being loaded onto a machine.
      [`POST /api/inference/hf-inference/models/${LOADING}`]: (_, response) => {
        loadingAnswers += 1;
        sendJson(
          response,
          { error: `Model ${LOADING} is currently loading`, estimated_time: 20.0 },
          503,
        );
      },
      "GET /media/cards-005.wav": (_, response) => {
        response.writeHead(200, { "content-type": "audio/wav" });
        response.end(Buffer.alloc(2048, 1));
      },
    });
  });
  afterAll(() => server.close());
  afterEach(() => cleanup());

  const inferenceCalls = () => server.requests.filter((request) => request.method === "POST");

  it("says no provider serves a model without a mapping, offers none and names served ones", async () => {
    renderWithApi(<TryItPanel modelId={UNSERVED} task="text-classification" />, server.url);
    const note = await screen.findByRole("note", {
      name: `No inference provider serves ${UNSERVED}`,
    });
    expect(screen.queryByRole("option", { name: /hf-inference/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Run" })).toBeNull();
    const suggestion = await within(note).findByRole("link", { name: SERVED });
    expect(suggestion.getAttribute("href")).toBe(`/${SERVED}?tab=try`);
    expect(within(note).getByRole("link", { name: "Settings" })).toBeTruthy();
    expect(inferenceCalls()).toHaveLength(0);
  });

  it("says the hub does not know a mistyped id, and sends nothing", async () => {
    renderWithApi(<TryItPanel modelId={TYPO} task="text-classification" />, server.url);
    const note = await screen.findByRole("note", { name: `This hub does not know ${TYPO}` });
    expect(within(note).getByRole("link", { name: "search the models" }).getAttribute("href")).toBe(
      `/models?search=${encodeURIComponent(TYPO)}`,
    );
    expect(inferenceCalls()).toHaveLength(0);
  });

  it("shows a loading model, the provider's estimate and the wait, and Stop ends it", async () => {
    renderWithApi(
      <TryItPanel
        modelId={LOADING}
        task="automatic-speech-recognition"
        providers={[
          {
            provider: "hf-inference",
            providerId: LOADING,
            status: "live",
            task: "automatic-speech-recognition",
          },
        ]}
        widgetInput={{ kind: "audio", filename: "cards-005.wav" }}
      />,
      server.url,
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const status = await screen.findByText(/The model is loading on hf-inference/);
    await waitFor(() => expect(status.textContent).toMatch(/estimates about 20 s/));
    expect(screen.getByText(/Waiting for \d+ s \(gives up after 2 min\)/)).toBeTruthy();
    expect(loadingAnswers).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    await screen.findByRole("button", { name: "Run" });
    expect(screen.queryByText(/The model is loading/)).toBeNull();
  });
});
