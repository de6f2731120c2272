import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toModelRecord } from "../../descriptors/model-record.js";
import { SAMPLE_MODELS } from "../../test-support/sample-models.js";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-databases.js";
import { findModel } from "../model-reads.js";
import { upsertModels, writeModelsInTransaction } from "./model-writes.js";

const now = new Date("2026-11-23T12:00:00Z");
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const llama = SAMPLE_MODELS.find((model) => model.id === LLAMA) ?? { id: LLAMA };

async function linksOf(test: TestDatabase, id: string) {
  const tags = await sql<{ tag: string }>`SELECT tag FROM model_tag_links
    JOIN models ON models.seq = model_seq WHERE models.id = ${id} ORDER BY tag`.execute(
    test.database.db,
  );
  const providers = await sql<{ provider: string }>`SELECT provider FROM model_provider_links
    JOIN models ON models.seq = model_seq WHERE models.id = ${id} ORDER BY provider`.execute(
    test.database.db,
  );
  return {
    tags: tags.rows.map((row) => row.tag),
    providers: providers.rows.map((row) => row.provider),
  };
}

describe("SQLite batch writes", () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase("sqlite");
  });
  afterEach(() => test.dispose());

  it("stores every column and the document as the model record has them", async () => {
    const record = toModelRecord(
      {
        ...llama,
        tags: ["transformers", 'dataset:"quoted"', "région:été", "日本語"],
        safetensors: { parameters: { BF16: 8030261248 }, total: 8030261248 },
      },
      now,
    );
    await upsertModels(test.database, [record]);
    const row = await sql<
      Record<string, unknown>
    >`SELECT * FROM models WHERE id = ${LLAMA}`.execute(test.database.db);
    expect(row.rows[0]).toMatchObject({
      object_id: record.objectId,
      author: "meta-llama",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: JSON.stringify(record.tags),
      downloads: 5000000,
      likes: 4000,
      trending_score: 90,
      private: 0,
      created_at: "2024-07-18T08:56:00.000Z",
      last_modified: "2024-09-25T17:00:57.000Z",
      parameters: 8030261248,
      search_text: record.searchText,
    });
    const stored = await findModel(test.database, LLAMA);
    expect(stored?.data).toBe(record.data);
    expect(stored?.providerMapping).toBe(record.providerMapping);
    expect(await linksOf(test, LLAMA)).toEqual({
      tags: [...record.tags].sort(),
      providers: ["together"],
    });
  });

  it("replaces the tag and provider links of a model written again, in a later batch or the same", async () => {
    await upsertModels(test.database, [toModelRecord(llama, now)]);
    const relisted = toModelRecord(
      {
        ...llama,
        tags: ["transformers", "llama"],
        inferenceProviderMapping: {
          "fireworks-ai": {
            providerId: "accounts/fireworks/models/llama-v3p1-8b-instruct",
            status: "live",
            task: "conversational",
          },
        },
      },
      now,
    );
    await upsertModels(test.database, [relisted]);
    expect(await linksOf(test, LLAMA)).toEqual({
      tags: ["llama", "transformers"],
      providers: ["fireworks-ai"],
    });

    // Twice in one batch: the last line wins, with its own tags only.
    const first = toModelRecord({ id: "openai-community/gpt2", tags: ["gpt2", "en"] }, now);
    const last = toModelRecord({ id: "openai-community/gpt2", tags: ["gpt2", "fr"] }, now);
    await writeModelsInTransaction(test.database, async (write) => write([first, last]));
    expect(await linksOf(test, "openai-community/gpt2")).toEqual({
      tags: ["fr", "gpt2"],
      providers: [],
    });
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM models`.execute(
      test.database.db,
    );
    expect(count.rows[0]?.n).toBe(2);
  });
});
