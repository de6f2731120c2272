import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import {
  ggufFilesOf,
  pickGgufFile,
  pickQuantLabel,
  quantSuffix,
  shardsOf,
  singleFileQuantLabel,
} from "./gguf-files.js";

function repository(...files: string[]): ModelData {
  return {
    id: "acme/model-GGUF",
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

  it("picks a file for apps that need one, with a placeholder when none is listed", () => {
    expect(pickGgufFile(repository("model-Q8_0.gguf", "model-Q4_K_M.gguf"))).toBe(
      "model-Q4_K_M.gguf",
    );
    expect(pickGgufFile(repository("a-Q5_K_S.gguf", "a-Q8_0.gguf"))).toBe("a-Q5_K_S.gguf");
    expect(pickGgufFile(repository(), "chosen-Q2_K.gguf")).toBe("chosen-Q2_K.gguf");
    expect(pickGgufFile({ id: "acme/unknown", tags: [] })).toBe("MODEL_FILE.gguf");
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
