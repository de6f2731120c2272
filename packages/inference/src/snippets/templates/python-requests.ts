import { pythonString } from "@modeldeck/tasks";
import { pythonTokenHeader } from "../internal/access-token.js";
import { code, formatLiteral, PYTHON_STYLE } from "../internal/literal.js";
import {
  BASE64_VARIABLE,
  chatBody,
  formFields,
  headersToSend,
  type SnippetRequest,
} from "../internal/snippet-request.js";
import { jobPython, jobPythonImports } from "./job-follow.js";
import { pythonImports, pythonReadFile, pythonSaveBytes } from "./python-common.js";

function headerBlock(request: SnippetRequest): string {
  const entries = Object.fromEntries(
    headersToSend(request).map((header) => [
      header.name,
      header.carriesToken ? code(pythonTokenHeader(request.token, header.value)) : header.value,
    ]),
  );
  return `headers = ${formatLiteral(entries, { ...PYTHON_STYLE }, 0)}`;
}

function post(extra: string): string {
  return `response = requests.post(\n    API_URL,\n${extra}\n)\nresponse.raise_for_status()`;
}

function chat(request: SnippetRequest): string {
  const body = formatLiteral(chatBody(request), PYTHON_STYLE, 1);
  if (!request.chat?.streaming) {
    return `${post(`    headers=headers,\n    json=${body},`)}\n\nprint(response.json()["choices"][0]["message"]["content"])`;
  }
  // Server-sent events: one `data:` line per chunk, `[DONE]` at the end.
  return [
    post(`    headers=headers,\n    json=${body},\n    stream=True,`),
    [
      "for line in response.iter_lines(decode_unicode=True):",
      '    if not line.startswith("data:"):',
      "        continue",
      '    data = line[len("data:"):].strip()',
      '    if data == "[DONE]":',
      "        break",
      "    chunk = json.loads(data)",
      '    if chunk["choices"]:',
      '        print(chunk["choices"][0]["delta"].get("content") or "", end="", flush=True)',
      "print()",
    ].join("\n"),
  ].join("\n\n");
}

/** A multipart upload: the file opened from disk, the other fields as form data. */
function upload(request: SnippetRequest): string {
  const { fileField, fields } = formFields(request);
  const file = request.file;
  const files = `{${pythonString(fileField)}: (${pythonString(file?.name ?? "")}, file, ${pythonString(file?.contentType ?? "")})}`;
  const data = formatLiteral(Object.fromEntries(fields), PYTHON_STYLE, 2);
  return [
    `with open(${pythonString(file?.name ?? "")}, "rb") as file:`,
    "    response = requests.post(",
    "        API_URL,",
    "        headers=headers,",
    `        files=${files},`,
    `        data=${data},`,
    "    )",
    "response.raise_for_status()",
  ].join("\n");
}

function call(request: SnippetRequest): string {
  const parts: string[] = [];
  if (request.fileEncoding === "form") parts.push(upload(request));
  else {
    if (request.file) parts.push(pythonReadFile(request, request.body ? BASE64_VARIABLE : "data"));
    if (request.body) {
      const json = formatLiteral(request.body, PYTHON_STYLE, 1);
      parts.push(post(`    headers=headers,\n    json=${json},`));
    } else {
      const contentType = request.file?.contentType ?? "application/octet-stream";
      parts.push(
        post(
          `    headers={**headers, "Content-Type": ${pythonString(contentType)}},\n    data=data,`,
        ),
      );
    }
  }
  parts.push(
    request.job
      ? jobPython(request.job)
      : request.binaryOutput
        ? pythonSaveBytes("response.content", request.binaryOutput)
        : "print(response.json())",
  );
  return parts.join("\n\n");
}

/**
 * The `requests` snippet: the raw HTTP request, with the same URL, headers and body as the
 * client sends. Files are read from disk, as bytes or as base64 where the body is JSON.
 */
export function pythonRequests(request: SnippetRequest): string {
  const streaming = request.chat?.streaming === true;
  const standard = [
    ...(request.fileEncoding === "base64" || request.fileEncoding === "data-url" ? ["base64"] : []),
    ...(streaming ? ["json"] : []),
  ];
  // Following a job needs a pause between polls (and, for some, the path of a URL).
  if (request.job) standard.push(...jobPythonImports(request.job));
  const thirdParty = ["import requests"];
  const setup = [
    pythonImports(request.token, standard, thirdParty),
    `API_URL = ${pythonString(request.url)}\n${headerBlock(request)}`,
  ];
  const body = request.family === "chat" ? chat(request) : call(request);
  return `${setup.join("\n\n")}\n\n${body}\n`;
}
