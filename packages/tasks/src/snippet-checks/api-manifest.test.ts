import { describe, expect, it } from "vitest";
import type { LibraryUiElement } from "../library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../libraries/index.js";
import { pythonApiFindings } from "./test-support/api-findings.js";
import { loadApiManifest } from "./test-support/api-manifest.js";
import { corpusLibrarySnippets } from "./test-support/corpus-snippets.js";
import { javaScriptApiFindings } from "./test-support/javascript-api-findings.js";
import { pythonUsages } from "./test-support/python-usage.js";
import { snippetName } from "./test-support/generated-snippets.js";

const manifest = loadApiManifest();
const snippets = corpusLibrarySnippets();
const named = (parser: string) =>
  snippets
    .filter((snippet) => snippet.parser === parser)
    .map((snippet) => ({ name: snippetName(snippet), code: snippet.code }));

describe("the API manifest", () => {
  it("names one release and commit per library, read from source", () => {
    for (const entry of manifest.python) {
      expect(entry.release, entry.library).not.toBe("");
      expect(entry.commit, entry.library).toMatch(/^[0-9a-f]{40}$/);
      expect(entry.modules[entry.package], entry.library).toBeDefined();
    }
    for (const entry of manifest.javascript) {
      expect(entry.version, entry.library).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.pipelineTasks.length, entry.library).toBeGreaterThan(0);
    }
  });

  it("covers every library of the manifest that a rendered snippet imports", () => {
    const usages = pythonUsages(named("python"));
    const imported = new Set(usages.flatMap((usage) => usage.imports.map((i) => i.module)));
    const covered = manifest.python.filter((entry) =>
      [...imported].some(
        (module) => module === entry.package || module.startsWith(`${entry.package}.`),
      ),
    );
    // Every entry is there because snippets use it; an unused one means the list is stale.
    expect(covered.map((entry) => entry.library)).toEqual(
      manifest.python.map((entry) => entry.library),
    );
  });
});

// Each check parses every snippet of the model corpus: seconds of CPU, more on a loaded machine.
const CORPUS_CHECK = { timeout: 120_000 };

describe("library snippets against the libraries' real APIs", () => {
  it(
    "imports only names the named releases export, calls only registered pipeline tasks and accepted keywords (Python)",
    CORPUS_CHECK,
    () => {
      expect(pythonApiFindings(pythonUsages(named("python")), manifest)).toEqual([]);
    },
  );

  it(
    "imports only exported names and registered pipeline tasks (Transformers.js)",
    CORPUS_CHECK,
    () => {
      const libraries = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;
      const javascript = named("javascript");
      expect(javascript.length).toBeGreaterThan(0);
      expect(Object.values(libraries).some((element) => element.snippetLanguage === "js")).toBe(
        true,
      );
      expect(javaScriptApiFindings(javascript, manifest)).toEqual([]);
    },
  );
});
