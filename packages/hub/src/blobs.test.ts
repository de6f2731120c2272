import { describe, expect, it } from "vitest";
import { blobSha256, uploadBlob } from "./blobs.js";

// FIPS 180-2's example: SHA-256("abc").
const ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

describe("blobSha256", () => {
  it("gives the same hex digest for a Blob, an ArrayBuffer and a Uint8Array", async () => {
    const bytes = new TextEncoder().encode("abc");
    expect(await blobSha256(new Blob([bytes]))).toBe(ABC);
    expect(await blobSha256(bytes)).toBe(ABC);
    expect(await blobSha256(bytes.buffer)).toBe(ABC);
    // A view into a larger buffer hashes only its own bytes.
    const padded = new TextEncoder().encode("xxabcxx").subarray(2, 5);
    expect(await blobSha256(padded)).toBe(ABC);
  });
});

describe("uploadBlob", () => {
  it("asks for a content type instead of sending untyped bytes", async () => {
    const refused = uploadBlob({
      hubUrl: "http://127.0.0.1:9",
      data: new Uint8Array([1, 2, 3]),
      fetch: () => Promise.reject(new Error("no request should be made")),
    });
    await expect(refused).rejects.toThrow("contentType");
  });
});
