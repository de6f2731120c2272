import type { ArenaOutcome, ArenaVote } from "../arena-vote.js";
import { seededRandom } from "../seeded-random.js";

/**
 * A simulated arena: the true rating of each model (on the leaderboard's scale), how often each
 * is drawn into a vote relative to the others, and the voters' habits.
 * - `tieShare`: the chance that two equally strong models tie; for a pair where the first is
 *   expected to score p, ties happen with chance 4·tieShare·p(1−p), fewer the more the two
 *   differ. A tie takes half its chance from each side's wins, so a model's expected score (a
 *   win 1, a tie ½) stays p, which is what a rating means. At most 0.5.
 * - `bothBadShare`: the share of ties that the voter calls "both bad".
 * - `threeWayShare`, `fourWayOrderShare`: shares of votes over three columns (the best one
 *   chosen) and four columns (a full order), both drawn by Plackett–Luce: the best is chosen
 *   with chance proportional to its strength, then the next best among the rest, and so on.
 *
 * @example
 * ```ts
 * const arena: SimulatedArena = { ratings: { a: 1100, b: 1000 }, exposure: { a: 1, b: 2 }, tieShare: 0.3,
 *   bothBadShare: 0.3, threeWayShare: 0, fourWayOrderShare: 0 };
 * ```
 */
export interface SimulatedArena {
  ratings: Record<string, number>;
  exposure: Record<string, number>;
  tieShare: number;
  bothBadShare: number;
  threeWayShare: number;
  fourWayOrderShare: number;
}

/** Draws `count` items without replacement, each with chance proportional to its weight. */
function drawWeighted(
  items: string[],
  weight: (item: string) => number,
  count: number,
  random: () => number,
): string[] {
  const left = [...items];
  const drawn: string[] = [];
  while (drawn.length < count) {
    const total = left.reduce((sum, item) => sum + weight(item), 0);
    let target = random() * total;
    let index = 0;
    while (index < left.length - 1 && target >= weight(left[index] as string)) {
      target -= weight(left[index] as string);
      index += 1;
    }
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}

/**
 * `count` votes from a simulated arena, reproducible from `seed`: models drawn by exposure, the
 * columns in random order, outcomes drawn from the true ratings as `SimulatedArena` describes,
 * one vote a minute from 2025-01-01, half of them in the "code" category.
 *
 * @example
 * ```ts
 * const votes = simulateVotes(arena, 2000, 7);
 * ```
 */
export function simulateVotes(arena: SimulatedArena, count: number, seed: number): ArenaVote[] {
  const random = seededRandom(seed);
  const models = Object.keys(arena.ratings);
  const strength = (model: string): number => 10 ** ((arena.ratings[model] as number) / 400);
  const votes: ArenaVote[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = random();
    const columns =
      kind < arena.fourWayOrderShare
        ? 4
        : kind < arena.fourWayOrderShare + arena.threeWayShare
          ? 3
          : 2;
    const shown = drawWeighted(models, (model) => arena.exposure[model] ?? 1, columns, random);
    let outcome: ArenaOutcome;
    const column = (model: string): number => shown.indexOf(model);
    if (columns > 2) {
      const ranked = drawWeighted(shown, strength, columns, random);
      outcome =
        columns === 4
          ? { kind: "order", columns: ranked.map(column) }
          : { kind: "best", column: column(ranked[0] as string) };
    } else {
      const [a, b] = shown as [string, string];
      const expected = strength(a) / (strength(a) + strength(b));
      const tie = 4 * arena.tieShare * expected * (1 - expected);
      const draw = random();
      if (draw < expected - tie / 2) outcome = { kind: "best", column: 0 };
      else if (draw < expected + tie / 2)
        outcome = { kind: random() < arena.bothBadShare ? "both-bad" : "tie" };
      else outcome = { kind: "best", column: 1 };
    }
    votes.push({
      models: shown,
      outcome,
      at: Date.parse("2025-01-01T00:00:00Z") + index * 60_000,
      ...(random() < 0.5 ? { category: "code" } : {}),
    });
  }
  return votes;
}
