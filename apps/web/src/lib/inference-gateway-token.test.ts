import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInferenceClient } from "./run/inference-runner";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { fetchGatewayStatus, withGatewayToken } from "./inference";
import { readSettings } from "./settings";

const CLASSIFICATION = [[{ label: "POSITIVE", score: 0.99 }]];

describe("the gateway token on inference requests", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "POST /api/inference/hf-inference/models/": (_, response) =>
        sendJson(response, CLASSIFICATION),
      "POST /hf-inference/models/": (_, response) => sendJson(response, CLASSIFICATION),
      "GET /api/inference/status": (request, response) =>
        sendJson(response, {
          providers: {
            together: { operatorKey: request.headers["x-modeldeck-token"] === "mdt_team_token_1" },
          },
          tokenRequired: request.headers["x-modeldeck-token"] !== "mdt_team_token_1",
        }),
    });
  });
  afterAll(() => server.close());

  it("goes with the status question too, whose answer depends on it (Try it holds nothing back for a team member)", async () => {
    const fetchFunction: typeof fetch = (input, init) => fetch(input, init);
    const withToken = await fetchGatewayStatus(fetchFunction, server.url, "mdt_team_token_1");
    expect(server.requests.at(-1)?.headers["x-modeldeck-token"]).toBe("mdt_team_token_1");
    expect(withToken?.providers.together?.operatorKey).toBe(true);
    const without = await fetchGatewayStatus(fetchFunction, server.url, "");
    expect(server.requests.at(-1)?.headers["x-modeldeck-token"]).toBeUndefined();
    expect(without).toEqual({
      providers: { together: { operatorKey: false } },
      tokenRequired: true,
    });
  });

  it("goes with every request through the gateway, as X-ModelDeck-Token", async () => {
    const client = await createInferenceClient({
      provider: "hf-inference",
      settings: { ...readSettings(), useGateway: true, gatewayToken: "mdt_team_token_1" },
      gatewayUrl: `${server.url}/api/inference`,
      hubUrl: server.url,
      fetch: (input, init) => fetch(input, init),
      onRecord: () => {},
    });
    await client.textClassification?.({
      model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      provider: "hf-inference",
      inputs: "I love it",
    });
    const sent = server.requests.at(-1);
    expect(sent?.url).toBe(
      "/api/inference/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    );
    expect(sent?.headers["x-modeldeck-token"]).toBe("mdt_team_token_1");
  });

  it("never goes anywhere but the gateway", async () => {
    const seen: Headers[] = [];
    const recording: typeof fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers));
      return new Response("{}");
    };
    const gatewayFetch = withGatewayToken(
      recording,
      "http://127.0.0.1:8080/api/inference",
      "mdt_1",
    );
    await gatewayFetch("https://api.together.xyz/v1/chat/completions", { method: "POST" });
    await gatewayFetch("http://127.0.0.1:8080/api/inference-gateway");
    await gatewayFetch("http://127.0.0.1:8080/api/inference/together/v1/chat/completions", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(seen.map((headers) => headers.get("x-modeldeck-token"))).toEqual([null, null, "mdt_1"]);
    expect(seen[2]?.get("content-type")).toBe("application/json");
  });
});
