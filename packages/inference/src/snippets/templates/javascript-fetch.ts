import { javascriptString } from "@modeldeck/tasks";
import { javascriptTokenHeader } from "../internal/access-token.js";
import { code, formatLiteral, JAVASCRIPT_STYLE } from "../internal/literal.js";
import {
  BASE64_VARIABLE,
  chatBody,
  formFields,
  headersToSend,
  type SnippetRequest,
} from "../internal/snippet-request.js";
import { blocks, javascriptFsImport, javascriptReadFile } from "./javascript-common.js";
import { jobJavaScript } from "./job-follow.js";

function fetchCall(request: SnippetRequest, body: string, contentType?: string): string {
  const headers: Record<string, unknown> = {};
  for (const header of headersToSend(request)) {
    headers[header.name] = header.carriesToken
      ? code(javascriptTokenHeader(request.token, header.value))
      : header.value;
  }
  // A job is followed with the same credentials: they are named once, as `headers`.
  const named = request.job
    ? `const headers = ${formatLiteral(headers, JAVASCRIPT_STYLE, 0)};\n`
    : "";
  // A FormData body sets its own multipart Content-Type, with the boundary.
  const sent = request.job
    ? code(
        contentType
          ? `{ ...headers, "Content-Type": ${javascriptString(contentType)} }`
          : "headers",
      )
    : { ...headers, ...(contentType ? { "Content-Type": contentType } : {}) };
  const init = { method: "POST", headers: sent, body: code(body) };
  return [
    `${named}const response = await fetch(${javascriptString(request.url)}, ${formatLiteral(init, JAVASCRIPT_STYLE, 0)});`,
    "if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);",
  ].join("\n");
}

// Server-sent events: `data:` lines carry JSON chunks, `[DONE]` ends the stream.
const READ_EVENTS = [
  "const decoder = new TextDecoder();",
  'let pending = "";',
  "for await (const bytes of response.body) {",
  "  pending += decoder.decode(bytes, { stream: true });",
  '  const lines = pending.split("\\n");',
  '  pending = lines.pop() ?? "";',
  "  for (const line of lines) {",
  '    if (!line.startsWith("data:")) continue;',
  "    const data = line.slice(5).trim();",
  '    if (data === "[DONE]") continue;',
  "    const chunk = JSON.parse(data);",
  '    process.stdout.write(chunk.choices[0]?.delta?.content ?? "");',
  "  }",
  "}",
  'process.stdout.write("\\n");',
].join("\n");

function chat(request: SnippetRequest): string {
  const body = `JSON.stringify(${formatLiteral(chatBody(request), JAVASCRIPT_STYLE, 1)})`;
  const call = fetchCall(request, body, "application/json");
  if (request.chat?.streaming) return blocks(call, READ_EVENTS);
  return blocks(
    call,
    "const completion = await response.json();\nconsole.log(completion.choices[0].message.content);",
  );
}

/** A multipart upload: the file from disk as a Blob and the other fields as text. */
function upload(request: SnippetRequest): string[] {
  const { fileField, fields } = formFields(request);
  const file = request.file;
  return [
    [
      "const form = new FormData();",
      `form.append(${javascriptString(fileField)}, new Blob([await readFile(${javascriptString(file?.name ?? "")})], { type: ${javascriptString(file?.contentType ?? "")} }), ${javascriptString(file?.name ?? "")});`,
      ...fields.map(
        ([name, value]) => `form.append(${javascriptString(name)}, ${javascriptString(value)});`,
      ),
    ].join("\n"),
    fetchCall(request, "form"),
  ];
}

function call(request: SnippetRequest): string {
  const encoding = request.fileEncoding;
  const reads = request.file !== undefined;
  const writes = request.binaryOutput !== undefined || request.job !== undefined;
  const output = request.job
    ? jobJavaScript(request.job)
    : writes
      ? `await writeFile("output.${request.binaryOutput}", new Uint8Array(await response.arrayBuffer()));`
      : "const result = await response.json();\nconsole.log(JSON.stringify(result, null, 2));";
  if (encoding === "form")
    return blocks(javascriptFsImport(reads, writes), ...upload(request), output);
  const read = !reads
    ? ""
    : request.body
      ? javascriptReadFile(
          request,
          BASE64_VARIABLE,
          encoding === "data-url" ? "data-url" : "base64",
        )
      : javascriptReadFile(request, "data", "bytes");
  const requestCall = request.body
    ? fetchCall(
        request,
        `JSON.stringify(${formatLiteral(request.body, JAVASCRIPT_STYLE, 1)})`,
        "application/json",
      )
    : fetchCall(request, "data", request.file?.contentType ?? "application/octet-stream");
  return blocks(javascriptFsImport(reads, writes), read, requestCall, output);
}

/**
 * The `fetch` snippet: the raw HTTP request (same URL, headers and body as the client sends),
 * written for Node.js as an ES module, reading and writing files with `node:fs/promises`.
 */
export function javascriptFetch(request: SnippetRequest): string {
  return request.family === "chat" ? chat(request) : call(request);
}
