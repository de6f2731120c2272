/**
 * Base class of every error this client throws (except `InferenceOutputError`, which keeps the
 * reference client's `TypeError` ancestry). `name` is always the concrete class name.
 *
 * @example
 * ```ts
 * try { await client.chatCompletion(args); } catch (error) {
 *   if (error instanceof InferenceClientError) console.error(error.name, error.message);
 * }
 * ```
 */
export class InferenceClientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
  // Names are literal strings: bundlers that minify would otherwise rename the classes.
  override name = "InferenceClientError";
}

/**
 * The call names no provider a credential may go to: `provider: "auto"` with a provider's own
 * key (which belongs to one provider, and `"auto"` could pick another). Thrown before any
 * request, so the key never leaves.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "auto", model, messages, accessToken: "tgp_v1_…" }).catch((error) => {
 *   error instanceof InferenceClientRoutingError; // true: name the key's provider instead
 * });
 * ```
 */
export class InferenceClientRoutingError extends InferenceClientError {
  override name = "InferenceClientRoutingError";
}

/**
 * The call's arguments cannot be sent: a missing task, a model given as a URL, a wrong token
 * for a closed-source provider, an unsupported input type…
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "openai", model: "gpt-4o", messages }).catch((error) => {
 *   error instanceof InferenceClientInputError; // true: openai models need the "openai/" prefix
 * });
 * ```
 */
export class InferenceClientInputError extends InferenceClientError {
  override name = "InferenceClientInputError";
}

/**
 * The request got no answer: the connection was refused, reset or lost before the answer
 * started. The message names where it went (credentials redacted); `cause` is the runtime's
 * error. Requests that may be sent twice (job polls, result fetches) were already retried.
 *
 * @example
 * ```ts
 * try { await client.chatCompletion(args); } catch (error) {
 *   if (error instanceof InferenceClientConnectionError) console.log("offline?", error.message);
 * }
 * ```
 */
export class InferenceClientConnectionError extends InferenceClientError {
  override name = "InferenceClientConnectionError";
}

/**
 * The answer did not start within the call's `timeout` (milliseconds). A connection error too,
 * as in openai-node, so code handling lost connections handles this as well.
 *
 * @example
 * ```ts
 * try { await client.chatCompletion(args, { timeout: 10_000 }); } catch (error) {
 *   if (error instanceof InferenceClientTimeoutError) console.log("no answer within 10 s");
 * }
 * ```
 */
export class InferenceClientTimeoutError extends InferenceClientConnectionError {
  override name = "InferenceClientTimeoutError";
}

/**
 * A provider answered successfully but with something unusable: a failed job, an unparsable
 * status, a result without the expected URL.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientProviderOutputError) retryLater(); }
 * ```
 */
export class InferenceClientProviderOutputError extends InferenceClientError {
  override name = "InferenceClientProviderOutputError";
}

/**
 * A provider job (a queued video, a polled image) that did not finish within the client's
 * deadline (`options.jobTimeout`, 15 minutes by default). The job may still finish on the
 * provider's side; the client stopped waiting.
 *
 * @example
 * ```ts
 * try {
 *   await textToVideo(args, { jobTimeout: 60_000 });
 * } catch (error) {
 *   if (error instanceof InferenceClientJobTimeoutError) console.log("still running, gave up");
 * }
 * ```
 */
export class InferenceClientJobTimeoutError extends InferenceClientProviderOutputError {
  override name = "InferenceClientJobTimeoutError";
}

/**
 * The answer does not have the shape the task promises. The message names the expected shape;
 * `request` with the same arguments returns the raw answer without checks. An
 * `InferenceClientProviderOutputError`, as 4.x throws for a wrong shape, so code written for
 * either client catches it (3.6.2 made it a `TypeError`).
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceOutputError) console.log(error.message); }
 * ```
 */
export class InferenceOutputError extends InferenceClientProviderOutputError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(
      `Invalid inference output: ${message}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
      options,
    );
  }
  override name = "InferenceOutputError";
}
