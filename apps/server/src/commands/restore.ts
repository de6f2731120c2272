import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { UsageError, type Command } from "./command.js";
import {
  backupFiles,
  copyDatabase,
  isCatalogue,
  postgresBackupAdvice,
  sqliteFilesIn,
} from "./sqlite-files.js";

/**
 * `modeldeck restore <file>`: puts back what `modeldeck backup <file>` copied (the catalogue and,
 * when the backup has it, the user data); on PostgreSQL it explains `pg_restore`.
 *
 * @example
 * ```sh
 * modeldeck restore /backups/monday.sqlite
 * ```
 */
export const restoreCommand: Command = {
  name: "restore",
  summary: "put back a backup made by the backup command",
  help: `Usage: modeldeck restore <file>

Replaces the SQLite catalogue with <file>, and the user data with the file beside it
(<file> with ".userdata" before its extension) when the backup has one, through SQLite's
backup API. Stop the server first: it would go on serving what it had cached. The next
start brings the restored databases up to date.

On PostgreSQL (DATABASE_URL), prints how to restore a pg_dump with pg_restore instead.

Uses the same database as "serve" (DATABASE_URL or MODELDECK_DATA_DIR).`,
  async run(argv, io) {
    const { positionals } = parseArgs({ args: argv, options: {}, allowPositionals: true });
    const [file, ...rest] = positionals;
    if (file === undefined || rest.length > 0)
      throw new UsageError("restore needs exactly one file");
    const advice = postgresBackupAdvice(io.env, file);
    if (advice !== undefined) {
      io.err(advice);
      return 1;
    }
    const backup = backupFiles(file);
    if (!isCatalogue(backup.catalogue)) {
      throw new UsageError(`${file} is not a ModelDeck backup (no catalogue in it)`);
    }
    const live = sqliteFilesIn(io.env.MODELDECK_DATA_DIR || "./data");
    await copyDatabase(backup.catalogue, live.catalogue);
    io.out(`restored the catalogue from ${backup.catalogue}`);
    if (existsSync(backup.userData)) {
      await copyDatabase(backup.userData, live.userData);
      io.out(`restored the user data from ${backup.userData}`);
    } else {
      io.err(`${backup.userData} is missing: the user data was left as it is`);
    }
    return 0;
  },
};
