import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

// Until the server's blob and saved-run endpoints are merged, the compare e2e tests put this
// loopback front in front of the real server: it answers `/api/blobs` and `/api/runs` to the
// compare API contract (in memory) and passes every other request through unchanged.

const BLOB_TYPES = [
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
];
const MAX_BLOB_BYTES = 20 * 1024 * 1024;
const MAX_RUN_BYTES = 2 * 1024 * 1024;
const SECRET = /hf_[A-Za-z0-9]{20,}|Bearer |\bsk-[A-Za-z0-9]/;
const SECRET_KEYS = ["token", "apikey", "authorization"];

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

function holdsSecret(value: unknown): boolean {
  if (typeof value === "string") return SECRET.test(value);
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).some(
      ([key, item]) => SECRET_KEYS.includes(key.toLowerCase()) || holdsSecret(item),
    );
  return false;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Starts the stand-in in front of `upstream` (the real server's URL).
 *
 * @example
 * ```ts
 * const front = await startCompareApiStandIn(environment.server.url);
 * await page.goto(`${front.url}/compare`);
 * ```
 */
export async function startCompareApiStandIn(upstream: string) {
  const blobs = new Map<string, { type: string; bytes: Buffer }>();
  const runs: {
    id: string;
    createdAt: string;
    deleteDigest: Buffer;
    run: Record<string, unknown>;
  }[] = [];
  const handle = (incoming: IncomingMessage, body: Buffer, response: ServerResponse): boolean => {
    const url = new URL(incoming.url ?? "/", "http://stand-in");
    const method = incoming.method ?? "GET";
    if (url.pathname === "/api/blobs" && method === "POST") {
      const type = (incoming.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
      if (!BLOB_TYPES.includes(type))
        return (json(response, { error: `Unsupported type ${type}` }, 415), true);
      if (body.length > MAX_BLOB_BYTES) return (json(response, { error: "Too large" }, 413), true);
      const sha256 = createHash("sha256").update(body).digest("hex");
      const existed = blobs.has(sha256);
      blobs.set(sha256, { type, bytes: body });
      json(
        response,
        { sha256, size: body.length, contentType: type, url: `/api/blobs/${sha256}` },
        existed ? 200 : 201,
      );
      return true;
    }
    const blobMatch = /^\/api\/blobs\/([0-9a-f]{64})$/.exec(url.pathname);
    if (blobMatch && (method === "GET" || method === "HEAD")) {
      const blob = blobs.get(blobMatch[1] ?? "");
      if (!blob) return (json(response, { error: "Not found" }, 404), true);
      response.writeHead(200, {
        "content-type": blob.type,
        "content-length": blob.bytes.length,
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=31536000, immutable",
        etag: `"${blobMatch[1]}"`,
      });
      response.end(method === "HEAD" ? undefined : blob.bytes);
      return true;
    }
    if (url.pathname === "/api/runs" && method === "POST") {
      if (body.length > MAX_RUN_BYTES) return (json(response, { error: "Too large" }, 413), true);
      const run = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      if (holdsSecret(run)) return (json(response, { error: "secret_in_run" }, 400), true);
      const id = randomBytes(9).toString("base64url");
      const deleteKey = randomBytes(18).toString("base64url");
      const createdAt = new Date().toISOString();
      runs.unshift({ id, createdAt, deleteDigest: digest(deleteKey), run });
      json(response, { id, createdAt, deleteKey }, 201);
      return true;
    }
    if (url.pathname === "/api/runs" && method === "GET") {
      const limit = Number(url.searchParams.get("limit") ?? 20);
      json(response, {
        runs: runs.slice(0, limit).map(({ id, createdAt, run }) => ({
          id,
          kind: run.kind,
          task: run.task,
          title: run.title,
          models: ((run.setup as { columns: { model: string }[] }).columns ?? []).map(
            (column) => column.model,
          ),
          createdAt,
        })),
      });
      return true;
    }
    const runMatch = /^\/api\/runs\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (runMatch) {
      const index = runs.findIndex((run) => run.id === runMatch[1]);
      const stored = runs[index];
      if (!stored) return (json(response, { error: "Not found" }, 404), true);
      if (method === "GET")
        return (
          json(response, { ...stored.run, id: stored.id, createdAt: stored.createdAt }),
          true
        );
      if (method === "DELETE") {
        const key = String(incoming.headers["x-modeldeck-delete-key"] ?? "");
        if (!timingSafeEqual(digest(key), stored.deleteDigest))
          return (json(response, { error: "Forbidden" }, 403), true);
        runs.splice(index, 1);
        response.writeHead(204).end();
        return true;
      }
    }
    return false;
  };
  const server = createServer((incoming, response) => {
    const owned = /^\/api\/(blobs|runs)(\/|$|\?)/.test(incoming.url ?? "");
    if (!owned) {
      // Everything else goes to the real server, streamed both ways (SSE included).
      const target = new URL(incoming.url ?? "/", upstream);
      const proxied = forward(
        target,
        { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      proxied.on("error", () => json(response, { error: "upstream failed" }, 502));
      response.on("close", () => proxied.destroy());
      incoming.pipe(proxied);
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      if (!handle(incoming, Buffer.concat(chunks), response))
        json(response, { error: "Not found" }, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    blobCount: () => blobs.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
