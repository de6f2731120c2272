import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ModelData } from "@modeldeck/tasks";
import { ModelList } from "./model-list";

const NOW = Date.parse("2026-11-23T12:00:00Z");

describe("ModelList", () => {
  afterEach(cleanup);

  const cards = () => within(screen.getByRole("list", { name: "Models" })).getAllByRole("listitem");

  it("shows the task, parameters, last update, downloads and likes the hub knows", () => {
    render(
      <ModelList
        now={NOW}
        models={[
          {
            id: "meta-llama/Llama-3.1-8B-Instruct",
            pipeline_tag: "text-generation",
            downloads: 5_000_000,
            likes: 4_000,
            lastModified: "2024-09-25T17:00:57.000Z",
            safetensors: { parameters: { BF16: 8_030_261_248 }, total: 8_030_261_248 },
            tags: [],
          },
        ]}
      />,
    );
    const [card] = cards();
    const facts = [...((card as HTMLElement).querySelector(".model-card-facts")?.children ?? [])];
    expect(facts.map((fact) => fact.textContent)).toEqual([
      "Text Generation",
      "8B parameters",
      "Updated 2 years ago",
      "5M downloads",
      "4K likes",
    ]);
    // The exact time is one hover away, and machine-readable.
    const time = (card as HTMLElement).querySelector("time");
    expect(time?.getAttribute("title")).toBe("25 September 2024 at 17:00 UTC");
    expect(time?.getAttribute("dateTime")).toBe("2024-09-25T17:00:57.000Z");
    // The id links to the model page, the owner dimmed apart from the name.
    const link = screen.getByRole("link", { name: "meta-llama/Llama-3.1-8B-Instruct" });
    expect(link.getAttribute("href")).toBe("/meta-llama/Llama-3.1-8B-Instruct");
    expect(link.querySelector(".model-card-owner")?.textContent).toBe("meta-llama/");
    expect(card?.querySelector('svg[data-task="text-generation"]')).not.toBeNull();
  });

  it("claims no zero for a model whose figures the hub does not know", () => {
    render(
      <ModelList
        now={NOW}
        models={[
          // A catalogue suggestion shipped with its id and task only.
          { id: "Qwen/Qwen2.5-VL-7B-Instruct", pipeline_tag: "image-text-to-text", tags: [] },
          // The compact list answers 0 for figures the seed leaves out.
          { id: "google-t5/t5-small", downloads: 0, likes: 0, tags: [] },
        ]}
      />,
    );
    for (const card of cards()) {
      expect(card.textContent).not.toMatch(/downloads|likes|parameters|Updated/);
    }
  });

  it("gives no update time for a snapshot model whose date was never read", () => {
    // The shipped seed's 2022 rows know downloads only; the hub stores its import time as
    // lastModified (the Hub's answers always have one), which is not the model's update.
    render(
      <ModelList
        now={NOW}
        models={[
          {
            id: "gpt2",
            pipeline_tag: "text-generation",
            downloads: 9_914_995,
            lastModified: "2026-11-23T11:59:00.000Z",
            factsReadAt: { downloads: "2022-07-01" },
            tags: [],
          } as ModelData,
        ]}
      />,
    );
    const [card] = cards();
    expect(card?.textContent).toContain("9.9M downloads");
    expect(card?.textContent).not.toContain("Updated");
  });

  it("writes small parameter counts in millions", () => {
    render(
      <ModelList
        now={NOW}
        models={[
          {
            id: "distilbert/distilbert-base-uncased",
            safetensors: { parameters: { F32: 66_985_530 }, total: 66_985_530 },
            tags: [],
          },
          {
            id: "Qwen/Qwen2.5-1.5B-Instruct",
            safetensors: { parameters: { BF16: 1_543_714_304 }, total: 1_543_714_304 },
            tags: [],
          },
        ]}
      />,
    );
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining("67M parameters"),
      expect.stringContaining("1.5B parameters"),
    ]);
  });
});
