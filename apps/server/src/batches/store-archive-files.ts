import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Transaction } from "kysely";
import { storeBlobFile } from "../db/blobs.js";
import type { UserData } from "../db/user-data.js";
import type { UserDataSchema } from "../db/user-data-schema.js";
import type { UnpackedArchive } from "./batch-archive.js";

/**
 * Stores the files of an unpacked batch archive as blobs (one at a time; a file already stored
 * costs nothing), each admitted by `admit` (the uploader's storage quota) with its size. The
 * blob store copies from disk, so each file passes through a private temporary folder that is
 * removed afterwards, whatever happens.
 *
 * @example
 * ```ts
 * await storeArchiveFiles(userData, unpacked.files, { caller, createdAt, admit: (reader, bytes) => quota.admit(reader, caller, bytes, now) });
 * ```
 */
export async function storeArchiveFiles(
  userData: UserData,
  files: UnpackedArchive["files"],
  context: {
    caller: string;
    createdAt: string;
    admit: (reader: UserData | Transaction<UserDataSchema>, bytes: number) => Promise<void>;
  },
): Promise<void> {
  if (files.length === 0) return;
  const folder = await mkdtemp(join(tmpdir(), "modeldeck-batch-files-"));
  try {
    for (const [index, file] of files.entries()) {
      const path = join(folder, String(index));
      await writeFile(path, file.bytes);
      await storeBlobFile(
        userData,
        {
          file: path,
          sha256: file.sha256,
          contentType: file.contentType,
          size: file.bytes.length,
          caller: context.caller,
        },
        context.createdAt,
        (reader) => context.admit(reader, file.bytes.length),
      );
      await rm(path, { force: true });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
