import type { JobSnippet } from "../../providers/media-protocol.js";
import type { TokenSpelling } from "./access-token.js";
import { Code } from "./literal.js";
import type { ExampleMessage } from "./example-inputs.js";
import type { SnippetModel, SnippetTask, TaskFamily } from "./snippet-task.js";

/** A file the example reads from disk. */
export interface ExampleFile {
  /** File name, e.g. `cat-chelsea.png` (one of the catalogue's demo media). */
  name: string;
  /** MIME type from the extension, e.g. `image/png`. */
  contentType: string;
}

/**
 * A job the raw HTTP snippets follow to its file: the provider's declared protocol, where the
 * submission went, and where this task's file sits in the result.
 */
export interface SnippetJob {
  spec: JobSnippet;
  /** The base the submission went to: the router's provider prefix, or the provider's URL. */
  base: string;
  /** The submission's query string, kept on every follow-up (`?_subdomain=queue`). */
  query: string;
  output: JobSnippet["outputs"][keyof JobSnippet["outputs"]] & object;
}

/** A header sent with every request: a fixed value, or a prefix followed by the token. */
export interface SnippetHeader {
  name: string;
  value: string;
  /** When set, the header's value is `value` followed by the access token. */
  carriesToken?: boolean;
}

/** The chat-specific part of a request. */
interface ChatSettings {
  messages: ExampleMessage[];
  streaming: boolean;
  /** `max_tokens`, `temperature`, `top_p`, in that order, when given. */
  parameters: Record<string, number>;
}

/**
 * Everything the templates need to write one request, resolved once per call from the model,
 * the provider registry and the options. Templates only format; they make no routing decision.
 */
export interface SnippetRequest {
  task: SnippetTask;
  family: TaskFamily;
  model: SnippetModel;
  provider: string;
  /** The model id the provider knows (the Hub id unless the provider mapping says otherwise). */
  providerModelId: string;
  /** Where raw HTTP clients send the request. */
  url: string;
  /** Base URL for OpenAI clients (the chat URL without `/chat/completions`). */
  openAiBaseUrl: string;
  headers: SnippetHeader[];
  token: TokenSpelling;
  /** True with a provider key: the request goes straight to the provider, not the router. */
  direct: boolean;
  /** The JSON body raw HTTP clients send, or undefined when the body is the file's bytes. */
  body: Record<string, unknown> | undefined;
  /**
   * How the example file travels: as the body (`bytes`), as base64 or a data URL inside the
   * JSON `body` (a `code(...)` placeholder marks where), or as a multipart upload (`form`: the
   * `body` fields, with the placeholder naming the file's field).
   */
  fileEncoding: "bytes" | "base64" | "data-url" | "form" | undefined;
  /** The type a `data-url` names (the provider may want another spelling than the file's). */
  dataUrlType: string | undefined;
  file: ExampleFile | undefined;
  /** Set when the answer is the generated media's bytes, with the extension to save it as. */
  binaryOutput: string | undefined;
  /** The call arguments of `@modeldeck/inference` besides model and provider (Hub shape). */
  clientArguments: Record<string, unknown>;
  /** `huggingface_hub` call arguments, positional first (name `""`). */
  pythonArguments: [name: string, value: unknown][];
  chat: ChatSettings | undefined;
  endpointUrl: string | undefined;
  /** Organisation billed for the request, only when the route supports it. */
  billTo: string | undefined;
  /** Non-default client options for `@modeldeck/inference` (`routerUrl`, `hubUrl`, …). */
  clientOptions: Record<string, unknown>;
  /** Where `@modeldeck/inference` installs from (`options.packageUrl`), when known. */
  packageUrl: string | undefined;
  /** The provider's own SDK (`fal_client`) when it has snippets for this task. */
  sdk: string | undefined;
  /** Set when the answer is a job the raw HTTP snippets follow to the file (queues, async tasks). */
  job: SnippetJob | undefined;
}

/** The name of the variable the base64 of the example file is stored in. */
export const BASE64_VARIABLE = "encoded";

/** The headers raw HTTP clients send: the route's, plus the billing header when asked for. */
export function headersToSend(request: SnippetRequest): SnippetHeader[] {
  const headers = [...request.headers];
  if (request.billTo) headers.push({ name: "X-HF-Bill-To", value: request.billTo });
  return headers;
}

/** The JSON body of a chat request, with `stream` set as the settings say. */
export function chatBody(request: SnippetRequest): Record<string, unknown> {
  // The model first, as people write it; the builder appends it.
  const { model, ...rest } = request.body ?? {};
  return { model, ...rest, ...(request.chat?.streaming ? { stream: true } : {}) };
}

/** The model name OpenAI clients send: the provider's id, as in the raw request's body. */
export function openAiModel(request: SnippetRequest): string {
  const inBody = request.body?.model;
  return typeof inBody === "string" ? inBody : request.model.id;
}

/**
 * A multipart body's fields: the name of the file's field (the one holding the placeholder) and
 * the other fields as text, as the client's form encoder writes them (objects as JSON).
 */
export function formFields(request: SnippetRequest): {
  fileField: string;
  fields: [string, string][];
} {
  let fileField = "file";
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(request.body ?? {})) {
    if (value instanceof Code) fileField = name;
    else if (value != null) {
      fields.push([name, typeof value === "object" ? JSON.stringify(value) : String(value)]);
    }
  }
  return { fileField, fields };
}
