import { HF_HUB_URL, HF_ROUTER_URL } from "../../config.js";
import { buildRequest } from "../../internal/build-request.js";
import { classifyCredential } from "../../internal/credential.js";
import type { ProviderTask } from "../../providers/provider-helper.js";
import type { JobSnippet } from "../../providers/media-protocol.js";
import { MEDIA_PROTOCOLS, PROVIDERS } from "../../providers/registry.js";
import type { InferenceProvider } from "../../types.js";
import type { InferenceSnippetOptions } from "../types.js";
import { providerKeyVariable, type TokenSpelling } from "./access-token.js";
import { exampleMessages } from "./example-inputs.js";
import { code, Code } from "./literal.js";
import {
  BASE64_VARIABLE,
  type SnippetHeader,
  type SnippetJob,
  type SnippetRequest,
} from "./snippet-request.js";
import {
  MEDIA_EXTENSIONS,
  SNIPPET_TASKS,
  type SnippetModel,
  type SnippetTask,
} from "./snippet-task.js";
import { taskPayload } from "./task-payload.js";

// Stand-ins handed to the request builder, so the caller's token never enters it; the
// templates spell the token as an environment variable or, on request, the real value.
const ROUTED_STAND_IN = "hf_snippetTokenStandIn";
const DIRECT_STAND_IN = "snippetKeyStandIn";
// Marks where a code expression (the file's base64) goes, since the builder serialises to JSON.
const CODE_MARK = "\u0000code:";

/**
 * The job a submission answers with, when the provider declares that the task runs as one: the
 * follow-ups go to the base the submission went to (router or provider), with its query.
 */
function jobOf(
  url: string,
  baseUrl: string,
  spec: JobSnippet | undefined,
  task: SnippetTask,
): SnippetJob | undefined {
  const output = spec?.outputs[task as ProviderTask];
  if (!spec || !output) return undefined;
  const [withoutQuery = url] = url.split("?");
  return { spec, base: baseUrl, query: url.slice(withoutQuery.length), output };
}

/** Whether the example's file is the call's whole input: the raw body, or `inputs` itself. */
function isWholeInput(payload: Record<string, unknown> | undefined): boolean {
  return payload === undefined || payload.inputs instanceof Code;
}

/** Whether the provider's registry entry routes `task`. */
export function providerSupports(provider: InferenceProvider, task: SnippetTask): boolean {
  const tasks = PROVIDERS[provider]?.tasks;
  return tasks === "all" || (tasks ?? []).includes(task as ProviderTask);
}

function chatSettings(model: SnippetModel, options: InferenceSnippetOptions) {
  const parameters: Record<string, number> = { max_tokens: options.max_tokens ?? 500 };
  if (options.temperature !== undefined) parameters.temperature = options.temperature;
  if (options.top_p !== undefined) parameters.top_p = options.top_p;
  const messages = options.messages ?? exampleMessages(model);
  return { messages, streaming: options.streaming ?? false, parameters };
}

function restoreCode(value: unknown): unknown {
  if (typeof value === "string" && value.startsWith(CODE_MARK)) {
    return code(value.slice(CODE_MARK.length));
  }
  if (Array.isArray(value)) return value.map(restoreCode);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restoreCode(item)]));
  }
  return value;
}

function markCode(value: unknown): unknown {
  if (value instanceof Code) return CODE_MARK + value.text;
  if (Array.isArray(value)) return value.map(markCode);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markCode(item)]));
  }
  return value;
}

// The credential header first, as people write it; clients set Content-Type themselves.
function headersOf(built: Record<string, string>, standIn: string): SnippetHeader[] {
  return Object.entries(built)
    .filter(([name]) => name !== "Content-Type" && name !== "User-Agent")
    .map(([name, value]): SnippetHeader =>
      value.includes(standIn)
        ? { name, value: value.replace(standIn, ""), carriesToken: true }
        : { name, value },
    )
    .sort(
      (first, second) => Number(second.carriesToken ?? false) - Number(first.carriesToken ?? false),
    );
}

/**
 * Resolves everything a snippet needs for one model and provider, with the same routing as the
 * client (through `buildRequest`). Returns `undefined` when no snippet applies: the model has
 * no supported task, or the provider does not serve it.
 */
