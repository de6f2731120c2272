import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toModelRecord } from "../../descriptors/model-record.js";
import { SAMPLE_MODELS } from "../../test-support/sample-models.js";
import { storeModels } from "../../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../../test-support/test-databases.js";
import {
  cachedCatalogueStats,
  catalogueStats,
  exportModels,
  findModel,
  findReadme,
} from "../model-reads.js";
import { listModelRows, type ModelListQuery } from "./model-search.js";
import { deleteModel, upsertModels } from "../writes/model-writes.js";
import { openDatabase } from "../database.js";
import { countRequest } from "../rate-limits.js";

const base: ModelListQuery = {
  tags: [],
  sort: "downloads",
  direction: -1,
  limit: 100,
  withData: false,
};

describe.each(DATABASE_ENGINES)("model storage on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(test.database, SAMPLE_MODELS);
  });
  afterAll(() => test.dispose());

  const ids = async (query: Partial<ModelListQuery>) =>
    (await listModelRows(test.database, { ...base, ...query })).map((row) => row.id);

  it("sorts by downloads, descending and ascending, ties broken by id", async () => {
    const descending = await ids({});
    expect(descending[0]).toBe("sentence-transformers/all-MiniLM-L6-v2");
    expect(descending.at(-1)).toBe("gpt2");
    expect(await ids({ direction: 1 })).toEqual([...descending].reverse());
  });

  it("searches the id only, any substring, as the Hub does", async () => {
    expect(await ids({ search: "bert" })).toEqual([
      "google-bert/bert-base-uncased",
      "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    ]);
    expect(await ids({ search: "google-bert" })).toEqual(["google-bert/bert-base-uncased"]);
    expect(await ids({ search: "ert-base" })).toEqual([
      "google-bert/bert-base-uncased",
      "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    ]);
    expect(await ids({ search: "DISTIL" })).toEqual([
      "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    ]);
    expect((await ids({ search: "llama instruct" })).sort()).toEqual([
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    expect(await ids({ search: "8b" })).toEqual(["meta-llama/Llama-3.1-8B-Instruct"]);
    expect(await ids({ search: "qwn" })).toEqual([]);
  });

  it("never matches tags or licences", async () => {
    // Every one of these is a tag or licence of some sample model, and in no id.
    expect(await ids({ search: "conversational" })).toEqual([]);
    expect(await ids({ search: "license" })).toEqual([]);
    expect(await ids({ search: "transformers" })).toEqual([
      "sentence-transformers/all-MiniLM-L6-v2",
    ]);
    expect(await ids({ search: "en" })).toEqual([
      "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    ]);
  });

  it("treats search syntax as plain words", async () => {
    for (const search of [
      '"',
      "bert OR *",
      "NEAR(a b)",
      "'; DROP TABLE models; --",
      "a:*|b",
      "\\",
    ]) {
      await expect(ids({ search })).resolves.toBeInstanceOf(Array);
    }
    expect((await ids({ search: "---" })).length).toBe(SAMPLE_MODELS.length);
  });

  it("filters by author, pipeline tag, library and tags", async () => {
    expect(await ids({ author: "meta-llama" })).toEqual(["meta-llama/Llama-3.1-8B-Instruct"]);
    expect(await ids({ pipelineTag: "text-generation" })).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
      "gpt2",
    ]);
    expect(await ids({ library: "sentence-transformers" })).toEqual([
      "sentence-transformers/all-MiniLM-L6-v2",
    ]);
    expect(await ids({ tags: ["conversational", "gguf"] })).toEqual([
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
    ]);
    expect(await ids({ tags: ["no-such-tag"] })).toEqual([]);
  });

  it("filters by providers that serve a model live", async () => {
    expect(await ids({ inferenceProviders: ["together"] })).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    expect(await ids({ inferenceProviders: ["hf-inference"] })).toEqual([]);
    expect(await ids({ inferenceProviders: ["all"] })).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    expect(await ids({ inferenceProviders: ["groq", "together"], search: "llama" })).toHaveLength(
      1,
    );
  });

  it("pages with a cursor on every sort without gaps or repeats", async () => {
    for (const sort of [
      "downloads",
      "likes",
      "lastModified",
      "createdAt",
      "trendingScore",
      "id",
    ] as const) {
      for (const direction of [1, -1] as const) {
        const everything = await ids({ sort, direction });
        const seen: string[] = [];
        let cursor: ModelListQuery["cursor"];
        for (;;) {
          const rows = await listModelRows(test.database, {
            ...base,
            sort,
            direction,
            limit: 2,
            cursor,
          });
          seen.push(...rows.slice(0, 2).map((row) => row.id));
          const last = rows[1];
          if (rows.length <= 2 || last === undefined) break;
          const column = {
            downloads: "downloads",
            likes: "likes",
            lastModified: "last_modified",
            createdAt: "created_at",
            trendingScore: "trending_score",
            id: "id",
          }[sort] as keyof typeof last;
          cursor = { value: last[column] as number | string, id: last.id };
        }
        expect(seen).toEqual(everything);
      }
    }
  });

  it("reads a model, its readme and its provider mapping", async () => {
    const stored = await findModel(test.database, "meta-llama/Llama-3.1-8B-Instruct");
    expect(JSON.parse(stored?.data ?? "{}")).toMatchObject({
      id: "meta-llama/Llama-3.1-8B-Instruct",
      gated: "manual",
    });
    expect(JSON.parse(stored?.providerMapping ?? "{}").together.status).toBe("live");
    expect(await findReadme(test.database, "google-bert/bert-base-uncased")).toContain(
      "# BERT base",
    );
    expect(await findReadme(test.database, "gpt2")).toBeNull();
    expect(await findModel(test.database, "nobody/nothing")).toBeUndefined();
  });

  it("replaces a model's fields and tags on upsert, and deletes", async () => {
    const record = toModelRecord({ id: "acme/replaced", tags: ["old"], downloads: 1 }, new Date());
    await upsertModels(test.database, [record]);
    await upsertModels(test.database, [
      toModelRecord({ id: "acme/replaced", tags: ["new"], downloads: 2 }, new Date()),
    ]);
    expect(await ids({ tags: ["old"] })).toEqual([]);
    expect(await ids({ tags: ["new"] })).toEqual(["acme/replaced"]);
    expect(await ids({ search: "replaced" })).toEqual(["acme/replaced"]);
    expect(await ids({ search: "new" })).toEqual([]);
    expect(await deleteModel(test.database, "acme/replaced")).toBe(true);
    expect(await ids({ search: "replaced" })).toEqual([]);
  });

  it("writes nothing when one record of a batch fails", async () => {
    const good = toModelRecord({ id: "acme/good" }, new Date());
    const bad = {
      ...toModelRecord({ id: "acme/bad" }, new Date()),
      author: null as unknown as string,
    };
    await expect(upsertModels(test.database, [good, bad])).rejects.toThrow();
    expect(await findModel(test.database, "acme/good")).toBeUndefined();
  });

  it("counts models per pipeline and library, and exports importable descriptors", async () => {
    const stats = await catalogueStats(test.database);
    expect(stats.total).toBe(SAMPLE_MODELS.length);
    expect(stats.pipelineCounts["text-generation"]).toBe(3);
    expect(stats.libraryCounts.transformers).toBe(4);
    const exported: Record<string, unknown>[] = [];
    for await (const descriptor of exportModels(test.database, 2)) exported.push(descriptor);
    expect(exported).toHaveLength(SAMPLE_MODELS.length);
    const llama = exported.find(
      (descriptor) => descriptor.id === "meta-llama/Llama-3.1-8B-Instruct",
    );
    expect(llama?.inferenceProviderMapping).toBeDefined();
    expect(() => exported.map((descriptor) => toModelRecord(descriptor, new Date()))).not.toThrow();
  });

  it("counts the catalogue once per write or half-minute, not per request", async () => {
    const before = await cachedCatalogueStats(test.database, 0);
    // Another process's write is seen only when the cached totals expire.
    const another = await test.openAnother();
    await upsertModels(another, [toModelRecord({ id: "acme/elsewhere" }, new Date())]);
    expect((await cachedCatalogueStats(test.database, 1000)).total).toBe(before.total);
    expect((await cachedCatalogueStats(test.database, 60_000)).total).toBe(before.total + 1);
    // This process's own writes are seen at once.
    await deleteModel(test.database, "acme/elsewhere");
    expect((await cachedCatalogueStats(test.database, 60_001)).total).toBe(before.total);
  });

  it("cancels a runaway statement on PostgreSQL when the server's timeout is set", async () => {
    // The test's own, already migrated schema, so opening runs no DDL.
    const schema =
      engine === "postgres"
        ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(test.database.db))
            .rows[0]?.name
        : undefined;
    const guarded = await openDatabase({
      databaseUrl: engine === "postgres" ? process.env.DATABASE_URL : undefined,
      sqlitePath: ":memory:",
      ...(schema === undefined ? {} : { postgresSchema: schema }),
      statementTimeoutMs: 50,
    });
    try {
      const slow = sql`SELECT pg_sleep(2)`.execute(guarded.db);
      if (engine === "postgres") {
        await expect(slow).rejects.toMatchObject({ code: "57014" });
      } else {
        // SQLite has no pg_sleep and no statement timeout; reads run in their own workers instead.
        await expect(slow).rejects.toThrow(/pg_sleep/);
      }
    } finally {
      await guarded.close();
    }
  });

  it("counts rate-limit hits per client and window", async () => {
    expect(await countRequest(test.database, "ip:a", 60_000, 60_000)).toBe(1);
    expect(await countRequest(test.database, "ip:a", 60_000, 60_000)).toBe(2);
    expect(await countRequest(test.database, "ip:b", 60_000, 60_000)).toBe(1);
    expect(await countRequest(test.database, "ip:a", 180_000, 60_000)).toBe(1);
  });
});

describe.each(DATABASE_ENGINES)("two connection pools over one %s database", (engine) => {
  it("see each other's writes and share rate-limit counters", async () => {
    const test = await openTestDatabase(engine);
    try {
      const other = await test.openAnother();
      await storeModels(test.database, [{ id: "acme/written-by-first" }]);
      expect(await findModel(other, "acme/written-by-first")).toBeDefined();
      await storeModels(other, [{ id: "acme/written-by-second", tags: ["shared"] }]);
      const rows = await listModelRows(test.database, { ...base, tags: ["shared"] });
      expect(rows.map((row) => row.id)).toEqual(["acme/written-by-second"]);
      expect(await countRequest(test.database, "ip:c", 0, 60_000)).toBe(1);
      expect(await countRequest(other, "ip:c", 0, 60_000)).toBe(2);
    } finally {
      await test.dispose();
    }
  });
});
