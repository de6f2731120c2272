import type { ProviderTask } from "./provider-helper.js";

/**
 * One answer as the provider (or its CDN) sends it: JSON, text, or file bytes in base64.
 *
 * @example
 * ```ts
 * const answer: RecordedAnswer = { json: { request_id: "5b1c", status: "IN_QUEUE" } };
 * ```
 */
export interface RecordedAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  /** File bytes (an image, a video), sent with `contentType`. */
  base64?: string;
  contentType?: string;
}

/**
 * One request the client sends in a call, on its production URL (`"GET https://…"`), and the
 * answer recorded for it. A URL asked several times (polling) appears once per request.
 *
 * @example
 * ```ts
 * const poll: RecordedExchange = {
 *   request: "GET https://api.replicate.com/v1/predictions/q5kx",
 *   answer: { json: { id: "q5kx", status: "succeeded", output: ["https://replicate.delivery/…"] } },
 * };
 * ```
 */
interface RecordedExchange {
  request: string;
  answer: RecordedAnswer;
  /** The JSON body the client must send with this request, when the case pins it. */
  body?: Record<string, unknown>;
  /**
   * The multipart form the client must send instead (uploads): each field's text, or for a
   * file its name and type.
   */
  form?: Record<string, string | { filename: string; type: string }>;
}

/**
 * One call of a provider's conformance fixture, made with the provider's own key: the task,
 * what the Hub maps the model to, the call's payload, and every exchange in order.
 *
 * @example
 * ```ts
 * const chat: ConformanceCase = {
 *   task: "conversational",
 *   providerId: "llama-3.3-70b",
 *   args: { messages: [{ role: "user", content: "Hi" }] },
 *   exchanges: [{ request: "POST https://api.cerebras.ai/v1/chat/completions", answer: { json: CHAT_ANSWER } }],
 * };
 * ```
 */
interface ConformanceCase {
  task: ProviderTask;
  providerId: string;
  args: Record<string, unknown>;
  exchanges: readonly RecordedExchange[];
}

/**
 * What every provider file exports as `conformance`: calls the registry-driven suite replays
 * (`conformance.test.ts`) to check the provider's whole protocol, request and answer side, on
 * production URLs. A provider without one fails the suite.
 *
 * @example
 * ```ts
 * export const conformance: ProviderConformance = { cases: [chatCase] };
 * ```
 */
export interface ProviderConformance {
  readonly cases: readonly ConformanceCase[];
}

/** A one-pixel PNG, the file recorded answers point to. */
export const RECORDED_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/**
 * The same PNG as a data URL. Spelled out, not built with a template: bundlers keep a template
 * that reads an import, and with it the whole fixture.
 */
export const RECORDED_PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** The conversation every chat case sends. */
export const CHAT_MESSAGES = [{ role: "user", content: "What is 1 + 1?" }];

/**
 * The chat call every chat case makes. Fixtures spell bodies out with `CHAT_MESSAGES` rather
 * than spreading this: a spread is not provably pure, so bundlers would keep the fixture.
 */
export const CHAT_ARGS = { messages: CHAT_MESSAGES, max_tokens: 16 };

/** An OpenAI-compatible chat answer, as the providers that speak that API send it. */
export const CHAT_ANSWER = {
  id: "chatcmpl-9f1c2e7a",
  object: "chat.completion",
  created: 1763913600,
  model: "provider-model",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content: "1 + 1 = 2." },
      logprobs: null,
      finish_reason: "stop",
    },
  ],
  usage: { prompt_tokens: 15, completion_tokens: 8, total_tokens: 23 },
};
