import { crc32, inflateRawSync } from "node:zlib";
import { badRequest } from "../http-error.js";

/**
 * How much a zip may hold: entries counted, and bytes once unpacked (each file, and all of them).
 * Checked against what the archive declares before anything is unpacked, and again against what
 * unpacking gives, so a file that lies about its size is refused too.
 *
 * @example
 * ```ts
 * const limits: ZipLimits = { maxEntries: 2_000, maxFileBytes: 20 * 1024 * 1024, maxTotalBytes: 200 * 1024 * 1024 };
 * ```
 */
export interface ZipLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

/**
 * One file of a zip: its checked path (`images/cat-01.jpg`, forward slashes, no `..`), its size
 * once unpacked, and `read`, which unpacks it (checked against its declared size and CRC-32).
 *
 * @example
 * ```ts
 * declare const entry: ZipEntry;
 * const bytes = entry.read();
 * ```
 */
export interface ZipEntry {
  path: string;
  size: number;
  read(): Buffer;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const LARGEST_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const UNIX_HOST = 3;
const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;

function refuse(reason: string): never {
  throw badRequest(`the zip file ${reason}`);
}

function endRecordOffset(archive: Buffer): number {
  const earliest = Math.max(0, archive.length - END_RECORD_BYTES - LARGEST_COMMENT);
  for (let offset = archive.length - END_RECORD_BYTES; offset >= earliest; offset--) {
    if (archive.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return refuse("is not a zip archive (no central directory)");
}

/**
 * A path that names a file inside the batch's folder and nowhere else: relative, forward
 * slashes only, no `.`/`..` or empty segment, no drive letter and no control character.
 */
function checkedPath(raw: Buffer, utf8: boolean): string {
  const name = utf8 || raw.every((byte) => byte < 0x80) ? raw.toString("utf8") : undefined;
  if (name === undefined || name.includes("\uFFFD")) {
    return refuse("has a file name that is not UTF-8 text");
  }
  const segments = name.split("/");
  const unsafe =
    name === "" ||
    name.includes("\\") ||
    /\p{Cc}/u.test(name) ||
    /^[A-Za-z]:/.test(name) ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..");
  if (unsafe) return refuse(`has an unsafe file name: ${JSON.stringify(name.slice(0, 200))}`);
  return name;
}

interface DirectoryRecord {
  path: string;
  method: number;
  checksum: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

function directoryRecord(archive: Buffer, offset: number): [DirectoryRecord | undefined, number] {
  if (offset + 46 > archive.length || archive.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
    return refuse("has a damaged central directory");
  }
  const madeBy = archive.readUInt16LE(offset + 4);
  const flags = archive.readUInt16LE(offset + 8);
  const nameLength = archive.readUInt16LE(offset + 28);
  const next =
    offset +
    46 +
    nameLength +
    archive.readUInt16LE(offset + 30) +
    archive.readUInt16LE(offset + 32);
  if (next > archive.length) return refuse("has a damaged central directory");
  const rawName = archive.subarray(offset + 46, offset + 46 + nameLength);
  // Folders are implied by their files' paths; an entry for the folder itself carries nothing.
  if (rawName.at(-1) === 0x2f) return [undefined, next];
  const path = checkedPath(rawName, (flags & 0x0800) !== 0);
  if ((flags & 0x0001) !== 0) refuse(`holds an encrypted file (${path})`);
  const mode = archive.readUInt32LE(offset + 38) >>> 16;
  // Unix-made entries carry their file type; one without a type (Python's) is a plain file.
  const fileType = madeBy >>> 8 === UNIX_HOST ? mode & FILE_TYPE_MASK : 0;
  if (fileType !== 0 && fileType !== REGULAR_FILE) {
    refuse(`holds ${path}, which is a link, device or folder, not a file`);
  }
  const record: DirectoryRecord = {
    path,
    method: archive.readUInt16LE(offset + 10),
    checksum: archive.readUInt32LE(offset + 16),
    packedSize: archive.readUInt32LE(offset + 20),
    size: archive.readUInt32LE(offset + 24),
    localOffset: archive.readUInt32LE(offset + 42),
  };
  if ([record.packedSize, record.size, record.localOffset].includes(0xffffffff)) {
    refuse("uses the zip64 format, which is for archives far larger than an upload may be");
  }
  if (record.method !== STORED && record.method !== DEFLATED) {
    refuse(`stores ${path} with a compression method other than deflate`);
  }
  return [record, next];
}

/** Where a file's packed bytes start: after its local header, whose own lengths may differ. */
function dataOffset(archive: Buffer, record: DirectoryRecord): number {
  const header = record.localOffset;
  if (header + 30 > archive.length || archive.readUInt32LE(header) !== LOCAL_HEADER) {
    return refuse(`has a damaged entry for ${record.path}`);
  }
  const start = header + 30 + archive.readUInt16LE(header + 26) + archive.readUInt16LE(header + 28);
  if (start + record.packedSize > archive.length) {
    return refuse(`is cut short inside ${record.path}`);
  }
  return start;
}

function unpack(archive: Buffer, record: DirectoryRecord, start: number): Buffer {
  const packed = archive.subarray(start, start + record.packedSize);
  let bytes: Buffer;
  if (record.method === STORED) {
    bytes = packed;
  } else {
    try {
      // One byte more than declared: a file that unpacks larger than it said is caught, and
      // never grows past that bound in memory.
      bytes = inflateRawSync(packed, { maxOutputLength: record.size + 1 });
    } catch {
      return refuse(`has a damaged or oversized file (${record.path})`);
    }
  }
  if (bytes.length !== record.size || crc32(bytes) !== record.checksum) {
    refuse(`has a damaged file (${record.path}): its size or checksum does not match`);
  }
  return bytes;
}

/**
 * Reads a zip archive's table of files, refusing whatever could hurt the server or escape the
 * batch's folder: unsafe paths (`../`, absolute, backslashes, drive letters), links and devices,
 * duplicate paths, encrypted files, zip64, methods other than stored/deflate, overlapping files
 * (the trick behind the smallest zip bombs), and more entries or unpacked bytes than `limits`
 * allow. Nothing is unpacked until an entry's `read` is called.
 *
 * @example
 * ```ts
 * const entries = zipEntries(upload, { maxEntries: 2_000, maxFileBytes: 20 << 20, maxTotalBytes: 200 << 20 });
 * const image = entries.find((entry) => entry.path === "images/cat-01.jpg")?.read();
 * ```
 */
export function zipEntries(archive: Buffer, limits: ZipLimits): ZipEntry[] {
  const end = endRecordOffset(archive);
  const count = archive.readUInt16LE(end + 10);
  const directoryOffset = archive.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    refuse("uses the zip64 format, which is for archives far larger than an upload may be");
  }
  if (count > limits.maxEntries) refuse(`holds ${count} entries; at most ${limits.maxEntries}`);
  const records: DirectoryRecord[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    const [record, next] = directoryRecord(archive, offset);
    if (record !== undefined) records.push(record);
    offset = next;
  }
  const seen = new Set<string>();
  let total = 0;
  for (const record of records) {
    if (seen.has(record.path)) refuse(`holds ${record.path} twice`);
    seen.add(record.path);
    if (record.size > limits.maxFileBytes) {
      refuse(`holds ${record.path}, larger than ${limits.maxFileBytes} bytes unpacked`);
    }
    total += record.size;
  }
  if (total > limits.maxTotalBytes) {
    refuse(`unpacks to ${total} bytes; at most ${limits.maxTotalBytes}`);
  }
  const starts = new Map(records.map((record) => [record, dataOffset(archive, record)]));
  const byOffset = [...records].sort((left, right) => left.localOffset - right.localOffset);
  for (let index = 1; index < byOffset.length; index++) {
    const previous = byOffset[index - 1] as DirectoryRecord;
    const current = byOffset[index] as DirectoryRecord;
    if ((starts.get(previous) ?? 0) + previous.packedSize > current.localOffset) {
      refuse(`has files that overlap (${previous.path} and ${current.path})`);
    }
  }
  return records.map((record) => ({
    path: record.path,
    size: record.size,
    read: () => unpack(archive, record, starts.get(record) ?? 0),
  }));
}
