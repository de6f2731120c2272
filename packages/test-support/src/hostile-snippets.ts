import { readJavaScript, readPython, type CodeStructure } from "./code-structure.js";
import {
  JSON_ESCAPED,
  MARKER_PREFIX,
  matchesAfterSubstitution,
  RAW,
  URL_ENCODED,
  type Encoding,
  type Substitution,
} from "./hostile-values.js";
import { runWithStubs, type StubCall } from "./stubbed-shell.js";
import { checkJavaScriptModules } from "./syntax-check.js";

/**
 * One snippet generated twice: from harmless values and from hostile values in their place.
 * `language` says how it is checked; `text` (C#, prose) is only checked for its lines.
 */
export interface SnippetPair {
  name: string;
  language: "python" | "javascript" | "shell" | "text";
  benign: string;
  hostile: string;
  substitutions: readonly Substitution[];
  /** Further spellings a value may have in a program's arguments (a tool's own quoting). */
  encodings?: readonly Encoding[];
}

// Where a value may be spelled differently from itself: a URL (percent-encoded) or, for
// programs given a request body, JSON.
const ARGUMENT_ENCODINGS = [RAW, URL_ENCODED, JSON_ESCAPED];
const LITERAL_ENCODINGS = [RAW, URL_ENCODED];

function lineCount(code: string): number {
  return code.split("\n").length;
}

function compareStrings(
  pair: SnippetPair,
  benign: CodeStructure,
  hostile: CodeStructure,
): string[] {
  if (hostile.error) return [`${pair.name}: the hostile snippet does not parse (${hostile.error})`];
  if (benign.error) return [`${pair.name}: the snippet does not parse (${benign.error})`];
  if (benign.shape !== hostile.shape) {
    return [`${pair.name}: the hostile values changed the code, not only its strings`];
  }
  return benign.strings.flatMap((text, index) =>
    matchesAfterSubstitution(
      text,
      hostile.strings[index] ?? "",
      pair.substitutions,
      LITERAL_ENCODINGS,
    )
      ? []
      : [
          `${pair.name}: string ${JSON.stringify(hostile.strings[index])} should read ${JSON.stringify(text)} with the hostile values in place`,
        ],
  );
}

function describeCalls(calls: StubCall[]): string {
  return calls.map((call) => call.command).join(", ") || "none";
}

