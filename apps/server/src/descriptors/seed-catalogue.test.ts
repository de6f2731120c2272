import { MODEL_LIBRARIES_UI_ELEMENTS, PIPELINE_DATA, TASKS_DATA } from "@modeldeck/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueStats } from "../db/model-reads.js";
import { PROJECT_PATHS } from "../paths.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { seedIfEmpty } from "./seed-database.js";

// The shipped seed file must import cleanly and give every task and filterable library models.
describe("the seed catalogue", () => {
  let test: TestDatabase;
  let seeded: number;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    seeded = await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date());
  });
  afterAll(() => test.dispose());

  it("holds at least 300 models and seeds only an empty database", async () => {
    expect(seeded).toBeGreaterThanOrEqual(300);
    expect(await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date())).toBe(0);
  });

  it("has models for every listed pipeline and every filterable library", async () => {
    const stats = await catalogueStats(test.database);
    const pipelines = Object.entries(PIPELINE_DATA)
      .filter(([, pipeline]) => !("hideInModels" in pipeline && pipeline.hideInModels))
      .map(([id]) => id);
    expect(pipelines.filter((id) => !stats.pipelineCounts[id])).toEqual([]);
    const libraries = Object.entries(
      MODEL_LIBRARIES_UI_ELEMENTS as Record<string, { filter?: boolean }>,
    )
      .filter(([, library]) => library.filter)
      .map(([id]) => id);
    expect(libraries.filter((id) => !stats.libraryCounts[id])).toEqual([]);
  });

  it("contains every model the task catalogue suggests", async () => {
    const suggested = Object.values(TASKS_DATA).flatMap((task) => [
      ...task.models.map((model) => model.id),
      ...task.widgetModels,
    ]);
    const rows = await test.database.db.selectFrom("models").select("id").execute();
    const stored = new Set(rows.map((row) => row.id));
    expect(suggested.filter((id) => id !== "" && !stored.has(id))).toEqual([]);
  });
});
