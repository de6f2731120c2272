import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { findModel, findReadme } from "../db/model-reads.js";
import { listModelRows, SORT_COLUMNS } from "../db/search/model-search.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { badRequest, HttpError } from "../http-error.js";
import { encodeCursor } from "../models/cursor.js";
import { canonicalModelId } from "../models/legacy-ids.js";
import { parseExpand, parseListQuery } from "../models/list-query.js";
import { listEntry, modelInfoBody } from "../models/model-shape.js";
import type { PublicUrl } from "../public-url.js";
import { ERROR_BODY, MODEL_INFO_QUERY, MODEL_LIST_QUERY, nullable } from "./api-schemas.js";
import { whileClientWaits } from "./while-client-waits.js";

/**
 * One entry of the list. The plain form has exactly these fields; `full` and `expand` answers
 * carry descriptor fields too, which pass through as stored.
 */
const LIST_ENTRY = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    likes: Type.Optional(nullable(Type.Number())),
    trendingScore: Type.Optional(nullable(Type.Number())),
    private: Type.Optional(nullable(Type.Boolean())),
    downloads: Type.Optional(nullable(Type.Number())),
    tags: Type.Optional(nullable(Type.Array(Type.String()))),
    pipeline_tag: Type.Optional(nullable(Type.String())),
    library_name: Type.Optional(nullable(Type.String())),
    createdAt: Type.Optional(nullable(Type.String())),
    modelId: Type.Optional(nullable(Type.String())),
  },
  { additionalProperties: true },
);

const LIST_SCHEMA = {
  description: 'Models in the Hub\'s list shape; the next page is in Link: <…>; rel="next"',
  querystring: MODEL_LIST_QUERY,
  response: { 200: Type.Array(LIST_ENTRY), 400: ERROR_BODY },
};

const MODEL_SCHEMA = {
  description:
    "{id} is owner/name or one segment; /readme gives the model card, /revision/{rev} the model at main, HEAD or its sha",
  params: Type.Object({ "*": Type.String({ maxLength: 500 }) }),
  querystring: MODEL_INFO_QUERY,
  // Sent as stored text (JSON or markdown), so these document the answers only.
  response: {
    200: Type.Union([
      Type.Object({ _id: Type.String(), id: Type.String() }, { additionalProperties: true }),
      Type.String({ description: "The model card, text/markdown" }),
    ]),
    204: Type.Null({ description: "/readme of a model without a stored card" }),
    400: ERROR_BODY,
    404: ERROR_BODY,
  },
};

/** What a path under `/api/models/` asks for; `revision` only for the `/revision/{rev}` form. */
type ModelPath = { kind: "info" | "readme"; id: string; revision?: string };

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
  let revision: string | undefined;
  // A revision may hold slashes (`refs/pr/1`, sent as `refs%2Fpr%2F1`), so it is everything after
  // the `revision` segment that follows a one- or two-part id.
  const marker = [2, 1].find(
    (idLength) => segments[idLength] === "revision" && segments.length > idLength + 1,
  );
  if (marker !== undefined) {
    revision = segments.slice(marker + 1).join("/");
    // Control characters are refused here as in every query value (PostgreSQL refuses NUL).
    if (revision.length > 200 || /\p{Cc}/u.test(revision)) {
      throw badRequest("revision is not valid");
    }
    idSegments = segments.slice(0, marker);
  } else if (segments.length >= 2 && last === "readme") {
    kind = "readme";
    idSegments = segments.slice(0, -1);
  }
  const id = idSegments.join("/");
  if (idSegments.length > 2 || !isRepoId(id)) throw badRequest("model id is not valid");
  return revision === undefined ? { kind, id } : { kind, id, revision };
}

/**
 * Only the current state of a model is stored, so only `main`, `HEAD` (the default branch, which
 * `@huggingface/hub`'s `modelInfo` asks for) or the stored commit sha name it; any other branch,
 * tag or commit would be answered with data it does not describe.
 */
