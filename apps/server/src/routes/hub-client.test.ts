import { listModels, modelInfo } from "@huggingface/hub";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback, seededServer, storeModels } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

// The reference Hub client, unchanged, pointed at this server over loopback.
describe("@huggingface/hub against the server", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let hubUrl: string;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    app = await seededServer(test.database);
    // Enough models that the client has to follow Link headers across its 500-model pages.
    await storeModels(
      test.database,
      Array.from({ length: 1200 }, (_, index) => ({
        id: `bulk/model-${String(index).padStart(4, "0")}`,
        pipeline_tag: "text-classification",
        downloads: index,
      })),
    );
    hubUrl = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("lists models with search and task filters", async () => {
    const found = [];
    for await (const model of listModels({
      hubUrl,
      search: { query: "llama", task: "text-generation" },
    })) {
      found.push(model);
    }
    expect(found.map((model) => model.name).sort()).toEqual([
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    const llama = found.find((model) => model.name === "meta-llama/Llama-3.1-8B-Instruct");
    expect(llama).toMatchObject({
      private: false,
      gated: "manual",
      task: "text-generation",
      downloads: 5000000,
      likes: 4000,
    });
    expect(llama?.updatedAt.toISOString()).toBe("2024-09-25T17:00:57.000Z");
  });

  it("filters by inference provider", async () => {
    const found = [];
    for await (const model of listModels({
      hubUrl,
      search: { inferenceProviders: ["together", "fal-ai"] },
    })) {
      found.push(model.name);
    }
    expect(found).toEqual(["meta-llama/Llama-3.1-8B-Instruct"]);
  });

  it("follows Link pages until the listing ends", async () => {
    let count = 0;
    for await (const model of listModels({
      hubUrl,
      search: { owner: "bulk" },
      sort: "downloads",
    })) {
      expect(model.name).toMatch(/^bulk\//);
      count += 1;
    }
    expect(count).toBe(1200);
  });

  it("stops at the requested limit and reads additional fields", async () => {
    const found = [];
    for await (const model of listModels({
      hubUrl,
      limit: 3,
      sort: "likes",
      additionalFields: ["library_name", "tags", "inferenceProviderMapping"],
    })) {
      found.push(model);
    }
    expect(found).toHaveLength(3);
    expect(found[0]?.name).toBe("meta-llama/Llama-3.1-8B-Instruct");
    expect(found[0]?.library_name).toBe("transformers");
    expect(found[0]?.inferenceProviderMapping).toContainEqual(
      expect.objectContaining({ provider: "together", status: "live", task: "conversational" }),
    );
  });

  it("reads model info, with the provider mapping normalised by the client", async () => {
    const info = await modelInfo({
      hubUrl,
      name: "meta-llama/Llama-3.1-8B-Instruct",
      additionalFields: ["author", "inferenceProviderMapping", "tags"],
    });
    expect(info).toMatchObject({
      name: "meta-llama/Llama-3.1-8B-Instruct",
      author: "meta-llama",
      gated: "manual",
    });
    expect(info.inferenceProviderMapping).toContainEqual(
      expect.objectContaining({
        provider: "hf-inference",
        providerId: "meta-llama/Llama-3.1-8B-Instruct",
        status: "staging",
      }),
    );
    const single = await modelInfo({ hubUrl, name: "gpt2" });
    expect(single.name).toBe("gpt2");
  });

  it("surfaces a 404 as the client's API error", async () => {
    await expect(modelInfo({ hubUrl, name: "nobody/nothing" })).rejects.toThrow(/not found/);
  });
});
