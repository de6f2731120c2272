import type { ServerResponse } from "node:http";
import { InferenceClient } from "@modeldeck/inference";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { listenOnLoopback, seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const MP4 = Buffer.from("00000018667479706d703432", "hex");
const REQUEST_ID = "a2b9c0de-4f1e-4f2a-9c3d-7e8f9a0b1c2d";
const CLIENT = { "x-modeldeck-client": "modeldeck-inference" };
const OPERATOR = { HF_TOKEN: "hf_operator_secret" };

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location });
  response.end();
}

/** Lets the storage send the rest of `slow.mp4` once the test has read its first part. */
let sendTheRest: () => void = () => {};

/** fal.ai's queue behind the router, and its file storage, as recorded (hosts in the path). */
function answer(path: string, response: ServerResponse): void {
  if (path === "/v3.fal.media/files/slow.mp4") {
    response.writeHead(200, { "content-type": "video/mp4" });
    response.write(MP4.subarray(0, 4));
    sendTheRest = () => response.end(MP4.subarray(4));
    return;
  }
  if (path.startsWith("/api/models/genmo/mochi-1-preview")) {
    return json(response, {
      id: "genmo/mochi-1-preview",
      inferenceProviderMapping: {
        "fal-ai": { status: "live", providerId: "fal-ai/mochi-v1", task: "text-to-video" },
      },
    });
  }
  if (path === "/router/fal-ai/fal-ai/mochi-v1?_subdomain=queue") {
    return json(response, {
      request_id: REQUEST_ID,
      status: "IN_QUEUE",
      response_url: `https://queue.fal.run/fal-ai/mochi-v1/requests/${REQUEST_ID}`,
      status_url: `https://queue.fal.run/fal-ai/mochi-v1/requests/${REQUEST_ID}/status`,
    });
  }
  if (path.includes(`/requests/${REQUEST_ID}/status`))
    return json(response, { status: "COMPLETED" });
  if (path.includes(`/requests/${REQUEST_ID}`)) {
    return json(response, { video: { url: "https://v3.fal.media/files/penguin/mochi.mp4" } });
  }
  if (path === "/v3.fal.media/files/penguin/mochi.mp4" || path === "/v3b.fal.media/files/b.mp4") {
    response.writeHead(200, { "content-type": "video/mp4" });
    return void response.end(MP4);
  }
  if (path === "/v3.fal.media/files/page.html") {
    response.writeHead(200, { "content-type": "text/html" });
    return void response.end("<script>fetch('/api/runs')</script>");
  }
  if (path === "/v3.fal.media/files/hop")
    return redirect(response, "https://v3b.fal.media/files/b.mp4");
  if (path === "/v3.fal.media/files/relative")
    return redirect(response, "/files/penguin/mochi.mp4");
  if (path === "/v3.fal.media/files/away") return redirect(response, "https://attacker.example/x");
  if (path === "/v3.fal.media/files/metadata") {
    return redirect(response, "https://169.254.169.254/latest/meta-data/");
  }
  if (path === "/v3.fal.media/files/plain")
    return redirect(response, "http://v3.fal.media/files/b");
  if (path === "/v3.fal.media/files/loop")
    return redirect(response, "https://v3.fal.media/files/loop");
  response.writeHead(404, { "content-type": "application/json" });
  response.end('{"error":"not found"}');
}

