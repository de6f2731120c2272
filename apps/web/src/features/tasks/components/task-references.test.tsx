import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TaskReferences } from "./task-references";

describe("TaskReferences", () => {
  afterEach(cleanup);

  it("links a metric to the Space the catalogue names, and names any other without a link", () => {
    render(
      <TaskReferences
        title="Metrics"
        kind="metric"
        items={[
          { id: "exact-match", space: "evaluate-metric/exact_match", description: "Same text." },
          { id: "FID", description: "Feature statistics of real and generated images." },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "exact-match" }).getAttribute("href")).toBe(
      "https://huggingface.co/spaces/evaluate-metric/exact_match",
    );
    expect(screen.queryByRole("link", { name: "FID" })).toBeNull();
    expect(screen.getByText("FID")).toBeTruthy();
  });
});
