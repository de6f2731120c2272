import { backupCommand } from "./backup.js";
import type { Command, CommandIo } from "./command.js";
import { UsageError } from "./command.js";
import { exportCommand } from "./export.js";
import { importCommand } from "./import.js";
import { restoreCommand } from "./restore.js";
import { serveCommand } from "./serve.js";
import { syncCommand } from "./sync.js";

const COMMANDS: readonly Command[] = [
  serveCommand,
  importCommand,
  syncCommand,
  exportCommand,
  backupCommand,
  restoreCommand,
];

function overview(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    "Usage: modeldeck <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    'Run "modeldeck <command> --help" for a command\'s options.',
  ].join("\n");
}

/**
 * Runs the `modeldeck` CLI and resolves to its exit code: 0 success, 1 failure (e.g. bad
 * import lines), 2 usage errors. Errors are one clear line, never a stack trace.
 *
 * @example
 * ```ts
 * const code = await runCli(["import", "models.jsonl"], { out: console.log, err: console.error, env: process.env });
 * ```
 */
export async function runCli(argv: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(overview());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (command === undefined) {
    io.err(`modeldeck: unknown command "${name}"\n\n${overview()}`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const isUsage =
      error instanceof UsageError ||
      (error instanceof Error &&
        "code" in error &&
        String(error.code).startsWith("ERR_PARSE_ARGS"));
    io.err(`modeldeck ${name}: ${message}`);
    if (isUsage) io.err(`\n${command.help}`);
    return isUsage ? 2 : 1;
  }
}
