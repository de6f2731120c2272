import { describe, expect, it } from "vitest";
import type { LibraryUiElement } from "../library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../libraries/index.js";
import { descriptorsForLibrary } from "../test-support/model-corpus/index.js";
import {
  generateSafely,
  parserForLanguage,
  snippetsMissingModelId,
  syntaxFailures,
  type GeneratedSnippet,
} from "./test-support/generated-snippets.js";

// Every library with snippets, run on every descriptor it applies to: the corpus models whose
// library_name is that library, plus the library's minimal fallback descriptor.
const libraries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>);
const generationErrors: string[] = [];
const generated: GeneratedSnippet[] = [];
const silentLibraries: string[] = [];
for (const [libraryId, element] of libraries) {
  const snippets = element.snippets;
  if (!snippets) continue;
  const parser = parserForLanguage(element.snippetLanguage);
  const before = generated.length;
  for (const model of descriptorsForLibrary(libraryId, element.pipelines?.[0])) {
    generated.push(
      ...generateSafely(libraryId, model, () => snippets(model), parser, generationErrors),
    );
  }
  if (generated.length === before) silentLibraries.push(libraryId);
}

describe("library snippets over the model corpus", () => {
  it("generates without throwing", () => {
    expect(generationErrors).toEqual([]);
  });

  it("gives every library with a snippet function at least one snippet", () => {
    expect(silentLibraries).toEqual([]);
  });

  it("mentions the model id in every snippet", () => {
    expect(snippetsMissingModelId(generated)).toEqual([]);
  });

  it("produces Python that parses (one python3 process for all)", () => {
    expect(syntaxFailures(generated, "python")).toEqual([]);
  });

  it("produces shell that passes bash -n", () => {
    expect(syntaxFailures(generated, "shell")).toEqual([]);
  });

  it("produces JavaScript and TypeScript that parse", () => {
    expect(syntaxFailures(generated, "javascript")).toEqual([]);
  });
});
