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

  it("gives a GGUF repository whose card names no library the llama-cpp-python snippet", () => {
    render(<UseThisModel model={GGUF_MODEL} />);
    const snippet = screen.getAllByRole("figure")[0]?.textContent ?? "";
    expect(snippet).toContain("Llama.from_pretrained(");
    expect(snippet).toContain('repo_id="ggml-org/gemma-3-1b-it-GGUF"');
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
    const apps = screen.getByRole("group", { name: "Local apps" });
    expect(apps.textContent).toContain("Q4_K_M");
    await userEvent.selectOptions(picker, "gemma-3-1b-it-Q8_0.gguf");
    expect(apps.textContent).toContain("Q8_0");
  });

  it("groups local apps under chat apps, servers and command line, each heading above its own code", () => {
    render(<UseThisModel model={GGUF_MODEL} />);
    const apps = screen.getByRole("group", { name: "Local apps" });
    const headings = within(apps)
      .getAllByRole("heading", { level: 4 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(["Chat apps", "Command line"]));
    for (const name of headings) {
      const list = within(apps).getByRole("list", { name: name ?? "" });
      const heading = within(apps).getByRole("heading", { level: 4, name: name ?? "" });
      expect(heading.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const commandLine = within(apps).getByRole("list", { name: "Command line" });
    expect(within(commandLine).getByRole("heading", { name: "llama.cpp" })).toBeTruthy();
    // Every titled block shows its own heading, followed by that block's code and nothing else.
    for (const block of within(commandLine).getAllByRole("region")) {
      const figures = within(block).getAllByRole("figure");
      const title = block.getAttribute("aria-label") ?? "";
      expect(figures.at(-1)?.querySelector("figcaption")?.textContent).toBe(title);
    }
  });
});
