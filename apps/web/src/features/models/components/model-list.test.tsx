import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ModelList } from "./model-list";

describe("ModelList", () => {
  afterEach(cleanup);

  it("shows known figures and claims no zero for a model whose figures the hub does not know", () => {
    render(
      <ModelList
        models={[
          {
            id: "CompVis/stable-diffusion-v1-4",
            pipeline_tag: "text-to-image",
            downloads: 1_155_072,
            likes: 6_729,
            tags: [],
          },
          // A catalogue suggestion shipped with its id and task only.
          { id: "Qwen/Qwen2.5-VL-7B-Instruct", pipeline_tag: "image-text-to-text", tags: [] },
          { id: "google-t5/t5-small", downloads: 0, likes: 0, tags: [] },
        ]}
      />,
    );
    const cards = within(screen.getByRole("list", { name: "Models" })).getAllByRole("listitem");
    expect(cards[0]?.textContent).toMatch(/downloads/);
    expect(cards[0]?.textContent).toMatch(/likes/);
    for (const card of cards.slice(1)) {
      expect(card.textContent).not.toMatch(/downloads|likes/);
    }
  });
});
