/**
 * Where a command writes (results to `out`, progress and errors to `err`) and the environment it
 * reads. Commands never touch `process` directly, so tests can run them in-process and read what
 * they printed.
 *
 * @example
 * ```ts
 * const printed: string[] = [];
 * const io: CommandIo = { out: (text) => printed.push(text), err: (text) => printed.push(text), env: { MODELDECK_DATA_DIR: "/tmp/modeldeck" } };
 * const code = await runCli(["export"], io);
 * ```
 */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Rewrites one status line in place (progress); present only when `err` is a terminal, so a
   * log file gets whole lines from `err` instead of carriage returns.
   */
  status?(line: string): void;
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

/**
 * One `modeldeck` sub-command: its name, the one-line summary shown in the command list, its
 * `--help` text, and `run`, which resolves to the exit code instead of exiting so it can be
 * tested.
 *
 * @example
 * ```ts
 * const helloCommand: Command = {
 *   name: "hello",
 *   summary: "print a greeting",
 *   help: "Usage: modeldeck hello",
 *   async run(_argv, io) {
 *     io.out("hello");
 *     return 0;
 *   },
 * };
 * ```
 */
export interface Command {
  name: string;
  summary: string;
  help: string;
  /** Resolves to the exit code. */
  run(argv: string[], io: CommandIo): Promise<number>;
}
