import type { ModelData } from "../../model-data.js";
import { cloneAndRunSnippet, pythonDownloadSnippet } from "../internal/download-snippet.js";
import { baseModelId, needsRemoteCode } from "../internal/model-files.js";
import { pythonString as q } from "../../quoting.js";

/** The transformers auto class for each PEFT `task_type`. */
const PEFT_AUTO_CLASSES: Record<string, string> = {
  CAUSAL_LM: "AutoModelForCausalLM",
  SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
  SEQ_CLS: "AutoModelForSequenceClassification",
  TOKEN_CLS: "AutoModelForTokenClassification",
  QUESTION_ANS: "AutoModelForQuestionAnswering",
  FEATURE_EXTRACTION: "AutoModel",
};

/**
 * PEFT: load the base model with its transformers auto class, then the adapter on top. When
 * the adapter does not name its base model, `AutoPeftModel` reads it from the adapter config.
 *
 * @example
 * ```ts
 * peftSnippets({ id: "me/llama-lora", tags: [], config: { peft: { base_model_name_or_path: "meta-llama/Llama-3.1-8B", task_type: "CAUSAL_LM" } } });
 * ```
 */
export function peftSnippets(model: ModelData): string[] {
  const taskType = model.config?.peft?.task_type ?? "CAUSAL_LM";
  const autoClass = PEFT_AUTO_CLASSES[taskType] ?? "AutoModelForCausalLM";
  const base = baseModelId(model);
  if (!base) {
    const peftClass =
      autoClass === "AutoModel" ? "AutoPeftModel" : autoClass.replace("AutoModel", "AutoPeftModel");
    return [
      [
        `from peft import ${peftClass}`,
        "",
        `model = ${peftClass}.from_pretrained(${q(model.id)})`,
      ].join("\n"),
    ];
  }
  return [
    [
      "from peft import PeftModel",
      `from transformers import AutoTokenizer, ${autoClass}`,
      "",
      `base_model = ${autoClass}.from_pretrained(${q(base)})`,
      `tokenizer = AutoTokenizer.from_pretrained(${q(base)})`,
      `model = PeftModel.from_pretrained(base_model, ${q(model.id)})`,
    ].join("\n"),
  ];
}

/**
 * Adapters (formerly adapter-transformers): load the base model, then the adapter and make it
 * active.
 *
 * @example
 * ```ts
 * adapterTransformersSnippets({ id: "AdapterHub/roberta-base-pf-imdb", tags: [], config: { adapter_transformers: { model_name: "roberta-base" } } });
 * ```
 */
export function adapterTransformersSnippets(model: ModelData): string[] {
  const base =
    model.config?.adapter_transformers?.model_name ??
    baseModelId(model) ??
    "FacebookAI/roberta-base";
  return [
    [
      "from adapters import AutoAdapterModel",
      "",
      `model = AutoAdapterModel.from_pretrained(${q(base)})`,
      `adapter_name = model.load_adapter(${q(model.id)}, set_active=True)`,
    ].join("\n"),
  ];
}

/**
 * Sentence Transformers: embeddings and their similarity matrix for bi-encoders, scores for
 * query–passage pairs for rerankers (`text-ranking`), sparse vectors for sparse encoders.
 *
 * @example
 * ```ts
 * sentenceTransformersSnippets({ id: "sentence-transformers/all-MiniLM-L6-v2", tags: [], pipeline_tag: "sentence-similarity" });
 * ```
 */
export function sentenceTransformersSnippets(model: ModelData): string[] {
  const remote = needsRemoteCode(model) ? ", trust_remote_code=True" : "";
  if (model.pipeline_tag === "text-ranking" || model.tags.includes("cross-encoder")) {
    return [
      [
        "from sentence_transformers import CrossEncoder",
        "",
        `model = CrossEncoder(${q(model.id)}${remote})`,
        "",
        `query = "Which planet is known as the Red Planet?"`,
        "passages = [",
        `    "Venus is often called Earth's twin because of its similar size.",`,
        `    "Mars, known for its reddish appearance, is often called the Red Planet.",`,
        `    "Saturn is famous for its rings.",`,
        "]",
        "scores = model.predict([(query, passage) for passage in passages])",
        "print(scores)",
      ].join("\n"),
    ];
  }
  const encoderClass = model.tags.includes("sparse-encoder")
    ? "SparseEncoder"
    : "SentenceTransformer";
  return [
    [
      `from sentence_transformers import ${encoderClass}`,
      "",
      `model = ${encoderClass}(${q(model.id)}${remote})`,
      "",
      "sentences = [",
      ...exampleSentences(model).map((sentence) => `    ${q(sentence)},`),
      "]",
      "embeddings = model.encode(sentences)",
      "",
      "similarities = model.similarity(embeddings, embeddings)",
      "print(similarities.shape)",
      `# [${exampleSentences(model).length}, ${exampleSentences(model).length}]`,
    ].join("\n"),
  ];
}

