import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { upsertModels } from "../db/writes/model-writes.js";
import { toModelRecord } from "../descriptors/model-record.js";
import { buildServer, type ServerOptions } from "../server.js";
import { SAMPLE_MODELS } from "./sample-models.js";

/** Stores descriptors in a test database. */
export async function storeModels(
  database: Database,
  descriptors: readonly unknown[],
): Promise<void> {
  const now = new Date("2025-01-01T00:00:00Z");
  await upsertModels(
    database,
    descriptors.map((descriptor) => toModelRecord(descriptor, now)),
  );
}

/** A server over `database` holding the sample models, with no web app folder. */
export async function seededServer(
  database: Database,
  options: Omit<ServerOptions, "database"> = {},
): Promise<FastifyInstance> {
  await storeModels(database, SAMPLE_MODELS);
  return buildServer({ database, webRoot: "/nonexistent", env: {}, ...options });
}

/** Starts `app` on a loopback port and returns its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  return `http://127.0.0.1:${address.port}`;
}
