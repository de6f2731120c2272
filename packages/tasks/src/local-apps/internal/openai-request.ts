import type { ModelData } from "../../model-data.js";
import { shellQuoteLines } from "../../quoting.js";
import { isConversational } from "./compatibility.js";

/** A public demo image, for vision models' example requests. */
export const EXAMPLE_IMAGE_URL =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG";

/**
 * The body of an example request to an OpenAI-compatible server: a chat message (with an
 * image for vision models) for chat models, a plain completion prompt otherwise.
 */
function exampleBody(model: ModelData): { path: string; body: Record<string, unknown> } {
  if (model.pipeline_tag === "image-text-to-text") {
    const content = [
      { type: "text", text: "Describe this image in one sentence." },
      { type: "image_url", image_url: { url: EXAMPLE_IMAGE_URL } },
    ];
    return {
      path: "/v1/chat/completions",
      body: { model: model.id, messages: [{ role: "user", content }] },
    };
  }
  if (isConversational(model)) {
    return {
      path: "/v1/chat/completions",
      body: {
        model: model.id,
        messages: [{ role: "user", content: "What is the capital of France?" }],
      },
    };
  }
  return {
    path: "/v1/completions",
    body: { model: model.id, prompt: "Once upon a time,", max_tokens: 128, temperature: 0.7 },
  };
}

/**
 * A `curl` command that sends the example request to a local OpenAI-compatible server.
 *
 * @example
 * ```ts
 * openAiCurl(model, "http://localhost:8000");
 * // "# Send a request to the server\ncurl http://localhost:8000/v1/chat/completions \\ ..."
 * ```
 */
export function openAiCurl(model: ModelData, origin: string): string {
  const { path, body } = exampleBody(model);
  const json = JSON.stringify(body, null, 2).replace(/\n/g, "\n  ");
  return [
    "# Send a request to the server",
    `curl ${origin}${path} \\`,
    `  -H "Content-Type: application/json" \\`,
    // JSON escapes every line break inside its strings, so the body's lines are its own.
    `  -d ${shellQuoteLines(json)}`,
  ].join("\n");
}
