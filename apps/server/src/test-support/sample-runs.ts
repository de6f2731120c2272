import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_PATHS } from "../paths.js";

/** A real photograph from the catalogue's demo folder (CC0, see its NOTICE.md). */
export const CAT = readFileSync(join(PROJECT_PATHS.mediaRoot, "cat-chelsea-demo.jpg"));
export const CAT_SHA256 = createHash("sha256").update(CAT).digest("hex");

/** A fresh owner key, as a browser makes one: 32 random bytes, base64url. */
export const newOwnerKey = () => randomBytes(32).toString("base64url");

/** A detection comparison shaped as the web app saves it: one image, two models. */
export function detectionRun(title = "DETR against YOLOS on the cat") {
  return {
    kind: "compare",
    task: "object-detection",
    title,
    setup: {
      columns: [
        { model: "facebook/detr-resnet-50", provider: "hf-inference" },
        { model: "hustvl/yolos-tiny", provider: "hf-inference" },
      ],
      parameters: { threshold: 0.9 },
      input: { image: { blob: CAT_SHA256, contentType: "image/jpeg" } },
    },
    results: [
      {
        output: [
          { score: 0.9982, label: "cat", box: { xmin: 12, ymin: 41, xmax: 448, ymax: 460 } },
        ],
        timings: { totalMs: 842 },
        outputBytes: 87,
      },
      { output: null, error: "the model is loading; try again in 20 s", timings: { totalMs: 311 } },
    ],
  };
}

/** A single try-it text classification, no media. */
export function classificationRun() {
  return {
    kind: "try",
    task: "text-classification",
    setup: {
      columns: [
        {
          model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
          provider: "hf-inference",
        },
      ],
      parameters: {},
      input: { text: "I like you. I love you." },
    },
    results: [
      {
        output: [
          { label: "POSITIVE", score: 0.9998 },
          { label: "NEGATIVE", score: 0.0002 },
        ],
        timings: { totalMs: 212 },
      },
    ],
  };
}
