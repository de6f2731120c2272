import { Type, type Static } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { leaderboardCsv } from "../arena/leaderboard-view.js";
import { isCalendarDay } from "../arena/tally-periods.js";
import { HttpError } from "../http-error.js";
import { ERROR_BODY, queryString, singleParameter } from "./api-schemas.js";
import type { ArenaState } from "./arena.js";

const LEADERBOARD_QUERY = queryString({
  since: singleParameter(10, "First UTC day counted, YYYY-MM-DD"),
  until: singleParameter(10, "Last UTC day counted, YYYY-MM-DD"),
  category: singleParameter(40, "Only votes on prompts of this category"),
  minimum_votes: singleParameter(
    9,
    "Hide models with fewer votes (at least the server's setting)",
    {
      pattern: "^[0-9]+$",
    },
  ),
  format: Type.Union([Type.Literal("json"), Type.Literal("csv")]),
});

const TASK_PARAMS = Type.Object({ task: Type.String({ pattern: "^[a-z0-9-]{1,100}$" }) });

/**
 * `GET /api/arena/leaderboards/{task}`: the task's models ranked by a Bradley–Terry fit of the
 * counted votes, with 95 % bootstrap intervals for rating and rank, vote counts and win rates;
 * models with fewer votes than `minimum_votes` (never below `MODELDECK_ARENA_MINIMUM_VOTES`,
 * default 10) listed apart as `hidden`. `since` and `until` (UTC days) and `category` filter the
 * votes; `format=csv` answers the ranked models as CSV. It reads the task's tally version and
 * answers from memory while it holds (`LeaderboardAnswers`), else the pre-summed tallies, never
 * the votes.
 *
 * @example
 * ```ts
 * await arenaLeaderboardRoutes(app, state);
 * // GET /api/arena/leaderboards/text-generation?since=2026-11-01&format=csv
 * ```
 */
export async function arenaLeaderboardRoutes(
  app: FastifyInstance,
  state: ArenaState,
): Promise<void> {
  const floor = Number(state.environment.MODELDECK_ARENA_MINIMUM_VOTES ?? 10);
  const minimumSetting = Number.isInteger(floor) && floor >= 0 ? floor : 10;
  app.get(
    "/api/arena/leaderboards/:task",
    {
      schema: {
        params: TASK_PARAMS,
        querystring: LEADERBOARD_QUERY,
        response: { 400: ERROR_BODY },
      },
    },
    async (request, reply) => {
      const { task } = request.params as Static<typeof TASK_PARAMS>;
      const query = request.query as Static<typeof LEADERBOARD_QUERY>;
      const since = query.since || undefined;
      const until = query.until || undefined;
      for (const [name, day] of [
        ["since", since],
        ["until", until],
      ] as const)
        if (day !== undefined && !isCalendarDay(day))
          throw new HttpError(400, `${name} must be a day written YYYY-MM-DD`);
      const category = query.category || undefined;
      if (category === "*") throw new HttpError(400, "category is not valid");
      const minimumVotes = Math.max(minimumSetting, Number(query.minimum_votes || 0));
      const { board, modelVotes, categories, provisional } = await state.leaderboards.answer(
        task,
        { category, since, until },
        minimumVotes,
      );
      // Votes change it at any moment: a cache may keep it only if it asks again first.
      reply.header("cache-control", "no-cache");
      if (query.format === "csv") {
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="arena-${task}.csv"`)
          .send(leaderboardCsv(board));
      }
      return {
        task,
        since: since ?? null,
        until: until ?? null,
        category: category ?? null,
        minimumVotes,
        categories,
        modelVotes,
        provisional,
        entries: board.entries,
        hidden: board.hidden,
      };
    },
  );
}
