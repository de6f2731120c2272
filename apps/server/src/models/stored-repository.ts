import type { Database } from "../db/database.js";
import { findModel } from "../db/model-reads.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { HttpError } from "../http-error.js";

/**
 * A stored model as the repository endpoints see it: its id as stored (the request's may differ in
 * case), its commit when known, and its descriptor.
 *
 * @example
 * ```ts
 * const repository: StoredRepository = await storedRepository(database, "openai-community/gpt2", "main");
 * repository.sha; // "607a30d783dfa663caf39e06633721c8d4cfcd7e"
 * ```
 */
export interface StoredRepository {
  id: string;
  sha: string | undefined;
  descriptor: Record<string, unknown>;
}

/**
 * Errors in the Hub's words and `X-Error-Code`s, which `huggingface_hub` turns into its
 * `RepositoryNotFoundError`, `RevisionNotFoundError` and `EntryNotFoundError`.
 *
 * @example
 * ```ts
 * throw hubNotFound("EntryNotFound", "config.json not found in openai-community/gpt2");
 * ```
 */
export function hubNotFound(
  code: "RepoNotFound" | "RevisionNotFound" | "EntryNotFound",
  message: string,
): HttpError {
  return new HttpError(404, message, { "x-error-code": code });
}

/**
 * Finds a stored model for a repository request and checks the revision: `main`, `HEAD` or the
 * stored commit (only the current state is kept, so any other branch, tag or commit would be
 * answered with data it does not describe). Throws the Hub's 404s otherwise; an id that is not a
 * repository id is a 400.
 *
 * @example
 * ```ts
 * const repository = await storedRepository(database, "gpt2", "HEAD");
 * ```
 */
export async function storedRepository(
  database: Database,
  id: string,
  revision: string,
): Promise<StoredRepository> {
  if (!isRepoId(id)) throw new HttpError(400, "model id is not valid");
  const stored = await findModel(database, id);
  if (stored === undefined) throw hubNotFound("RepoNotFound", `Repository ${id} not found`);
  const descriptor = JSON.parse(stored.data) as Record<string, unknown>;
  const sha = typeof descriptor.sha === "string" ? descriptor.sha : undefined;
  if (revision !== "main" && revision !== "HEAD" && revision !== sha) {
    throw hubNotFound("RevisionNotFound", `Revision ${revision.slice(0, 100)} not found in ${id}`);
  }
  return { id: String(descriptor.id ?? id), sha, descriptor };
}
