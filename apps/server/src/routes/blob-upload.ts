import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { once } from "node:events";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { MEDIA_SIGNATURE_BYTES, matchesMediaSignature, type BlobMediaType } from "@modeldeck/hub";
import { HttpError } from "../http-error.js";

/**
 * A refusal sent while the rest of the body may still be on its way: the connection closes after
 * the answer, so the server reads (and discards) no more of it than it already has.
 */
const refusal = (status: number, message: string) =>
  new HttpError(status, message, { connection: "close" });

/**
 * An upload received whole on disk: where, its SHA-256 and its size. `discard` removes the file
 * (the store copies it into the database first).
 *
 * @example
 * ```ts
 * const received: ReceivedUpload = await receiveUpload(request.body as Readable, { folder, maxBytes, contentType: "image/png" });
 * await received.discard();
 * ```
 */
export interface ReceivedUpload {
  file: string;
  sha256: string;
  size: number;
  discard(): Promise<void>;
}

/**
 * Writes an upload's body to a file in `folder` as it arrives, hashing it on the way, so memory
 * holds a few chunks of it whatever its size: 30 uploads of 20 MiB at once cost the disk, not the
 * heap. Refused (and the file removed) as soon as it passes `maxBytes` (413), when its first
 * bytes are not what `contentType` begins with (400: HTML sent as `image/png`), or when empty.
 *
 * @example
 * ```ts
 * const { file, sha256, size } = await receiveUpload(body, { folder: "/tmp/uploads", maxBytes: 20 * 1024 * 1024, contentType: "image/png" });
 * ```
 */
export async function receiveUpload(
  body: Readable,
  options: { folder: string; maxBytes: number; contentType: BlobMediaType },
): Promise<ReceivedUpload> {
  const file = join(options.folder, randomBytes(12).toString("hex"));
  const discard = () => rm(file, { force: true });
  const out = createWriteStream(file, { flags: "wx" });
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let size = 0;
  try {
    // Not destroyed on a refusal: the request must stay open for the answer to reach the client.
    for await (const piece of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += piece.length;
      if (size > options.maxBytes) {
        throw refusal(
          413,
          `the file is larger than ${options.maxBytes} bytes, the most one upload may hold`,
        );
      }
      if (head.length < MEDIA_SIGNATURE_BYTES) {
        head = Buffer.concat([head, piece.subarray(0, MEDIA_SIGNATURE_BYTES - head.length)]);
        if (head.length >= MEDIA_SIGNATURE_BYTES) refuseForeignBytes(head, options.contentType);
      }
      hash.update(piece);
      if (!out.write(piece)) await once(out, "drain");
    }
    if (size === 0) throw refusal(400, "the body is empty");
    refuseForeignBytes(head, options.contentType);
    out.end();
    await once(out, "finish");
  } catch (error) {
    out.destroy();
    await discard();
    throw error;
  }
  return { file, sha256: hash.digest("hex"), size, discard };
}

function refuseForeignBytes(head: Buffer, contentType: BlobMediaType): void {
  if (matchesMediaSignature(head, contentType)) return;
  throw refusal(
    400,
    `the file does not start the way a ${contentType} file does; send its real type, or a file of an accepted type`,
  );
}
