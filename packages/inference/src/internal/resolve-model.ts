import { HF_HUB_URL } from "../config.js";
import { InferenceClientInputError } from "../errors.js";
import type { ProviderTask } from "../providers/provider-helper.js";
import type { InferenceProvider, InferenceProviderMappingEntry, Options } from "../types.js";
import type { Credential } from "./credential.js";
import { tasksLookupFailure, throwForResponse } from "./failure.js";
import { secretsOf } from "./secrets-of.js";
import { fetchWithRetry } from "./retry.js";

/** One provider's entry in a model's `inferenceProviderMapping`, as the Hub sends it. */
type ProviderMappingEntry = Partial<InferenceProviderMappingEntry> & {
  providerId: string;
  task: string;
};

/**
 * What a call needs from a model's mapping: the provider's own id, the Hub id it maps, and for a
 * LoRA its adapter and weights file (which fal.ai, Replicate and WaveSpeedAI are sent).
 */
export type ResolvedMapping = Pick<
  InferenceProviderMappingEntry,
  "providerId" | "hfModelId" | "adapter" | "adapterWeightsPath"
>;

type ProviderMapping = Partial<Record<string, ProviderMappingEntry>>;

/**
 * Lookups cached per hub, model and token identity: a mapping fetched with one token (which
 * may see a gated or private model, in that user's provider order) is never served to a caller
 * with another token or none. The promise is cached, so concurrent calls share one request;
 * failures and "not found" answers are evicted, so one anonymous lookup of a gated model does
 * not break it for everyone in a long-lived server.
 */
const mappingCache = new Map<string, Promise<ProviderMapping | undefined>>();
const tasksCache = new Map<string, Promise<Record<string, TaskInfo>>>();

interface TaskInfo {
  models?: { id: string }[];
  widgetModels?: string[];
}

type LookupOptions = Pick<
  Options,
  "fetch" | "signal" | "hubUrl" | "retry_on_error" | "maxRetries" | "sleep" | "timeout"
>;

/**
 * Forgets every cached model and task lookup (tests, or a long-lived process after the hub's
 * provider mappings changed).
 *
 * @example
 * ```ts
 * import { clearResolutionCaches } from "@modeldeck/inference";
 * clearResolutionCaches();
 * ```
 */
export function clearResolutionCaches(): void {
  mappingCache.clear();
  tasksCache.clear();
}

/** The Hub answers with an object keyed by provider, or (newer) a list with a `provider` field. */
function normalizeMapping(raw: unknown): ProviderMapping | undefined {
  if (Array.isArray(raw)) {
    const mapping: ProviderMapping = {};
    for (const entry of raw) {
      if (entry && typeof entry.provider === "string") mapping[entry.provider] = entry;
    }
    return mapping;
  }
  return raw && typeof raw === "object" ? (raw as ProviderMapping) : undefined;
}

function cached<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    cache.set(key, entry);
    const forget = () => {
      if (cache.get(key) === entry) cache.delete(key);
    };
    entry.then((value) => value === undefined && forget(), forget);
  }
  return entry;
}

/**
 * A short, one-way identity of a token for cache keys, so the cache holds no token itself.
 * Two 32-bit FNV-1a hashes with different seeds: collisions between two real tokens are
 * vanishingly rare, and would only share a model's provider mapping.
 */
function tokenIdentity(token: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ token.length;
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  return `${(first >>> 0).toString(36)}.${(second >>> 0).toString(36)}`;
}

/**
 * The mapping of a model as the call's credential sees it: only a Hugging Face token goes to
 * the Hub (a provider key is none of its business), so anything else looks up anonymously.
 */
function lookupMapping(
  model: string,
  credential: Credential,
  options: LookupOptions,
): Promise<ProviderMapping | undefined> {
  const token = credential.kind === "hf-token" ? credential.token : undefined;
  const key = `${options.hubUrl ?? HF_HUB_URL}\n${model}\n${token ? tokenIdentity(token) : ""}`;
  return cached(mappingCache, key, () => fetchMapping(model, token, options));
}

async function fetchMapping(
  model: string,
  hfToken: string | undefined,
  options: LookupOptions,
): Promise<ProviderMapping | undefined> {
  const hubUrl = options.hubUrl ?? HF_HUB_URL;
  const url = `${hubUrl}/api/models/${model}?expand[]=inferenceProviderMapping`;
  const headers: Record<string, string> = hfToken ? { Authorization: `Bearer ${hfToken}` } : {};
  // A GET: lost connections and timeouts may be retried like a job poll.
  const response = await fetchWithRetry(url, { headers, signal: options.signal }, options, true);
  if (!response.ok) {
    if (response.status === 404) return undefined;
    await throwForResponse(response, {
      request: { url, method: "GET", headers },
      secrets: secretsOf(hfToken, headers),
      hub: true,
    });
  }
  const body = (await response.json().catch(() => undefined)) as
    Record<string, unknown> | undefined;
  return normalizeMapping(body?.inferenceProviderMapping);
}