// An argument that starts like an option and holds a hostile value reaches the program as an
// option unless an earlier `--` ended the options.
function optionInjections(calls: StubCall[], substitutions: readonly Substitution[]): string[] {
  const dashed = substitutions
    .map(([, hostile]) => hostile)
    .filter((value) => value.startsWith("-"));
  return calls.flatMap((call) => {
    const end = call.args.indexOf("--");
    const options = end === -1 ? call.args : call.args.slice(0, end);
    return options
      .filter((argument) => dashed.some((value) => argument.startsWith(value.slice(0, 8))))
      .map(
        (argument) =>
          `${call.command} takes ${JSON.stringify(argument.slice(0, 30))}… as an option`,
      );
  });
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether two JSON texts hold the same data, the hostile values in place (a long value may
 * wrap a pretty-printed body differently; only the data counts).
 */
function sameJson(benign: unknown, hostile: unknown, pair: SnippetPair): boolean {
  if (typeof benign === "string") {
    return (
      typeof hostile === "string" &&
      matchesAfterSubstitution(benign, hostile, pair.substitutions, [RAW])
    );
  }
  if (Array.isArray(benign)) {
    return (
      Array.isArray(hostile) &&
      hostile.length === benign.length &&
      benign.every((item, index) => sameJson(item, hostile[index], pair))
    );
  }
  if (benign && typeof benign === "object") {
    if (!hostile || typeof hostile !== "object" || Array.isArray(hostile)) return false;
    const left = Object.entries(benign);
    const right = Object.entries(hostile);
    return (
      left.length === right.length &&
      left.every(([key, value], index) => {
        const [otherKey, other] = right[index] ?? [];
        return (
          otherKey !== undefined &&
          matchesAfterSubstitution(key, otherKey, pair.substitutions, [RAW]) &&
          sameJson(value, other, pair)
        );
      })
    );
  }
  return benign === hostile;
}

function compareCalls(pair: SnippetPair, benign: StubCall[], hostile: StubCall[]): string[] {
  if (benign.length !== hostile.length) {
    return [`${pair.name}: ran ${describeCalls(hostile)} instead of ${describeCalls(benign)}`];
  }
  const failures: string[] = [];
  const encodings = [...ARGUMENT_ENCODINGS, ...(pair.encodings ?? [])];
  const same = (left: string, right: string) => {
    if (matchesAfterSubstitution(left, right, pair.substitutions, encodings)) return true;
    const [benignJson, hostileJson] = [parsedJson(left), parsedJson(right)];
    return benignJson !== undefined && sameJson(benignJson, hostileJson, pair);
  };
  benign.forEach((call, index) => {
    const other = hostile[index] as StubCall;
    const where = `${pair.name}: call ${index + 1} (${call.command})`;
    if (!same(call.command, other.command) || call.args.length !== other.args.length) {
      failures.push(`${where} became ${other.command} ${JSON.stringify(other.args)}`);
      return;
    }
    call.args.forEach((argument, position) => {
      if (!same(argument, other.args[position] ?? "")) {
        failures.push(
          `${where} argument ${position + 1} is ${JSON.stringify(other.args[position])}, not ${JSON.stringify(argument)} with the hostile values`,
        );
      }
    });
    if (!same(call.stdin, other.stdin)) failures.push(`${where} read another standard input`);
  });
  for (const injection of optionInjections(hostile, pair.substitutions)) {
    failures.push(`${pair.name}: ${injection}`);
  }
  return failures;
}

/**
 * Checks that hostile values changed nothing but the values themselves, for a batch of snippet
 * pairs, and returns one line per failure (empty when all hold):
 * - text the checker cannot parse (C#, prose) keeps its number of lines (a value never starts a
 *   new line of code);
 * - Python (`ast`) and JavaScript (TypeScript's parser, and Node's module compile) parse to the
 *   same code, and each string literal reads back as the harmless one with the hostile values
 *   in place;
 * - shell runs in real `bash` with stubbed programs (`runWithStubs`): no marker file appears,
 *   the same programs run with the same arguments and input, the hostile values whole in place
 *   of the harmless ones (as they are, percent-encoded in a URL, escaped in JSON, or as the same
 *   data in a JSON body however it wraps), and no
 *   value starting with `-` lands where a program reads options.
 *
 * @example
 * ```ts
 * expect(compareHostileSnippets(pairs)).toEqual([]);
 * ```
 */
export function compareHostileSnippets(pairs: SnippetPair[]): string[] {
  const failures: string[] = [];
  for (const pair of pairs.filter((candidate) => candidate.language === "text")) {
    if (lineCount(pair.benign) !== lineCount(pair.hostile)) {
      failures.push(
        `${pair.name}: the hostile values added lines (${lineCount(pair.benign)} -> ${lineCount(pair.hostile)})`,
      );
    }
  }
  const python = pairs.filter((pair) => pair.language === "python");
  const pythonRead = readPython(
    python.flatMap((pair) => [
      { name: pair.name, code: pair.benign },
      { name: pair.name, code: pair.hostile },
    ]),
  );
  python.forEach((pair, index) => {
    failures.push(
      ...compareStrings(
        pair,
        pythonRead[2 * index] as CodeStructure,
        pythonRead[2 * index + 1] as CodeStructure,
      ),
    );
  });
  const javascript = pairs.filter((pair) => pair.language === "javascript");
  for (const failure of checkJavaScriptModules(
    javascript.map((pair) => ({ name: pair.name, code: pair.hostile })),
  )) {
    failures.push(`${failure.name}: Node cannot compile the hostile snippet (${failure.message})`);
  }
  javascript.forEach((pair) => {
    const [benign, hostile] = readJavaScript([
      { name: pair.name, code: pair.benign },
      { name: pair.name, code: pair.hostile },
    ]) as [CodeStructure, CodeStructure];
    failures.push(...compareStrings(pair, benign, hostile));
  });
  const shell = pairs.filter((pair) => pair.language === "shell");
  const outcomes = runWithStubs(
    shell.flatMap((pair) => [
      { name: pair.name, code: pair.benign },
      { name: pair.name, code: pair.hostile },
    ]),
    MARKER_PREFIX,
  );
  shell.forEach((pair, index) => {
    const benign = outcomes[2 * index];
    const hostile = outcomes[2 * index + 1];
    if (!benign || !hostile) return;
    if (hostile.markers.length > 0) {
      failures.push(
        `${pair.name}: pasting it into bash ran injected commands (${hostile.markers.join(", ")})`,
      );
    }
    failures.push(...compareCalls(pair, benign.calls, hostile.calls));
  });
  return failures;
}
