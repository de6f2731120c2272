import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { storeModels } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { migrateToLatest } from "./migrations/migrations.js";
import { modelFacets } from "./model-facets.js";
import { listModelRows, type ModelListQuery } from "./search/model-search.js";

/** Descriptors with the Hub's `safetensors` and `gguf` sections, figures as the Hub reports them. */
const SIZED_MODELS = [
  {
    id: "google-bert/bert-base-uncased",
    pipeline_tag: "fill-mask",
    downloads: 60_000_000,
    safetensors: { parameters: { F32: 110106428 }, total: 110106428 },
  },
  {
    id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
    pipeline_tag: "text-generation",
    downloads: 300_000,
    gguf: { total: 3212749888, architecture: "llama", context_length: 131072 },
  },
  {
    id: "HuggingFaceH4/zephyr-7b-beta",
    pipeline_tag: "text-generation",
    downloads: 400_000,
    safetensors: { parameters: { BF16: 7241732096 }, total: 7241732096 },
  },
  {
    id: "meta-llama/Llama-3.1-8B-Instruct",
    pipeline_tag: "text-generation",
    downloads: 5_000_000,
    safetensors: { parameters: { BF16: 8030261248 }, total: 8030261248 },
  },
  {
    id: "meta-llama/Meta-Llama-3-70B-Instruct",
    pipeline_tag: "text-generation",
    downloads: 200_000,
    safetensors: { parameters: { BF16: 70553706496 }, total: 70553706496 },
  },
  {
    id: "HuggingFaceH4/zephyr-orpo-141b-A35b-v0.1",
    pipeline_tag: "text-generation",
    downloads: 3_000,
    safetensors: { parameters: { BF16: 140620634112 }, total: 140620634112 },
  },
  // No weights summary on the Hub: its size is unknown and it matches no range.
  {
    id: "openai/clip-vit-base-patch32",
    pipeline_tag: "zero-shot-image-classification",
    downloads: 20_000_000,
  },
];

function query(parameters: ModelListQuery["parameters"], extra: Partial<ModelListQuery> = {}) {
  return {
    tags: [],
    sort: "downloads",
    direction: -1,
    limit: 100,
    withData: false,
    parameters,
    ...extra,
  } satisfies ModelListQuery;
}

describe.each(DATABASE_ENGINES)("parameter counts on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(test.database, SIZED_MODELS);
  });
  afterAll(() => test.dispose());

  it("stores the count from safetensors, else GGUF, and null when the descriptor has neither", async () => {
    const rows = await test.database.db
      .selectFrom("models")
      .select(["id", "parameters"])
      .orderBy("id")
      .execute();
    const stored = Object.fromEntries(
      rows.map((row) => [row.id, row.parameters === null ? null : Number(row.parameters)]),
    );
    expect(stored).toMatchObject({
      "bartowski/Llama-3.2-3B-Instruct-GGUF": 3212749888,
      "HuggingFaceH4/zephyr-orpo-141b-A35b-v0.1": 140620634112,
      "openai/clip-vit-base-patch32": null,
    });
  });

  it("filters by a range, min inclusive and max exclusive, by downloads", async () => {
    const ids = async (parameters: ModelListQuery["parameters"], extra?: Partial<ModelListQuery>) =>
      (await listModelRows(test.database, query(parameters, extra))).map((row) => row.id);
    expect(await ids({ min: 6e9, max: 9e9 })).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
      "HuggingFaceH4/zephyr-7b-beta",
    ]);
    expect(await ids({ min: 80e9 })).toEqual(["HuggingFaceH4/zephyr-orpo-141b-A35b-v0.1"]);
    expect(await ids({ max: 1e9 })).toEqual(["google-bert/bert-base-uncased"]);
    expect(await ids({ min: 110106428, max: 110106429 })).toEqual([
      "google-bert/bert-base-uncased",
    ]);
    expect(await ids({ min: 0, max: 110106428 })).toEqual([]);
    // With another filter, and in ascending order.
    expect(await ids({ min: 1e9, max: 80e9 }, { search: "llama", direction: 1 })).toEqual([
      "meta-llama/Meta-Llama-3-70B-Instruct",
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
  });

  it("counts the models per range, smallest range first, with and without other filters", async () => {
    const everything = await modelFacets(test.database, { tags: [] }, { now: 0 });
    expect(everything.facets.num_parameters).toEqual({
      exact: true,
      values: [
        { value: "min:0,max:1B", count: 1 },
        { value: "min:3B,max:6B", count: 1 },
        { value: "min:6B,max:9B", count: 2 },
        { value: "min:35B,max:80B", count: 1 },
        { value: "min:80B", count: 1 },
      ],
    });
    const generators = await modelFacets(test.database, {
      tags: [],
      pipelineTag: "text-generation",
      parameters: { min: 6e9, max: 9e9 },
    });
    expect(generators.total).toEqual({ count: 2, exact: true });
    // The size facet leaves its own filter out: every range of text generation is counted.
    expect(generators.facets.num_parameters.values.map((entry) => entry.value)).toEqual([
      "min:3B,max:6B",
      "min:6B,max:9B",
      "min:35B,max:80B",
      "min:80B",
    ]);
    expect(generators.facets.pipeline_tag.values).toEqual([{ value: "text-generation", count: 2 }]);
  });

  it("answers GET /api/models?num_parameters= in the Hub's form, and refuses bad values with a 400", async () => {
    const app = await buildServer({ database: test.database, webRoot: "/nonexistent", env: {} });
    try {
      const get = async (url: string) => {
        const response = await app.inject({ method: "GET", url });
        return { status: response.statusCode, body: response.json() as unknown };
      };
      const listed = await get("/api/models?num_parameters=min:6B,max:9B&sort=downloads");
      expect(listed.status).toBe(200);
      expect((listed.body as { id: string }[]).map((entry) => entry.id)).toEqual([
        "meta-llama/Llama-3.1-8B-Instruct",
        "HuggingFaceH4/zephyr-7b-beta",
      ]);
      const facets = await get("/api/models-facets?num_parameters=min:6B,max:9B");
      expect(facets.body).toMatchObject({ total: { count: 2, exact: true } });
      for (const bad of ["7B", "min:7Q", "min:9B,max:6B"]) {
        for (const path of ["/api/models", "/api/models-facets"]) {
          const refused = await get(`${path}?num_parameters=${encodeURIComponent(bad)}`);
          expect(refused.status).toBe(400);
          expect((refused.body as { error: string }).error).toMatch(/^num_parameters /);
        }
      }
    } finally {
      await app.close();
    }
  });
});

