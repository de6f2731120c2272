import type { LibraryUiElement } from "../../library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../../libraries/index.js";
import { descriptorsForLibrary, MODEL_CORPUS } from "../../test-support/model-corpus/index.js";
import {
  distinctShapes,
  generateSafely,
  parserForLanguage,
  type GeneratedSnippet,
} from "./generated-snippets.js";

/**
 * Every library snippet rendered for the model corpus: each library over its own models and
 * fallback descriptor, then over the whole corpus (a user can open any model with any
 * library's filter). Snippets that differ only by model id are kept once, since they import
 * and call the same things. Generators that throw are left to the library snippet tests.
 *
 * @example
 * ```ts
 * const python = corpusLibrarySnippets().filter((snippet) => snippet.parser === "python");
 * ```
 */
export function corpusLibrarySnippets(): GeneratedSnippet[] {
  const snippets: GeneratedSnippet[] = [];
  const ignoredErrors: string[] = [];
  const libraries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>);
  for (const [libraryId, element] of libraries) {
    const generate = element.snippets;
    if (!generate) continue;
    const parser = parserForLanguage(element.snippetLanguage);
    const models = [...descriptorsForLibrary(libraryId, element.pipelines?.[0]), ...MODEL_CORPUS];
    for (const model of models) {
      snippets.push(
        ...generateSafely(libraryId, model, () => generate(model), parser, ignoredErrors),
      );
    }
  }
  return distinctShapes(snippets);
}
