import { isAddressableModelId } from "@modeldeck/tasks";
import { INFERENCE_PROVIDERS } from "../providers/registry.js";
import type { InferenceProvider, InferenceProviderOrPolicy } from "../types.js";
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
  InferenceSnippetProviderMapping,
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

// Routes a 4.x call that asks for a direct request without a key: any non-hf_ text routes
// straight to the provider, and, not being shown, the snippet reads the provider's variable.
const DIRECT_ROUTING = "provider-key";

/** The `@huggingface/inference` 3.6.2 argument list. */
type ReferenceThreeArguments = [
  accessToken: string,
  provider: InferenceProvider,
  providerModelId?: string,
  options?: InferenceSnippetOptions,
];

/** The `@huggingface/inference` 4.x argument list. */
type ReferenceFourArguments = [
  provider: InferenceProviderOrPolicy,
  inferenceProviderMapping?: InferenceSnippetProviderMapping,
  options?: InferenceSnippetOptions,
];

/**
 * The 4.x call in 3.x terms. Its token is both the one to route with and the one to show (4.x
 * writes a given token into the snippets); "auto" is the mapping's provider, which 4.x would
 * pick on the Hub; its `inputs` text is the example input.
 */
function fromReferenceFour([provider, mapping, options = {}]: ReferenceFourArguments):
  ReferenceThreeArguments | undefined {
  const resolved = provider === "auto" ? mapping?.provider : provider;
  const known = INFERENCE_PROVIDERS.find((candidate) => candidate === resolved);
  if (!known) return undefined;
  const token = options.accessToken ?? (options.directRequest ? DIRECT_ROUTING : "");
  const input =
    options.input ??
    (typeof options.inputs === "string"
      ? { kind: "text" as const, text: options.inputs }
      : undefined);
  return [token, known, mapping?.providerId, { ...options, ...(input ? { input } : {}) }];
}

/**
 * Code that calls `model` on `provider`, in Python, JavaScript and shell, ready to paste. The
 * requests follow the client's own routing: through the router with an `hf_` token (or none),
 * straight to the provider with a provider key, with the provider's model id where it differs.
 * The token is read from an environment variable unless `options.accessToken` gives the value
 * to show (`showAccessToken: true`, the older spelling, shows the `accessToken` argument).
 * Returns an empty list when the model has no supported task or the provider does not serve it.
 *
 * Both reference signatures are accepted: 3.6.2's `(model, accessToken, provider,
 * providerModelId?, options?)` and 4.x's `(model, provider, inferenceProviderMapping?,
 * options?)`, where the mapping entry's `providerId` is the provider's model id, a given
 * `options.accessToken` is routed with and shown, `options.directRequest` calls the provider with
 * its own key, and `"auto"` takes the mapping's provider. Every value is written through the
 * quoting helpers of `@modeldeck/tasks`; a model id starting with `-` gets no snippet.
 *
 * @example
 * ```ts
 * import { getInferenceSnippets } from "@modeldeck/inference";
 *
 * const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation" as const, tags: ["conversational"] };
 * // 3.6.2's order
 * getInferenceSnippets(model, "hf_xxx", "together", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", { streaming: true });
 * // 4.x's order, the same snippets
 * const snippets = getInferenceSnippets(model, "together", { providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo" }, { streaming: true });
 * snippets.map((snippet) => `${snippet.language}/${snippet.client}`);
 * // ["python/huggingface_hub", "python/requests", "python/openai", "js/@modeldeck/inference", …]
 * ```
 */
export function getInferenceSnippets(
  model: SnippetModel,
  accessToken: string,
  provider: InferenceProvider,
  providerModelId?: string,
  options?: InferenceSnippetOptions,
): InferenceSnippet[];
export function getInferenceSnippets(
  model: SnippetModel,
  provider: InferenceProviderOrPolicy,
  inferenceProviderMapping?: InferenceSnippetProviderMapping,
  options?: InferenceSnippetOptions,
): InferenceSnippet[];
export function getInferenceSnippets(
  model: SnippetModel,
  ...rest: ReferenceThreeArguments | ReferenceFourArguments
): InferenceSnippet[] {
  // 3.x names a provider third; 4.x passes a mapping object there, or nothing.
  const three =
    typeof rest[1] === "string"
      ? (rest as ReferenceThreeArguments)
      : fromReferenceFour(rest as ReferenceFourArguments);
  if (!three) return [];
  const [accessToken, provider, providerModelId, options = {}] = three;
  const task = snippetTaskOf(model);
  // An id starting with `-` exists on no hub and would read as an option where a tool takes it.
  if (!task || !isAddressableModelId(model.id)) return [];
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
