import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings, type Settings } from "../settings";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { createInferenceClient } from "./inference-runner";

const MODEL = "genmo/mochi-1-preview";
const APP = "fal-ai/mochi-v1";
const FAL_KEY = "6f1c2e7a-9b3d-4c5e-8f0a-1b2c3d4e5f6a:0a1b2c3d4e5f67890a1b2c3d4e5f6789";

describe("createInferenceClient", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    // This server plays ModelDeck: its hub says fal-ai serves the model, its gateway plays fal's
    // queue (fal names its own queue host in the answer, as it does through the gateway).
    server = await startFakeServer({
      [`GET /api/models/${MODEL}`]: (_, response) =>
        sendJson(response, {
          id: MODEL,
          inferenceProviderMapping: {
            "fal-ai": { status: "live", providerId: APP, task: "text-to-video" },
          },
        }),
      [`POST /api/inference/fal-ai/${APP}`]: (_, response) =>
        sendJson(response, {
          status: "IN_QUEUE",
          request_id: "r1",
          response_url: `https://queue.fal.run/${APP}/requests/r1`,
        }),
      [`GET /api/inference/fal-ai/${APP}/requests/r1/status`]: (_, response) =>
        sendJson(response, { status: "COMPLETED" }),
      [`GET /api/inference/fal-ai/${APP}/requests/r1`]: (_, response) =>
        sendJson(response, { video: { url: "data:video/mp4;base64,AAAAGGZ0eXBtcDQy" } }),
    });
  });
  afterAll(() => server.close());

  const client = (settings: Partial<Settings>, sent: string[]) =>
    createInferenceClient({
      provider: "fal-ai",
      settings: { ...readSettings(), ...settings },
      gatewayUrl: `${server.url}/api/inference`,
      hubUrl: server.url,
      fetch: (input, init) => {
        sent.push(String(input));
        return fetch(input, init);
      },
      onRecord: () => {},
    });

  it("sends fal's queued job, its polls and its result through the gateway when it is on", async () => {
    const sent: string[] = [];
    const fal = await client({ useGateway: true, providerKeys: { "fal-ai": FAL_KEY } }, sent);
    const video = await fal.textToVideo({ provider: "fal-ai", model: MODEL, inputs: "A cat" });
    expect(video.size).toBeGreaterThan(0);
    const calls = sent.filter((url) => !url.startsWith(`${server.url}/api/models/`));
    expect(calls).toEqual([
      `${server.url}/api/inference/fal-ai/${APP}?_subdomain=queue`,
      `${server.url}/api/inference/fal-ai/${APP}/requests/r1/status?_subdomain=queue`,
      `${server.url}/api/inference/fal-ai/${APP}/requests/r1?_subdomain=queue`,
    ]);
    const queued = server.requests.find((request) => request.method === "POST");
    expect(queued?.headers["x-modeldeck-client"]).toBe("modeldeck-inference");
    expect(queued?.headers.authorization).toBe(`Key ${FAL_KEY}`);
  });

  it("sends a personal key for a provider that takes calls from pages straight to it", async () => {
    const sent: string[] = [];
    const groq = await createInferenceClient({
      provider: "groq",
      settings: { ...readSettings(), useGateway: true, providerKeys: { groq: "gsk_personal0001" } },
      gatewayUrl: `${server.url}/api/inference`,
      hubUrl: server.url,
      fetch: async (input) => {
        const url = String(input);
        if (url.startsWith(`${server.url}/api/models/`)) {
          return Response.json({
            inferenceProviderMapping: {
              groq: { status: "live", providerId: "openai/gpt-oss-20b", task: "conversational" },
            },
          });
        }
        sent.push(url);
        return Response.json({ error: "recorded" }, { status: 400 });
      },
      onRecord: () => {},
    });
    await groq
      .chatCompletion({
        provider: "groq",
        model: "openai/gpt-oss-20b",
        messages: [{ role: "user", content: "Hi" }],
      })
      .catch(() => undefined);
    expect(sent).toEqual(["https://api.groq.com/openai/v1/chat/completions"]);
  });
});
