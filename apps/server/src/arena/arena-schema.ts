/**
 * A blind battle: the models and providers of its columns in the order shown (A first), kept
 * here and nowhere the browser can see until the battle is revealed (after a vote, or when its
 * voter gives up). `voter_digest` is an HMAC of the voter's key under the server's arena secret,
 * never a token or an address.
 *
 * @example
 * ```ts
 * const battle = await userData.db.selectFrom("arena_battles").select(["task", "revealed_at"]).where("id", "=", id).executeTakeFirst();
 * ```
 */
interface ArenaBattlesTable {
  /** URL-safe random id (base64url of 16 random bytes). */
  id: string;
  task: string;
  /** JSON array text of `{ model, provider }`, in column order. */
  columns: string;
  /** What was asked, by reference: a stored blob's SHA-256 or the SHA-256 of the text input. */
  input_ref: string;
  /** The prompt's category, `""` when the input carried none. */
  category: string;
  /** ISO 8601 text in UTC. */
  created_at: string;
  /** ISO 8601 text in UTC, `null` while the columns are still blind. */
  revealed_at: string | null;
  voter_digest: string;
}

/**
 * One vote, at most one per battle (its key is the battle's). Kept whole so an operator can
 * take a voter's votes back out of the tallies; `excluded` is 1 once they did.
 *
 * @example
 * ```ts
 * const mine = await userData.db.selectFrom("arena_votes").select("battle_id").where("voter_digest", "=", digest).execute();
 * ```
 */
interface ArenaVotesTable {
  battle_id: string;
  task: string;
  /** JSON array text of the model ids in column order. */
  models: string;
  /** JSON text of the `ArenaOutcome`. */
  outcome: string;
  category: string;
  /** ISO 8601 text in UTC. */
  voted_at: string;
  voter_digest: string;
  excluded: number;
}

/**
 * Pairwise results summed per task, category and period, so a leaderboard reads a few hundred
 * rows whatever the number of votes. Every vote is added three times over (its day `2026-11-28`,
 * its month `2026-11`, and `all`) and twice over in category (its own and `*`), so any window of
 * whole days is a sum of at most ~70 periods.
 *
 * @example
 * ```ts
 * const rows = await userData.db.selectFrom("arena_pair_tallies").selectAll().where("task", "=", "text-generation").where("category", "=", "*").where("period", "=", "all").execute();
 * ```
 */
interface ArenaPairTalliesTable {
  task: string;
  category: string;
  period: string;
  first: string;
  second: string;
  first_wins: number;
  second_wins: number;
  ties: number;
  both_bad: number;
}

/**
 * Each model's vote count, summed like {@link ArenaPairTalliesTable}; the minimum-votes rule reads it.
 *
 * @example
 * ```ts
 * const counts = await userData.db.selectFrom("arena_model_votes").select(["model", "votes"]).where("task", "=", task).execute();
 * ```
 */
interface ArenaModelVotesTable {
  task: string;
  category: string;
  period: string;
  model: string;
  votes: number;
}

/**
 * How many times each task's tallies changed: bumped in the transaction of every vote,
 * exclusion and reset, read by a leaderboard request to know whether its cached board still
 * holds (migration `0004_arena_tally_versions`).
 *
 * @example
 * ```ts
 * const row = await userData.db.selectFrom("arena_tally_versions").select("version").where("task", "=", task).executeTakeFirst();
 * ```
 */
interface ArenaTallyVersionsTable {
  task: string;
  version: number;
}

/**
 * Model votes per task and prompt category (`votes` adds each vote's number of models, like
 * {@link ArenaModelVotesTable}), kept with the tallies; the category menu lists those above 0.
 *
 * @example
 * ```ts
 * const rows = await userData.db.selectFrom("arena_category_votes").select("category").where("task", "=", task).where("votes", ">", 0).execute();
 * ```
 */
interface ArenaCategoryVotesTable {
  task: string;
  category: string;
  votes: number;
}

/**
 * Voters an operator excluded: their later votes are stored (so they see nothing change) but
 * never counted.
 *
 * @example
 * ```ts
 * const excluded = await userData.db.selectFrom("arena_excluded_voters").select("voter_digest").where("voter_digest", "=", digest).executeTakeFirst();
 * ```
 */
interface ArenaExcludedVotersTable {
  voter_digest: string;
  excluded_at: string;
}

/**
 * Server-wide arena settings kept with the votes: the secret voter keys are hashed with, made
 * once, so digests stay the same across restarts and servers.
 *
 * @example
 * ```ts
 * const secret = await userData.db.selectFrom("arena_settings").select("value").where("name", "=", "voter_secret").executeTakeFirst();
 * ```
 */
interface ArenaSettingsTable {
  name: string;
  value: string;
}

/**
 * The arena's tables in the user data (migrations `0002_arena_votes`, `0004_arena_tally_versions`).
 *
 * @example
 * ```ts
 * import type { Kysely } from "kysely";
 * declare const db: Kysely<ArenaSchema>;
 * await db.selectFrom("arena_votes").select("battle_id").limit(1).execute();
 * ```
 */
export interface ArenaSchema {
  arena_battles: ArenaBattlesTable;
  arena_votes: ArenaVotesTable;
  arena_pair_tallies: ArenaPairTalliesTable;
  arena_model_votes: ArenaModelVotesTable;
  arena_tally_versions: ArenaTallyVersionsTable;
  arena_category_votes: ArenaCategoryVotesTable;
  arena_excluded_voters: ArenaExcludedVotersTable;
  arena_settings: ArenaSettingsTable;
}
