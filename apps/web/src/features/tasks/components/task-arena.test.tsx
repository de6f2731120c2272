import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import { TaskArena } from "./task-arena";

const entry = (rank: number) => ({
  model: `acme/model-${rank}`,
  rating: 1100 - rank * 10,
  rank,
  votes: 20 - rank,
  winRate: 0.5,
  interval: { lower: 1090 - rank * 10, upper: 1110 - rank * 10 },
});

describe("TaskArena", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/arena/leaderboards/text-generation": (_request, response) =>
        sendJson(response, {
          task: "text-generation",
          minimumVotes: 5,
          hidden: [],
          entries: [1, 2, 3, 4, 5, 6].map(entry),
        }),
      "GET /api/arena/leaderboards/translation": (_request, response) =>
        sendJson(response, {
          task: "translation",
          minimumVotes: 5,
          hidden: [{ model: "acme/few", votes: 2 }],
          entries: [],
        }),
    });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it("lists the top five with rank, model, rating and interval, votes, and links to the arena", async () => {
    renderWithApi(<TaskArena taskId="text-generation" label="Text Generation" />, server.url);
    const table = await screen.findByRole("table", {
      name: "Top models in the arena for text generation",
    });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(6);
    expect(rows[1]?.textContent).toBe("1acme/model-11090 (1080–1100)19");
    expect(table.textContent).not.toContain("acme/model-6");
    expect(within(table).getByRole("link", { name: "acme/model-5" }).getAttribute("href")).toBe(
      "/acme/model-5",
    );
    const arena = screen.getByRole("link", { name: "Open the arena for text generation" });
    expect(arena.getAttribute("href")).toBe("/arena?task=text-generation");
  });

  it("says when no model has enough votes yet, with the link", async () => {
    renderWithApi(<TaskArena taskId="translation" label="Translation" />, server.url);
    await screen.findByText(/No model has 5 votes yet in this hub's blind arena/);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Open the arena for translation" })).toBeTruthy();
  });
});
