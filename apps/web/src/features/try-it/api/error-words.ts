/**
 * Explains an inference failure in plain words. The HTTP status (from the recorded exchange)
 * decides the advice; the client's own message follows for detail.
 *
 * @example
 * ```ts
 * explainError(new Error("Unauthorized"), 401).title; // "The access token was refused"
 * ```
 */
export function explainError(
  error: unknown,
  status: number | undefined,
): { title: string; detail: string } {
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : "";
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
      detail: `${message} The model may not support this task on this provider.`,
    };
  }
  if (status === 401 || status === 403) {
    return {
      title: "The access token was refused",
      detail: `The provider answered ${status}: check the token or key in Settings (it may be wrong, expired, or lack inference permission). ${message}`,
    };
  }
  if (status === 404)
    return {
      title: "Model not found",
      detail: `The provider does not serve this model (404). ${message}`,
    };
  if (status === 429)
    return {
      title: "Too many requests",
      detail: `The provider is rate limiting; wait a moment and retry. ${message}`,
    };
  if (status !== undefined && status >= 500) {
    return {
      title: "The provider failed",
      detail: `The provider answered ${status}; try again or pick another provider. ${message}`,
    };
  }
  if (status !== undefined && status >= 400)
    return {
      title: "The request was rejected",
      detail: `The provider answered ${status}. ${message}`,
    };
  if (name === "TypeError" || /fetch|network/i.test(message)) {
    return {
      title: "Could not reach the provider",
      detail: `The network request failed. ${message}`,
    };
  }
  return { title: "Something went wrong", detail: message || "The request failed." };
}
