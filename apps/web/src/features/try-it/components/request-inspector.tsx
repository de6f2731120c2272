import { CodeBlock } from "../../../components/ui/code-block";
import { toCurl, type RecordedExchange } from "../api/recording-fetch";

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
        tabIndex={0}
      >{`${exchange.method} ${exchange.url}\n${headers}\n\n${formatBody(exchange.body)}`}</pre>
      <CodeBlock code={toCurl(exchange)} language="sh" label="curl" />
      <h4>Response</h4>
      {exchange.error ? <p>{exchange.error}</p> : null}
      <pre aria-label="Raw response" tabIndex={0}>
        {exchange.response ?? (exchange.status === undefined ? "" : "(still arriving…)")}
      </pre>
    </details>
  );
}
