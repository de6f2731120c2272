import { javascriptToken } from "../internal/access-token.js";
import { code, formatLiteral, JAVASCRIPT_STYLE } from "../internal/literal.js";
import { openAiModel, type SnippetRequest } from "../internal/snippet-request.js";
import { blocks, PRINT_CHUNKS } from "./javascript-common.js";

/**
 * The `openai` snippet for chat models: the OpenAI client pointed at the router's (or the
 * provider's) OpenAI-compatible base URL.
 */
export function javascriptOpenAi(request: SnippetRequest): string | undefined {
  const settings = request.chat;
  if (!settings) return undefined;
  const clientOptions: Record<string, unknown> = {
    baseURL: request.openAiBaseUrl,
    apiKey: code(javascriptToken(request.token)),
    ...(request.billTo ? { defaultHeaders: { "X-HF-Bill-To": request.billTo } } : {}),
  };
  const body = {
    model: openAiModel(request),
    messages: settings.messages,
    ...settings.parameters,
    ...(settings.streaming ? { stream: true } : {}),
  };
  const call = `await client.chat.completions.create(${formatLiteral(body, JAVASCRIPT_STYLE, 0)});`;
  const usage = settings.streaming
    ? [`const stream = ${call}`, PRINT_CHUNKS]
    : [`const completion = ${call}`, "console.log(completion.choices[0].message.content);"];
  return blocks(
    'import OpenAI from "openai";',
    `const client = new OpenAI(${formatLiteral(clientOptions, JAVASCRIPT_STYLE, 0)});`,
    ...usage,
  );
}
