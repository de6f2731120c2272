import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { createApiClient } from "./api-client";
import {
  arenaLeaderboardPath,
  fetchArenaLeaderboard,
  formatRating,
  gatewayTokenHeaders,
} from "./arena-leaderboard";

describe("the arena leaderboard client", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/arena/leaderboards/text-generation": (_request, response) =>
        sendJson(response, {
          task: "text-generation",
          minimumVotes: 3,
          hidden: [],
          entries: [{ model: "acme/alpha", rating: 1010.4, rank: 1, votes: 4, winRate: 0.75 }],
        }),
      "GET /api/arena/leaderboards/broken": (_request, response) =>
        sendJson(response, { entries: "not a list", hidden: null }),
      "GET /api/arena/leaderboards/refused": (_request, response) =>
        sendJson(response, { error: "a gateway token is required" }, 401),
    });
  });
  afterAll(() => server.close());
  const api = () =>
    createApiClient({ baseUrl: server.url, fetch: (input, init) => fetch(input, init) });

  it("reads a board and sends the gateway token only when there is one", async () => {
    const board = await fetchArenaLeaderboard(api(), "text-generation", "md_token_one");
    expect(board.entries[0]?.model).toBe("acme/alpha");
    expect(board.minimumVotes).toBe(3);
    await fetchArenaLeaderboard(api(), "text-generation", "");
    const [withToken, without] = server.requests.slice(-2);
    expect(withToken?.headers["x-modeldeck-token"]).toBe("md_token_one");
    expect(without?.headers["x-modeldeck-token"]).toBeUndefined();
  });

  it("reads a malformed board as an empty one and a refusal as an error with the server's words", async () => {
    const board = await fetchArenaLeaderboard(api(), "broken", "");
    expect(board).toEqual({
      task: "broken",
      entries: [],
      hidden: [],
      minimumVotes: 0,
      categories: [],
    });
    await expect(fetchArenaLeaderboard(api(), "refused", "")).rejects.toThrow(
      "a gateway token is required",
    );
  });

  it("builds paths, token headers and rating texts", () => {
    expect(arenaLeaderboardPath("a b", "csv")).toBe("/api/arena/leaderboards/a%20b?format=csv");
    expect(arenaLeaderboardPath("t", "csv", "code review")).toBe(
      "/api/arena/leaderboards/t?format=csv&category=code+review",
    );
    expect(gatewayTokenHeaders("")).toEqual({});
    expect(gatewayTokenHeaders("t")).toEqual({ "X-ModelDeck-Token": "t" });
    expect(formatRating({ rating: 1012.3, interval: { lower: 990.1, upper: 1030.8 } })).toBe(
      "1012 (990–1031)",
    );
    expect(formatRating({ rating: 999.6 })).toBe("1000");
  });
});
