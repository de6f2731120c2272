/** What the inspector shows about one HTTP exchange. Secrets are masked before storing. */
export interface RecordedExchange {
  /** Increases with every request, so late updates of an older request can be ignored. */
  sequence: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as text; binary bodies are summarised, long base64 strings shortened. */
  body?: string;
  binaryBody?: boolean;
  status?: number;
  statusText?: string;
  /** Milliseconds from sending to the response headers. */
  headersAfter?: number;
  /** Milliseconds from sending to the first streamed token (set by the chat runner). */
  firstTokenAfter?: number;
  /** Milliseconds from sending to the end of the response body. */
  totalAfter?: number;
  responseType?: string;
  response?: string;
  error?: string;
}

/** Headers that carry a credential: their values are masked, and repeated as `$HF_TOKEN`. */
export const SECRET_HEADERS = ["authorization", "x-key", "x-api-key", "api-key"];

/**
 * Replaces a secret header value with a mask that keeps only the scheme.
 *
 * @example
 * ```ts
 * maskSecret("Bearer hf_abc"); // "Bearer hf_********"
 * ```
 */
export function maskSecret(value: string): string {
  const [scheme, token] = value.includes(" ") ? value.split(" ", 2) : ["", value];
  const prefix = token?.startsWith("hf_") ? "hf_" : "";
  return `${scheme ? `${scheme} ` : ""}${prefix}********`;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = SECRET_HEADERS.includes(key.toLowerCase()) ? maskSecret(value) : value;
  });
  return headers;
}

function shortenLongStrings(text: string): string {
  return text.replace(
    /"([A-Za-z0-9+/=]{300,})"/g,
    (_, base64: string) => `"${base64.slice(0, 60)}…(${base64.length} characters)"`,
  );
}

function describeBody(body: BodyInit | null | undefined): { body?: string; binaryBody?: boolean } {
  if (body === undefined || body === null) return {};
  if (typeof body === "string") return { body: shortenLongStrings(body) };
  const size =
    body instanceof Blob ? body.size : body instanceof ArrayBuffer ? body.byteLength : undefined;
  return { body: `<binary body${size === undefined ? "" : `, ${size} bytes`}>`, binaryBody: true };
}

/**
 * Wraps `fetch` so every request the inference client makes is recorded for the request
 * inspector (secrets masked), exactly where the client sent it: the client's `gatewayUrl`
 * option decides where that is, so this only records.
 *
 * @example
 * ```ts
 * const recorder = createRecordingFetch(fetch, (exchange) => setExchange(exchange));
 * new InferenceClient(token, { fetch: recorder });
 * ```
 */
export function createRecordingFetch(
  base: typeof fetch,
  onRecord: (exchange: RecordedExchange) => void,
  options: { now?: () => number } = {},
): typeof fetch {
  const now = options.now ?? (() => performance.now());
  let sequence = 0;
  return async (input, init) => {
    sequence += 1;
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const exchange: RecordedExchange = {
      sequence,
      method: init?.method ?? (input instanceof Request ? input.method : "GET"),
      url,
      headers: headersOf(
        init ?? (input instanceof Request ? { headers: input.headers } : undefined),
      ),
      ...describeBody(init?.body),
    };
    const started = now();
    onRecord({ ...exchange });
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      onRecord({ ...exchange, error: (error as Error).message });
      throw error;
    }
    exchange.status = response.status;
    exchange.statusText = response.statusText;
    exchange.headersAfter = Math.round(now() - started);
    exchange.responseType = response.headers.get("content-type") ?? "";
    onRecord({ ...exchange });
    const copy = response.clone();
    void readForInspector(copy, exchange.responseType).then((text) => {
      onRecord({ ...exchange, response: text, totalAfter: Math.round(now() - started) });
    });
    return response;
  };
}

async function readForInspector(response: Response, type: string): Promise<string> {
  try {
    if (/^(image|audio|video)\/|octet-stream/.test(type)) {
      const blob = await response.blob();
      return `<${type}, ${blob.size} bytes>`;
    }
    const text = await response.text();
    return text.length > 20_000
      ? `${text.slice(0, 20_000)}\n… (${text.length} characters in all)`
      : text;
  } catch {
    return "<the response body could not be read>";
  }
}
