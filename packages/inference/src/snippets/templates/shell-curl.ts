import { shellQuote, shellQuoteLines, shellWord } from "@modeldeck/tasks";
import { shellTokenHeader } from "../internal/access-token.js";
import { Code, formatLiteral, JSON_STYLE } from "../internal/literal.js";
import {
  BASE64_VARIABLE,
  chatBody,
  formFields,
  headersToSend,
  type SnippetRequest,
} from "../internal/snippet-request.js";
import { jobShell } from "./job-follow.js";

const SHELL_VARIABLE = "ENCODED";
// Stands for the file's base64 while the body is escaped for the here-document.
const FILE_MARK = "@@file@@";

/**
 * A file name as curl's `-F name=@file` reads it: in double quotes with `"` and `\` escaped, so
 * a `;` or `,` in the name cannot start another form option.
 */
function formFileName(name: string): string {
  return `"${name.replace(/["\\]/g, "\\$&")}"`;
}

function headerOptions(request: SnippetRequest, contentType: string | undefined): string[] {
  const options = headersToSend(request).map((header) =>
    header.carriesToken
      ? `-H ${shellTokenHeader(request.token, header.name, header.value)}`
      : `-H ${shellQuote(`${header.name}: ${header.value}`)}`,
  );
  if (contentType) options.push(`-H ${shellQuote(`Content-Type: ${contentType}`)}`);
  return options;
}

function command(request: SnippetRequest, options: string[]): string {
  return [`curl ${shellWord(request.url)}`, "-X POST", ...options].join(" \\\n    ");
}

function withFileMark(value: unknown): unknown {
  if (value instanceof Code) return value.text === BASE64_VARIABLE ? FILE_MARK : value.text;
  if (Array.isArray(value)) return value.map(withFileMark);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withFileMark(item)]),
    );
  }
  return value;
}

/** A request written as shell: lines before the command, its options, and a here-document. */
interface ShellRequest {
  before: string[];
  options: string[];
  hereDocument?: string;
}

/**
 * A JSON body holding the file's base64, fed through a here-document so the shell fills in
 * the variable; `\`, `$` and backquotes in the rest are escaped so they stay as they are.
 */
function bodyWithFile(request: SnippetRequest, body: Record<string, unknown>): ShellRequest {
  const file = request.file;
  const prefix = request.fileEncoding === "data-url" ? `data:${request.dataUrlType};base64,` : "";
  const hereDocumentText = (text: string) => text.replace(/[\\$`]/g, "\\$&");
  const json = hereDocumentText(formatLiteral(withFileMark(body), JSON_STYLE, 0))
    // Every place the file goes (WaveSpeedAI takes it twice).
    .split(FILE_MARK)
    .join(`${hereDocumentText(prefix)}$${SHELL_VARIABLE}`);
  return {
    before: [`${SHELL_VARIABLE}=$(base64 < ${shellWord(file?.name ?? "")} | tr -d '\\n')`],
    options: [...headerOptions(request, "application/json"), "-d @-"],
    hereDocument: json,
  };
}

/** A multipart upload: the file from disk and the other fields as text (`--form-string`). */
function formUpload(request: SnippetRequest): ShellRequest {
  const { fileField, fields } = formFields(request);
  const file = request.file;
  return {
    before: [],
    options: [
      ...headerOptions(request, undefined),
      `-F ${shellQuote(`${fileField}=@${formFileName(file?.name ?? "")};type=${file?.contentType ?? ""}`)}`,
      ...fields.map(([name, value]) => `--form-string ${shellQuote(`${name}=${value}`)}`),
    ],
  };
}

/** The request with its answer saved, or, for a job, captured and followed to the file. */
function written(request: SnippetRequest, shell: ShellRequest, output: string[]): string {
  const lines = [...shell.before];
  const here = shell.hereDocument === undefined ? "" : ` <<EOF\n${shell.hereDocument}\nEOF`;
  if (request.job) {
    // -s keeps progress meters out of the captured answer.
    const submit = command(request, ["-s", ...shell.options]);
    lines.push(`SUBMITTED=$(${submit}${here}${here ? "\n" : ""})`);
    lines.push(jobShell(request.job, headerOptions(request, undefined)));
  } else {
    lines.push(`${command(request, [...shell.options, ...output])}${here}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The `curl` snippet: the raw HTTP request. The token comes from an environment variable in
 * double quotes (expanded by the shell) or, when asked for, written in single quotes.
 */
export function shellCurl(request: SnippetRequest): string {
  const output = request.binaryOutput ? [`-o output.${request.binaryOutput}`] : [];
  if (request.family === "chat") {
    const body = formatLiteral(chatBody(request), JSON_STYLE, 0);
    // -N prints each event as it arrives instead of buffering the answer.
    const streaming = request.chat?.streaming ? ["-N"] : [];
    return `${command(request, [...headerOptions(request, "application/json"), ...streaming, `-d ${shellQuoteLines(body)}`])}\n`;
  }
  if (!request.body) {
    const file = request.file;
    const options = [
      ...headerOptions(request, file?.contentType),
      `--data-binary @${shellWord(file?.name ?? "")}`,
    ];
    return `${command(request, [...options, ...output])}\n`;
  }
  if (request.fileEncoding === "form") return written(request, formUpload(request), output);
  if (request.file) return written(request, bodyWithFile(request, request.body), output);
  const body = formatLiteral(request.body, JSON_STYLE, 0);
  const options = [...headerOptions(request, "application/json"), `-d ${shellQuoteLines(body)}`];
  return written(request, { before: [], options }, output);
}
