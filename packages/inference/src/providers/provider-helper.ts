import type {
  AuthMethod,
  InferenceProvider,
  InferenceProviderMappingEntry,
  InferenceTask,
} from "../types.js";

/**
 * The task a provider route is chosen for. Chat completion is its own task here
 * (`"conversational"`, as the Hub's provider mapping names it) because most providers serve it
 * on a different path from plain text generation.
 *
 * @example
 * ```ts
 * const task: ProviderTask = chat ? "conversational" : "text-generation";
 * ```
 */
export type ProviderTask = InferenceTask;

/**
 * What a provider needs to build a request body.
 *
 * @example
 * ```ts
 * PROVIDERS.together.body({ task: "conversational", model: "meta-llama/Llama-3-8b-chat-hf", args: { messages } });
 * ```
 */
export interface BodyContext {
  task: ProviderTask | undefined;
  /** The provider's own model id (already resolved from the Hub id). */
  model: string;
  /** The call's payload: `inputs`, `parameters`, `messages`… without credentials or routing fields. */
  args: Record<string, unknown>;
  /**
   * The model's Hub mapping entry, when one was looked up: a LoRA (`adapter: "lora"`) names the
   * Hub repository (`hfModelId`) and its weights file (`adapterWeightsPath`), which fal.ai,
   * Replicate and WaveSpeedAI are sent along with the base model's id.
   */
  mapping?: Pick<
    InferenceProviderMappingEntry,
    "providerId" | "hfModelId" | "adapter" | "adapterWeightsPath"
  >;
}

/**
 * What a provider needs to choose a path.
 *
 * @example
 * ```ts
 * PROVIDERS.novita.path({ task: "text-to-video", model: "wan-t2v", authMethod: "provider-key" }); // "v3/async/wan-t2v"
 * ```
 */
export interface PathContext {
  task: ProviderTask | undefined;
  model: string;
  /** How the request authenticates; through a gateway, the router's (`"hf-token"`) for a key. */
  authMethod: AuthMethod;
  /** The call's payload, when the path depends on it (fal.ai's edit apps without an image). */
  args?: Record<string, unknown>;
}

/**
 * One provider: where it lives, which path serves each task, how a direct key authenticates and
 * how the body is shaped. Definitions are plain data plus small pure functions, so building a
 * request for a provider never pulls in any network or polling code.
 *
 * @example
 * ```ts
 * const example: ProviderDefinition = {
 *   id: "cerebras",
 *   baseUrl: "https://api.cerebras.ai",
 *   tasks: ["conversational"],
 *   path: () => "v1/chat/completions",
 *   body: modelInBody,
 * };
 * ```
 */
export interface ProviderDefinition {
  readonly id: InferenceProvider;
  /** The provider's own base URL, used with a provider key. */
  readonly baseUrl: string;
  /**
   * Tasks this client knows how to route to the provider; `"all"` for every pipeline task. A
   * provider file lists its text tasks here and its media tasks on its media side
   * (`MediaProtocol.tasks`); `PROVIDERS` holds both.
   */
  readonly tasks: readonly ProviderTask[] | "all";
  /**
   * Path appended to the base URL (or to `{router}/{provider}`), without a leading slash. In a
   * provider file, the path of its text tasks and of a call without a task; `PROVIDERS` adds
   * the media tasks' (`MediaProtocol.path`).
   */
  path(context: PathContext): string;
  /** Body sent as JSON for non-binary requests. */
  body(context: BodyContext): Record<string, unknown>;
  /** Headers carrying the provider's own key. Default: `Authorization: Bearer {key}`. */
  keyHeaders?(key: string): Record<string, string>;
  /** Headers the provider always wants, whatever the authentication. */
  extraHeaders?: Record<string, string>;
  /**
   * A different direct base URL for some tasks (fal-ai's job queue). Provider files declare it
   * on their media side (`MediaProtocol.baseUrlFor`); `PROVIDERS` carries it here.
   */
  baseUrlFor?(task: ProviderTask | undefined): string | undefined;
  /**
   * Closed-source providers are never routed: the model id is passed as `{provider}/{id}` and
   * only the provider's own key is accepted.
   */
  readonly clientSideRoutingOnly?: boolean;
  /**
   * The Hugging Face router no longer serves this provider: it is called with the provider's
   * own key only, and an `hf_` token is refused with a clear error before anything is sent.
   */
  readonly directOnly?: boolean;
  /**
   * The provider exists only behind the router (hf-inference): it is always reached there,
   * even with a custom router, and it takes Hub model ids as they are, without a mapping.
   */
  readonly routerOnly?: boolean;
  /**
   * The provider's API answers a web page's cross-origin calls (its CORS preflight included)
   * made with the provider's own key, so a page may call it straight from the browser; every
   * other provider is reached from a page through a gateway. A site's `connect-src` lists
   * these (and the router) only.
   */
  readonly browserCalls?: boolean;
  /**
   * The shape of this provider's model ids, for providers whose route is little more than the
   * model id (fal.ai's `{model}`, Black Forest Labs' `v1/{model}`). Without it a gateway would
   * take any path of that shape for a model, account and fine-tuning routes included. Written
   * without `^`/`$` (the route matcher places it inside the whole path's pattern) and without
   * flags. Default: any non-empty run of path segments. This package's own providers declare
   * it on their media side (`MediaProtocol.modelIdPattern`), which chat bundles never load; a
   * definition's own value wins.
   *
   * @example
   * ```ts
   * const definition: Partial<ProviderDefinition> = { modelIdPattern: /flux-[a-z0-9.-]+/ };
   * ```
   */
  readonly modelIdPattern?: RegExp;
  /**
   * Every request the client sends through the same base after the first one (job status, job
   * result, polling), so a gateway can allow exactly these. `{model}` stands for a provider model
   * id (it may contain `/`), `{id}` for one path segment such as a job id. Query strings are not
   * part of a route (Black Forest Labs and Novita carry the job id there). This package's own
   * providers declare them on their media side (`MediaProtocol.followUpRoutes`); a definition's
   * own list wins.
   */
  readonly followUpRoutes?: readonly FollowUpRoute[];
}

