import type { ErrorContext } from "./http-error.js";

/**
 * The error side of a call, loaded when a call fails: reading an error body, redacting it and
 * building the typed error is code a call that succeeds never runs, so a bundler that splits on
 * `import()` (Vite, esbuild, webpack) leaves it out of the chunk every call loads.
 */
const errorReader = () => import("./http-error.js");

/**
 * Reads a failed response and throws the typed error `errorForResponse` makes of it (see
 * there: capped body, message from its `error`/`detail`, redacted with `context.secrets`).
 *
 * @example
 * ```ts
 * if (!response.ok) await throwForResponse(response, errorContextOf(prepared));
 * ```
 */
export async function throwForResponse(response: Response, context: ErrorContext): Promise<never> {
  throw await (await errorReader()).errorForResponse(response, context);
}

/**
 * The typed error of a request that got no answer (`lostAnswerError`): a timeout error when
 * `timeout` is given, a connection error otherwise.
 */
export async function lostAnswer(
  url: string,
  timeout: number | undefined,
  cause: unknown,
): Promise<Error> {
  return (await errorReader()).lostAnswerError(url, timeout, cause);
}

/** The error of a Hub task list that could not be read (`tasksLookupError`). */
export async function tasksLookupFailure(response: Response, url: string): Promise<Error> {
  return (await errorReader()).tasksLookupError(response, url);
}
