import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { findModel, findReadme } from "../db/model-reads.js";
import { listModelRows, SORT_COLUMNS } from "../db/model-search.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { badRequest, HttpError } from "../http-error.js";
import { encodeCursor } from "../models/cursor.js";
import { parseExpand, parseListQuery } from "../models/list-query.js";
import { listEntry, modelInfoBody } from "../models/model-shape.js";

type RawQuery = Record<string, string | string[] | undefined>;

/** What a path under `/api/models/` asks for. */
type ModelPath = { kind: "info" | "readme"; id: string };

/**
 * Splits `owner/name`, `name`, `…/readme` and `…/revision/{rev}` (what `@huggingface/hub`'s
 * `modelInfo` requests). A model literally named `readme` cannot be told apart from a readme
 * request under a single-segment id; the readme wins, which no real id is hurt by.
 */
function parseModelPath(path: string): ModelPath {
  const segments = path.split("/");
  const last = segments.at(-1);
  let kind: ModelPath["kind"] = "info";
  let idSegments = segments;
  if (segments.length >= 3 && segments.at(-2) === "revision") {
    // Control characters are refused here as in every query value (PostgreSQL refuses NUL).
    if (last === undefined || last.length === 0 || last.length > 200 || /\p{Cc}/u.test(last)) {
      throw badRequest("revision is not valid");
    }
    idSegments = segments.slice(0, -2);
  } else if (segments.length >= 2 && last === "readme") {
    kind = "readme";
    idSegments = segments.slice(0, -1);
  }
  const id = idSegments.join("/");
  if (idSegments.length > 2 || !isRepoId(id)) throw badRequest("model id is not valid");
  return { kind, id };
}

/** The absolute URL of this request with another cursor, for the `Link` header. */
function nextPageUrl(request: FastifyRequest, cursor: string): string {
  const host = /^[A-Za-z0-9.:[\]-]{1,255}$/.test(request.host) ? request.host : "localhost";
  const queryStart = request.url.indexOf("?");
  const parameters = new URLSearchParams(
    queryStart === -1 ? "" : request.url.slice(queryStart + 1),
  );
  parameters.set("cursor", cursor);
  return `${request.protocol}://${host}/api/models?${parameters.toString()}`;
}

/**
 * `GET /api/models` (search, filters, sort, cursor pages with a `Link` header) and
 * `GET /api/models/{id}` with `/readme` and `/revision/{rev}` forms, in the Hub's shapes.
 *
 * @example
 * ```ts
 * app.register(modelRoutes, { database });
 * ```
 */
export async function modelRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  const { database } = options;

  app.get("/api/models", async (request, reply) => {
    const query = parseListQuery(request.query as RawQuery);
    const rows = await listModelRows(database, query);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    if (rows.length > query.limit && last !== undefined) {
      const column = SORT_COLUMNS[query.sort];
      const cursor = encodeCursor(query.sort, query.direction, {
        value: last[column],
        id: last.id,
      });
      reply.header("link", `<${nextPageUrl(request, cursor)}>; rel="next"`);
    }
    return page.map((row) => listEntry(row, query));
  });

  app.get("/api/models/*", async (request, reply) => {
    const path = parseModelPath((request.params as { "*": string })["*"]);
    if (path.kind === "readme") {
      const readme = await findReadme(database, path.id);
      if (readme === undefined) throw new HttpError(404, `model ${path.id} not found`);
      if (readme === null) throw new HttpError(404, `model ${path.id} has no model card`);
      return reply.type("text/markdown; charset=utf-8").send(readme);
    }
    const expand = parseExpand(request.query as RawQuery);
    const stored = await findModel(database, path.id);
    if (stored === undefined) throw new HttpError(404, `model ${path.id} not found`);
    return reply.type("application/json; charset=utf-8").send(modelInfoBody(stored, expand));
  });
}
