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
  listed: index === 0,
}));

const cursorOf = (run: (typeof SAVED)[number]) =>
  Buffer.from(JSON.stringify([run.createdAt, run.id])).toString("base64url");

describe("SavedRuns", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const asked: string[] = [];
  const owners: (string | undefined)[] = [];
  const claims: unknown[] = [];
  const deleted: { id: string; owner: string | undefined }[] = [];
  beforeAll(async () => {
    // Answers like the server: `limit` runs after the cursor, and a `Link` to the next page
    // (absolute, on the server's own origin) while more are left.
    server = await startFakeServer({
      "GET /api/runs": (request, response) => {
        asked.push(request.url);
        owners.push(request.headers["x-modeldeck-owner-key"] as string | undefined);
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
      "POST /api/runs/claims": (request, response) => {
        claims.push({
          owner: request.headers["x-modeldeck-owner-key"],
          ...JSON.parse(request.body),
        });
        sendJson(response, { claimed: [{ previousId: "Qm3xV0c2kP9wLr7a", id: SAVED[3]!.id }] });
      },
      "DELETE /api/runs/": (request, response) => {
        deleted.push({
          id: request.url.split("/").pop() ?? "",
          owner: request.headers["x-modeldeck-owner-key"] as string | undefined,
        });
        response.writeHead(204).end();
      },
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    asked.length = 0;
    owners.length = 0;
    claims.length = 0;
    deleted.length = 0;
    localStorage.clear();
  });

  it("follows the Link header with Show more until every saved run is listed", async () => {
    renderWithApi(<SavedRuns version={0} />, server.url);
    const list = await screen.findByRole("list", { name: "Your saved runs" });
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
    // Each page is asked for as this browser's owner, with its key in a header, never a URL.
    const key = localStorage.getItem("modeldeck.owner-key");
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(owners).toEqual(asked.map(() => key));
    expect(asked.some((url) => url.includes(key!))).toBe(false);
    expect(within(list).getAllByText(/· public$/)).toHaveLength(1);
  });

  it("claims the runs this browser saved before owners, then deletes as their owner", async () => {
    localStorage.setItem(
      "modeldeck.run-delete-keys",
      JSON.stringify({ Qm3xV0c2kP9wLr7a: "old-delete-key" }),
    );
    renderWithApi(<SavedRuns version={0} />, server.url);
    const list = await screen.findByRole("list", { name: "Your saved runs" });
    const key = localStorage.getItem("modeldeck.owner-key");
    expect(claims).toEqual([
      { owner: key, runs: [{ id: "Qm3xV0c2kP9wLr7a", deleteKey: "old-delete-key" }] },
    ]);
    // Forgotten once the server has answered: the owner key stands for them now.
    expect(localStorage.getItem("modeldeck.run-delete-keys")).toBeNull();

    const [first] = within(list).getAllByRole("button", { name: /^Delete / });
    await userEvent.click(first!);
    await waitFor(() => expect(deleted).toEqual([{ id: SAVED[0]!.id, owner: key }]));
  });
});
