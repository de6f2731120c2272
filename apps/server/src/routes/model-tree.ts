import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { findModelFiles, type TreeEntry } from "../db/model-files.js";
import { badRequest } from "../http-error.js";
import { hubNotFound, storedRepository } from "../models/stored-repository.js";
import type { PublicUrl } from "../public-url.js";
import { ERROR_BODY, queryString, singleParameter } from "./api-schemas.js";

/** Entries per page, as the Hub pages trees: 1,000, or 50 with `expand`. */
const PAGE_SIZE = 1000;
const EXPANDED_PAGE_SIZE = 50;

const FLAG = (description: string) =>
  singleParameter(5, description, { enum: ["true", "false", "1", "0", ""] });

const TREE_SCHEMA = {
  description:
    "The model's files at main, HEAD or its commit, in the Hub's tree shape, paged with Link: <…>; rel=\"next\"",
  params: Type.Object({ "*": Type.String({ maxLength: 1200 }) }, { additionalProperties: true }),
  querystring: queryString({
    recursive: FLAG("true to list every file below the folder, not only its children"),
    expand: FLAG("true for the Hub's slower, detailed entries (smaller pages here)"),
    cursor: singleParameter(20, "The next page's cursor, from the Link header", {
      pattern: "^[0-9]*$",
    }),
  }),
  response: {
    200: Type.Array(
      Type.Object(
        {
          type: Type.String(),
          oid: Type.String(),
          size: Type.Number(),
          path: Type.String(),
        },
        { additionalProperties: true },
      ),
    ),
    400: ERROR_BODY,
    404: ERROR_BODY,
  },
};

const isOn = (value: string | undefined) => value === "true" || value === "1";

/** The entries a listing shows: below `folder` (everything, or only its direct children). */
function listed(entries: readonly TreeEntry[], folder: string, recursive: boolean): TreeEntry[] {
  const prefix = folder === "" ? "" : `${folder}/`;
  return entries.filter(
    (entry) =>
      entry.path.startsWith(prefix) &&
      entry.path.length > prefix.length &&
      (recursive || !entry.path.slice(prefix.length).includes("/")),
  );
}

/**
 * `GET /api/models/{id}/tree/{revision}[/{path}]`: the stored tree of a model, as the Hub answers
 * `listFiles` and `list_repo_tree`: `recursive` for every entry below, `expand` accepted (entries
 * stay without `lastCommit`, which a sync does not read), pages of 1,000 entries (50 with
 * `expand`) with the next one in `Link`, built from the configured public URL. A model whose files
 * were never read is a 404 saying so; the revision must be `main`, `HEAD` or the stored commit.
 *
 * @example
 * ```ts
 * app.register(modelTreeRoutes, { database, publicUrl });
 * // GET /api/models/openai-community/gpt2/tree/main?recursive=true
 * ```
 */
export async function modelTreeRoutes(
  app: FastifyInstance,
  options: { database: Database; publicUrl: PublicUrl },
): Promise<void> {
  const { database, publicUrl } = options;
  const handler = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const [revision = "", ...rest] = (request.params as { "*": string })["*"].split("/");
    const folder = rest.join("/").replace(/\/+$/, "");
    if (revision === "" || /\p{Cc}/u.test(revision + folder)) {
      throw badRequest("revision is not valid");
    }
    const query = request.query as { recursive?: string; expand?: string; cursor?: string };
    const repository = await storedRepository(database, id, revision);
    const files = await findModelFiles(database, repository.id);
    // A tree of an older commit (the info was read again without the files) is not this one's.
    if (
      files === undefined ||
      (repository.sha !== undefined && files.revision !== repository.sha)
    ) {
      throw hubNotFound(
        "EntryNotFound",
        `the files of ${repository.id} at its current commit were never read by this hub`,
      );
    }
    const entries = listed(files.entries, folder, isOn(query.recursive));
    if (folder !== "" && entries.length === 0) {
      throw hubNotFound("EntryNotFound", `${folder.slice(0, 200)} not found in ${repository.id}`);
    }
    const size = isOn(query.expand) ? EXPANDED_PAGE_SIZE : PAGE_SIZE;
    const start = Number(query.cursor || "0");
    const page = entries.slice(start, start + size);
    if (start + size < entries.length) {
      const parameters = new URLSearchParams(request.url.split("?")[1] ?? "");
      parameters.set("cursor", String(start + size));
      const path = request.url.split("?")[0] ?? "";
      reply.header(
        "link",
        `<${publicUrl(request.socket)}${path}?${parameters.toString()}>; rel="next"`,
      );
    }
    if (repository.sha !== undefined) reply.header("x-repo-commit", repository.sha);
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(page));
  };
  app.get("/api/models/:owner/:name/tree/*", { schema: TREE_SCHEMA }, (request, reply) => {
    const { owner, name } = request.params as { owner: string; name: string };
    return handler(request, reply, `${owner}/${name}`);
  });
  app.get("/api/models/:name/tree/*", { schema: TREE_SCHEMA }, (request, reply) =>
    handler(request, reply, (request.params as { name: string }).name),
  );
}
