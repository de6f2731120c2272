import { shellQuote, shellWord } from "@modeldeck/tasks";
import { CodeBlock } from "../ui/code-block";
import { SECRET_HEADERS, type RecordedExchange } from "../../lib/run/recording-fetch";

/**
 * A curl command that repeats the request, every part of it quoted with `@modeldeck/tasks`'s
 * shell quoting (the URL holds a model id and the body a prompt, both hostile until quoted). The
 * token is never in the text: the shell fills in `$HF_TOKEN` where a secret header was. The body
 * goes as `--data-raw`, so one starting with `@` is sent, not read as a file name.
 *
 * @example
 * ```ts
 * curlCommand(exchange); // "curl -X POST 'https://…' \\\n  -H 'authorization: Bearer '\"$HF_TOKEN\" …"
 * ```
 */
function curlCommand(exchange: RecordedExchange): string {
  const lines = [`curl -X ${shellWord(exchange.method)} ${shellQuote(exchange.url)}`];
  for (const [key, value] of Object.entries(exchange.headers)) {
    if (SECRET_HEADERS.includes(key.toLowerCase())) {
      const scheme = value.includes(" ") ? `${value.split(" ")[0]} ` : "";
      lines.push(`-H ${shellQuote(`${key}: ${scheme}`)}"$HF_TOKEN"`);
    } else lines.push(`-H ${shellQuote(`${key}: ${value}`)}`);
  }
  if (exchange.body !== undefined) {
    lines.push(
      exchange.binaryBody ? "--data-binary @input-file" : `--data-raw ${shellQuote(exchange.body)}`,
    );
  }
  return lines.join(" \\\n  ");
}

function formatBody(body: string | undefined): string {
  if (!body) return "";
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * The request inspector: the exact HTTP request (secrets masked), a copyable curl, the status,
 * timings (time to first token for streams) and the raw response.
 *
 * @example
 * ```tsx
 * <RequestInspector exchange={exchange} />
 * ```
 */
export function RequestInspector({ exchange }: { exchange: RecordedExchange }) {
  const headers = Object.entries(exchange.headers)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return (
    <details className="inspector">
      <summary>Request inspector</summary>
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd>
            {exchange.status === undefined
              ? exchange.error
                ? "failed"
                : "pending"
              : `${exchange.status} ${exchange.statusText ?? ""}`}
          </dd>
        </div>
        <div>
          <dt>Response headers after</dt>
          <dd>{exchange.headersAfter === undefined ? "–" : `${exchange.headersAfter} ms`}</dd>
        </div>
        {exchange.firstTokenAfter !== undefined ? (
          <div>
            <dt>First token after</dt>
            <dd>{exchange.firstTokenAfter} ms</dd>
          </div>
        ) : null}
        <div>
          <dt>Complete after</dt>
          <dd>{exchange.totalAfter === undefined ? "–" : `${exchange.totalAfter} ms`}</dd>
        </div>
      </dl>
      <h4>Request</h4>
      <pre
        aria-label="HTTP request"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block takes focus so the keyboard can scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
      >{`${exchange.method} ${exchange.url}\n${headers}\n\n${formatBody(exchange.body)}`}</pre>
      <CodeBlock code={curlCommand(exchange)} language="sh" label="curl" />
      <h4>Response</h4>
      {exchange.error ? <p>{exchange.error}</p> : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block takes focus so the keyboard can scroll it (axe: scrollable-region-focusable) */}
      <pre aria-label="Raw response" tabIndex={0}>
        {exchange.response ?? (exchange.status === undefined ? "" : "(still arriving…)")}
      </pre>
    </details>
  );
}
