import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { BLOB_MEDIA_TYPES, blobMediaType, type BlobMediaType } from "@modeldeck/hub";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SYSTEM_CLOCK, type Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { blobStream, findBlobInfo, removeUnreferencedBlobs, storeBlobFile } from "../db/blobs.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { badRequest, HttpError } from "../http-error.js";
import { receiveUpload } from "./blob-upload.js";
import { storageQuota } from "./storage-quota.js";
import { writeRateLimiter } from "./write-rate-limit.js";

const SHA256 = /^[0-9a-fA-F]{64}$/;

/** How often old files no saved run refers to are looked for. */
const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * What a stored file is served with, whatever it holds: never sniffed, never run. The sandbox
 * gives a page opened from it (were a browser to render one) an opaque origin with no scripts,
 * so it could not read the app's storage; and it may load nothing.
 */
const BLOB_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "sandbox; default-src 'none'",
  "cache-control": "public, max-age=31536000, immutable",
};

/**
 * Where uploads are written while they arrive: `uploads/` beside the user-data file (the same
 * disk the database copies them to; `/tmp` may be memory), else a folder of this process's own
 * under the system's temporary folder. Files a killed server left behind, over an hour old, go.
 */
function uploadFolder(userDataFile: string | undefined): { folder: string; owned: boolean } {
  if (userDataFile === undefined) {
    return { folder: mkdtempSync(join(tmpdir(), "modeldeck-uploads-")), owned: true };
  }
  const folder = join(dirname(userDataFile), "uploads");
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (Date.now() - statSync(file).mtimeMs > 3_600_000) rmSync(file, { force: true });
  }
  return { folder, owned: false };
}

function declaredType(request: FastifyRequest): BlobMediaType {
  const header = request.headers["content-type"] ?? "";
  const type = blobMediaType(header);
  if (type === undefined) {
    throw new HttpError(
      415,
      `Content-Type ${JSON.stringify(header.slice(0, 80))} is not accepted; send one of ${BLOB_MEDIA_TYPES.join(", ")}`,
    );
  }
  return type;
}

/**
 * `POST /api/blobs` stores raw bytes once per SHA-256 (201 when new, 200 when already there):
 * an allow-listed media type whose signature the bytes match, streamed to disk and then into the
 * user data, within the upload size and the caller's and the server's quotas.
 * `GET`/`HEAD /api/blobs/{sha256}` serves them with their stored type, `nosniff`, a sandboxing
 * CSP, and an immutable cache lifetime, since a content hash never names other bytes; a file of
 * any other type (kept from before the checks) only as a download. Files no saved run refers to
 * are removed once older than the retention setting, checked hourly.
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
  const { userData } = options.database;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const limitWrites = writeRateLimiter("blobs", { ...options, clock });
  const quota = storageQuota(options.environment);
  const { folder, owned } = uploadFolder(userData.file);
  // Chunks of an upload still being copied are minutes old at most; an hour leaves them alone.
  const sweep = () =>
    removeUnreferencedBlobs(
      userData,
      new Date(clock.now() - quota.limits.unreferencedBlobMs).toISOString(),
      new Date(clock.now() - SWEEP_INTERVAL_MS).toISOString(),
    ).catch((error: unknown) =>
      app.log.warn({ err: error }, "removing old unreferenced blobs failed"),
    );
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  app.addHook("onReady", async () => void sweep());
  app.addHook("onClose", async () => {
    clearInterval(sweeper);
    if (owned) rmSync(folder, { recursive: true, force: true });
  });

  // The body reaches the handler as a stream, written to disk as it arrives; nothing buffers it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.post(
    "/api/blobs",
    {
      // Refused before the body is read: no point receiving 20 MiB that will not be stored.
      onRequest: async (request) => {
        declaredType(request);
        const length = Number(request.headers["content-length"]);
        if (Number.isFinite(length) && length > quota.limits.blobBytes) {
          throw new HttpError(
            413,
            `the file is larger than ${quota.limits.blobBytes} bytes, the most one upload may hold`,
            { connection: "close" },
          );
        }
        await limitWrites(request);
        // A caller whose share is already used up is refused before sending anything more. One
        // with room left is checked again with the real size once the file is in (a file the
        // server already holds costs nothing, so it is not refused for its length here).
        await quota.admit(userData, quota.callerOf(request), 0, clock.now());
      },
    },
    async (request, reply) => {
      const contentType = declaredType(request);
      const caller = quota.callerOf(request);
      const received = await receiveUpload(request.body as Readable, {
        folder,
        maxBytes: quota.limits.blobBytes,
        contentType,
      });
      try {
        const { info, created } = await storeBlobFile(
          userData,
          {
            file: received.file,
            sha256: received.sha256,
            contentType,
            size: received.size,
            caller,
          },
          new Date(clock.now()).toISOString(),
          (transaction) => quota.admit(transaction, caller, received.size, clock.now()),
        );
        reply.status(created ? 201 : 200).header("location", `/api/blobs/${info.sha256}`);
        const { sha256, size } = info;
        return { sha256, size, contentType: info.contentType, url: `/api/blobs/${sha256}` };
      } finally {
        await received.discard();
      }
    },
  );

  // One route for both methods: Fastify's own HEAD route would read the whole stream to discard it.
  app.route({
    method: ["GET", "HEAD"],
    url: "/api/blobs/:sha256",
    handler: async (request, reply) => {
      const { sha256 } = request.params as { sha256: string };
      if (!SHA256.test(sha256)) throw badRequest("a blob is named by its SHA-256: 64 hex digits");
      const info = await findBlobInfo(userData, sha256.toLowerCase());
      if (info === undefined) throw new HttpError(404, `blob ${sha256.toLowerCase()} not found`);
      const shown = blobMediaType(info.contentType);
      reply.headers({
        ...BLOB_HEADERS,
        "content-type": shown ?? "application/octet-stream",
        etag: `"${info.sha256}"`,
        ...(shown === undefined ? { "content-disposition": "attachment" } : {}),
      });
      const validators = request.headers["if-none-match"] ?? "";
      if (
        validators.split(",").some((tag) => tag.trim().replace(/^W\//, "") === `"${info.sha256}"`)
      ) {
        return reply.status(304).send();
      }
      reply.header("content-length", String(info.size));
      if (request.method === "HEAD") return reply.send();
      return reply.send(blobStream(userData, info));
    },
  });
}
