import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  blobExists,
  blobSha256,
  createRun,
  deleteRun,
  downloadBlob,
  ensureBlob,
  getRun,
  HubApiError,
  listRuns,
  newOwnerKey,
  uploadBlob,
  type NewRun,
} from "@modeldeck/hub";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_PATHS } from "../paths.js";
import { buildServer } from "../server.js";
import { listenOnLoopback } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const CAT = readFileSync(join(PROJECT_PATHS.mediaRoot, "cat-chelsea-demo.jpg"));
const CARDS = readFileSync(join(PROJECT_PATHS.mediaRoot, "cards-005.wav"));

const transcription = (audio: { blob: string; contentType: string }): NewRun => ({
  kind: "compare",
  task: "automatic-speech-recognition",
  title: "Whisper sizes on a card dealer",
  setup: {
    columns: [
      { model: "openai/whisper-large-v3", provider: "hf-inference" },
      { model: "openai/whisper-large-v3-turbo", provider: "fal-ai" },
    ],
    parameters: {},
    input: { audio },
  },
  results: [
    { output: { text: " Five of spades." }, timings: { totalMs: 1840 }, outputBytes: 28 },
    { output: { text: " Five of spades." }, timings: { totalMs: 960 }, outputBytes: 28 },
  ],
});

// The project's hub client, as the web app's compare screen uses it, against the real server.
describe("@modeldeck/hub's blob and run calls against the server", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let hubUrl: string;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "1000" },
      webRoot: "/nonexistent",
    });
    hubUrl = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("hashes like the server, uploads once, and skips what the server holds", async () => {
    const file = new Blob([CAT], { type: "image/jpeg" });
    const sha256 = await blobSha256(file);
    expect(await blobExists({ hubUrl, sha256 })).toBe(false);
    const stored = await uploadBlob({ hubUrl, data: file });
    expect(stored).toEqual({
      sha256,
      size: CAT.length,
      contentType: "image/jpeg",
      url: `/api/blobs/${sha256}`,
    });
    expect(await blobExists({ hubUrl, sha256 })).toBe(true);

    const seen: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      seen.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    };
    const reference = await ensureBlob({ hubUrl, data: file, fetch: countingFetch });
    expect(reference).toEqual({ blob: sha256, contentType: "image/jpeg" });
    expect(seen).toEqual([`HEAD /api/blobs/${sha256}`]);
    const served = await downloadBlob({ hubUrl, sha256 });
    expect(served.type).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(CAT)).toBe(true);
    const missing = await downloadBlob({ hubUrl, sha256: "0".repeat(64) }).catch((error) => error);
    expect(missing).toMatchObject({ name: "HubApiError", status: 404 });
  });

  it("reports the server's refusal with its status and message", async () => {
    const svg = new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/svg+xml" });
    const refused = await uploadBlob({ hubUrl, data: svg }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HubApiError);
    expect(refused).toMatchObject({ status: 415, url: "/api/blobs" });
  });

  it("saves, lists, reads and deletes a run as its owner", async () => {
    const audio = await ensureBlob({ hubUrl, data: CARDS, contentType: "audio/wav; codecs=1" });
    expect(audio.contentType).toBe("audio/wav");
    const run = transcription(audio);
    const ownerKey = newOwnerKey();
    expect(ownerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const created = await createRun(run, { hubUrl, ownerKey });
    const second = await createRun({ ...run, title: "again", listed: true }, { hubUrl, ownerKey });
    expect(second.listed).toBe(true);

    const first = await listRuns({ limit: 1 }, { hubUrl, ownerKey });
    expect(first.runs.map((entry) => entry.id)).toHaveLength(1);
    expect(first.nextUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/runs\?/);
    const next = await listRuns({}, { hubUrl, ownerKey, pageUrl: first.nextUrl });
    expect([...first.runs, ...next.runs].map((entry) => entry.id).sort()).toEqual(
      [created.id, second.id].sort(),
    );
    expect(next.nextUrl).toBeUndefined();
    const shared = await listRuns({ scope: "public" }, { hubUrl });
    expect(shared.runs.map((entry) => entry.id)).toEqual([second.id]);
    expect(await listRuns({}, { hubUrl, ownerKey: newOwnerKey() })).toEqual({
      runs: [],
      nextUrl: undefined,
    });

    const read = await getRun({ hubUrl, id: created.id });
    expect(read).toEqual({
      id: created.id,
      kind: "compare",
      task: "automatic-speech-recognition",
      title: run.title,
      models: ["openai/whisper-large-v3", "openai/whisper-large-v3-turbo"],
      createdAt: created.createdAt,
      listed: false,
      setup: run.setup,
      results: run.results,
    });

    const wrongKey = await deleteRun({ hubUrl, id: created.id, ownerKey: newOwnerKey() }).catch(
      (error: unknown) => error,
    );
    expect(wrongKey).toMatchObject({ name: "HubApiError", status: 403 });
    await deleteRun({ hubUrl, id: created.id, ownerKey });
    const gone = await getRun({ hubUrl, id: created.id }).catch((error: unknown) => error);
    expect(gone).toMatchObject({ status: 404 });
  });

  it("carries the secret_in_run code when a run holds a token", async () => {
    const run = transcription({ blob: await blobSha256(CARDS), contentType: "audio/wav" });
    await ensureBlob({ hubUrl, data: CARDS, contentType: "audio/wav" });
    run.setup.parameters = { headers: { authorization: "Bearer hf_sTuVwXyZaBcDeFgHiJkLmNoPqR" } };
    const refused = await createRun(run, { hubUrl, ownerKey: newOwnerKey() }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 400, code: "secret_in_run" });
    expect((refused as Error).message).not.toContain("hf_sTuV");
  });
});
