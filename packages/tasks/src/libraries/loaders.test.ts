import { describe, expect, it } from "vitest";
import type { LibraryUiElement } from "../library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "./index.js";

// A descriptor with nothing library-specific in it: what a snippet generator produces for it is
// its default path, so a library whose default is only "download the repository" or "clone the
// project and run its script" has no real loader yet.
const plainModel = {
  id: "some-org/some-model",
  tags: [],
  siblings: [{ rfilename: "model.safetensors" }, { rfilename: "config.json" }],
};

const DOWNLOAD_ONLY =
  /^from huggingface_hub import snapshot_download\n\nlocal_dir = snapshot_download\([^)]*\)(\n#.*)*$/;
const CLONE_AND_RUN = /^git clone \S+\ncd \S+\npip install -r requirements\.txt\nhf download/;

function loaderKind(library: LibraryUiElement): "real" | "download" | "clone" {
  const snippets = library.snippets?.(plainModel) ?? [];
  if (snippets.length > 0 && snippets.every((snippet) => DOWNLOAD_ONLY.test(snippet)))
    return "download";
  if (snippets.length > 0 && snippets.every((snippet) => CLONE_AND_RUN.test(snippet)))
    return "clone";
  return "real";
}

describe("library loaders", () => {
  const kinds = Object.values(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>).map(
    loaderKind,
  );

  it("load the model with the library's own code for most libraries", () => {
    // 149 before the fallback pass; raise this floor when more fallbacks become real loaders.
    expect(kinds.filter((kind) => kind === "real").length).toBeGreaterThanOrEqual(188);
  });
});
