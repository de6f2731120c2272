/**
 * The server keeps a file row's SHA-256, not the name it had in the archive. The uploading
 * browser still holds the archive, so it hashes each file there and remembers hash → name per
 * batch: its row view can then say `images/cat.png`. Best effort and this browser's only; a
 * name is a label, never a key, so an archive this reader cannot read just leaves hashes shown.
 */

const STORAGE_KEY = "modeldeck.batch-files";
/** Batches whose names are kept, newest first: enough to come back to, small in storage. */
const MAX_BATCHES = 10;
/** Hex digits of the hash kept per file: unique enough within one archive, a third the size. */
const PREFIX = 16;
/** More entries than the server ever takes (rows + 101): not worth reading. */
const MAX_ENTRIES = 2200;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function inflated(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new DecompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  // Not awaited: the writes resolve only as the reading below drains the stream.
  void writer.write(data).catch(() => undefined);
  void writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Each file entry's name, compression method and stored bytes, from the central directory. */
function zipFiles(
  bytes: Uint8Array<ArrayBuffer>,
): { name: string; method: number; data: Uint8Array<ArrayBuffer> }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at -= 1) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return [];
  const count = view.getUint16(end + 10, true);
  if (count > MAX_ENTRIES) return [];
  const names = new TextDecoder();
  const files = [];
  let at = view.getUint32(end + 16, true);
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return [];
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (name.endsWith("/") || start + size > bytes.length) continue;
    files.push({ name, method, data: bytes.subarray(start, start + size) });
  }
  return files;
}

/**
 * Each file of a zip archive by the first 16 hex digits of its SHA-256 (as the server names a
 * row's file), stored or deflated entries only; `{}` for what this reader cannot read.
 *
 * @example
 * ```ts
 * const names = await archiveFileNames(bytes); // { "9f86d081884c7d65": "images/cat.png" }
 * ```
 */
export async function archiveFileNames(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const file of zipFiles(bytes)) {
    if (file.method !== 0 && file.method !== 8) continue;
    try {
      const content = file.method === 0 ? file.data : await inflated(file.data);
      names[(await sha256Hex(content)).slice(0, PREFIX)] ??= file.name;
    } catch {
      // A file that does not inflate keeps its hash on screen; the server refuses it anyway.
    }
  }
  return names;
}

function stored(): Record<string, Record<string, string>> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, Record<string, string>>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Keeps a batch's file names in this browser (the newest {@link MAX_BATCHES} batches).
 *
 * @example
 * ```ts
 * rememberFileNames(id, await archiveFileNames(bytes));
 * ```
 */
export function rememberFileNames(batchId: string, names: Record<string, string>): void {
  if (Object.keys(names).length === 0) return;
  const kept = Object.entries(stored()).filter(([id]) => id !== batchId);
  const next = Object.fromEntries([[batchId, names], ...kept].slice(0, MAX_BATCHES));
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: rows show hashes, as on any other browser.
  }
}

/**
 * The name this browser remembers for a row's file (its SHA-256), if it uploaded the batch.
 *
 * @example
 * ```ts
 * rememberedFileName(id, "9f86d081884c7d659a2f…"); // "images/cat.png"
 * ```
 */
export function rememberedFileName(batchId: string, sha256: string): string | undefined {
  const names = Object.hasOwn(stored(), batchId) ? stored()[batchId] : undefined;
  const key = sha256.slice(0, PREFIX);
  if (typeof names !== "object" || names === null || !Object.hasOwn(names, key)) return undefined;
  const name = names[key];
  return typeof name === "string" ? name : undefined;
}
