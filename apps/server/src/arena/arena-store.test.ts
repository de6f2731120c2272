import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { arenaLeaderboard, leaderboardFromTally } from "./arena-leaderboard.js";
import { findBattle, insertBattle, recordVote, revealBattle } from "./arena-battles.js";
import { readTally, tallyCategories } from "./arena-tally-store.js";
import type { ArenaOutcome } from "./arena-vote.js";
import { arenaSecret, excludeVoter, listVoters, resetVoter, voterDigest } from "./arena-voters.js";
import { tallyVotes } from "./pair-tally.js";

const TASK = "text-generation";
const SUMS = "image-classification";
const MODELS = ["acme/alpha", "acme/beta", "acme/gamma"];

describe.each(DATABASE_ENGINES)("arena storage on %s", (engine) => {
  let test: TestDatabase;
  let battleCount = 0;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await test.dispose();
  });

  async function battle(
    models: string[],
    voter: string,
    category = "",
    createdAt = "2026-11-20T10:00:00.000Z",
    task = TASK,
  ): Promise<string> {
    battleCount += 1;
    const id = `battle-${engine}-${battleCount}`;
    await insertBattle(test.database.userData, {
      id,
      task,
      columns: models.map((model) => ({ model, provider: "together" })),
      inputRef: "sha256-of-input",
      category,
      createdAt,
      revealedAt: null,
      voterDigest: voter,
      voted: false,
    });
    return id;
  }

  async function vote(id: string, voter: string, outcome: ArenaOutcome, votedAt: string) {
    return recordVote(test.database.userData, {
      battleId: id,
      voterDigest: voter,
      outcome,
      votedAt,
    });
  }

  it("keeps a battle's columns and takes one vote, which reveals it", async () => {
    const id = await battle([MODELS[0]!, MODELS[1]!], "voter-1");
    const stored = await findBattle(test.database.userData, id);
    expect(stored).toMatchObject({ task: TASK, revealedAt: null, voted: false });
    const columns = await vote(
      id,
      "voter-1",
      { kind: "best", column: 0 },
      "2026-11-20T10:01:00.000Z",
    );
    expect(columns.map((column) => column.model)).toEqual([MODELS[0], MODELS[1]]);
    await expect(
      vote(id, "voter-1", { kind: "tie" }, "2026-11-20T10:02:00.000Z"),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await findBattle(test.database.userData, id)).toMatchObject({ voted: true });
  });

  it("refuses a vote after a reveal, and a vote on someone else's battle", async () => {
    const id = await battle([MODELS[0]!, MODELS[2]!], "voter-1");
    await expect(
      vote(id, "voter-2", { kind: "tie" }, "2026-11-20T10:02:00.000Z"),
    ).rejects.toMatchObject({ statusCode: 404 });
    await revealBattle(test.database.userData, id, "voter-1", "2026-11-20T10:03:00.000Z");
    await expect(
      vote(id, "voter-1", { kind: "tie" }, "2026-11-20T10:04:00.000Z"),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("sums the tallies the leaderboard reads, by window and category", async () => {
    const cast: { models: string[]; outcome: ArenaOutcome; at: number; category?: string }[] = [];
    const days = ["2026-10-30", "2026-11-01", "2026-11-15", "2026-12-02"];
    for (const [index, day] of days.entries()) {
      const models = index % 2 === 0 ? MODELS : [MODELS[1]!, MODELS[2]!];
      const outcome: ArenaOutcome =
        index === 3 ? { kind: "both-bad" } : { kind: "best", column: index % models.length };
      const category = index < 2 ? "code" : "";
      const id = await battle(models, "voter-3", category, `${day}T08:00:00.000Z`, SUMS);
      await vote(id, "voter-3", outcome, `${day}T09:00:00.000Z`);
      cast.push({
        models,
        outcome,
        at: Date.parse(`${day}T09:00:00.000Z`),
        ...(category ? { category } : {}),
      });
    }
    const byDay = (since: string, until: string) =>
      cast.filter((one) => {
        const day = new Date(one.at).toISOString().slice(0, 10);
        return day >= since && day <= until;
      });
    const november = await readTally(test.database.userData, SUMS, {
      since: "2026-11-01",
      until: "2026-11-30",
    });
    expect(november).toEqual(tallyVotes(byDay("2026-11-01", "2026-11-30")));
    const autumn = await readTally(test.database.userData, SUMS, {
      since: "2026-10-30",
      until: "2026-12-02",
    });
    expect(autumn).toEqual(tallyVotes(byDay("2026-10-30", "2026-12-02")));
    const code = await readTally(test.database.userData, SUMS, {
      category: "code",
      since: "2026-10-01",
    });
    expect(code).toEqual(tallyVotes(cast.filter((one) => one.category === "code")));
    expect(await tallyCategories(test.database.userData, SUMS)).toEqual(["code"]);
    const all = await readTally(test.database.userData, SUMS);
    expect(leaderboardFromTally(all, { resamples: 0 })).toEqual(
      arenaLeaderboard(cast, { resamples: 0 }),
    );
  });

  it("takes an excluded voter's votes back out, and does not count their later ones", async () => {
    const before = await readTally(test.database.userData, TASK);
    const id = await battle([MODELS[0]!, MODELS[2]!], "voter-4");
    await vote(id, "voter-4", { kind: "best", column: 1 }, "2026-11-21T09:00:00.000Z");
    expect(await readTally(test.database.userData, TASK)).not.toEqual(before);
    expect(await excludeVoter(test.database.userData, "voter-4", "2026-11-22T00:00:00.000Z")).toBe(
      1,
    );
    expect(await readTally(test.database.userData, TASK)).toEqual(before);
    const later = await battle([MODELS[0]!, MODELS[2]!], "voter-4");
    await vote(later, "voter-4", { kind: "best", column: 1 }, "2026-11-23T09:00:00.000Z");
    expect(await readTally(test.database.userData, TASK)).toEqual(before);
    const voters = await listVoters(test.database.userData, 10);
    expect(voters.find((one) => one.voter === "voter-4")).toMatchObject({
      votes: 2,
      excluded: true,
    });
    expect(await resetVoter(test.database.userData, "voter-4")).toBe(2);
    expect(await readTally(test.database.userData, TASK)).toEqual(before);
  });

  it("resets a voter's counted votes out of the tallies", async () => {
    const before = await readTally(test.database.userData, TASK);
    for (const day of ["2026-11-24", "2026-11-25"]) {
      const id = await battle(MODELS, "voter-5");
      await vote(id, "voter-5", { kind: "order", columns: [2, 0, 1] }, `${day}T09:00:00.000Z`);
    }
    expect(await resetVoter(test.database.userData, "voter-5")).toBe(2);
    expect(await readTally(test.database.userData, TASK)).toEqual(before);
    expect((await listVoters(test.database.userData, 10)).map((one) => one.voter)).not.toContain(
      "voter-5",
    );
  });

  it("keeps one voter secret, so digests survive a restart", async () => {
    const secret = await arenaSecret(test.database.userData);
    expect(await arenaSecret(test.database.userData)).toBe(secret);
    expect(await arenaSecret(test.database.userData, "operator-secret")).toBe("operator-secret");
    expect(voterDigest(secret, "ip:203.0.113.7")).toMatch(/^[0-9a-f]{32}$/);
    expect(voterDigest(secret, "ip:203.0.113.7")).not.toContain("203.0.113.7");
  });
});
