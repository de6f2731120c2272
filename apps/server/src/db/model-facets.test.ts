import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { storeModels } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { modelFacets, type FacetFilters } from "./model-facets.js";
import { deleteModel } from "./writes/model-writes.js";

const none: FacetFilters = { tags: [] };

/** The sample models' own counts of one field, computed here the plain way to compare against. */
function expected(pick: (model: (typeof SAMPLE_MODELS)[number]) => string[]) {
  const counts = new Map<string, number>();
  for (const model of SAMPLE_MODELS) {
    for (const value of pick(model)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
}

const asRecord = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map((entry) => [entry.value, entry.count]));

describe.each(DATABASE_ENGINES)("model facets on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(test.database, SAMPLE_MODELS);
  });
  afterAll(() => test.dispose());

  it("counts every facet over every model, exactly, when nothing is filtered", async () => {
    const answer = await modelFacets(test.database, none);
    expect(answer.total).toEqual({ count: SAMPLE_MODELS.length, exact: true });
    const { facets } = answer;
    expect(asRecord(facets.pipeline_tag.values)).toEqual(expected((model) => [model.pipeline_tag]));
    expect(asRecord(facets.library.values)).toEqual(
      expected((model) => (model.library_name === undefined ? [] : [model.library_name])),
    );
    expect(asRecord(facets.license.values)).toEqual(
      expected((model) => model.tags.filter((tag) => tag.startsWith("license:"))),
    );
    expect(asRecord(facets.language.values)).toEqual({ en: 4 });
    // Only live mappings count: hf-inference is "staging" for Llama 3.1.
    expect(facets.inference_provider.values).toEqual([{ value: "together", count: 1 }]);
    expect(Object.values(facets).every((facet) => facet.exact)).toBe(true);
    // Largest first.
    expect(facets.pipeline_tag.values[0]).toEqual({ value: "text-generation", count: 3 });
  });

  it("counts a facet under the other filters but not its own", async () => {
    const answer = await modelFacets(test.database, { pipelineTag: "text-generation", tags: [] });
    expect(answer.total).toEqual({ count: 3, exact: true });
    // Other tasks keep their counts, so the sidebar shows what choosing them would give.
    expect(asRecord(answer.facets.pipeline_tag.values)["fill-mask"]).toBe(1);
    expect(asRecord(answer.facets.library.values)).toEqual({ transformers: 2 });
    expect(asRecord(answer.facets.license.values)).toEqual({ "license:llama3.1": 1 });

    const licensed = await modelFacets(test.database, {
      search: "bert",
      tags: ["license:apache-2.0"],
    });
    expect(licensed.total.count).toBe(2);
    // Licence counts ignore the licence filter but keep the search.
    expect(asRecord(licensed.facets.license.values)).toEqual({ "license:apache-2.0": 2 });
    expect(asRecord(licensed.facets.pipeline_tag.values)).toEqual({
      "fill-mask": 1,
      "text-classification": 1,
    });
    const served = await modelFacets(test.database, { inferenceProviders: ["together"], tags: [] });
    expect(served.total.count).toBe(1);
    expect(asRecord(served.facets.language.values)).toEqual({ en: 1 });
  });

  it("reads at most sampleSize rows per filtered count and says the counts are lower bounds", async () => {
    const answer = await modelFacets(
      test.database,
      { pipelineTag: "text-generation", tags: [] },
      { sampleSize: 2 },
    );
    expect(answer.sampleSize).toBe(2);
    expect(answer.total).toEqual({ count: 2, exact: false });
    expect(answer.facets.library.exact).toBe(false);
    // The task facet ignores the task filter, so it is the exact unfiltered count.
    expect(answer.facets.pipeline_tag.exact).toBe(true);
    const counted = answer.facets.library.values.reduce((sum, entry) => sum + entry.count, 0);
    expect(counted).toBeLessThanOrEqual(2);
  });

  it("answers from the cache, serves it stale while recounting, and forgets it on a write here", async () => {
    const other = await test.openAnother();
    // Later than any cache entry the other tests left (they ran at the real time).
    const start = Date.now() + 3_600_000;
    const before = await modelFacets(test.database, none, { now: start });
    // A write by another process is not seen while the counts are fresh…
    await deleteModel(other, "gpt2");
    expect((await modelFacets(test.database, none, { now: start + 1000 })).total).toEqual(
      before.total,
    );
    // …once stale, the old counts answer at once while one recount runs…
    const stale = await modelFacets(test.database, none, { now: start + 60_000 });
    expect(stale.total).toEqual(before.total);
    // …and a later request gets the recount, once it has finished.
    await vi.waitFor(async () => {
      const fresh = await modelFacets(test.database, none, { now: start + 61_000 });
      expect(fresh.total.count).toBe(before.total.count - 1);
    });
    // A write through this process drops the cache at once.
    await storeModels(test.database, SAMPLE_MODELS);
    expect((await modelFacets(test.database, none, { now: start + 62_000 })).total.count).toBe(
      SAMPLE_MODELS.length,
    );
  });
});
