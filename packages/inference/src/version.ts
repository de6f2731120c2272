/**
 * The version this client reports in its User-Agent. It matches the reference client it is
 * call-compatible with, so providers that key behaviour on the client version treat both alike.
 *
 * @example
 * ```ts
 * import { VERSION } from "@modeldeck/inference";
 * console.log(VERSION); // "3.6.2"
 * ```
 */
export const VERSION = "3.6.2";

/** The package name sent in the User-Agent header, before the version. */
export const PACKAGE_NAME = "@huggingface/inference";
