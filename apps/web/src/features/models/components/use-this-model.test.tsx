import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { UseThisModel } from "./use-this-model";

const GGUF_MODEL = {
  id: "ggml-org/gemma-3-1b-it-GGUF",
  tags: ["gguf", "conversational", "text-generation"],
  pipeline_tag: "text-generation" as const,
  gguf: { total: 999_885_952, architecture: "gemma3", context_length: 32768 },
  siblings: [
    { rfilename: "gemma-3-1b-it-Q4_K_M.gguf" },
    { rfilename: "gemma-3-1b-it-Q8_0.gguf" },
    { rfilename: "README.md" },
  ],
};

describe("UseThisModel", () => {
  afterEach(cleanup);

  it("shows every snippet of the model's library", () => {
    render(
      <UseThisModel
        model={{
          id: "distilbert/distilbert-base-uncased",
          library_name: "transformers",
          pipeline_tag: "fill-mask",
          tags: ["transformers"],
        }}
      />,
    );
    const snippets = screen.getAllByRole("figure");
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets[0]?.textContent).toContain("distilbert/distilbert-base-uncased");
  });

  it("offers a GGUF quantization picker that changes the local-app commands", async () => {
    render(<UseThisModel model={GGUF_MODEL} />);
    const picker = screen.getByRole("combobox", {
      name: "Quantization (GGUF file)",
    }) as HTMLSelectElement;
    expect(picker.value).toBe("gemma-3-1b-it-Q4_K_M.gguf");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Q4_K_M — gemma-3-1b-it-Q4_K_M.gguf", "Q8_0 — gemma-3-1b-it-Q8_0.gguf"]);
    const apps = screen.getByRole("list", { name: "Local apps" });
    expect(apps.textContent).toContain("Q4_K_M");
    await userEvent.selectOptions(picker, "gemma-3-1b-it-Q8_0.gguf");
    expect(apps.textContent).toContain("Q8_0");
  });
});
