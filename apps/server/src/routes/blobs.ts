import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SYSTEM_CLOCK, type Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { findBlob, storeBlob } from "../db/blobs.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { badRequest, HttpError } from "../http-error.js";
import { writeRateLimiter } from "./write-rate-limit.js";

/**
 * Media types a blob may have: images, audio and video that the compare screen shows. Nothing a
 * browser would run as a document (no HTML, no SVG), so a blob link can never carry a script.
 */
const ALLOWED_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "audio/wav",
  "audio/x-wav",
  "audio/mpeg",
  "audio/flac",
  "audio/ogg",
  "audio/webm",
  "video/mp4",
]);

/** 20 MiB: a few minutes of audio, a large photograph. */
const MAX_BLOB_BYTES = 20 * 1024 * 1024;
const SHA256 = /^[0-9a-fA-F]{64}$/;

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

/**
 * `POST /api/blobs` stores raw bytes once per SHA-256 (201 when new, 200 when already there) and
 * `GET`/`HEAD /api/blobs/{sha256}` serves them with their stored type, `nosniff` and an immutable
 * cache lifetime, since a content hash never names other bytes. Uploads are rate-limited like the
 * gateway and limited to 20 MiB of an allow-listed media type.
 *
 * @example
 * ```ts
 * await app.register(blobRoutes, { database, environment: process.env, clock: SYSTEM_CLOCK });
 * ```
 */
export async function blobRoutes(
  app: FastifyInstance,
  options: { database: Database; environment: GatewayEnvironment; clock?: Clock | undefined },
): Promise<void> {
  const { database } = options;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const limitWrites = writeRateLimiter("blobs", { ...options, clock });

  // Bytes are stored as they came, whatever the (allow-listed) type, so this scope parses nothing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: MAX_BLOB_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/api/blobs",
    {
      bodyLimit: MAX_BLOB_BYTES,
      // Refused before the body is read: no point receiving 20 MiB of a type that is not stored.
      onRequest: async (request) => {
        const type = mediaTypeOf(request);
        if (!ALLOWED_TYPES.has(type)) {
          throw new HttpError(
            415,
            `Content-Type ${JSON.stringify(type.slice(0, 80))} is not accepted; send one of ${[...ALLOWED_TYPES].join(", ")}`,
          );
        }
        await limitWrites(request);
      },
    },
    async (request, reply) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest("the body is empty");
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const { info, created } = await storeBlob(
        database,
        { sha256, contentType: mediaTypeOf(request), bytes },
        new Date(clock.now()).toISOString(),
      );
      reply.status(created ? 201 : 200).header("location", `/api/blobs/${sha256}`);
      return { ...info, url: `/api/blobs/${sha256}` };
    },
  );

  app.get("/api/blobs/:sha256", async (request, reply) => {
    const { sha256 } = request.params as { sha256: string };
    if (!SHA256.test(sha256)) throw badRequest("a blob is named by its SHA-256: 64 hex digits");
    const blob = await findBlob(database, sha256.toLowerCase());
    if (blob === undefined) throw new HttpError(404, `blob ${sha256.toLowerCase()} not found`);
    return reply
      .headers({
        // Only an allow-listed type is ever stored; anything else would be served as bytes.
        "content-type": ALLOWED_TYPES.has(blob.contentType)
          ? blob.contentType
          : "application/octet-stream",
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=31536000, immutable",
        etag: `"${blob.sha256}"`,
      })
      .send(blob.bytes);
  });
}
