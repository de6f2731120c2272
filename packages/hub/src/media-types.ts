/**
 * The media types a stored file (`POST /api/blobs`) or a saved run's media reference may have:
 * images, audio and video that the tasks read and produce. Nothing here is a type a browser
 * renders as a document (no HTML, no SVG, no XML, no PDF), so a file rebuilt from one of them,
 * as a `blob:` URL on the app's origin or served by the server, can never run a script. The
 * server and the web app check against this one list.
 *
 * @example
 * ```ts
 * BLOB_MEDIA_TYPES.includes("image/png"); // true
 * ```
 */
export const BLOB_MEDIA_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "audio/wav",
  "audio/x-wav",
  "audio/mpeg",
  "audio/flac",
  "audio/ogg",
  "audio/webm",
  "audio/mp4",
  "video/mp4",
  "video/webm",
] as const;

/**
 * One of {@link BLOB_MEDIA_TYPES}.
 *
 * @example
 * ```ts
 * const type: BlobMediaType = "audio/flac";
 * ```
 */
export type BlobMediaType = (typeof BLOB_MEDIA_TYPES)[number];

const ALLOWED: ReadonlySet<string> = new Set(BLOB_MEDIA_TYPES);

/**
 * The allow-listed media type a `Content-Type` value (or a `Blob`'s `type`, or a type read from a
 * URL or a stored run) names, without its parameters and in lower case; `undefined` for anything
 * not on {@link BLOB_MEDIA_TYPES}. Use it before building a `Blob` or an object URL from a type
 * that came from outside.
 *
 * @example
 * ```ts
 * blobMediaType("audio/webm;codecs=opus"); // "audio/webm"
 * blobMediaType("text/html"); // undefined
 * ```
 */
export function blobMediaType(type: string | null | undefined): BlobMediaType | undefined {
  const essence = (type ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return ALLOWED.has(essence) ? (essence as BlobMediaType) : undefined;
}

/** How many leading bytes {@link matchesMediaSignature} looks at. */
export const MEDIA_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  [...text].every((character, index) => bytes[offset + index] === character.charCodeAt(0));

const RIFF = (bytes: Uint8Array, form: string) => ascii(bytes, 0, "RIFF") && ascii(bytes, 8, form);
/** ISO base media files (MP4, M4A) open with a box whose type, at offset 4, is `ftyp`. */
const isoMedia = (bytes: Uint8Array) => ascii(bytes, 4, "ftyp");
/** Matroska and WebM open with the EBML magic number. */
const ebml = (bytes: Uint8Array) =>
  bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
/** MP3: an ID3v2 tag, or straight away an MPEG audio frame's 11 sync bits. */
const mpegAudio = (bytes: Uint8Array) =>
  ascii(bytes, 0, "ID3") || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

const SIGNATURES: Record<BlobMediaType, (bytes: Uint8Array) => boolean> = {
  "image/png": (bytes) =>
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte),
  "image/jpeg": (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  "image/webp": (bytes) => RIFF(bytes, "WEBP"),
  "image/gif": (bytes) => ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"),
  "audio/wav": (bytes) => RIFF(bytes, "WAVE"),
  "audio/x-wav": (bytes) => RIFF(bytes, "WAVE"),
  "audio/mpeg": mpegAudio,
  "audio/flac": (bytes) => ascii(bytes, 0, "fLaC"),
  "audio/ogg": (bytes) => ascii(bytes, 0, "OggS"),
  "audio/webm": ebml,
  "audio/mp4": isoMedia,
  "video/mp4": isoMedia,
  "video/webm": ebml,
};

/**
 * Whether the first bytes of a file are what its declared media type begins with (PNG's
 * signature, JPEG's start-of-image marker, `RIFF…WAVE`, `fLaC`, an `ftyp` box…). It proves no
 * more than the start, but a page sent as `image/png` fails it, so HTML cannot be stored under
 * an image's name. Give it at least {@link MEDIA_SIGNATURE_BYTES} bytes when the file has them.
 *
 * @example
 * ```ts
 * matchesMediaSignature(new TextEncoder().encode("<html><script>"), "image/png"); // false
 * matchesMediaSignature(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"); // true
 * ```
 */
export function matchesMediaSignature(bytes: Uint8Array, type: BlobMediaType): boolean {
  return SIGNATURES[type](bytes);
}
