import type { InferenceProvider } from "../types.js";
import { resolveSnippetRequest } from "./internal/resolve-request.js";
import type { SnippetRequest } from "./internal/snippet-request.js";
import { snippetTaskOf, type SnippetModel } from "./internal/snippet-task.js";
import { javascriptFetch } from "./templates/javascript-fetch.js";
import { javascriptModelDeck } from "./templates/javascript-modeldeck.js";
import { javascriptOpenAi } from "./templates/javascript-openai.js";
import { pythonFalClient } from "./templates/python-fal-client.js";
import { pythonHuggingFaceHub } from "./templates/python-huggingface-hub.js";
import { pythonOpenAi } from "./templates/python-openai.js";
import { pythonRequests } from "./templates/python-requests.js";
import { shellCurl } from "./templates/shell-curl.js";
import type {
  InferenceSnippet,
  InferenceSnippetClient,
  InferenceSnippetLanguage,
  InferenceSnippetOptions,
} from "./types.js";

type Template = (request: SnippetRequest) => string | undefined;

// In the order snippets are returned: the client library first, raw HTTP after it.
const TEMPLATES: [InferenceSnippetLanguage, InferenceSnippetClient, Template][] = [
  ["python", "huggingface_hub", pythonHuggingFaceHub],
  ["python", "fal_client", pythonFalClient],
  ["python", "requests", pythonRequests],
  ["python", "openai", pythonOpenAi],
  ["js", "@modeldeck/inference", javascriptModelDeck],
  ["js", "fetch", javascriptFetch],
  ["js", "openai", javascriptOpenAi],
  ["sh", "curl", shellCurl],
];

/**
 * Code that calls `model` on `provider`, in Python, JavaScript and shell, ready to paste. The
 * requests follow the client's own routing: through the router with an `hf_` token (or none),
 * straight to the provider with a provider key, with the provider's model id where it differs.
 * The token is read from an environment variable unless `options.accessToken` gives the value
 * to show (`showAccessToken: true`, the older spelling, shows the `accessToken` argument).
 * Returns an empty list when the model has no supported task or the provider does not serve it.
 *
 * @example
 * ```ts
 * import { getInferenceSnippets } from "@modeldeck/inference";
 *
 * const snippets = getInferenceSnippets(
 *   { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] },
 *   "hf_xxx",
 *   "together",
 *   "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
 *   { streaming: true },
 * );
 * snippets.map((snippet) => `${snippet.language}/${snippet.client}`);
 * // ["python/huggingface_hub", "python/requests", "python/openai", "js/@modeldeck/inference", …]
 * ```
 */
export function getInferenceSnippets(
  model: SnippetModel,
  accessToken: string,
  provider: InferenceProvider,
  providerModelId?: string,
  options: InferenceSnippetOptions = {},
): InferenceSnippet[] {
  const task = snippetTaskOf(model);
  if (!task) return [];
  const request = resolveSnippetRequest(
    model,
    task,
    accessToken ?? "",
    provider,
    providerModelId,
    options,
  );
  if (!request) return [];
  const snippets: InferenceSnippet[] = [];
  for (const [language, client, template] of TEMPLATES) {
    const content = template(request);
    if (content) snippets.push({ language, client, content });
  }
  return snippets;
}
