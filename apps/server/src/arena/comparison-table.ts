import type { ArenaTally } from "./pair-tally.js";

/**
 * A tally by model index, in typed arrays, which the fit and the bootstrap loop over: each pair
 * once (duplicate rows summed), and each model's pairs listed beside it (`neighbourStart` into
 * `neighbourPair`, a compressed adjacency list) so a fit sweep touches each pair twice.
 *
 * @example
 * ```ts
 * const table: ComparisonTable = comparisonTable(tallyVotes(votes));
 * for (const model of table.first) console.log(table.models[model]); // each pair's first model
 * ```
 */
export interface ComparisonTable {
  models: string[];
  first: Int32Array;
  second: Int32Array;
  firstWins: Float64Array;
  secondWins: Float64Array;
  /** Ties and "both bad" together: the fit treats them alike. */
  ties: Float64Array;
  neighbourStart: Int32Array;
  neighbourPair: Int32Array;
  /** The model at the other end of `neighbourPair[k]`. */
  neighbourModel: Int32Array;
  /**
   * Each model's group of models linked by comparisons (numbered from 0): groups that never met
   * have no common scale but the prior's, which the fit settles for each group at once.
   */
  group: Int32Array;
  groupCount: number;
}

function checkCount(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`A tally's ${what} must be a finite count, not ${value}.`);
  return value;
}

/** Labels the connected components of the graph whose edges are the pairs that compared. */
function connectedGroups(
  modelCount: number,
  first: number[],
  second: number[],
  compared: (pair: number) => boolean,
): { group: Int32Array; groupCount: number } {
  const parent = Array.from({ length: modelCount }, (_, model) => model);
  const root = (model: number): number => {
    while (parent[model] !== model) {
      const up = parent[model] as number;
      parent[model] = parent[up] as number;
      model = up;
    }
    return model;
  };
  first.forEach((one, pair) => {
    if (compared(pair)) parent[root(one)] = root(second[pair] as number);
  });
  const labels = new Map<number, number>();
  const group = Int32Array.from({ length: modelCount }, (_, model) => {
    const top = root(model);
    if (!labels.has(top)) labels.set(top, labels.size);
    return labels.get(top) as number;
  });
  return { group, groupCount: labels.size };
}

/**
 * The table of a tally. Models are every model named in a pair row or a vote row, sorted, so
 * that the same tally always gives the same indexes. Throws a `RangeError` for a negative or
 * non-finite count and for a model paired with itself.
 *
 * @example
 * ```ts
 * comparisonTable({ pairs: [{ first: "b", second: "a", firstWins: 2, secondWins: 1, ties: 0, bothBad: 0 }], votes: [] });
 * // models ["a", "b"]; pair 0 is (0, 1) with firstWins [1] and secondWins [2]
 * ```
 */
export function comparisonTable(tally: ArenaTally): ComparisonTable {
  const names = new Set<string>();
  for (const row of tally.pairs) names.add(row.first).add(row.second);
  for (const row of tally.votes) names.add(row.model);
  const models = [...names].sort((one, other) => (one < other ? -1 : one > other ? 1 : 0));
  const indexOf = new Map(models.map((model, index) => [model, index]));
  const rows = new Map<number, number>();
  const first: number[] = [];
  const second: number[] = [];
  const firstWins: number[] = [];
  const secondWins: number[] = [];
  const ties: number[] = [];
  for (const row of tally.pairs) {
    if (row.first === row.second)
      throw new RangeError(`A tally pairs ${JSON.stringify(row.first)} with itself.`);
    const one = indexOf.get(row.first) as number;
    const other = indexOf.get(row.second) as number;
    const low = Math.min(one, other);
    const high = Math.max(one, other);
    const swapped = one > other;
    const key = low * models.length + high;
    let slot = rows.get(key);
    if (slot === undefined) {
      slot = first.length;
      rows.set(key, slot);
      first.push(low);
      second.push(high);
      firstWins.push(0);
      secondWins.push(0);
      ties.push(0);
    }
    const oneWins = checkCount(row.firstWins, "firstWins");
    const otherWins = checkCount(row.secondWins, "secondWins");
    firstWins[slot] = (firstWins[slot] as number) + (swapped ? otherWins : oneWins);
    secondWins[slot] = (secondWins[slot] as number) + (swapped ? oneWins : otherWins);
    ties[slot] =
      (ties[slot] as number) + checkCount(row.ties, "ties") + checkCount(row.bothBad, "bothBad");
  }
  // Each model's pairs start where the previous model's end: running sums of the degrees.
  const degree = new Array<number>(models.length).fill(0);
  for (const model of [...first, ...second]) degree[model] = (degree[model] as number) + 1;
  const neighbourStart = new Int32Array(models.length + 1);
  degree.forEach((count, model) => {
    neighbourStart[model + 1] = (neighbourStart[model] as number) + count;
  });
  const filled = neighbourStart.slice();
  const neighbourPair = new Int32Array(2 * first.length);
  const neighbourModel = new Int32Array(2 * first.length);
  for (let pair = 0; pair < first.length; pair += 1) {
    const one = first[pair] as number;
    const other = second[pair] as number;
    for (const [model, opponent] of [
      [one, other],
      [other, one],
    ] as const) {
      const slot = filled[model] as number;
      neighbourPair[slot] = pair;
      neighbourModel[slot] = opponent;
      filled[model] = slot + 1;
    }
  }
  const { group, groupCount } = connectedGroups(
    models.length,
    first,
    second,
    (pair) =>
      (firstWins[pair] as number) + (secondWins[pair] as number) + (ties[pair] as number) > 0,
  );
  return {
    models,
    first: Int32Array.from(first),
    second: Int32Array.from(second),
    firstWins: Float64Array.from(firstWins),
    secondWins: Float64Array.from(secondWins),
    ties: Float64Array.from(ties),
    neighbourStart,
    neighbourPair,
    neighbourModel,
    group,
    groupCount,
  };
}
