import { parseArgs } from "node:util";
import { seedIfEmpty } from "../descriptors/seed-database.js";
import { PROJECT_PATHS } from "../paths.js";
import { buildServer } from "../server.js";
import { UsageError, type Command } from "./command.js";
import {
  describeStorage,
  openFromEnvironment,
  serverStatementTimeout,
} from "./open-from-environment.js";

/**
 * `modeldeck serve`: opens (and on first start seeds) the database, then serves the API and
 * the web app until SIGINT or SIGTERM.
 *
 * @example
 * ```sh
 * PORT=0 modeldeck serve   # prints "listening on http://127.0.0.1:PORT"
 * ```
 */
export const serveCommand: Command = {
  name: "serve",
  summary: "serve the web app, the Hub API and the inference gateway",
  help: `Usage: modeldeck serve

Serves the web app, the Hub API (/api/models, /api/tasks, …) and the inference gateway.
On first start an empty database is seeded with the shipped catalogue.

Environment:
  PORT                 port to listen on (default 8080; 0 picks a free port)
  HOST                 address to bind (default 0.0.0.0)
  MODELDECK_DATA_DIR   folder of the SQLite database (default ./data)
  DATABASE_URL         postgres://… to use PostgreSQL instead of SQLite
  MODELDECK_PUBLIC_URL public origin for absolute links (Link headers), e.g. https://deck.example.org
  MODELDECK_ALLOWED_HOSTS   more host names to answer for (localhost and IP addresses always are)
  MODELDECK_STATEMENT_TIMEOUT_MS   PostgreSQL statement timeout (default 5000)
  MODELDECK_SQLITE_READ_WORKERS    SQLite read threads (default: CPUs, 2 to 4; 0 = main thread)
  MODELDECK_SQLITE_READ_NICENESS   nice steps below the server for those threads (Linux, 0 to 19; default 0)
  MODELDECK_SHUTDOWN_GRACE_SECONDS  on SIGTERM, how long requests in flight may finish (default 10)
  HF_TOKEN, <PROVIDER>_API_KEY   server-side keys for the inference gateway
  MODELDECK_ROUTER_URL, MODELDECK_PROVIDER_URL_<PROVIDER>   gateway upstream overrides
  MODELDECK_GATEWAY_RATE_LIMIT, MODELDECK_GATEWAY_RATE_WINDOW_SECONDS   gateway rate limit (60 per 60 s)
  MODELDECK_BLOB_MAX_BYTES         largest upload (default 20 MiB)
  MODELDECK_STORAGE_CALLER_BYTES, MODELDECK_STORAGE_CALLER_WINDOW_HOURS   what one caller may store (200 MiB per 24 h)
  MODELDECK_STORAGE_TOTAL_BYTES    uploads and saved runs in all (default 5 GiB)
  MODELDECK_BLOB_RETENTION_HOURS   files no saved run refers to are removed after (default 168)

Saved runs and uploads are kept apart from the catalogue: MODELDECK_DATA_DIR/userdata.sqlite,
or tables of their own on PostgreSQL.`,
  async run(argv, io) {
    parseArgs({ args: argv, options: {}, allowPositionals: false });
    const port = Number(io.env.PORT ?? "8080");
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UsageError(`PORT must be a port number, not "${io.env.PORT}"`);
    }
    const graceMilliseconds = shutdownGrace(io.env.MODELDECK_SHUTDOWN_GRACE_SECONDS);
    const database = await openFromEnvironment(io.env, {
      statementTimeoutMs: serverStatementTimeout(io.env),
    });
    const seeded = await seedIfEmpty(database, PROJECT_PATHS.seedFile, new Date());
    if (seeded > 0) io.err(`seeded ${seeded} models into ${describeStorage(io.env)}`);
    // Errors are always logged; MODELDECK_LOG=1 adds one line per request.
    const logger = io.env.MODELDECK_LOG === "1" ? true : { level: "warn" };
    const app = await buildServer({ database, env: io.env, logger });
    const host = io.env.HOST || "0.0.0.0";
    await app.listen({ port, host });
    const address = app.server.address();
    const boundPort = typeof address === "object" && address !== null ? address.port : port;
    io.out(`listening on http://127.0.0.1:${boundPort}`);
    await (io.stopped ??
      new Promise<void>((resolve) => {
        process.once("SIGINT", () => resolve());
        process.once("SIGTERM", () => resolve());
      }));
    // A stream in flight (a chat nobody stops, a slow download) would hold `close` for as long as
    // its upstream keeps talking; after the grace its connection is cut, which also aborts the
    // upstream call, so a deploy's stop never waits on a provider.
    const cut = setTimeout(() => app.server.closeAllConnections(), graceMilliseconds);
    await app.close();
    clearTimeout(cut);
    await database.close();
    return 0;
  },
};

function shutdownGrace(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 10_000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) {
    throw new UsageError(
      `MODELDECK_SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to 3600, not "${value}"`,
    );
  }
  return seconds * 1000;
}