/**
 * The provider's own id for a Hub model, with the mapping entry's LoRA adapter when it has one,
 * from `GET {hub}/api/models/{model}?expand[]=inferenceProviderMapping` (cached). hf-inference
 * uses Hub ids as they are; closed-source providers take `{provider}/{id}`.
 *
 * @example
 * ```ts
 * await resolveProviderMapping({ model: "meta-llama/Llama-3.1-8B-Instruct", provider: "together", task: "conversational", credential });
 * // { providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", hfModelId: "meta-llama/Llama-3.1-8B-Instruct" }
 * ```
 */
export async function resolveProviderMapping(
  params: {
    model: string;
    provider: InferenceProvider;
    task: ProviderTask | undefined;
    credential: Credential;
    clientSideRoutingOnly?: boolean;
    /** Router-only providers (hf-inference) take Hub ids as they are. */
    routerOnly?: boolean;
  },
  options: LookupOptions = {},
): Promise<ResolvedMapping> {
  const { model, provider, task } = params;
  if (params.clientSideRoutingOnly) {
    if (!model.startsWith(`${provider}/`)) {
      throw new InferenceClientInputError(
        `Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`,
      );
    }
    return { providerId: model.slice(provider.length + 1), hfModelId: model };
  }
  if (params.routerOnly) return { providerId: model, hfModelId: model };
  if (!task) {
    throw new InferenceClientInputError("task must be specified when using a third-party provider");
  }
  const mapping = await lookupMapping(model, params.credential, options);
  if (!mapping) {
    throw new InferenceClientInputError(
      `We have not been able to find inference provider information for model ${model}.`,
    );
  }
  const entry = mapping[provider];
  if (!entry) {
    throw new InferenceClientInputError(`Model ${model} is not supported provider ${provider}.`);
  }
  if (entry.task !== task) {
    throw new InferenceClientInputError(
      `Model ${model} is not supported for task ${task} and provider ${provider}. Supported task: ${entry.task}.`,
    );
  }
  return { ...entry, hfModelId: entry.hfModelId ?? model };
}

/**
 * The default model of a task: the first recommended model in `GET {hub}/api/tasks` (cached).
 *
 * @example
 * ```ts
 * await loadDefaultModel("fill-mask"); // "google-bert/bert-base-uncased"
 * ```
 */
export async function loadDefaultModel(task: string, options: LookupOptions = {}): Promise<string> {
  const hubUrl = options.hubUrl ?? HF_HUB_URL;
  const tasks = await cached(tasksCache, hubUrl, async () => {
    const url = `${hubUrl}/api/tasks`;
    const response = await (options.fetch ?? globalThis.fetch)(url, { signal: options.signal });
    if (!response.ok) {
      throw await tasksLookupFailure(response, url);
    }
    return (await response.json()) as Record<string, TaskInfo>;
  });
  const info = tasks[task];
  const model = info?.models?.[0]?.id ?? info?.widgetModels?.[0];
  if (!model) {
    throw new InferenceClientInputError(
      `No default model defined for task ${task}, please define the model explicitly.`,
    );
  }
  return model;
}

/**
 * The provider a call goes to. `"auto"` picks the first provider of the model's Hub mapping
 * (in the order the Hub gives, which follows the token owner's preferences) that is live and
 * that this client can call with the given credentials; anything else is returned as it is,
 * and no provider means `hf-inference`, as in the reference client 3.6.2.
 *
 * @example
 * ```ts
 * await resolveProvider({ provider: "auto", model: "deepseek-ai/DeepSeek-R1", credential: classifyCredential("hf_…") });
 * // "together" (say)
 * ```
 */
export async function resolveProvider(
  params: {
    provider?: InferenceProvider | "auto";
    model?: string;
    credential: Credential;
    endpointUrl?: string;
    /** Whether the provider can be called with these credentials (not only by direct key…). */
    callable?: (provider: string) => boolean;
  },
  options: LookupOptions = {},
): Promise<InferenceProvider> {
  const { provider, model } = params;
  if (provider !== "auto") return provider ?? "hf-inference";
  if (params.endpointUrl) return "hf-inference";
  if (!model) {
    throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
  }
  const mapping = await lookupMapping(model, params.credential, options);
  for (const [candidate, entry] of Object.entries(mapping ?? {})) {
    if (entry && (entry.status ?? "live") === "live" && (params.callable?.(candidate) ?? true)) {
      return candidate as InferenceProvider;
    }
  }
  throw new InferenceClientInputError(`No Inference Provider available for model ${model}.`);
}
