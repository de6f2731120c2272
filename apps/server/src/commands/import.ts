import { existsSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parseArgs } from "node:util";
import { DEFAULT_MAX_LINE_BYTES } from "../descriptors/bounded-lines.js";
import { ImportError, importDescriptors } from "../descriptors/import-descriptors.js";
import { readDescriptorFile } from "../descriptors/read-descriptors.js";
import { UsageError, type Command } from "./command.js";
import { describeStorage, openFromEnvironment } from "./open-from-environment.js";

/** Nice steps below normal priority an import runs at unless told otherwise. */
const DEFAULT_NICENESS = 10;

/**
 * Lowers this thread's CPU priority, and so that of the threads it starts next (the checking
 * worker), by `setting` nice steps: an import is a batch job, and the server beside it must
 * answer first (issue 26: reads, health and the gateway under 100 ms while 500,000 models are
 * imported). Where the priority cannot be changed the import runs as it is.
 */
function lowerPriority(setting: string | undefined): void {
  const steps = setting === undefined || setting === "" ? DEFAULT_NICENESS : Number(setting);
  if (!Number.isInteger(steps) || steps < 0 || steps > 19) {
    throw new UsageError("MODELDECK_IMPORT_NICENESS must be a whole number from 0 to 19");
  }
  if (steps === 0) return;
  try {
    setPriority(Math.min(19, getPriority() + steps));
  } catch {
    // Not permitted here (some containers): the import still runs, at the usual priority.
  }
}

/**
 * `modeldeck import <file>`: all-or-nothing import of model descriptors from JSON Lines or CSV
 * (optionally gzipped). Bad lines are listed by number and nothing is written.
 *
 * @example
 * ```sh
 * modeldeck import models.jsonl
 * ```
 */
export const importCommand: Command = {
  name: "import",
  summary: "import model descriptors from a .jsonl or .csv file (optionally .gz)",
  help: `Usage: modeldeck import <file.jsonl|file.csv>[.gz]

Adds or replaces models from a file, all or nothing: if any line is bad, the bad lines
are listed with their numbers and nothing is imported. A server on the same database goes on
answering from the catalogue as it was until the import commits; on PostgreSQL a large import
builds new tables beside the live ones and swaps them in at the end.

JSON Lines: one Hub model descriptor per line (the GET /api/models/{id} shape), optionally
with "readme" (the model card markdown) and "inferenceProviderMapping".
CSV: a header row naming columns among id (or model), author, pipeline_tag (or task),
library_name, tags (|-separated or a JSON array), downloads, likes, trendingScore,
createdAt, lastModified, sha, private, gated.

The import runs MODELDECK_IMPORT_NICENESS (0 to 19, default 10) nice steps below normal
priority on Linux and macOS, so a server on the same machine answers first; it takes no longer
when the CPU is otherwise idle.

Lines must be UTF-8 (a byte-order mark at the start is fine) and at most
MODELDECK_IMPORT_MAX_LINE_BYTES long (default 16777216, 16 MiB); longer lines are refused
by number without being read into memory.

Uses the same database as "serve" (DATABASE_URL or MODELDECK_DATA_DIR).`,
  async run(argv, io) {
    const { positionals } = parseArgs({ args: argv, options: {}, allowPositionals: true });
    const [file, ...rest] = positionals;
    if (file === undefined || rest.length > 0)
      throw new UsageError("import needs exactly one file");
    if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
    const maxLineBytes = Number(io.env.MODELDECK_IMPORT_MAX_LINE_BYTES || DEFAULT_MAX_LINE_BYTES);
    if (!Number.isSafeInteger(maxLineBytes) || maxLineBytes < 1) {
      throw new UsageError("MODELDECK_IMPORT_MAX_LINE_BYTES must be a whole number of bytes");
    }
    lowerPriority(io.env.MODELDECK_IMPORT_NICENESS);
    const database = await openFromEnvironment(io.env);
    try {
      let lastReport = 0;
      const entries = readDescriptorFile(file, { maxLineBytes });
      const count = await importDescriptors(database, entries, new Date(), {
        checked: (lines) => io.err(`checked ${lines} lines…`),
        written: (written) => {
          if (written - lastReport >= 100_000) {
            lastReport = written;
            io.err(`wrote ${written} models…`);
          }
        },
      });
      io.out(`imported ${count} models from ${file} into ${describeStorage(io.env)}`);
      return 0;
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      for (const problem of error.problems) io.err(`${file}:${problem.line}: ${problem.message}`);
      if (error.problemCount > error.problems.length) {
        io.err(`… and ${error.problemCount - error.problems.length} more bad lines`);
      }
      io.err(`import failed: ${error.problemCount} bad lines; nothing was imported`);
      return 1;
    } finally {
      await database.close();
    }
  },
};
