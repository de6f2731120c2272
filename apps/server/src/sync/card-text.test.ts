import { describe, expect, it } from "vitest";
import { readCardText } from "./card-text.js";

describe("readCardText", () => {
  it("cuts a card at its limit on a character boundary without reading the rest", async () => {
    const text = `# ${"é".repeat(100)}`;
    const card = await readCardText(new Response(text), 11);
    // Without Content-Length the size is what arrived before the read stopped: here one chunk.
    expect(card).toEqual({ text: "# éééé", truncated: true, bytes: 202 });
    const whole = await readCardText(new Response("# hi", { headers: { "content-length": "4" } }));
    expect(whole).toEqual({ text: "# hi", truncated: false, bytes: 4 });
  });
});
