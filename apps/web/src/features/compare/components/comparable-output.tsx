import { formatScore } from "../../../lib/format";
import type { TaskOutput } from "../../../lib/run/task-output";
import { TaskOutputView } from "../../../components/run/task-output-view";
import { wordDiff } from "./word-diff";

/**
 * The scale every column's bars share: the labels in one order (the first column's, highest
 * first, then any label only later columns name) and one maximum (1 for probabilities).
 *
 * @example
 * ```ts
 * sharedScale([{ kind: "scores", scores: [{ label: "POSITIVE", score: 0.9 }] }]); // { labels: ["POSITIVE"], max: 1 }
 * ```
 */
export function sharedScale(outputs: (TaskOutput | undefined)[]): {
  labels: string[];
  max: number;
} {
  const labels: string[] = [];
  let max = 1;
  for (const output of outputs) {
    const entries =
      output?.kind === "scores" ? output.scores : output?.kind === "similarity" ? output.pairs : [];
    for (const entry of [...entries].sort((left, right) => right.score - left.score)) {
      if (!labels.includes(entry.label)) labels.push(entry.label);
      max = Math.max(max, entry.score);
    }
  }
  return { labels, max };
}

function SharedScaleBars({
  scores,
  scale,
  title,
}: {
  scores: { label: string; score: number }[];
  scale: { labels: string[]; max: number };
  title: string;
}) {
  return (
    <ul className="score-bars" aria-label={title}>
      {scale.labels.map((label) => {
        const entry = scores.find((score) => score.label === label);
        return (
          <li key={label}>
            <span className="score-label">{label}</span>
            <meter min={0} max={scale.max} value={entry?.score ?? 0} aria-label={label} />
            <span className="score-value">{entry ? formatScore(entry.score) : "—"}</span>
          </li>
        );
      })}
    </ul>
  );
}

function DiffedText({ text, baseline }: { text: string; baseline: string }) {
  const words = wordDiff(baseline, text);
  const changes = words.filter((word) => word.changed).length;
  return (
    <>
      <p className="answer compare-diff">
        {words.map((word, index) => (
          <span key={index}>
            {index > 0 ? " " : ""}
            {word.changed ? <mark>{word.word}</mark> : word.word}
          </span>
        ))}
      </p>
      <p className="muted">
        {changes === 0
          ? "Same words as the first column."
          : `${changes} word${changes === 1 ? "" : "s"} differ from the first column (marked).`}
      </p>
    </>
  );
}

/**
 * One column's output drawn so columns compare: bars on the scale all columns share, text
 * marked where it differs from the first column, boxes and masks over the same input image,
 * and every other kind as the try-it box draws it.
 *
 * @example
 * ```tsx
 * <ComparableOutput output={output} scale={sharedScale(outputs)} baselineText={firstText} inputImageUrl={url} />
 * ```
 */
export function ComparableOutput({
  output,
  scale,
  baselineText,
  inputImageUrl,
}: {
  output: TaskOutput;
  scale: { labels: string[]; max: number };
  /** The first column's text, when this column is not the first. */
  baselineText?: string;
  inputImageUrl?: string;
}) {
  if (output.kind === "scores")
    return <SharedScaleBars title="Results" scores={output.scores} scale={scale} />;
  if (output.kind === "similarity")
    return <SharedScaleBars title="Similarity" scores={output.pairs} scale={scale} />;
  if (output.kind === "text" && baselineText !== undefined)
    return <DiffedText text={output.text} baseline={baselineText} />;
  return <TaskOutputView output={output} inputImageUrl={inputImageUrl} />;
}
