import type { TokenSpelling } from "./access-token.js";
import type { ExampleMessage } from "./example-inputs.js";
import type { SnippetModel, SnippetTask, TaskFamily } from "./snippet-task.js";

/** A file the example reads from disk. */
export interface ExampleFile {
  /** File name, e.g. `cat-chelsea.png` (one of the catalogue's demo media). */
  name: string;
  /** MIME type from the extension, e.g. `image/png`. */
  contentType: string;
}

/** A header sent with every request: a fixed value, or a prefix followed by the token. */
export interface SnippetHeader {
  name: string;
  value: string;
  /** When set, the header's value is `value` followed by the access token. */
  carriesToken?: boolean;
}

/** The chat-specific part of a request. */
export interface ChatSettings {
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
  /** Where the file's base64 goes inside `body` (a `code(...)` placeholder marks it). */
  fileEncoding: "bytes" | "base64" | "data-url" | undefined;
  file: ExampleFile | undefined;
  /** Set when the answer is the generated media's bytes, with the extension to save it as. */
  binaryOutput: string | undefined;
  /** The call arguments of `@modeldeck/inference` besides model and provider (Hub shape). */
  clientArguments: Record<string, unknown>;
  chat: ChatSettings | undefined;
  endpointUrl: string | undefined;
  /** Organisation billed for the request, only when the route supports it. */
  billTo: string | undefined;
  /** Non-default client options for `@modeldeck/inference` (`routerUrl`, `hubUrl`, …). */
  clientOptions: Record<string, unknown>;
  /** Raw HTTP clients cannot show the request when the provider answers with a job to poll. */
  answersWithJob: boolean;
}

/** The name of the variable the base64 of the example file is stored in. */
export const BASE64_VARIABLE = "encoded";
