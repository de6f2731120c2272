import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkJavaScriptModules } from "./syntax-check.js";

// Shapes a Transformers.js snippet could take, each with what `node --check` says of it.
const CASES: [string, string, boolean][] = [
  [
    "a pipeline with top-level await",
    'import { pipeline } from "@huggingface/transformers";\n\nconst classifier = await pipeline("sentiment-analysis", "Xenova/distilbert-base-uncased-finetuned-sst-2-english");\nconst output = await classifier("I love transformers!");',
    true,
  ],
  [
    "a name declared twice",
    'import { pipeline } from "@huggingface/transformers";\n\nconst pipe = await pipeline("fill-mask", "Xenova/bert-base-uncased");\nconst pipe = await pipeline("fill-mask", "Xenova/bert-base-uncased");',
    false,
  ],
  [
    "a TypeScript type annotation",
    'import { pipeline } from "@huggingface/transformers";\n\nconst extractor: any = await pipeline("feature-extraction", "Xenova/all-MiniLM-L6-v2");',
    false,
  ],
  ["await used as a name", "const await = 1;", false],
  ["an import after code", 'const a = 1;\nimport { env } from "@huggingface/transformers";', true],
  [
    "a missing bracket",
    'const output = await generator("Once upon a time", { max_new_tokens: 20 );',
    false,
  ],
];

const scratch = mkdtempSync(join(tmpdir(), "modeldeck-node-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function nodeCheckPasses(name: string, code: string): boolean {
  const file = join(scratch, `${name.replace(/\W+/g, "-")}.mjs`);
  writeFileSync(file, code);
  return spawnSync(process.execPath, ["--check", file]).status === 0;
}

describe("checkJavaScriptModules", () => {
  it.each(CASES)("agrees with node --check on %s", (name, code, passes) => {
    expect(nodeCheckPasses(name, code)).toBe(passes);
    const failures = checkJavaScriptModules([{ name, code }]);
    expect(failures.map((failure) => failure.name)).toEqual(passes ? [] : [name]);
  });

  it("checks a whole batch in one process and names each failing snippet with Node's message", () => {
    const failures = checkJavaScriptModules(CASES.map(([name, code]) => ({ name, code })));
    expect(failures.map((failure) => failure.name)).toEqual(
      CASES.filter(([, , passes]) => !passes).map(([name]) => name),
    );
    expect(failures[0]?.message).toBe("Identifier 'pipe' has already been declared");
  });
});
