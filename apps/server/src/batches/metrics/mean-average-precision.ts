import { intersectionOverUnion, type Box } from "./box-overlap.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { scoredPairs, type ScoredRow } from "./scored-row.js";

/**
 * An object in an image: its label, its box, and, for a model's detection, its score.
 *
 * @example
 * ```ts
 * const found: DetectedObject = { label: "cat", score: 0.97, box: { xmin: 12, ymin: 40, xmax: 210, ymax: 300 } };
 * ```
 */
export interface DetectedObject {
  label: string;
  score?: number;
  box: Box;
}

/**
 * One label's average precision, the number of expected boxes it has, and the detections made.
 *
 * @example
 * ```ts
 * const cat: LabelPrecision = { label: "cat", averagePrecision: 0.75, expectedBoxes: 2, detections: 4 };
 * ```
 */
export interface LabelPrecision {
  label: string;
  averagePrecision: number;
  expectedBoxes: number;
  detections: number;
}

/** A detection in the ranked list of its label: where it is, and how sure the model was. */
interface RankedDetection {
  row: number;
  order: number;
  score: number;
  box: Box;
}

/** Area under the precision–recall curve, all points, precision made non-increasing. */
function allPointAveragePrecision(hits: boolean[], expectedBoxes: number): number {
  const recall = [0];
  const precision = [0];
  let found = 0;
  hits.forEach((hit, index) => {
    if (hit) found += 1;
    recall.push(found / expectedBoxes);
    precision.push(found / (index + 1));
  });
  recall.push(1);
  precision.push(0);
  for (let index = precision.length - 2; index >= 0; index -= 1)
    precision[index] = Math.max(precision[index] as number, precision[index + 1] as number);
  let area = 0;
  for (let index = 1; index < recall.length; index += 1)
    area +=
      ((recall[index] as number) - (recall[index - 1] as number)) * (precision[index] as number);
  return area;
}

/**
 * Mean average precision at an IoU threshold (0.5 by default: mAP@0.5) over the scored rows, one
 * image each, the Pascal VOC way (2010 onwards). Per label (compared after `normalizeAnswer`),
 * every detection of every image is ranked by score, highest first; each one, in turn, takes the
 * expected box of its label in its image that it overlaps most (`intersectionOverUnion`), and is
 * a true positive if that overlap reaches the threshold and no higher-ranked detection took the
 * same box, a false positive otherwise (a second detection of one object included). Average precision is the area under the precision–recall
 * curve with precision made non-increasing (all-point interpolation, not VOC 2007's 11 points).
 * The mean runs over the labels that have an expected box; detections of other labels change
 * nothing, as in VOC and COCO. Equal scores keep row order, then the model's order; a score that
 * is not a finite number ranks last. Absent when no expected box was scored.
 *
 * @example
 * ```ts
 * const box = { xmin: 0, ymin: 0, xmax: 10, ymax: 10 };
 * meanAveragePrecision([{ expected: [{ label: "cat", box }], output: [{ label: "Cat", score: 0.9, box }] }])
 *   .meanAveragePrecision; // 1
 * ```
 */
export function meanAveragePrecision(
  rows: Iterable<ScoredRow<DetectedObject[]>>,
  threshold = 0.5,
): { meanAveragePrecision?: number; labels: LabelPrecision[]; scored: number; unanswered: number } {
  const { pairs, unanswered } = scoredPairs(rows);
  const expectedByLabel = new Map<string, { label: string; boxes: Map<number, Box[]> }>();
  const detectedByLabel = new Map<string, RankedDetection[]>();
  pairs.forEach(({ expected, output }, row) => {
    for (const { label, box } of expected) {
      const key = normalizeAnswer(label);
      let entry = expectedByLabel.get(key);
      if (entry === undefined) {
        entry = { label, boxes: new Map<number, Box[]>() };
        expectedByLabel.set(key, entry);
      }
      const inRow = entry.boxes.get(row);
      if (inRow === undefined) entry.boxes.set(row, [box]);
      else inRow.push(box);
    }
    output.forEach(({ label, score, box }, order) => {
      const key = normalizeAnswer(label);
      const detection = {
        row,
        order,
        score: Number.isFinite(score) ? (score as number) : -Infinity,
        box,
      };
      const ranked = detectedByLabel.get(key);
      if (ranked === undefined) detectedByLabel.set(key, [detection]);
      else ranked.push(detection);
    });
  });
  const labels: LabelPrecision[] = [];
  for (const [key, { label, boxes }] of expectedByLabel) {
    const detections = (detectedByLabel.get(key) ?? []).sort(
      (one, other) => other.score - one.score || one.row - other.row || one.order - other.order,
    );
    const matched = new Map<number, boolean[]>();
    const hits = detections.map(({ row, box }) => {
      const candidates = boxes.get(row) ?? [];
      let best = -1;
      let bestOverlap = -1;
      candidates.forEach((candidate, index) => {
        const overlap = intersectionOverUnion(box, candidate);
        if (overlap > bestOverlap) [best, bestOverlap] = [index, overlap];
      });
      const taken = matched.get(row) ?? [];
      matched.set(row, taken);
      if (best < 0 || bestOverlap < threshold || taken[best] === true) return false;
      taken[best] = true;
      return true;
    });
    let expectedBoxes = 0;
    for (const list of boxes.values()) expectedBoxes += list.length;
    labels.push({
      label,
      averagePrecision: allPointAveragePrecision(hits, expectedBoxes),
      expectedBoxes,
      detections: detections.length,
    });
  }
  labels.sort((one, other) => (one.label < other.label ? -1 : one.label > other.label ? 1 : 0));
  const mean =
    labels.reduce((sum, { averagePrecision }) => sum + averagePrecision, 0) / labels.length;
  return {
    ...(labels.length > 0 ? { meanAveragePrecision: mean } : {}),
    labels,
    scored: pairs.length,
    unanswered,
  };
}
