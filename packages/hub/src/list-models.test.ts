import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listModels, listModelsPage } from "./list-models.js";
import { startFakeHub } from "@modeldeck/test-support/fake-hub";
import type { FakeUpstream } from "@modeldeck/test-support/loopback-server";

const entry = (index: number) => ({
  _id: index.toString(16).padStart(24, "0"),
  id: `org/model-${index}`,
  modelId: `org/model-${index}`,
  likes: index,
  downloads: 100 - index,
  trendingScore: 0,
  private: false,
  tags: ["transformers"],
  pipeline_tag: "text-classification",
  createdAt: "2024-01-01T00:00:00.000Z",
});

describe("listModels", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    // Five models served two per page, the next page named in a Link header as the Hub does.
    hub = await startFakeHub((url, base) => {
      const parameters = new URL(url, base).searchParams;
      const start = Number(parameters.get("cursor") ?? 0);
      const size = Math.min(Number(parameters.get("limit") ?? 2), 2);
      const models = [0, 1, 2, 3, 4].slice(start, start + size).map(entry);
      const next = new URL(url, base);
      next.searchParams.set("cursor", String(start + size));
      const headers: Record<string, string> = {};
      if (start + size < 5) headers.link = `<${next.href}>; rel="next"`;
      return { headers, body: models };
    });
  });
  afterAll(() => hub.close());

  it("sends the Hub's parameter names", async () => {
    await listModelsPage(
      {
        search: "bert",
        author: "org",
        pipelineTag: "fill-mask",
        library: "transformers",
        tags: ["en", "onnx"],
        numParameters: "min:0,max:1B",
        sort: "likes",
        direction: 1,
        pageSize: 2,
        full: true,
        expand: ["tags"],
      },
      { hubUrl: hub.url },
    );
    const sent = new URL(hub.requests.at(-1)?.url ?? "", hub.url);
    expect(sent.pathname).toBe("/api/models");
    expect([...sent.searchParams]).toEqual([
      ["search", "bert"],
      ["author", "org"],
      ["pipeline_tag", "fill-mask"],
      ["library", "transformers"],
      ["filter", "en"],
      ["filter", "onnx"],
      ["num_parameters", "min:0,max:1B"],
      ["sort", "likes"],
      ["direction", "1"],
      ["limit", "2"],
      ["full", "true"],
      ["expand[]", "tags"],
    ]);
  });

  it("follows Link headers to the end, or stops at the limit", async () => {
    const all = [];
    for await (const model of listModels({}, { hubUrl: hub.url })) all.push(model.id);
    expect(all).toEqual([
      "org/model-0",
      "org/model-1",
      "org/model-2",
      "org/model-3",
      "org/model-4",
    ]);
    const some = [];
    for await (const model of listModels({}, { hubUrl: hub.url, limit: 3 })) some.push(model.id);
    expect(some).toHaveLength(3);
  });

  it("uses an injected fetch and sends the token only to the hub", async () => {
    const seen: string[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push(new Headers(init?.headers).get("authorization") ?? "none");
      return fetch(input, init);
    };
    const page = await listModelsPage(
      {},
      { hubUrl: hub.url, fetch: recording, accessToken: "hf_secret" },
    );
    expect(page.models).toHaveLength(2);
    expect(page.nextUrl).toContain("cursor=2");
    expect(seen).toEqual(["Bearer hf_secret"]);
  });

  it("passes an abort on, as the abort and not as an unreachable hub", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await listModelsPage(
      { search: "bert" },
      { hubUrl: hub.url, signal: controller.signal },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "AbortError" });
  });

  it("reads a relative next link against the page it came from", async () => {
    const relative: typeof fetch = async () =>
      new Response("[]", { headers: { link: '</api/models?cursor=9>; rel="next"' } });
    const page = await listModelsPage({}, { hubUrl: "https://huggingface.co", fetch: relative });
    expect(page.nextUrl).toBe("https://huggingface.co/api/models?cursor=9");
  });
});
