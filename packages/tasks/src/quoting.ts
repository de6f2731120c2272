/*
 * Every value a snippet shows comes from a hub, a card or a user, so it is written through one of
 * these helpers and never pasted into code as it is. Each helper gives a literal that its language
 * reads back as exactly the value, on one line, with nothing in it interpreted.
 */

// Characters that end a line in one of the snippet languages (JavaScript and C# also end lines at
// U+2028/U+2029, C# at U+0085), the other control characters, and the bidirectional formatting
// marks that can make code read differently from how it runs ("Trojan Source").
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE_CHARACTERS = new RegExp(UNSAFE_CHARACTER.source, "gu");

// Words every POSIX shell (and zsh) reads as they are: no expansion, globbing, quoting, comment
// or history character, and no leading `=` (a command path in zsh) or `~` (a home folder).
const BARE_SHELL_WORD = /^[\w./:@%+,-][\w./:@%+,=-]*$/;

const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

// Interactive bash expands `!` (history) before it parses quotes, and on the continuation lines
// of a multi-line word it can lose track of them: a `!` is never left in a word as it is. Out of
// quotes, `\!` is a plain `!` that history expansion skips whatever it takes the quoting to be.
function singleQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`).replaceAll("!", `'\\!'`)}'`;
}

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Writes `value` as one shell word that every POSIX shell, bash and zsh read back as exactly
 * `value`, with nothing expanded, also when pasted into an interactive bash (history expansion
 * included). Plain values go in single quotes (a quote or `!` inside is closed, escaped and
 * reopened); a value with a line break, another control character or a bidirectional mark goes
 * in `$'…'` with those characters escaped, so the word stays on one line and shows what it holds
 * (a shell without `$'…'` reads a harmless `$` before the text instead). A NUL cannot be passed
 * to a program at all, so it is refused with a `RangeError`.
 *
 * @example
 * ```ts
 * import { shellQuote } from "@modeldeck/tasks";
 * shellQuote("it's"); // "'it'\\''s'"
 * shellQuote("a\nb"); // "$'a\\nb'"
 * ```
 */
