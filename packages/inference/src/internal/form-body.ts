/** File name extensions for the audio and image types whose subtype is not the extension. */
const EXTENSIONS: Record<string, string> = { mpeg: "mp3", wave: "wav", jpeg: "jpg", "": "wav" };

/**
 * A JSON-shaped body as `multipart/form-data`, for the provider APIs that take an upload:
 * a Blob becomes a file named by its type (`audio.mp3`, since servers read the format from the
 * name), strings go as they are, numbers and booleans as text, objects as JSON; `undefined` and
 * `null` are left out.
 *
 * @example
 * ```ts
 * formBody({ file: recording, model: "openai/whisper-large-v3", language: "en" });
 * ```
 */
export function formBody(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) {
      const [kind, subtype = ""] = value.type.split("/");
      const extension = subtype.replace(/^x-/, "");
      form.append(key, value, `${kind || "audio"}.${EXTENSIONS[extension] ?? extension}`);
    } else if (value != null) {
      form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}
