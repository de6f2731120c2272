import { javascriptString, pythonString } from "@modeldeck/tasks";

/**
 * Writes JSON-like values as source code literals for the snippet languages. Values can
 * contain `code(...)` pieces, which are written verbatim: that is how a snippet refers to a
 * variable (for example the base64 of an image read from disk) inside a request body.
 */

/** A piece of source code placed as it is inside a literal. */
export class Code {
  constructor(readonly text: string) {}
}

/** Marks `text` as code to write verbatim inside a literal. */
export function code(text: string): Code {
  return new Code(text);
}

/** How one language spells the JSON values. */
export interface LiteralStyle {
  indent: string;
  trueWord: string;
  falseWord: string;
  nullWord: string;
  /** Object keys that are plain identifiers go unquoted (JavaScript). */
  bareKeys: boolean;
  /** A comma after the last element of a multi-line object or array. */
  trailingComma: boolean;
  /** Spaces inside the braces of a one-line object: `{ a: 1 }` (Prettier's JavaScript style). */
  bracePadding: boolean;
  /** The language's string literal for any text (the quoting helpers of `@modeldeck/tasks`). */
  string: (value: string) => string;
}

export const PYTHON_STYLE: LiteralStyle = {
  indent: "    ",
  trueWord: "True",
  falseWord: "False",
  nullWord: "None",
  bareKeys: false,
  trailingComma: true,
  bracePadding: false,
  string: pythonString,
};

export const JAVASCRIPT_STYLE: LiteralStyle = {
  indent: "  ",
  trueWord: "true",
  falseWord: "false",
  nullWord: "null",
  bareKeys: true,
  trailingComma: true,
  bracePadding: true,
  string: javascriptString,
};

export const JSON_STYLE: LiteralStyle = {
  indent: "  ",
  trueWord: "true",
  falseWord: "false",
  nullWord: "null",
  bareKeys: false,
  trailingComma: false,
  bracePadding: false,
  // JSON's own escapes; the body then goes into a shell word with `shellQuoteLines`.
  string: (value) => JSON.stringify(value),
};

// Short flat values stay on one line so that e.g. candidate labels read like a list, not a column.
const ONE_LINE_LIMIT = 72;

/**
 * Formats `value` in `style`, with nested lines indented from `depth` levels.
 *
 * @example
 * ```ts
 * formatLiteral({ inputs: "Hi", flag: true }, PYTHON_STYLE); // '{"inputs": "Hi", "flag": True}'
 * ```
 */
export function formatLiteral(value: unknown, style: LiteralStyle, depth = 0): string {
  if (value instanceof Code) return value.text;
  if (value === null || value === undefined) return style.nullWord;
  if (value === true) return style.trueWord;
  if (value === false) return style.falseWord;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : style.nullWord;
  if (typeof value === "string") return style.string(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => formatLiteral(item, style, depth + 1));
    return wrap("[", "]", items, style, depth, value.every(isScalar));
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, entry]) => entry !== undefined,
  );
  const items = entries.map(
    ([key, entry]) => `${formatKey(key, style)}: ${formatLiteral(entry, style, depth + 1)}`,
  );
  return wrap(
    "{",
    "}",
    items,
    style,
    depth,
    entries.every(([, entry]) => isScalar(entry)),
  );
}

function formatKey(key: string, style: LiteralStyle): string {
  return style.bareKeys && /^[A-Za-z_$][\w$]*$/.test(key) ? key : style.string(key);
}

function isScalar(value: unknown): boolean {
  return value === null || value instanceof Code || typeof value !== "object";
}

function wrap(
  open: string,
  close: string,
  items: string[],
  style: LiteralStyle,
  depth: number,
  flat: boolean,
): string {
  if (items.length === 0) return open + close;
  const padding = open === "{" && style.bracePadding ? " " : "";
  const oneLine = `${open}${padding}${items.join(", ")}${padding}${close}`;
  // Top-level values (call arguments, headers, bodies) always get one line per entry.
  const short = oneLine.length <= ONE_LINE_LIMIT && !oneLine.includes("\n");
  if (depth > 0 && short && (flat || items.length === 1)) return oneLine;
  const inner = style.indent.repeat(depth + 1);
  const outer = style.indent.repeat(depth);
  const last = style.trailingComma ? "," : "";
  return `${open}\n${inner}${items.join(`,\n${inner}`)}${last}\n${outer}${close}`;
}

/**
 * Writes an object's entries as keyword arguments or properties, one per line, each ending
 * with a comma: the body of a call like `client.chat.completions.create(...)`.
 *
 * @example
 * ```ts
 * formatEntries({ max_tokens: 500 }, PYTHON_STYLE, "=", 1); // '    max_tokens=500,'
 * ```
 */
export function formatEntries(
  entries: Record<string, unknown>,
  style: LiteralStyle,
  separator: "=" | ": ",
  depth: number,
): string {
  const indent = style.indent.repeat(depth);
  return Object.entries(entries)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const name = separator === "=" ? key : formatKey(key, style);
      return `${indent}${name}${separator}${formatLiteral(value, style, depth)},`;
    })
    .join("\n");
}
