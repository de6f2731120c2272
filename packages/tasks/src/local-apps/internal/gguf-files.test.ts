import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import {
  ggufFilesOf,
  listedGgufFile,
  pickQuantLabel,
  quantSuffix,
  remoteGgufFileCommands,
  shardsOf,
  singleFileQuantLabel,
} from "./gguf-files.js";

function repository(...files: string[]): ModelData {
  return {
    id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
    tags: ["gguf"],
    siblings: files.map((rfilename) => ({ rfilename })),
  };
}

describe("GGUF files of a repository", () => {
  it("lists weight files once, without projectors or later shards", () => {
    const model = repository(
      "README.md",
      "model-Q4_K_M.gguf",
      "mmproj-model-f16.gguf",
      "Q8_0/model-Q8_0-00001-of-00002.gguf",
      "Q8_0/model-Q8_0-00002-of-00002.gguf",
    );
    expect(ggufFilesOf(model)).toEqual([
      "model-Q4_K_M.gguf",
      "Q8_0/model-Q8_0-00001-of-00002.gguf",
    ]);
  });

  it("prefers the picked file, then Q4_K_M, then a lone label", () => {
    const mixed = repository("model-Q8_0.gguf", "model-Q4_K_M.gguf");
    expect(pickQuantLabel(mixed)).toBe("Q4_K_M");
    expect(pickQuantLabel(mixed, "model-Q8_0.gguf")).toBe("Q8_0");
    expect(pickQuantLabel(repository("model-Q5_K_S.gguf"))).toBe("Q5_K_S");
    expect(pickQuantLabel(repository("model-Q5_K_S.gguf", "model-Q8_0.gguf"))).toBeUndefined();
    expect(quantSuffix(repository())).toBe("");
    expect(quantSuffix(mixed)).toBe(":Q4_K_M");
  });

  it("picks a listed file for apps that need one, and none when the list is unknown", () => {
    expect(listedGgufFile(repository("model-Q8_0.gguf", "model-Q4_K_M.gguf"))).toBe(
      "model-Q4_K_M.gguf",
    );
    expect(listedGgufFile(repository("a-Q5_K_S.gguf", "a-Q8_0.gguf"))).toBe("a-Q5_K_S.gguf");
    expect(listedGgufFile(repository(), "chosen-Q2_K.gguf")).toBe("chosen-Q2_K.gguf");
    expect(listedGgufFile({ id: "Qwen/Qwen2.5-7B-Instruct-GGUF", tags: ["gguf"] })).toBe(undefined);
  });

  it("looks a file up on the Hub instead of inventing a name when the list is unknown", () => {
    const lines = remoteGgufFileCommands({ id: "Qwen/Qwen2.5-7B-Instruct-GGUF", tags: ["gguf"] });
    expect(lines.join("\n")).toContain("list_repo_files(sys.argv[1])");
    // The id is an argument of the Python, never part of its code.
    expect(lines.at(-1)).toMatch(
      /^MODEL_FILE=\$\(python3 -c '[^']*' Qwen\/Qwen2.5-7B-Instruct-GGUF\)$/,
    );
    expect(lines.join("\n")).not.toMatch(/MODEL_FILE\.gguf/);
  });

  it("lists every shard of a split file, from the file list or from the shard count", () => {
    const split = repository(
      "Q8_0/model-Q8_0-00002-of-00002.gguf",
      "Q8_0/model-Q8_0-00001-of-00002.gguf",
      "model-Q4_K_M.gguf",
    );
    expect(shardsOf(split, "Q8_0/model-Q8_0-00001-of-00002.gguf")).toEqual([
      "Q8_0/model-Q8_0-00001-of-00002.gguf",
      "Q8_0/model-Q8_0-00002-of-00002.gguf",
    ]);
    expect(shardsOf(repository(), "m-00001-of-00003.gguf")).toEqual([
      "m-00001-of-00003.gguf",
      "m-00002-of-00003.gguf",
      "m-00003-of-00003.gguf",
    ]);
    expect(shardsOf(split, "model-Q4_K_M.gguf")).toEqual(["model-Q4_K_M.gguf"]);
  });

  it("finds a single-file quant for apps that cannot read split files", () => {
    expect(
      singleFileQuantLabel(
        repository("Q4_K_M/m-Q4_K_M-00001-of-00002.gguf", "m-UD-TQ1_0.gguf", "m-Q2_K.gguf"),
      ),
    ).toBe("UD-TQ1_0");
    expect(singleFileQuantLabel(repository("m-Q8_0.gguf", "m-Q4_K_M.gguf"))).toBe("Q4_K_M");
    expect(singleFileQuantLabel(repository("Q8_0/m-Q8_0-00001-of-00002.gguf"))).toBeUndefined();
  });
});
