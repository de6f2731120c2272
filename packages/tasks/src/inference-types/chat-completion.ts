/**
 * One part of a multimodal message: text, or an image given by URL (or data URL).
 *
 * @example
 * ```ts
 * const part: ChatCompletionInputMessageChunk = { type: "image_url", image_url: { url: "https://…/cat.png" } };
 * ```
 */
export interface ChatCompletionInputMessageChunk {
  type: "text" | "image_url";
  text?: string;
  image_url?: { url: string; detail?: string };
}

/** A tool call the assistant asked for. */
export interface ChatCompletionToolCall {
  id: string;
  type: string;
  function: { name: string; arguments: string | Record<string, unknown>; description?: string };
}

/**
 * One message of the conversation.
 *
 * @example
 * ```ts
 * const message: ChatCompletionInputMessage = { role: "user", content: "What is the capital of France?" };
 * ```
 */
export interface ChatCompletionInputMessage {
  role: string;
  content?: string | ChatCompletionInputMessageChunk[];
  name?: string;
  tool_calls?: ChatCompletionToolCall[];
  tool_call_id?: string;
  [property: string]: unknown;
}

/** A function the model may call. */
export interface ChatCompletionInputTool {
  type: string;
  function: { name: string; description?: string; parameters?: unknown };
}

/**
 * A chat completion request, OpenAI style.
 *
 * @example
 * ```ts
 * const input: ChatCompletionInput = {
 *   model: "meta-llama/Llama-3.1-8B-Instruct",
 *   messages: [{ role: "user", content: "Hello!" }],
 *   max_tokens: 512,
 *   temperature: 0.7,
 * };
 * ```
 */
export interface ChatCompletionInput {
  messages: ChatCompletionInputMessage[];
  model?: string;
  frequency_penalty?: number;
  logit_bias?: number[] | Record<string, number>;
  logprobs?: boolean;
  max_tokens?: number;
  n?: number;
  presence_penalty?: number;
  response_format?: {
    type: "text" | "json" | "json_object" | "json_schema";
    [property: string]: unknown;
  };
  seed?: number;
  stop?: string[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  tool_choice?: "auto" | "none" | "required" | { function: { name: string } } | string;
  tool_prompt?: string;
  tools?: ChatCompletionInputTool[];
  top_logprobs?: number;
  top_p?: number;
  [property: string]: unknown;
}

/** The log probability of one generated token and its best alternatives. */
export interface ChatCompletionLogprob {
  token: string;
  logprob: number;
  top_logprobs?: { token: string; logprob: number }[];
}

/** An assistant message of the answer. */
export interface ChatCompletionOutputMessage {
  role: string;
  content?: string | null;
  tool_calls?: ChatCompletionToolCall[];
  reasoning?: string;
  [property: string]: unknown;
}

/** One generated alternative. */
export interface ChatCompletionOutputComplete {
  index: number;
  finish_reason: string;
  message: ChatCompletionOutputMessage;
  logprobs?: { content: ChatCompletionLogprob[] } | null;
}

/** Token counts of the request and the answer. */
export interface ChatCompletionOutputUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}

/**
 * A chat completion answer.
 *
 * @example
 * ```ts
 * const answer: ChatCompletionOutput = await chatCompletion(input);
 * console.log(answer.choices[0]?.message.content);
 * ```
 */
export interface ChatCompletionOutput {
  id: string;
  created: number;
  model: string;
  object?: string;
  system_fingerprint?: string | null;
  choices: ChatCompletionOutputComplete[];
  usage: ChatCompletionOutputUsage;
  [property: string]: unknown;
}

/** The part of a message carried by one stream event. */
export interface ChatCompletionStreamOutputDelta {
  role?: string;
  content?: string | null;
  reasoning?: string;
  tool_calls?: (Partial<ChatCompletionToolCall> & { index?: number })[];
  [property: string]: unknown;
}

/** One choice of a stream event. */
export interface ChatCompletionStreamOutputChoice {
  index: number;
  delta: ChatCompletionStreamOutputDelta;
  finish_reason?: string | null;
  logprobs?: { content: ChatCompletionLogprob[] } | null;
}

/**
 * One event of a streamed chat completion.
 *
 * @example
 * ```ts
 * for await (const chunk of chatCompletionStream(input)) process.stdout.write(chunk.choices[0]?.delta.content ?? "");
 * ```
 */
export interface ChatCompletionStreamOutput {
  id: string;
  created: number;
  model: string;
  object?: string;
  system_fingerprint?: string | null;
  choices: ChatCompletionStreamOutputChoice[];
  usage?: ChatCompletionOutputUsage | null;
  [property: string]: unknown;
}
