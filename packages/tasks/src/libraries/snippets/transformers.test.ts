import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

const snippets = (model: ModelData) =>
  MODEL_LIBRARIES_UI_ELEMENTS.transformers.snippets?.(model) ?? [];

// Descriptors modelled on the Hub's /api/models/{id} bodies for these models.
const sentimentModel: ModelData = {
  id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  library_name: "transformers",
  pipeline_tag: "text-classification",
  tags: ["transformers", "pytorch", "safetensors", "distilbert", "text-classification", "en"],
  config: { architectures: ["DistilBertForSequenceClassification"], model_type: "distilbert" },
  transformersInfo: {
    auto_model: "AutoModelForSequenceClassification",
    pipeline_tag: "text-classification",
    processor: "AutoTokenizer",
  },
};

const gatedChatModel: ModelData = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  gated: "manual",
  library_name: "transformers",
  pipeline_tag: "text-generation",
  tags: ["transformers", "safetensors", "llama", "text-generation", "conversational", "en"],
  config: {
    architectures: ["LlamaForCausalLM"],
    model_type: "llama",
    tokenizer_config: {
      bos_token: "<|begin_of_text|>",
      chat_template: "{{- bos_token }}",
      eos_token: "<|eot_id|>",
    },
  },
  cardData: { license: "llama3.1", base_model: "meta-llama/Meta-Llama-3.1-8B" },
  transformersInfo: {
    auto_model: "AutoModelForCausalLM",
    pipeline_tag: "text-generation",
    processor: "AutoTokenizer",
  },
};

const noTaskModel: ModelData = {
  id: "dandelin/vilt-b32-finetuned-vqa",
  library_name: "transformers",
  tags: ["transformers", "pytorch", "vilt"],
  config: { architectures: ["ViltForQuestionAnswering"], model_type: "vilt" },
  transformersInfo: { auto_model: "ViltForQuestionAnswering", processor: "AutoProcessor" },
};

const remoteCodeModel: ModelData = {
  id: "microsoft/Phi-3-mini-4k-instruct",
  library_name: "transformers",
  pipeline_tag: "text-generation",
  tags: ["transformers", "safetensors", "phi3", "text-generation", "custom_code"],
  config: { architectures: ["Phi3ForCausalLM"], model_type: "phi3" },
  transformersInfo: {
    auto_model: "AutoModelForCausalLM",
    custom_class: "Phi3ForCausalLM",
    pipeline_tag: "text-generation",
    processor: "AutoTokenizer",
  },
};

describe("transformers snippets", () => {
  it("use the task's pipeline, then the auto classes, when the model has a pipeline task", () => {
    expect(snippets(sentimentModel)).toEqual([
      `# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-classification", model="distilbert/distilbert-base-uncased-finetuned-sst-2-english")
pipe("I love this new phone, the battery lasts for days.")`,
      `# Load model directly
from transformers import AutoTokenizer, AutoModelForSequenceClassification

tokenizer = AutoTokenizer.from_pretrained("distilbert/distilbert-base-uncased-finetuned-sst-2-english")
model = AutoModelForSequenceClassification.from_pretrained("distilbert/distilbert-base-uncased-finetuned-sst-2-english")`,
    ]);
  });

  it("use only the auto classes when the model has no pipeline task", () => {
    expect(snippets(noTaskModel)).toEqual([
      `# Load model directly
from transformers import AutoProcessor, ViltForQuestionAnswering

processor = AutoProcessor.from_pretrained("dandelin/vilt-b32-finetuned-vqa")
model = ViltForQuestionAnswering.from_pretrained("dandelin/vilt-b32-finetuned-vqa")`,
    ]);
  });

  it("trust remote code when the model ships its own classes", () => {
    expect(snippets(remoteCodeModel)).toEqual([
      `# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-generation", model="microsoft/Phi-3-mini-4k-instruct", trust_remote_code=True)
pipe("Once upon a time,")`,
      `# Load model directly
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct", trust_remote_code=True)
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct", trust_remote_code=True)`,
    ]);
  });

  it("tell users of gated models to log in, and show chat models a messages example", () => {
    expect(snippets(gatedChatModel)).toEqual([
      `# This model is gated: accept its conditions on https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct
# and log in first (\`hf auth login\`, or \`huggingface-cli login\` on older versions).
# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-generation", model="meta-llama/Llama-3.1-8B-Instruct")
messages = [
    {"role": "user", "content": "Who are you?"},
]
pipe(messages)`,
      `# Load model directly
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")

messages = [
    {"role": "user", "content": "Who are you?"},
]
inputs = tokenizer.apply_chat_template(
    messages,
    add_generation_prompt=True,
    tokenize=True,
    return_dict=True,
    return_tensors="pt",
).to(model.device)

outputs = model.generate(**inputs, max_new_tokens=40)
print(tokenizer.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`,
    ]);
  });

  it("map Hub tasks without a pipeline of their own to the closest pipeline", () => {
    const [first] = snippets({
      ...sentimentModel,
      id: "BAAI/bge-small-en-v1.5",
      pipeline_tag: "sentence-similarity",
    });
    expect(first).toContain(`pipeline("feature-extraction", model="BAAI/bge-small-en-v1.5")`);
  });

  it("fill the model's own mask token into fill-mask examples", () => {
    const [first] = snippets({
      id: "google-bert/bert-base-uncased",
      tags: [],
      pipeline_tag: "fill-mask",
      mask_token: "[MASK]",
    });
    expect(first).toContain(`pipe("Paris is the [MASK] of France.")`);
  });

  it("use the model card's widget text as the example input", () => {
    const [first] = snippets({
      id: "dbmdz/bert-large-cased-finetuned-conll03-english",
      tags: [],
      pipeline_tag: "token-classification",
      widgetData: [{ text: "My name is Wolfgang and I live in Berlin" }],
    });
    expect(first?.endsWith(`pipe("My name is Wolfgang and I live in Berlin")`)).toBe(true);
  });

  it("say which package a quantized checkpoint needs", () => {
    const [, autoClasses] = snippets({
      id: "unsloth/Llama-3.2-1B-Instruct-bnb-4bit",
      library_name: "transformers",
      pipeline_tag: "text-generation",
      tags: ["transformers", "safetensors", "llama", "text-generation", "4-bit", "bitsandbytes"],
      config: {
        architectures: ["LlamaForCausalLM"],
        model_type: "llama",
        quantization_config: { quant_method: "bitsandbytes", bits: 4 },
      },
      transformersInfo: {
        auto_model: "AutoModelForCausalLM",
        pipeline_tag: "text-generation",
        processor: "AutoTokenizer",
      },
    });
    expect(autoClasses).toContain(
      "# Load model directly\n# The weights are quantized with bitsandbytes: pip install bitsandbytes\n",
    );
  });

  it("ignore class names that are not Python identifiers", () => {
    const [snippet] = snippets({
      id: "org/odd",
      tags: [],
      transformersInfo: { auto_model: "AutoModel; import os", processor: "Auto Tokenizer" },
    });
    expect(snippet).toBe(
      `# Load model directly\nfrom transformers import AutoModel\n\nmodel = AutoModel.from_pretrained("org/odd")`,
    );
  });

  it("fall back to AutoModel when the Hub reports no transformers information", () => {
    expect(snippets({ id: "org/unknown", tags: ["transformers"] })).toEqual([
      `# Load model directly
from transformers import AutoModel

model = AutoModel.from_pretrained("org/unknown")`,
    ]);
  });
});
