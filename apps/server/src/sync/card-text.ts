/** Cards larger than this (bytes) keep their first 512 KiB; the rest is read upstream. */
const MAX_CARD_BYTES = 512 * 1024;

/**
 * A model card as read from upstream: its text (valid UTF-16, no NUL), whether it was cut at the
 * size limit, and its size upstream in bytes (from `Content-Length` when sent, else as counted).
 *
 * @example
 * ```ts
 * const card: CardText = { text: "# GPT-2", truncated: false, bytes: 7 };
 * ```
 */
export interface CardText {
  text: string;
  truncated: boolean;
  bytes: number;
}

/**
 * Reads a card's body, at most `limit` bytes of it (the rest is never downloaded), and decodes it
 * safely: bytes that are not UTF-8 become U+FFFD, as does NUL (PostgreSQL cannot store it), and a
 * character cut in half at the limit is dropped. Markdown and HTML in it stay as text: what is
 * shown goes through the web app's sanitizer, what is served goes out as `text/plain`.
 *
 * @example
 * ```ts
 * const card = await readCardText(await fetch(readmeUrl), MAX_CARD_BYTES);
 * ```
 */
export async function readCardText(response: Response, limit = MAX_CARD_BYTES): Promise<CardText> {
  const declared = Number(response.headers.get("content-length"));
  const chunks: Uint8Array[] = [];
  let received = 0;
  let truncated = false;
  const reader = response.body?.getReader();
  while (reader !== undefined) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      chunks.push(value.subarray(0, value.byteLength - (received - limit)));
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  let text = new TextDecoder("utf-8").decode(bytes);
  // The limit may fall inside a character, which decodes as one trailing U+FFFD.
  if (truncated) text = text.replace(/\uFFFD$/, "");
  text = text.replaceAll("\u0000", "\uFFFD");
  const size = Number.isSafeInteger(declared) && declared > 0 ? declared : received;
  return { text, truncated, bytes: size };
}
