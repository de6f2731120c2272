import { Type, type Static } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { excludeVoter, listVoters, resetVoter } from "../arena/arena-voters.js";
import { requireOperator } from "../arena/operator-access.js";
import type { ArenaState } from "./arena.js";

const VOTER_PARAMS = Type.Object({ voter: Type.String({ pattern: "^[0-9a-f]{32}$" }) });

/**
 * The operator's tools against vote abuse (see `requireOperator`): `GET /api/arena/voters` lists
 * voters by their digest, most votes first; `POST /api/arena/voters/{voter}/exclude` takes a
 * voter's votes out of every leaderboard and leaves their later ones uncounted;
 * `DELETE /api/arena/voters/{voter}/votes` deletes them (and lifts an exclusion).
 *
 * @example
 * ```ts
 * await arenaVoterRoutes(app, state);
 * ```
 */
export async function arenaVoterRoutes(app: FastifyInstance, state: ArenaState): Promise<void> {
  const userData = state.database.userData;
  app.get("/api/arena/voters", async (request, reply) => {
    requireOperator(request, state.environment);
    reply.header("cache-control", "no-store");
    return { voters: await listVoters(userData, 200) };
  });
  app.post(
    "/api/arena/voters/:voter/exclude",
    { schema: { params: VOTER_PARAMS } },
    async (request) => {
      requireOperator(request, state.environment);
      const { voter } = request.params as Static<typeof VOTER_PARAMS>;
      const at = new Date(state.clock.now()).toISOString();
      return { voter, votesTakenBack: await excludeVoter(userData, voter, at) };
    },
  );
  app.delete(
    "/api/arena/voters/:voter/votes",
    { schema: { params: VOTER_PARAMS } },
    async (request) => {
      requireOperator(request, state.environment);
      const { voter } = request.params as Static<typeof VOTER_PARAMS>;
      return { voter, votesDeleted: await resetVoter(userData, voter) };
    },
  );
}