/**
 * One follow-up request of a provider's job protocol, relative to the base the job was submitted
 * to. A gateway turns these into its allow-list; the client's poller sends exactly these.
 *
 * @example
 * ```ts
 * const status: FollowUpRoute = { method: "GET", path: "{model}/requests/{id}/status" };
 * ```
 */
export interface FollowUpRoute {
  readonly method: "GET" | "POST";
  readonly path: string;
}

/** Payload fields that never go into a body: they select the route or carry credentials. */
const ROUTING_FIELDS = new Set(["accessToken", "endpointUrl", "provider", "model", "data"]);

/** Drops the routing fields from call arguments, leaving the payload. */
export function payloadOf(args: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key in args) if (!ROUTING_FIELDS.has(key)) payload[key] = args[key];
  return payload;
}

/** OpenAI-compatible bodies: the payload as given, with the provider's model id. */
export function modelInBody({ args, model }: BodyContext): Record<string, unknown> {
  return { ...args, model };
}

/** Moves `inputs` to `prompt` and lifts `parameters` to the top level (media generation APIs). */
export function promptBody(
  { args }: BodyContext,
  extra?: Record<string, unknown>,
): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  return {
    ...rest,
    ...(parameters as Record<string, unknown> | undefined),
    ...extra,
    prompt: inputs,
  };
}

/** Maps text-generation `parameters` onto OpenAI completion fields (`max_new_tokens` → `max_tokens`). */
export function completionFields(parameters: unknown): Record<string, unknown> {
  if (!parameters || typeof parameters !== "object") return {};
  const { max_new_tokens, ...rest } = parameters as Record<string, unknown>;
  return max_new_tokens === undefined ? rest : { ...rest, max_tokens: max_new_tokens };
}

/**
 * The usual body for each text task family of an OpenAI-compatible provider: chat as given,
 * text generation as a completion with `prompt`, embeddings with `input`. Images are
 * `openAiImageBody`, which providers register on their media side.
 */
export function openAiBody(context: BodyContext): Record<string, unknown> {
  const { args, model, task } = context;
  const { inputs, parameters, ...rest } = args;
  switch (task) {
    case "text-generation":
      return { ...rest, ...completionFields(parameters), prompt: inputs, model };
    case "feature-extraction":
      return { ...rest, ...(parameters as object | undefined), input: inputs, model };
    default:
      return { ...args, model };
  }
}

/**
 * The OpenAI image body (`v1/images/generations`): the prompt, the settings at the top level,
 * and the answer asked for as base64 (`b64_json`, or the spelling a provider takes).
 *
 * @example
 * ```ts
 * export const nscaleMedia: MediaProtocol = { bodies: { "text-to-image": openAiImageBody } };
 * ```
 */
export function openAiImageBody(
  context: BodyContext,
  imageFormat = "b64_json",
): Record<string, unknown> {
  return promptBody(context, { response_format: imageFormat, model: context.model });
}

/**
 * The OpenAI speech body (`v1/audio/speech`): the text as `input`, the settings (`voice`,
 * `response_format`…) at the top level, and the model.
 *
 * @example
 * ```ts
 * export const media: MediaProtocol = { bodies: { "text-to-speech": openAiSpeechBody } };
 * ```
 */
export function openAiSpeechBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  return { ...rest, ...(parameters as object | undefined), input: inputs, model };
}

/**
 * The OpenAI transcription body (`v1/audio/transcriptions`): the uploaded `file`, the settings
 * (`language`, `response_format`…) and the model, which a media side's `forms` sends as fields.
 *
 * @example
 * ```ts
 * export const media: MediaProtocol = { bodies: { "automatic-speech-recognition": openAiTranscriptionBody } };
 * ```
 */
export function openAiTranscriptionBody({ args, model }: BodyContext): Record<string, unknown> {
  const { file, parameters, ...rest } = args;
  return { file, ...rest, ...(parameters as object | undefined), model };
}

/** Text generation served by a chat endpoint: the prompt becomes one user message. */
export function promptAsChatBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  return {
    ...rest,
    ...completionFields(parameters),
    messages: [{ role: "user", content: inputs }],
    model,
  };
}

/**
 * Builds the definition of a provider that speaks the OpenAI HTTP API. `paths` maps each
 * supported task to its path; anything else a provider needs can be overridden.
 *
 * @example
 * ```ts
 * export const cerebras = openAiCompatible("cerebras", "https://api.cerebras.ai", {
 *   conversational: "v1/chat/completions",
 * });
 * ```
 */
export function openAiCompatible(
  id: InferenceProvider,
  baseUrl: string,
  paths: Partial<Record<ProviderTask, string>>,
  overrides?: Partial<ProviderDefinition>,
): ProviderDefinition {
  const tasks = Object.keys(paths) as ProviderTask[];
  return {
    id,
    baseUrl,
    tasks,
    path: ({ task }) => paths[task ?? "conversational"] ?? paths.conversational ?? "",
    body: openAiBody,
    ...overrides,
  };
}

/** The standard OpenAI paths, shared by most providers. */
export const CHAT_PATH = "v1/chat/completions";
export const COMPLETIONS_PATH = "v1/completions";
export const IMAGES_PATH = "v1/images/generations";
export const EMBEDDINGS_PATH = "v1/embeddings";
