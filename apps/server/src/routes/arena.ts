import { randomBytes } from "node:crypto";
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SYSTEM_CLOCK, type Clock } from "../clock.js";
import { findBattle, insertBattle, recordVote, revealBattle } from "../arena/arena-battles.js";
import type { HiddenColumn } from "../arena/arena-battles.js";
import { drawColumns, operatorPool, servedModels } from "../arena/arena-pool.js";
import { ARENA_TASKS, isArenaTask } from "../arena/arena-tasks.js";
import { voteProblem, type ArenaOutcome } from "../arena/arena-vote.js";
import { arenaSecret, voterDigest } from "../arena/arena-voters.js";
import { columnLetter, readArenaInput, runBattle } from "../arena/battle-run.js";
import { LeaderboardAnswers } from "../arena/leaderboard-answers.js";
import type { Database } from "../db/database.js";
import { accessPolicyFrom, callerAccess, type AccessPolicy } from "../gateway/gateway-access.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import {
  enforceRateLimit,
  rateLimitStoreFor,
  type RateLimit,
  type RateLimitStore,
} from "../gateway/rate-limiter.js";
import { HttpError } from "../http-error.js";
import { ERROR_BODY } from "./api-schemas.js";
import { arenaLeaderboardRoutes } from "./arena-leaderboards.js";
import { arenaVoterRoutes } from "./arena-voters.js";

/**
 * What the arena's routes share: settings read once, the voter secret, the vote rate limit's
 * counters and the cached leaderboard answers.
 *
 * @example
 * ```ts
 * const digest = await state.voterOf(request);
 * ```
 */
