import { describe, expect, it } from "vitest";
import {
  cloneAndRunSnippet,
  hfDownloadCommand,
  pythonDownloadSnippet,
} from "./download-snippet.js";
import { gatedNote, withGatedNote } from "./gated-note.js";
import {
  baseModelId,
  findFile,
  ggufFileName,
  isChatModel,
  nameWithoutNamespace,
  needsRemoteCode,
} from "./model-files.js";

describe("model-files helpers", () => {
  it("strip the namespace", () => {
    expect(nameWithoutNamespace("timm/resnet50.a1_in1k")).toBe("resnet50.a1_in1k");
    expect(nameWithoutNamespace("gpt2")).toBe("gpt2");
  });

  it("prefer the adapter config's base model over the card's", () => {
    expect(baseModelId({ id: "a/b", tags: [], cardData: { base_model: ["c/d", "e/f"] } })).toBe(
      "c/d",
    );
    expect(
      baseModelId({
        id: "a/b",
        tags: [],
        cardData: { base_model: "c/d" },
        config: { peft: { base_model_name_or_path: "g/h" } },
      }),
    ).toBe("g/h");
    expect(baseModelId({ id: "a/b", tags: [] })).toBeUndefined();
  });

  it("find files by extension in order of preference", () => {
    const model = {
      id: "a/b",
      tags: [],
      siblings: [{ rfilename: "README.md" }, { rfilename: "w.PTH" }, { rfilename: "w.onnx" }],
    };
    expect(findFile(model, [".onnx", ".pth"])).toBe("w.onnx");
    expect(findFile(model, [".pth"])).toBe("w.PTH");
    expect(findFile(model, [".bin"])).toBeUndefined();
  });

  it("pick a Q4_K_M GGUF file, skipping multimodal projectors", () => {
    const files = (names: string[]) => ({
      id: "a/b",
      tags: [],
      siblings: names.map((rfilename) => ({ rfilename })),
    });
    expect(ggufFileName(files(["m-Q8_0.gguf", "m-Q4_K_M.gguf"]))).toBe("m-Q4_K_M.gguf");
    expect(ggufFileName(files(["mmproj-f16.gguf", "m-Q8_0.gguf"]))).toBe("m-Q8_0.gguf");
    expect(ggufFileName(files(["README.md"]))).toBe("*Q4_K_M.gguf");
  });

  it("recognise chat models and remote code", () => {
    expect(isChatModel({ id: "a/b", tags: [], gguf: { chat_template: "{{ x }}" } })).toBe(true);
    expect(isChatModel({ id: "a/b", tags: ["text-generation"] })).toBe(false);
    expect(
      needsRemoteCode({
        id: "a/b",
        tags: [],
        transformersInfo: { auto_model: "AutoModel", custom_class: "X" },
      }),
    ).toBe(true);
    expect(needsRemoteCode({ id: "a/b", tags: [] })).toBe(false);
  });
});

describe("gated notes", () => {
  it("say nothing for open models", () => {
    expect(gatedNote({ id: "a/b", tags: [], gated: false })).toBe("");
    expect(withGatedNote(["code"], { id: "a/b", tags: [] })).toEqual(["code"]);
  });

  it("go above the first snippet only, as comments in the snippet's language", () => {
    const model = { id: "org/gated", tags: [], gated: "manual" as const };
    const [first, second] = withGatedNote(["one", "two"], model, "js");
    expect(first).toBe(
      "// This model is gated: accept its conditions on https://huggingface.co/org/gated\n" +
        "// and log in first (`hf auth login`, or `huggingface-cli login` on older versions).\none",
    );
    expect(second).toBe("two");
    expect(gatedNote(model, "sh").startsWith("# This model is gated")).toBe(true);
  });
});

describe("download snippets", () => {
  it("download the repository and say what comes next, in valid Python and shell", () => {
    const model = { id: "org/tool-model", tags: [] };
    expect(pythonDownloadSnippet(model, "Line one.\nLine two.")).toBe(
      `from huggingface_hub import snapshot_download\n\nlocal_dir = snapshot_download("org/tool-model")\n# Line one.\n# Line two.`,
    );
    expect(hfDownloadCommand(model)).toBe("hf download org/tool-model --local-dir tool-model");
    expect(cloneAndRunSnippet(model, "https://github.com/org/Tool.git", "python demo.py")).toBe(
      [
        "git clone https://github.com/org/Tool.git",
        "cd Tool",
        "pip install -r requirements.txt",
        "hf download org/tool-model --local-dir checkpoints",
        "python demo.py",
      ].join("\n"),
    );
  });
});
