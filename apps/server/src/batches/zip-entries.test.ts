import { readFileSync } from "node:fs";
import { crc32, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { zipEntries, zipEntryBytes, type ZipLimits } from "./zip-entries.js";

const LIMITS: ZipLimits = { maxEntries: 10, maxTotalBytes: 1_000_000, maxEntryBytes: 500_000 };
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

interface Written {
  name: string;
  data: Buffer;
  /** Overrides of what the directory declares, to forge hostile archives. */
  size?: number;
  mode?: number;
  flags?: number;
  stored?: boolean;
}

/** A small zip writer (deflate, Unix host), enough to forge archives the `zip` tool won't make. */
function zipOf(files: Written[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const packed = file.stored ? file.data : deflateRawSync(file.data);
    const method = file.stored ? 0 : 8;
    const size = file.size ?? file.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(file.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(file.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(file.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(file.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((file.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

describe("zipEntries and zipEntryBytes", () => {
  it("read an archive written by the zip tool, files only, each to its bytes", () => {
    const archive = fixture("images-batch.zip");
    const entries = zipEntries(archive, LIMITS);
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      "images/cat.png",
      "images/dog.png",
      "notes.txt",
      "rows.csv",
    ]);
    const rows = entries.find((entry) => entry.name === "rows.csv");
    expect(zipEntryBytes(archive, rows as (typeof entries)[number]).toString("utf8")).toBe(
      "input,expected\nimages/cat.png,cat\nimages/dog.png,dog\n",
    );
    const notes = entries.find((entry) => entry.name === "notes.txt");
    // The zip tool deflated the repetitive text: the inflated bytes come back whole.
    expect(notes?.method).toBe(8);
    expect(zipEntryBytes(archive, notes as (typeof entries)[number]).length).toBe(520);
  });

  it("refuse a symbolic link written by the zip tool (-y)", () => {
    expect(() => zipEntries(fixture("symlink-batch.zip"), LIMITS)).toThrow(/symbolic link/);
  });

  it("round-trip files written by the test's own writer", () => {
    const data = Buffer.from("hello ".repeat(100));
    const archive = zipOf([
      { name: "a.txt", data },
      { name: "b/c.bin", data: Buffer.from([1, 2, 3]), stored: true },
    ]);
    const entries = zipEntries(archive, LIMITS);
    expect(entries.map((entry) => zipEntryBytes(archive, entry))).toEqual([
      data,
      Buffer.from([1, 2, 3]),
    ]);
  });

  it.each([
    ["../outside.png", /plain relative path/],
    ["images/../../outside.png", /plain relative path/],
    ["/etc/passwd", /plain relative path/],
    ["C:/windows/win.ini", /plain relative path/],
    ["images\\..\\outside.png", /plain relative path/],
    ["images//cat.png", /plain relative path/],
    ["./cat.png", /plain relative path/],
    ["cat\u0000.png", /plain relative path/],
  ])("refuse the name %j", (name, message) => {
    expect(() => zipEntries(zipOf([{ name, data: Buffer.from("x") }]), LIMITS)).toThrow(message);
  });

  it("refuse zip bombs: total declared bytes, one file's, the entry count, and lying sizes", () => {
    const zeros = Buffer.alloc(400_000);
    expect(() =>
      zipEntries(
        zipOf([
          { name: "a", data: zeros },
          { name: "b", data: zeros },
          { name: "c", data: zeros },
        ]),
        LIMITS,
      ),
    ).toThrow(/more than 1000000 bytes uncompressed/);
    expect(() => zipEntries(zipOf([{ name: "a", data: Buffer.alloc(600_000) }]), LIMITS)).toThrow(
      /larger than 500000 bytes/,
    );
    const many = Array.from({ length: 11 }, (_, index) => ({
      name: `f${index}`,
      data: Buffer.from("x"),
    }));
    expect(() => zipEntries(zipOf(many), LIMITS)).toThrow(/11 entries/);
    // Declares 1,000 bytes but inflates to 400,000: stopped at the declared size, refused.
    const liar = zipOf([{ name: "a", data: zeros, size: 1000 }]);
    const [entry] = zipEntries(liar, LIMITS);
    expect(() => zipEntryBytes(liar, entry as NonNullable<typeof entry>)).toThrow(/declared size/);
  });

  it("refuse special files, encryption, twice-named files and what is not a zip", () => {
    const data = Buffer.from("x");
    expect(() => zipEntries(zipOf([{ name: "fifo", data, mode: 0o010644 }]), LIMITS)).toThrow(
      /not a plain file/,
    );
    expect(() => zipEntries(zipOf([{ name: "a", data, flags: 1 }]), LIMITS)).toThrow(/encrypted/);
    expect(() =>
      zipEntries(
        zipOf([
          { name: "a", data },
          { name: "a", data },
        ]),
        LIMITS,
      ),
    ).toThrow(/twice/);
    expect(() => zipEntries(Buffer.from("input,expected\nimages/cat.png,cat\n"), LIMITS)).toThrow(
      /not a zip archive/,
    );
  });
});
