import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import task from "./zero-shot-object-detection.js";

const MEDIA_DIRECTORY = fileURLToPath(new URL("../../media/", import.meta.url));

/** Reads width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(filename: string): { width: number; height: number } {
  const bytes = readFileSync(MEDIA_DIRECTORY + filename);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
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
