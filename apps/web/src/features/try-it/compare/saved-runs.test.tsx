import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import { SavedRuns } from "./saved-runs";

const MODELS = [
  "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  "cardiffnlp/twitter-roberta-base-sentiment-latest",
  "facebook/detr-resnet-50",
  "PekingU/rtdetr_v2_r50vd",
  "openai/whisper-large-v3",
];

// More saved runs than one page holds, newest first, with ids shaped like the server's.
const SAVED = Array.from({ length: 45 }, (_, index) => ({
  id: `Qm3vT0aZk1Lp${String(index).padStart(4, "0")}`,
  kind: "try" as const,
  task: "text-classification",
  title: null,
  models: [MODELS[index % MODELS.length]!],
  createdAt: new Date(Date.UTC(2026, 10, 23, 21, 0, 0) - index * 60_000).toISOString(),
}));

const cursorOf = (run: (typeof SAVED)[number]) =>
  Buffer.from(JSON.stringify([run.createdAt, run.id])).toString("base64url");

describe("SavedRuns", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const asked: string[] = [];
  beforeAll(async () => {
    // Answers like the server: `limit` runs after the cursor, and a `Link` to the next page
    // (absolute, on the server's own origin) while more are left.
    server = await startFakeServer({
      "GET /api/runs": (request, response) => {
        asked.push(request.url);
        const query = new URL(request.url, server.url).searchParams;
        const limit = Number(query.get("limit") ?? "20");
        const cursor = query.get("cursor");
        const start = cursor === null ? 0 : SAVED.findIndex((run) => cursorOf(run) === cursor) + 1;
        const runs = SAVED.slice(start, start + limit);
        const last = runs.at(-1);
        if (start + limit < SAVED.length && last) {
          const next = new URLSearchParams({ limit: String(limit), cursor: cursorOf(last) });
          response.setHeader("link", `<${server.url}/api/runs?${next.toString()}>; rel="next"`);
        }
        response.setHeader("cache-control", "no-cache");
        sendJson(response, { runs });
      },
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    asked.length = 0;
  });

  it("follows the Link header with Show more until every saved run is listed", async () => {
    renderWithApi(<SavedRuns version={0} />, server.url);
    const list = await screen.findByRole("list", { name: "Saved runs" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    // A run without a title is named by its models.
    expect(within(list).getAllByRole("link")[0]?.textContent).toBe(SAVED[0]?.models[0]);

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(40));
    await userEvent.click(await screen.findByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(SAVED.length));
    const ids = within(list)
      .getAllByRole("link")
      .map((link) => new URLSearchParams(link.getAttribute("href")?.split("?")[1]).get("run"));
    expect(ids).toEqual(SAVED.map((run) => run.id));
    expect(within(list).getAllByRole("listitem")).toHaveLength(SAVED.length);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(asked.slice(1).every((url) => url.includes("cursor="))).toBe(true);
  });
});
