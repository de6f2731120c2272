/**
 * The client's only server-sent-events decoder: bytes → text → lines → events → `data`
 * payloads. It keeps the unfinished tail between chunks, so a chunk may end anywhere: inside a
 * multi-byte character, inside `\r\n`, inside a field name.
 */
export class SseDecoder {
  private readonly text = new TextDecoder();
  private buffer = "";
  /** `data` lines of the event being read, joined with "\n" when it is dispatched. */
  private data: string[] = [];
  /** The last chunk ended with "\r": a "\n" at the start of the next one belongs to it. */
  private skipLineFeed = false;

  /** Feeds bytes; returns the data of every event completed by them. */
  push(chunk: Uint8Array): string[] {
    let text = this.text.decode(chunk, { stream: true });
    if (this.skipLineFeed && text.startsWith("\n")) text = text.slice(1);
    this.skipLineFeed = false;
    const events: string[] = [];
    const buffer = this.buffer + text;
    let start = 0;
    const length = buffer.length;
    // Searched once and reused until passed: most streams contain no "\r" at all, and
    // searching for it from every line would rescan the rest of the buffer each time.
    let carriage = buffer.indexOf("\r");
    while (start < length) {
      if (carriage !== -1 && carriage < start) carriage = buffer.indexOf("\r", start);
      let end = buffer.indexOf("\n", start);
      if (carriage !== -1 && (end === -1 || carriage < end)) end = carriage;
      if (end === -1) break;
      // Fast path: almost every line of an inference stream is "data: {…}", sliced once.
      if (buffer.startsWith("data:", start)) {
        const from = buffer.charCodeAt(start + 5) === 32 ? start + 6 : start + 5;
        this.data.push(buffer.slice(from, end));
      } else {
        this.line(buffer.slice(start, end), events);
      }
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
  end(): string | undefined {
    const rest = this.buffer + this.text.decode();
    this.buffer = "";
    if (rest) this.line(rest, []);
    if (this.data.length === 0) return undefined;
    const data = this.data.join("\n");
    this.data = [];
    return data;
  }

  private line(line: string, events: string[]): void {
    if (line === "") {
      if (this.data.length > 0) {
        events.push(this.data.length === 1 ? (this.data[0] as string) : this.data.join("\n"));
        this.data = [];
      }
      return;
    }
    if (line.startsWith("data:")) {
      this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
    }
    // Comments (":…"), "event:", "id:" and "retry:" carry nothing the client uses.
  }
}
