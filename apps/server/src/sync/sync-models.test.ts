import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findModelFiles } from "../db/model-files.js";
import { findModel, findReadme } from "../db/model-reads.js";
import { findSyncState } from "../db/model-sync-state.js";
import { readCheckpoint } from "../db/sync-checkpoints.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { syncModels, type SkippedEntry } from "./sync-models.js";
import {
  oidOf,
  repository,
  startFakeHubUpstream,
  type FakeHubUpstream,
} from "@modeldeck/test-support/fake-hub-upstream";

const IDS = [
  "facebook/bart-large-cnn",
  "google/pegasus-xsum",
  "sshleifer/distilbart-cnn-12-6",
  "t5-small",
];
/** No real waiting in tests: retries are recorded instead. */
const noWait = { sleep: async () => undefined };

describe.each(DATABASE_ENGINES)("deep sync on %s", (engine) => {
  let test: TestDatabase;
  let hub: FakeHubUpstream;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    hub = await startFakeHubUpstream(IDS.map((id) => repository(id)));
  });
  afterEach(async () => {
    await hub.close();
    await test.dispose();
  });

  it("stores each model's full info, its tree with sizes and its card, reading the Hub's paths", async () => {
    const summary = await syncModels({
      database: test.database,
      from: hub.url,
      accessToken: "hf_upstream_token",
      patience: noWait,
    });
    expect(summary).toMatchObject({ listed: 4, done: 4, stored: 4, unchanged: 0, failed: 0 });
    const bart = repository("facebook/bart-large-cnn");
    const paths = hub.requests.map((request) => request.url);
    expect(paths[0]).toBe("/api/models?limit=1000&expand%5B%5D=sha&expand%5B%5D=lastModified");
    expect(paths).toContain(
      "/api/models/facebook/bart-large-cnn?expand%5B%5D=author&expand%5B%5D=cardData&expand%5B%5D=config&expand%5B%5D=createdAt&expand%5B%5D=disabled&expand%5B%5D=downloads&expand%5B%5D=gated&expand%5B%5D=gguf&expand%5B%5D=inferenceProviderMapping&expand%5B%5D=lastModified&expand%5B%5D=library_name&expand%5B%5D=likes&expand%5B%5D=mask_token&expand%5B%5D=model-index&expand%5B%5D=pipeline_tag&expand%5B%5D=private&expand%5B%5D=safetensors&expand%5B%5D=sha&expand%5B%5D=siblings&expand%5B%5D=tags&expand%5B%5D=transformersInfo&expand%5B%5D=trendingScore&expand%5B%5D=widgetData",
    );
    expect(paths).toContain(
      `/api/models/facebook/bart-large-cnn/tree/${bart.info.sha}?recursive=true&expand=false`,
    );
    expect(paths).toContain(`/facebook/bart-large-cnn/resolve/${bart.info.sha}/README.md`);
    expect(
      hub.requests.every((request) => request.headers.authorization === "Bearer hf_upstream_token"),
    ).toBe(true);

    const stored = JSON.parse(
      (await findModel(test.database, "facebook/bart-large-cnn"))?.data ?? "{}",
    );
    expect(stored).toMatchObject({
      sha: bart.info.sha,
      safetensors: { total: 406290432 },
      transformersInfo: { auto_model: "AutoModelForSeq2SeqLM" },
      cardData: { license: "mit" },
      widgetData: [{ text: expect.any(String) }],
    });
    expect(stored.siblings).toContainEqual({
      rfilename: "model.safetensors",
      blobId: oidOf("facebook/bart-large-cnn model"),
      size: 1625270765,
      lfs: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: 1625270765, pointerSize: 135 },
    });
    expect(stored.factsReadAt.downloads).toMatch(/^\d{4}-/);
    expect(await findReadme(test.database, "facebook/bart-large-cnn")).toContain(
      "# BART (large-sized model)",
    );
    const files = await findModelFiles(test.database, "facebook/bart-large-cnn");
    expect(files?.revision).toBe(bart.info.sha);
    expect(files?.entries.map((entry) => entry.path)).toEqual(bart.tree.map((entry) => entry.path));
    expect(await findSyncState(test.database, "facebook/bart-large-cnn")).toMatchObject({
      source: hub.url,
      sha: bart.info.sha,
      cardStatus: "stored",
      cardBytes: Buffer.byteLength(String(bart.card)),
      goneAt: null,
    });
  });

  it("reads again only the models whose sha changed, and marks the ones that vanished", async () => {
    await syncModels({ database: test.database, from: hub.url, patience: noWait });
    const before = { ...hub.counts };
    const second = await syncModels({ database: test.database, from: hub.url, patience: noWait });
    expect(second).toMatchObject({ unchanged: 4, stored: 0 });
    expect(hub.counts.info).toBe(before.info);
    expect(hub.counts.card).toBe(before.card);

    const newSha = oidOf("a new commit");
    hub.repositories.set("google/pegasus-xsum", {
      ...repository("google/pegasus-xsum", { sha: newSha, downloads: 5 }),
    });
    hub.repositories.delete("t5-small");
    const third = await syncModels({ database: test.database, from: hub.url, patience: noWait });
    expect(third).toMatchObject({ listed: 3, stored: 1, unchanged: 2, markedGone: 1 });
    expect(hub.counts.info).toBe((before.info ?? 0) + 1);
    const pegasus = JSON.parse(
      (await findModel(test.database, "google/pegasus-xsum"))?.data ?? "{}",
    );
    expect(pegasus).toMatchObject({ sha: newSha, downloads: 5 });
    // Kept, but no longer presented as current.
    expect(await findModel(test.database, "t5-small")).toBeDefined();
    expect((await findSyncState(test.database, "t5-small"))?.goneAt).toMatch(/^\d{4}-/);
    expect((await findSyncState(test.database, "google/pegasus-xsum"))?.goneAt).toBeNull();
  });

  it("goes on from its checkpoint after a failure, storing every model exactly once", async () => {
    let lists = 0;
    const failing = await startFakeHubUpstream(
      IDS.map((id) => repository(id)),
      (request) => {
        if (
          !request.url.startsWith("/api/models?") &&
          !request.url.startsWith("/api/models?cursor")
        )
          return undefined;
        lists += 1;
        // The second listing page never answers on the first run: the sync gives up there.
        return lists >= 2 && lists <= 4 ? "reset" : undefined;
      },
    );
    try {
      await expect(
        syncModels({
          database: test.database,
          from: failing.url,
          patience: { ...noWait, attempts: 3 },
        }),
      ).rejects.toThrow(/could not reach/);
      const runKey = (
        await test.database.db.selectFrom("sync_checkpoints").select("run_key").executeTakeFirst()
      )?.run_key;
      const checkpoint = await readCheckpoint(test.database, runKey ?? "");
      expect(checkpoint?.pageUrl).toContain("cursor=3");
      expect(checkpoint?.done).toBe(3);
      const firstInfos = failing.counts.info;
      const resumed = await syncModels({
        database: test.database,
        from: failing.url,
        patience: noWait,
      });
      expect(resumed).toMatchObject({ resumed: true, stored: 1, done: 4 });
      expect(failing.counts.info).toBe((firstInfos ?? 0) + 1);
      expect(
        failing.requests.filter((request) => request.url.startsWith("/api/models?")).at(-1)?.url,
      ).toContain("cursor=3");
      const rows = await test.database.db.selectFrom("models").select("id").execute();
      expect(rows.map((row) => row.id).sort()).toEqual([...IDS].sort());
      expect(await test.database.db.selectFrom("sync_checkpoints").selectAll().execute()).toEqual(
        [],
      );
    } finally {
      await failing.close();
    }
  });

  it("waits out 429s as Retry-After asks and retries reset connections", async () => {
    const seen = new Set<string>();
    const flaky = await startFakeHubUpstream(
      IDS.map((id) => repository(id)),
      (request) => {
        const first = !seen.has(request.url);
        seen.add(request.url);
        if (!first) return undefined;
        return request.url.includes("/tree/") ? "reset" : "rate-limit";
      },
    );
    const waits: number[] = [];
    try {
      const summary = await syncModels({
        database: test.database,
        from: flaky.url,
        concurrency: 2,
        patience: { sleep: async (milliseconds) => void waits.push(milliseconds), random: () => 0 },
      });
      expect(summary).toMatchObject({ stored: 4, failed: 0 });
      expect(waits.filter((wait) => wait === 1000).length).toBeGreaterThanOrEqual(IDS.length * 2);
      // A reset gets the first backoff step: half of 500 ms with no jitter.
      expect(waits).toContain(250);
      expect(await test.database.db.selectFrom("models").select("id").execute()).toHaveLength(4);
    } finally {
      await flaky.close();
    }
  });

  it("syncs exactly the ids of --only, and only the parts of --with", async () => {
    const summary = await syncModels({
      database: test.database,
      from: hub.url,
      only: { ids: ["t5-small", "facebook/bart-large-cnn"] },
      with: { cards: true, files: false },
      patience: noWait,
    });
    expect(summary).toMatchObject({ total: 2, stored: 2 });
    expect(hub.counts.list).toBeUndefined();
    expect(hub.counts.tree).toBeUndefined();
    expect(await findReadme(test.database, "t5-small")).toContain("BART");
    expect(await findModelFiles(test.database, "t5-small")).toBeUndefined();
    expect((await findSyncState(test.database, "t5-small"))?.filesReadAt).toBeNull();
  });

  it("does not date files read at an older commit as the current commit's", async () => {
    await syncModels({ database: test.database, from: hub.url, patience: noWait });
    const newSha = oidOf("commit two");
    hub.repositories.set("t5-small", repository("t5-small", { sha: newSha }));
    await syncModels({
      database: test.database,
      from: hub.url,
      only: { ids: ["t5-small"] },
      with: { cards: true, files: false },
      patience: noWait,
    });
    expect(await findSyncState(test.database, "t5-small")).toMatchObject({
      sha: newSha,
      filesReadAt: null,
      cardStatus: "stored",
    });
    expect((await findModelFiles(test.database, "t5-small"))?.revision).not.toBe(newSha);
  });

  it("skips invalid models and hostile answers without stopping, and stores odd cards and names safely", async () => {
    const bad = repository("evil/nul", { tags: ["a\u0000b"] });
    const deep = repository("evil/deep");
    const big = repository("evil/big-card");
    big.card = `# Big\n${"<script>alert(1)</script>".repeat(30_000)}`;
    const bytes = repository("evil/bytes");
    bytes.card = new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x41, 0x00, 0x42, 0xe2, 0x82]);
    const names = repository("evil/names");
    names.tree = [
      ...names.tree,
      { type: "file", oid: oidOf("1"), size: 1, path: "../../etc/passwd" },
      { type: "file", oid: oidOf("2"), size: 2, path: "bad\u0000name.bin" },
      { type: "file", oid: oidOf("3"), size: 3, path: "ok/<img src=x onerror=alert(1)>.md" },
      { type: "file", oid: oidOf("4"), size: 4, path: "rtl\u202Egnp.exe" },
      { type: "file", oid: "not-an-oid", size: 5, path: "noid.bin" },
      { type: "file", oid: oidOf("6"), size: -1, path: "negative.bin" },
    ];
    const hostile = await startFakeHubUpstream([bad, deep, big, bytes, names]);
    hostile.repositories.set("evil/liar", repository("someone-else/model"));
    // Too deep to serialise: written into the answer as text.
    const deepInfo = hostile.repositories.get("evil/deep");
    if (deepInfo) deepInfo.info.cardData = JSON.parse(`${"[".repeat(100)}${"]".repeat(100)}`);
    hostile.repositories.set("../bad", repository("evil/fine"));
    const skipped: SkippedEntry[] = [];
    try {
      const summary = await syncModels({
        database: test.database,
        from: hostile.url,
        patience: noWait,
        onSkip: (entry) => skipped.push(entry),
      });
      expect(summary.stored).toBe(3);
      expect(skipped.map((entry) => [entry.id, entry.reason])).toEqual(
        expect.arrayContaining([
          ["../bad", "id must be a Hub repository id like owner/name"],
          ["evil/deep", "nested deeper than 64 levels"],
          ["evil/liar", "asked for evil/liar, the upstream answered another id"],
          ["evil/nul", expect.stringMatching(/NUL/)],
        ]),
      );
      const card = await findReadme(test.database, "evil/big-card");
      expect(card?.length).toBe(512 * 1024);
      expect(await findSyncState(test.database, "evil/big-card")).toMatchObject({
        cardStatus: "truncated",
        cardBytes: Buffer.byteLength(big.card),
      });
      expect(await findReadme(test.database, "evil/bytes")).toBe("# \uFFFD\uFFFDA\uFFFDB\uFFFD");
      const files = await findModelFiles(test.database, "evil/names");
      const paths = files?.entries.map((entry) => entry.path) ?? [];
      expect(paths).toContain("ok/<img src=x onerror=alert(1)>.md");
      expect(paths).toContain("rtl\u202Egnp.exe");
      expect(paths).not.toContain("../../etc/passwd");
      expect(
        paths.some(
          (path) => path.includes("\u0000") || path === "noid.bin" || path === "negative.bin",
        ),
      ).toBe(false);
    } finally {
      await hostile.close();
    }
  });
});
