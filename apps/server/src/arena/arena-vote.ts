/**
 * What a voter said about the columns of one blind run. Columns are numbered as shown, A = 0:
 * - `best`: the one best answer (A or B with two columns; the best of three or four);
 * - `order`: every column from best to worst (an optional fuller vote for three or four);
 * - `tie`: all answers equally good;
 * - `both-bad`: no answer was good (for three or four columns: all bad).
 *
 * @example
 * ```ts
 * const aWins: ArenaOutcome = { kind: "best", column: 0 };
 * const ranked: ArenaOutcome = { kind: "order", columns: [2, 0, 1] }; // C, then A, then B
 * ```
 */
export type ArenaOutcome =
  | { kind: "best"; column: number }
  | { kind: "order"; columns: number[] }
  | { kind: "tie" }
  | { kind: "both-bad" };

/**
 * One stored vote as the leaderboard reads it: the models of the columns in the order shown
 * (A first), the outcome, when it was cast (milliseconds since the epoch) and the prompt's
 * category when the input carried one. Time windows and categories are filtered by the caller,
 * which passes only the votes (or the tallies) it wants ranked.
 *
 * @example
 * ```ts
 * const vote: ArenaVote = {
 *   models: ["meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-7B-Instruct"],
 *   outcome: { kind: "best", column: 1 },
 *   at: Date.parse("2025-03-01T12:00:00Z"),
 *   category: "code",
 * };
 * ```
 */
export interface ArenaVote {
  models: string[];
  outcome: ArenaOutcome;
  at: number;
  category?: string;
}

/** Compare shows two to four columns, so a vote never names more models than that. */
const MOST_COLUMNS = 4;

const isColumn = (value: unknown, columns: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < columns;

/**
 * Why a vote cannot be counted, or undefined when it can: two to four distinct, non-empty model
 * ids, and an outcome naming only existing columns (an order names each exactly once). Votes
 * arrive from browsers, so the route checks each one with this before storing it;
 * `pairOutcomes` throws on the same problems.
 *
 * @example
 * ```ts
 * voteProblem({ models: ["a", "a"], outcome: { kind: "tie" }, at: 0 });
 * // "a vote names each model once, and \"a\" appears twice"
 * ```
 */
export function voteProblem(vote: ArenaVote): string | undefined {
  const { models, outcome } = vote;
  if (models.length < 2 || models.length > MOST_COLUMNS)
    return `a vote has 2 to ${MOST_COLUMNS} columns, not ${models.length}`;
  const seen = new Set<string>();
  for (const model of models) {
    if (typeof model !== "string" || model === "") return "every column needs a model id";
    if (seen.has(model))
      return `a vote names each model once, and ${JSON.stringify(model)} appears twice`;
    seen.add(model);
  }
  if (!["best", "order", "tie", "both-bad"].includes(outcome.kind))
    return "the outcome is not one of best, order, tie or both-bad";
  if (outcome.kind === "best" && !isColumn(outcome.column, models.length))
    return `the best column must be one of the ${models.length} columns`;
  if (outcome.kind === "order") {
    const named = new Set(outcome.columns);
    const complete =
      outcome.columns.length === models.length &&
      named.size === models.length &&
      outcome.columns.every((column) => isColumn(column, models.length));
    if (!complete) return "an order names every column exactly once";
  }
  return undefined;
}

/**
 * One pairwise result drawn from a vote, with the two models in code-unit order (`first <
 * second`), so that the same pair always lands in the same row of a tally. `result` names the
 * better one, or says that neither was (`tie`, `both-bad`).
 *
 * @example
 * ```ts
 * const outcome: PairOutcome = { first: "model-a", second: "model-b", result: "second" };
 * ```
 */
export interface PairOutcome {
  first: string;
  second: string;
  result: "first" | "second" | "tie" | "both-bad";
}

function beats(winner: string, loser: string): PairOutcome {
  return winner < loser
    ? { first: winner, second: loser, result: "first" }
    : { first: loser, second: winner, result: "second" };
}

function evenPair(one: string, other: string, result: "tie" | "both-bad"): PairOutcome {
  return one < other
    ? { first: one, second: other, result }
    : { first: other, second: one, result };
}

/**
 * The pairwise results a vote stands for ("rank breaking"). Two columns give one pair. The best
 * of three or four gives the winner a win over each other column and says nothing about the
 * others among themselves; a full order gives every pair (k(k-1)/2). Under the Plackett–Luce
 * model of choosing among k answers, both breakings give consistent Bradley–Terry estimates
 * (Azari Soufiani, Parkes and Xia, 2014), whereas comparing only neighbours in an order would
 * not. A tie or "both bad" among k columns makes every pair even. Throws a `RangeError` naming
 * the problem for a vote `voteProblem` refuses.
 *
 * @example
 * ```ts
 * pairOutcomes({ models: ["x", "y", "z"], outcome: { kind: "best", column: 2 }, at: 0 });
 * // [{ first: "x", second: "z", result: "second" }, { first: "y", second: "z", result: "second" }]
 * ```
 */
export function pairOutcomes(vote: ArenaVote): PairOutcome[] {
  const problem = voteProblem(vote);
  if (problem !== undefined) throw new RangeError(`This vote cannot be counted: ${problem}.`);
  const { models, outcome } = vote;
  const model = (column: number): string => models[column] as string;
  const pairs: PairOutcome[] = [];
  if (outcome.kind === "best") {
    const winner = model(outcome.column);
    for (const other of models) if (other !== winner) pairs.push(beats(winner, other));
  } else if (outcome.kind === "order") {
    outcome.columns.forEach((better, place) => {
      for (const worse of outcome.columns.slice(place + 1))
        pairs.push(beats(model(better), model(worse)));
    });
  } else {
    models.forEach((one, place) => {
      for (const other of models.slice(place + 1)) pairs.push(evenPair(one, other, outcome.kind));
    });
  }
  return pairs;
}
