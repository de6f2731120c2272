import { pythonString } from "@modeldeck/tasks";
import { Code, code, formatLiteral, PYTHON_STYLE } from "../internal/literal.js";
import type { SnippetRequest } from "../internal/snippet-request.js";

/**
 * The `fal_client` snippet for fal-ai's media models. fal's own client talks to fal directly,
 * so it authenticates with a fal key (`FAL_KEY`, which the library reads by itself), never with
 * an `hf_` token.
 */
export function pythonFalClient(request: SnippetRequest): string | undefined {
  // Only where the provider declares fal_client as its SDK for the task (`snippetSdk`).
  if (request.sdk !== "fal_client") return undefined;
  // `subscribe` waits for the result itself, so the synchronous-answer flag is not needed.
  const { sync_mode: _syncMode, ...body } = request.body ?? {};
  const lines: string[] = ["import fal_client", ""];
  const literalKey = request.direct ? request.token.literal : undefined;
  const client = literalKey === undefined ? "fal_client" : "client";
  if (literalKey === undefined) {
    lines.push("# fal_client reads your fal key from the FAL_KEY environment variable.");
  } else {
    lines.push(`client = fal_client.SyncClient(key=${pythonString(literalKey)})`, "");
  }
  const argumentsValue = { ...body };
  if (request.file) {
    // fal takes files as URLs: upload the example file to fal's storage first.
    lines.push(`file_url = ${client}.upload_file(${pythonString(request.file.name)})`, "");
    for (const [key, value] of Object.entries(argumentsValue)) {
      if (value instanceof Code) {
        argumentsValue[key] = code("file_url");
      }
    }
  }
  lines.push(
    `result = ${client}.subscribe(`,
    `    ${pythonString(request.providerModelId)},`,
    `    arguments=${formatLiteral(argumentsValue, PYTHON_STYLE, 1)},`,
    ")",
    "",
    "print(result)",
  );
  return `${lines.join("\n")}\n`;
}
