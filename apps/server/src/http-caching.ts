import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** API answers may be reused for a minute: long enough to absorb bursts, short enough to stay fresh. */
const API_CACHE_CONTROL = "public, max-age=60";

/** Below this size compression costs more than the bytes it saves. */
const MINIMUM_COMPRESSED_BYTES = 1024;

/** Brotli's default quality (11) is meant for build steps; 4 compresses about as well as gzip, faster. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

type Encoding = "br" | "gzip";

/**
 * Picks the encoding a client accepts, brotli first, or `undefined` for the identity body.
 * `q=0` refuses an encoding, and `*` stands for any encoding the header does not name.
 *
 * @example
 * ```ts
 * chooseEncoding("gzip, deflate, br"); // "br"
 * chooseEncoding("br;q=0, gzip"); // "gzip"
 * chooseEncoding(undefined); // undefined
 * ```
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.trim().split(";");
    const quality = parameters
      .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    weights.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return undefined;
}

function isCompressible(contentType: string): boolean {
  // Server-sent events must reach the client line by line; a compressor would hold them back.
  if (contentType.startsWith("text/event-stream")) return false;
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(
    contentType,
  );
}

/** Inference answers are relayed as providers send them (streams, images); they are left alone. */
function isRelayed(request: FastifyRequest): boolean {
  return request.url.startsWith("/api/inference");
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader("vary");
  const values = typeof current === "string" ? current.split(/\s*,\s*/) : [];
  if (values.some((value) => value.toLowerCase() === name.toLowerCase() || value === "*")) return;
  reply.header("vary", [...values.filter((value) => value !== ""), name].join(", "));
}

/** A validator of the uncompressed body; weak, because each encoding is another byte sequence. */
function entityTag(payload: string | Buffer): string {
  return `W/"${createHash("sha256").update(payload).digest("base64url").slice(0, 27)}"`;
}

function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return header.split(",").some((value) => value.trim() === "*" || opaque(value) === opaque(tag));
}

/** ETag, 304 and a short `Cache-Control` for successful reads of the JSON API. */
function validateApiRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead || !request.url.startsWith("/api/") || isRelayed(request)) return false;
  if (reply.statusCode !== 200 || !(typeof payload === "string" || Buffer.isBuffer(payload))) {
    return false;
  }
  if (reply.getHeader("cache-control") === undefined) {
    // Health is polled to learn the current state; a cached answer would defeat it.
    reply.header(
      "cache-control",
      request.url.startsWith("/api/health") ? "no-store" : API_CACHE_CONTROL,
    );
  }
  // A route that knows a strong tag for its bytes (a blob's content hash) keeps it.
  const routeTag = reply.getHeader("etag");
  const tag = typeof routeTag === "string" ? routeTag : entityTag(payload);
  reply.header("etag", tag);
  return matchesIfNoneMatch(request.headers["if-none-match"], tag);
}

async function compress(
  payload: unknown,
  encoding: Encoding,
): Promise<string | Buffer | Readable | undefined> {
  if (payload instanceof Readable) {
    return payload.pipe(encoding === "br" ? createBrotliCompress(BROTLI_OPTIONS) : createGzip());
  }
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return undefined;
  if (Buffer.byteLength(payload) < MINIMUM_COMPRESSED_BYTES) return undefined;
  // The asynchronous forms run on libuv's thread pool, so a large page never stalls other requests.
  return encoding === "br"
    ? compressWithBrotli(payload, BROTLI_OPTIONS)
    : compressWithGzip(payload);
}

/**
 * Makes responses what a CDN and a browser expect: API reads get a weak `ETag` (answered with
 * 304 when `If-None-Match` matches) and a short `Cache-Control`; JSON, text and static files
 * are compressed with brotli or gzip as `Accept-Encoding` allows, with `Vary: Accept-Encoding`
 * on every compressible answer so a cache never hands a compressed body to a client that did
 * not ask for it. Relayed inference answers, ranges and already-encoded bodies are left alone.
 *
 * @example
 * ```ts
 * const app = Fastify();
 * addHttpCaching(app);
 * // GET /api/models with Accept-Encoding: br → Content-Encoding: br, ETag: W/"…", Cache-Control: public, max-age=60
 * ```
 */
export function addHttpCaching(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (validateApiRead(request, reply, payload)) {
      reply.status(304).removeHeader("content-length").removeHeader("content-type");
      return "";
    }
    const contentType = String(reply.getHeader("content-type") ?? "");
    if (isRelayed(request) || !isCompressible(contentType)) return payload;
    addVary(reply, "Accept-Encoding");
    const untouchable =
      reply.statusCode === 204 ||
      reply.statusCode === 206 ||
      reply.statusCode === 304 ||
      reply.getHeader("content-encoding") !== undefined ||
      reply.getHeader("content-range") !== undefined ||
      /no-transform/.test(String(reply.getHeader("cache-control") ?? ""));
    if (untouchable) return payload;
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (encoding === undefined) return payload;
    const compressed = await compress(payload, encoding);
    if (compressed === undefined) return payload;
    const tag = reply.getHeader("etag");
    if (typeof tag === "string" && tag.startsWith('"')) reply.header("etag", `W/${tag}`);
    reply.removeHeader("content-length");
    reply.header("content-encoding", encoding);
    return compressed;
  });
}
