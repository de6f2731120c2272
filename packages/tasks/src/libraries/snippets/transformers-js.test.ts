import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

const snippets = (model: ModelData) =>
  MODEL_LIBRARIES_UI_ELEMENTS["transformers.js"].snippets?.(model) ?? [];

describe("Transformers.js snippets", () => {
  it("run the task's pipeline on an example input", () => {
    expect(
      snippets({
        id: "Xenova/distilbert-base-uncased-finetuned-sst-2-english",
        library_name: "transformers.js",
        pipeline_tag: "text-classification",
        tags: ["transformers.js", "onnx", "distilbert", "text-classification"],
      }),
    ).toEqual([
      `// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-classification", "Xenova/distilbert-base-uncased-finetuned-sst-2-english");
const output = await pipe("I love this new phone, the battery lasts for days.");
console.log(output);`,
    ]);
  });

  it("send chat models a messages array", () => {
    expect(
      snippets({
        id: "onnx-community/Qwen2.5-0.5B-Instruct",
        pipeline_tag: "text-generation",
        tags: ["transformers.js", "onnx", "qwen2", "text-generation", "conversational"],
      }),
    ).toEqual([
      `// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-generation", "onnx-community/Qwen2.5-0.5B-Instruct");
const messages = [
  { role: "user", content: "Who are you?" },
];
const output = await pipe(messages, { max_new_tokens: 128 });
console.log(output[0].generated_text.at(-1).content);`,
    ]);
  });

  it("load with AutoModel when the task has no pipeline", () => {
    expect(snippets({ id: "Xenova/some-model", tags: ["transformers.js"] })[0]).toContain(
      `const model = await AutoModel.from_pretrained("Xenova/some-model");`,
    );
  });

  it("use JavaScript comments for the gated note", () => {
    const [snippet] = snippets({
      id: "org/gated",
      gated: "auto",
      pipeline_tag: "fill-mask",
      tags: [],
    });
    expect(
      snippet?.startsWith(
        "// This model is gated: accept its conditions on https://huggingface.co/org/gated\n//",
      ),
    ).toBe(true);
  });
});
