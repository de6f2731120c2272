import { shellTokenHeader } from "../internal/access-token.js";
import { Code, formatLiteral, JSON_STYLE, shellQuote } from "../internal/literal.js";
import {
  BASE64_VARIABLE,
  chatBody,
  headersToSend,
  type SnippetRequest,
} from "../internal/snippet-request.js";
import { falQueueRoute, falQueueShell } from "./fal-queue.js";
import { togetherVideoJob, togetherVideoShell } from "./together-video-job.js";

const SHELL_VARIABLE = "ENCODED";
// Stands for the file's base64 while the body is escaped for the here-document.
const FILE_MARK = "@@file@@";

/** A word the shell reads as it is, or the word in single quotes. */
function shellWord(text: string): string {
  return /^[\w\-.:/@%+,=]+$/.test(text) ? text : shellQuote(text);
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

/**
 * A JSON body holding the file's base64, fed through a here-document so the shell fills in
 * the variable; `\`, `$` and backquotes in the rest are escaped so they stay as they are.
 */
function bodyWithFile(
  request: SnippetRequest,
  body: Record<string, unknown>,
  output: string[],
): string {
  const file = request.file;
  const prefix = request.fileEncoding === "data-url" ? `data:${file?.contentType};base64,` : "";
  const json = formatLiteral(withFileMark(body), JSON_STYLE, 0)
    .replace(/[\\$`]/g, "\\$&")
    .replace(FILE_MARK, `${prefix}$${SHELL_VARIABLE}`);
  const encode = `${SHELL_VARIABLE}=$(base64 < ${shellWord(file?.name ?? "")} | tr -d '\\n')`;
  const curl = command(request, [
    ...headerOptions(request, "application/json"),
    "-d @-",
    ...output,
  ]);
  return `${encode}\n${curl} <<EOF\n${json}\nEOF`;
}

/**
 * The `curl` snippet: the raw HTTP request. The token comes from an environment variable in
 * double quotes (expanded by the shell) or, when asked for, written in single quotes.
 */
export function shellCurl(request: SnippetRequest): string | undefined {
  if (!request.rawHttp) return undefined;
  const output = request.binaryOutput ? [`-o output.${request.binaryOutput}`] : [];
  if (request.family === "chat") {
    const body = formatLiteral(chatBody(request), JSON_STYLE, 0);
    // -N prints each event as it arrives instead of buffering the answer.
    const streaming = request.chat?.streaming ? ["-N"] : [];
    return `${command(request, [...headerOptions(request, "application/json"), ...streaming, `-d ${shellQuote(body)}`])}\n`;
  }
  if (!request.body) {
    const file = request.file;
    const options = [
      ...headerOptions(request, file?.contentType),
      `--data-binary @${shellWord(file?.name ?? "")}`,
    ];
    return `${command(request, [...options, ...output])}\n`;
  }
  if (request.file) return `${bodyWithFile(request, request.body, output)}\n`;
  const body = formatLiteral(request.body, JSON_STYLE, 0);
  const queue = falQueueRoute(request);
  if (queue) {
    // -s keeps progress meters out of the captured answer.
    const submit = command(request, [
      "-s",
      ...headerOptions(request, "application/json"),
      `-d ${shellQuote(body)}`,
    ]);
    return `SUBMITTED=$(${submit})\n${falQueueShell(queue, headerOptions(request, undefined))}\n`;
  }
  const videoJob = togetherVideoJob(request);
  if (videoJob) {
    const submit = command(request, [
      "-s",
      ...headerOptions(request, "application/json"),
      `-d ${shellQuote(body)}`,
    ]);
    return `SUBMITTED=$(${submit})\n${togetherVideoShell(videoJob, headerOptions(request, undefined))}\n`;
  }
  return `${command(request, [...headerOptions(request, "application/json"), `-d ${shellQuote(body)}`, ...output])}\n`;
}
