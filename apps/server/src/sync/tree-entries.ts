import type { TreeEntry } from "../db/model-files.js";

/**
 * More entries than any model repository holds; a listing past it is cut there, so a hostile
 * upstream cannot make one model's tree fill the database.
 *
 * @example
 * ```ts
 * const entries: TreeEntry[] = [];
 * const full = entries.length >= MAX_TREE_ENTRIES; // stop listing
 * ```
 */
export const MAX_TREE_ENTRIES = 50_000;

const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const SHA256 = /^[0-9a-f]{64}$/;

function isSize(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Whether a path from an upstream tree is one this server will store, show and put in a URL:
 * relative, 1 to 1,000 characters, no control characters (NUL above all), no empty, `.` or `..`
 * segments. Other odd names (spaces, quotes, `<script>`, right-to-left marks, emoji) are kept as
 * text: they are escaped wherever shown and encoded wherever linked.
 *
 * @example
 * ```ts
 * isStorablePath("onnx/model.onnx"); // true
 * isStorablePath("../../etc/passwd"); // false
 * ```
 */
export function isStorablePath(path: unknown): path is string {
  if (typeof path !== "string" || path.length === 0 || path.length > 1000) return false;
  if (/\p{Cc}/u.test(path)) return false;
  return path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/**
 * Checks one entry of an upstream's tree listing and keeps only the fields of the Hub's shape,
 * or gives `undefined` for an entry that is not one (wrong type, bad path, oid or size). LFS and
 * Xet facts that do not check out are dropped, the entry kept.
 *
 * @example
 * ```ts
 * treeEntry({ type: "file", oid: "a".repeat(40), size: 10, path: "config.json" });
 * // { type: "file", oid: "aaaa…", size: 10, path: "config.json" }
 * ```
 */
export function treeEntry(value: unknown): TreeEntry | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  if (entry.type !== "file" && entry.type !== "directory") return undefined;
  if (!isStorablePath(entry.path) || typeof entry.oid !== "string" || !OID.test(entry.oid)) {
    return undefined;
  }
  const size = entry.type === "directory" ? 0 : entry.size;
  if (!isSize(size)) return undefined;
  const checked: TreeEntry = { type: entry.type, oid: entry.oid, size, path: entry.path };
  const lfs = entry.lfs as Record<string, unknown> | undefined;
  if (
    entry.type === "file" &&
    typeof lfs === "object" &&
    lfs !== null &&
    typeof lfs.oid === "string" &&
    SHA256.test(lfs.oid) &&
    isSize(lfs.size) &&
    isSize(lfs.pointerSize)
  ) {
    checked.lfs = { oid: lfs.oid, size: lfs.size, pointerSize: lfs.pointerSize };
  }
  if (typeof entry.xetHash === "string" && SHA256.test(entry.xetHash)) {
    checked.xetHash = entry.xetHash;
  }
  return checked;
}
