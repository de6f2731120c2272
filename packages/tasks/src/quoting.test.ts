import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJavaScript, readPython } from "@modeldeck/test-support/code-structure";
import { hostileValue } from "@modeldeck/test-support/hostile-values";
import {
  commentText,
  isAddressableFilePath,
  isAddressableModelId,
  javascriptString,
  optionSafePath,
  pythonString,
  shellQuote,
  shellQuoteLines,
  shellWord,
  urlPath,
  urlQueryValue,
  yamlString,
} from "./quoting.js";

// Any text but NUL, which no program can receive: full Unicode, lone surrogates aside (they
// have no UTF-8 form to hand to bash or Python), plus the characters that break quoting.
const AWKWARD = ["'", '"', "\\", "$", "`", "!", "\n", "\r", "#", "-", "\u2028", "\u202e", "\u0085"];
const texts = [
  ...fc
    .sample(fc.string({ unit: "grapheme", maxLength: 30 }), 150)
    .concat(fc.sample(fc.string({ unit: fc.constantFrom(...AWKWARD), maxLength: 12 }), 150)),
  hostileValue("quoting"),
  hostileValue("quoting", true),
  "",
].filter((value) => !value.includes("\u0000"));

/** What bash hands to a program for each word, pasted as a terminal would read it. */
function bashArguments(words: string[]): string[] {
  const script = `set -o history -o histexpand\nprintf '%s\\0' ${words.join(" ")}\n`;
  // Read from standard input, line by line, as a pasted script is.
  const result = spawnSync("bash", [], { input: script, encoding: "utf8" });
  expect(result.stderr).toBe("");
  return result.stdout.split("\u0000").slice(0, -1);
}

describe("shell quoting", () => {
  it("hands bash's programs exactly the value, whatever it holds", () => {
    expect(bashArguments(texts.map(shellQuote))).toEqual(texts);
    expect(bashArguments(texts.filter(Boolean).map(shellWord))).toEqual(texts.filter(Boolean));
  });

  it("keeps every word on one line, in $'…' only when a control character needs it", () => {
    for (const value of texts) expect(shellQuote(value)).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote("a\nb'c")).toBe(`$'a\\nb\\'c'`);
    expect(shellQuote("\u202e")).toBe(`$'\\u202e'`);
  });

  it("leaves plain ids and paths bare and quotes everything a shell would interpret", () => {
    expect(shellWord("org/model-1.5_b")).toBe("org/model-1.5_b");
    expect(shellWord("hf.co/org/model:Q4_K_M")).toBe("hf.co/org/model:Q4_K_M");
    for (const word of ["a b", "a;b", "$x", "~/x", "=x", "a*", "#x", "a!b", "a{b,c}"]) {
      expect(shellWord(word)).toBe(shellQuote(word));
    }
  });

  it("keeps the lines of text this project formatted, in plain single quotes", () => {
    const body = '{\n  "inputs": "it\'s"\n}';
    expect(bashArguments([shellQuoteLines(body)])).toEqual([body]);
  });

  it("keeps a ! on a word's later lines from history expansion, which misreads their quotes", () => {
    // The layout of a curl snippet with hostile values in its URL and JSON body: before `!` was
    // written out of the quotes, bash 5.2 replaced the second body line's `!!` with the previous
    // command (and could crash doing it).
    const url = `https://router.example/models/${hostileValue("owner")}/${hostileValue("name")}`;
    const body = JSON.stringify(
      {
        inputs: {
          question: `${hostileValue("prompt")}When was the first telegraph cable completed?`,
          context: `${hostileValue("prompt")}The first telegraph cable was completed in 1858.`,
        },
      },
      null,
      2,
    );
    const script = [
      "set -o history -o histexpand",
      ": previous command",
      `printf '%s\\0' ${shellQuote(url)} \\`,
      "    -X POST \\",
      `    -H 'Content-Type: application/json' \\`,
      `    -d ${shellQuoteLines(body)}`,
    ].join("\n");
    const result = spawnSync("bash", [], { input: script, encoding: "utf8" });
    expect(result.stdout.split("\u0000").slice(0, -1)).toEqual([
      url,
      "-X",
      "POST",
      "-H",
      "Content-Type: application/json",
      "-d",
      body,
    ]);
  });

  it("refuses a NUL, which no program can receive", () => {
    expect(() => shellQuote("a\u0000b")).toThrow(RangeError);
  });
});

describe("Python, JavaScript and YAML string literals", () => {
  it("read back as exactly the value, on one line", () => {
    const python = readPython(
      texts.map((value, index) => ({
        name: String(index),
        code: `value = ${pythonString(value)}`,
      })),
    );
    expect(python.map((read) => read.strings[0])).toEqual(texts);
    const javascript = readJavaScript(
      texts.map((value, index) => ({
        name: String(index),
        code: `value = ${javascriptString(value)};`,
      })),
    );
    expect(javascript.map((read) => read.strings[0])).toEqual(texts);
    for (const value of texts) {
      expect(pythonString(value)).not.toMatch(/[\n\r\u0085\u2028\u2029\u202a-\u202e]/);
    }
  });

  it("YAML reads a quoted value back as it is, even the here-document's end marker", () => {
    const values = [...texts, "YAML", "a: b\n- c"];
    const document = values.map((value, index) => `k${index}: ${yamlString(value)}`).join("\n");
    const result = spawnSync(
      "python3",
      ["-c", "import json, sys, yaml; print(json.dumps(list(yaml.safe_load(sys.stdin).values())))"],
      { input: document, encoding: "utf8" },
    );
    expect(JSON.parse(result.stdout)).toEqual(values);
  });
});

describe("comment text", () => {
  it("never ends the comment it sits in", () => {
    for (const value of texts) expect(commentText(value)).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
    expect(commentText("org/model\nimport os")).toBe("org/model\\nimport os");
  });
});

describe("URLs and paths", () => {
  it("encode each path segment and query value, keeping ordinary ids readable", () => {
    expect(urlPath("org/my model#1.gguf")).toBe("org/my%20model%231.gguf");
    expect(urlPath("bartowski/Llama-3.2-3B-Instruct-GGUF")).toBe(
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
    );
    expect(urlQueryValue("org/model&file=x")).toBe("org/model%26file%3Dx");
    for (const value of texts) {
      const link = new URL(`app://open?model=${urlQueryValue(value)}#${urlPath(value)}`);
      expect(link.searchParams.get("model")).toBe(value);
    }
  });

  it("puts ./ before a path a program would read as an option", () => {
    expect(optionSafePath("-rf.gguf")).toBe("./-rf.gguf");
    expect(optionSafePath("model.gguf")).toBe("model.gguf");
  });

  it("refuses ids that start like options and paths that leave the folder", () => {
    expect(isAddressableModelId("org/model")).toBe(true);
    expect(isAddressableModelId("--output=/etc/x")).toBe(false);
    expect(isAddressableModelId("")).toBe(false);
    expect(isAddressableFilePath("Q4_K_M/model-00001-of-00002.gguf")).toBe(true);
    expect(isAddressableFilePath(hostileValue("path"))).toBe(true);
    for (const path of [
      "../x.gguf",
      "a/../../x",
      "/etc/passwd",
      "a//b",
      "..\\x.gguf",
      "a\u0000b",
    ]) {
      expect(isAddressableFilePath(path)).toBe(false);
    }
  });
});
