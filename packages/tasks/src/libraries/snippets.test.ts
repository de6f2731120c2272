import { describe, expect, it } from "vitest";
import type { LibraryUiElement } from "../library-ui-element.js";
import type { ModelData } from "../model-data.js";
import {
  checkJavaScriptModules,
  checkPythonSyntax,
  checkShellSyntax,
  type SnippetToCheck,
} from "@modeldeck/test-support/syntax-check";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "./index.js";

const entries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS) as [string, LibraryUiElement][];

/** A few descriptors of the library's own kind: plain, gated with files, and one per task. */
function descriptorsFor(id: string, library: LibraryUiElement): ModelData[] {
  const modelId = `test-org/${id.replace(/[^\w.-]/g, "-")}-model`;
  const base: ModelData = { id: modelId, library_name: id, tags: [id] };
  const withFiles: ModelData = {
    ...base,
    id: `${modelId}-v2`,
    gated: "manual",
    tags: [id, "conversational", "custom_code"],
    siblings: [
      { rfilename: "config.json" },
      { rfilename: "model.safetensors" },
      { rfilename: "model-Q4_K_M.gguf" },
    ],
    cardData: { base_model: "test-org/base-model", instance_prompt: 'a photo of "sks" dog' },
  };
  const perTask = (library.pipelines ?? []).map((pipeline): ModelData => ({
    ...base,
    pipeline_tag: pipeline,
  }));
  return [base, withFiles, ...perTask];
}

function collect(): {
  python: SnippetToCheck[];
  shell: SnippetToCheck[];
  javascript: SnippetToCheck[];
  missingId: string[];
} {
  const python: SnippetToCheck[] = [];
  const shell: SnippetToCheck[] = [];
  const javascript: SnippetToCheck[] = [];
  const missingId: string[] = [];
  for (const [id, library] of entries) {
    if (!library.snippets) continue;
    for (const model of descriptorsFor(id, library)) {
      library.snippets(model).forEach((code, index) => {
        const name = `${id} ${model.id} ${model.pipeline_tag ?? ""} #${index}`;
        if (index === 0 && !code.includes(model.id)) missingId.push(name);
        const language = library.snippetLanguage ?? "python";
        if (language === "python") python.push({ name, code });
        else if (language === "sh" || language === "bash") shell.push({ name, code });
        else if (language === "js") javascript.push({ name, code });
      });
    }
  }
  return { python, shell, javascript, missingId };
}

describe("library snippets", () => {
  const { python, shell, javascript, missingId } = collect();

  it("cover at least 200 libraries, including every library in the search filter", () => {
    const withSnippets = entries.filter(([, library]) => library.snippets);
    expect(withSnippets.length).toBeGreaterThanOrEqual(200);
    const filteredWithout = entries
      .filter(([, library]) => library.filter && !library.snippets)
      .map(([id]) => id);
    expect(filteredWithout).toEqual([]);
  });

  it("name the model in the first snippet", () => {
    expect(missingId).toEqual([]);
  });

  it("are valid Python", () => {
    expect(checkPythonSyntax(python)).toEqual([]);
  });

  it("are valid shell", () => {
    expect(checkShellSyntax(shell)).toEqual([]);
  });

  it("are JavaScript modules node --check accepts", () => {
    expect(checkJavaScriptModules(javascript)).toEqual([]);
  });
});
