import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { listenOnLoopback, seededServer } from "./test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "./test-support/test-databases.js";

const CHAT_PATH = "/api/inference/together/v1/chat/completions";
const CHAT = JSON.stringify({
  model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
  messages: [{ role: "user", content: "Hi" }],
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One real HTTP request with the `Host` header written by hand, as a rebinding page's browser sends it. */
function send(
  baseUrl: string,
  options: { method?: string; path: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

describe("the Host check (DNS rebinding)", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  const apps: FastifyInstance[] = [];

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

  async function serve(env: Record<string, string> = {}): Promise<string> {
    const app = await seededServer(test.database, {
      env: {
        MODELDECK_PROVIDER_URL_TOGETHER: `${upstream.url}/together`,
        TOGETHER_API_KEY: "together-operator-secret",
        ...env,
      },
    });
    apps.push(app);
    return listenOnLoopback(app);
  }

  const chat = (baseUrl: string, headers: Record<string, string>) =>
    send(baseUrl, {
      method: "POST",
      path: CHAT_PATH,
      headers: {
        "content-type": "application/json",
        "x-modeldeck-client": "web",
        ...headers,
      },
      body: CHAT,
    });

  it("answers a name it was not given with 421, before anything runs", async () => {
    const baseUrl = await serve();
    const port = new URL(baseUrl).port;
    const before = upstream.requests.length;
    // The rebinding page's own name, now resolving to 127.0.0.1, and its own page as Origin.
    const rebound = await chat(baseUrl, {
      host: `rebind.attacker.example:${port}`,
      origin: `http://rebind.attacker.example:${port}`,
    });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toEqual({
      error: expect.stringMatching(/does not answer for that host name/),
      code: "host_not_allowed",
    });
    expect(rebound.body).not.toContain("rebind.attacker.example");
    expect(rebound.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Not counted against anyone's rate limit either: nothing ran.
    expect(rebound.headers["x-ratelimit-remaining"]).toBeUndefined();
    expect(upstream.requests.length).toBe(before);

    const read = await send(baseUrl, { path: "/api/inference/status", headers: { host: "evil" } });
    expect(read.status).toBe(421);
    expect(read.body).not.toContain("operatorKey");
    const save = await send(baseUrl, {
      method: "POST",
      path: "/api/runs",
      headers: { host: `rebind.attacker.example:${port}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(save.status).toBe(421);
  });

  it("serves localhost and IP addresses on any port", async () => {
    const baseUrl = await serve();
    const port = new URL(baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, "localhost"]) {
      const answer = await chat(baseUrl, { host });
      expect(answer.status, host).toBe(200);
    }
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer together-operator-secret");
  });

  it("serves the public URL's name and the names in MODELDECK_ALLOWED_HOSTS", async () => {
    const baseUrl = await serve({
      MODELDECK_PUBLIC_URL: "https://deck.example.com",
      MODELDECK_ALLOWED_HOSTS: "deck.lan,modeldeck:8080",
    });
    for (const host of ["deck.example.com", "deck.lan:8080", "modeldeck:8080"]) {
      const answer = await send(baseUrl, { path: "/api/health", headers: { host } });
      expect(answer.status, host).toBe(200);
    }
    const wrongPort = await send(baseUrl, {
      path: "/api/health",
      headers: { host: "modeldeck:9090" },
    });
    expect(wrongPort.status).toBe(421);
  });

  it("checks the forwarded host too, which a page may write but a proxy vouches for", async () => {
    const baseUrl = await serve({ MODELDECK_TRUST_PROXY: "1" });
    const before = upstream.requests.length;
    const forged = await chat(baseUrl, {
      host: new URL(baseUrl).host,
      "x-forwarded-host": "rebind.attacker.example",
    });
    expect(forged.status).toBe(421);
    expect(upstream.requests.length).toBe(before);
  });
});
