/** Where a failed request was going, so the words can name who failed. */
export interface FailureContext {
  provider: string;
  /** Requests went through ModelDeck's server gateway rather than straight to the provider. */
  gateway: boolean;
}

// Operator settings are the server's business; an end user is never shown their names.
const SETTING_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/**
 * Removes operator setting names (environment variables such as `SOME_API_KEY`) from text shown
 * to end users.
 */
function withoutSettingNames(text: string): string {
  return text.replace(SETTING_NAME, "a server setting");
}

interface HttpFailure {
  status?: number;
  responseExcerpt?: string;
}

/** The gateway's own failure code (`upstream_unreachable`, `upstream_timeout`), if it sent one. */
function gatewayCode(excerpt: string | undefined): string | undefined {
  try {
    const body = JSON.parse(excerpt ?? "") as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** The provider's own words from an error body (`error`, `error.message`, `message`, `detail`). */
function providerWords(excerpt: string | undefined, fallback: string): string {
  let words: unknown;
  try {
    const body = JSON.parse(excerpt ?? "") as Record<string, unknown>;
    const error = body.error;
    words =
      typeof error === "string"
        ? error
        : typeof error === "object" && error !== null
          ? (error as { message?: unknown }).message
          : (body.message ?? body.detail);
  } catch {
    words = excerpt?.trim() ? excerpt.trim() : undefined;
  }
  const text = typeof words === "string" && words.trim() ? words.trim() : fallback;
  return withoutSettingNames(text.length > 300 ? `${text.slice(0, 300)}…` : text);
}

/**
 * Explains an inference failure in plain words that say what happened: ModelDeck's server could
 * not reach the provider (the gateway's `upstream_unreachable` / `upstream_timeout` codes), the
 * browser could not reach the server, or the provider answered with an error, which is quoted as
 * the provider's own. No other provider is suggested, since nothing says one would do better.
 *
 * @example
 * ```ts
 * explainError(error, 401, { provider: "together", gateway: true }).title; // "together refused the access token"
 * ```
 */
export function explainError(
  error: unknown,
  recordedStatus: number | undefined,
  context: FailureContext,
): { title: string; detail: string } {
  const message = withoutSettingNames(error instanceof Error ? error.message : String(error));
  const name = error instanceof Error ? error.name : "";
  const { provider } = context;
  if (name === "AbortError") return { title: "Stopped", detail: "The request was stopped." };
  if (name === "InferenceClientInputError") {
    return { title: "The request could not be sent", detail: message };
  }
  if (
    ["OutputShapeError", "InferenceOutputError", "InferenceClientProviderOutputError"].includes(
      name,
    )
  ) {
    return {
      title: "Unexpected answer",
      detail: `${message} The model may not support this task on ${provider}.`,
    };
  }
  const http = (typeof error === "object" && error !== null ? error : {}) as HttpFailure;
  const status = typeof http.status === "number" ? http.status : recordedStatus;
  const code = context.gateway ? gatewayCode(http.responseExcerpt) : undefined;
  if (code === "upstream_unreachable") {
    return {
      title: `ModelDeck's server could not reach ${provider}`,
      detail: `The server tried to connect to ${provider} and could not (it may be offline, or its address did not resolve or refused the connection). ${provider} never received the request.`,
    };
  }
  if (code === "upstream_timeout") {
    return {
      title: `${provider} did not answer in time`,
      detail: `ModelDeck's server reached ${provider} but got no answer before it gave up waiting.`,
    };
  }
  if (status === undefined) {
    if (name === "TypeError" || /fetch|network/i.test(message)) {
      return context.gateway
        ? {
            title: "Could not reach ModelDeck's server",
            detail: "The browser could not connect to the ModelDeck server, so nothing was sent.",
          }
        : {
            title: `Could not reach ${provider}`,
            detail: `The browser could not connect to ${provider} (offline, blocked, or refused).`,
          };
    }
    return { title: "Something went wrong", detail: message || "The request failed." };
  }
  const said = `${provider} answered ${status}: “${providerWords(http.responseExcerpt, message)}”`;
  if (status === 401 || status === 403) {
    return {
      title: "The access token was refused",
      detail: `${said}. Check the token or key in Settings: it may be wrong, expired, or lack inference permission.`,
    };
  }
  if (status === 404) return { title: "Model not found", detail: `${said}.` };
  if (status === 429) {
    return { title: "Too many requests", detail: `${said}. Wait a moment and try again.` };
  }
  if (status >= 500) return { title: `${provider} failed`, detail: `${said}.` };
  return { title: `${provider} rejected the request`, detail: `${said}.` };
}
