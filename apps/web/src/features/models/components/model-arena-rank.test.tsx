import { cleanup, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import { ModelArenaRank } from "./model-arena-rank";

describe("ModelArenaRank", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/arena/leaderboards/text-generation": (_request, response) =>
        sendJson(response, {
          task: "text-generation",
          minimumVotes: 1,
          hidden: [],
          entries: [
            { model: "acme/alpha", rating: 1020, rank: 1, votes: 8, winRate: 0.6 },
            {
              model: "acme/beta",
              rating: 980.2,
              rank: 2,
              votes: 8,
              winRate: 0.4,
              interval: { lower: 960.4, upper: 999.9 },
            },
          ],
        }),
    });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it("shows the rank and interval when the task's leaderboard lists the model", async () => {
    renderWithApi(<ModelArenaRank modelId="acme/beta" task="text-generation" />, server.url);
    const note = await screen.findByRole("note", { name: "Arena rank" });
    expect(note.textContent).toBe(
      "Arena: rank 2 of 2 for text-generation, rating 980 (960–1000) from 8 votes.",
    );
  });

  it("shows nothing for a model the leaderboard does not list, or one without a task", async () => {
    // A listed model beside it shows when the shared board has arrived.
    renderWithApi(
      <>
        <ModelArenaRank modelId="acme/alpha" task="text-generation" />
        <div data-testid="gamma">
          <ModelArenaRank modelId="acme/gamma" task="text-generation" />
        </div>
        <div data-testid="untagged">
          <ModelArenaRank modelId="acme/gamma" />
        </div>
      </>,
      server.url,
    );
    await screen.findByRole("note", { name: "Arena rank" });
    expect(screen.getAllByRole("note")).toHaveLength(1);
    expect(screen.getByTestId("gamma").textContent).toBe("");
    expect(screen.getByTestId("untagged").textContent).toBe("");
  });
});
