import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { zipEntries, type ZipLimits } from "./zip-entries.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const LIMITS: ZipLimits = { maxEntries: 100, maxFileBytes: 1 << 20, maxTotalBytes: 4 << 20 };

/** Offsets of every central-directory record in a (small, comment-free) archive. */
function directoryOffsets(archive: Buffer): number[] {
  const end = archive.length - 22;
  const offsets: number[] = [];
  let offset = archive.readUInt32LE(end + 16);
  for (let index = 0; index < archive.readUInt16LE(end + 10); index++) {
    offsets.push(offset);
    offset +=
      46 +
      archive.readUInt16LE(offset + 28) +
      archive.readUInt16LE(offset + 30) +
      archive.readUInt16LE(offset + 32);
  }
  return offsets;
}

function refusal(archive: Buffer, limits: ZipLimits = LIMITS): string {
  try {
    zipEntries(archive, limits);
  } catch (error) {
    expect((error as { statusCode?: number }).statusCode).toBe(400);
    return (error as Error).message;
  }
  throw new Error("the archive was accepted");
}

describe("zipEntries", () => {
  it("lists and unpacks what Info-ZIP wrote, deflated and stored, skipping folder entries", () => {
    for (const name of ["info-zip.zip", "info-zip-stored.zip"]) {
      const entries = zipEntries(fixture(name), LIMITS);
      const csv = entries.find((entry) => entry.path === "inputs.csv");
      expect(csv?.read().toString()).toBe(
        "input,expected\nimages/cat.png,cat\naudio/hello.wav,hello\n",
      );
      const png = entries.find((entry) => entry.path === "images/cat.png")?.read();
      expect(png?.subarray(1, 4).toString()).toBe("PNG");
      expect(entries.every((entry) => !entry.path.endsWith("/"))).toBe(true);
    }
  });

  it("reads UTF-8 names as Python's zipfile writes them", () => {
    const paths = zipEntries(fixture("python.zip"), LIMITS).map((entry) => entry.path);
    expect(paths).toEqual(["inputs.jsonl", "images/ünïcode.png"]);
  });

  it.each([
    ["traversal.zip", 'unsafe file name: "../../evil.txt"'],
    ["absolute.zip", 'unsafe file name: "/etc/cron.d/evil"'],
    ["backslash.zip", "unsafe file name"],
    ["symlink.zip", "holds link, which is a link, device or folder, not a file"],
    ["encrypted.zip", "holds an encrypted file (inputs.csv)"],
  ])("refuses %s", (name, reason) => {
    expect(refusal(fixture(name))).toContain(reason);
  });

  it("refuses a bomb by its declared size, before unpacking anything", () => {
    expect(refusal(fixture("bomb.zip"))).toBe(
      `the zip file holds zeros.bin, larger than ${1 << 20} bytes unpacked`,
    );
    const roomy = { ...LIMITS, maxFileBytes: 128 << 20 };
    expect(refusal(fixture("bomb.zip"), roomy)).toBe(
      `the zip file unpacks to ${64 << 20} bytes; at most ${4 << 20}`,
    );
  });

  it("refuses a file that unpacks larger than it declared, without unpacking the rest", () => {
    const archive = Buffer.from(fixture("bomb.zip"));
    // The bomb now claims 1 KiB, which passes every limit; unpacking stops at 1 KiB + 1 byte.
    const [record] = directoryOffsets(archive);
    archive.writeUInt32LE(1024, (record as number) + 24);
    const [entry] = zipEntries(archive, LIMITS);
    expect(() => entry?.read()).toThrow("has a damaged or oversized file (zeros.bin)");
  });

  it("refuses files that overlap, the trick of the smallest bombs", () => {
    const archive = Buffer.from(fixture("python.zip"));
    const [first, second] = directoryOffsets(archive) as [number, number];
    archive.writeUInt32LE(archive.readUInt32LE(first + 42), second + 42);
    expect(refusal(archive)).toContain("has files that overlap");
  });

  it("refuses too many entries, a checksum that does not match, and what is not a zip", () => {
    expect(refusal(fixture("info-zip.zip"), { ...LIMITS, maxEntries: 2 })).toMatch(
      /^the zip file holds \d+ entries; at most 2$/,
    );
    const damaged = Buffer.from(fixture("info-zip-stored.zip"));
    const [record] = directoryOffsets(damaged);
    damaged.writeUInt32LE(0xdeadbeef, (record as number) + 16);
    const [entry] = zipEntries(damaged, LIMITS);
    expect(() => entry?.read()).toThrow("its size or checksum does not match");
    expect(refusal(Buffer.from("input,expected\nhello,world\n"))).toBe(
      "the zip file is not a zip archive (no central directory)",
    );
    expect(refusal(fixture("info-zip.zip").subarray(0, 300))).toMatch(/^the zip file /);
  });
});
