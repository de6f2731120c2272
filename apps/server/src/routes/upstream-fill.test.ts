import { startFakeUpstream } from "@modeldeck/test-support/loopback-server";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import {
  repository,
  startFakeHubUpstream,
  type FakeHubUpstream,
  type Fault,
} from "@modeldeck/test-support/fake-hub-upstream";
import { storeModels } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

const HF = "https://huggingface.co";
const TOKEN = "hf_operatorSecretToken123";

describe.each(DATABASE_ENGINES)("fill on demand on %s", (engine) => {
  let test: TestDatabase;
  let upstream: FakeHubUpstream;
  let app: FastifyInstance;
  let clock = Date.parse("2026-11-27T10:00:00Z");
  let fault: Fault | "echo" = undefined;

  /** The server, with huggingface.co reached through the loopback Hub (production URLs, no internet). */
  async function serve(env: Record<string, string>) {
    app = await buildServer({
      database: test.database,
      webRoot: "/nonexistent",
      env,
      clock: { now: () => clock },
      fetch: (input, init) =>
        fetch(String(input instanceof Request ? input.url : input).replace(HF, upstream.url), init),
    });
  }

  beforeEach(async () => {
    test = await openTestDatabase(engine);
    clock = Date.parse("2026-11-27T10:00:00Z");
    fault = undefined;
    upstream = await startFakeHubUpstream([repository("facebook/bart-large-cnn")], (request) => {
      if (fault === "echo") return undefined;
      return request.url.startsWith("/api/models/facebook") ? (fault as Fault) : undefined;
    });
  });
  afterEach(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
  });

  it("is off without an upstream: a missing model is a 404 and nothing is fetched", async () => {
    await serve({ HF_TOKEN: TOKEN });
    expect((await app.inject("/api/models/facebook/bart-large-cnn")).statusCode).toBe(404);
    expect(upstream.requests).toEqual([]);
  });

  it("reads a model it lacks once for concurrent requests, with the token only to the upstream", async () => {
    await serve({ MODELDECK_UPSTREAM_HUB: HF, HF_TOKEN: TOKEN });
    const answers = await Promise.all(
      [
        "/api/models/facebook/bart-large-cnn",
        "/api/models/Facebook/BART-large-cnn",
        "/api/models/facebook/bart-large-cnn/readme",
        "/api/model-status/facebook/bart-large-cnn",
        "/api/models/facebook/bart-large-cnn/tree/main",
        "/facebook/bart-large-cnn/resolve/main/README.md",
      ].map((url) => app.inject(url)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(upstream.counts.info).toBe(1);
    expect(answers[0]?.json()).toMatchObject({
      id: "facebook/bart-large-cnn",
      safetensors: { total: 406290432 },
    });
    expect(answers[2]?.body).toContain("# BART");
    expect(answers[3]?.json()).toMatchObject({
      upstream: HF,
      source: HF,
      infoReadAt: "2026-11-27T10:00:00.000Z",
      cardStatus: "stored",
      refreshFailedAt: null,
    });
    expect(
      upstream.requests.every((request) => request.headers.authorization === `Bearer ${TOKEN}`),
    ).toBe(true);
    expect(
      answers.some(
        (answer) => answer.body.includes(TOKEN) || JSON.stringify(answer.headers).includes(TOKEN),
      ),
    ).toBe(false);
  });

  it("fills the card and files of a model stored without them", async () => {
    await storeModels(test.database, [
      { id: "facebook/bart-large-cnn", pipeline_tag: "summarization" },
    ]);
    await serve({ MODELDECK_UPSTREAM_HUB: HF });
    expect((await app.inject("/api/models/facebook/bart-large-cnn/readme")).body).toContain(
      "# BART",
    );
    // No HF_TOKEN configured: nothing to send.
    expect(upstream.requests.every((request) => request.headers.authorization === undefined)).toBe(
      true,
    );
    expect(upstream.counts.info).toBe(1);
    const status = (await app.inject("/api/model-status/facebook/bart-large-cnn")).json();
    expect(status.filesReadAt).toBe("2026-11-27T10:00:00.000Z");
  });

  it("refreshes a stale model in the background and keeps serving it when the upstream fails", async () => {
    await serve({
      MODELDECK_UPSTREAM_HUB: HF,
      MODELDECK_UPSTREAM_MAX_AGE_HOURS: "1",
      HF_TOKEN: TOKEN,
    });
    await app.inject("/api/models/facebook/bart-large-cnn");
    const first = upstream.counts.info;
    // An hour and a bit later the upstream is failing and echoes what it was sent.
    clock += 61 * 60_000;
    fault = "echo";
    upstream.repositories.delete("facebook/bart-large-cnn");
    const echoing = await startFakeUpstream((request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: `upstream broke; you sent ${request.headers.authorization}` }),
      );
    });
    await app.close();
    app = await buildServer({
      database: test.database,
      webRoot: "/nonexistent",
      env: { MODELDECK_UPSTREAM_HUB: HF, MODELDECK_UPSTREAM_MAX_AGE_HOURS: "1", HF_TOKEN: TOKEN },
      clock: { now: () => clock },
      fetch: (input, init) => fetch(String(input).replace(HF, echoing.url), init),
    });
    try {
      const stale = await app.inject("/api/models/facebook/bart-large-cnn");
      expect(stale.statusCode).toBe(200);
      expect(stale.json().factsReadAt.downloads).toBe("2026-11-27T10:00:00.000Z");
      let status: Record<string, unknown> = {};
      for (let tries = 0; tries < 100 && !status.refreshFailedAt; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await app.inject("/api/model-status/facebook/bart-large-cnn")).json();
      }
      expect(status).toMatchObject({
        infoReadAt: "2026-11-27T10:00:00.000Z",
        refreshFailedAt: "2026-11-27T11:01:00.000Z",
      });
      expect(String(status.refreshError)).toContain("[redacted]");
      expect(String(status.refreshError)).not.toContain(TOKEN);
      expect(upstream.counts.info).toBe(first);
    } finally {
      await echoing.close();
    }
  });

  it("marks a stored model the upstream lost instead of presenting it as current", async () => {
    await serve({ MODELDECK_UPSTREAM_HUB: HF, MODELDECK_UPSTREAM_MAX_AGE_HOURS: "1" });
    await app.inject("/api/models/facebook/bart-large-cnn");
    upstream.repositories.delete("facebook/bart-large-cnn");
    clock += 2 * 3_600_000;
    expect((await app.inject("/api/models/facebook/bart-large-cnn")).statusCode).toBe(200);
    let status: Record<string, unknown> = {};
    for (let tries = 0; tries < 100 && !status.goneAt; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await app.inject("/api/model-status/facebook/bart-large-cnn")).json();
    }
    expect(status.goneAt).toBe("2026-11-27T12:00:00.000Z");
  });

  it("sends only valid repository ids upstream and follows no redirect to another host", async () => {
    const elsewhere = await startFakeUpstream((_request, response) => void response.end("{}"));
    const redirecting = await startFakeUpstream((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/latest/meta-data/` });
      response.end();
    });
    try {
      app = await buildServer({
        database: test.database,
        webRoot: "/nonexistent",
        env: { MODELDECK_UPSTREAM_HUB: redirecting.url },
      });
      const answers = await Promise.all(
        ["/api/models/..%2F..%2Fadmin", "/api/models/a/b/c", "/api/models/evil/model"].map((url) =>
          app.inject(url),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 404]);
      expect(redirecting.requests.map((request) => request.url)).toEqual([
        expect.stringMatching(/^\/api\/models\/evil\/model\?expand/),
      ]);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await redirecting.close();
      await elsewhere.close();
    }
  });
});
