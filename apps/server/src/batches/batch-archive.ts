import { createHash } from "node:crypto";
import { matchesMediaSignature, type BlobMediaType } from "@modeldeck/hub";
import type { BatchInputRow } from "./batch-store.js";
import { parseBatchFile } from "./batch-upload.js";
import { zipEntries, zipEntryBytes, ZipArchiveError, type ZipLimits } from "./zip-entries.js";

/** The stored type of a file, from its name's extension; only types blobs accept. */
const MEDIA_TYPES: Record<string, { kind: "image" | "audio"; type: BlobMediaType }> = {
  png: { kind: "image", type: "image/png" },
  jpg: { kind: "image", type: "image/jpeg" },
  jpeg: { kind: "image", type: "image/jpeg" },
  webp: { kind: "image", type: "image/webp" },
  gif: { kind: "image", type: "image/gif" },
  wav: { kind: "audio", type: "audio/wav" },
  mp3: { kind: "audio", type: "audio/mpeg" },
  flac: { kind: "audio", type: "audio/flac" },
  ogg: { kind: "audio", type: "audio/ogg" },
  webm: { kind: "audio", type: "audio/webm" },
  m4a: { kind: "audio", type: "audio/mp4" },
};

/**
 * A batch unpacked from a zip archive: its rows with each input replaced by the SHA-256 of the
 * file it named, the files to store (each once), and how many archive entries no row named
 * (neither inflated nor stored).
 *
 * @example
 * ```ts
 * const unpacked: UnpackedArchive = { rows: [{ input: "9f86d0…", expected: "cat" }], files: [{ sha256: "9f86d0…", contentType: "image/png", bytes }], ignored: 1 };
 * ```
 */
export interface UnpackedArchive {
  rows: BatchInputRow[];
  files: { sha256: string; contentType: string; bytes: Buffer }[];
  ignored: number;
}

/**
 * Unpacks a batch over files from a zip archive: exactly one `.csv` or `.jsonl` at its top
 * level, whose input column names files in the archive by their path in it
 * (`images/cat.png`), each an image or a recording as `media` says (by its extension). The
 * archive is checked whole before anything is inflated ({@link zipEntries}: names, links,
 * sizes, count); only the data file and the files rows name are inflated, each held to its
 * declared size. Anything wrong is a `ZipArchiveError` (or the data file's `BatchFileError`).
 *
 * @example
 * ```ts
 * const { rows, files } = unpackBatchArchive(archive, "image", 1000, { maxEntries: 2000, maxTotalBytes: 100e6, maxEntryBytes: 20e6 });
 * ```
 */
export function unpackBatchArchive(
  archive: Buffer,
  media: "image" | "audio",
  maxRows: number,
  limits: ZipLimits,
): UnpackedArchive {
  const entries = zipEntries(archive, limits);
  const data = entries.filter((entry) => /^[^/]+\.(csv|jsonl)$/i.test(entry.name));
  if (data.length !== 1) {
    throw new ZipArchiveError(
      "the archive must hold exactly one .csv or .jsonl file at its top level, naming the files of the rows",
    );
  }
  const [dataEntry] = data as [(typeof data)[number]];
  const format = dataEntry.name.toLowerCase().endsWith(".csv") ? "csv" : "jsonl";
  const text = zipEntryBytes(archive, dataEntry).toString("utf8");
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const hashes = new Map<string, string>();
  const files: UnpackedArchive["files"] = [];
  const rows = parseBatchFile(text, format, maxRows).map((row, index) => {
    const name = row.input.trim();
    let sha256 = hashes.get(name);
    if (sha256 === undefined) {
      const entry = byName.get(name);
      if (entry === undefined || entry === dataEntry) {
        throw new ZipArchiveError(
          `row ${index + 1} names ${JSON.stringify(name.slice(0, 80))}, which the archive does not hold`,
        );
      }
      const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
      const stored = Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension] : undefined;
      if (stored?.kind !== media) {
        throw new ZipArchiveError(
          `row ${index + 1} names ${name}, which is not ${media === "image" ? "an image" : "a recording"} (by its extension)`,
        );
      }
      const bytes = zipEntryBytes(archive, entry);
      // The check every upload passes: a page named cat.png is refused, never stored as an image.
      if (!matchesMediaSignature(bytes, stored.type)) {
        throw new ZipArchiveError(
          `row ${index + 1} names ${name}, which does not start the way a ${stored.type} file does`,
        );
      }
      sha256 = createHash("sha256").update(bytes).digest("hex");
      hashes.set(name, sha256);
      files.push({ sha256, contentType: stored.type, bytes });
    }
    return { ...row, input: sha256 };
  });
  return { rows, files, ignored: entries.length - 1 - hashes.size };
}
