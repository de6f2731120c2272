/**
 * What went wrong with a row, coarse enough to compare columns:
 * `rate-limited` (429), `timeout` (408, 504, the row's own deadline, a provider job that never
 * finished), `unauthorized` (401, 403), `server-error` (other 5xx), `invalid-request` (other 4xx,
 * or a call the client refused to send), `bad-output` (an answer of the wrong shape),
 * `cancelled`, `network` (no answer at all) and `other`.
 *
 * @example
 * ```ts
 * const kind: ErrorKind = "rate-limited";
 * ```
 */
export type ErrorKind =
  | "rate-limited"
  | "timeout"
  | "unauthorized"
  | "server-error"
  | "invalid-request"
  | "bad-output"
  | "cancelled"
  | "network"
  | "other";

/**
 * The facts a batch keeps about a failed row: the HTTP status when there was an answer, and the
 * error's class name (the inference client's errors name their class; `fetch` failures are
 * `TypeError`s; an aborted call is an `AbortError` or, past `AbortSignal.timeout`, a
 * `TimeoutError`).
 *
 * @example
 * ```ts
 * const failure: ErrorFacts = { status: 503, name: "InferenceClientProviderApiError" };
 * ```
 */
export interface ErrorFacts {
  status?: number;
  name?: string;
}

const KIND_BY_NAME: Record<string, ErrorKind> = {
  TimeoutError: "timeout",
  InferenceClientJobTimeoutError: "timeout",
  AbortError: "cancelled",
  InferenceOutputError: "bad-output",
  InferenceClientProviderOutputError: "bad-output",
  InferenceClientInputError: "invalid-request",
  TypeError: "network",
};

/**
 * The kind of a failed row: by HTTP status when there is one, else by the error's class name.
 *
 * @example
 * ```ts
 * errorKind({ status: 429, name: "InferenceClientProviderApiError" }); // "rate-limited"
 * errorKind({ name: "TimeoutError" }); // "timeout"
 * ```
 */
export function errorKind({ status, name }: ErrorFacts): ErrorKind {
  if (status !== undefined) {
    if (status === 429) return "rate-limited";
    if (status === 408 || status === 504) return "timeout";
    if (status === 401 || status === 403) return "unauthorized";
    if (status >= 500 && status <= 599) return "server-error";
    if (status >= 400 && status <= 499) return "invalid-request";
  }
  // Own properties only: a name such as "constructor" must not reach Object.prototype.
  return name !== undefined && Object.hasOwn(KIND_BY_NAME, name)
    ? (KIND_BY_NAME[name] as ErrorKind)
    : "other";
}

/**
 * A column's failed rows counted by `errorKind`, most frequent first (then by kind), leaving out
 * kinds that did not occur.
 *
 * @example
 * ```ts
 * errorsByKind([{ status: 429 }, { status: 503 }, { status: 429 }]);
 * // [{ kind: "rate-limited", count: 2 }, { kind: "server-error", count: 1 }]
 * ```
 */
export function errorsByKind(errors: Iterable<ErrorFacts>): { kind: ErrorKind; count: number }[] {
  const counts = new Map<ErrorKind, number>();
  for (const error of errors) {
    const kind = errorKind(error);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts]
    .map(([kind, count]) => ({ kind, count }))
    .sort((one, other) => other.count - one.count || (one.kind < other.kind ? -1 : 1));
}
