import { pythonString } from "@modeldeck/tasks";
import { pythonToken } from "../internal/access-token.js";
import { formatEntries, PYTHON_STYLE } from "../internal/literal.js";
import { openAiModel, type SnippetRequest } from "../internal/snippet-request.js";
import { pythonImports } from "./python-common.js";

/**
 * The `openai` snippet for chat models: the OpenAI client pointed at the router's (or the
 * provider's) OpenAI-compatible base URL.
 */
export function pythonOpenAi(request: SnippetRequest): string | undefined {
  const settings = request.chat;
  if (!settings) return undefined;
  const clientLines = [
    `    base_url=${pythonString(request.openAiBaseUrl)},`,
    `    api_key=${pythonToken(request.token)},`,
  ];
  if (request.billTo) {
    clientLines.push(`    default_headers={"X-HF-Bill-To": ${pythonString(request.billTo)}},`);
  }
  const entries = {
    model: openAiModel(request),
    messages: settings.messages,
    ...settings.parameters,
  };
  const call = `client.chat.completions.create(\n${formatEntries(entries, PYTHON_STYLE, "=", 1)}`;
  const usage = settings.streaming
    ? [
        `stream = ${call}\n    stream=True,\n)`,
        'for chunk in stream:\n    if chunk.choices:\n        print(chunk.choices[0].delta.content or "", end="", flush=True)\nprint()',
      ]
    : [`completion = ${call}\n)`, "print(completion.choices[0].message.content)"];
  return (
    [
      pythonImports(request.token, [], ["from openai import OpenAI"]),
      `client = OpenAI(\n${clientLines.join("\n")}\n)`,
      ...usage,
    ].join("\n\n") + "\n"
  );
}
