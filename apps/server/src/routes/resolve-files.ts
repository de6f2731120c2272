import { createHash } from "node:crypto";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { findModelFiles } from "../db/model-files.js";
import { findReadme } from "../db/model-reads.js";
import { findSyncState } from "../db/model-sync-state.js";
import { HttpError } from "../http-error.js";
import { hubNotFound, storedRepository } from "../models/stored-repository.js";
import { isStorablePath } from "../sync/tree-entries.js";

const RESOLVE_SCHEMA = {
  description:
    "A file of a model at main, HEAD or its commit: the card from this hub, any other file as a redirect to its upstream, with the Hub's headers",
  params: Type.Object(
    { revision: Type.String({ maxLength: 200 }), "*": Type.String({ maxLength: 1000 }) },
    { additionalProperties: true },
  ),
};

/** The git blob id of some bytes: what the Hub sends as the `ETag` of a file kept in git. */
function gitBlobId(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\u0000`).update(bytes).digest("hex");
}

/** The one byte range a `Range` header asks for, `undefined` for none, `"unsatisfiable"` otherwise. */
function byteRange(header: string | undefined, size: number) {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null || (match[1] === "" && match[2] === "")) return "unsatisfiable";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

function encodedPath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** Sends the stored card as the Hub sends a small file, byte ranges included. */
function sendCard(request: FastifyRequest, reply: FastifyReply, card: string, commit: string) {
  const bytes = Buffer.from(card);
  const range = byteRange(request.headers.range, bytes.byteLength);
  reply
    .header("etag", `"${gitBlobId(bytes)}"`)
    .header("x-repo-commit", commit)
    .header("accept-ranges", "bytes")
    // Compression would change the bytes the ETag and the ranges describe.
    .header("cache-control", "public, max-age=60, no-transform")
    .header("content-disposition", 'inline; filename="README.md"')
    // Text, never a page: a card's HTML must not run on this origin.
    .type("text/plain; charset=utf-8");
  if (range === "unsatisfiable") {
    return reply.status(416).header("content-range", `bytes */${bytes.byteLength}`).send("");
  }
  if (range === undefined) return reply.send(bytes);
  return reply
    .status(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${bytes.byteLength}`)
    .send(bytes.subarray(range.start, range.end + 1));
}

/**
 * `GET` and `HEAD /{id}/resolve/{revision}/{path}`, the download path of the Hub's clients
 * (`hf_hub_download`, `downloadFile` with a `hubUrl`, `HF_ENDPOINT`): the card (`README.md`) is
 * served from this hub when stored whole, with the git blob id as `ETag`, `X-Repo-Commit` and byte
 * ranges; any other file of the stored tree is a 302 to the upstream the model came from (or
 * `upstreamHub`), carrying what the clients read before following it: `X-Repo-Commit`,
 * `X-Linked-Size`, `X-Linked-Etag` (the LFS sha256, else the blob id), `ETag` and `Location`. A
 * file not in the tree, or a model whose tree was never read, is a 404 with the Hub's
 * `X-Error-Code`. The path is checked and each segment encoded, so nothing but that file's URL
 * on that upstream can be redirected to.
 *
 * @example
 * ```ts
 * app.register(resolveFileRoutes, { database, upstreamHub: "https://huggingface.co" });
 * // HEAD /openai-community/gpt2/resolve/main/model.safetensors → 302, X-Linked-Size: 548105171
 * ```
 */
export async function resolveFileRoutes(
  app: FastifyInstance,
  options: { database: Database; upstreamHub?: string | undefined },
): Promise<void> {
  const { database } = options;
  const handler = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const { revision, "*": path } = request.params as { revision: string; "*": string };
    if (!isStorablePath(path) || /\p{Cc}/u.test(revision)) {
      throw new HttpError(400, "file path is not valid");
    }
    const repository = await storedRepository(database, id, revision);
    if (repository.sha === undefined) {
      throw hubNotFound("RevisionNotFound", `the commit of ${repository.id} is not known here`);
    }
    const state = await findSyncState(database, repository.id);
    if (path === "README.md" && state?.cardStatus !== "truncated") {
      const card = await findReadme(database, repository.id);
      if (typeof card === "string") return sendCard(request, reply, card, repository.sha);
    }
    const files = await findModelFiles(database, repository.id);
    if (files === undefined || files.revision !== repository.sha) {
      throw hubNotFound(
        "EntryNotFound",
        `the files of ${repository.id} were never read by this hub`,
      );
    }
    const entry = files.entries.find((candidate) => candidate.path === path);
    if (entry === undefined || entry.type !== "file") {
      throw hubNotFound("EntryNotFound", `${path.slice(0, 200)} not found in ${repository.id}`);
    }
    const upstream = state?.source ?? options.upstreamHub;
    if (upstream === undefined) {
      throw hubNotFound(
        "EntryNotFound",
        `${path.slice(0, 200)} is not stored here and no upstream is known`,
      );
    }
    const location = `${upstream.replace(/\/+$/, "")}/${encodedPath(repository.id)}/resolve/${repository.sha}/${encodedPath(path)}`;
    const linkedTag = entry.lfs?.oid ?? entry.oid;
    return reply
      .status(302)
      .header("location", location)
      .header("x-repo-commit", repository.sha)
      .header("x-linked-size", String(entry.lfs?.size ?? entry.size))
      .header("x-linked-etag", `"${linkedTag}"`)
      .header("etag", `"${linkedTag}"`)
      .header("cache-control", "public, max-age=60")
      .send();
  };
  app.get("/:owner/:name/resolve/:revision/*", { schema: RESOLVE_SCHEMA }, (request, reply) => {
    const { owner, name } = request.params as { owner: string; name: string };
    return handler(request, reply, `${owner}/${name}`);
  });
  app.get("/:name/resolve/:revision/*", { schema: RESOLVE_SCHEMA }, (request, reply) =>
    handler(request, reply, (request.params as { name: string }).name),
  );
}
