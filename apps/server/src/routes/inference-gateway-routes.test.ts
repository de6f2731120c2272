import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const TEAM_TOKEN = "mdt_team_2b7e4f9c1a3d5e6f8091";
const REMOTE = "198.51.100.23";
const OPERATOR_KEYS = {
  HF_TOKEN: "hf_operator_secret",
  BLACK_FOREST_LABS_API_KEY: "bfl-operator-secret",
  WAVESPEED_API_KEY: "wavespeed-operator-secret",
  FAL_AI_API_KEY: "fal-operator-secret",
};

// Providers whose route is little more than the model id: only ids of the provider's own shape
// pass, so the account's routes of the same shape never receive the operator's key.
describe("inference gateway: model-shaped routes", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      // Black Forest Labs' and WaveSpeed's job submissions, as recorded on their APIs.
      response.end(
        request.url.startsWith("/bfl/")
          ? '{"id":"e7a6b2c4","polling_url":"https://api.bfl.ai/v1/get_result?id=e7a6b2c4"}'
          : '{"code":200,"message":"success","data":{"id":"pred_abc123","status":"created"}}',
      );
    });
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    await upstream.close();
    await test.dispose();
  });

  async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const app = await seededServer(test.database, {
      env: {
        MODELDECK_ROUTER_URL: `${upstream.url}/router`,
        MODELDECK_PROVIDER_URL_BLACK_FOREST_LABS: `${upstream.url}/bfl`,
        MODELDECK_PROVIDER_URL_WAVESPEED: `${upstream.url}/wavespeed`,
        MODELDECK_PROVIDER_URL_FAL_AI: `${upstream.url}/fal`,
        ...OPERATOR_KEYS,
        ...env,
      },
    });
    apps.push(app);
    return app;
  }

  it.each([
    ["POST", "black-forest-labs/v1/finetune"],
    ["POST", "black-forest-labs/v1/finetune_details"],
    ["GET", "black-forest-labs/v1/finetune_details?finetune_id=my-finetune"],
    ["POST", "black-forest-labs/v1/my_finetunes"],
    ["GET", "black-forest-labs/v1/my_finetunes"],
    ["POST", "black-forest-labs/v1/delete_finetune"],
    ["GET", "black-forest-labs/v1/credits"],
    ["POST", "black-forest-labs/v1/credits"],
    ["POST", "wavespeed/api/v3/balance"],
    ["GET", "wavespeed/api/v3/balance"],
    ["POST", "wavespeed/api/v3/account/balance"],
    ["POST", "wavespeed/api/v3/media/upload/binary"],
    ["POST", "wavespeed/api/v3/predictions/pred_abc123/result"],
    ["POST", "fal-ai/flux"],
  ])("answers %s %s with a 404 that never reaches the provider", async (method, path) => {
    const app = await gateway();
    const before = upstream.requests.length;
    const response = await app.inject({
      method: method as "POST",
      url: `/api/inference/${path}`,
      ...(method === "POST" ? { payload: { prompt: "a red fox" } } : {}),
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "not an inference route",
      code: "not_inference_route",
    });
    expect(upstream.requests.length).toBe(before);
  });

  it("still forwards their model routes and job polls with the operator's key", async () => {
    const app = await gateway();
    const image = await app.inject({
      method: "POST",
      url: "/api/inference/black-forest-labs/v1/flux-kontext-pro",
      payload: { prompt: "a red fox" },
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(image.statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.url).toBe("/bfl/v1/flux-kontext-pro");
    expect(upstream.requests.at(-1)?.headers["x-key"]).toBe("bfl-operator-secret");
    await app.inject({
      method: "POST",
      url: "/api/inference/wavespeed/api/v3/wavespeed-ai/wan-2.1/t2v-480p",
      payload: { prompt: "a cat" },
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(upstream.requests.at(-1)?.url).toBe("/wavespeed/api/v3/wavespeed-ai/wan-2.1/t2v-480p");
    expect(upstream.requests.at(-1)?.headers.authorization).toBe(
      "Bearer wavespeed-operator-secret",
    );
    await app.inject({
      method: "GET",
      url: "/api/inference/wavespeed/api/v3/predictions/pred_abc123/result",
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(upstream.requests.at(-1)).toMatchObject({
      method: "GET",
      url: "/wavespeed/api/v3/predictions/pred_abc123/result",
    });
    await app.inject({
      method: "POST",
      url: "/api/inference/fal-ai/fal-ai/flux/dev",
      payload: { prompt: "a fox" },
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(upstream.requests.at(-1)?.url).toBe("/fal/fal-ai/flux/dev");
  });
});

describe("GET /api/inference-gateway answers per caller", () => {
  let test: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    await test.dispose();
  });

  async function info(
    env: Record<string, string>,
    caller: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    const app = await seededServer(test.database, { env: { ...OPERATOR_KEYS, ...env } });
    apps.push(app);
    return app.inject({ method: "GET", url: "/api/inference-gateway", ...caller });
  }

  it("lists no provider to a caller that may not spend the operator's keys", async () => {
    const stranger = await info(
      { MODELDECK_GATEWAY_TOKENS: TEAM_TOKEN },
      { remoteAddress: REMOTE },
    );
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ configuredProviders: [] });
    expect(stranger.headers["cache-control"]).toBe("no-store");
    const wrongToken = await info(
      { MODELDECK_GATEWAY_TOKENS: TEAM_TOKEN },
      { remoteAddress: REMOTE, headers: { "x-modeldeck-token": "mdt_guessed" } },
    );
    expect(wrongToken.json()).toEqual({ configuredProviders: [] });
    const remoteOnLaptop = await info({}, { remoteAddress: REMOTE });
    expect(remoteOnLaptop.json()).toEqual({ configuredProviders: [] });
  });

  it("lists the operator's providers to callers that may spend them, never a key", async () => {
    const answers = [
      await info(
        { MODELDECK_GATEWAY_TOKENS: TEAM_TOKEN },
        { remoteAddress: REMOTE, headers: { "x-modeldeck-token": TEAM_TOKEN } },
      ),
      await info({}, { remoteAddress: "127.0.0.1" }),
      await info({ MODELDECK_GATEWAY_OPEN: "1" }, { remoteAddress: REMOTE }),
    ];
    for (const answer of answers) {
      const listed: string[] = answer.json().configuredProviders;
      expect(listed).toEqual(expect.arrayContaining(["black-forest-labs", "wavespeed", "fal-ai"]));
      expect(answer.body).not.toMatch(/secret|mdt_/);
    }
  });
});
