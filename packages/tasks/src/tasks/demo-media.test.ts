import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TASKS_DATA } from "./index.js";
import type { DemoEntry, TaskData } from "./task-data.js";

const MEDIA_DIRECTORY = fileURLToPath(new URL("../../media/", import.meta.url));
// Task pages draw demo images at most 20rem (320 px) tall in a column about 30rem wide; a file
// may be up to twice that for sharp high-density screens, and small enough for a slow phone.
const LARGEST_SHOWN = { width: 960, height: 640 };
const LARGEST_BYTES = 100 * 1024;

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

const images = (Object.values(TASKS_DATA) as TaskData[]).flatMap((task) =>
  [...task.demo.inputs, ...task.demo.outputs]
    .filter(
      (entry): entry is Extract<DemoEntry, { filename: string }> =>
        (entry.type === "img" || entry.type === "boxes") && !entry.filename.endsWith(".svg"),
    )
    .map((entry) => ({ task: task.id, filename: entry.filename })),
);

describe("task demo images", () => {
  it("are served at about the size they are shown, never as a large original", () => {
    expect(images.length).toBeGreaterThan(0);
    const tooLarge = images.flatMap(({ task, filename }) => {
      const bytes = readFileSync(MEDIA_DIRECTORY + filename);
      const { width, height } = imageSize(bytes);
      return bytes.length > LARGEST_BYTES ||
        width > LARGEST_SHOWN.width ||
        height > LARGEST_SHOWN.height
        ? [`${task}: ${filename} (${width}×${height}, ${Math.round(bytes.length / 1024)} KiB)`]
        : [];
    });
    expect(tooLarge).toEqual([]);
  });
});

/**
 * Files credited in the first table of media/NOTICE.md: real photographs, recordings and
 * footage, and the sized copies made from them (the project's own drawings are listed apart).
 */
function realCaptures(): Set<string> {
  const notice = readFileSync(MEDIA_DIRECTORY + "NOTICE.md", "utf8");
  const credited = notice.split("## The project's own work")[0] ?? "";
  const names = credited
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| file"))
    .flatMap((line) => (line.split("|")[1] ?? "").split(","))
    .map((name) => name.trim())
    .filter((name) => /\.\w+$/.test(name));
  return new Set(names);
}

describe("task demo outputs", () => {
  it("never call a real photograph, recording or clip a model's output", () => {
    const real = realCaptures();
    expect(real.has("astronaut-320.jpg")).toBe(true);
    const claims = (Object.values(TASKS_DATA) as TaskData[]).flatMap((task) =>
      task.demo.outputs
        .filter(
          (entry): entry is Extract<DemoEntry, { filename: string }> =>
            "filename" in entry && real.has(entry.filename),
        )
        .filter(
          (entry) => /generat|synthes|sample from/i.test(entry.label) && !/^Not /.test(entry.label),
        )
        .map((entry) => `${task.id}: "${entry.label}" shows ${entry.filename}`),
    );
    expect(claims).toEqual([]);
  });
});
