/**
 * An event the server typed `event: error`, with its data (possibly empty). Kept apart from
 * ordinary events because such an event need not carry an `error` key to be an error.
 *
 * @example
 * ```ts
 * if (event instanceof SseErrorEvent) throw new Error(event.data);
 * ```
 */
export class SseErrorEvent {
  constructor(readonly data: string) {}
}

/**
 * The client's only server-sent-events decoder: bytes → text → lines → events → `data`
 * payloads. It keeps the unfinished tail between chunks, so a chunk may end anywhere: inside a
 * multi-byte character, inside `\r\n`, inside a field name.
 *
 * It sits on the hot path of every streamed answer (thousands of events each), so it does as
 * little as it can per chunk and per event: one text decode per chunk, one scan for line ends,
 * one slice per `data` line, and no allocation per event besides that slice.
 */
export class SseDecoder {
  /**
   * Decodes each chunk in one call without `{ stream: true }`: engines decode whole buffers
   * several times faster than streamed ones (Node's streamed path goes through ICU). A character
   * cut by the chunk's end is carried to the next chunk by `completeLength` instead. The BOM is
   * kept here and only the one that may open the stream is dropped, in `decode`.
   */
  private readonly text = new TextDecoder("utf-8", { ignoreBOM: true });
  /** The first bytes of a character cut by the end of the previous chunk. */
  private carried: Uint8Array | undefined;
  /** No text decoded yet: a byte order mark here opens the stream and is not content. */
  private atStart = true;
  /** The unfinished last line. */
  private buffer = "";
  /**
   * Chunks that ended no line, after `buffer`: kept apart and joined once a line ends, so a long
   * event arriving in many small chunks costs time in its size, not in its size times its
   * chunk count (each join and search would otherwise go over everything buffered so far).
   */
  private pending: string[] = [];
  /** `data` of the event being read (several `data` lines are joined with "\n"). */
  private data: string | undefined;
  /** The event being read was typed `event: error`. */
  private isError = false;
  /** The last chunk ended with "\r": a "\n" at the start of the next one belongs to it. */
  private skipLineFeed = false;

  /**
   * Feeds bytes; returns the data of every event completed by them. Events whose data is
   * empty (keep-alives that proxies and providers send) are skipped; `event: error` events
   * come back as `SseErrorEvent`.
   */
  push(chunk: Uint8Array): (string | SseErrorEvent)[] {
    const events: (string | SseErrorEvent)[] = [];
    const text = this.decode(chunk, false);
    if (text === "") return events;
    if (this.buffer !== "" && text.indexOf("\n") === -1 && text.indexOf("\r") === -1) {
      this.pending.push(text);
      return events;
    }
    const buffer = this.buffer === "" ? text : this.takeBuffer() + text;
    const length = buffer.length;
    let start = 0;
    if (this.skipLineFeed) {
      this.skipLineFeed = false;
      if (buffer.charCodeAt(0) === 10) start = 1;
    }
    // Searched once and reused until passed: most streams contain no "\r" at all, and
    // searching for it from every line would rescan the rest of the buffer each time.
    let carriage = buffer.indexOf("\r", start);
    for (;;) {
      if (carriage !== -1 && carriage < start) carriage = buffer.indexOf("\r", start);
      let end = buffer.indexOf("\n", start);
      if (carriage !== -1 && (end === -1 || carriage < end)) end = carriage;
      if (end === -1) break;
      if (end === start) {
        // A blank line dispatches the event, if it had data.
        if (this.isError) {
          events.push(new SseErrorEvent(this.data ?? ""));
          this.isError = false;
        } else if (this.data !== undefined && this.data !== "") {
          events.push(this.data);
        }
        this.data = undefined;
      } else if (buffer.startsWith("data:", start)) {
        this.addData(
          buffer.slice(buffer.charCodeAt(start + 5) === 32 ? start + 6 : start + 5, end),
        );
      } else if (buffer.startsWith("event:", start)) {
        this.isError = buffer.slice(start + 6, end).trim() === "error";
      }
      // Comments (":…"), "id:" and "retry:" carry nothing the client uses.
      if (buffer.charCodeAt(end) === 13) {
        if (end + 1 === length) this.skipLineFeed = true;
        else if (buffer.charCodeAt(end + 1) === 10) end++;
      }
      start = end + 1;
    }
    this.buffer = start === 0 ? buffer : buffer.slice(start);
    return events;
  }

  /**
   * Ends the stream. Returns the data of an event the server did not terminate with a blank
   * line, if any (a truncated stream); callers decide whether that is an error.
   */
  end(): string | SseErrorEvent | undefined {
    const rest = this.takeBuffer() + this.decode(new Uint8Array(0), true);
    if (rest.startsWith("data:")) {
      this.addData(rest.slice(rest.charCodeAt(5) === 32 ? 6 : 5));
    } else if (rest.startsWith("event:")) {
      this.isError = rest.slice(6).trim() === "error";
    }
    const data = this.data;
    this.data = undefined;
    if (this.isError) {
      this.isError = false;
      return new SseErrorEvent(data ?? "");
    }
    return data === "" ? undefined : data;
  }

  /** The unfinished line whole (`buffer` and the pending chunks), leaving both empty. */
  private takeBuffer(): string {
    const whole = this.pending.length === 0 ? this.buffer : this.buffer + this.pending.join("");
    this.buffer = "";
    this.pending = [];
    return whole;
  }

  private addData(value: string): void {
    this.data = this.data === undefined ? value : `${this.data}\n${value}`;
  }

  /** The text of `chunk` and any carried bytes, keeping a cut character for later unless `last`. */
  private decode(chunk: Uint8Array, last: boolean): string {
    let bytes = chunk;
    if (this.carried !== undefined) {
      bytes = new Uint8Array(this.carried.length + chunk.length);
      bytes.set(this.carried);
      bytes.set(chunk, this.carried.length);
      this.carried = undefined;
    }
    const complete = last ? bytes.length : completeLength(bytes);
    if (complete < bytes.length) {
      this.carried = bytes.slice(complete);
      bytes = bytes.subarray(0, complete);
    }
    if (bytes.length === 0) return "";
    const text = this.text.decode(bytes);
    if (this.atStart) {
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) return text.slice(1);
    }
    return text;
  }
}

/**
 * How many leading bytes of `bytes` can be decoded now: all of them, unless they end inside a
 * UTF-8 sequence (a lead byte followed by fewer continuation bytes than it announces). Cutting
 * before a byte that is not a continuation byte never changes what a UTF-8 decoder produces,
 * even for malformed input, so carrying that tail gives the same text as a streaming decode.
 */
export function completeLength(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let index = length - 1; index >= 0 && index >= length - 4; index--) {
    const byte = bytes[index] as number;
    // ASCII ends every complete stream tail (and the last byte is ASCII in almost every chunk).
    if (byte < 0x80) return length;
    // A lead byte: 110xxxxx starts 2 bytes, 1110xxxx 3, 11110xxx 4.
    if (byte >= 0xc0) {
      const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return index + size > length ? index : length;
    }
  }
  // Only continuation bytes: malformed whatever follows, so nothing is worth waiting for.
  return length;
}
