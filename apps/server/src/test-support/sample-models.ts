/** Hub-shaped descriptors for tests: a handful of real ids with the fields the routes read. */
export const SAMPLE_MODELS = [
  {
    _id: "621ffdc036468d709f174338",
    id: "google-bert/bert-base-uncased",
    author: "google-bert",
    pipeline_tag: "fill-mask",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "bert", "fill-mask", "en", "license:apache-2.0"],
    downloads: 72376843,
    likes: 2065,
    trendingScore: 40,
    createdAt: "2022-03-02T23:29:04.000Z",
    lastModified: "2024-02-19T11:06:12.000Z",
    mask_token: "[MASK]",
    widgetData: [{ text: "Paris is the [MASK] of France." }],
    config: { architectures: ["BertForMaskedLM"], model_type: "bert" },
    siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
    readme: "# BERT base\n\nA masked language model.",
  },
  {
    id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "distilbert", "text-classification", "en", "license:apache-2.0"],
    downloads: 9000000,
    likes: 700,
    trendingScore: 12,
    createdAt: "2022-03-02T23:29:04.000Z",
    lastModified: "2023-12-19T00:00:00.000Z",
  },
  {
    id: "meta-llama/Llama-3.1-8B-Instruct",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "llama", "text-generation", "conversational", "en", "license:llama3.1"],
    downloads: 5000000,
    likes: 4000,
    trendingScore: 90,
    gated: "manual",
    createdAt: "2024-07-18T08:56:00.000Z",
    lastModified: "2024-09-25T17:00:57.000Z",
    inferenceProviderMapping: {
      together: {
        providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
        status: "live",
        task: "conversational",
      },
      "hf-inference": {
        providerId: "meta-llama/Llama-3.1-8B-Instruct",
        status: "staging",
        task: "conversational",
      },
    },
  },
  {
    id: "sentence-transformers/all-MiniLM-L6-v2",
    pipeline_tag: "sentence-similarity",
    library_name: "sentence-transformers",
    tags: ["sentence-transformers", "bert", "feature-extraction", "sentence-similarity", "en"],
    downloads: 80000000,
    likes: 3000,
    trendingScore: 70,
    createdAt: "2022-03-02T23:29:05.000Z",
    lastModified: "2024-11-01T10:00:00.000Z",
  },
  {
    id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
    pipeline_tag: "text-generation",
    tags: ["gguf", "llama", "text-generation", "conversational"],
    downloads: 120000,
    likes: 150,
    trendingScore: 5,
    createdAt: "2024-09-25T18:00:00.000Z",
    lastModified: "2024-10-01T18:00:00.000Z",
    siblings: [{ rfilename: "Llama-3.2-3B-Instruct-Q4_K_M.gguf" }],
  },
  {
    id: "gpt2",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "gpt2", "text-generation"],
    downloads: 100,
    likes: 10,
    createdAt: "2022-03-02T23:29:04.000Z",
    lastModified: "2022-03-02T23:29:04.000Z",
  },
];

/**
 * `count` fine-tunes of BERT under as many owners, as the Hub holds them by the thousand: one
 * task and library, `en` or `fr` by turn, downloads rising with the index.
 *
 * @example
 * ```ts
 * const tunes = bertFineTunes(3); // [{ id: "user-0/bert-base-uncased-finetuned-sst2-0", … }, …]
 * ```
 */
export function bertFineTunes(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `user-${index}/bert-base-uncased-finetuned-sst2-${index}`,
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "bert", "text-classification", index % 2 === 0 ? "en" : "fr"],
    downloads: index * 7,
    createdAt: "2024-05-01T00:00:00.000Z",
  }));
}
