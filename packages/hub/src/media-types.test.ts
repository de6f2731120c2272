import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOB_MEDIA_TYPES, blobMediaType, matchesMediaSignature } from "./media-types.js";

const media = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tasks/media/${name}`, import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);

describe("blobMediaType", () => {
  it("keeps allow-listed types, without parameters and in lower case", () => {
    expect(blobMediaType("Audio/WebM; codecs=opus")).toBe("audio/webm");
    expect(blobMediaType(" image/png ")).toBe("image/png");
  });

  it("refuses every type a browser could render as a document", () => {
    for (const type of [
      "text/html",
      "text/html;charset=utf-8",
      "image/svg+xml",
      "application/xhtml+xml",
      "text/xml",
      "application/pdf",
      "application/octet-stream",
      "image/png\u0000text/html",
      "",
      null,
      undefined,
    ]) {
      expect(blobMediaType(type)).toBeUndefined();
    }
  });
});

describe("matchesMediaSignature", () => {
  it("recognizes the catalogue's real demo files", () => {
    expect(matchesMediaSignature(media("cat-chelsea.png"), "image/png")).toBe(true);
    expect(matchesMediaSignature(media("cat-chelsea-demo.jpg"), "image/jpeg")).toBe(true);
    expect(matchesMediaSignature(media("cards-005.wav"), "audio/wav")).toBe(true);
    expect(matchesMediaSignature(media("cards-005.wav"), "audio/x-wav")).toBe(true);
    expect(
      matchesMediaSignature(media("librivox-sense-and-sensibility-0870.flac"), "audio/flac"),
    ).toBe(true);
    expect(matchesMediaSignature(media("city-cc0.mp4"), "video/mp4")).toBe(true);
  });

  it("recognizes the starts of the other formats", () => {
    const cases: [Uint8Array, (typeof BLOB_MEDIA_TYPES)[number]][] = [
      [text("RIFF\u0024\u0000\u0000\u0000WEBPVP8 "), "image/webp"],
      [text("GIF89a\u0001\u0000"), "image/gif"],
      [text("GIF87a\u0001\u0000"), "image/gif"],
      [text("ID3\u0004\u0000"), "audio/mpeg"],
      [Uint8Array.of(0xff, 0xfb, 0x90, 0x64), "audio/mpeg"],
      [text("OggS\u0000\u0002"), "audio/ogg"],
      [Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x9f), "audio/webm"],
      [Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x9f), "video/webm"],
      [text("\u0000\u0000\u0000\u0020ftypM4A "), "audio/mp4"],
    ];
    for (const [bytes, type] of cases) expect(matchesMediaSignature(bytes, type), type).toBe(true);
  });

  it("refuses a page declared as any allowed type, and one format declared as another", () => {
    const page = text("<!doctype html><script>alert(localStorage.length)</script>");
    for (const type of BLOB_MEDIA_TYPES) expect(matchesMediaSignature(page, type)).toBe(false);
    expect(matchesMediaSignature(media("cat-chelsea-demo.jpg"), "image/png")).toBe(false);
    expect(matchesMediaSignature(media("cards-005.wav"), "image/webp")).toBe(false);
    expect(matchesMediaSignature(new Uint8Array(0), "image/jpeg")).toBe(false);
  });
});
