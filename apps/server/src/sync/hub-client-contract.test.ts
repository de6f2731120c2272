import {
  getStats,
  HubApiError,
  inferenceGatewayInfo,
  listLibraries,
  listModels,
  listModelsPage,
  listModelFiles,
  listTasks,
  modelInfo,
  modelStatus,
  modelProviderMapping,
  modelProviders,
  modelReadme,
  providerMappingList,
} from "@modeldeck/hub";
import { MODEL_LIBRARIES_UI_ELEMENTS, TASKS_DATA } from "@modeldeck/tasks";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findModel } from "../db/model-reads.js";
import { listenOnLoopback, seededServer, storeModels } from "../test-support/seeded-server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { syncModels } from "./sync-models.js";

const BULK = Array.from({ length: 23 }, (_, index) => ({
  id: `bulk/model-${String(index).padStart(2, "0")}`,
  pipeline_tag: "text-classification",
  library_name: "transformers",
  downloads: 1000 + index,
}));

// The project's own hub client, the one the web app and `sync` use, against the real server over
// loopback: every call it offers must read what the server answers.
describe("@modeldeck/hub against the server", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let hubUrl: string;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    app = await seededServer(test.database);
    await storeModels(test.database, BULK);
    hubUrl = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("pages through a listing by the server's Link headers", async () => {
    const ids: string[] = [];
    for await (const model of listModels(
      { author: "bulk", sort: "downloads", pageSize: 5 },
      { hubUrl },
    )) {
      ids.push(model.id);
    }
    expect(ids).toEqual(BULK.map((model) => model.id).reverse());
    const first = await listModelsPage(
      { author: "bulk", sort: "downloads", pageSize: 5 },
      { hubUrl },
    );
    expect(first.nextUrl?.startsWith("http://")).toBe(true);
    const second = await listModelsPage({}, { hubUrl, pageUrl: first.nextUrl });
    expect(second.models.map((model) => model.id)).toEqual(ids.slice(5, 10));
  });

  it("sends filters and sorts under the Hub's parameter names", async () => {
    const page = await listModelsPage(
      { search: "llama", pipelineTag: "text-generation", sort: "likes", pageSize: 10 },
      { hubUrl },
    );
    expect(page.models.map((model) => model.id).sort()).toEqual([
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    expect(page.models[0]).toMatchObject({ pipeline_tag: "text-generation" });
  });

  it("reads a descriptor, its card and its providers in both forms", async () => {
    expect(await modelInfo({ hubUrl, name: "google-bert/bert-base-uncased" })).toMatchObject({
      id: "google-bert/bert-base-uncased",
      pipeline_tag: "fill-mask",
      mask_token: "[MASK]",
    });
    expect(await modelReadme({ hubUrl, name: "google-bert/bert-base-uncased" })).toContain(
      "masked language model",
    );
    const dict = await modelProviderMapping({ hubUrl, name: "meta-llama/Llama-3.1-8B-Instruct" });
    const list = await modelProviders({ hubUrl, name: "meta-llama/Llama-3.1-8B-Instruct" });
    expect(list).toEqual(providerMappingList(dict.inferenceProviderMapping));
    const sample = SAMPLE_MODELS.find((model) => model.id === "meta-llama/Llama-3.1-8B-Instruct");
    expect(list.map((entry) => entry.provider).sort()).toEqual(
      providerMappingList(sample?.inferenceProviderMapping)
        .map((entry) => entry.provider)
        .sort(),
    );
    expect(await modelProviders({ hubUrl, name: "gpt2" })).toEqual([]);
  });

  it("reads the catalogue, the stats and the gateway's providers", async () => {
    const tasks = await listTasks({ hubUrl });
    expect(Object.keys(tasks).sort()).toEqual(Object.keys(TASKS_DATA).sort());
    const libraries = await listLibraries({ hubUrl });
    expect(Object.keys(libraries).sort()).toEqual(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS).sort());
    const stats = await getStats({ hubUrl });
    let listed = 0;
    for await (const _model of listModels({}, { hubUrl })) listed += 1;
    expect(stats.total).toBe(listed);
    const classifiers = [...SAMPLE_MODELS, ...BULK].filter(
      (model) => model.pipeline_tag === "text-classification",
    );
    expect(stats.pipelineCounts["text-classification"]).toBe(classifiers.length);
    expect((await inferenceGatewayInfo({ hubUrl })).configuredProviders).toEqual([]);
  });

  it("reads a model's status, and says so when its files were never read", async () => {
    expect(await modelStatus({ hubUrl, name: "Google-BERT/bert-base-uncased" })).toMatchObject({
      id: "google-bert/bert-base-uncased",
      upstream: null,
      infoReadAt: null,
      filesReadAt: null,
    });
    const files = listModelFiles({ name: "google-bert/bert-base-uncased" }, { hubUrl });
    await expect(files.next()).rejects.toMatchObject({ status: 404 });
  });

  it("throws HubApiError with the server's message for a missing model", async () => {
    const error = await modelInfo({ hubUrl, name: "nobody/nothing" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({ status: 404, url: "/api/models/nobody/nothing" });
  });

  it("lets sync copy one ModelDeck server into another", async () => {
    const copy = await openTestDatabase("sqlite");
    try {
      const summary = await syncModels({ database: copy.database, from: hubUrl });
      expect(summary.skipped).toBe(0);
      expect(summary.stored).toBe((await getStats({ hubUrl })).total);
      const stored = await findModel(copy.database, "google-bert/bert-base-uncased");
      expect(JSON.parse(stored?.data ?? "{}")).toMatchObject({ mask_token: "[MASK]" });
    } finally {
      await copy.dispose();
    }
  });
});
