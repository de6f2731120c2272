import { describe, expect, it } from "vitest";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";
import { REMOVED_PIPELINE_TASKS } from "./transformers-recipes.js";

const snippets = (id: string) =>
  MODEL_LIBRARIES_UI_ELEMENTS.transformers.snippets?.(corpusModel(id)) ?? [];

// transformers 5 answers `pipeline("summarization")` and the other removed tasks with
// "Unknown task", so no snippet may name them.
const removedPipelineCall = new RegExp(`pipeline\\("(${[...REMOVED_PIPELINE_TASKS].join("|")})"`);

describe("transformers snippets for tasks whose pipeline transformers 5 removed", () => {
  it.each([
    "sshleifer/distilbart-cnn-12-6",
    "facebook/mbart-large-50-many-to-many-mmt",
    "facebook/nllb-200-distilled-600M",
    "facebook/m2m100_418M",
    "deepset/roberta-base-squad2",
    "Salesforce/blip-image-captioning-base",
    "dandelin/vilt-b32-finetuned-vqa",
    "caidas/swin2SR-classical-sr-x2-64",
    "google/flan-t5-large",
  ])("%s: no removed pipeline, and one line naming the release", (id) => {
    const all = snippets(id);
    expect(all.length).toBeGreaterThan(0);
    for (const snippet of all) {
      expect(snippet).not.toMatch(removedPipelineCall);
      expect(snippet).toMatch(/^# Written for transformers 5\.x/);
    }
  });

  it("summarize with the seq2seq auto class and generate", () => {
    expect(snippets("sshleifer/distilbart-cnn-12-6")).toEqual([
      `# Written for transformers 5.x, which has no summarization pipeline: tokenize, generate, decode
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM

tokenizer = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")

inputs = tokenizer("The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris.", return_tensors="pt")
outputs = model.generate(**inputs, max_new_tokens=60)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))`,
    ]);
  });

  it("give NLLB its language codes and force the target language token", () => {
    const [snippet] = snippets("facebook/nllb-200-distilled-600M");
    expect(snippet).toContain(
      `tokenizer = AutoTokenizer.from_pretrained("facebook/nllb-200-distilled-600M", src_lang="eng_Latn", tgt_lang="fra_Latn")`,
    );
    expect(snippet).toContain(
      `outputs = model.generate(**inputs, forced_bos_token_id=tokenizer.convert_tokens_to_ids("fra_Latn"), max_new_tokens=60)`,
    );
  });

  it("give mBART-50 and M2M100 their own language code spellings", () => {
    const [mbart] = snippets("facebook/mbart-large-50-many-to-many-mmt");
    expect(mbart).toContain(`src_lang="en_XX", tgt_lang="fr_XX"`);
    expect(mbart).toContain(`tokenizer.convert_tokens_to_ids("fr_XX")`);
    const [m2m] = snippets("facebook/m2m100_418M");
    expect(m2m).toContain(`src_lang="en", tgt_lang="fr"`);
    expect(m2m).toContain(`tokenizer.convert_tokens_to_ids("__fr__")`);
  });

  it("answer extractive questions from the start and end logits", () => {
    const [snippet] = snippets("deepset/roberta-base-squad2");
    expect(snippet).toContain(
      "from transformers import AutoTokenizer, AutoModelForQuestionAnswering",
    );
    expect(snippet).toContain("start = int(outputs.start_logits.argmax())");
  });

  it("caption images with generate, classify VQA answers, and read the restored image", () => {
    expect(snippets("Salesforce/blip-image-captioning-base")[0]).toContain(
      "outputs = model.generate(**inputs, max_new_tokens=30)",
    );
    const [vqa] = snippets("dandelin/vilt-b32-finetuned-vqa");
    expect(vqa).toContain("AutoModelForVisualQuestionAnswering.from_pretrained");
    expect(vqa).toContain("print(model.config.id2label[int(logits.argmax(-1))])");
    expect(snippets("caidas/swin2SR-classical-sr-x2-64")[0]).toContain(
      "pixels = outputs.reconstruction.squeeze(0)",
    );
  });

  it("load encoder-decoder models the Hub files under text-generation with the seq2seq class", () => {
    const [snippet] = snippets("google/flan-t5-large");
    expect(snippet).toContain(
      'model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")',
    );
    expect(snippet).not.toContain('pipeline("text-generation"');
  });
});

describe("transformers snippets for GGUF repositories", () => {
  it("load a real file of the repository with gguf_file=", () => {
    expect(snippets("TheBloke/Mistral-7B-Instruct-v0.2-GGUF")).toEqual([
      `# Written for transformers 5.x, which dequantizes the GGUF file to full precision when loading
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained("TheBloke/Mistral-7B-Instruct-v0.2-GGUF", gguf_file="mistral-7b-instruct-v0.2.Q2_K.gguf")
model = AutoModelForCausalLM.from_pretrained("TheBloke/Mistral-7B-Instruct-v0.2-GGUF", gguf_file="mistral-7b-instruct-v0.2.Q2_K.gguf")`,
    ]);
  });

  it("prefer the Q4_K_M file and never hand transformers a shard of a split file", () => {
    const [snippet] = snippets("unsloth/Qwen3-30B-A3B-GGUF");
    expect(snippet).toContain(`gguf_file="Qwen3-30B-A3B-Q4_K_M.gguf"`);
    const onlySplit = {
      ...corpusModel("unsloth/Qwen3-30B-A3B-GGUF"),
      siblings: [
        { rfilename: "BF16/Qwen3-30B-A3B-BF16-00001-of-00002.gguf" },
        { rfilename: "BF16/Qwen3-30B-A3B-BF16-00002-of-00002.gguf" },
      ],
    };
    expect(MODEL_LIBRARIES_UI_ELEMENTS.transformers.snippets?.(onlySplit)).toEqual([]);
  });

  it("give no transformers snippet when the descriptor lists no file to load", () => {
    const { siblings: _files, ...unlisted } = corpusModel("TheBloke/Mistral-7B-Instruct-v0.2-GGUF");
    expect(MODEL_LIBRARIES_UI_ELEMENTS.transformers.snippets?.(unlisted)).toEqual([]);
  });
});
