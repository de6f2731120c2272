import { describe, expect, it } from "vitest";
import { inputFromWidget } from "./try-input";
import { compareQuery, readCompareQuery, type CompareSetup } from "./compare-setup";

const EMPTY = inputFromWidget(undefined);

describe("compare permalinks", () => {
  it("round-trips a chat comparison's setup through the query string", () => {
    const setup: CompareSetup = {
      task: "text-generation",
      chat: true,
      columns: [
        { model: "meta-llama/Llama-3.1-8B-Instruct", provider: "hf-inference" },
        { model: "meta-llama/Llama-3.1-8B-Instruct", provider: "fireworks-ai" },
        { model: "HuggingFaceH4/zephyr-7b-beta", provider: "hf-inference" },
      ],
      input: {
        ...EMPTY,
        text: "Why is the sky blue? Answer & explain.",
        systemPrompt: "Be brief.",
        temperature: 0.2,
        maxTokens: 128,
        seed: "7",
      },
    };
    const query = compareQuery(setup);
    expect(new URLSearchParams(query).getAll("provider")).toEqual([
      "hf-inference",
      "fireworks-ai",
      "hf-inference",
    ]);
    const read = readCompareQuery(`?${query}`, EMPTY);
    expect(read).toEqual(setup);
  });

  it("names a stored file by its hash and ignores anything that is not one", () => {
    const hash = "596aa1e7cb875eb79f437e310381d26b338a81c2da23439704a73c4651e8c4bb";
    const setup = readCompareQuery(
      `?task=object-detection&model=facebook%2Fdetr-resnet-50&provider=hf-inference&blob=${hash}&type=image%2Fpng`,
      EMPTY,
    );
    expect(setup?.file).toEqual({ blob: hash, contentType: "image/png" });
    const forged = readCompareQuery(
      "?task=object-detection&model=facebook%2Fdetr-resnet-50&blob=..%2Fapi%2Fruns&type=image%2Fpng&example=https%3A%2F%2Fevil.example%2Fx.png",
      EMPTY,
    );
    expect(forged?.file).toBeUndefined();
    expect(forged?.exampleFile).toBeUndefined();
    expect(
      readCompareQuery("?task=image-classification&example=%2Fmedia%2Fcat-chelsea.png", EMPTY)
        ?.exampleFile,
    ).toBe("/media/cat-chelsea.png");
  });

  // Issue 27 §2: a shared link must never make the victim's browser rebuild a file as a page.
  it("follows a stored file only with an allow-listed media type, never a page's", () => {
    const hash = "596aa1e7cb875eb79f437e310381d26b338a81c2da23439704a73c4651e8c4bb";
    const link = (type: string) =>
      readCompareQuery(
        `?task=image-classification&model=google%2Fvit-base-patch16-224&blob=${hash}&type=${encodeURIComponent(type)}`,
        EMPTY,
      )?.file;
    for (const type of ["text/html", "image/svg+xml", "application/xhtml+xml", "text/plain", ""]) {
      expect(link(type)).toBeUndefined();
    }
    expect(link("Audio/WebM; codecs=opus")).toEqual({ blob: hash, contentType: "audio/webm" });
  });

  it("keeps at most four columns and reads no setup without a task", () => {
    const models = [
      "google-bert/bert-base-uncased",
      "FacebookAI/roberta-base",
      "distilbert/distilbert-base-uncased",
      "FacebookAI/xlm-roberta-base",
      "answerdotai/ModernBERT-base",
    ]
      .map((id) => `model=${encodeURIComponent(id)}&provider=`)
      .join("&");
    expect(readCompareQuery(`?task=fill-mask&${models}`, EMPTY)?.columns).toHaveLength(4);
    expect(readCompareQuery("?model=openai-community%2Fgpt2", EMPTY)).toBeUndefined();
  });
});
