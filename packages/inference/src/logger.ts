/**
 * Where a 4.x client writes its notices: anything with `console`'s five methods. Accepted so
 * 4.x code that installs one runs unchanged; this client writes no notices of its own.
 *
 * @example
 * ```ts
 * const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {}, log() {} };
 * ```
 */
export interface Logger {
  debug: (message: string, ...args: unknown[]) => void;
  info: (message: string, ...args: unknown[]) => void;
  warn: (message: string, ...args: unknown[]) => void;
  error: (message: string, ...args: unknown[]) => void;
  log: (message: string, ...args: unknown[]) => void;
}

/**
 * 4.x's `setLogger`, so code that calls it runs unchanged. This client reports everything it
 * has to say through its return values and typed errors, never through a log, so the logger is
 * kept but never written to.
 *
 * @example
 * ```ts
 * import { setLogger } from "@modeldeck/inference";
 * setLogger({ ...console, warn: (message) => myLog.warning(message) });
 * ```
 */
export function setLogger(logger: Logger): void {
  void logger;
}
