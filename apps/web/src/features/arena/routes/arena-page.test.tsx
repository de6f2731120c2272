import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import type { RecordedRequest } from "@modeldeck/test-support/loopback-server";
import { updateSettings } from "../../../lib/settings";
import { renderWithApi, visit } from "../../../test-support/render";
import ArenaPage from "./arena-page";

const ALPHA = "acme/chat-alpha";
const BETA = "acme/chat-beta";
const TOKEN = "md_gateway_token_for_arena";
const PNG_SHA = "a".repeat(64);

const tokenOf = (request: RecordedRequest | undefined) => request?.headers["x-modeldeck-token"];

describe("ArenaPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let voted = false;
  const votes: unknown[] = [];
  const battles: { task: string; category?: string; file?: string }[] = [];
  const runs: { title: string; setup: unknown; results: unknown[] }[] = [];
  beforeAll(async () => {
    // Answers like the server's arena: blind columns, names only in the vote's answer, and a
    // leaderboard that changes with the vote.
    server = await startFakeServer({
      "POST /api/arena/battles": (request, response) => {
        const body = JSON.parse(request.body) as (typeof battles)[number];
        battles.push(body);
        sendJson(response, {
          id: "battle-one-0000000000000",
          task: body.task,
          columns:
            body.task === "object-detection"
              ? [
                  { column: "A", answer: [{ label: "cat", score: 0.9 }] },
                  { column: "B", answer: [{ label: "dog", score: 0.8 }] },
                ]
              : [
                  { column: "A", answer: { text: "Rain taps softly." } },
                  { column: "B", error: "the model did not answer in time" },
                ],
        });
      },
      "HEAD /api/blobs/": (_request, response) => {
        response.writeHead(404, { "content-type": "application/json" });
        response.end();
      },
      "POST /api/blobs": (request, response) =>
        sendJson(
          response,
          { sha256: PNG_SHA, size: request.body.length, contentType: "image/png", url: "/x" },
          201,
        ),
      "POST /api/runs": (request, response) => {
        runs.push(JSON.parse(request.body));
        sendJson(
          response,
          { id: "Qm3vT0aZk1LpXw9YbN2cRq", createdAt: "2026-11-28T06:00:00.000Z", listed: false },
          201,
        );
      },
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
      "GET /api/arena/leaderboards/": (request, response) => {
        if (request.url.includes("format=csv")) {
          response.writeHead(200, { "content-type": "text/csv" });
          response.end("rank,model\n");
          return;
        }
        sendJson(response, {
          task: "text-generation",
          minimumVotes: 0,
          hidden: [],
          categories: ["code", "poetry"],
          entries: voted
            ? [
                { model: ALPHA, rating: 1010, rank: 1, votes: 1, winRate: 1 },
                { model: BETA, rating: 990, rank: 2, votes: 1, winRate: 0 },
              ]
            : [],
        });
      },
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
    updateSettings({ gatewayToken: TOKEN });
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
      expect(tokenOf(request)).toBe(TOKEN);
    }
  });

  it("saves the revealed battle as a run naming the models, and links to it", async () => {
    visit("/arena?task=text-generation");
    const user = userEvent.setup();
    renderWithApi(<ArenaPage />, server.url);
    await user.type(screen.getByRole("textbox", { name: "Prompt" }), "A haiku about fog");
    await user.click(screen.getByRole("button", { name: "Start a blind battle" }));
    await user.click(await screen.findByRole("button", { name: "A is better" }));
    await user.click(await screen.findByRole("button", { name: "Save this run" }));
    const link = await screen.findByRole("link", { name: "Open the saved run" });
    expect(link.getAttribute("href")).toContain("run=Qm3vT0aZk1LpXw9YbN2cRq");
    expect(runs.at(-1)).toMatchObject({
      kind: "compare",
      task: "text-generation",
      title: `${ALPHA} vs ${BETA} (arena)`,
      setup: {
        columns: [
          { model: ALPHA, provider: "together" },
          { model: BETA, provider: "together" },
        ],
        input: { text: "A haiku about fog" },
      },
      results: [
        { output: { kind: "text", text: "Rain taps softly." } },
        { output: null, error: "Column failed: the model did not answer in time" },
      ],
    });
  });

  it("sends the prompt's category and filters the leaderboard by category", async () => {
    visit("/arena?task=text-generation");
    const user = userEvent.setup();
    renderWithApi(<ArenaPage />, server.url);
    const filter = await screen.findByRole("combobox", { name: "Prompt category" });
    await screen.findByRole("option", { name: "poetry" });
    const before = server.requests.length;
    await user.selectOptions(filter, "poetry");
    await waitFor(() =>
      expect(
        server.requests
          .slice(before)
          .some((request) => request.url.endsWith("/text-generation?category=poetry")),
      ).toBe(true),
    );
    await user.type(screen.getByRole("textbox", { name: "Prompt" }), "A haiku about dew");
    await user.type(screen.getByRole("combobox", { name: "Prompt category (optional)" }), "poetry");
    await user.click(screen.getByRole("button", { name: "Start a blind battle" }));
    await screen.findByRole("region", { name: "Column A" });
    expect(battles.at(-1)).toMatchObject({ task: "text-generation", category: "poetry" });
  });

  it("downloads the exports and uploads a battle's file with the gateway token", async () => {
    updateSettings({ gatewayToken: TOKEN });
    // jsdom has no object URLs; the download hands the file to one and clicks a link to it.
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return "blob:arena-export";
    };
    URL.revokeObjectURL = () => undefined;
    visit("/arena?task=object-detection");
    const user = userEvent.setup();
    renderWithApi(<ArenaPage />, server.url);
    const before = server.requests.length;
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = server.requests
      .slice(before)
      .find((request) => request.url.includes("format=csv"));
    expect(tokenOf(exported)).toBe(TOKEN);

    const image = new File([new Uint8Array([137, 80, 78, 71])], "cat.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Input file"), image);
    // jsdom's form validation does not see files set by user-event, so submit the form itself.
    fireEvent.submit(screen.getByRole("form", { name: "Start a blind battle" }));
    await screen.findByRole("region", { name: "Column A" });
    const blobCalls = server.requests
      .slice(before)
      .filter((request) => request.url.startsWith("/api/blobs"));
    expect(blobCalls.map((request) => request.method)).toEqual(["HEAD", "POST"]);
    for (const request of blobCalls) expect(tokenOf(request)).toBe(TOKEN);
    expect(battles.at(-1)).toMatchObject({ task: "object-detection", file: PNG_SHA });
  });
});
