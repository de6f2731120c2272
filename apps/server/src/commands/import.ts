import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { DEFAULT_MAX_LINE_BYTES } from "../descriptors/bounded-lines.js";
import { ImportError, importDescriptors } from "../descriptors/import-descriptors.js";
import { readDescriptorFile } from "../descriptors/read-descriptors.js";
import { UsageError, type Command } from "./command.js";
import { describeStorage, openFromEnvironment } from "./open-from-environment.js";

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

Adds or replaces models from a file, in one transaction: if any line is bad, the bad lines
are listed with their numbers and nothing is imported.

JSON Lines: one Hub model descriptor per line (the GET /api/models/{id} shape), optionally
with "readme" (the model card markdown) and "inferenceProviderMapping".
CSV: a header row naming columns among id (or model), author, pipeline_tag (or task),
library_name, tags (|-separated or a JSON array), downloads, likes, trendingScore,
createdAt, lastModified, sha, private, gated.

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
