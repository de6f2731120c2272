import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { downloadFile, listFiles, modelInfo } from "@huggingface/hub";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeModelFiles } from "../db/model-files.js";
import { buildServer } from "../server.js";
import { syncModels } from "../sync/sync-models.js";
import {
  oidOf,
  repository,
  startFakeHubUpstream,
  type FakeHubUpstream,
} from "@modeldeck/test-support/fake-hub-upstream";
import { listenOnLoopback } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const CONFIG = JSON.stringify({ architectures: ["BartForConditionalGeneration"], d_model: 1024 });
const HOSTILE_CARD = `# Card\n<script>alert(document.cookie)</script>\n<img src=x onerror=alert(1)>\n`;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

// The reference Hub client, unchanged, against a server filled by a deep sync from a loopback
// Hub: the files it lists, the model it reads and the files it downloads.
describe("the Hub's file endpoints against @huggingface/hub", () => {
  let test: TestDatabase;
  let upstream: FakeHubUpstream;
  let app: FastifyInstance;
  let hubUrl: string;
  let webRoot: string;
  const bart = repository("facebook/bart-large-cnn");
  bart.files = { "config.json": CONFIG };
  bart.tree = bart.tree.map((entry) =>
    entry.path === "config.json" ? { ...entry, size: Buffer.byteLength(CONFIG) } : entry,
  );
  const hostile = repository("evil/card");
  hostile.card = HOSTILE_CARD;

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeHubUpstream([bart, hostile]);
    await syncModels({ database: test.database, from: upstream.url });
    webRoot = mkdtempSync(join(tmpdir(), "modeldeck-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>ModelDeck</title>");
    app = await buildServer({ database: test.database, webRoot, env: {} });
    hubUrl = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("lists the stored tree with sizes and LFS facts, recursively or one folder at a time", async () => {
    const all = await collect(
      listFiles({ repo: "facebook/bart-large-cnn", recursive: true, hubUrl }),
    );
    expect(all.map((entry) => entry.path)).toEqual(bart.tree.map((entry) => entry.path));
    expect(all.find((entry) => entry.path === "model.safetensors")).toMatchObject({
      type: "file",
      size: 1625270765,
      oid: oidOf("facebook/bart-large-cnn model"),
      lfs: { size: 1625270765, pointerSize: 135 },
    });
    const top = await collect(listFiles({ repo: "facebook/bart-large-cnn", hubUrl }));
    expect(top.map((entry) => entry.path)).not.toContain("onnx/config.json");
    expect(top.find((entry) => entry.path === "onnx")?.type).toBe("directory");
    const folder = await collect(
      listFiles({ repo: "facebook/bart-large-cnn", path: "onnx", hubUrl }),
    );
    expect(folder.map((entry) => entry.path)).toEqual(["onnx/config.json"]);
  });

  it("pages a large tree through Link headers the client follows", async () => {
    const entries = Array.from({ length: 2345 }, (_, index) => ({
      type: "file" as const,
      oid: oidOf(String(index)),
      size: index,
      path: `shards/part-${String(index).padStart(5, "0")}.bin`,
    }));
    await test.database.db
      .transaction()
      .execute((transaction) =>
        writeModelFiles(transaction, [
          [
            "facebook/bart-large-cnn",
            { revision: bart.info.sha, entries, readAt: "2026-11-27T00:00:00.000Z" },
          ],
        ]),
      );
    try {
      const response = await fetch(
        `${hubUrl}/api/models/facebook/bart-large-cnn/tree/main?recursive=true`,
      );
      expect(response.headers.get("link")).toBe(
        `<${hubUrl}/api/models/facebook/bart-large-cnn/tree/main?recursive=true&cursor=1000>; rel="next"`,
      );
      const listed = await collect(
        listFiles({ repo: "facebook/bart-large-cnn", recursive: true, hubUrl }),
      );
      expect(listed.map((entry) => entry.path)).toEqual(entries.map((entry) => entry.path));
    } finally {
      await test.database.db.transaction().execute((transaction) =>
        writeModelFiles(transaction, [
          [
            "facebook/bart-large-cnn",
            {
              revision: bart.info.sha,
              entries: bart.tree as never,
              readAt: "2026-11-27T00:00:00.000Z",
            },
          ],
        ]),
      );
    }
  });

  it("answers modelInfo at HEAD with the synced commit", async () => {
    const info = await modelInfo({
      name: "facebook/bart-large-cnn",
      hubUrl,
      additionalFields: ["sha", "safetensors"],
    });
    expect(info).toMatchObject({
      name: "facebook/bart-large-cnn",
      sha: bart.info.sha,
      task: "summarization",
    });
    expect(info.safetensors).toMatchObject({ total: 406290432 });
  });

  it("serves the card from the hub and redirects other files to the upstream", async () => {
    const cards = upstream.counts.card ?? 0;
    const card = await downloadFile({ repo: "facebook/bart-large-cnn", path: "README.md", hubUrl });
    expect(await card?.text()).toBe(bart.card);
    expect(upstream.counts.card ?? 0).toBe(cards);

    const config = await downloadFile({
      repo: "facebook/bart-large-cnn",
      path: "config.json",
      hubUrl,
    });
    expect(await config?.text()).toBe(CONFIG);
    expect(upstream.requests.map((request) => request.url)).toContain(
      `/facebook/bart-large-cnn/resolve/${bart.info.sha}/config.json`,
    );
    expect(
      await downloadFile({ repo: "facebook/bart-large-cnn", path: "missing.bin", hubUrl }),
    ).toBeNull();
  });

  it("sends the headers huggingface_hub reads from a HEAD, before any redirect is followed", async () => {
    const weights = await fetch(
      `${hubUrl}/facebook/bart-large-cnn/resolve/main/model.safetensors`,
      {
        method: "HEAD",
        redirect: "manual",
      },
    );
    expect(weights.status).toBe(302);
    const lfs = bart.tree.find((entry) => entry.path === "model.safetensors")?.lfs as {
      oid: string;
    };
    expect(
      Object.fromEntries(
        ["x-repo-commit", "x-linked-size", "x-linked-etag", "location"].map((name) => [
          name,
          weights.headers.get(name),
        ]),
      ),
    ).toEqual({
      "x-repo-commit": bart.info.sha,
      "x-linked-size": "1625270765",
      "x-linked-etag": `"${lfs.oid}"`,
      location: `${upstream.url}/facebook/bart-large-cnn/resolve/${bart.info.sha}/model.safetensors`,
    });
    const card = await fetch(
      `${hubUrl}/facebook/bart-large-cnn/resolve/${bart.info.sha}/README.md`,
      {
        method: "HEAD",
      },
    );
    expect(card.status).toBe(200);
    expect(card.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/);
    expect(card.headers.get("x-repo-commit")).toBe(bart.info.sha);
    expect(card.headers.get("content-length")).toBe(String(Buffer.byteLength(String(bart.card))));
    const range = await fetch(`${hubUrl}/facebook/bart-large-cnn/resolve/main/README.md`, {
      headers: { range: "bytes=0-0" },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(
      `bytes 0-0/${Buffer.byteLength(String(bart.card))}`,
    );
  });

  it("answers the Hub's 404s with their error codes", async () => {
    const codes = await Promise.all(
      [
        "/nobody/nothing/resolve/main/README.md",
        "/facebook/bart-large-cnn/resolve/v2.0/README.md",
        "/facebook/bart-large-cnn/resolve/main/nothing.bin",
        "/api/models/facebook/bart-large-cnn/tree/main/nowhere",
      ].map(async (path) => {
        const response = await fetch(`${hubUrl}${path}`, { redirect: "manual" });
        return [response.status, response.headers.get("x-error-code")];
      }),
    );
    expect(codes).toEqual([
      [404, "RepoNotFound"],
      [404, "RevisionNotFound"],
      [404, "EntryNotFound"],
      [404, "EntryNotFound"],
    ]);
    const escape = await fetch(
      `${hubUrl}/facebook/bart-large-cnn/resolve/main/..%2F..%2Fetc%2Fpasswd`,
      { redirect: "manual" },
    );
    expect(escape.status).toBe(400);
  });

  it("serves a hostile card as inert text and leaves model pages to the web app", async () => {
    const card = await fetch(`${hubUrl}/evil/card/resolve/main/README.md`);
    expect(card.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(card.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await card.text()).toBe(HOSTILE_CARD);
    for (const page of [
      "/facebook/bart-large-cnn",
      "/facebook/bart-large-cnn?tab=files",
      "/evil/card",
    ]) {
      const response = await fetch(`${hubUrl}${page}`);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("<title>ModelDeck</title>");
    }
  });
});
