import type { BatchTask } from "../../../lib/batch-tasks";
import { MAX_ARCHIVE_BYTES } from "./batch-setup";

const EXPECTED: Partial<Record<BatchTask, string>> = {
  "automatic-speech-recognition": "the transcript (scored by word error rate)",
  "audio-classification": "the label",
  "image-classification": "the label",
  "object-detection":
    'the boxes as a JSON list of {"label": "cat", "box": {"xmin": 0, "ymin": 0, "xmax": 10, "ymax": 10}} (scored by mAP@0.5)',
};

/**
 * What the data set file must hold for the chosen task, in plain words: for a text task a CSV or
 * JSON Lines of inputs; for a task over files a zip archive whose one top-level CSV or JSON
 * Lines names, in its `input` column, the images or recordings beside it in the archive.
 *
 * @example
 * ```tsx
 * <DataSetHelp id="file-help" media="image" task="object-detection" />
 * ```
 */
export function DataSetHelp({
  id,
  media,
  task,
}: {
  id: string;
  media: "image" | "audio" | undefined;
  task: BatchTask;
}) {
  if (media === undefined) {
    return (
      <p id={id} className="batch-help">
        One row per input: a CSV whose first line names an <code>input</code> column (and optionally{" "}
        <code>expected</code>), or JSON Lines of <code>{'{"input": "…", "expected": "…"}'}</code>.
        Up to 1,000 rows.
      </p>
    );
  }
  const files =
    media === "image"
      ? "images (PNG, JPEG, WebP, GIF)"
      : "recordings (WAV, MP3, FLAC, OGG, WebM, M4A)";
  return (
    <p id={id} className="batch-help">
      A <code>.zip</code> archive of the {files} and, at its top level, exactly one CSV or JSON
      Lines file with one row per file: its <code>input</code> column names a file by its path in
      the archive (<code>{media === "image" ? "images/cat.png" : "audio/clip.wav"}</code>), and an
      optional <code>expected</code> column gives {EXPECTED[task] ?? "the expected answer"}. Up to
      1,000 rows and {MAX_ARCHIVE_BYTES / 1024 / 1024} MB; files no row names are ignored.
    </p>
  );
}
