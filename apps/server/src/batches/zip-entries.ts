import { crc32, inflateRawSync } from "node:zlib";

/**
 * A zip archive refused, with what is wrong in words for the uploader.
 *
 * @example
 * ```ts
 * throw new ZipArchiveError("the archive has more than 2,000 entries");
 * ```
 */
export class ZipArchiveError extends Error {
  override name = "ZipArchiveError";
}

/**
 * A file of a zip archive as its central directory describes it: its checked name, how it is
 * stored (0 stored, 8 deflated), its sizes and checksum, and where its local header starts.
 *
 * @example
 * ```ts
 * const entry: ZipEntry = { name: "images/cat.png", method: 8, compressedSize: 812, size: 1024, crc: 0x1c291ca3, headerOffset: 0 };
 * ```
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  headerOffset: number;
}

/**
 * Caps that keep a hostile archive cheap to refuse: entries, total declared uncompressed bytes,
 * and the declared size of any one file.
 *
 * @example
 * ```ts
 * const limits: ZipLimits = { maxEntries: 2000, maxTotalBytes: 200 * 1024 * 1024, maxEntryBytes: 20 * 1024 * 1024 };
 * ```
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const UNIX_HOST = 3;
const FILE_TYPE_MASK = 0o170000;
const SYMBOLIC_LINK = 0o120000;
const REGULAR_FILE = 0o100000;

/**
 * A name safe to use as a key: relative, `/`-separated, no `.` or `..` segment, no empty
 * segment, no backslash, drive letter, control character or NUL.
 */
function checkedName(name: string): string {
  const segments = name.replace(/\/$/, "").split("/");
  if (
    name.length === 0 ||
    name.length > 255 ||
    name.startsWith("/") ||
    /[\\:]/.test(name) ||
    [...name].some((character) => character.charCodeAt(0) < 0x20 || character === "\u007f") ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..")
  ) {
    throw new ZipArchiveError(
      `the archive names a file ${JSON.stringify(name.slice(0, 80))}, which is not a plain relative path`,
    );
  }
  return name;
}

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535: it starts within the last 65,557.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new ZipArchiveError("the file is not a zip archive");
}

/**
 * The files of a zip archive (directories left out), from its central directory, every one
 * checked before anything is inflated: names (no path traversal, {@link checkedName}), no
 * symbolic link or other special file, no encryption, no ZIP64, no name twice, only stored or
 * deflated data inside the archive, and the caps of `limits` on the declared sizes (a zip bomb
 * is refused here; {@link zipEntryBytes} holds each file to its declared size).
 *
 * @example
 * ```ts
 * const entries = zipEntries(archive, { maxEntries: 2000, maxTotalBytes: 200e6, maxEntryBytes: 20e6 });
 * ```
 */
export function zipEntries(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  if (bytes.length < 22) throw new ZipArchiveError("the file is not a zip archive");
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new ZipArchiveError("ZIP64 archives are not accepted");
  }
  if (count > limits.maxEntries) {
    throw new ZipArchiveError(
      `the archive has ${count} entries; at most ${limits.maxEntries} are accepted`,
    );
  }
  if (directoryOffset + directorySize > end) throw new ZipArchiveError("the archive is damaged");
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
      throw new ZipArchiveError("the archive is damaged");
    }
    const host = bytes.readUInt8(offset + 5);
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const crc = bytes.readUInt32LE(offset + 16);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const mode = bytes.readUInt32LE(offset + 38) >>> 16;
    const headerOffset = bytes.readUInt32LE(offset + 42);
    const name = checkedName(bytes.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (names.has(name)) throw new ZipArchiveError(`the archive names ${name} twice`);
    names.add(name);
    const type = mode & FILE_TYPE_MASK;
    if (host === UNIX_HOST && type === SYMBOLIC_LINK) {
      throw new ZipArchiveError(`${name} is a symbolic link; only plain files are accepted`);
    }
    if (name.endsWith("/")) continue;
    if (host === UNIX_HOST && type !== 0 && type !== REGULAR_FILE) {
      throw new ZipArchiveError(`${name} is not a plain file`);
    }
    if (flags & 1) throw new ZipArchiveError(`${name} is encrypted`);
    if (method !== 0 && method !== 8) {
      throw new ZipArchiveError(
        `${name} is compressed in a way not accepted (only stored or deflated)`,
      );
    }
    if (size === 0xffffffff || compressedSize === 0xffffffff) {
      throw new ZipArchiveError("ZIP64 archives are not accepted");
    }
    if (size > limits.maxEntryBytes) {
      throw new ZipArchiveError(`${name} is larger than ${limits.maxEntryBytes} bytes`);
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new ZipArchiveError(
        `the archive holds more than ${limits.maxTotalBytes} bytes uncompressed`,
      );
    }
    entries.push({ name, method, compressedSize, size, crc, headerOffset });
  }
  return entries;
}

/**
 * One file's bytes, inflated no further than its declared size (a file that inflates to more,
 * or to less, or whose checksum differs, is refused) and from inside the archive only.
 *
 * @example
 * ```ts
 * const bytes = zipEntryBytes(archive, entry);
 * ```
 */
export function zipEntryBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const header = entry.headerOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new ZipArchiveError("the archive is damaged");
  }
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipArchiveError("the archive is damaged");
  const packed = bytes.subarray(start, end);
  let data: Buffer;
  try {
    data =
      entry.method === 0
        ? Buffer.from(packed)
        : inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
  } catch {
    throw new ZipArchiveError(`${entry.name} does not inflate to its declared size`);
  }
  if (data.length !== entry.size || crc32(data) !== entry.crc) {
    throw new ZipArchiveError(`${entry.name} does not match its declared size and checksum`);
  }
  return data;
}
