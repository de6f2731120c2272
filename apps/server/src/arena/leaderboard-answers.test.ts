import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { addToTallies, type CountedVote } from "./arena-tally-store.js";
import { LeaderboardAnswers } from "./leaderboard-answers.js";
import { readTallyVersion } from "./tally-versions.js";

const TASK = "summarization";

const vote = (winner: 0 | 1, category = "", votedAt = "2026-11-20T10:00:00.000Z"): CountedVote => ({
  task: TASK,
  models: ["acme/alpha", "acme/beta"],
  outcome: { kind: "best", column: winner },
  category,
  votedAt,
});

describe.each(DATABASE_ENGINES)("cached leaderboard answers on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("answers from memory until the task's tallies change, on every server", async () => {
    const userData = test.database.userData;
    expect(await readTallyVersion(userData, TASK)).toBe(0);
    await addToTallies(userData.db, [vote(0), vote(0), vote(1, "code")], 1);
    expect(await readTallyVersion(userData, TASK)).toBe(1);
    const one = new LeaderboardAnswers(userData);
    const other = new LeaderboardAnswers(userData);
    const first = await one.answer(TASK, {}, 0);
    expect(first.modelVotes).toBe(6);
    expect(first.categories).toEqual(["code"]);
    expect(first.board.entries.map((entry) => entry.model)).toEqual(["acme/alpha", "acme/beta"]);
    expect(await one.answer(TASK, {}, 0)).toBe(first);
    expect(await other.answer(TASK, {}, 0)).toEqual(first);
    // Another filter is another answer.
    expect((await one.answer(TASK, { category: "code" }, 0)).modelVotes).toBe(2);

    // A vote through any server (here: straight into the tallies) shows at once on both.
    await addToTallies(userData.db, [vote(1), vote(1), vote(1)], 1);
    const after = await one.answer(TASK, {}, 0);
    expect(after).not.toBe(first);
    expect(after.modelVotes).toBe(12);
    expect(after.board.entries[0]?.model).toBe("acme/beta");
    expect(await other.answer(TASK, {}, 0)).toEqual(after);

    // Taking votes back changes the version too.
    await addToTallies(userData.db, [vote(1), vote(1), vote(1)], -1);
    expect(await readTallyVersion(userData, TASK)).toBe(3);
    expect((await one.answer(TASK, {}, 0)).modelVotes).toBe(6);
  });

  it("shares one computation between requests that arrive together", async () => {
    const answers = new LeaderboardAnswers(test.database.userData);
    const [one, other] = await Promise.all([
      answers.answer(TASK, { since: "2026-11-01" }, 0),
      answers.answer(TASK, { since: "2026-11-01" }, 0),
    ]);
    expect(other).toBe(one);
  });

  it("recomputes a task's cached answers in the background after a vote", async () => {
    const userData = test.database.userData;
    const answers = new LeaderboardAnswers(userData);
    const before = await answers.answer(TASK, { category: "code" }, 0);
    await addToTallies(userData.db, [vote(0, "code")], 1);
    answers.refresh(TASK);
    answers.refresh("translation");
    const after = await answers.answer(TASK, { category: "code" }, 0);
    expect(after.modelVotes).toBe(before.modelVotes + 2);
  });

  it("answers at once after a vote with the last intervals carried over, then settles", async () => {
    const userData = test.database.userData;
    const answers = new LeaderboardAnswers(userData, 0);
    const first = await answers.answer(TASK, { until: "2026-12-31" }, 0);
    expect(first.provisional).toBe(false);
    await addToTallies(userData.db, [vote(0)], 1);
    const quick = await answers.answer(TASK, { until: "2026-12-31" }, 0);
    expect(quick.provisional).toBe(true);
    expect(quick.modelVotes).toBe(first.modelVotes + 2);
    for (const entry of quick.board.entries) {
      const before = first.board.entries.find((other) => other.model === entry.model);
      const moved = entry.rating - (before?.rating ?? 0);
      expect(entry.interval?.lower).toBeCloseTo((before?.interval?.lower ?? 0) + moved, 9);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const settled = await answers.answer(TASK, { until: "2026-12-31" }, 0);
    expect(settled.provisional).toBe(false);
    expect(settled.modelVotes).toBe(quick.modelVotes);
    expect(settled.board.entries.map((entry) => entry.rating)).toEqual(
      quick.board.entries.map((entry) => entry.rating),
    );
  });
});
