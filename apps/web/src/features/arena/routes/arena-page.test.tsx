import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { updateSettings } from "../../../lib/settings";
import { renderWithApi, visit } from "../../../test-support/render";
import ArenaPage from "./arena-page";

const ALPHA = "acme/chat-alpha";
const BETA = "acme/chat-beta";

describe("ArenaPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let voted = false;
  const votes: unknown[] = [];
  beforeAll(async () => {
    // Answers like the server's arena: blind columns, names only in the vote's answer, and a
    // leaderboard that changes with the vote.
    server = await startFakeServer({
      "POST /api/arena/battles": (_request, response) =>
        sendJson(response, {
          id: "battle-one-0000000000000",
          task: "text-generation",
          columns: [
            { column: "A", answer: { text: "Rain taps softly." } },
            { column: "B", error: "the model did not answer in time" },
          ],
        }),
      "POST /api/arena/battles/": (request, response) => {
        votes.push(JSON.parse(request.body));
        voted = true;
        sendJson(response, {
          columns: [
            { column: "A", model: ALPHA, provider: "together" },
            { column: "B", model: BETA, provider: "together" },
          ],
        });
      },
      "GET /api/arena/leaderboards/text-generation": (_request, response) =>
        sendJson(response, {
          task: "text-generation",
          minimumVotes: 0,
          hidden: [],
          entries: voted
            ? [
                { model: ALPHA, rating: 1010, rank: 1, votes: 1, winRate: 1 },
                { model: BETA, rating: 990, rank: 2, votes: 1, winRate: 0 },
              ]
            : [],
        }),
    });
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
  afterAll(() => server.close());

  it("shows blind columns, then the names and the new leaderboard after the vote", async () => {
    visit("/arena?task=text-generation");
    const user = userEvent.setup();
    renderWithApi(<ArenaPage />, server.url);
    await screen.findByText(/No model has 0 votes yet/);
    await user.type(screen.getByRole("textbox", { name: "Prompt" }), "A haiku about rain");
    await user.click(screen.getByRole("button", { name: "Start a blind battle" }));
    const first = await screen.findByRole("region", { name: "Column A" });
    expect(within(first).getByText("Rain taps softly.")).toBeTruthy();
    const second = screen.getByRole("region", { name: "Column B" });
    expect(within(second).getByRole("status").textContent).toContain("did not answer in time");
    expect(document.body.textContent).not.toContain(ALPHA);

    await user.click(screen.getByRole("button", { name: "A is better" }));
    await screen.findByRole("heading", { name: `A: ${ALPHA} (together)` });
    expect(votes).toEqual([{ vote: "A" }]);
    const table = await screen.findByRole("table", {
      name: "Arena leaderboard for text-generation",
    });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("sends the gateway token from Settings with every arena request", async () => {
    updateSettings({ gatewayToken: "md_gateway_token_for_arena" });
    visit("/arena?task=text-generation");
    const before = server.requests.length;
    const user = userEvent.setup();
    renderWithApi(<ArenaPage />, server.url);
    await screen.findByRole("heading", { name: "Leaderboard" });
    await user.type(screen.getByRole("textbox", { name: "Prompt" }), "A haiku about snow");
    await user.click(screen.getByRole("button", { name: "Start a blind battle" }));
    await user.click(await screen.findByRole("button", { name: "A is better" }));
    await screen.findByRole("heading", { name: `A: ${ALPHA} (together)` });
    const arenaCalls = server.requests
      .slice(before)
      .filter((request) => request.method !== "OPTIONS" && request.url.startsWith("/api/arena/"));
    expect(arenaCalls.map((request) => `${request.method} ${request.url.split("/")[3]}`)).toEqual(
      expect.arrayContaining(["GET leaderboards", "POST battles"]),
    );
    expect(arenaCalls.some((request) => request.url.endsWith("/vote"))).toBe(true);
    for (const request of arenaCalls) {
      expect(request.headers["x-modeldeck-token"]).toBe("md_gateway_token_for_arena");
    }
  });
});