function isStoredRevision(revision: string, data: string): boolean {
  if (revision === "main" || revision === "HEAD") return true;
  const sha = (JSON.parse(data) as { sha?: unknown }).sha;
  return typeof sha === "string" && sha === revision;
}

/**
 * The absolute URL of this request with another cursor, for the `Link` header. The origin is the
 * configured public URL, never the request's `Host` or `X-Forwarded-*`, which any client (or a
 * cache poisoner) can set.
 */
function nextPageUrl(request: FastifyRequest, publicUrl: string, cursor: string): string {
  const queryStart = request.url.indexOf("?");
  const parameters = new URLSearchParams(
    queryStart === -1 ? "" : request.url.slice(queryStart + 1),
  );
  parameters.set("cursor", cursor);
  return `${publicUrl}/api/models?${parameters.toString()}`;
}

/**
 * The reply without its schema's response types, for answers sent as stored or pre-serialized
 * text (JSON strings, the card's markdown), which the response schemas only document.
 */
function untyped(reply: FastifyReply): FastifyReply {
  return reply;
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
  options: { database: Database; publicUrl: PublicUrl },
): Promise<void> {
  const { database, publicUrl } = options;
  // Handlers read the query and path as their schemas type them, with no casts.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/api/models", { schema: LIST_SCHEMA }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const rows = await whileClientWaits(request, reply, () => listModelRows(database, query));
    // The client left: nothing to send.
    if (rows === undefined) return reply;
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    if (rows.length > query.limit && last !== undefined) {
      const column = SORT_COLUMNS[query.sort];
      const cursor = encodeCursor(query.sort, query.direction, {
        value: last[column],
        id: last.id,
      });
      reply.header(
        "link",
        `<${nextPageUrl(request, publicUrl(request.socket), cursor)}>; rel="next"`,
      );
    }
    // Sent as text: JSON.stringify beat the schema's compiled serializer on a 100-entry page
    // (about 560 µs against 760–890 µs), so the response schema documents the list only.
    return untyped(reply)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(page.map((row) => listEntry(row, query))));
  });

  /**
   * A legacy id the Hub moved (`gpt2` → `openai-community/gpt2`) is answered as the Hub does:
   * a 307 to the same request under the new id, its location relative so it stays on this
   * server. Only when no model is stored under the old id itself.
   */
  function redirectLegacyId(request: FastifyRequest, reply: FastifyReply, path: ModelPath) {
    const canonical = canonicalModelId(path.id);
    if (canonical === undefined) throw new HttpError(404, `model ${path.id} not found`);
    const rest =
      path.kind === "readme"
        ? "/readme"
        : path.revision === undefined
          ? ""
          : `/revision/${encodeURIComponent(path.revision)}`;
    const queryStart = request.url.indexOf("?");
    const query = queryStart === -1 ? "" : request.url.slice(queryStart);
    return reply.redirect(`/api/models/${canonical}${rest}${query}`, 307);
  }

  typed.get("/api/models/*", { schema: MODEL_SCHEMA }, async (request, reply) => {
    const path = parseModelPath(request.params["*"]);
    if (path.kind === "readme") {
      const readme = await findReadme(database, path.id);
      if (readme === undefined) return redirectLegacyId(request, reply, path);
      // A model without a stored card is a normal answer, not an error: no content (a 404 here
      // would be logged by every browser as a failed request on most model pages).
      if (readme === null) return untyped(reply).status(204).send();
      return untyped(reply).type("text/markdown; charset=utf-8").send(readme);
    }
    const expand = parseExpand(request.query);
    const stored = await findModel(database, path.id);
    if (stored === undefined) return redirectLegacyId(request, reply, path);
    if (path.revision !== undefined && !isStoredRevision(path.revision, stored.data)) {
      throw new HttpError(404, `revision ${path.revision} of model ${path.id} not found`);
    }
    return untyped(reply)
      .type("application/json; charset=utf-8")
      .send(modelInfoBody(stored, expand));
  });
}
