import { describe, expect, it } from "vitest";
import type { LibraryUiElement } from "../library-ui-element.js";
import type { ModelData } from "../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../libraries/index.js";
import { descriptorsForLibrary } from "../test-support/model-corpus/index.js";

// Libraries whose files are named by a rule of the tool that uploads them, not by guesswork.
const NAMED_BY_UPLOADER: Record<string, string> = {
  // spacy-huggingface-hub pushes every pipeline as <name>-any-py3-none-any.whl.
  spacy: "-any-py3-none-any.whl",
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The repository files a snippet names for its model: downloads by name and resolve URLs. */
function namedFiles(code: string, modelId: string): string[] {
  const id = escape(modelId);
  const patterns = [
    // hf_hub_download(repo_id="id", filename="x"), load_from_hub(repo_id="id", filename="x")
    new RegExp(`["']${id}["'][^\\n]*?filename=["']([^"'\\n]+)["']`, "g"),
    // hf download id x --local-dir …
    new RegExp(`(?:hf|huggingface-cli) download ${id} ((?!-)[^\\s"']+)`, "g"),
    new RegExp(`huggingface\\.co/${id}/resolve/[^/\\s"']+/([^\\s"'?]+)`, "g"),
  ];
  return patterns
    .flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ""))
    .filter((file) => !file.includes("*"));
}

function unlisted(model: ModelData): ModelData {
  const { siblings: _files, ...rest } = model;
  return rest;
}

/** Files a library's snippets name that the descriptor neither lists nor names in its config. */
function inventedFiles(libraryId: string, element: LibraryUiElement, model: ModelData): string[] {
  const listed = new Set((model.siblings ?? []).map((sibling) => sibling.rfilename));
  const described = JSON.stringify(unlisted(model));
  const rule = NAMED_BY_UPLOADER[libraryId];
  const files = (element.snippets?.(model) ?? []).flatMap((code) => namedFiles(code, model.id));
  return files
    .filter((file) => !listed.has(file) && !described.includes(file))
    .filter((file) => !(rule && file.endsWith(rule)))
    .map((file) => `${libraryId} @ ${model.id}${model.siblings ? "" : " (no file list)"}: ${file}`);
}

describe("files named by library snippets", () => {
  const libraries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>);

  it("finds the names a snippet downloads", () => {
    const id = "sb3/demo-hf-CartPole-v1";
    expect(
      namedFiles(
        [
          `checkpoint = load_from_hub(repo_id="${id}", filename="ppo-CartPole-v1.zip")`,
          `hf download ${id} ppo-CartPole-v1.zip --local-dir .`,
          `hf download ${id} --local-dir demo`,
          `curl -L https://huggingface.co/${id}/resolve/main/replay.mp4`,
          `Llama.from_pretrained(repo_id="${id}", filename="*Q4_K_M.gguf")`,
        ].join("\n"),
        id,
      ),
    ).toEqual(["ppo-CartPole-v1.zip", "ppo-CartPole-v1.zip", "replay.mp4"]);
  });

  it("name only files of the repository, for the corpus models with and without their file list", () => {
    const invented = libraries.flatMap(([libraryId, element]) =>
      descriptorsForLibrary(libraryId, element.pipelines?.[0]).flatMap((model) => [
        ...inventedFiles(libraryId, element, model),
        ...inventedFiles(libraryId, element, unlisted(model)),
      ]),
    );
    expect(invented).toEqual([]);
  });
});
