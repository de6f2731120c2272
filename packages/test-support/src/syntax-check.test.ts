import { describe, expect, it } from "vitest";
import { checkJavaScriptSyntax, checkPythonSyntax, checkShellSyntax } from "./syntax-check.js";

describe("syntax checks", () => {
  it("accepts valid Python and reports invalid Python with its line", () => {
    const failures = checkPythonSyntax([
      { name: "good", code: "from x import y\nprint(y(1))" },
      { name: "bad", code: "def f(:\n  pass" },
    ]);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.name).toBe("bad");
    expect(failures[0]?.message).toMatch(/line 1/);
  });

  it("accepts valid shell and reports an unterminated quote", () => {
    const failures = checkShellSyntax([
      { name: "good", code: "curl -s https://example.com \\\n  -H 'A: b'" },
      { name: "bad", code: "echo 'oops" },
    ]);
    expect(failures.map((failure) => failure.name)).toEqual(["bad"]);
  });

  it("names each bad shell snippet in a batch, whatever its neighbours and with an empty one", () => {
    const snippets = Array.from({ length: 900 }, (_, index) => ({
      name: `snippet-${index}`,
      code: index === 3 ? "" : `echo ${index} <<'EOF'\nbody\nEOF`,
    }));
    snippets[450] = { name: "stray-brace", code: "echo hi\n}" };
    snippets[899] = { name: "open-if", code: "if true; then echo hi" };
    const failures = checkShellSyntax(snippets);
    expect(failures.map((failure) => failure.name)).toEqual(["stray-brace", "open-if"]);
  });

  it("accepts module JavaScript with top-level await and reports a missing brace", () => {
    const failures = checkJavaScriptSyntax([
      { name: "good", code: 'import { a } from "b";\nconst c = await a({ d: 1 });' },
      { name: "bad", code: "function f( {" },
    ]);
    expect(failures.map((failure) => failure.name)).toEqual(["bad"]);
  });
});
