import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelFacets, tagFacet, type ApiModelFacets } from "./model-facets.js";
import { startFakeHub } from "@modeldeck/test-support/fake-hub";
import type { FakeUpstream } from "@modeldeck/test-support/loopback-server";

const answer: ApiModelFacets = {
  total: { count: 2, exact: true },
  sampleSize: 2000,
  facets: {
    pipeline_tag: { exact: true, values: [{ value: "text-generation", count: 2 }] },
    library: { exact: true, values: [{ value: "transformers", count: 1 }] },
    language: { exact: true, values: [{ value: "en", count: 1 }] },
    license: { exact: true, values: [{ value: "license:llama3.1", count: 1 }] },
    inference_provider: { exact: true, values: [{ value: "together", count: 1 }] },
    num_parameters: { exact: true, values: [{ value: "min:6B,max:9B", count: 2 }] },
  },
};

describe("modelFacets", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeHub((url) =>
      url.startsWith("/api/models-facets") ? { body: answer } : undefined,
    );
  });
  afterAll(() => hub.close());

  it("sends the filters under the list endpoint's parameter names and returns the counts", async () => {
    const facets = await modelFacets(
      {
        search: "llama",
        pipelineTag: "text-generation",
        tags: ["en", "license:llama3.1"],
        inferenceProvider: "together",
        numParameters: "min:6B,max:9B",
      },
      { hubUrl: hub.url },
    );
    expect(facets).toEqual(answer);
    const sent = new URL(hub.requests.at(-1)?.url ?? "", hub.url);
    expect(sent.pathname).toBe("/api/models-facets");
    expect([...sent.searchParams]).toEqual([
      ["search", "llama"],
      ["pipeline_tag", "text-generation"],
      ["filter", "en"],
      ["filter", "license:llama3.1"],
      ["inference_provider", "together"],
      ["num_parameters", "min:6B,max:9B"],
    ]);
  });

  it("asks without a query string when nothing is filtered", async () => {
    await modelFacets({}, { hubUrl: hub.url });
    expect(hub.requests.at(-1)?.url).toBe("/api/models-facets");
  });
});

describe("tagFacet", () => {
  it("sorts licence and language tags from the rest", () => {
    expect(tagFacet("license:apache-2.0")).toBe("license");
    expect(tagFacet("en")).toBe("language");
    expect(tagFacet("multilingual")).toBe("language");
    expect(tagFacet("ro")).toBe("language");
    // TensorFlow's framework tag is two letters but no language.
    expect(tagFacet("tf")).toBeUndefined();
    expect(tagFacet("vit")).toBeUndefined();
    expect(tagFacet("t5")).toBeUndefined();
    expect(tagFacet("gguf")).toBeUndefined();
  });
});
