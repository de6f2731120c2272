import { commentText, javascriptString, shellWord } from "@modeldeck/tasks";
import { javascriptToken } from "../internal/access-token.js";
import { code, formatLiteral, JAVASCRIPT_STYLE } from "../internal/literal.js";
import type { SnippetRequest } from "../internal/snippet-request.js";
import { MEDIA_EXTENSIONS } from "../internal/snippet-task.js";
import { FILE_VARIABLE } from "../internal/task-payload.js";
import { TASK_TABLE } from "../../task-table.js";
import {
  blocks,
  javascriptFsImport,
  javascriptReadFile,
  PRINT_CHUNKS,
} from "./javascript-common.js";

function clientSetup(request: SnippetRequest): string {
  const options: Record<string, unknown> = { ...request.clientOptions };
  if (request.billTo) {
    // The billing header rides on every request through a fetch wrapper.
    options.fetch = code(
      `(url, init) =>\n    fetch(url, { ...init, headers: { ...init?.headers, "X-HF-Bill-To": ${javascriptString(request.billTo)} } })`,
    );
  }
  const token = javascriptToken(request.token);
  const settings = Object.keys(options).length
    ? `, ${formatLiteral(options, JAVASCRIPT_STYLE, 0)}`
    : "";
  const lines = [`const client = new InferenceClient(${token}${settings});`];
  // A dedicated endpoint serves one model: calls go through `client.endpoint(url)`.
  if (request.endpointUrl) {
    lines.push(`const endpoint = client.endpoint(${javascriptString(request.endpointUrl)});`);
  }
  return lines.join("\n");
}

function callArguments(request: SnippetRequest): string {
  const routing = request.endpointUrl
    ? {}
    : { model: request.model.id, provider: request.provider };
  return formatLiteral({ ...routing, ...request.clientArguments }, JAVASCRIPT_STYLE, 0);
}

/**
 * The `@modeldeck/inference` snippet: this project's client, one method per task (the same
 * names and arguments as `@huggingface/inference`). Files are passed as Blobs. With a
 * `packageUrl`, its first line is the command that installs the client from that server.
 */
export function javascriptModelDeck(request: SnippetRequest): string {
  const target = request.endpointUrl ? "endpoint" : "client";
  const { method, stream } = TASK_TABLE[request.task];
  const extension = MEDIA_EXTENSIONS[request.task];
  // No registry publishes the package: the line that installs it from the ModelDeck server.
  const install = request.packageUrl
    ? `// npm install ${commentText(shellWord(request.packageUrl))}\n`
    : "";
  const imports = [
    `${install}import { InferenceClient } from "@modeldeck/inference";`,
    javascriptFsImport(request.file !== undefined, extension !== undefined),
  ]
    .filter((line) => line !== "")
    .join("\n");
  const read = javascriptReadFile(request, FILE_VARIABLE, "blob");
  let usage: string;
  if (request.chat?.streaming) {
    usage = `const stream = ${target}.${stream ?? method}(${callArguments(request)});\n\n${PRINT_CHUNKS}`;
  } else if (request.chat) {
    usage = `const completion = await ${target}.chatCompletion(${callArguments(request)});\n\nconsole.log(completion.choices[0].message.content);`;
  } else if (extension) {
    usage = `const output = await ${target}.${method}(${callArguments(request)});\n\nawait writeFile("output.${extension}", new Uint8Array(await output.arrayBuffer()));`;
  } else {
    usage = `const result = await ${target}.${method}(${callArguments(request)});\n\nconsole.log(JSON.stringify(result, null, 2));`;
  }
  return blocks(imports, clientSetup(request), read, usage);
}
