import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BatchResults, ColumnSummary } from "../api/batch-api";
import { BatchResultsView } from "./batch-results-view";

const usage = { usageRows: 0, promptTokens: 0, completionTokens: 0, totalTokens: 0, costRows: 0 };

function results(task: string, columns: Partial<ColumnSummary>[]): BatchResults {
  return {
    id: "b4tchIdFromTheFakeServer0",
    task,
    title: null,
    rowCount: 20,
    state: "done",
    keyMode: "own",
    listed: false,
    createdAt: "2026-11-28T06:00:00.000Z",
    startedAt: "2026-11-28T06:00:01.000Z",
    columns: columns.map((column, index) => ({
      column: index,
      model: `acme/model-${index}`,
      provider: "hf-inference",
      answered: 20,
      failed: 0,
      metrics: {},
      latency: { count: 20, p50: 800, p95: 1500, mean: 900 },
      usage,
      errors: [],
      ...column,
    })),
    agreement: columns.map(() => columns.map(() => ({ compared: 20 }))),
  };
}

describe("BatchResultsView", () => {
  afterEach(cleanup);

  it("shows time to first token p50/p95 and tokens/s for streamed chat columns", () => {
    render(
      <BatchResultsView
        results={results("conversational", [
          {
            metrics: { exactMatch: 0.5, normalizedMatch: 0.6, wordErrorRate: 0.25 },
            firstToken: { count: 20, p50: 210, p95: 480, mean: 260 },
            tokensPerSecond: 42.26,
          },
          // A column whose provider reported no usage and whose stream never started.
          { metrics: {}, firstToken: { count: 0 } },
        ])}
      />,
    );
    const scores = screen.getByRole("table", { name: "Scores per column" });
    const headings = within(scores)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(["WER", "First token p50", "First token p95", "Tokens/s"]),
    );
    const streamed = within(scores).getByRole("row", { name: /acme\/model-0/ });
    const cells = within(streamed)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(["210 ms", "480 ms", "42.3 tokens/s", "25.0%"]));
    const silent = within(scores).getByRole("row", { name: /acme\/model-1/ });
    expect(
      within(silent)
        .getAllByRole("cell")
        .filter((cell) => cell.textContent === "–").length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("shows mAP@0.5 for detection and no first-token columns where nothing streamed", () => {
    render(
      <BatchResultsView
        results={results("object-detection", [
          { metrics: { meanAveragePrecision: 0.725, labels: 3, scored: 20, unanswered: 0 } },
          // No row gave expected boxes: the server leaves the figure out.
          { metrics: { labels: 0, scored: 0, unanswered: 0 }, firstToken: { count: 0 } },
        ])}
      />,
    );
    const scores = screen.getByRole("table", { name: "Scores per column" });
    const headings = within(scores)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headings).toContain("mAP@0.5");
    expect(headings).not.toContain("First token p50");
    expect(headings).not.toContain("Accuracy");
    expect(within(scores).getByRole("row", { name: /acme\/model-0/ }).textContent).toContain(
      "72.5%",
    );
    const without = within(scores).getByRole("row", { name: /acme\/model-1/ });
    expect(within(without).getAllByRole("cell")[1]?.textContent).toBe("–");
  });

  it("scores speech recognition by word error rate", () => {
    render(
      <BatchResultsView
        results={results("automatic-speech-recognition", [
          { metrics: { exactMatch: 0.1, normalizedMatch: 0.3, wordErrorRate: 0.125 } },
          { metrics: { exactMatch: 0, normalizedMatch: 0.2, wordErrorRate: 0.4 } },
        ])}
      />,
    );
    const scores = screen.getByRole("table", { name: "Scores per column" });
    expect(within(scores).getByRole("columnheader", { name: "WER" })).toBeTruthy();
    expect(within(scores).getByRole("row", { name: /acme\/model-0/ }).textContent).toContain(
      "12.5%",
    );
  });
});
