import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { archiveFileNames, rememberedFileName, rememberFileNames } from "./batch-file-names";

// Written by the zip tool: deflated rows.csv, images/cat.png, images/dog.png, notes.txt and a folder.
const IMAGES_ZIP = new Uint8Array(
  readFileSync(
    join(
      dirname(fileURLToPath(import.meta.url)),
      "../../../../../server/src/batches/fixtures/images-batch.zip",
    ),
  ),
);
const CAT = "c414cd0e204de974f73753c7e28d7638e7b3691bb8b1a2bab6b25bb7fed7ce77";
const DOG = "e7355d3cfb652cc244e6d33ecaceef8231b31e5c80dd6a1d44aa3bb93b3b8981";

describe("archiveFileNames", () => {
  it("names each file of a zip-tool archive by the SHA-256 of its inflated bytes", async () => {
    const names = await archiveFileNames(IMAGES_ZIP);
    expect(names[CAT.slice(0, 16)]).toBe("images/cat.png");
    expect(names[DOG.slice(0, 16)]).toBe("images/dog.png");
    expect(Object.values(names)).not.toContain("images/");
  });

  it("reads nothing from what is not a zip archive, cut short or not", async () => {
    expect(await archiveFileNames(new TextEncoder().encode("input\ncat.png\n"))).toEqual({});
    expect(await archiveFileNames(IMAGES_ZIP.slice(0, IMAGES_ZIP.length - 30))).toEqual({});
  });
});

describe("rememberedFileName", () => {
  afterEach(() => window.localStorage.clear());

  it("gives back a remembered batch's names, and nothing for others or junk", async () => {
    rememberFileNames("b4tchIdFromTheFakeServer0", await archiveFileNames(IMAGES_ZIP));
    expect(rememberedFileName("b4tchIdFromTheFakeServer0", CAT)).toBe("images/cat.png");
    expect(rememberedFileName("someOtherBatchIdentifier1", CAT)).toBe(undefined);
    expect(rememberedFileName("__proto__", CAT)).toBe(undefined);
    window.localStorage.setItem("modeldeck.batch-files", "[not json");
    expect(rememberedFileName("b4tchIdFromTheFakeServer0", CAT)).toBe(undefined);
  });
});
