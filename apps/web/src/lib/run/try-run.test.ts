import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { readSettings, type Settings } from "../settings";
import type { RecordedExchange } from "./recording-fetch";
import { executeTryRun, refusalOf, type TryRunRequest } from "./try-run";
import { inputFromWidget } from "./try-input";

const MODEL = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const REFUSED = "acme/refused-model";

const request: TryRunRequest = {
  modelId: MODEL,
  provider: "hf-inference",
  task: "text-classification",
  chat: false,
  input: { ...inputFromWidget(undefined), text: "I love it" },
  gatewayStatus: undefined,
};

describe("refusalOf", () => {
  it("refuses a run no credential could serve, with the way to Settings", () => {
    const settings = { ...readSettings(), useGateway: false, hfToken: "", providerKeys: {} };
    const refused = refusalOf(request, settings);
    expect(refused?.error).toMatchObject({ title: "Add a key in Settings", settingsLink: true });
    expect(refusalOf(request, { ...settings, hfToken: "hf_example" })).toBeUndefined();
  });

  it("passes the screen's own refusal on unchanged", () => {
    const error = { title: "Not sent", detail: "Name a model for this column first." };
    expect(refusalOf({ ...request, refused: error }, readSettings())).toEqual({
      kind: "refused",
      error,
    });
  });
});

describe("executeTryRun", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    // This server plays ModelDeck: its hub maps both models to hf-inference, its gateway answers.
    const mapping = (id: string) => ({
      id,
      inferenceProviderMapping: {
        "hf-inference": { status: "live", providerId: id, task: "text-classification" },
      },
    });
    server = await startFakeServer({
      [`GET /api/models/${MODEL}`]: (_, response) => sendJson(response, mapping(MODEL)),
      [`GET /api/models/${REFUSED}`]: (_, response) => sendJson(response, mapping(REFUSED)),
      [`POST /api/inference/hf-inference/models/${MODEL}`]: (_, response) =>
        sendJson(response, [
          { label: "POSITIVE", score: 0.9998 },
          { label: "NEGATIVE", score: 0.0002 },
        ]),
      [`POST /api/inference/hf-inference/models/${REFUSED}`]: (_, response) =>
        sendJson(response, { error: "Invalid credentials in Authorization header" }, 401),
    });
  });
  afterAll(() => server.close());

  const settings: Settings = { ...readSettings(), useGateway: true, hfToken: "hf_example" };
  const run = (modelId: string, exchanges: RecordedExchange[]) =>
    executeTryRun(
      { ...request, modelId },
      {
        api: { baseUrl: server.url, fetch: (input, init) => fetch(input, init) },
        settings,
        abort: new AbortController(),
        origin: "http://localhost:1",
      },
      {
        onExchange: (exchange) => exchanges.push(exchange),
        onLoading: () => undefined,
        onFirstToken: () => undefined,
        onStreaming: () => undefined,
      },
    );

  it("runs the task through the gateway, times it, sizes it and records the request", async () => {
    const exchanges: RecordedExchange[] = [];
    const outcome = await run(MODEL, exchanges);
    expect(outcome.kind).toBe("output");
    if (outcome.kind !== "output") return;
    expect(outcome.output).toMatchObject({ kind: "scores" });
    expect(outcome.timings.totalMs).toBeGreaterThanOrEqual(0);
    expect(outcome.timings.outputBytes).toBeGreaterThan(0);
    const urls = exchanges.map((exchange) => exchange.url);
    expect(urls).toContain(`${server.url}/api/inference/hf-inference/models/${MODEL}`);
    // The token is masked in what the inspector keeps.
    expect(JSON.stringify(exchanges)).not.toContain("hf_example");
  });

  it("ends a refused token in plain words instead of throwing", async () => {
    const outcome = await run(REFUSED, []);
    expect(outcome).toMatchObject({
      kind: "failed",
      stopped: false,
      error: { title: "The access token was refused" },
    });
  });
});
