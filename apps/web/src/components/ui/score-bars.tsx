import { formatScore } from "../../lib/format";

/**
 * Labelled horizontal bars for classification scores, highest first. Each bar is a `meter`
 * so assistive technology reads the label and value.
 *
 * @example
 * ```tsx
 * <ScoreBars title="Sentiment" scores={[{ label: "POSITIVE", score: 0.98 }]} />
 * ```
 */
export function ScoreBars({
  scores,
  title,
}: {
  scores: { label: string; score: number }[];
  title?: string;
}) {
  const sorted = [...scores].sort((left, right) => right.score - left.score);
  return (
    <ul className="score-bars" aria-label={title ?? "Scores"}>
      {sorted.map((entry, index) => (
        <li key={`${entry.label}-${index}`}>
          <span className="score-label">{entry.label}</span>
          <meter min={0} max={1} value={entry.score} aria-label={entry.label} />
          <span className="score-value">{formatScore(entry.score)}</span>
        </li>
      ))}
    </ul>
  );
}
