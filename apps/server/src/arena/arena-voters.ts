import { createHmac, randomBytes } from "node:crypto";
import type { UserData } from "../db/user-data.js";
import type { ArenaOutcome } from "./arena-vote.js";
import { addToTallies, type CountedVote } from "./arena-tally-store.js";

const SECRET_NAME = "voter_secret";

/**
 * The secret voter keys are hashed with: `MODELDECK_ARENA_SECRET` when the operator set one,
 * else one made at random on first use and kept with the votes, so every server of a
 * deployment and every restart gives a voter the same digest.
 *
 * @example
 * ```ts
 * const secret = await arenaSecret(userData, process.env.MODELDECK_ARENA_SECRET);
 * ```
 */
export async function arenaSecret(userData: UserData, configured?: string): Promise<string> {
  if (configured !== undefined && configured.trim() !== "") return configured.trim();
  await userData.db
    .insertInto("arena_settings")
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await userData.db
    .selectFrom("arena_settings")
    .select("value")
    .where("name", "=", SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A voter's digest: HMAC-SHA256 of what identifies the caller (its gateway token's digest or its
 * address) under the arena secret, 32 hex digits. Neither a token nor an address is stored.
 *
 * @example
 * ```ts
 * voterDigest(secret, "ip:203.0.113.7"); // "9c1e…" (32 hex digits)
 * ```
 */
export function voterDigest(secret: string, voterKey: string): string {
  return createHmac("sha256", secret).update(voterKey, "utf8").digest("hex").slice(0, 32);
}

/**
 * One voter as an operator sees them: digest, votes cast (counted or not), whether excluded.
 *
 * @example
 * ```ts
 * const voter: VoterSummary = { voter: "9c1e…", votes: 310, lastVoteAt: "2026-11-28T03:00:00.000Z", excluded: false };
 * ```
 */
export interface VoterSummary {
  voter: string;
  votes: number;
  lastVoteAt: string;
  excluded: boolean;
}

/**
 * The voters with the most votes first (at most `limit`), for an operator looking for abuse.
 *
 * @example
 * ```ts
 * const top = await listVoters(userData, 50);
 * ```
 */
export async function listVoters(userData: UserData, limit: number): Promise<VoterSummary[]> {
  const rows = await userData.db
    .selectFrom("arena_votes")
    .leftJoin(
      "arena_excluded_voters",
      "arena_excluded_voters.voter_digest",
      "arena_votes.voter_digest",
    )
    .select((row) => [
      "arena_votes.voter_digest as voter",
      row.fn.countAll<number | string>().as("votes"),
      row.fn.max("arena_votes.voted_at").as("last_vote_at"),
      row.fn.max("arena_excluded_voters.excluded_at").as("excluded_at"),
    ])
    .groupBy("arena_votes.voter_digest")
    .orderBy("votes", "desc")
    .orderBy("voter")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    voter: row.voter,
    votes: Number(row.votes),
    lastVoteAt: row.last_vote_at,
    excluded: row.excluded_at !== null,
  }));
}

/**
 * Excludes a voter: their counted votes are taken back out of every tally (the votes stay,
 * marked excluded) and their later votes are stored without being counted. Returns how many
 * votes were taken back; excluding twice takes back nothing more.
 *
 * @example
 * ```ts
 * await excludeVoter(userData, "9c1e…", new Date().toISOString()); // 310
 * ```
 */
export async function excludeVoter(userData: UserData, voter: string, at: string): Promise<number> {
  return userData.db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto("arena_excluded_voters")
      .values({ voter_digest: voter, excluded_at: at })
      .onConflict((conflict) => conflict.column("voter_digest").doNothing())
      .execute();
    const counted = await transaction
      .selectFrom("arena_votes")
      .select(["task", "models", "outcome", "category", "voted_at"])
      .where("voter_digest", "=", voter)
      .where("excluded", "=", 0)
      .execute();
    await addToTallies(transaction, counted.map(asCounted), -1);
    await transaction
      .updateTable("arena_votes")
      .set({ excluded: 1 })
      .where("voter_digest", "=", voter)
      .execute();
    return counted.length;
  });
}

/**
 * Resets a voter: deletes all their votes, taking the counted ones back out of the tallies,
 * and lifts an exclusion. Returns how many votes were deleted.
 *
 * @example
 * ```ts
 * await resetVoter(userData, "9c1e…"); // 310
 * ```
 */
export async function resetVoter(userData: UserData, voter: string): Promise<number> {
  return userData.db.transaction().execute(async (transaction) => {
    const votes = await transaction
      .selectFrom("arena_votes")
      .select(["task", "models", "outcome", "category", "voted_at", "excluded"])
      .where("voter_digest", "=", voter)
      .execute();
    const counted = votes.filter((vote) => Number(vote.excluded) === 0);
    await addToTallies(transaction, counted.map(asCounted), -1);
    await transaction.deleteFrom("arena_votes").where("voter_digest", "=", voter).execute();
    await transaction
      .deleteFrom("arena_excluded_voters")
      .where("voter_digest", "=", voter)
      .execute();
    return votes.length;
  });
}

function asCounted(row: {
  task: string;
  models: string;
  outcome: string;
  category: string;
  voted_at: string;
}): CountedVote {
  return {
    task: row.task,
    models: JSON.parse(row.models) as string[],
    outcome: JSON.parse(row.outcome) as ArenaOutcome,
    category: row.category,
    votedAt: row.voted_at,
  };
}
