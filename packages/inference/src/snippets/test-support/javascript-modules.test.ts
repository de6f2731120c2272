import { describe, expect, it } from "vitest";
import { checkJavaScriptModules } from "./javascript-modules.js";

describe("checkJavaScriptModules", () => {
  it("rejects what node --check rejects in a module and the TypeScript parser lets through", () => {
    const failures = checkJavaScriptModules([
      {
        name: "top-level await",
        code: 'const response = await fetch("https://router.huggingface.co/v1/models");',
      },
      { name: "declared twice", code: "const client = 1;\nconst client = 2;" },
      { name: "typed", code: "const output: Blob = new Blob([]);" },
    ]);
    expect(failures.map((failure) => failure.name)).toEqual(["declared twice", "typed"]);
    expect(failures[0]?.message).toBe("Identifier 'client' has already been declared");
  });
});
