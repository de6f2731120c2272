import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { TASKS_DATA } from "@modeldeck/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGACY_MODEL_IDS } from "../models/legacy-ids.js";
import { PROJECT_PATHS } from "../paths.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { seedIfEmpty } from "./seed-database.js";

type Descriptor = Record<string, unknown> & {
  id: string;
  tags?: string[];
  cardData?: { license?: string | string[] };
  factsReadAt?: Record<string, string>;
};
type FactsRow = Record<string, string | number | null | undefined> & {
  source: string;
  readAt?: string;
};

// The facts table build-seed.mjs wrote beside the seed, so this test needs no reference files.
const factsFile = PROJECT_PATHS.seedFile.replace(/models\.jsonl\.gz$/, "seed-facts.json");
const facts = JSON.parse(readFileSync(factsFile, "utf8")) as Record<string, FactsRow>;
const shipped = gunzipSync(readFileSync(PROJECT_PATHS.seedFile))
  .toString("utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Descriptor);

function licenceOf(model: Descriptor): string | undefined {
  const fromCard = model.cardData?.license;
  if (fromCard !== undefined) return Array.isArray(fromCard) ? fromCard.join(",") : fromCard;
  return model.tags?.find((tag) => tag.startsWith("license:"))?.slice("license:".length);
}

describe("the shipped seed against the facts it was built from", () => {
  it("lists exactly the models of the facts table, none of them invented examples", () => {
    expect(shipped.map((model) => model.id).sort()).toEqual(Object.keys(facts).sort());
    expect(shipped.filter((model) => model.id.startsWith("modeldeck-examples/"))).toEqual([]);
  });

  it("gives each model the task, library, figures and licence of its source, and no other", () => {
    const wrong = shipped.flatMap((model) => {
      const row = facts[model.id] ?? { source: "none" };
      const fields = ["pipeline_tag", "library_name", "downloads", "likes", "lastModified"];
      // `null` in the facts table is a source that was read and states none.
      const mismatches = fields
        .filter((field) => (model[field] ?? null) !== (row[field] ?? null))
        .map((field) => `${model.id} ${field}: ${String(model[field])} ≠ ${String(row[field])}`);
      if ((licenceOf(model) ?? null) !== (row.license ?? null)) {
        mismatches.push(`${model.id} licence: ${licenceOf(model)} ≠ ${String(row.license)}`);
      }
      return mismatches;
    });
    expect(wrong).toEqual([]);
  });

  it("dates every figure it ships with the day its source was read", () => {
    const undated = shipped.flatMap((model) =>
      ["downloads", "likes", "createdAt", "lastModified"]
        .filter((field) => model[field] !== undefined)
        .filter((field) => model.factsReadAt?.[field] !== facts[model.id]?.readAt)
        .map((field) => `${model.id} ${field}`),
    );
    expect(undated).toEqual([]);
    expect(shipped.every((model) => model.factsReadAt !== undefined)).toBe(true);
  });

  it("stores each model the Hub moved once, under its new id, never its legacy id", () => {
    const ids = new Set(shipped.map((model) => model.id));
    const legacy = Object.keys(LEGACY_MODEL_IDS).filter((id) => ids.has(id));
    expect(legacy).toEqual([]);
    expect(ids.has("openai-community/gpt2")).toBe(true);
    expect(ids.has("google-bert/bert-base-cased")).toBe(true);
    expect(facts["google-bert/bert-base-cased"]?.listedAs).toBe("bert-base-cased");
  });

  it("includes real GGUF repositories with their file lists and sizes, each from a dated page", () => {
    const gguf = shipped.filter((model) => model.tags?.includes("gguf"));
    expect(gguf.length).toBeGreaterThanOrEqual(3);
    for (const model of gguf) {
      const siblings = model.siblings as { rfilename: string; size?: number }[];
      expect(siblings.some((file) => file.rfilename.endsWith(".gguf"))).toBe(true);
      expect(siblings.every((file) => Number.isInteger(file.size) && file.size! > 0)).toBe(true);
      expect(facts[model.id]?.source).toMatch(/^https:\/\/huggingface\.co\/.+\/tree\//);
      expect(facts[model.id]?.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("states the licence and library of the models the Hub states them for, each from a dated page", () => {
    const named = [
      "black-forest-labs/FLUX.1-dev",
      "zai-org/GLM-4.5",
      "openai-community/gpt2",
      "facebook/bart-large-cnn",
    ];
    for (const id of named) {
      expect(facts[id]?.license, id).toEqual(expect.any(String));
      expect(facts[id]?.library_name, id).toEqual(expect.any(String));
    }
    for (const row of Object.values(facts).filter((entry) => entry.pageSource !== undefined)) {
      expect(String(row.pageSource)).toMatch(/https:\/\/huggingface\.co\//);
      expect(String(row.pageReadAt)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("ships no generated model card", () => {
    expect(shipped.filter((model) => "readme" in model).map((model) => model.id)).toEqual([]);
  });
});

describe("seeding a database", () => {
  let test: TestDatabase;
  let seeded: number;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    seeded = await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date());
  });
  afterAll(() => test.dispose());

  it("stores every shipped model and seeds only an empty database", async () => {
    expect(seeded).toBeGreaterThanOrEqual(shipped.length);
    expect(await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date())).toBe(0);
  });

  it("contains every model the task catalogue suggests, and no invented example", async () => {
    const suggested = Object.values(TASKS_DATA).flatMap((task) => [
      ...task.models.map((model) => model.id),
      ...task.widgetModels,
    ]);
    const rows = await test.database.db.selectFrom("models").select("id").execute();
    const stored = new Set(rows.map((row) => row.id));
    expect(suggested.filter((id) => id !== "" && !stored.has(id))).toEqual([]);
    expect([...stored].filter((id) => id.startsWith("modeldeck-examples/"))).toEqual([]);
  });
});
