// Deterministic synthetic descriptors for the benchmark: Hub-like ids, tags and skewed counts.

const WORDS = [
  "bert",
  "roberta",
  "llama",
  "mistral",
  "qwen",
  "gpt2",
  "t5",
  "bart",
  "vit",
  "whisper",
  "clip",
  "detr",
  "phi",
  "gemma",
  "deberta",
  "electra",
  "wav2vec2",
  "segformer",
  "sdxl",
  "flux",
];
const SUFFIXES = [
  "base",
  "large",
  "small",
  "tiny",
  "instruct",
  "chat",
  "finetuned",
  "v2",
  "uncased",
  "multilingual",
  "squad",
  "sst2",
  "ner",
  "gguf",
  "awq",
  "lora",
];
const PIPELINES = [
  "text-classification",
  "text-generation",
  "fill-mask",
  "token-classification",
  "automatic-speech-recognition",
  "image-classification",
  "feature-extraction",
  "sentence-similarity",
  "text-to-image",
  "question-answering",
  "translation",
  "summarization",
  "object-detection",
  "image-segmentation",
];
const LIBRARIES = [
  "transformers",
  "transformers",
  "transformers",
  "sentence-transformers",
  "diffusers",
  "timm",
  "peft",
  "gguf",
  "mlx",
  "speechbrain",
];
const LANGUAGES = ["en", "fr", "de", "zh", "es", "ja", "multilingual"];
const LICENSES = ["apache-2.0", "mit", "cc-by-4.0", "openrail", "llama3"];
/** `safetensors.total` of real models (MiniLM-L6 … zephyr-orpo-141b), as the Hub reports them. */
const PARAMETER_TOTALS = [
  22713728, 110106428, 124057092, 407344133, 783150080, 7241732096, 8030261248, 11266928640,
  70553706496, 140620634112,
];

/** The word list searches draw from, so benchmark queries hit realistic result sizes. */
export const SEARCH_WORDS = WORDS;
export { PIPELINES, LIBRARIES };

/**
 * Yields `count` descriptors. Downloads follow a power law, as on the Hub: a few huge, most small.
 * @param {number} count
 */
export function* generateDescriptors(count) {
  let state = 42;
  const random = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  for (let index = 0; index < count; index += 1) {
    const word = pick(WORDS);
    const pipeline = pick(PIPELINES);
    const library = pick(LIBRARIES);
    const id = `org-${index % 3000}/${word}-${pick(SUFFIXES)}-${pick(SUFFIXES)}-${index}`;
    const created = Date.parse("2021-01-01T00:00:00Z") + Math.floor(random() * 1500) * 86_400_000;
    yield {
      id,
      pipeline_tag: pipeline,
      library_name: library,
      tags: [
        library,
        word,
        pipeline,
        pick(LANGUAGES),
        `license:${pick(LICENSES)}`,
        ...(random() < 0.2 ? ["conversational"] : []),
      ],
      downloads: Math.floor(10 ** (random() * 7)),
      likes: Math.floor(10 ** (random() * 4)),
      trendingScore: Math.floor(random() * 100),
      createdAt: new Date(created).toISOString(),
      lastModified: new Date(created + Math.floor(random() * 300) * 86_400_000).toISOString(),
      config: { architectures: [`${word}Model`], model_type: word },
      siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
      // Three in five carry a weights summary, every size in turn; taken from the index, so
      // `random` is not shifted and the other fields stay as they were.
      ...(index % 5 < 3
        ? { safetensors: { total: PARAMETER_TOTALS[Math.floor(index / 5) % 10] } }
        : {}),
    };
  }
}
