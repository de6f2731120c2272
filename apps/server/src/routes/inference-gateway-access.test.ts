import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const CHAT_URL = "/api/inference/together/v1/chat/completions";
const CHAT = {
  model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
  messages: [{ role: "user", content: "Hi" }],
};
const TEAM_TOKEN = "mdt_team_7f3c9a1e5b2d4c6f8a0b";
const REMOTE = "203.0.113.7";

describe("inference gateway: who may spend the operator's keys", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"id":"chatcmpl-1","object":"chat.completion","choices":[]}');
    });
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    await upstream.close();
    await test.dispose();
  });

  async function gateway(env: Record<string, string>): Promise<FastifyInstance> {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const app = await seededServer(test.database, {
      env: {
        MODELDECK_ROUTER_URL: `${upstream.url}/router`,
        MODELDECK_PROVIDER_URL_TOGETHER: `${upstream.url}/together`,
        HF_TOKEN: "hf_operator_secret",
        TOGETHER_API_KEY: "together-operator-secret",
        ...env,
      },
      logger: { level: "info", stream },
    });
    apps.push(app);
    return app;
  }

  const call = (
    app: FastifyInstance,
    options: { remoteAddress?: string; headers?: Record<string, string>; url?: string } = {},
  ) =>
    app.inject({
      method: "POST",
      url: options.url ?? CHAT_URL,
      payload: CHAT,
      remoteAddress: options.remoteAddress ?? "127.0.0.1",
      headers: {
        "x-modeldeck-client": "modeldeck-inference",
        "content-type": "application/json",
        ...options.headers,
      },
    });

  it("keeps operator keys for loopback callers when no token is configured", async () => {
    const app = await gateway({});
    expect((await call(app)).statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer together-operator-secret");
    const before = upstream.requests.length;
    const remote = await call(app, { remoteAddress: REMOTE });
    expect(remote.statusCode).toBe(401);
    expect(remote.json()).toMatchObject({ code: "credentials_required" });
    expect(upstream.requests.length).toBe(before);
  });

  it("does not count a request relayed by a proxy on this machine as local", async () => {
    const app = await gateway({});
    const before = upstream.requests.length;
    const relayed = await call(app, { headers: { "x-forwarded-for": REMOTE } });
    expect(relayed.statusCode).toBe(401);
    expect(upstream.requests.length).toBe(before);
  });

  it("lets a caller with its own key in from anywhere, with that key only", async () => {
    const app = await gateway({ MODELDECK_GATEWAY_TOKENS: TEAM_TOKEN });
    const own = await call(app, {
      remoteAddress: REMOTE,
      headers: { authorization: "Bearer tgp_v1_caller" },
    });
    expect(own.statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer tgp_v1_caller");
    const routed = await call(app, {
      remoteAddress: REMOTE,
      headers: { authorization: "Bearer hf_caller" },
    });
    expect(routed.statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer hf_caller");
  });

  it("spends operator keys only for callers with a configured gateway token", async () => {
    const app = await gateway({ MODELDECK_GATEWAY_TOKENS: `mdt_other_token, ${TEAM_TOKEN}` });
    const before = upstream.requests.length;
    const local = await call(app);
    expect(local.statusCode).toBe(401);
    expect(local.json().error).toMatch(/gateway token/);
    const wrong = await call(app, { headers: { "x-modeldeck-token": `${TEAM_TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("gateway_token_invalid");
    expect(upstream.requests.length).toBe(before);

    logLines.length = 0;
    const allowed = await call(app, {
      remoteAddress: REMOTE,
      headers: { "x-modeldeck-token": TEAM_TOKEN },
    });
    expect(allowed.statusCode).toBe(200);
    const sent = upstream.requests.at(-1);
    expect(sent?.headers.authorization).toBe("Bearer together-operator-secret");
    // The gateway token is this server's business: never forwarded, echoed or logged.
    expect(JSON.stringify(sent?.headers)).not.toContain(TEAM_TOKEN);
    expect(JSON.stringify(allowed.headers) + allowed.body).not.toContain(TEAM_TOKEN);
    expect(logLines.join("")).not.toMatch(/mdt_team|operator_secret|operator-secret/);
  });

  it("opens operator keys to everyone only with MODELDECK_GATEWAY_OPEN=1", async () => {
    const app = await gateway({ MODELDECK_GATEWAY_OPEN: "1" });
    expect((await call(app, { remoteAddress: REMOTE })).statusCode).toBe(200);
    const closed = await gateway({ MODELDECK_GATEWAY_OPEN: "true" });
    expect((await call(closed, { remoteAddress: REMOTE })).statusCode).toBe(401);
  });

  it("tells the calling client before any request whether operator keys would be used", async () => {
    const app = await gateway({ MODELDECK_GATEWAY_TOKENS: TEAM_TOKEN });
    const status = (headers: Record<string, string> = {}, remoteAddress = REMOTE) =>
      app.inject({ method: "GET", url: "/api/inference/status", headers, remoteAddress });
    const without = await status();
    expect(without.statusCode).toBe(200);
    expect(without.headers["cache-control"]).toBe("no-store");
    expect(without.json()).toMatchObject({
      tokenRequired: true,
      tokenAccepted: false,
      providers: { together: { operatorKey: false }, "fal-ai": { operatorKey: false } },
    });
    const withToken = (await status({ "x-modeldeck-token": TEAM_TOKEN })).json();
    expect(withToken).toMatchObject({ tokenRequired: false, tokenAccepted: true });
    // Together has its own key, fal.ai is served through the router with HF_TOKEN, OpenAI is neither.
    expect(withToken.providers.together).toEqual({ operatorKey: true });
    expect(withToken.providers["fal-ai"]).toEqual({ operatorKey: true });
    expect(withToken.providers.openai).toEqual({ operatorKey: false });
    expect(JSON.stringify(withToken)).not.toMatch(/secret|mdt_/);

    const laptop = await gateway({});
    const local = await laptop.inject({ method: "GET", url: "/api/inference/status" });
    expect(local.json()).toMatchObject({
      tokenRequired: false,
      providers: { together: { operatorKey: true } },
    });
    const away = await laptop.inject({
      method: "GET",
      url: "/api/inference/status",
      remoteAddress: REMOTE,
    });
    expect(away.json()).toMatchObject({
      tokenRequired: false,
      providers: { together: { operatorKey: false } },
    });
  });
});

describe("inference gateway: rate limit behind proxies", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{}");
    });
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    await upstream.close();
    await test.dispose();
  });

  async function gateway(env: Record<string, string>): Promise<FastifyInstance> {
    const app = await seededServer(test.database, {
      env: {
        MODELDECK_ROUTER_URL: `${upstream.url}/router`,
        MODELDECK_GATEWAY_RATE_LIMIT: "2",
        MODELDECK_GATEWAY_OPEN: "1",
        HF_TOKEN: "hf_operator",
        ...env,
      },
      clock: { now: () => 1_700_000_000_000 },
    });
    apps.push(app);
    return app;
  }

  const through = (app: FastifyInstance, proxy: string, forwardedFor: string, token?: string) =>
    app.inject({
      method: "POST",
      url: CHAT_URL,
      payload: CHAT,
      remoteAddress: proxy,
      headers: {
        "x-modeldeck-client": "modeldeck-inference",
        "content-type": "application/json",
        "x-forwarded-for": forwardedFor,
        ...(token ? { "x-modeldeck-token": token } : {}),
      },
    });

  it.each(["1", "10.0.0.2", "10.0.0.0/8, loopback"])(
    "with MODELDECK_TRUST_PROXY=%s, a forged leftmost X-Forwarded-For changes nothing",
    async (trust) => {
      const app = await gateway({ MODELDECK_TRUST_PROXY: trust });
      const statuses = [];
      for (const forged of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
        const response = await through(app, "10.0.0.2", `${forged}, 198.51.100.9`);
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Another real client behind the same proxy has its own count.
      expect((await through(app, "10.0.0.2", "198.51.100.10")).statusCode).toBe(200);
    },
  );

  it("counts per gateway token, whatever address the token comes from", async () => {
    const app = await gateway({
      MODELDECK_TRUST_PROXY: "1",
      MODELDECK_GATEWAY_OPEN: "",
      MODELDECK_GATEWAY_TOKENS: TEAM_TOKEN,
    });
    const statuses = [];
    for (const client of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      statuses.push((await through(app, "10.0.0.2", client, TEAM_TOKEN)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("refuses to start with a trust setting that would believe any client", async () => {
    await expect(gateway({ MODELDECK_TRUST_PROXY: "true" })).rejects.toThrow(
      /MODELDECK_TRUST_PROXY/,
    );
  });
});
