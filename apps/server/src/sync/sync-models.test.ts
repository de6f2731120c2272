import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findModel } from "../db/model-reads.js";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { syncModels, type SkippedEntry } from "./sync-models.js";

/** A page as huggingface.co returns it for `/api/models?full=true` (fields trimmed to the usual ones). */
function hubEntry(index: number) {
  return {
    _id: (index + 1).toString(16).padStart(24, "0"),
    id: `remote-org/model-${index}`,
    private: false,
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "text-classification", "region:us"],
    downloads: 1000 - index,
    likes: index,
    modelId: `remote-org/model-${index}`,
    author: "remote-org",
    sha: "0123456789abcdef0123456789abcdef01234567",
    lastModified: "2025-02-01T10:00:00.000Z",
    createdAt: "2024-05-01T10:00:00.000Z",
    gated: false,
    disabled: false,
    trendingScore: 3,
    siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
  };
}

/** A valid entry but for a card holding 100,000 nested arrays (built as text: too deep to stringify). */
const DEEP = JSON.stringify({ ...hubEntry(98), id: "remote-org/deep", cardData: { x: 0 } }).replace(
  '{"x":0}',
  `{"x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
);

describe.each(DATABASE_ENGINES)("syncModels on %s", (engine) => {
  let test: TestDatabase;
  let hub: FakeUpstream;
  const all = Array.from({ length: 7 }, (_, index) => hubEntry(index));
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    hub = await startFakeUpstream((request, response) => {
      const url = new URL(request.url, hub.url);
      const limit = Number(url.searchParams.get("limit"));
      const start = Number(url.searchParams.get("cursor") ?? "0");
      const page = all.slice(start, start + Math.min(limit, 3));
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (start + page.length < all.length) {
        url.searchParams.set("cursor", String(start + page.length));
        headers.link = `<${url.href}>; rel="next"`;
      }
      // Entries the remote sends that are not valid descriptors are skipped, not fatal: a bad id,
      // a NUL in a tag, which PostgreSQL could not store, and a card nested so deep that
      // serialising it overflowed the stack and ended the whole sync.
      const nul = { ...hubEntry(99), id: "remote-org/nul", tags: ["a\u0000b"] };
      const body =
        start === 3
          ? `[${page.map((entry) => JSON.stringify(entry)).join(",")},${JSON.stringify({ id: "../bad" })},${JSON.stringify(nul)},${DEEP}]`
          : JSON.stringify(page);
      response.writeHead(200, headers);
      response.end(body);
    });
  });
  afterAll(async () => {
    await hub.close();
    await test.dispose();
  });

  it("follows Link pages, upserts every model and skips invalid entries", async () => {
    const pages: number[] = [];
    const skipped: SkippedEntry[] = [];
    const summary = await syncModels({
      database: test.database,
      from: hub.url,
      accessToken: "hf_token",
      onPage: (progress) => pages.push(progress.stored),
      onSkip: (entry) => skipped.push(entry),
    });
    expect(summary).toEqual({ pages: 3, stored: 7, skipped: 3 });
    expect(await findModel(test.database, "remote-org/nul")).toBeUndefined();
    expect(await findModel(test.database, "remote-org/deep")).toBeUndefined();
    expect(skipped).toEqual([
      { page: 2, position: 4, id: "../bad", reason: expect.stringMatching(/^id must be/) },
      { page: 2, position: 5, id: "remote-org/nul", reason: expect.stringMatching(/NUL/) },
      { page: 2, position: 6, id: "remote-org/deep", reason: "nested deeper than 64 levels" },
    ]);
    expect(pages).toEqual([3, 6, 7]);
    expect(hub.requests[0]?.url).toBe("/api/models?limit=1000&full=true&config=true");
    expect(hub.requests[0]?.headers.authorization).toBe("Bearer hf_token");
    const stored = await findModel(test.database, "remote-org/model-4");
    expect(JSON.parse(stored?.data ?? "{}")).toMatchObject({
      _id: all[4]?._id,
      downloads: 996,
      sha: all[4]?.sha,
    });
  });

  it("stops at the limit", async () => {
    const summary = await syncModels({ database: test.database, from: hub.url, limit: 4 });
    expect(summary.stored).toBe(4);
    expect(hub.requests.at(-1)?.url).toContain("limit=4");
  });

  it("reports a remote error", async () => {
    await expect(
      syncModels({
        database: test.database,
        from: `${hub.url}/nowhere`,
        fetch: async () => new Response("", { status: 503 }),
      }),
    ).rejects.toThrow(/503/);
    await expect(
      syncModels({ database: test.database, from: "http://127.0.0.1:9" }),
    ).rejects.toThrow("could not reach http://127.0.0.1:9");
  });
});
