/**
 * The version of this package, sent in its User-Agent (`@modeldeck/inference/{VERSION}`) so
 * providers and the router can tell this client's traffic from the reference client's. A test
 * keeps it equal to `package.json`'s version.
 *
 * @example
 * ```ts
 * import { VERSION } from "@modeldeck/inference";
 * console.log(VERSION); // "0.1.0"
 * ```
 */
export const VERSION = "0.1.0";

/** The package name sent in the User-Agent header, before the version. */
export const PACKAGE_NAME = "@modeldeck/inference";
