import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TASKS_DATA } from "@modeldeck/tasks";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { storeModels } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

describe("catalogue, stats and static routes", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await storeModels(test.database, SAMPLE_MODELS);
    webRoot = mkdtempSync(join(tmpdir(), "modeldeck-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>ModelDeck</title>");
    writeFileSync(join(webRoot, "app.js"), "console.log(1)");
    app = await buildServer({ database: test.database, webRoot, env: {} });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("serves the task catalogue keyed by task id with default widget models", async () => {
    const tasks = (await get("/api/tasks")).json();
    expect(Object.keys(tasks).sort()).toEqual(Object.keys(TASKS_DATA).sort());
    expect(tasks["text-classification"].widgetModels).toEqual(
      TASKS_DATA["text-classification"]?.widgetModels,
    );
    const fillMask = tasks["fill-mask"];
    expect(fillMask).toMatchObject({ id: "fill-mask", label: expect.any(String) });
    expect(fillMask.widgetModels.length).toBeGreaterThan(0);
    for (const task of Object.values(tasks) as { widgetModels: string[] }[]) {
      expect(task.widgetModels).not.toContain("");
    }
  });

  it("serves libraries and local apps as plain JSON", async () => {
    const libraries = await get("/api/libraries");
    expect(libraries.statusCode).toBe(200);
    expect(libraries.headers["content-type"]).toContain("application/json");
    const body = libraries.json();
    expect(typeof body).toBe("object");
    if (body.transformers) expect(body.transformers).not.toHaveProperty("snippets");
    const apps = await get("/api/local-apps");
    expect(apps.statusCode).toBe(200);
    expect(typeof apps.json()).toBe("object");
  });

  it("reports health", async () => {
    expect((await get("/api/health")).json()).toEqual({ status: "ok", database: "sqlite" });
  });

  it("counts models", async () => {
    const stats = (await get("/api/stats")).json();
    expect(stats).toEqual({
      total: SAMPLE_MODELS.length,
      pipelineCounts: {
        "fill-mask": 1,
        "text-classification": 1,
        "text-generation": 3,
        "sentence-similarity": 1,
      },
      libraryCounts: { transformers: 4, "sentence-transformers": 1 },
    });
  });

  it("serves the web app, falls back to index.html for its routes, and not for the API", async () => {
    expect((await get("/")).body).toContain("<title>ModelDeck</title>");
    expect((await get("/app.js")).body).toBe("console.log(1)");
    const deepLink = await get("/models/google-bert/bert-base-uncased");
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers["content-type"]).toContain("text/html");
    const api = await get("/api/unknown");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "no route for GET /api/unknown" });
    expect((await app.inject({ method: "DELETE", url: "/anything" })).statusCode).toBe(404);
  });

  it("serves demo media", async () => {
    const image = await get("/media/cat-chelsea.png");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    for (const url of [
      "/media/../package.json",
      "/media/%2e%2e/package.json",
      "/media/..%2fpackage.json",
    ]) {
      expect((await get(url)).body).not.toContain("@modeldeck");
    }
  });

  it.each(["/", "/api/models", "/api/unknown", "/media/cat-chelsea.png", "/api/models?limit=-1"])(
    "sends security headers with %s",
    async (url) => {
      const response = await get(url);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    },
  );
});
