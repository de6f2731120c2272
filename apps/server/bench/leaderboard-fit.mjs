// node bench/leaderboard-fit.mjs [votes] (after `tsc -p tsconfig.build.json`): for arenas of 10,
// 50 and 200 models, draws that many votes (default 1,000,000) between random pairs of models
// with known strengths, and prints, side by side, what a leaderboard request would cost if it
// summed the raw votes itself (the reference: tallyVotes over every vote, before any fitting)
// and what it costs over the aggregated tally the database keeps: the Bradley–Terry fit alone,
// and the whole leaderboard with 100 and 200 bootstrap resamples. Medians of five runs (three
// for the raw sum), with the one-minute load average, since the machine may be shared.
import { loadavg } from "node:os";
import { leaderboardFromTally } from "../dist/arena/arena-leaderboard.js";
import { fitLogStrengths } from "../dist/arena/bradley-terry.js";
import { comparisonTable } from "../dist/arena/comparison-table.js";
import { tallyVotes } from "../dist/arena/pair-tally.js";
import { seededRandom } from "../dist/arena/seeded-random.js";

const VOTES = Number(process.argv[2] ?? 1_000_000);
const SIZES = [10, 50, 200];

/** Votes between random pairs: ratings spread like a public leaderboard's, a third of close calls tied. */
function* drawVotes(models, count, random) {
  const ratings = models.map(() => 1000 + 300 * (random() + random() + random() - 1.5));
  for (let index = 0; index < count; index += 1) {
    const one = Math.floor(random() * models.length);
    const other = (one + 1 + Math.floor(random() * (models.length - 1))) % models.length;
    const expected = 1 / (1 + 10 ** ((ratings[other] - ratings[one]) / 400));
    const tie = 1.2 * expected * (1 - expected);
    const draw = random();
    const outcome =
      draw < expected - tie / 2
        ? { kind: "best", column: 0 }
        : draw < expected + tie / 2
          ? { kind: random() < 0.3 ? "both-bad" : "tie" }
          : { kind: "best", column: 1 };
    yield { models: [models[one], models[other]], outcome, at: index };
  }
}

function median(runs, measure) {
  const times = [];
  let result;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = measure();
    times.push(performance.now() - started);
  }
  times.sort((one, other) => one - other);
  return { milliseconds: times[Math.floor(runs / 2)], result };
}

const format = (milliseconds) => `${milliseconds.toFixed(1)} ms`.padStart(11);
console.log(`${VOTES.toLocaleString("en")} votes per arena, load ${loadavg()[0].toFixed(1)}`);
console.log(
  "models   pairs  sum raw votes (reference)  fit (sweeps)  leaderboard, 100 resamples  leaderboard, 200 resamples",
);
for (const size of SIZES) {
  const models = Array.from({ length: size }, (_, index) => `org/model-${index}`);
  const votes = [...drawVotes(models, VOTES, seededRandom(size))];
  const raw = median(3, () => tallyVotes(votes));
  const tally = raw.result;
  const table = comparisonTable(tally);
  const fit = median(5, () => fitLogStrengths(table, table));
  const hundred = median(5, () => leaderboardFromTally(tally, { resamples: 100 }));
  const twoHundred = median(5, () => leaderboardFromTally(tally, { resamples: 200 }));
  console.log(
    [
      String(size).padStart(6),
      String(tally.pairs.length).padStart(7),
      format(raw.milliseconds).padStart(26),
      `${format(fit.milliseconds)} (${fit.result.sweeps})`.padStart(13),
      format(hundred.milliseconds).padStart(27),
      format(twoHundred.milliseconds).padStart(27),
    ].join(" "),
  );
}
