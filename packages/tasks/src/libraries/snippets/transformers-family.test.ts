import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("sentence-transformers snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS["sentence-transformers"].snippets?.(model) ?? [];

  it("encode sentences and compare them for embedding models", () => {
    expect(
      snippets({
        id: "sentence-transformers/all-MiniLM-L6-v2",
        library_name: "sentence-transformers",
        pipeline_tag: "sentence-similarity",
        tags: [
          "sentence-transformers",
          "pytorch",
          "bert",
          "feature-extraction",
          "sentence-similarity",
        ],
        transformersInfo: {
          auto_model: "AutoModel",
          pipeline_tag: "feature-extraction",
          processor: "AutoTokenizer",
        },
      }),
    ).toEqual([
      `from sentence_transformers import SentenceTransformer

model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")

sentences = [
    "The weather is lovely today.",
    "It's so sunny outside!",
    "He drove to the stadium.",
]
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)
# [3, 3]`,
    ]);
  });

  it("embed the model card's own example sentences when it has them", () => {
    const [snippet] = snippets({
      id: "sentence-transformers/paraphrase-albert-small-v2",
      pipeline_tag: "sentence-similarity",
      tags: [],
      widgetData: [
        {
          source_sentence: "That is a happy person",
          sentences: ["That is a happy dog", "Today is a sunny day"],
        },
      ],
    });
    expect(snippet).toContain(
      `sentences = [\n    "That is a happy person",\n    "That is a happy dog",\n    "Today is a sunny day",\n]`,
    );
  });

  it("score query–passage pairs for rerankers", () => {
    expect(
      snippets({
        id: "cross-encoder/ms-marco-MiniLM-L6-v2",
        pipeline_tag: "text-ranking",
        tags: ["sentence-transformers"],
      }),
    ).toEqual([
      `from sentence_transformers import CrossEncoder

model = CrossEncoder("cross-encoder/ms-marco-MiniLM-L6-v2")

query = "Which planet is known as the Red Planet?"
passages = [
    "Venus is often called Earth's twin because of its similar size.",
    "Mars, known for its reddish appearance, is often called the Red Planet.",
    "Saturn is famous for its rings.",
]
scores = model.predict([(query, passage) for passage in passages])
print(scores)`,
    ]);
  });

  it("trust remote code for models with custom modules", () => {
    const [snippet] = snippets({
      id: "nomic-ai/nomic-embed-text-v1.5",
      pipeline_tag: "sentence-similarity",
      tags: ["custom_code"],
    });
    expect(snippet).toContain(
      `SentenceTransformer("nomic-ai/nomic-embed-text-v1.5", trust_remote_code=True)`,
    );
  });
});

describe("PEFT snippets", () => {
  const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.peft.snippets?.(model) ?? [];

  it("load the base model, then the adapter", () => {
    expect(
      snippets({
        id: "ybelkada/opt-350m-lora",
        library_name: "peft",
        tags: ["peft", "safetensors", "lora"],
        config: { peft: { base_model_name_or_path: "facebook/opt-350m", task_type: "CAUSAL_LM" } },
      }),
    ).toEqual([
      `from peft import PeftModel
from transformers import AutoTokenizer, AutoModelForCausalLM

base_model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
tokenizer = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = PeftModel.from_pretrained(base_model, "ybelkada/opt-350m-lora")`,
    ]);
  });

  it("pick the auto class from the adapter's task type and the base model from the card", () => {
    const [snippet] = snippets({
      id: "someone/roberta-sentiment-lora",
      tags: ["peft"],
      config: { peft: { task_type: "SEQ_CLS" } },
      cardData: { base_model: ["FacebookAI/roberta-base"] },
    });
    expect(snippet).toContain(
      `base_model = AutoModelForSequenceClassification.from_pretrained("FacebookAI/roberta-base")`,
    );
  });

  it("let AutoPeftModel find the base model when the descriptor does not name it", () => {
    expect(snippets({ id: "someone/adapter", tags: ["peft"] })).toEqual([
      `from peft import AutoPeftModelForCausalLM

model = AutoPeftModelForCausalLM.from_pretrained("someone/adapter")`,
    ]);
  });
});
