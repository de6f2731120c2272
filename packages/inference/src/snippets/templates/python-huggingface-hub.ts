import { pythonString } from "@modeldeck/tasks";
import { pythonToken } from "../internal/access-token.js";
import { formatEntries, PYTHON_STYLE } from "../internal/literal.js";
import type { SnippetRequest } from "../internal/snippet-request.js";
import { SNIPPET_TASKS } from "../internal/snippet-task.js";
import { pythonCall, pythonImports, pythonSaveBytes } from "./python-common.js";

function clientSetup(request: SnippetRequest): string {
  const settings: [string, string][] = request.endpointUrl
    ? [["base_url", request.endpointUrl]]
    : [["provider", request.provider]];
  const lines = settings.map(([name, value]) => `    ${name}=${pythonString(value)},`);
  lines.push(`    api_key=${pythonToken(request.token)},`);
  if (request.billTo) lines.push(`    bill_to=${pythonString(request.billTo)},`);
  const imports = pythonImports(request.token, [], ["from huggingface_hub import InferenceClient"]);
  return `${imports}\n\nclient = InferenceClient(\n${lines.join("\n")}\n)`;
}

// A dedicated endpoint serves one model, so calls to it name none.
function modelArgument(request: SnippetRequest): [string, unknown][] {
  return request.endpointUrl ? [] : [["model", request.model.id]];
}

function modelEntry(request: SnippetRequest): Record<string, string> {
  return request.endpointUrl ? {} : { model: request.model.id };
}

/** Chat through the OpenAI-style interface of `InferenceClient`, streamed or not. */
function chat(request: SnippetRequest): string {
  const settings = request.chat;
  if (!settings) return "";
  const entries = {
    ...modelEntry(request),
    messages: settings.messages,
    ...settings.parameters,
  };
  const call = `client.chat.completions.create(\n${formatEntries(entries, PYTHON_STYLE, "=", 1)}`;
  if (!settings.streaming) {
    return `completion = ${call}\n)\n\nprint(completion.choices[0].message.content)`;
  }
  return [
    `stream = ${call}\n    stream=True,\n)`,
    'for chunk in stream:\n    if chunk.choices:\n        print(chunk.choices[0].delta.content or "", end="", flush=True)\nprint()',
  ].join("\n\n");
}

/**
 * Text generation on a provider that serves only chat (Groq): `text_generation` would be turned
 * down there, so the prompt goes through chat completion as one user message, as the client
 * itself sends it.
 */
function promptAsChat(request: SnippetRequest): string {
  const { model: _providerModel, messages, ...parameters } = request.body ?? {};
  const entries = { ...modelEntry(request), messages, ...parameters };
  const call = `client.chat.completions.create(\n${formatEntries(entries, PYTHON_STYLE, "=", 1)}`;
  return `# ${request.provider} serves this model through chat completion only.\ncompletion = ${call}\n)\n\nprint(completion.choices[0].message.content)`;
}

/** Whether the route of a text generation is a chat endpoint (its body holds messages). */
const servedAsChat = (request: SnippetRequest) =>
  request.task === "text-generation" && Array.isArray(request.body?.messages);

/** Tasks that take an image and answer with media, like the generation family. */
const IMAGE_MEDIA_TASKS = new Set([
  "image-to-image",
  "image-to-video",
  "image-text-to-image",
  "image-text-to-video",
]);

/** Tasks answered with media: images come back as PIL images, video and sound as bytes. */
function generation(request: SnippetRequest, method: string): string {
  const call = pythonCall(`client.${method}`, [
    ...request.pythonArguments,
    ...modelArgument(request),
  ]);
  if (["text-to-image", "image-to-image", "image-text-to-image"].includes(request.task)) {
    return `# The answer is a PIL.Image.\nimage = ${call}\n\nimage.save("output.png")`;
  }
  const extension = request.task.endsWith("video") ? "mp4" : "flac";
  return `output = ${call}\n\n${pythonSaveBytes("output", extension)}`;
}

/**
 * The `huggingface_hub` snippet: `InferenceClient` with the provider (or the dedicated
 * endpoint), one method call per task. Files are passed by path; the library reads them.
 */
export function pythonHuggingFaceHub(request: SnippetRequest): string | undefined {
  // A method borrowed from another task reaches this one only on the providers declared for it.
  const { pythonMethod: method, pythonProviders } = SNIPPET_TASKS[request.task];
  if (pythonProviders && !pythonProviders.some((provider) => provider === request.provider)) {
    return undefined;
  }
  let body: string;
  if (request.family === "chat") body = chat(request);
  else if (servedAsChat(request)) body = promptAsChat(request);
  else if (request.family === "generation" || IMAGE_MEDIA_TASKS.has(request.task)) {
    body = generation(request, method);
  } else {
    const call = pythonCall(`client.${method}`, [
      ...request.pythonArguments,
      ...modelArgument(request),
    ]);
    body = `result = ${call}\n\nprint(result)`;
  }
  return `${clientSetup(request)}\n\n${body}\n`;
}
