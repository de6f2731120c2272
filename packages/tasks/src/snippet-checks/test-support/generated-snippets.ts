import type { SnippetLanguage } from "../../library-ui-element.js";
import type { ModelData } from "../../model-data.js";
import {
  checkJavaScriptModules,
  checkPythonSyntax,
  checkShellSyntax,
  type SnippetToCheck,
  type SyntaxFailure,
} from "@modeldeck/test-support/syntax-check";

/** How a snippet is parsed: the checkers group snippet languages by parser. */
export type SnippetParser = "python" | "javascript" | "shell" | "none";

/** One generated snippet, with where it came from (shown in every failure message). */
export interface GeneratedSnippet {
  /** The library or local-app id that generated it. */
  owner: string;
  modelId: string;
  /** Position of the snippet in the generator's output (several blocks per model are common). */
  index: number;
  parser: SnippetParser;
  code: string;
}

/** The parser for a library's declared snippet language; Python when the library sets none. */
export function parserForLanguage(language: SnippetLanguage | undefined): SnippetParser {
  switch (language ?? "python") {
    case "python":
      return "python";
    case "js":
      return "javascript";
    case "sh":
    case "bash":
      return "shell";
    default:
      // R, Julia, Rust, C# and plain text have no parser on the test machine; they are still
      // checked for the model id.
      return "none";
  }
}

/** The label failures are reported under: generator id, model id and block number. */
export function snippetName(snippet: GeneratedSnippet): string {
  return `${snippet.owner} @ ${snippet.modelId} #${snippet.index}`;
}

/**
 * Calls a generator and turns an exception into a failure line instead of aborting the run,
 * so one broken generator does not hide the state of all the others.
 */
export function generateSafely(
  owner: string,
  model: ModelData,
  generate: () => string[],
  parser: SnippetParser,
  errors: string[],
): GeneratedSnippet[] {
  try {
    return generate().map((code, index) => ({ owner, modelId: model.id, index, parser, code }));
  } catch (error) {
    errors.push(
      `${owner} @ ${model.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

/** Snippets that are empty or do not mention the model they were generated for. */
export function snippetsMissingModelId(snippets: GeneratedSnippet[]): string[] {
  return snippets
    .filter((snippet) => snippet.code.trim() === "" || !snippet.code.includes(snippet.modelId))
    .map(snippetName);
}

/**
 * Parses every snippet with the parser of its language. Python goes to one `python3`
 * process for the whole batch; JavaScript is compiled as an ES module by one Node process,
 * as `node --check` would; shell snippets go through `bash -n` in batches.
 */
export function syntaxFailures(
  snippets: GeneratedSnippet[],
  parser: SnippetParser,
): SyntaxFailure[] {
  const batch: SnippetToCheck[] = snippets
    .filter((snippet) => snippet.parser === parser)
    .map((snippet) => ({ name: snippetName(snippet), code: snippet.code }));
  if (batch.length === 0) return [];
  switch (parser) {
    case "python":
      return checkPythonSyntax(batch);
    case "javascript":
      return checkJavaScriptModules(batch);
    case "shell":
      return checkShellSyntax(batch);
    case "none":
      return [];
  }
}

/**
 * One snippet per distinct shape: snippets whose code is the same once the model id is taken
 * out parse the same way, so only the first of them needs a parser.
 */
export function distinctShapes(snippets: GeneratedSnippet[]): GeneratedSnippet[] {
  const seen = new Set<string>();
  return snippets.filter((snippet) => {
    const shape = `${snippet.parser}\u0000${snippet.code.replaceAll(snippet.modelId, "\u0000")}`;
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
}
