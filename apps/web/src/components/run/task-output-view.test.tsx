import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TaskOutputView } from "./task-output-view";

describe("TaskOutputView", () => {
  beforeAll(() => {
    // jsdom has no object URLs; the views only need a string to put in src/href.
    URL.createObjectURL ??= () => "blob:test";
    URL.revokeObjectURL ??= () => undefined;
  });
  afterEach(cleanup);

  it("draws segmentation masks over the input image with a text legend", () => {
    render(
      <TaskOutputView
        inputImageUrl="/media/cat-chelsea.png"
        output={{
          kind: "masks",
          masks: [
            { label: "cat", score: 0.97, mask: "iVBORw0KGgo=" },
            { label: "wall", mask: "iVBORw0KGgo=" },
          ],
        }}
      />,
    );
    expect(
      screen.getByRole("img", { name: "The input, with the segmentation masks over it" }),
    ).toBeTruthy();
    expect(screen.getAllByTestId("mask-layer")).toHaveLength(2);
    const legend = screen.getByRole("list", { name: "Segments" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["■ cat (97.0%)", "■ wall"]);
  });

  it("plays generated audio with a download link", async () => {
    render(
      <TaskOutputView
        output={{
          kind: "media",
          mediaType: "audio",
          blob: new Blob(["RIFF"], { type: "audio/wav" }),
        }}
      />,
    );
    const link = await screen.findByRole("link", { name: "Download the audio" });
    expect(link.getAttribute("download")).toBe("modeldeck-output.wav");
    expect(document.querySelector("audio")?.getAttribute("aria-label")).toBe("Generated audio");
  });

  it("shows answers, tables, entity spans and similarity scores", () => {
    const { rerender } = render(
      <TaskOutputView output={{ kind: "answer", answer: "Paris", score: 0.93 }} />,
    );
    expect(screen.getByText("Paris")).toBeTruthy();
    rerender(
      <TaskOutputView
        output={{ kind: "table", headers: ["Row", "Prediction"], rows: [[1, "7"]] }}
      />,
    );
    expect(screen.getByRole("table", { name: "Predictions" })).toBeTruthy();
    rerender(
      <TaskOutputView
        output={{
          kind: "spans",
          text: "Ada lives in London",
          spans: [
            { start: 0, end: 3, type: "PER" },
            { start: 13, end: 19, type: "LOC" },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole("mark").map((mark) => mark.textContent)).toEqual([
      "AdaPER",
      "LondonLOC",
    ]);
    rerender(
      <TaskOutputView
        output={{ kind: "similarity", pairs: [{ label: "A kitten", score: 0.8 }] }}
      />,
    );
    expect(screen.getByRole("meter", { name: "A kitten" })).toBeTruthy();
  });
});
