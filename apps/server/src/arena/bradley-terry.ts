import type { ComparisonTable } from "./comparison-table.js";

/**
 * How the Bradley–Terry fit behaves.
 * - `priorGames`: each model is given this many imaginary games, half won and half lost, against
 *   a reference of strength 1 (rating 1000). Without it a model that never lost (or never won)
 *   would have an infinite strength; with it every strength is finite and unique, and a handful
 *   of votes cannot push a model far from the middle. The pull weighs as much as `priorGames`
 *   real comparisons, so it fades as votes accumulate (2 by default: one win, one loss).
 * - `tolerance`: the fit stops when no log-strength moved more than this in a sweep (1e-8 by
 *   default, about 2e-6 rating points).
 * - `maxSweeps`: a bound on the sweeps, whatever the tolerance (10,000 by default).
 *
 * @example
 * ```ts
 * const options: FitOptions = { priorGames: 2, tolerance: 1e-8, maxSweeps: 10_000 };
 * ```
 */
export interface FitOptions {
  priorGames: number;
  tolerance: number;
  maxSweeps: number;
}

/**
 * The default fit: two prior games, a tolerance of 1e-8, at most 10,000 sweeps.
 *
 * @example
 * ```ts
 * fitLogStrengths(table, table, { ...DEFAULT_FIT, priorGames: 4 });
 * ```
 */
export const DEFAULT_FIT: FitOptions = { priorGames: 2, tolerance: 1e-8, maxSweeps: 10_000 };

/**
 * Win, loss and tie counts per pair of a `ComparisonTable`, as arrays in its pair order: the
 * table's own counts, or a bootstrap resample of them.
 *
 * @example
 * ```ts
 * const counts: PairCounts = table; // a table is its own counts
 * ```
 */
export interface PairCounts {
  firstWins: Float64Array;
  secondWins: Float64Array;
  ties: Float64Array;
}

/**
 * The fitted log-strengths, by the table's model index, and how the fit ended.
 *
 * @example
 * ```ts
 * const { logStrengths, sweeps, converged } = fitLogStrengths(table, table);
 * ```
 */
export interface StrengthFit {
  logStrengths: Float64Array;
  sweeps: number;
  converged: boolean;
}

/**
 * Multiplies the strengths of each group of models that compared (see `ComparisonTable`) by the
 * factor that maximizes the posterior along that direction, and returns the largest factor's
 * log. Votes only say how strengths compare, so a group's common factor is decided by the prior
 * games alone, which weigh little: model-by-model updates would take thousands of sweeps to
 * settle it, a few Newton steps here do.
 */
function shiftToPrior(table: ComparisonTable, strength: Float64Array, priorGames: number): number {
  const shift = new Float64Array(table.groupCount);
  const slope = new Float64Array(table.groupCount);
  const curvature = new Float64Array(table.groupCount);
  for (let step = 0; step < 100; step += 1) {
    slope.fill(0);
    curvature.fill(0);
    // Per group, the prior's log-density Σ g/2·(θ+c) − g·log(1 + e^(θ+c)) is concave in c.
    for (let model = 0; model < strength.length; model += 1) {
      const group = table.group[model] as number;
      const shifted = (strength[model] as number) * Math.exp(shift[group] as number);
      const share = shifted / (1 + shifted);
      slope[group] = (slope[group] as number) + priorGames * (0.5 - share);
      curvature[group] = (curvature[group] as number) + priorGames * share * (1 - share);
    }
    let largestMove = 0;
    for (let group = 0; group < table.groupCount; group += 1) {
      // Damped: far out on the logistic's flat tail a full Newton step would overshoot.
      const move = Math.max(
        -1,
        Math.min(1, (slope[group] as number) / (curvature[group] as number)),
      );
      shift[group] = (shift[group] as number) + move;
      largestMove = Math.max(largestMove, Math.abs(move));
    }
    if (largestMove < 1e-12) break;
  }
  let largestShift = 0;
  for (let model = 0; model < strength.length; model += 1) {
    const groupShift = shift[table.group[model] as number] as number;
    strength[model] = (strength[model] as number) * Math.exp(groupShift);
    largestShift = Math.max(largestShift, Math.abs(groupShift));
  }
  return largestShift;
}