/** The sentences to embed: the model card's own similarity widget when it has one. */
function exampleSentences(model: ModelData): string[] {
  const widget = model.widgetData?.[0];
  const fromWidget = [widget?.source_sentence, ...(widget?.sentences ?? [])].filter(
    (sentence): sentence is string => typeof sentence === "string" && sentence !== "",
  );
  if (fromWidget.length >= 2) return fromWidget.slice(0, 4);
  return ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."];
}

/** SetFit: few-shot text classifiers; predict takes a list of texts. */
export const setfitSnippets = (model: ModelData): string[] => [
  `from setfit import SetFitModel

model = SetFitModel.from_pretrained(${q(model.id)})
predictions = model.predict(["I loved the spiderman movie!", "Pineapple on pizza is the worst"])
print(predictions)`,
];

/** Kernels: compute kernels fetched from the Hub and loaded as a Python module. */
export const kernelsSnippets = (model: ModelData): string[] => [
  `# pip install kernels
import torch
from kernels import get_kernel

kernel = get_kernel(${q(model.id)})
x = torch.randn((10, 10), dtype=torch.float16, device="cuda")
print(dir(kernel))  # the functions this kernel exports, e.g. kernel.gelu_fast(out, x)`,
];

/** Granite Library (mellea): LoRA intrinsics loaded on top of their Granite base model. */
export const graniteLibrarySnippets = (model: ModelData): string[] => [
  `from peft import PeftModel
from transformers import AutoModelForCausalLM, AutoTokenizer

base_id = ${q(baseModelId(model) ?? "ibm-granite/granite-3.3-8b-instruct")}
tokenizer = AutoTokenizer.from_pretrained(base_id)
base_model = AutoModelForCausalLM.from_pretrained(base_id)
model = PeftModel.from_pretrained(base_model, ${q(model.id)})`,
];

/** ColPali: late-interaction retrieval over page images. */
export const colpaliSnippets = (model: ModelData): string[] => {
  const family = /colqwen2[._-]?5/i.test(model.id)
    ? "ColQwen2_5"
    : /colqwen/i.test(model.id)
      ? "ColQwen2"
      : "ColPali";
  return [
    `import torch
from PIL import Image
from colpali_engine.models import ${family}, ${family}Processor

model = ${family}.from_pretrained(${q(model.id)}, torch_dtype=torch.bfloat16, device_map="cuda:0").eval()
processor = ${family}Processor.from_pretrained(${q(model.id)})

images = [Image.new("RGB", (128, 128), color="white")]
queries = ["What is the revenue for 2024?"]
batch_images = processor.process_images(images).to(model.device)
batch_queries = processor.process_queries(queries).to(model.device)
with torch.no_grad():
    scores = processor.score_multi_vector(model(**batch_queries), model(**batch_images))
print(scores)`,
  ];
};

/** Lightning IR: bi-encoder and cross-encoder retrieval models with one scoring call. */
export const lightningIrSnippets = (model: ModelData): string[] => {
  const moduleClass =
    model.tags.includes("cross-encoder") || model.pipeline_tag === "text-ranking"
      ? "CrossEncoderModule"
      : "BiEncoderModule";
  return [
    `from lightning_ir import ${moduleClass}

model = ${moduleClass}(${q(model.id)})
output = model.score("What is the capital of France?", ["Paris is the capital of France.", "Berlin is in Germany."])
print(output.scores)`,
  ];
};

/** SAELens: sparse autoencoders trained on a model's activations, loaded by release and SAE id. */
export const saelensSnippets = (model: ModelData): string[] => [
  `from sae_lens import SAE

# Each release holds several SAEs; pick one of the ids listed in the model card.
sae = SAE.from_pretrained(release=${q(model.id)}, sae_id="<sae id from the model card>")`,
];

/** Diff Interpretation Tuning: weight-diff adapters explained by an introspection adapter. */
export const diffInterpretationTuningSnippets = (model: ModelData): string[] => [
  pythonDownloadSnippet(
    model,
    "The notebooks in https://github.com/Aviously/diff-interpretation-tuning load these weight diffs\nand introspection adapters from local_dir.",
  ),
];

/** MultiMolecule: biological sequence models (RNA, DNA, protein) on top of transformers. */
export const multimoleculeSnippets = (model: ModelData): string[] => [
  `import multimolecule  # registers the RNA/DNA/protein models with transformers
from transformers import pipeline

predictor = pipeline("fill-mask", model=${q(model.id)})
output = predictor("gguc<mask>cucugguuagaccagaucugagccu")
print(output)`,
];

/** UniWorld (univa): the repository's Qwen2.5-VL based model class loads the Hub id. */
export const univaSnippets = (model: ModelData): string[] => [
  `# Install from https://github.com/PKU-YuanGroup/UniWorld-V1
import torch
from transformers import AutoProcessor
from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(
    ${q(model.id)}, torch_dtype=torch.bfloat16
).to("cuda")
processor = AutoProcessor.from_pretrained(${q(model.id)})`,
];

/** BAGEL (mixture-of-transformers): the repository's inferencer reads the downloaded folder. */
export const bagelMotSnippets = (model: ModelData): string[] => [
  cloneAndRunSnippet(
    model,
    "https://github.com/ByteDance-Seed/Bagel",
    "python app.py --model_path models/BAGEL",
    "models/BAGEL",
  ),
];
