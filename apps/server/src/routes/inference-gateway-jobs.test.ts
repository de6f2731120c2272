import type { ServerResponse } from "node:http";
import { InferenceClient } from "@modeldeck/inference";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { gatewayClientFetch } from "../test-support/gateway-client-fetch.js";
import { listenOnLoopback, seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const MP4 = Buffer.from("00000018667479706d703432", "hex");
const REQUEST_ID = "a2b9c0de-4f1e-4f2a-9c3d-7e8f9a0b1c2d";

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

// The inference client's own job polling, through the gateway: its follow-up requests must be on
// the allow-list exactly as the client sends them.
describe("a queued fal.ai job through the gateway", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let gatewayUrl: string;

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((request, response) => {
      const path = request.url;
      if (path.startsWith("/api/models/genmo/mochi-1-preview")) {
        json(response, {
          id: "genmo/mochi-1-preview",
          inferenceProviderMapping: {
            "fal-ai": { status: "live", providerId: "fal-ai/mochi-v1", task: "text-to-video" },
          },
        });
      } else if (path === "/router/fal-ai/fal-ai/mochi-v1?_subdomain=queue") {
        json(response, {
          request_id: REQUEST_ID,
          status: "IN_QUEUE",
          response_url: `https://queue.fal.run/fal-ai/mochi-v1/requests/${REQUEST_ID}`,
          status_url: `https://queue.fal.run/fal-ai/mochi-v1/requests/${REQUEST_ID}/status`,
        });
      } else if (path.includes(`/requests/${REQUEST_ID}/status`)) {
        json(response, { status: "COMPLETED" });
      } else if (path.includes(`/requests/${REQUEST_ID}`)) {
        json(response, { video: { url: `${upstream.url}/files/mochi.mp4` } });
      } else if (path === "/files/mochi.mp4") {
        response.writeHead(200, { "content-type": "video/mp4" });
        response.end(MP4);
      } else {
        response.writeHead(404, { "content-type": "application/json" });
        response.end('{"error":"not found"}');
      }
    });
    app = await seededServer(test.database, {
      env: { MODELDECK_ROUTER_URL: `${upstream.url}/router`, HF_TOKEN: "hf_operator" },
    });
    gatewayUrl = `${await listenOnLoopback(app)}/api/inference`;
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
  });

  it("submits, polls the status, fetches the result and downloads the video", async () => {
    const client = new InferenceClient(undefined, {
      hubUrl: upstream.url,
      routerUrl: gatewayUrl,
      fetch: gatewayClientFetch(gatewayUrl),
      sleep: async () => {},
    });
    const video = await client.textToVideo({
      provider: "fal-ai",
      model: "genmo/mochi-1-preview",
      inputs: "A fox running through snow",
    });
    expect(Buffer.from(await video.arrayBuffer())).toEqual(MP4);
    const routed = upstream.requests
      .filter((request) => request.url.startsWith("/router/"))
      .map((request) => `${request.method} ${request.url}`);
    expect(routed).toEqual([
      "POST /router/fal-ai/fal-ai/mochi-v1?_subdomain=queue",
      `GET /router/fal-ai/fal-ai/mochi-v1/requests/${REQUEST_ID}/status?_subdomain=queue`,
      `GET /router/fal-ai/fal-ai/mochi-v1/requests/${REQUEST_ID}?_subdomain=queue`,
    ]);
    for (const request of upstream.requests.filter((sent) => sent.url.startsWith("/router/"))) {
      expect(request.headers.authorization).toBe("Bearer hf_operator");
    }
  });
});