/**
 * Fits a Bradley–Terry model: model i beats model j with probability πi / (πi + πj), and a tie
 * (or "both bad") counts as half a win for each side. Returns log πi per model, with the prior
 * games of `FitOptions` making every model's strength finite.
 *
 * Why ties count as half a win rather than through a tie parameter (Davidson, 1970): with the
 * half-win rule the fitted strengths predict a model's expected score, a win being 1 and a tie
 * ½, exactly as Elo ratings do in chess, and the same equations hold for the decisive pairs that
 * three- and four-way votes break into. Davidson's model would also predict how often ties
 * happen, which no screen shows, at the price of a parameter that decisive multi-way pairs
 * cannot inform. "Both bad" says neither answer was better, which is what a tie says.
 *
 * The fit is Hunter's (2004) minorization–maximization update, applied one model at a time with
 * the latest strengths (πi ← (score_i + g/2) / (Σj n_ij / (πi + πj) + g / (πi + 1)), g being the
 * prior games). Each update raises the posterior, so the sweeps converge to its unique maximum;
 * a sweep costs one pass over the pairs, whatever the number of votes behind them. `start`
 * (log-strengths, e.g. the fit of the full data when fitting a bootstrap resample) saves sweeps.
 *
 * @example
 * ```ts
 * const table = comparisonTable(tallyVotes(votes));
 * const { logStrengths } = fitLogStrengths(table, table);
 * logStrengths[0]; // the strength of table.models[0], on the natural-log scale
 * ```
 */
export function fitLogStrengths(
  table: ComparisonTable,
  counts: PairCounts,
  options: FitOptions = DEFAULT_FIT,
  start?: Float64Array,
): StrengthFit {
  const { priorGames, tolerance, maxSweeps } = options;
  if (!(priorGames > 0) || !Number.isFinite(priorGames))
    throw new RangeError(`priorGames must be a positive number, not ${priorGames}.`);
  const modelCount = table.models.length;
  const score = new Float64Array(modelCount).fill(priorGames / 2);
  const comparisons = new Float64Array(table.first.length);
  for (let pair = 0; pair < comparisons.length; pair += 1) {
    const firstWins = counts.firstWins[pair] as number;
    const secondWins = counts.secondWins[pair] as number;
    const ties = counts.ties[pair] as number;
    comparisons[pair] = firstWins + secondWins + ties;
    const first = table.first[pair] as number;
    const second = table.second[pair] as number;
    score[first] = (score[first] as number) + firstWins + ties / 2;
    score[second] = (score[second] as number) + secondWins + ties / 2;
  }
  const strength = new Float64Array(modelCount).fill(1);
  if (start !== undefined)
    for (let model = 0; model < modelCount; model += 1)
      strength[model] = Math.exp(start[model] as number);
  const { neighbourStart, neighbourPair, neighbourModel } = table;
  let sweeps = 0;
  let converged = false;
  while (!converged && sweeps < maxSweeps) {
    sweeps += 1;
    let largestStep = 0;
    for (let model = 0; model < modelCount; model += 1) {
      const current = strength[model] as number;
      let expected = priorGames / (current + 1);
      const end = neighbourStart[model + 1] as number;
      for (let slot = neighbourStart[model] as number; slot < end; slot += 1)
        expected +=
          (comparisons[neighbourPair[slot] as number] as number) /
          (current + (strength[neighbourModel[slot] as number] as number));
      const next = (score[model] as number) / expected;
      largestStep = Math.max(largestStep, Math.abs(Math.log(next / current)));
      strength[model] = next;
    }
    largestStep = Math.max(largestStep, shiftToPrior(table, strength, priorGames));
    converged = largestStep < tolerance;
  }
  return { logStrengths: strength.map(Math.log), sweeps, converged };
}
