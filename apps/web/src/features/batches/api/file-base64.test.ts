import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { bytesBase64, fileBytes } from "./file-base64";

describe("bytesBase64", () => {
  it("joins chunked pieces into the whole's base64, padding only at the end", () => {
    for (const length of [0, 1, 2, 3, 24_575, 24_576, 24_577, 100_000]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 7919) % 256);
      expect(bytesBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
    }
  });

  it("encodes megabytes without overflowing the stack", () => {
    const bytes = new Uint8Array(6 * 1024 * 1024).fill(0xff);
    expect(bytesBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });
});

describe("fileBytes", () => {
  it("reads a file's bytes", async () => {
    const file = new File([new Uint8Array([80, 75, 3, 4, 0, 255])], "rows.zip");
    expect(bytesBase64(await fileBytes(file))).toBe("UEsDBAD/");
  });
});
