import { describe, expect, it } from "vitest";
import { safeMediaBlob } from "./media-blob";

/** A blob's text, read as a browser without `Blob.text` (jsdom) can. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("safeMediaBlob", () => {
  it("keeps allow-listed media types, without their parameters", () => {
    const image = new Blob(["x"], { type: "image/png" });
    expect(safeMediaBlob(image)).toBe(image);
    expect(safeMediaBlob(new Blob(["x"], { type: "audio/webm;codecs=opus" })).type).toBe(
      "audio/webm",
    );
    expect(safeMediaBlob(new Blob(["x"]), "video/mp4").type).toBe("video/mp4");
  });

  it("types anything a browser could open as a page as plain bytes", async () => {
    for (const type of ["text/html", "image/svg+xml", "application/xhtml+xml", "text/xml", ""]) {
      const page = new Blob(["<script>alert(1)</script>"], { type });
      const safe = safeMediaBlob(page);
      expect(safe.type).toBe("application/octet-stream");
      expect(await textOf(safe)).toBe("<script>alert(1)</script>");
    }
    expect(safeMediaBlob(new Blob(["x"], { type: "image/png" }), "text/html").type).toBe(
      "application/octet-stream",
    );
  });
});
