import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../clock.js";
import { closedLoopbackUrl } from "@modeldeck/test-support/closed-port";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { listenOnLoopback, seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const CHAT = {
  model: "meta-llama/Llama-3.1-8B-Instruct",
  messages: [{ role: "user", content: "Hi" }],
};
const COMPLETION = {
  id: "chatcmpl-1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content: "Hello!" }, finish_reason: "stop" }],
};

describe("inference gateway", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  let releaseStream: () => void = () => {};
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];
  let now = 1_700_000_000_000;
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream(async (request, response) => {
      if (request.body.includes('"stream":true')) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n');
        // The rest only comes once the test has seen the first event through the gateway.
        await new Promise<void>((resolve) => (releaseStream = resolve));
        response.end('data: {"choices":[{"delta":{"content":"lo"}}]}\n\ndata: [DONE]\n\n');
      } else if (request.body.includes("echo-key")) {
        // Some providers quote the key they refuse.
        response.writeHead(401, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: `Invalid API key: ${String(request.headers.authorization)}` }),
        );
      } else if (request.body.includes("bad-request")) {
        response.writeHead(422, { "content-type": "application/json" });
        response.end('{"error":"messages is required"}');
      } else {
        response.writeHead(200, { "content-type": "application/json", "x-request-id": "req-1" });
        response.end(JSON.stringify(COMPLETION));
      }
    });
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    await upstream.close();
    await test.dispose();
  });

  async function gateway(
    env: Record<string, string>,
    serializers: Record<string, unknown> = {},
  ): Promise<FastifyInstance> {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const app = await seededServer(test.database, {
      env: { MODELDECK_ROUTER_URL: `${upstream.url}/router`, ...env },
      clock,
      logger: { level: "info", stream, serializers },
    });
    apps.push(app);
    return app;
  }

  const post = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      payload: CHAT,
      headers: {
        "x-modeldeck-client": "modeldeck-inference",
        "content-type": "application/json",
        ...headers,
      },
    });

  it("sends hf_ tokens through the router with the router's path shape", async () => {
    const app = await gateway({});
    const response = await post(app, "/api/inference/together/v1/chat/completions", {
      authorization: "Bearer hf_caller",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(COMPLETION);
    expect(response.headers["x-request-id"]).toBe("req-1");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const sent = upstream.requests.at(-1);
    expect(sent?.url).toBe("/router/together/v1/chat/completions");
    expect(sent?.headers.authorization).toBe("Bearer hf_caller");
    expect(JSON.parse(sent?.body ?? "")).toEqual(CHAT);
  });

  it("adds the operator's HF_TOKEN when the caller sends none, without echoing or logging it", async () => {
    const app = await gateway({ HF_TOKEN: "hf_operator_secret" });
    const response = await post(app, "/api/inference/hf-inference/models/gpt2?wait=1");
    expect(response.statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.url).toBe("/router/hf-inference/models/gpt2?wait=1");
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer hf_operator_secret");
    expect(JSON.stringify(response.headers) + response.body).not.toContain("hf_operator_secret");
    await post(app, "/api/inference/together/v1/chat/completions", {
      authorization: "Bearer hf_caller_secret",
    });
    expect(logLines.join("")).not.toMatch(/hf_operator_secret|hf_caller_secret/);
    const info = await app.inject({ method: "GET", url: "/api/inference-gateway" });
    expect(info.json().configuredProviders).toContain("together");
    expect(info.body).not.toContain("hf_operator_secret");
  });

  it("sends the operator's provider key straight to the provider's (overridden) host", async () => {
    const app = await gateway({
      TOGETHER_API_KEY: "together-secret",
      FAL_AI_API_KEY: "fal-secret",
      MODELDECK_PROVIDER_URL_TOGETHER: `${upstream.url}/together-direct`,
      MODELDECK_PROVIDER_URL_FAL_AI: `${upstream.url}/fal-direct`,
    });
    await post(app, "/api/inference/together/v1/chat/completions");
    expect(upstream.requests.at(-1)?.url).toBe("/together-direct/v1/chat/completions");
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer together-secret");
    await post(app, "/api/inference/fal-ai/fal-ai/flux/dev");
    expect(upstream.requests.at(-1)?.url).toBe("/fal-direct/fal-ai/flux/dev");
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Key fal-secret");
    const info = await app.inject({ method: "GET", url: "/api/inference-gateway" });
    expect(info.json()).toEqual({ configuredProviders: ["fal-ai", "together"] });
  });

  it("passes a caller's provider key to the provider, not the router", async () => {
    const app = await gateway({ MODELDECK_PROVIDER_URL_GROQ: `${upstream.url}/groq-direct` });
    await post(app, "/api/inference/groq/openai/v1/chat/completions", {
      authorization: "Bearer gsk_caller",
    });
    expect(upstream.requests.at(-1)?.url).toBe("/groq-direct/openai/v1/chat/completions");
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer gsk_caller");
  });

  it("strips _subdomain from calls to an overridden provider URL", async () => {
    const app = await gateway({
      FAL_AI_API_KEY: "fal-secret",
      MODELDECK_PROVIDER_URL_FAL_AI: `${upstream.url}/fal-direct`,
    });
    await post(app, "/api/inference/fal-ai/fal-ai/mochi?_subdomain=queue&x=1");
    expect(upstream.requests.at(-1)?.url).toBe("/fal-direct/fal-ai/mochi?x=1");
  });

  it("passes a caller's Black Forest Labs x-key to that provider only", async () => {
    const app = await gateway({
      HF_TOKEN: "hf_operator",
      MODELDECK_PROVIDER_URL_BLACK_FOREST_LABS: `${upstream.url}/bfl-direct`,
    });
    await post(app, "/api/inference/black-forest-labs/v1/flux-dev", {
      "x-key": "bfl-caller-secret",
    });
    expect(upstream.requests.at(-1)?.url).toBe("/bfl-direct/v1/flux-dev");
    expect(upstream.requests.at(-1)?.headers["x-key"]).toBe("bfl-caller-secret");
    expect(upstream.requests.at(-1)?.headers.authorization).toBeUndefined();
    await post(app, "/api/inference/together/v1/chat/completions", {
      "x-key": "bfl-caller-secret",
    });
    expect(upstream.requests.at(-1)?.url).toBe("/router/together/v1/chat/completions");
    expect(upstream.requests.at(-1)?.headers).not.toHaveProperty("x-key");
  });

  it("redacts credential headers when the operator logs request headers", async () => {
    logLines.length = 0;
    const app = await gateway(
      { HF_TOKEN: "hf_operator", MODELDECK_PROVIDER_URL_BLACK_FOREST_LABS: `${upstream.url}/bfl` },
      // An operator may well log whole request headers; the redaction must hold then too.
      { req: (request: { headers: unknown }) => ({ headers: request.headers }) },
    );
    await post(app, "/api/inference/black-forest-labs/v1/flux-dev", {
      "x-key": "bfl-logged-secret",
      authorization: "Bearer hf_logged_secret",
      "x-api-key": "api-logged-secret",
    });
    const log = logLines.join("");
    expect(log).toContain('"x-key":"[redacted]"');
    expect(log).toContain('"authorization":"[redacted]"');
    expect(log).not.toMatch(/logged_secret|logged-secret/);
  });

  it("passes provider errors through with their status", async () => {
    const app = await gateway({ HF_TOKEN: "hf_operator" });
    const response = await app.inject({
      method: "POST",
      url: "/api/inference/together/v1/chat/completions",
      payload: { model: "bad-request" },
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(response.statusCode).toBe(422);
    // The provider's own words, without a gateway `code`: it is the provider's answer.
    expect(response.json()).toEqual({ error: "messages is required" });
  });

  it("removes the operator's key from a provider error that quotes it, and only then", async () => {
    const app = await gateway({
      TOGETHER_API_KEY: "together-operator-secret",
      MODELDECK_PROVIDER_URL_TOGETHER: `${upstream.url}/together-direct`,
    });
    const refused = await app.inject({
      method: "POST",
      url: "/api/inference/together/v1/chat/completions",
      payload: { model: "echo-key" },
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: "Invalid API key: Bearer [redacted]" });
    // A caller's own key is the caller's: its error comes back as the provider wrote it.
    const own = await app.inject({
      method: "POST",
      url: "/api/inference/together/v1/chat/completions",
      payload: { model: "echo-key" },
      headers: { "x-modeldeck-client": "modeldeck-inference", authorization: "Bearer tgp_caller" },
    });
    expect(own.json()).toEqual({ error: "Invalid API key: Bearer tgp_caller" });
  });

  it.each([
    ["POST", "/api/inference/nowhere/v1/chat/completions"],
    ["POST", "/api/inference/together/..%2F..%2Fadmin"],
    ["POST", "/api/inference/together/v1/%2e%2e/%2e%2e/admin"],
    ["POST", "/api/inference/together/v1/../../admin"],
    ["POST", "/api/inference/tog%65ther/v1/chat/completions"],
    ["POST", "/api/inference/together/v1/chat%2Fcompletions"],
    ["POST", "/api/inference/together/v1/chat/%63ompletions"],
    ["GET", "/api/inference/together/v1/files"],
    ["POST", "/api/inference/together/v1/files"],
    ["POST", "/api/inference/together/v1/fine-tunes"],
    ["GET", "/api/inference/together/v1/models"],
    ["GET", "/api/inference/openai/v1/models"],
    ["GET", "/api/inference/together/v1/chat/completions"],
    ["DELETE", "/api/inference/together/v1/chat/completions"],
    ["PUT", "/api/inference/replicate/v1/predictions/abc"],
    ["POST", "/api/inference/together/v1/chat/completions?_subdomain=queue"],
    ["POST", "/api/inference/fal-ai/fal-ai/mochi-v1?_subdomain=api"],
    ["GET", "/api/inference/hf-inference/api/whoami-v2"],
  ])("answers %s %s with a 404 without calling anyone", async (method, url) => {
    const app = await gateway({ HF_TOKEN: "hf_operator", TOGETHER_API_KEY: "together-operator" });
    const before = upstream.requests.length;
    const response = await app.inject({
      method: method as "POST",
      url,
      ...(method === "GET" ? {} : { payload: CHAT }),
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("error");
    expect(upstream.requests.length).toBe(before);
  });

  it("forwards a job's follow-up polls, with fal.ai's queue hint for the router", async () => {
    const app = await gateway({ HF_TOKEN: "hf_operator" });
    const status = await app.inject({
      method: "GET",
      url: "/api/inference/fal-ai/fal-ai/mochi-v1/requests/5c1d/status?_subdomain=queue",
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(status.statusCode).toBe(200);
    expect(upstream.requests.at(-1)).toMatchObject({
      method: "GET",
      url: "/router/fal-ai/fal-ai/mochi-v1/requests/5c1d/status?_subdomain=queue",
    });
    await app.inject({
      method: "GET",
      url: "/api/inference/replicate/v1/predictions/ufawqhfynnddngldkgtslldrkq",
      headers: { "x-modeldeck-client": "modeldeck-inference" },
    });
    expect(upstream.requests.at(-1)?.url).toBe(
      "/router/replicate/v1/predictions/ufawqhfynnddngldkgtslldrkq",
    );
  });

  it("answers 401 when nobody has credentials, naming no operator setting", async () => {
    const app = await gateway({});
    const response = await post(app, "/api/inference/together/v1/chat/completions");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: expect.stringMatching(/your own key for together in Settings/),
      code: "credentials_required",
    });
    expect(response.body).not.toMatch(/HF_TOKEN|_API_KEY|MODELDECK_/);
  });

  it("answers 502 upstream_unreachable when the provider cannot be reached, with a one-line warning", async () => {
    logLines.length = 0;
    const down = await gateway({
      TOGETHER_API_KEY: "k",
      MODELDECK_PROVIDER_URL_TOGETHER: await closedLoopbackUrl(),
    });
    const response = await post(down, "/api/inference/together/v1/chat/completions");
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: "ModelDeck's server could not reach together: the connection was refused",
      code: "upstream_unreachable",
    });
    expect(response.body).not.toMatch(/MODELDECK_|_API_KEY|127\.0\.0\.1/);
    const warnings = logLines
      .flatMap((chunk) => chunk.split("\n"))
      .filter((line) => line.includes("unreachable"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] as string)).toMatchObject({
      level: 40,
      provider: "together",
      reason: "ECONNREFUSED",
    });
    expect(logLines.join("")).not.toMatch(/"stack"|misconfiguration|"level":50/);
  });

  it("streams server-sent events through without buffering them", async () => {
    const app = await gateway({ HF_TOKEN: "hf_operator" });
    const baseUrl = await listenOnLoopback(app);
    const response = await fetch(`${baseUrl}/api/inference/together/v1/chat/completions`, {
      method: "POST",
      headers: { "x-modeldeck-client": "modeldeck-inference", "content-type": "application/json" },
      body: JSON.stringify({ ...CHAT, stream: true }),
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    // The upstream is still holding the rest back, so this event crossed the gateway on its own.
    expect(decoder.decode(first.value)).toContain('"Hel"');
    releaseStream();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain('"lo"');
    expect(rest).toContain("data: [DONE]");
  });

  it("limits requests per client in fixed windows kept in the database", async () => {
    const app = await gateway({
      HF_TOKEN: "hf_operator",
      MODELDECK_GATEWAY_RATE_LIMIT: "2",
      MODELDECK_GATEWAY_RATE_WINDOW_SECONDS: "60",
    });
    now = 1_700_000_080_000;
    const url = "/api/inference/together/v1/chat/completions";
    expect((await post(app, url)).statusCode).toBe(200);
    expect((await post(app, url)).statusCode).toBe(200);
    const limited = await post(app, url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("20");
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/too many/),
      code: "rate_limited",
    });
    now += 60_000;
    expect((await post(app, url)).statusCode).toBe(200);
  });
});
