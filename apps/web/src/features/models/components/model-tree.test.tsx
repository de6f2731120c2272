import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import { baseModels } from "../api/model-tree";
import { ModelTree } from "./model-tree";

// Tags as the Hub writes them on meta-llama/Llama-3.1-8B-Instruct (recorded model info).
const INSTRUCT = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  tags: [
    "transformers",
    "safetensors",
    "llama",
    "text-generation",
    "conversational",
    "base_model:meta-llama/Llama-3.1-8B",
    "base_model:finetune:meta-llama/Llama-3.1-8B",
    "license:llama3.1",
    "region:us",
  ],
};
const entry = (id: string, downloads: number) => ({
  _id: "66a0e5b5b4d3c8e1f0a1b2c3",
  id,
  likes: 10,
  downloads,
  tags: ["gguf", "text-generation"],
  pipeline_tag: "text-generation",
  createdAt: "2024-07-23T15:00:00.000Z",
});
// The six most downloaded quantizations the list answers, with a `Link` to more.
const QUANTIZED = [
  "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF",
  "lmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF",
  "hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4",
  "hugging-quants/Meta-Llama-3.1-8B-Instruct-GPTQ-INT4",
  "QuantFactory/Meta-Llama-3.1-8B-Instruct-GGUF",
  "unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit",
].map((id, index) => entry(id, 900_000 - index * 1000));

describe("baseModels", () => {
  it("takes the relation from the base_model:{relation}: tag and lists each base once", () => {
    expect(baseModels(INSTRUCT)).toEqual([{ id: "meta-llama/Llama-3.1-8B", relation: "finetune" }]);
  });

  it("falls back to the card's base_model and base_model_relation", () => {
    expect(
      baseModels({
        id: "HuggingFaceH4/zephyr-7b-beta",
        tags: [],
        cardData: { base_model: "mistralai/Mistral-7B-v0.1", base_model_relation: "finetune" },
      }),
    ).toEqual([{ id: "mistralai/Mistral-7B-v0.1", relation: "finetune" }]);
  });
});

describe("ModelTree", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models": (request, response) => {
        const filter = new URL(request.url, "http://localhost").searchParams.get("filter");
        if (filter === `base_model:quantized:${INSTRUCT.id}`) {
          const next = `https://huggingface.co/api/models?filter=${encodeURIComponent(filter)}&cursor=eyIkIjoxMDB9`;
          return sendJson(response, QUANTIZED, 200, { link: `<${next}>; rel="next"` });
        }
        if (filter === `base_model:adapter:${INSTRUCT.id}`) {
          return sendJson(response, [
            entry("grimjim/Llama-3.1-8B-Instruct-abliterated_via_adapter", 2000),
          ]);
        }
        sendJson(response, []);
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("links the base model and counts and links the derived models of each kind", async () => {
    visit(`/${INSTRUCT.id}`);
    renderWithApi(<ModelTree model={INSTRUCT} />, server.url);
    const tree = within(screen.getByRole("region", { name: "Model tree" }));
    expect(tree.getByRole("link", { name: "meta-llama/Llama-3.1-8B" }).getAttribute("href")).toBe(
      "/meta-llama/Llama-3.1-8B",
    );
    expect(tree.getByText(/fine-tuned from/)).toBeTruthy();
    const quantizations = await tree.findByRole("heading", { name: "Quantizations 6+" });
    expect(quantizations).toBeTruthy();
    const list = tree.getByRole("list", { name: "Quantizations 6+" });
    // The five most downloaded are named; the rest are one link away, in the browser's filter.
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(QUANTIZED.slice(0, 5).map((model) => model.id));
    expect(tree.getByRole("link", { name: "All 6+ quantizations" }).getAttribute("href")).toBe(
      `/models?tag=${encodeURIComponent(`base_model:quantized:${INSTRUCT.id}`)}`,
    );
    expect(tree.getByRole("heading", { name: "Adapters 1" })).toBeTruthy();
    expect(tree.queryByRole("heading", { name: /Fine-tunes|Merges/ })).toBeNull();
    const filters = server.requests
      .filter((request) => request.url.startsWith("/api/models?"))
      .map((request) => new URL(request.url, "http://localhost").searchParams.get("filter"));
    expect(filters.sort()).toEqual(
      ["adapter", "finetune", "merge", "quantized"].map(
        (relation) => `base_model:${relation}:${INSTRUCT.id}`,
      ),
    );
  });

  it("says so when nothing in this hub derives from the model", async () => {
    visit("/openai-community/gpt2");
    renderWithApi(
      <ModelTree model={{ id: "openai-community/gpt2", tags: ["transformers", "gpt2"] }} />,
      server.url,
    );
    expect(
      await screen.findByText(/No fine-tunes, adapters, quantizations or merges/),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Base model/ })).toBeNull();
  });
});
