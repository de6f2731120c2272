import type { PipelineType } from "@modeldeck/tasks";

/**
 * ModelDeck's own task pictograms, drawn for the project on a 24×24 grid as stroked paths only (no
 * fills), so they take the text colour in both themes. A drawing is either its own paths or a pair
 * "from → to": two of the small glyphs below, the input at the top left and the output at the
 * bottom right, joined by one arrow, which keeps the many "X-to-Y" tasks readable as a family.
 */

/** A circle as a path, so every drawing is a plain list of path data. */
function circle(x: number, y: number, radius: number): string {
  return `M${x - radius} ${y}a${radius} ${radius} 0 1 0 ${radius * 2} 0a${radius} ${radius} 0 1 0 ${-radius * 2} 0`;
}

/** A dot: a zero-length stroke drawn with a round cap. */
function dot(x: number, y: number): string {
  return `M${x} ${y}h0`;
}

/** The building blocks of paired drawings, each drawn to fill the 24×24 grid on its own. */
const GLYPHS = {
  text: ["M4 6h16", "M4 10h16", "M4 14h16", "M4 18h10"],
  shortText: ["M4 9h16", "M4 15h9"],
  image: ["M3 5h18v14H3z", "M3 17l5-5 4 4 3-3 6 6", circle(15.5, 9, 1.5)],
  imageText: ["M3 3h18v11H3z", "M3 12l5-4.5 4 3.5 3-2.5 6 5", "M4 18h16", "M4 21.5h10"],
  audio: ["M3 10v4", "M7.5 7v10", "M12 3v18", "M16.5 6v12", "M21 10v4"],
  music: ["M9 18V5l11-2v13", circle(6, 18, 3), circle(17, 16, 3)],
  microphone: [
    "M9 6a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0z",
    "M5.5 11a6.5 6.5 0 0 0 13 0",
    "M12 17.5V21",
    "M8.5 21h7",
  ],
  video: ["M3 6h13v12H3z", "M16 10.5l5-3v9l-5-3"],
  table: ["M3 4h18v16H3z", "M3 9.5h18", "M3 15h18", "M10 4v16"],
  tag: ["M3 12V4h8l10 10-7 7z", circle(7.5, 8, 1.25)],
  tags: ["M2 12V4h7l9 9-6 6z", "M13 4l9 9-6 6", circle(6, 8, 1.25)],
  chat: ["M4 4h16v12H10l-6 5z", "M8 8.5h8", "M8 12h5"],
  question: [
    "M4 4h16v12H10l-6 5z",
    "M9.5 8.5a2.5 2.5 0 1 1 3.2 2.4c-.5.2-.7.6-.7 1.1",
    dot(12, 14.2),
  ],
  document: ["M6 3h8l5 5v13H6z", "M14 3v5h5", "M9 13h7", "M9 17h7"],
  vector: ["M7 3H4v18h3", "M17 3h3v18h-3", dot(12, 7), dot(12, 12), dot(12, 17)],
  chart: ["M3 3v18h18", "M7 16v-4", "M11.5 16V7", "M16 16v-6", "M20.5 16V5"],
  sparkle: [
    "M12 2l2.2 6.3L20.5 10.5 14.2 12.7 12 19l-2.2-6.3L3.5 10.5 9.8 8.3z",
    "M19 17v4",
    "M17 19h4",
  ],
  cube: ["M12 2.5l8.5 4.8v9.4L12 21.5l-8.5-4.8V7.3z", "M3.5 7.3L12 12l8.5-4.7", "M12 12v9.5"],
  boxes: ["M3 8V3h5", "M16 3h5v5", "M21 16v5h-5", "M8 21H3v-5", "M8 8h8v8H8z"],
  search: [circle(10, 10, 6.5), "M15 15l6 6"],
} satisfies Record<string, string[]>;

/** A name of one of the small building blocks above. */
type Glyph = keyof typeof GLYPHS;

/** How one task is drawn: its own paths, or an input glyph turning into an output glyph. */
export type TaskDrawing = { paths: string[] } | { from: Glyph; to: Glyph };

/**
 * The paths of one building block, drawn at half size in a corner of a paired drawing.
 *
 * @example
 * ```ts
 * glyphPaths("table").length; // 4
 * ```
 */
export function glyphPaths(glyph: Glyph): string[] {
  return GLYPHS[glyph];
}

/**
 * One drawing per pipeline type. Keyed by `PipelineType` and checked with `satisfies`, so adding
 * a task to the catalogue without drawing it fails the type check before it reaches the screen.
 *
 * @example
 * ```ts
 * TASK_DRAWINGS["text-to-image"]; // { from: "text", to: "image" }
 * ```
 */
