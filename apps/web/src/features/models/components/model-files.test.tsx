import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ggufBitsGroups } from "./gguf-quants";
import { ModelFiles } from "./model-files";

// File names as bartowski/Llama-3.2-3B-Instruct-GGUF publishes them; one quant split in two.
const GGUF_REPO = {
  siblings: [
    { rfilename: ".gitattributes", size: 2_470 },
    { rfilename: "Llama-3.2-3B-Instruct-IQ3_M.gguf", size: 1_599_668_576 },
    { rfilename: "Llama-3.2-3B-Instruct-Q4_K_M.gguf", size: 2_019_377_696 },
    { rfilename: "Llama-3.2-3B-Instruct-Q4_0.gguf", size: 1_917_190_176 },
    { rfilename: "Llama-3.2-3B-Instruct-Q8_0.gguf", size: 3_421_899_296 },
    {
      rfilename: "Llama-3.2-3B-Instruct-f16/Llama-3.2-3B-Instruct-f16-00001-of-00002.gguf",
      size: 4_000_000_000,
    },
    {
      rfilename: "Llama-3.2-3B-Instruct-f16/Llama-3.2-3B-Instruct-f16-00002-of-00002.gguf",
      size: 2_433_000_000,
    },
    { rfilename: "README.md" },
  ],
};

describe("ggufBitsGroups", () => {
  it("groups quantizations by nominal bits and split files under one quantization", () => {
    const groups = ggufBitsGroups(GGUF_REPO);
    expect(groups.map((group) => group.bits)).toEqual([3, 4, 8, 16]);
    const four = groups.find((group) => group.bits === 4);
    expect(four?.quants.map((quant) => [quant.label, quant.tensorType])).toEqual([
      ["Q4_0", "Q4_0"],
      ["Q4_K_M", "Q4_K"],
    ]);
    const f16 = groups.find((group) => group.bits === 16)?.quants[0];
    expect(f16?.files).toHaveLength(2);
    expect(f16?.size).toBe(6_433_000_000);
  });

  it("leaves the size out when a file of the quantization has none", () => {
    const [group] = ggufBitsGroups({ siblings: [{ rfilename: "model-Q5_K_S.gguf" }] });
    expect(group?.quants[0]).toEqual({
      label: "Q5_K_S",
      bits: 5,
      tensorType: "Q5_K",
      files: [{ path: "model-Q5_K_S.gguf" }],
    });
  });
});

describe("ModelFiles", () => {
  afterEach(cleanup);

  it("lists every file with the sizes the hub reported and the GGUF quantizations by bits", () => {
    render(<ModelFiles model={GGUF_REPO} />);
    const table = screen.getByRole("table", { name: "8 files" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(9);
    expect(within(table).getByRole("row", { name: /Q4_K_M\.gguf 2\.0 GB/ })).toBeTruthy();
    // README.md has no size in the answer: its size cell stays empty.
    expect(within(table).getByRole("row", { name: "README.md" })).toBeTruthy();
    const fourBit = screen.getByRole("list", { name: "4-bit" });
    expect(within(fourBit).getByText("Q4_K_M")).toBeTruthy();
    expect(screen.getByRole("list", { name: "16-bit" }).textContent).toContain("2 split files");
  });

  it("gives the total size when every file's size is known", () => {
    render(
      <ModelFiles
        model={{
          siblings: [
            { rfilename: "config.json", size: 629 },
            { rfilename: "model.safetensors", size: 267_832_560 },
          ],
        }}
      />,
    );
    expect(screen.getByRole("table", { name: "2 files, 267.8 MB in all" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "GGUF quantizations" })).toBeNull();
  });
});
