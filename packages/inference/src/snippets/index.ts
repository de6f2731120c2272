export { getInferenceSnippets } from "./get-inference-snippets.js";
export type {
  InferenceSnippet,
  InferenceSnippetClient,
  InferenceSnippetLanguage,
  InferenceSnippetMessage,
  InferenceSnippetOptions,
  InferenceSnippetProviderMapping,
} from "./types.js";
export type { SnippetModel } from "./internal/snippet-task.js";
