import { describe, expect, it } from "vitest";
import type { LibraryUiElement } from "../library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../libraries/index.js";
import { descriptorsForLibrary, MODEL_CORPUS } from "../test-support/model-corpus/index.js";
import {
  distinctShapes,
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

  it("produces JavaScript that node --check accepts as a module", () => {
    expect(syntaxFailures(generated, "javascript")).toEqual([]);
  });
});

// A snippet function is shown for any model a user opens with that library's filter or tag, so
// it must also hold up for descriptors it was not written for: every library is run over the
// whole corpus, whatever the model's own library, task, config or card data.
const corpusErrors: string[] = [];
const corpusSnippets: GeneratedSnippet[] = [];
for (const [libraryId, element] of libraries) {
  const snippets = element.snippets;
  if (!snippets) continue;
  const parser = parserForLanguage(element.snippetLanguage);
  for (const model of MODEL_CORPUS) {
    corpusSnippets.push(
      ...generateSafely(libraryId, model, () => snippets(model), parser, corpusErrors),
    );
  }
}

describe("library snippets for every model of the corpus, whatever its library", () => {
  it("runs over the whole corpus", () => {
    expect(MODEL_CORPUS.length).toBeGreaterThanOrEqual(175);
    const shell = corpusSnippets.filter((snippet) => snippet.parser === "shell");
    expect(shell.length).toBeGreaterThan(distinctShapes(shell).length);
  });

  it("generates without throwing", () => {
    expect(corpusErrors).toEqual([]);
  });

  it("mentions the model id in every snippet", () => {
    expect(snippetsMissingModelId(corpusSnippets)).toEqual([]);
  });

  it("produces Python that parses (one python3 process for all)", () => {
    expect(syntaxFailures(corpusSnippets, "python")).toEqual([]);
  });

  // Shell is checked once per distinct shape, in batches of one bash process each.
  it("produces shell that passes bash -n", () => {
    expect(syntaxFailures(distinctShapes(corpusSnippets), "shell")).toEqual([]);
    // Room for a slow, shared machine, not a speed check.
  }, 60_000);

  it("produces JavaScript that node --check accepts as a module", () => {
    expect(syntaxFailures(corpusSnippets, "javascript")).toEqual([]);
  });
});