export function resolveSnippetRequest(
  model: SnippetModel,
  task: SnippetTask,
  accessToken: string,
  provider: InferenceProvider,
  providerModelId: string | undefined,
  options: InferenceSnippetOptions,
): SnippetRequest | undefined {
  const endpointUrl = options.endpointUrl;
  // Provider ids come from Hub data, which may name providers this client does not know.
  const definition = PROVIDERS[provider] as (typeof PROVIDERS)[InferenceProvider] | undefined;
  if (!definition || (!endpointUrl && !providerSupports(provider, task))) return undefined;
  const direct =
    !endpointUrl &&
    (definition.clientSideRoutingOnly === true ||
      // Providers the router no longer serves are only reached with their own key.
      definition.directOnly === true ||
      classifyCredential(accessToken).kind === "provider-key");
  const standIn = direct ? DIRECT_STAND_IN : ROUTED_STAND_IN;
  // A token is only ever written where it belongs: an hf_ token on the router, a provider key
  // at its provider. A closed-source provider given an hf_ token gets the key's variable.
  const shown = options.accessToken ?? (options.showAccessToken ? accessToken : "");
  const shownKind = classifyCredential(shown).kind;
  const belongs = shownKind !== "none" && (shownKind === "hf-token") !== direct;
  const token: TokenSpelling = {
    environmentVariable: direct ? providerKeyVariable(provider) : "HF_TOKEN",
    ...(belongs ? { literal: shown } : {}),
  };

  const family = SNIPPET_TASKS[task].family;
  const chat = family === "chat" ? chatSettings(model, options) : undefined;
  const media = endpointUrl ? undefined : MEDIA_PROTOCOLS[provider];
  let example = taskPayload(task, model, options.input);
  // The provider's own shape for the input file (MediaProtocol.imageInput/audioInput, by the
  // file's kind), which the raw HTTP snippets write out as the client sends it. It applies when
  // the file is the call's whole input (the body, or `inputs` beside parameters); a file nested
  // in `inputs` (`{ image, question }`) keeps the task's own shape.
  const fileInput =
    example.file && isWholeInput(example.payload)
      ? example.file.contentType.startsWith("audio/")
        ? media?.audioInput
        : media?.imageInput
      : undefined;
  if (fileInput?.types && example.file && !fileInput.types[example.file.contentType]) {
    // A provider that decodes only some types (fal: not FLAC) gets the example's WAV copy.
    const filename = example.file.name.replace(/\.\w+$/, ".wav");
    example = taskPayload(task, model, { kind: "audio", filename });
  }
  const file = example.file;
  let payload = chat ? { messages: chat.messages, ...chat.parameters } : example.payload;
  let fileEncoding: SnippetRequest["fileEncoding"] = !file
    ? undefined
    : payload
      ? "base64"
      : "bytes";
  if (fileInput && file) {
    const { inputs: _file, data: _data, ...rest } = payload ?? {};
    payload = fileInput.place(rest, CODE_MARK + BASE64_VARIABLE);
    fileEncoding = fileInput.encoding;
  }

  const id = providerModelId ?? model.id;
  const built = buildRequest({
    provider,
    task,
    providerModelId: id,
    args: payload ? (markCode(payload) as Record<string, unknown>) : { data: new ArrayBuffer(0) },
    // The routing decided above, read by the builder rather than worked out from the stand-in.
    credential: { kind: direct ? "provider-key" : "hf-token", token: standIn },
    ...(endpointUrl ? { endpointUrl } : {}),
    routerUrl: options.routerUrl ?? HF_ROUTER_URL,
    ...(options.providerUrls ? { providerUrls: options.providerUrls } : {}),
    userAgent: false,
    // Multipart bodies are written by the templates from the body's fields.
    media: media && { ...media, forms: undefined },
  });
  const body =
    typeof built.body === "string"
      ? (restoreCode(JSON.parse(built.body)) as Record<string, unknown>)
      : undefined;

  const clientOptions: Record<string, unknown> = {};
  if (options.routerUrl && options.routerUrl !== HF_ROUTER_URL)
    clientOptions.routerUrl = options.routerUrl;
  if (options.hubUrl && options.hubUrl !== HF_HUB_URL) clientOptions.hubUrl = options.hubUrl;
  if (direct && options.providerUrls) clientOptions.providerUrls = options.providerUrls;

  // A provider that declares no media protocol (hf-inference) and a dedicated endpoint answer
  // with the media's bytes; the others' protocols read JSON (base64, a URL to download, a job).
  const binaryOutput = media === undefined ? MEDIA_EXTENSIONS[task] : undefined;
  return {
    task,
    family,
    model,
    provider,
    providerModelId: id,
    url: built.url,
    openAiBaseUrl: built.url.replace(/\/chat\/completions$/, ""),
    headers: headersOf(built.headers, standIn),
    token,
    direct,
    body,
    fileEncoding,
    dataUrlType: file && (fileInput?.types?.[file.contentType] ?? file.contentType),
    file,
    binaryOutput,
    clientArguments: chat
      ? { messages: chat.messages, ...chat.parameters }
      : example.clientArguments,
    pythonArguments: example.pythonArguments,
    chat,
    endpointUrl,
    // The router bills an organisation; providers called with their own key do not know it.
    billTo: !direct && !endpointUrl ? options.billTo : undefined,
    packageUrl: options.packageUrl,
    clientOptions,
    job: jobOf(
      built.url,
      built.baseUrl,
      media?.snippetJobs?.[task as ProviderTask] ?? media?.snippetJob,
      task,
    ),
    sdk: media?.snippetSdk?.tasks.includes(task as ProviderTask)
      ? media.snippetSdk.client
      : undefined,
  };
}