export function shellQuote(value: string): string {
  if (value.includes("\u0000")) throw new RangeError("a shell argument cannot hold a NUL");
  if (!UNSAFE_CHARACTER.test(value)) return singleQuoted(value);
  const escaped = value
    .replace(/[\\']/g, "\\$&")
    .replaceAll("!", "\\x21")
    .replace(UNSAFE_CHARACTERS, (character) => {
      const short = SHORT_ESCAPES[character];
      if (short) return short;
      const code = character.charCodeAt(0);
      return code < 0x80 ? `\\x${code.toString(16).padStart(2, "0")}` : unicodeEscape(character);
    });
  return `$'${escaped}'`;
}

/**
 * Writes `value` as a shell word, quoting it (with `shellQuote`) unless every character is one
 * the shell reads as it is, so ordinary model ids and file names stay readable. A leading `-`
 * survives quoting, so callers place a value that may start with one where a program cannot
 * take it for an option (`./-file`, `--option=-value`, after `--`).
 *
 * @example
 * ```ts
 * import { shellWord } from "@modeldeck/tasks";
 * shellWord("org/model-1.5"); // "org/model-1.5"
 * shellWord("a b"); // "'a b'"
 * ```
 */
export function shellWord(value: string): string {
  return BARE_SHELL_WORD.test(value) ? value : shellQuote(value);
}

/**
 * Quotes text this project formatted itself (a pretty-printed JSON body whose strings are
 * already escaped) as one single-quoted shell word that keeps its line breaks, which bash
 * reads across lines; a `!` is written out of the quotes, as in `shellQuote`, since history
 * expansion can misread the quotes of a word's later lines. For values from anywhere else use
 * `shellQuote`, which never spans lines.
 *
 * @example
 * ```ts
 * import { shellQuoteLines } from "@modeldeck/tasks";
 * shellQuoteLines('{\n  "inputs": "it\'s"\n}'); // "'{\n  \"inputs\": \"it'\\''s\"\n}'"
 * ```
 */
export function shellQuoteLines(text: string): string {
  if (text.includes("\u0000")) throw new RangeError("a shell argument cannot hold a NUL");
  return singleQuoted(text);
}

function escapeUnsafe(json: string): string {
  return json.replace(UNSAFE_CHARACTERS, unicodeEscape);
}

/**
 * Writes `value` as a double-quoted Python string literal. JSON's escapes (`\"`, `\\`, `\n`,
 * `\uXXXX`) all mean the same in Python; line separators, other control characters and
 * bidirectional marks are escaped as well, so the literal is one line that shows its content.
 *
 * @example
 * ```ts
 * import { pythonString } from "@modeldeck/tasks";
 * pythonString('a "cat"'); // '"a \\"cat\\""'
 * ```
 */
export function pythonString(value: string): string {
  return escapeUnsafe(JSON.stringify(value));
}

/**
 * Writes `value` as a double-quoted JavaScript (or TypeScript) string literal, escaped like
 * `pythonString`: one line, nothing interpreted. C# reads the same literal the same way.
 *
 * @example
 * ```ts
 * import { javascriptString } from "@modeldeck/tasks";
 * javascriptString("say \"hi\"\n"); // '"say \\"hi\\"\\n"'
 * ```
 */
export function javascriptString(value: string): string {
  return escapeUnsafe(JSON.stringify(value));
}

/**
 * Writes `value` as a double-quoted YAML scalar: JSON's string syntax is YAML's double-quoted
 * style, escaped like `pythonString`, so a value cannot end the scalar, start a new key or end
 * the here-document a YAML file is written with.
 *
 * @example
 * ```ts
 * import { yamlString } from "@modeldeck/tasks";
 * `model: ${yamlString("org/model\nYAML")}`; // 'model: "org/model\nYAML"'
 * ```
 */
export function yamlString(value: string): string {
  return escapeUnsafe(JSON.stringify(value));
}

/**
 * Writes a file name for a program that matches it as a glob pattern (Python's `fnmatch`, which
 * llama-cpp-python's `Llama.from_pretrained(filename=…)` uses): `*`, `?` and `[` are put in
 * brackets, so the pattern matches that one file and nothing else. Write the result as a string
 * of the target language (`pythonString`).
 *
 * @example
 * ```ts
 * import { globLiteral } from "@modeldeck/tasks";
 * globLiteral("model[1]*.gguf"); // "model[[]1][*].gguf"
 * ```
 */
export function globLiteral(value: string): string {
  return value.replace(/[*?[]/g, "[$&]");
}

/**
 * Makes `value` safe to show inside a line comment of any snippet language (`#`, `//`): line
 * breaks, other control characters and bidirectional marks are written as escapes (`\n`,
 * `\u2028`), so a value cannot end the comment and start code on the next line.
 *
 * @example
 * ```ts
 * import { commentText } from "@modeldeck/tasks";
 * `# Weights come from ${commentText("org/model\nimport os")}`; // "# Weights come from org/model\\nimport os"
 * ```
 */
export function commentText(value: string): string {
  return value.replace(
    UNSAFE_CHARACTERS,
    (character) => SHORT_ESCAPES[character] ?? unicodeEscape(character),
  );
}

/**
 * Writes a repository path (`org/model`, `dir/file name.gguf`) for a URL path: each segment
 * percent-encoded, the slashes kept, so `#`, `?`, spaces and line breaks cannot end the path
 * or start a query, and ordinary ids and file names read as they are.
 *
 * @example
 * ```ts
 * import { urlPath } from "@modeldeck/tasks";
 * urlPath("org/my model#1.gguf"); // "org/my%20model%231.gguf"
 * ```
 */
export function urlPath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * Writes `value` for a URL query parameter: percent-encoded like `encodeURIComponent`, except
 * `/` and `:`, which are legal there and keep ids like `org/model` readable in deep links.
 *
 * @example
 * ```ts
 * import { urlQueryValue } from "@modeldeck/tasks";
 * `lmstudio://open_from_hf?model=${urlQueryValue("org/model&x=1")}`; // "...model=org/model%26x%3D1"
 * ```
 */
export function urlQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, "/").replace(/%3A/gi, ":");
}

/**
 * Writes a relative path so that no program can take it for an option: a path starting with
 * `-` gets `./` in front (`-model.gguf` becomes `./-model.gguf`); others stay as they are.
 *
 * @example
 * ```ts
 * import { optionSafePath } from "@modeldeck/tasks";
 * optionSafePath("-rf.gguf"); // "./-rf.gguf"
 * ```
 */
export function optionSafePath(path: string): string {
  return path.startsWith("-") ? `./${path}` : path;
}

/**
 * Whether a model id can be written into a snippet at all: not empty, no NUL (no program can
 * receive one) and not starting with `-`, which no hub allows and which a program taking the id
 * as an argument would read as an option. Generators give no snippet for other ids.
 *
 * @example
 * ```ts
 * import { isAddressableModelId } from "@modeldeck/tasks";
 * isAddressableModelId("org/model"); // true
 * isAddressableModelId("--output=/etc"); // false
 * ```
 */
export function isAddressableModelId(id: string): boolean {
  return id !== "" && !id.includes("\u0000") && !id.startsWith("-");
}

/**
 * Whether a repository file path can be fetched and written as itself: relative, without empty,
 * `.` or `..` segments (which would name another place on disk, between slashes or Windows'
 * backslashes) and without NUL. A snippet never names a file that fails this; it treats the
 * repository as if it did not list the file.
 *
 * @example
 * ```ts
 * import { isAddressableFilePath } from "@modeldeck/tasks";
 * isAddressableFilePath("Q4_K_M/model-00001-of-00002.gguf"); // true
 * isAddressableFilePath("../../.bashrc"); // false
 * ```
 */
export function isAddressableFilePath(path: string): boolean {
  // A backslash separates folders on Windows, so `..` followed by one climbs there too.
  return (
    !path.includes("\u0000") &&
    path.split("/").every((segment) => segment !== "") &&
    path.split(/[\\/]/).every((segment) => segment !== "." && segment !== "..")
  );
}
