import { describe, expect, it } from "vitest";
import { isStorablePath, treeEntry } from "./tree-entries.js";

describe("what an upstream may store", () => {
  it("keeps odd file names as text and refuses paths that escape or hide control characters", () => {
    for (const path of [
      "model.safetensors",
      "onnx/model.onnx",
      "<b>bold</b>.md",
      "名前.txt",
      "a b/'c'.json",
    ]) {
      expect(isStorablePath(path)).toBe(true);
    }
    for (const path of [
      "",
      "/etc/passwd",
      "../x",
      "a/../b",
      "a//b",
      "a/./b",
      "bell\u0007",
      "tab\there",
      "x".repeat(1001),
    ]) {
      expect(isStorablePath(path)).toBe(false);
    }
  });

  it("keeps only the Hub's fields of a tree entry and drops LFS facts that do not check out", () => {
    const oid = "0".repeat(40);
    expect(
      treeEntry({
        type: "file",
        oid,
        size: 3,
        path: "a.bin",
        lfs: { oid: "x", size: 3, pointerSize: 1 },
        extra: 1,
      }),
    ).toEqual({
      type: "file",
      oid,
      size: 3,
      path: "a.bin",
    });
    expect(treeEntry({ type: "directory", oid, size: 99, path: "dir" })).toEqual({
      type: "directory",
      oid,
      size: 0,
      path: "dir",
    });
    expect(treeEntry({ type: "symlink", oid, size: 1, path: "a" })).toBeUndefined();
    expect(treeEntry({ type: "file", oid, size: 1.5, path: "a" })).toBeUndefined();
    expect(treeEntry(null)).toBeUndefined();
  });
});