describe.each(DATABASE_ENGINES)("migration 0009_model_parameters on %s", (engine) => {
  it("fills the counts of models stored before it from their descriptors", async () => {
    const test = await openTestDatabase(engine);
    try {
      await storeModels(test.database, SIZED_MODELS);
      // Back to the schema before 0009: no column, no index, neither it nor any later
      // migration applied (0010's filter tokens, SQLite only, undone as well).
      const { db } = test.database;
      if (engine === "sqlite") {
        for (const trigger of ["insert", "delete", "update"]) {
          await sql`DROP TRIGGER ${sql.raw(`models_filters_${trigger}`)}`.execute(db);
        }
        await sql`DROP TABLE model_filters`.execute(db);
        await sql`DROP TABLE model_filter_positions`.execute(db);
      }
      await db.schema.dropIndex("models_parameters").execute();
      await db.schema.alterTable("models").dropColumn("parameters").execute();
      await sql`DELETE FROM kysely_migration WHERE name >= '0009'`.execute(db);
      await migrateToLatest(db, test.database.dialect);
      const rows = await db
        .selectFrom("models")
        .select(["id", "parameters"])
        .where("parameters", "is not", null)
        .orderBy("parameters")
        .execute();
      expect(rows.map((row) => [row.id, Number(row.parameters)])).toEqual([
        ["google-bert/bert-base-uncased", 110106428],
        ["bartowski/Llama-3.2-3B-Instruct-GGUF", 3212749888],
        ["HuggingFaceH4/zephyr-7b-beta", 7241732096],
        ["meta-llama/Llama-3.1-8B-Instruct", 8030261248],
        ["meta-llama/Meta-Llama-3-70B-Instruct", 70553706496],
        ["HuggingFaceH4/zephyr-orpo-141b-A35b-v0.1", 140620634112],
      ]);
    } finally {
      await test.dispose();
    }
  });
});

describe.each(DATABASE_ENGINES)("a broad parameter range on %s", (engine) => {
  it(
    "pages by downloads through thousands of matches, the plan that walks the sort index",
    { timeout: 90_000 },
    async () => {
      const test = await openTestDatabase(engine);
      try {
        // 2,400 fine-tunes of an 8B model and 600 of a 0.1B one: both filters match 2,000+ models.
        const descriptors = Array.from({ length: 3000 }, (_, index) => ({
          id: `meta-llama/Llama-3.1-8B-Instruct-finetune-${index}`,
          pipeline_tag: "text-generation",
          downloads: index,
          safetensors: { total: index % 5 === 0 ? 124057092 : 8030261248 },
        }));
        await storeModels(test.database, descriptors);
        const rows = await listModelRows(
          test.database,
          query({ min: 6e9, max: 9e9 }, { pipelineTag: "text-generation", limit: 3 }),
        );
        expect(rows.map((row) => [row.id, row.parameters])).toEqual([
          ["meta-llama/Llama-3.1-8B-Instruct-finetune-2999", 8030261248],
          ["meta-llama/Llama-3.1-8B-Instruct-finetune-2998", 8030261248],
          ["meta-llama/Llama-3.1-8B-Instruct-finetune-2997", 8030261248],
          ["meta-llama/Llama-3.1-8B-Instruct-finetune-2996", 8030261248],
        ]);
        const small = await listModelRows(test.database, query({ max: 1e9 }, { limit: 2 }));
        expect(small.map((row) => row.id)).toEqual([
          "meta-llama/Llama-3.1-8B-Instruct-finetune-2995",
          "meta-llama/Llama-3.1-8B-Instruct-finetune-2990",
          "meta-llama/Llama-3.1-8B-Instruct-finetune-2985",
        ]);
      } finally {
        await test.dispose();
      }
    },
  );
});
