import { pythonString } from "@modeldeck/tasks";
import { pythonNeedsOs, type TokenSpelling } from "../internal/access-token.js";
import { formatLiteral, PYTHON_STYLE } from "../internal/literal.js";
import type { SnippetRequest } from "../internal/snippet-request.js";

/**
 * Writes a call with one argument per line: `("", value)` is positional, `(name, value)` is a
 * keyword argument.
 */
export function pythonCall(callee: string, args: [name: string, value: unknown][]): string {
  const lines = args.map(
    ([name, value]) => `    ${name ? `${name}=` : ""}${formatLiteral(value, PYTHON_STYLE, 1)},`,
  );
  return `${callee}(\n${lines.join("\n")}\n)`;
}

/** The import block: standard library first, then third-party, as PEP 8 orders them. */
export function pythonImports(
  token: TokenSpelling,
  standard: string[],
  thirdParty: string[],
): string {
  const builtIn = [...standard, ...(pythonNeedsOs(token) ? ["os"] : [])].sort();
  const groups = [builtIn.map((name) => `import ${name}`), thirdParty].filter(
    (group) => group.length,
  );
  return groups.map((group) => group.join("\n")).join("\n\n");
}

/** Reads the example file, as bytes or as base64 (or a base64 data URL), into a variable. */
export function pythonReadFile(request: SnippetRequest, variable: string): string {
  const file = request.file;
  if (!file) return "";
  const open = `with open(${pythonString(file.name)}, "rb") as file:`;
  if (request.fileEncoding === "bytes") return `${open}\n    ${variable} = file.read()`;
  const base64 = `base64.b64encode(file.read()).decode("ascii")`;
  if (request.fileEncoding === "data-url") {
    return `${open}\n    ${variable} = ${pythonString(`data:${request.dataUrlType};base64,`)} + ${base64}`;
  }
  return `${open}\n    ${variable} = ${base64}`;
}

/** Saves generated media bytes held in `variable` to `output.{extension}`. */
export function pythonSaveBytes(variable: string, extension: string): string {
  return `with open("output.${extension}", "wb") as file:\n    file.write(${variable})`;
}
