import type { InferenceClient, InferenceProviderOrPolicy } from "@modeldeck/inference";
import type { ChatCompletionInputMessage } from "@modeldeck/tasks";
import { loadInference, requestRoute, withGatewayToken } from "../inference";
import type { Settings } from "../settings";
import { createRecordingFetch, type RecordedExchange } from "./recording-fetch";
import type { TryInput } from "./try-input";

/** Where requests go and with which credentials; decided from the settings and the provider. */
export interface ClientSetup {
  provider: string;
  settings: Settings;
  /** The gateway URL: `{server origin}/api/inference`. */
  gatewayUrl: string;
  /** The hub the client resolves provider mappings against (this server by default). */
  hubUrl: string;
  fetch: typeof fetch;
  onRecord: (exchange: RecordedExchange) => void;
}

/**
 * Builds an `InferenceClient` from `@modeldeck/inference` whose requests are recorded for the
 * inspector. Where they go is the client's `gatewayUrl` option, decided by `requestRoute`: through
 * this server (`/api/inference`, where operator keys can serve them), or, for a personal key to a
 * provider that takes calls from pages, straight to that provider.
 *
 * @example
 * ```ts
 * const client = await createInferenceClient({ provider: "together", settings, gatewayUrl, hubUrl, fetch, onRecord });
 * await client.textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "hf-inference", inputs: "I love it" });
 * ```
 */
export async function createInferenceClient(setup: ClientSetup): Promise<InferenceClient> {
  const { InferenceClient } = await loadInference();
  const route = requestRoute(setup.settings, setup.provider);
  // The gateway token goes only to requests under the gateway URL.
  const base = withGatewayToken(setup.fetch, setup.gatewayUrl, setup.settings.gatewayToken);
  return new InferenceClient(route.token, {
    hubUrl: setup.hubUrl,
    ...(route.throughServer ? { gatewayUrl: setup.gatewayUrl } : {}),
    fetch: createRecordingFetch(base, setup.onRecord),
  });
}

/**
 * The provider a mapping names, as the client takes it; a name the client does not know is
 * refused in plain words instead of being sent.
 *
 * @example
 * ```ts
 * import { inferenceProvider } from "./inference-runner";
 * await inferenceProvider("together"); // "together"
 * ```
 */
export async function inferenceProvider(name: string): Promise<InferenceProviderOrPolicy> {
  if (name === "auto") return name;
  // The client's provider list lives in its own chunk, loaded with the client rather than with
  // every page that shows a try-it box.
  const { INFERENCE_PROVIDERS } = await loadInference();
  const match = INFERENCE_PROVIDERS.find((provider) => provider === name);
  if (!match) throw new Error(`The inference client does not know the provider "${name}".`);
  return match;
}

/**
 * Reads a file into a data URL, for images sent inside chat messages.
 */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(blob);
  });
}

/**
 * The messages of a chat request: system prompt, earlier turns, then the new user turn.
 *
 * @example
 * ```ts
 * await chatMessages({ ...input, systemPrompt: "Be brief.", text: "Hi" }, undefined);
 * ```
 */
export async function chatMessages(
  input: TryInput,
  image: Blob | undefined,
): Promise<ChatCompletionInputMessage[]> {
  const system: ChatCompletionInputMessage[] = input.systemPrompt.trim()
    ? [{ role: "system", content: input.systemPrompt }]
    : [];
  const user: ChatCompletionInputMessage = image
    ? {
        role: "user",
        content: [
          { type: "text", text: input.text },
          { type: "image_url", image_url: { url: await blobToDataUrl(image) } },
        ],
      }
    : { role: "user", content: input.text };
  const history = input.history.map(({ role, content }) => ({ role, content }));
  return [...system, ...history, user];
}

/** Token counts a provider reports for one chat answer. */
export interface TokenUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/**
 * Streams a chat completion, calling `onDelta` with each piece of text. Asks for the usage chunk
 * (`stream_options.include_usage`) so the token counts can be shown. Resolves with the full text
 * and the usage when the provider sent it; an abort stops the stream and rejects with an
 * `AbortError`.
 *
 * @example
 * ```ts
 * const { text, usage } = await streamChat(client, { model, provider, messages, temperature: 0.7, maxTokens: 256, extra: {} }, signal, append);
 * ```
 */
export async function streamChat(
  client: InferenceClient,
  request: {
    model: string;
    provider: string;
    messages: ChatCompletionInputMessage[];
    temperature: number;
    maxTokens: number;
    /** Further chat completion parameters (top_p, stop, seed, response_format). */
    extra: Record<string, unknown>;
  },
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<{ text: string; usage?: TokenUsage }> {
  let full = "";
  let usage: TokenUsage | undefined;
  const stream = client.chatCompletionStream(
    {
      model: request.model,
      provider: await inferenceProvider(request.provider),
      messages: request.messages,
      temperature: request.temperature,
      max_tokens: request.maxTokens,
      ...request.extra,
      stream_options: { include_usage: true },
    },
    { signal },
  );
  for await (const chunk of stream) {
    if (signal.aborted) break;
    if (chunk.usage) usage = chunk.usage;
    const delta = chunk.choices[0]?.delta.content;
    if (delta) {
      full += delta;
      onDelta(delta);
    }
  }
  if (signal.aborted) throw Object.assign(new Error("Stopped"), { name: "AbortError" });
  return { text: full, usage };
}
