// node bench/arena-leaderboard.mjs [votes] (after `tsc -p tsconfig.build.json`; part of
// `npm run bench`): stores a million arena votes (default) in the user data, on SQLite and, when
// BENCH_DATABASE_URL or DATABASE_URL names PostgreSQL, in a fresh schema there (dropped
// afterwards), with their tallies as the vote route writes them (`addToTallies`, 100,000 votes
// a transaction). Then times, for the filters the page offers — all time, the last 30 days, an
// uneven ten-month window, a category over 90 days — as medians and 95th percentiles of 200
// runs: the tally query (`readTally`); the route's answer (`LeaderboardAnswers`) for a filter's
// first request (version, tallies, categories, fit and bootstrap), right after a vote (a vote
// stored before each timed run: version, tallies, categories and the point fit, the bootstrap
// following in the background), and while the votes are unchanged (the version read and the
// cached answer). Beside them the reference (one run): reading the window's raw votes and
// summing them (`tallyVotes`), what a store without tallies would do.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { addToTallies, readTally } from "../dist/arena/arena-tally-store.js";
import { LeaderboardAnswers } from "../dist/arena/leaderboard-answers.js";
import { tallyVotes } from "../dist/arena/pair-tally.js";
import { seededRandom } from "../dist/arena/seeded-random.js";
import { openUserData } from "../dist/db/user-data.js";

const VOTES = Number(process.argv.slice(2).find((argument) => /^\d+$/.test(argument)) ?? 1_000_000);
const TASK = "text-generation";
const MODELS = Array.from({ length: 20 }, (_, index) => `org-${index % 5}/chat-model-${index}`);
const CATEGORIES = ["", "", "code", "writing", "math", "chat", "reasoning"];
const FIRST_DAY = Date.UTC(2025, 11, 1);
const DAYS = 365;
const RUNS = 200;
const LAST_DAY = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (days) =>
  new Date(FIRST_DAY + (DAYS - days) * 86_400_000).toISOString().slice(0, 10);

/** Votes in time order over a year: 80 % two columns, the rest best of 3 or an order of 4. */
function* drawVotes(random) {
  const ratings = MODELS.map(() => 1000 + 300 * (random() + random() + random() - 1.5));
  for (let index = 0; index < VOTES; index += 1) {
    const columns = random() < 0.8 ? 2 : random() < 0.5 ? 3 : 4;
    const pool = [...MODELS.keys()];
    const picked = [];
    while (picked.length < columns)
      picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
    const models = picked.map((model) => MODELS[model]);
    const best = picked.reduce(
      (top, model, place) => (ratings[model] + 200 * random() > ratings[picked[top]] ? place : top),
      0,
    );
    const draw = random();
    const outcome =
      columns === 4
        ? { kind: "order", columns: [best, ...[0, 1, 2, 3].filter((column) => column !== best)] }
        : draw < 0.1
          ? { kind: "tie" }
          : draw < 0.13
            ? { kind: "both-bad" }
            : { kind: "best", column: best };
    const at = FIRST_DAY + Math.floor((index / VOTES) * DAYS * 86_400_000);
    const category = CATEGORIES[Math.floor(random() * CATEGORIES.length)];
    yield { task: TASK, models, outcome, category, votedAt: new Date(at).toISOString() };
  }
}

/** Votes per fill transaction: a big chunk sums many votes into each tally row it writes. */
const CHUNK = 100_000;

/** Stores the votes (raw rows straight through the driver, tallies through `addToTallies`). */
async function store(userData, insertRows) {
  const started = performance.now();
  let chunk = [];
  let stored = 0;
  const flush = async () => {
    await insertRows(chunk.map((vote, index) => [`bench-${stored + index}`, vote]));
    await userData.db.transaction().execute((transaction) => addToTallies(transaction, chunk, 1));
    stored += chunk.length;
    chunk = [];
  };
  for (const vote of drawVotes(seededRandom(29))) {
    chunk.push(vote);
    if (chunk.length === CHUNK) await flush();
  }
  if (chunk.length > 0) await flush();
  return (performance.now() - started) / 1000;
}

async function percentiles(runs, measure, before) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await before?.(run);
    const started = performance.now();
    await measure();
    times.push(performance.now() - started);
  }
  times.sort((one, other) => one - other);
  return { median: times[Math.floor(runs / 2)], p95: times[Math.ceil(runs * 0.95) - 1] };
}

const FILTERS = [
  ["all time", {}],
  ["last 30 days", { since: dayBefore(30), until: LAST_DAY }],
  ["2026-01-15 … 2026-11-20", { since: "2026-01-15", until: "2026-11-20" }],
  ["code, last 90 days", { category: "code", since: dayBefore(90), until: LAST_DAY }],
];

/** The reference: the window's raw votes read and summed, as a store without tallies would. */
async function rawSum(userData, filter) {
  let query = userData.db
    .selectFrom("arena_votes")
    .select(["models", "outcome", "voted_at"])
    .where("task", "=", TASK)
    .where("excluded", "=", 0);
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.since) query = query.where("voted_at", ">=", `${filter.since}T00:00:00.000Z`);
  if (filter.until) query = query.where("voted_at", "<=", `${filter.until}T23:59:59.999Z`);
  const rows = await query.execute();
  return tallyVotes(
    rows.map((row) => ({
      models: JSON.parse(row.models),
      outcome: JSON.parse(row.outcome),
      at: 0,
    })),
  );
}

