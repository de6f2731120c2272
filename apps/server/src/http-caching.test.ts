import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "./http-caching.js";
import { buildServer } from "./server.js";
import { SAMPLE_MODELS } from "./test-support/sample-models.js";
import { storeModels } from "./test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "./test-support/test-databases.js";

describe("HTTP caching, compression and CORS", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;
  // What Vite writes: an index page and content-hashed assets.
  const script = `export const models = ${JSON.stringify(SAMPLE_MODELS)};\n`.repeat(4);
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await storeModels(test.database, SAMPLE_MODELS);
    webRoot = mkdtempSync(join(tmpdir(), "modeldeck-web-"));
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>ModelDeck</title>");
    writeFileSync(join(webRoot, "assets", "index-BqkZ3x9A.js"), script);
    app = await buildServer({ database: test.database, webRoot, env: {} });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("compresses JSON with brotli or gzip as Accept-Encoding asks, and varies on it", async () => {
    const plain = await get("/api/models?full=true");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    const brotli = await get("/api/models?full=true", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/api/models?full=true", { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
  });

  it("compresses static files and marks hashed assets immutable, the page no-cache", async () => {
    const asset = await get("/assets/index-BqkZ3x9A.js", { "accept-encoding": "gzip" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(asset.rawPayload).toString()).toBe(script);
    const page = await get("/models/gpt2");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("gives API reads an ETag and a short Cache-Control, and answers a match with 304", async () => {
    const first = await get("/api/models/google-bert/bert-base-uncased");
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get("/api/models/google-bert/bert-base-uncased", {
      "if-none-match": tag,
      "accept-encoding": "br",
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(tag);
    const other = await get("/api/models/gpt2", { "if-none-match": tag });
    expect(other.statusCode).toBe(200);
    expect((await get("/api/stats")).headers.etag).toMatch(/^W\//);
    expect((await get("/api/health")).headers["cache-control"]).toBe("no-store");
    expect((await get("/api/models/nobody/nothing")).headers.etag).toBeUndefined();
  });

  it("lets other origins read the API (GET, HEAD, OPTIONS) but not call the gateway", async () => {
    const read = await get("/api/models?limit=1", { origin: "https://example.org" });
    expect(read.headers["access-control-allow-origin"]).toBe("*");
    expect(read.headers["access-control-expose-headers"]).toContain("Link");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/models?search=bert",
      headers: {
        origin: "https://example.org",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS");
    expect(preflight.headers["access-control-allow-headers"]).toContain("Authorization");
    const gateway = await app.inject({
      method: "OPTIONS",
      url: "/api/inference/together/v1/chat/completions",
      headers: { origin: "https://example.org", "access-control-request-method": "POST" },
    });
    expect(gateway.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["br;q=0, *;q=0", undefined],
  ])("chooses the encoding for Accept-Encoding %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
