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
  image_url?: { url: string; detail?: string; [property: string]: unknown };
  // Open like the reference types, so parts written for @huggingface/inference 3.6.2 still fit.
  [property: string]: unknown;
}

/**
 * A tool call the assistant asked for: which function, with which arguments. Run the function,
 * then send its result back in a `tool` message carrying the same `id`.
 *
 * @example
 * ```ts
 * const call: ChatCompletionToolCall = { id: "call_0", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } };
 * const reply: ChatCompletionInputMessage = { role: "tool", tool_call_id: call.id, content: "18°C, cloudy" };
 * ```
 */
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

/**
 * A function the model may call, described by a name and a JSON schema of its parameters. Offer
 * tools in `ChatCompletionInput.tools` when the model should fetch data or act instead of
 * answering from memory.
 *
 * @example
 * ```ts
 * const tool: ChatCompletionInputTool = {
 *   type: "function",
 *   function: {
 *     name: "get_weather",
 *     description: "Current weather in a city",
 *     parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
 *   },
 * };
 * ```
 */
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

/**
 * The log probability of one generated token and of its most likely alternatives, returned when
 * `logprobs` is requested. Useful to show how confident a model was.
 *
 * @example
 * ```ts
 * const entry: ChatCompletionLogprob = { token: "Paris", logprob: -0.01, top_logprobs: [{ token: "Lyon", logprob: -5.2 }] };
 * const probability = Math.exp(entry.logprob); // 0.99
 * ```
 */
export interface ChatCompletionLogprob {
  token: string;
  logprob: number;
  top_logprobs?: { token: string; logprob: number }[];
}

/**
 * The assistant message of one answer: its text, or the tool calls it asks for, and the reasoning
 * text some models return separately.
 *
 * @example
 * ```ts
 * const answer = await chatCompletion({ model: "meta-llama/Llama-3.1-8B-Instruct", messages });
 * const message: ChatCompletionOutputMessage | undefined = answer.choices[0]?.message;
 * console.log(message?.content);
 * ```
 */
export interface ChatCompletionOutputMessage {
  role: string;
  // Typed as the reference client types it (providers send null beside tool calls; read it with `??`).
  content?: string;
  tool_calls?: ChatCompletionToolCall[];
  reasoning?: string;
  [property: string]: unknown;
}

/**
 * One generated alternative of a chat completion, with why it stopped (`stop`, `length`,
 * `tool_calls`…). Requests ask for one unless `n` is set.
 *
 * @example
 * ```ts
 * const choice: ChatCompletionOutputComplete = { index: 0, finish_reason: "stop", message: { role: "assistant", content: "Paris." } };
 * ```
 */
export interface ChatCompletionOutputComplete {
  index: number;
  finish_reason: string;
  message: ChatCompletionOutputMessage;
  logprobs?: { content: ChatCompletionLogprob[] } | null;
}

/**
 * Token counts of a request and its answer, which is what providers bill by.
 *
 * @example
 * ```ts
 * const usage: ChatCompletionOutputUsage = { prompt_tokens: 18, completion_tokens: 9, total_tokens: 27 };
 * ```
 */
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

/**
 * The part of the assistant message carried by one stream event: append each `content` to build
 * the whole answer.
 *
 * @example
 * ```ts
 * let text = "";
 * for await (const event of chatCompletionStream({ model: "meta-llama/Llama-3.1-8B-Instruct", messages })) {
 *   const delta: ChatCompletionStreamOutputDelta | undefined = event.choices[0]?.delta;
 *   text += delta?.content ?? "";
 * }
 * ```
 */
export interface ChatCompletionStreamOutputDelta {
  role?: string;
  // Typed as the reference client types it (a provider may send null; read it with `??`).
  content?: string;
  reasoning?: string;
  tool_calls?: (Partial<ChatCompletionToolCall> & { index?: number })[];
  [property: string]: unknown;
}

/**
 * One choice of a stream event: the next piece of the message and, on the last event, why
 * generation stopped.
 *
 * @example
 * ```ts
 * const choice: ChatCompletionStreamOutputChoice = { index: 0, delta: { content: " world" }, finish_reason: null };
 * ```
 */
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
