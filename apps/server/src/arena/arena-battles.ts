import { HttpError } from "../http-error.js";
import type { UserData } from "../db/user-data.js";
import type { ArenaOutcome } from "./arena-vote.js";
import { addToTallies, type CountedVote } from "./arena-tally-store.js";

/**
 * A column's hidden identity: the model and the provider that served it.
 *
 * @example
 * ```ts
 * const column: HiddenColumn = { model: "meta-llama/Llama-3.1-8B-Instruct", provider: "together" };
 * ```
 */
export interface HiddenColumn {
  model: string;
  provider: string;
}

/**
 * A battle as stored: who started it (a digest), what it ran, and whether it is still blind.
 *
 * @example
 * ```ts
 * const battle: StoredBattle = { id, task: "object-detection", columns, inputRef, category: "", createdAt, revealedAt: null, voterDigest, voted: false };
 * ```
 */
export interface StoredBattle {
  id: string;
  task: string;
  columns: HiddenColumn[];
  inputRef: string;
  category: string;
  createdAt: string;
  revealedAt: string | null;
  voterDigest: string;
  voted: boolean;
}

/**
 * A vote on a battle that is no longer blind, or that already has its vote: answered 409.
 *
 * @example
 * ```ts
 * throw new ArenaConflictError("this battle was already revealed; a vote is no longer taken");
 * ```
 */
class ArenaConflictError extends HttpError {
  override name = "ArenaConflictError";

  constructor(message: string) {
    super(409, message);
  }
}

/**
 * Stores a new blind battle.
 *
 * @example
 * ```ts
 * await insertBattle(userData, { id, task, columns, inputRef, category: "", createdAt, revealedAt: null, voterDigest, voted: false });
 * ```
 */
export async function insertBattle(userData: UserData, battle: StoredBattle): Promise<void> {
  await userData.db
    .insertInto("arena_battles")
    .values({
      id: battle.id,
      task: battle.task,
      columns: JSON.stringify(battle.columns),
      input_ref: battle.inputRef,
      category: battle.category,
      created_at: battle.createdAt,
      revealed_at: null,
      voter_digest: battle.voterDigest,
    })
    .execute();
}

type Reader = Pick<UserData["db"], "selectFrom">;

/**
 * A battle by id, or `undefined`.
 *
 * @example
 * ```ts
 * const battle = await findBattle(userData, id);
 * ```
 */
export async function findBattle(
  userData: UserData,
  id: string,
): Promise<StoredBattle | undefined> {
  return battleById(userData.db, id);
}

async function battleById(db: Reader, id: string): Promise<StoredBattle | undefined> {
  const row = await db
    .selectFrom("arena_battles")
    .leftJoin("arena_votes", "arena_votes.battle_id", "arena_battles.id")
    .select([
      "arena_battles.id",
      "arena_battles.task",
      "arena_battles.columns",
      "arena_battles.input_ref",
      "arena_battles.category",
      "arena_battles.created_at",
      "arena_battles.revealed_at",
      "arena_battles.voter_digest",
      "arena_votes.battle_id as vote",
    ])
    .where("arena_battles.id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    task: row.task,
    columns: JSON.parse(row.columns) as HiddenColumn[],
    inputRef: row.input_ref,
    category: row.category,
    createdAt: row.created_at,
    revealedAt: row.revealed_at,
    voterDigest: row.voter_digest,
    voted: row.vote !== null,
  };
}

/** Refused the same way whether the battle is missing or someone else's: ids are not probed. */
const notFound = () => new HttpError(404, "no such battle");

/**
 * Records the one vote of a battle and reveals it, in one transaction with its tallies (left
 * out while the voter is excluded): a second vote, or a vote after the reveal, is a 409; a
 * battle that is not the voter's is a 404. Returns the battle's columns, now revealed.
 *
 * @example
 * ```ts
 * const columns = await recordVote(userData, { battleId, voterDigest, outcome: { kind: "best", column: 1 }, votedAt: new Date().toISOString() });
 * ```
 */
export async function recordVote(
  userData: UserData,
  vote: { battleId: string; voterDigest: string; outcome: ArenaOutcome; votedAt: string },
): Promise<HiddenColumn[]> {
  return userData.db.transaction().execute(async (transaction) => {
    const battle = await battleById(transaction, vote.battleId);
    if (battle === undefined || battle.voterDigest !== vote.voterDigest) throw notFound();
    if (battle.voted) throw new ArenaConflictError("this battle already has its vote");
    if (battle.revealedAt !== null)
      throw new ArenaConflictError("this battle was already revealed; a vote is no longer taken");
    const models = battle.columns.map((column) => column.model);
    await transaction
      .insertInto("arena_votes")
      .values({
        battle_id: battle.id,
        task: battle.task,
        models: JSON.stringify(models),
        outcome: JSON.stringify(vote.outcome),
        category: battle.category,
        voted_at: vote.votedAt,
        voter_digest: vote.voterDigest,
        excluded: 0,
      })
      .execute();
    await transaction
      .updateTable("arena_battles")
      .set({ revealed_at: vote.votedAt })
      .where("id", "=", battle.id)
      .execute();
    const excluded = await transaction
      .selectFrom("arena_excluded_voters")
      .select("voter_digest")
      .where("voter_digest", "=", vote.voterDigest)
      .executeTakeFirst();
    if (excluded !== undefined) {
      await transaction
        .updateTable("arena_votes")
        .set({ excluded: 1 })
        .where("battle_id", "=", battle.id)
        .execute();
    } else {
      const counted: CountedVote = {
        task: battle.task,
        models,
        outcome: vote.outcome,
        category: battle.category,
        votedAt: vote.votedAt,
      };
      await addToTallies(transaction, [counted], 1);
    }
    return battle.columns;
  });
}

/**
 * Reveals a battle without a vote (the voter gave up on it); afterwards it takes no vote.
 * Revealing twice answers the same columns.
 *
 * @example
 * ```ts
 * const columns = await revealBattle(userData, battleId, voterDigest, new Date().toISOString());
 * ```
 */
export async function revealBattle(
  userData: UserData,
  battleId: string,
  voterDigest: string,
  at: string,
): Promise<HiddenColumn[]> {
  return userData.db.transaction().execute(async (transaction) => {
    const battle = await battleById(transaction, battleId);
    if (battle === undefined || battle.voterDigest !== voterDigest) throw notFound();
    if (battle.revealedAt === null) {
      await transaction
        .updateTable("arena_battles")
        .set({ revealed_at: at })
        .where("id", "=", battle.id)
        .execute();
    }
    return battle.columns;
  });
}
