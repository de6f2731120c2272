import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import task from "./zero-shot-object-detection.js";

const MEDIA_DIRECTORY = fileURLToPath(new URL("../../media/", import.meta.url));

/** Width and height from a PNG's IHDR chunk or a JPEG's start-of-frame segment. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(12, 16).toString("ascii") === "IHDR") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    // SOF0 to SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error("not a PNG or JPEG file");
}

/** Reads width and height from a PNG or JPEG file's header. */
function pngSize(filename: string): { width: number; height: number } {
  return imageSize(readFileSync(MEDIA_DIRECTORY + filename));
}

describe("zero-shot object detection demo", () => {
  const output = task.demo.outputs[0];
  if (output?.type !== "boxes") throw new Error("boxes output expected");

  it("draws every box inside the image it annotates", () => {
    const { width, height } = pngSize(output.filename);
    for (const { box } of output.content) {
      expect(box.xmin).toBeGreaterThanOrEqual(0);
      expect(box.ymin).toBeGreaterThanOrEqual(0);
      expect(box.xmax).toBeLessThanOrEqual(width);
      expect(box.ymax).toBeLessThanOrEqual(height);
    }
  });

  it("labels boxes only with the classes the demo asked for", () => {
    const classes = task.demo.inputs.find((entry) => entry.label === "Classes");
    if (classes?.type !== "text") throw new Error("text input with the classes expected");
    const asked = classes.content.split(",").map((label) => label.trim());
    for (const { label, score } of output.content) {
      expect(asked).toContain(label);
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it("annotates the same picture it takes as input", () => {
    const image = task.demo.inputs.find((entry) => entry.type === "img");
    expect(image && "filename" in image ? image.filename : undefined).toBe(output.filename);
  });
});
