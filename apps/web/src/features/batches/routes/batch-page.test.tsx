import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { updateSettings } from "../../../lib/settings";
import { rememberBatch } from "../api/batch-list";
import { renderWithApi, visit } from "../../../test-support/render";
import BatchPage from "./batch-page";

const ID = "b4tchIdFromTheFakeServer0";
const COLUMNS = [
  { model: "acme/steady", provider: "hf-inference", parameters: {} },
  { model: "acme/flaky", provider: "together", parameters: {} },
];
const ROWS = [
  {
    row: 0,
    input: "great film",
    expected: "POSITIVE",
    cells: [{ answer: "POSITIVE", latencyMs: 120 }, { answer: "positive." }],
    disagree: false,
    wrong: false,
  },
  {
    row: 1,
    input: "dull film",
    expected: "NEGATIVE",
    cells: [{ answer: "NEGATIVE" }, { answer: "POSITIVE" }],
    disagree: true,
    wrong: true,
  },
  {
    row: 2,
    input: "<img src=x onerror=alert(1)>",
    expected: "NEGATIVE",
    cells: [{ answer: "NEGATIVE" }, { errorKind: "rate-limited", errorMessage: "429" }],
    disagree: false,
    wrong: false,
  },
];

function status(polls: number, paused: boolean) {
  const done = Math.min(3, polls);
  return {
    id: ID,
    task: "text-classification",
    title: "Reviews",
    rowCount: 3,
    state: paused ? "paused" : done === 3 ? "done" : "running",
    keyMode: "operator",
    listed: false,
    createdAt: "2026-11-28T06:00:00.000Z",
    startedAt: "2026-11-28T06:00:01.000Z",
    columns: COLUMNS.map((column, index) => ({
      ...column,
      done,
      errors: index === 1 && done === 3 ? 1 : 0,
      left: 3 - done,
      ...(done < 3 ? { etaSeconds: 3 - done } : {}),
    })),
  };
}

const latency = { count: 3, p50: 120, p95: 300, mean: 180 };
const usage = { usageRows: 0, promptTokens: 0, completionTokens: 0, totalTokens: 0, costRows: 0 };

describe("BatchPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let polls = 0;
  let paused = false;
  beforeAll(async () => {
    server = await startFakeServer({
      [`GET /api/batches/${ID}`]: (request, response) => {
        if (request.url.startsWith(`/api/batches/${ID}/results`)) {
          return sendJson(response, {
            ...status(polls, paused),
            columns: COLUMNS.map((column, index) => ({
              column: index,
              model: column.model,
              provider: column.provider,
              answered: 3 - index,
              failed: index,
              metrics: { accuracy: index === 0 ? 1 : 0.5, macroF1: index === 0 ? 1 : 0.333 },
              latency,
              firstToken: { count: 0 },
              usage,
              errors: index === 1 ? [{ kind: "rate-limited", count: 1 }] : [],
            })),
            agreement: [
              [
                { compared: 3, agreement: 1 },
                { compared: 2, agreement: 0.5, kappa: 0 },
              ],
              [
                { compared: 2, agreement: 0.5, kappa: 0 },
                { compared: 2, agreement: 1 },
              ],
            ],
          });
        }
        if (request.url.startsWith(`/api/batches/${ID}/rows`)) {
          const filter = new URL(request.url, server.url).searchParams.get("filter");
          const rows = ROWS.filter((row) => filter !== "wrong" || row.wrong);
          return sendJson(response, { total: rows.length, offset: 0, rows });
        }
        polls += 1;
        sendJson(response, status(polls, paused));
      },
      [`POST /api/batches/${ID}/pause`]: (_, response) => {
        paused = true;
        sendJson(response, status(polls, paused));
      },
      [`POST /api/batches/${ID}/resume`]: (_, response) => {
        paused = false;
        sendJson(response, status(polls, paused));
      },
    });
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
  afterAll(() => server.close());

  it("polls progress to the end, then shows scores, agreement, rows and exports", async () => {
    polls = 0;
    visit(`/batches/${ID}`);
    const user = userEvent.setup();
    renderWithApi(<BatchPage batchId={ID} />, server.url);
    const progress = await screen.findByRole("region", { name: "Progress" });
    await waitFor(() => expect(within(progress).getByRole("status").textContent).toBe("Done"), {
      timeout: 15_000,
    });
    expect(progress.textContent).toContain("3 of 3 rows, 1 failed");
    const bars = within(progress).getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "Rows done by acme/steady (hf-inference)",
      "Rows done by acme/flaky (together)",
    ]);

    const scores = await screen.findByRole("table", { name: "Scores per column" });
    const flaky = within(scores).getByRole("row", { name: /acme\/flaky/ });
    expect(flaky.textContent).toContain("50.0%");
    expect(flaky.textContent).toContain("rate-limited 1");
    expect(flaky.textContent).toContain("300 ms");
    const agreement = screen.getByRole("table", { name: /Agreement between columns/ });
    expect(agreement.textContent).toContain("50.0% (κ 0.00)");

    const rows = await screen.findByRole("table", { name: "Outputs side by side" });
    expect(within(rows).getAllByRole("row")).toHaveLength(4);
    // A hostile input is text, never markup.
    expect(rows.querySelector("img")).toBe(null);
    expect(rows.textContent).toContain("failed: rate-limited");
    expect(within(rows).getByRole("rowheader", { name: /2 \(columns disagree\)/ })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Wrong" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Outputs side by side" })).getAllByRole("row"),
      ).toHaveLength(2),
    );
    expect(
      server.requests.some((request) =>
        request.url.includes("/rows?filter=wrong&offset=0&limit=50"),
      ),
    ).toBe(true);

    const exports = screen.getByRole("region", { name: "Export and share" });
    expect(within(exports).getByRole("link", { name: "Rows (CSV)" }).getAttribute("href")).toBe(
      `${server.url}/api/batches/${ID}/export?format=csv&part=rows`,
    );
    // Not this browser's batch: no owner's buttons.
    expect(screen.queryByRole("button", { name: "Pause" })).toBe(null);
    expect(within(exports).queryByRole("button")).toBe(null);
  });

  it("lets this browser's owner pause a running batch and resume it with their keys", async () => {
    polls = 0;
    paused = false;
    rememberBatch({
      id: ID,
      task: "text-classification",
      title: "Reviews",
      rowCount: 3,
      createdAt: "",
    });
    visit(`/batches/${ID}`);
    const user = userEvent.setup();
    renderWithApi(<BatchPage batchId={ID} />, server.url);
    await user.click(await screen.findByRole("button", { name: "Pause" }));
    const progress = screen.getByRole("region", { name: "Progress" });
    await waitFor(() => expect(within(progress).getByRole("status").textContent).toBe("Paused"));
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
    const pause = server.requests.find((request) => request.url.endsWith("/pause"));
    expect(pause?.method).toBe("POST");
    expect(pause?.headers["x-modeldeck-owner-key"]).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    // The server keeps a user's keys only in memory: a resume sends them again.
    updateSettings({ providerKeys: { together: "tgp_v1_user_key" } });
    await user.click(screen.getByRole("button", { name: "Resume" }));
    await screen.findByRole("button", { name: "Pause" });
    const resume = server.requests.find((request) => request.url.endsWith("/resume"));
    expect(JSON.parse(resume?.body ?? "")).toEqual({ keys: { together: "tgp_v1_user_key" } });
  });
});