export const TASK_DRAWINGS = {
  "text-classification": { from: "text", to: "tag" },
  "token-classification": {
    paths: ["M3 5h7v5H3z", "M13 5h8v5h-8z", "M3 15h5", "M11 15h10", "M3 19.5h12"],
  },
  "table-question-answering": { from: "table", to: "question" },
  "question-answering": { from: "question", to: "text" },
  "zero-shot-classification": { from: "text", to: "tags" },
  translation: {
    paths: [
      "M2.5 18l4.5-11 4.5 11",
      "M4.3 14h5.4",
      "M13 6h8.5",
      "M17.2 4v2",
      "M14.5 10.5c1.8 3.5 4 5.5 7 6.5",
      "M20 6c-.8 5-3.3 8.7-7 11",
    ],
  },
  summarization: { from: "document", to: "shortText" },
  "feature-extraction": { from: "text", to: "vector" },
  "text-generation": {
    paths: ["M4 5h13", "M4 9.5h10", "M4 14h6", "M13 21l.9-3.4 6-6 2.5 2.5-6 6z"],
  },
  "fill-mask": { paths: ["M4 5h16", "M4 19h16", "M4 12h3", "M17 12h3", "M9.5 9h5v6h-5z"] },
  "sentence-similarity": { paths: [circle(8.5, 12, 6), circle(15.5, 12, 6)] },
  "text-to-speech": { from: "text", to: "audio" },
  "text-to-audio": { from: "text", to: "music" },
  "automatic-speech-recognition": { from: "microphone", to: "text" },
  "audio-to-audio": { from: "audio", to: "audio" },
  "audio-classification": { from: "audio", to: "tag" },
  "audio-text-to-text": { from: "audio", to: "chat" },
  "voice-activity-detection": {
    paths: ["M3 4v16", "M21 4v16", "M7.5 10v4", "M12 6v12", "M16.5 9v6"],
  },
  "depth-estimation": { paths: ["M12 3l9 5-9 5-9-5z", "M3 12.5l9 5 9-5", "M3 17l9 5 9-5"] },
  "image-classification": { from: "image", to: "tag" },
  "object-detection": { paths: GLYPHS.boxes },
  "image-segmentation": {
    paths: ["M3 5h18v14H3z", "M3 14c4.5-1 7-4.5 8.5-9", "M12 19c1-4.5 4-7.5 9-8.5"],
  },
  "text-to-image": { from: "text", to: "image" },
  "image-to-text": { from: "image", to: "text" },
  "image-to-image": { from: "image", to: "image" },
  "image-to-video": { from: "image", to: "video" },
  "unconditional-image-generation": { from: "sparkle", to: "image" },
  "video-classification": { from: "video", to: "tag" },
  "reinforcement-learning": {
    paths: ["M20 12a8 8 0 1 1-2.3-5.7", "M20 3.5v4.5h-4.5", circle(12, 12, 2.5)],
  },
  robotics: {
    paths: [
      "M4 21h9",
      "M8.5 21v-4.5",
      "M8.5 16.5l4.5-7",
      "M13 9.5l5.5 2.5",
      "M18.5 12l2.5-2.5",
      "M18.5 12l1.5 3",
      circle(8.5, 16.5, 1.5),
      circle(13, 9.5, 1.5),
    ],
  },
  "tabular-classification": { from: "table", to: "tag" },
  "tabular-regression": { from: "table", to: "chart" },
  "tabular-to-text": { from: "table", to: "text" },
  "table-to-text": { from: "table", to: "chat" },
  "multiple-choice": {
    paths: [
      circle(6, 5.5, 2),
      "M11 5.5h9",
      circle(6, 12, 2),
      dot(6, 12),
      "M11 12h9",
      circle(6, 18.5, 2),
      "M11 18.5h9",
    ],
  },
  "text-ranking": {
    paths: ["M3 5h17", "M3 11h11", "M3 17h6", "M19 21v-8", "M16.5 15.5L19 13l2.5 2.5"],
  },
  "text-retrieval": { from: "search", to: "document" },
  "time-series-forecasting": {
    paths: ["M3 3v18h18", "M6 16l4-4.5 3 3 3.5-5", dot(18.5, 8), dot(21, 5.5)],
  },
  "text-to-video": { from: "text", to: "video" },
  "image-text-to-text": { from: "imageText", to: "chat" },
  "image-text-to-image": { from: "imageText", to: "image" },
  "image-text-to-video": { from: "imageText", to: "video" },
  "visual-question-answering": { from: "image", to: "question" },
  "document-question-answering": { from: "document", to: "question" },
  "zero-shot-image-classification": { from: "image", to: "tags" },
  "graph-ml": {
    paths: [
      circle(5, 6, 2),
      circle(19, 6, 2),
      circle(12, 19, 2),
      "M7 6h10",
      "M6 7.8l5 9.4",
      "M18 7.8l-5 9.4",
    ],
  },
  "mask-generation": {
    paths: ["M3 5h18v14H3z", "M8 15.5c-2-3 0-7 4-7s6 4 4 7-6 3-8 0z"],
  },
  "zero-shot-object-detection": { from: "text", to: "boxes" },
  "text-to-3d": { from: "text", to: "cube" },
  "image-to-3d": { from: "image", to: "cube" },
  "image-feature-extraction": { from: "image", to: "vector" },
  "video-text-to-text": { from: "video", to: "chat" },
  "keypoint-detection": {
    paths: [
      circle(12, 4.5, 2),
      "M12 6.5v7.5",
      "M12 14l-4.5 6.5",
      "M12 14l4.5 6.5",
      "M6 9.5h12",
      dot(6, 9.5),
      dot(18, 9.5),
    ],
  },
  "visual-document-retrieval": { from: "search", to: "image" },
  "any-to-any": {
    paths: [circle(12, 12, 3), "M12 3v5", "M12 16v5", "M3 12h5", "M16 12h5"],
  },
  "video-to-video": { from: "video", to: "video" },
  other: { paths: ["M4 4h6v6H4z", "M14 4h6v6h-6z", "M4 14h6v6H4z", circle(17, 17, 3)] },
} satisfies Record<PipelineType, TaskDrawing>;
