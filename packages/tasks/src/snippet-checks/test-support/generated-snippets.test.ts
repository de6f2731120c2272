import { describe, expect, it } from "vitest";
import {
  distinctShapes,
  generateSafely,
  parserForLanguage,
  snippetsMissingModelId,
  syntaxFailures,
  type GeneratedSnippet,
} from "./generated-snippets.js";

const model = { id: "acme/model", tags: [] };

function snippet(code: string, parser: GeneratedSnippet["parser"]): GeneratedSnippet {
  return { owner: "acme-lib", modelId: model.id, index: 0, parser, code };
}

describe("snippet check harness", () => {
  it("maps declared languages to parsers, Python by default", () => {
    expect(parserForLanguage(undefined)).toBe("python");
    expect(parserForLanguage("js")).toBe("javascript");
    expect(parserForLanguage("bash")).toBe("shell");
    expect(parserForLanguage("sh")).toBe("shell");
    expect(parserForLanguage("rust")).toBe("none");
  });

  it("reports a throwing generator with its owner and model instead of aborting", () => {
    const errors: string[] = [];
    const result = generateSafely(
      "acme-lib",
      model,
      () => {
        throw new Error("boom");
      },
      "python",
      errors,
    );
    expect(result).toEqual([]);
    expect(errors).toEqual(["acme-lib @ acme/model: boom"]);
  });

  it("flags snippets that are empty or lack the model id", () => {
    const failures = snippetsMissingModelId([
      snippet('load("acme/model")', "python"),
      snippet("load()", "python"),
      snippet("  ", "python"),
    ]);
    expect(failures).toEqual(["acme-lib @ acme/model #0", "acme-lib @ acme/model #0"]);
  });

  it("catches broken code in each language and names the snippet", () => {
    const broken = [
      snippet("print(", "python"),
      snippet("const = 1;", "javascript"),
      snippet("if then fi", "shell"),
      snippet("fn main( {", "none"),
    ];
    for (const parser of ["python", "javascript", "shell"] as const) {
      expect(syntaxFailures(broken, parser).map((failure) => failure.name)).toEqual([
        "acme-lib @ acme/model #0",
      ]);
    }
    expect(syntaxFailures(broken, "none")).toEqual([]);
  });

  it("parses JavaScript as node --check parses a module, not as TypeScript", () => {
    const declaredTwice = snippet("const pipe = 1;\nconst pipe = 2;", "javascript");
    const typed = snippet("const pipe: unknown = 1;", "javascript");
    expect(syntaxFailures([declaredTwice, typed], "javascript")).toHaveLength(2);
  });

  it("keeps one snippet per shape, the model id aside", () => {
    const other = { owner: "acme-lib", modelId: "acme/other", index: 0, parser: "shell" as const };
    const first = snippet('run "acme/model"', "shell");
    const same = { ...other, code: 'run "acme/other"' };
    const different = { ...other, code: 'run "acme/other" --fast' };
    expect(distinctShapes([first, same, different])).toEqual([first, different]);
  });
});