const ms = (value) => `${value.toFixed(1)} ms`;
const pair = (times) => `${ms(times.median)} / ${ms(times.p95)}`.padStart(20);

async function measureEngine(name, userData) {
  const warm = new LeaderboardAnswers(userData);
  console.log(
    `\n${name}: leaderboard of ${MODELS.length} models, ${VOTES.toLocaleString("en")} votes stored, load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    "filter                     raw votes summed  tally query p50 / p95  first request p50 / p95  after a vote p50 / p95  unchanged p50 / p95",
  );
  const votes = drawVotes(seededRandom(30));
  for (const [label, filter] of FILTERS) {
    // `--no-reference` leaves out the raw sums (minutes at a million votes).
    const reference = process.argv.includes("--no-reference")
      ? { median: Number.NaN }
      : await percentiles(1, () => rawSum(userData, filter));
    const query = await percentiles(RUNS, () => readTally(userData, TASK, filter));
    // A fresh cache is what a filter's first request meets: every piece computed.
    const cold = await percentiles(RUNS, () =>
      new LeaderboardAnswers(userData).answer(TASK, filter, 10),
    );
    await warm.answer(TASK, filter, 10);
    // One vote, dated inside the window, stored (as the vote route does) before each timed read.
    const day = filter.until ?? LAST_DAY;
    const afterVote = await percentiles(
      RUNS,
      () => warm.answer(TASK, filter, 10),
      () => {
        const vote = { ...votes.next().value, votedAt: `${day}T12:00:00.000Z` };
        if (filter.category) vote.category = filter.category;
        return userData.db
          .transaction()
          .execute((transaction) => addToTallies(transaction, [vote], 1));
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await warm.answer(TASK, filter, 10);
    const cached = await percentiles(RUNS, () => warm.answer(TASK, filter, 10));
    console.log(
      `${label.padEnd(26)} ${ms(reference.median).padStart(16)}  ${pair(query)}  ${pair(cold)}     ${pair(afterVote)}    ${pair(cached)}`,
    );
  }
  console.log(
    `(load after: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")})`,
  );
}

async function sqlite() {
  // ARENA_BENCH_SQLITE_FOLDER reuses the folder an earlier run stored (and keeps it).
  const kept = process.env.ARENA_BENCH_SQLITE_FOLDER;
  const folder = kept ?? mkdtempSync(join(tmpdir(), "modeldeck-arena-bench-"));
  const file = join(folder, "userdata.sqlite");
  const userData = await openUserData({ sqliteFile: file });
  const raw = new SqliteDatabase(file);
  const insert = raw.prepare(
    "INSERT INTO arena_votes (battle_id, task, models, outcome, category, voted_at, voter_digest, excluded) VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
  );
  const insertAll = raw.transaction((rows) => {
    for (const [id, vote] of rows)
      insert.run(
        id,
        vote.task,
        JSON.stringify(vote.models),
        JSON.stringify(vote.outcome),
        vote.category,
        vote.votedAt,
        "bench-voter",
      );
  });
  try {
    if (kept === undefined) {
      const seconds = await store(userData, async (rows) => insertAll(rows));
      console.log(`SQLite: stored in ${seconds.toFixed(0)} s`);
    }
    raw.close();
    await measureEngine("SQLite", userData);
  } finally {
    await userData.close();
    if (kept === undefined) rmSync(folder, { recursive: true, force: true });
  }
}

async function postgres(url) {
  const schema = `modeldeck_arena_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const userData = await openUserData({ databaseUrl: url, postgresSchema: schema });
  try {
    const seconds = await store(userData, async (rows) => {
      const columns = [[], [], [], [], [], []];
      for (const [id, vote] of rows) {
        columns[0].push(id);
        columns[1].push(vote.task);
        columns[2].push(JSON.stringify(vote.models));
        columns[3].push(JSON.stringify(vote.outcome));
        columns[4].push(vote.category);
        columns[5].push(vote.votedAt);
      }
      await admin.query(
        `INSERT INTO ${schema}.arena_votes (battle_id, task, models, outcome, category, voted_at, voter_digest, excluded)
         SELECT *, 'bench-voter', 0 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
        columns,
      );
    });
    await admin.query(
      `ANALYZE ${schema}.arena_votes; ANALYZE ${schema}.arena_pair_tallies; ANALYZE ${schema}.arena_model_votes`,
    );
    console.log(`PostgreSQL: stored in ${seconds.toFixed(0)} s`);
    await measureEngine("PostgreSQL", userData);
  } finally {
    await userData.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

// `--engine=sqlite` or `--engine=postgres` runs one engine only.
const only = process.argv.find((argument) => argument.startsWith("--engine="))?.slice(9);
if (only !== "postgres") await sqlite();
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (only === "sqlite") process.exit(0);
if (postgresUrl?.startsWith("postgres")) await postgres(postgresUrl);
else console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL)");
