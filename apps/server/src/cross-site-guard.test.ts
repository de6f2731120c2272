import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { seededServer } from "./test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "./test-support/test-databases.js";

const CHAT_URL = "/api/inference/together/v1/chat/completions";
const CHAT = JSON.stringify({
  model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
  messages: [{ role: "user", content: "Hi" }],
});
/** `app.inject` sends `Host: localhost:80`: the page this server would have served. */
const OWN_PAGE = "http://localhost";
const OTHER_SITE = "https://attacker.example";

describe("the cross-site guard", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"id":"chatcmpl-1","object":"chat.completion","choices":[]}');
    });
    app = await seededServer(test.database, {
      env: {
        MODELDECK_ROUTER_URL: `${upstream.url}/router`,
        MODELDECK_PROVIDER_URL_TOGETHER: `${upstream.url}/together`,
        TOGETHER_API_KEY: "together-operator-secret",
        MODELDECK_PUBLIC_URL: "https://deck.example.com",
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
  });

  const chat = (headers: Record<string, string>, payload = CHAT) =>
    app.inject({ method: "POST", url: CHAT_URL, payload, headers });

  /** A gateway request refused with `status` and `code`, and no request made upstream. */
  async function expectRefused(
    headers: Record<string, string>,
    status: number,
    code: string,
    payload?: string,
  ) {
    const before = upstream.requests.length;
    const response = await chat(headers, payload);
    expect(response.statusCode, JSON.stringify(headers)).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.headers["x-ratelimit-remaining"]).toBeUndefined();
    expect(upstream.requests.length).toBe(before);
  }

  it("refuses what another site's form, beacon or no-cors fetch sends", async () => {
    // The browser's own headers on each: no custom header is possible without a preflight.
    await expectRefused(
      {
        "content-type": "text/plain;charset=UTF-8",
        origin: OTHER_SITE,
        "sec-fetch-site": "cross-site",
      },
      403,
      "cross_site_request",
    );
    await expectRefused({ "content-type": "text/plain" }, 403, "cross_site_request");
    await expectRefused(
      { "content-type": "application/x-www-form-urlencoded" },
      403,
      "cross_site_request",
    );
  });

  it("requires X-ModelDeck-Client with a value", async () => {
    await expectRefused(
      { "content-type": "application/json", "x-modeldeck-client": " " },
      403,
      "cross_site_request",
    );
    const response = await chat({ "content-type": "application/json", "x-modeldeck-client": "x" });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another origin or another site even with the header", async () => {
    const client = { "content-type": "application/json", "x-modeldeck-client": "web" };
    for (const origin of [
      OTHER_SITE,
      "http://localhost:3000",
      "null",
      "https://deck.example.com.attacker.example",
    ]) {
      await expectRefused({ ...client, origin }, 403, "cross_site_request");
    }
    await expectRefused({ ...client, "sec-fetch-site": "cross-site" }, 403, "cross_site_request");
    await expectRefused({ ...client, "sec-fetch-site": "same-site" }, 403, "cross_site_request");
  });

  it("refuses bodies any page may post (text, forms), even with the header", async () => {
    const client = { "x-modeldeck-client": "modeldeck-inference" };
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "text/html"]) {
      await expectRefused({ ...client, "content-type": type }, 415, "unsupported_content_type");
    }
  });

  it("serves this server's own pages and clients, with JSON, media or bytes", async () => {
    const client = { "x-modeldeck-client": "web" };
    const accepted: Record<string, string>[] = [
      { ...client, "content-type": "application/json", origin: OWN_PAGE },
      { ...client, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      // The public URL's page, behind a proxy that sends its own Host.
      { ...client, "content-type": "application/json", origin: "https://deck.example.com" },
      { ...client, "content-type": "application/json; charset=utf-8" },
    ];
    for (const headers of accepted) {
      expect((await chat(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    // A file as its own type, or untyped bytes, is not refused by the guard (the route decides).
    for (const type of ["image/png", "audio/flac", "application/octet-stream", undefined]) {
      const headers: Record<string, string> = { ...client };
      if (type !== undefined) headers["content-type"] = type;
      const response = await chat(headers, "bytes");
      expect(response.statusCode, type).not.toBe(415);
      expect(response.statusCode, type).not.toBe(403);
    }
  });

  it("never lets a preflight grant another site the header or a write", async () => {
    for (const url of [CHAT_URL, "/api/runs"]) {
      const preflight = await app.inject({
        method: "OPTIONS",
        url,
        headers: {
          origin: OTHER_SITE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "x-modeldeck-client, content-type",
        },
      });
      expect(String(preflight.headers["access-control-allow-headers"] ?? "")).not.toMatch(
        /x-modeldeck-client/i,
      );
      expect(String(preflight.headers["access-control-allow-methods"] ?? "")).not.toContain("POST");
    }
  });

  it("guards job polls, which spend the operator's key too", async () => {
    const before = upstream.requests.length;
    const poll = await app.inject({
      method: "GET",
      url: "/api/inference/replicate/v1/predictions/ufawqhfynnddngldkgtslldrkq",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(poll.statusCode).toBe(403);
    expect(upstream.requests.length).toBe(before);
  });

  it("refuses every write from another site's page, whatever the route or its spelling", async () => {
    for (const [method, url] of [
      ["POST", "/api/runs"],
      ["POST", "/api/blobs"],
      ["DELETE", "/api/runs/abc"],
      ["PUT", "/api/anything"],
      ["POST", "//api/runs"],
      ["PATCH", "/somewhere/else"],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: "{}",
        headers: { "content-type": "application/json", origin: OTHER_SITE },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: "cross_site_request" });
    }
    // Reads stay open to every site (the read-only CORS), and the own page may write.
    const read = await app.inject({
      method: "GET",
      url: "/api/models?limit=1",
      headers: { origin: OTHER_SITE, "sec-fetch-site": "cross-site" },
    });
    expect(read.statusCode).toBe(200);
    const own = await app.inject({
      method: "POST",
      url: "/api/runs",
      payload: "{}",
      headers: { "content-type": "application/json", origin: OWN_PAGE },
    });
    expect(own.statusCode).not.toBe(403);
  });
});