export interface ArenaState {
  database: Database;
  environment: GatewayEnvironment;
  clock: Clock;
  policy: AccessPolicy;
  leaderboards: LeaderboardAnswers;
  /** The caller's voter digest (HMAC of its gateway token's digest or its address). */
  voterOf(request: FastifyRequest): Promise<string>;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

function accessOf(request: FastifyRequest, policy: AccessPolicy) {
  const token = request.headers["x-modeldeck-token"];
  return callerAccess(policy, {
    token: typeof token === "string" ? token : undefined,
    ip: request.ip,
    forwarded: request.headers["x-forwarded-for"] !== undefined || "forwarded" in request.headers,
  });
}

const LETTER = Type.String({ pattern: "^[A-D]$" });
const BATTLE_BODY = Type.Object(
  {
    task: Type.String({ maxLength: 100 }),
    text: Type.Optional(Type.String({ maxLength: 20_000 })),
    file: Type.Optional(Type.String({ pattern: "^[0-9a-f]{64}$" })),
    category: Type.Optional(
      Type.String({ pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N} _-]{0,39}$", maxLength: 40 }),
    ),
    columns: Type.Optional(Type.Integer({ minimum: 2, maximum: 4 })),
  },
  { additionalProperties: false },
);
const VOTE_BODY = Type.Object(
  {
    vote: Type.Union([LETTER, Type.Literal("tie"), Type.Literal("both-bad")]),
    order: Type.Optional(Type.Array(LETTER, { minItems: 3, maxItems: 4 })),
  },
  { additionalProperties: false },
);
const BATTLE_PARAMS = Type.Object({ id: Type.String({ pattern: "^[A-Za-z0-9_-]{22,64}$" }) });

/** The vote a browser sent, as an outcome over column numbers, or a 400 saying what is wrong. */
function outcomeOf(body: Static<typeof VOTE_BODY>, models: string[]): ArenaOutcome {
  const index = (letter: string) => letter.charCodeAt(0) - 65;
  let outcome: ArenaOutcome;
  if (body.vote === "tie" || body.vote === "both-bad") outcome = { kind: body.vote };
  else if (body.order === undefined) outcome = { kind: "best", column: index(body.vote) };
  else {
    if (body.order[0] !== body.vote)
      throw new HttpError(400, "an order starts with the column voted best");
    outcome = { kind: "order", columns: body.order.map(index) };
  }
  const problem = voteProblem({ models, outcome, at: 0 });
  if (problem !== undefined) throw new HttpError(400, `this vote cannot be counted: ${problem}`);
  return outcome;
}

const revealed = (columns: HiddenColumn[]) =>
  columns.map((column, index) => ({ column: columnLetter(index), ...column }));

async function startBattle(
  app: FastifyInstance,
  state: ArenaState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = request.body as Static<typeof BATTLE_BODY>;
  const { task } = body;
  if (!isArenaTask(task))
    throw new HttpError(404, `the arena runs ${Object.keys(ARENA_TASKS).join(", ")}`);
  if (!accessOf(request, state.policy).operatorKeys)
    throw new HttpError(
      403,
      "the arena runs models with the operator's keys, which this caller may not use; ask the operator for a gateway token",
    );
  const { input, inputRef } = await readArenaInput(state.database.userData, task, body);
  const pool =
    operatorPool(state.environment, task) ??
    (await servedModels(state.database, state.environment, task));
  const hidden = drawColumns(pool, body.columns ?? 2);
  if (hidden.length < 2)
    throw new HttpError(
      409,
      `fewer than two models can run ${task} here; the operator can set a pool for it`,
    );
  const voter = await state.voterOf(request);
  const columns = await runBattle(app, request, task, hidden, input);
  const id = randomBytes(16).toString("base64url");
  await insertBattle(state.database.userData, {
    id,
    task,
    columns: hidden,
    inputRef,
    category: body.category ?? "",
    createdAt: new Date(state.clock.now()).toISOString(),
    revealedAt: null,
    voterDigest: voter,
    voted: false,
  });
  reply.header("cache-control", "no-store");
  return { id, task, category: body.category ?? null, columns };
}

/**
 * The blind arena: `POST /api/arena/battles` runs 2–4 models the server picks (the operator's
 * pool for the task, else the task's served models) on one input and answers columns "A", "B", …
 * with nothing that names a model or provider; `POST /api/arena/battles/{id}/vote` takes the
 * one vote (rate-limited per voter) and reveals the names; `POST …/reveal` reveals without a
 * vote, after which no vote is taken (409); `GET …/{id}` says whether it is still blind. The
 * leaderboards and the operator's voter routes are registered from here too.
 *
 * @example
 * ```ts
 * await app.register(arenaRoutes, { database, environment: process.env, clock: SYSTEM_CLOCK });
 * ```
 */
export async function arenaRoutes(
  app: FastifyInstance,
  options: { database: Database; environment: GatewayEnvironment; clock?: Clock },
): Promise<void> {
  const environment = options.environment;
  let secret: Promise<string> | undefined;
  const policy = accessPolicyFrom(environment);
  const state: ArenaState = {
    database: options.database,
    environment,
    clock: options.clock ?? SYSTEM_CLOCK,
    policy,
    leaderboards: new LeaderboardAnswers(options.database.userData),
    async voterOf(request) {
      secret ??= arenaSecret(options.database.userData, environment.MODELDECK_ARENA_SECRET);
      return voterDigest(await secret, accessOf(request, policy).rateLimitKey);
    },
  };
  const store: RateLimitStore = rateLimitStoreFor(options.database);
  const voteLimit: RateLimit = {
    limit: positive(environment.MODELDECK_ARENA_VOTE_LIMIT, 30),
    windowMilliseconds: positive(environment.MODELDECK_ARENA_VOTE_WINDOW_SECONDS, 60) * 1000,
  };

  app.post(
    "/api/arena/battles",
    { schema: { body: BATTLE_BODY, response: { 400: ERROR_BODY, 403: ERROR_BODY } } },
    (request, reply) => startBattle(app, state, request, reply),
  );
  app.post(
    "/api/arena/battles/:id/vote",
    { schema: { params: BATTLE_PARAMS, body: VOTE_BODY } },
    async (request, reply) => {
      const { id } = request.params as Static<typeof BATTLE_PARAMS>;
      const voter = await state.voterOf(request);
      try {
        await enforceRateLimit(store, state.clock, voteLimit, `arena-vote:${voter}`);
      } catch (error) {
        const headers = (error as HttpError).headers ?? {};
        throw new HttpError(429, "too many votes from this voter; try again later", headers);
      }
      const battle = await findBattle(options.database.userData, id);
      if (battle === undefined || battle.voterDigest !== voter)
        throw new HttpError(404, "no such battle");
      const outcome = outcomeOf(
        request.body as Static<typeof VOTE_BODY>,
        battle.columns.map((column) => column.model),
      );
      const columns = await recordVote(options.database.userData, {
        battleId: id,
        voterDigest: voter,
        outcome,
        votedAt: new Date(state.clock.now()).toISOString(),
      });
      state.leaderboards.refresh(battle.task);
      reply.header("cache-control", "no-store");
      return { id, task: battle.task, columns: revealed(columns) };
    },
  );
  app.post(
    "/api/arena/battles/:id/reveal",
    { schema: { params: BATTLE_PARAMS } },
    async (request, reply) => {
      const { id } = request.params as Static<typeof BATTLE_PARAMS>;
      const at = new Date(state.clock.now()).toISOString();
      const voter = await state.voterOf(request);
      const columns = await revealBattle(options.database.userData, id, voter, at);
      reply.header("cache-control", "no-store");
      return { id, columns: revealed(columns) };
    },
  );
  app.get(
    "/api/arena/battles/:id",
    { schema: { params: BATTLE_PARAMS } },
    async (request, reply) => {
      const { id } = request.params as Static<typeof BATTLE_PARAMS>;
      const battle = await findBattle(options.database.userData, id);
      if (battle === undefined || battle.voterDigest !== (await state.voterOf(request)))
        throw new HttpError(404, "no such battle");
      reply.header("cache-control", "no-store");
      const open = battle.revealedAt === null;
      return {
        id,
        task: battle.task,
        category: battle.category || null,
        voted: battle.voted,
        revealed: !open,
        columns: open
          ? battle.columns.map((_column, index) => ({ column: columnLetter(index) }))
          : revealed(battle.columns),
      };
    },
  );
  await arenaLeaderboardRoutes(app, state);
  await arenaVoterRoutes(app, state);
}
