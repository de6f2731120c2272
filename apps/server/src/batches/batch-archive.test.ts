import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unpackBatchArchive } from "./batch-archive.js";
import { BatchFileError } from "./batch-upload.js";
import { ZipArchiveError } from "./zip-entries.js";

const LIMITS = { maxEntries: 20, maxTotalBytes: 1_000_000, maxEntryBytes: 100_000 };
const archive = readFileSync(new URL("fixtures/images-batch.zip", import.meta.url));

describe("unpackBatchArchive", () => {
  it("replaces each row's file name by the SHA-256 of its bytes and lists the files", () => {
    const unpacked = unpackBatchArchive(archive, "image", 10, LIMITS);
    expect(unpacked.rows.map((row) => row.expected)).toEqual(["cat", "dog"]);
    expect(unpacked.rows.every((row) => /^[0-9a-f]{64}$/.test(row.input))).toBe(true);
    expect(
      unpacked.files.map((file) => [file.sha256, file.contentType, file.bytes.length]),
    ).toEqual([
      [unpacked.rows[0]?.input, "image/png", 70],
      [unpacked.rows[1]?.input, "image/png", 71],
    ]);
    expect(unpacked.ignored).toBe(1);
  });

  it("refuses images for a task over recordings, too many rows, and a too small entry cap", () => {
    expect(() => unpackBatchArchive(archive, "audio", 10, LIMITS)).toThrow(ZipArchiveError);
    expect(() => unpackBatchArchive(archive, "audio", 10, LIMITS)).toThrow(/not a recording/);
    expect(() => unpackBatchArchive(archive, "image", 1, LIMITS)).toThrow(BatchFileError);
    expect(() => unpackBatchArchive(archive, "image", 10, { ...LIMITS, maxEntries: 3 })).toThrow(
      /5 entries/,
    );
  });

  it("refuses a page named as an image, as every upload is checked", () => {
    const page = readFileSync(new URL("fixtures/page-as-image.zip", import.meta.url));
    expect(() => unpackBatchArchive(page, "image", 10, LIMITS)).toThrow(
      "row 1 names page.png, which does not start the way a image/png file does",
    );
  });
});
