/** Where a command writes: results to `out`, progress and errors to `err`. */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  /** Resolves when a long-running command should stop; default: SIGINT or SIGTERM. */
  stopped?: Promise<void>;
}

/**
 * A usage mistake: printed with the command's help and exit code 2.
 *
 * @example
 * ```ts
 * throw new UsageError("import needs exactly one file");
 * ```
 */
export class UsageError extends Error {
  override name = "UsageError";
}

/** One `modeldeck` sub-command. */
export interface Command {
  name: string;
  summary: string;
  help: string;
  /** Resolves to the exit code. */
  run(argv: string[], io: CommandIo): Promise<number>;
}