// The gateway's download route: a file a provider's answer points to is fetched from that
// provider's declared storage and nowhere else, without credentials, and streamed back.
describe("inference gateway downloads", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let gatewayUrl: string;
  /** Every URL the server asked for, as it asked (production hosts). */
  let fetched: string[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((request, response) => answer(request.url, response));
    // The server's own fetch: production hosts are served by the loopback fake, under
    // `/{host}`, so the URLs the gateway builds stay the real ones.
    const serverFetch: typeof fetch = (input, init) => {
      const url = new URL(String(input));
      fetched.push(url.href);
      if (url.origin === upstream.url) return fetch(url, init);
      return fetch(`${upstream.url}/${url.host}${url.pathname}${url.search}`, init);
    };
    app = await seededServer(test.database, {
      env: { MODELDECK_ROUTER_URL: `${upstream.url}/router`, ...OPERATOR },
      fetch: serverFetch,
    });
    gatewayUrl = `${await listenOnLoopback(app)}/api/inference`;
  });
  beforeEach(() => {
    fetched = [];
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
  });

  const download = (provider: string, url: string, headers: Record<string, string> = CLIENT) =>
    app.inject({
      method: "GET",
      url: `/api/inference/${provider}/_download?url=${encodeURIComponent(url)}`,
      headers,
    });

  it("runs a queued fal.ai job through gatewayUrl, its video downloaded through the gateway", async () => {
    const client = new InferenceClient(undefined, {
      hubUrl: upstream.url,
      gatewayUrl,
      sleep: async () => {},
    });
    const video = await client.textToVideo({
      provider: "fal-ai",
      model: "genmo/mochi-1-preview",
      inputs: "A fox running through snow",
    });
    expect(Buffer.from(await video.arrayBuffer())).toEqual(MP4);
    expect(fetched.map((url) => url.replace(upstream.url, "{upstream}"))).toEqual([
      "{upstream}/router/fal-ai/fal-ai/mochi-v1?_subdomain=queue",
      `{upstream}/router/fal-ai/fal-ai/mochi-v1/requests/${REQUEST_ID}/status?_subdomain=queue`,
      `{upstream}/router/fal-ai/fal-ai/mochi-v1/requests/${REQUEST_ID}?_subdomain=queue`,
      "https://v3.fal.media/files/penguin/mochi.mp4",
    ]);
    // The storage host saw no key: neither the operator's nor any other.
    const file = upstream.requests.findLast((request) => request.url.startsWith("/v3.fal.media/"));
    expect(file?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(file?.headers)).not.toContain("operator_secret");
  });

  it("never passes a caller's credentials or cookies on to the storage host", async () => {
    const response = await download("fal-ai", "https://v3.fal.media/files/penguin/mochi.mp4", {
      ...CLIENT,
      authorization: "Key caller-fal-key",
      cookie: "session=1",
      "x-key": "bfl-caller-key",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.rawPayload).toEqual(MP4);
    const file = upstream.requests.findLast((request) => request.url.startsWith("/v3.fal.media/"));
    expect(file?.headers.authorization).toBeUndefined();
    expect(file?.headers.cookie).toBeUndefined();
    expect(file?.headers["x-key"]).toBeUndefined();
  });

  it("streams the file: its first bytes reach the caller before the storage has sent the rest", async () => {
    const url = encodeURIComponent("https://v3.fal.media/files/slow.mp4");
    const response = await fetch(`${gatewayUrl}/fal-ai/_download?url=${url}`, { headers: CLIENT });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value as Uint8Array)).toEqual(MP4.subarray(0, 4));
    sendTheRest();
    const rest: Uint8Array[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest.push(chunk.value);
    }
    expect(Buffer.concat(rest)).toEqual(MP4.subarray(4));
  });

  it("serves a stored file as data, never as a page of this site", async () => {
    const response = await download("fal-ai", "https://v3.fal.media/files/page.html");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe("attachment");
  });

  it.each([
    ["another host", "fal-ai", "https://attacker.example/files/a.png"],
    ["another provider's storage", "fal-ai", "https://replicate.delivery/xezq/out.png"],
    ["a look-alike host", "fal-ai", "https://v3.fal.media.attacker.example/a.png"],
    ["userinfo", "fal-ai", "https://user:pass@v3.fal.media/files/penguin/mochi.mp4"],
    ["userinfo hiding the host", "fal-ai", "https://v3.fal.media@127.0.0.1/files/a.png"],
    ["an IPv4 literal", "fal-ai", "https://169.254.169.254/latest/meta-data/"],
    ["an IPv6 literal", "fal-ai", "https://[::1]/files/a.png"],
    ["plain http", "fal-ai", "http://v3.fal.media/files/penguin/mochi.mp4"],
    ["a port", "fal-ai", "https://v3.fal.media:444/files/penguin/mochi.mp4"],
    ["a file URL", "fal-ai", "file:///etc/passwd"],
    ["a provider without storage", "groq", "https://v3.fal.media/files/penguin/mochi.mp4"],
  ])("refuses %s with a 400, fetching nothing", async (_name, provider, url) => {
    const response = await download(provider, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "not_storage_url" });
    expect(fetched).toEqual([]);
  });

  it("refuses an unknown provider, a missing URL and a repeated one", async () => {
    for (const url of [
      "/api/inference/nowhere/_download?url=https%3A%2F%2Fv3.fal.media%2Fa.png",
      "/api/inference/fal-ai/_download",
      "/api/inference/fal-ai/_download?url=https%3A%2F%2Fv3.fal.media%2Fa&url=https%3A%2F%2Fx.example",
    ]) {
      const response = await app.inject({ method: "GET", url, headers: CLIENT });
      expect(response.statusCode, url).toBe(404);
    }
    expect(fetched).toEqual([]);
  });

  it("refuses a download another site's page asks for (no client header)", async () => {
    const response = await download("fal-ai", "https://v3.fal.media/files/penguin/mochi.mp4", {});
    expect(response.statusCode).toBe(403);
    expect(fetched).toEqual([]);
  });

  it("follows redirects that stay on the provider's storage", async () => {
    for (const path of ["hop", "relative"]) {
      const response = await download("fal-ai", `https://v3.fal.media/files/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.rawPayload).toEqual(MP4);
    }
  });

  it.each([
    ["a foreign host", "away", "https://attacker.example/x"],
    ["an IP literal", "metadata", "https://169.254.169.254/latest/meta-data/"],
    ["plain http", "plain", "http://v3.fal.media/files/b"],
  ])("refuses a redirect to %s without following it", async (_name, path, target) => {
    const response = await download("fal-ai", `https://v3.fal.media/files/${path}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: "storage_redirect_refused" });
    expect(fetched).toEqual([`https://v3.fal.media/files/${path}`]);
    expect(fetched).not.toContain(target);
  });

  it("stops following a redirect loop", async () => {
    const response = await download("fal-ai", "https://v3.fal.media/files/loop");
    expect(response.statusCode).toBe(502);
    expect(fetched).toHaveLength(4);
  });
});

// Downloads spend the same per-client allowance as every gateway call; the counters live in the
// database on PostgreSQL, so the limit holds on both engines.
describe.each(["sqlite", "postgres"] as const)("inference gateway downloads on %s", (engine) => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    upstream = await startFakeUpstream((request, response) => answer(request.url, response));
    app = await seededServer(test.database, {
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "2", ...OPERATOR },
      fetch: (input, init) => {
        const url = new URL(String(input));
        return fetch(`${upstream.url}/${url.host}${url.pathname}${url.search}`, init);
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
  });

  it("counts each download against the caller's rate limit", async () => {
    const url = `/api/inference/fal-ai/_download?url=${encodeURIComponent("https://v3.fal.media/files/penguin/mochi.mp4")}`;
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await app.inject({ method: "GET", url, headers: CLIENT });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(
      upstream.requests.filter((request) => request.url.startsWith("/v3.fal.media/")),
    ).toHaveLength(2);
  });
});
