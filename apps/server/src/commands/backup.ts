import { existsSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { UsageError, type Command } from "./command.js";
import { backupFiles, copyDatabase, postgresBackupAdvice, sqliteFilesIn } from "./sqlite-files.js";

/**
 * `modeldeck backup <file>`: a consistent copy of the SQLite databases while the server serves
 * (the catalogue to `<file>`, the user data beside it); on PostgreSQL it explains `pg_dump`.
 *
 * @example
 * ```sh
 * modeldeck backup /backups/monday.sqlite   # also writes /backups/monday.userdata.sqlite
 * ```
 */
export const backupCommand: Command = {
  name: "backup",
  summary: "copy the databases consistently, even while the server is serving",
  help: `Usage: modeldeck backup [--force] <file>

Copies the SQLite catalogue to <file> and the user data (saved runs, uploaded files) to the
file beside it named like <file> with ".userdata" before its extension (monday.sqlite and
monday.userdata.sqlite), each as one consistent snapshot taken with SQLite's online backup,
while the server goes on serving and writing. "modeldeck restore <file>" puts them back.
An existing file is replaced only with --force.

On PostgreSQL (DATABASE_URL), prints how to back up with pg_dump instead and writes nothing.

Uses the same database as "serve" (DATABASE_URL or MODELDECK_DATA_DIR).`,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: "boolean" } },
      allowPositionals: true,
    });
    const [file, ...rest] = positionals;
    if (file === undefined || rest.length > 0)
      throw new UsageError("backup needs exactly one file");
    const advice = postgresBackupAdvice(io.env, file);
    if (advice !== undefined) {
      io.err(advice);
      return 1;
    }
    const live = sqliteFilesIn(io.env.MODELDECK_DATA_DIR || "./data");
    if (!existsSync(live.catalogue)) throw new UsageError(`no database at ${live.catalogue}`);
    const target = backupFiles(file);
    for (const path of [target.catalogue, target.userData]) {
      if (!existsSync(path)) continue;
      if (!values.force) throw new UsageError(`${path} exists; pass --force to replace it`);
      rmSync(path);
    }
    await copyDatabase(live.catalogue, target.catalogue);
    io.out(`backed up the catalogue to ${target.catalogue}`);
    if (existsSync(live.userData)) {
      await copyDatabase(live.userData, target.userData);
      io.out(`backed up the user data to ${target.userData}`);
    } else {
      io.err(`no user data at ${live.userData} yet (the server creates it at its next start)`);
    }
    return 0;
  },
};
