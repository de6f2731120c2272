import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { storeModels } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { pageKind, type RouteManifest } from "./page-status.js";

// What the web build writes beside index.html (apps/web/src/route-patterns.ts).
const MANIFEST: RouteManifest = {
  patterns: [
    "/",
    "/tasks/:taskId",
    "/models",
    "/compare",
    "/libraries",
    "/libraries/:libraryId",
    "/settings",
    "/:modelId+",
    "/tasks",
  ],
  serverSegments: ["api", "media"],
};

describe("pageKind", () => {
  it("tells the app's screens, model ids and paths that are neither apart", () => {
    expect(pageKind(MANIFEST, "/models")).toEqual({ kind: "screen" });
    expect(pageKind(MANIFEST, "/tasks")).toEqual({ kind: "screen" });
    expect(pageKind(MANIFEST, "/tasks/fill-mask")).toEqual({ kind: "screen" });
    expect(pageKind(MANIFEST, "/gpt2")).toEqual({ kind: "model", id: "gpt2" });
    expect(pageKind(MANIFEST, "/openai-community/gpt2")).toEqual({
      kind: "model",
      id: "openai-community/gpt2",
    });
    expect(pageKind(MANIFEST, "/acme/caf%C3%A9")).toEqual({ kind: "model", id: "acme/café" });
    // A screen's own segment is never a model's owner; three segments are no model id.
    expect(pageKind(MANIFEST, "/models/x")).toEqual({ kind: "none" });
    expect(pageKind(MANIFEST, "/a/b/c")).toEqual({ kind: "none" });
    expect(pageKind(MANIFEST, "/media/x")).toEqual({ kind: "none" });
    expect(pageKind(MANIFEST, "/%E0%A4%A")).toEqual({ kind: "none" });
  });
});

describe("the web app's pages answer with the status of what they show", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await storeModels(test.database, SAMPLE_MODELS);
    webRoot = mkdtempSync(join(tmpdir(), "modeldeck-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>ModelDeck</title>");
    writeFileSync(join(webRoot, "route-patterns.json"), JSON.stringify(MANIFEST));
    app = await buildServer({ database: test.database, webRoot, env: {} });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("answers an unknown model's page 404 with the app, which offers the way on", async () => {
    const unknown = await get("/distilbert/distilbert-base-uncased-finetuned-sst2");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(unknown.body).toContain("<title>ModelDeck</title>");
    expect((await app.inject({ method: "HEAD", url: "/nobody/nothing" })).statusCode).toBe(404);
    expect((await get("/a/b/c")).statusCode).toBe(404);
  });

  it("answers known models, in any case, and every screen 200", async () => {
    for (const path of [
      "/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      "/Google-Bert/BERT-base-uncased",
      "/gpt2",
      "/models?search=bert",
      "/tasks/fill-mask",
      "/compare?task=fill-mask",
      "/settings",
    ]) {
      const page = await get(path);
      expect([path, page.statusCode]).toEqual([path, 200]);
      expect(page.headers["content-type"]).toContain("text/html");
    }
  });

  it("leaves every page 200 for a build without the manifest", async () => {
    const bare = mkdtempSync(join(tmpdir(), "modeldeck-web-"));
    writeFileSync(join(bare, "index.html"), "<!doctype html><title>ModelDeck</title>");
    const older = await buildServer({ database: test.database, webRoot: bare, env: {} });
    try {
      expect((await older.inject({ method: "GET", url: "/nobody/nothing" })).statusCode).toBe(200);
    } finally {
      await older.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
