import { javascriptString } from "@modeldeck/tasks";
import type { SnippetRequest } from "../internal/snippet-request.js";

/** The `node:fs/promises` import a snippet needs, or nothing. */
export function javascriptFsImport(reads: boolean, writes: boolean): string {
  const names = [...(reads ? ["readFile"] : []), ...(writes ? ["writeFile"] : [])];
  return names.length ? `import { ${names.join(", ")} } from "node:fs/promises";` : "";
}

/**
 * Reads the example file into `variable`: a Blob (for the client), the bytes, its base64, or a
 * base64 data URL.
 */
export function javascriptReadFile(
  request: SnippetRequest,
  variable: string,
  as: "blob" | "bytes" | "base64" | "data-url",
): string {
  const file = request.file;
  if (!file) return "";
  const read = `await readFile(${javascriptString(file.name)})`;
  switch (as) {
    case "blob":
      return `const ${variable} = new Blob([${read}], { type: ${javascriptString(file.contentType)} });`;
    case "bytes":
      return `const ${variable} = ${read};`;
    case "base64":
      return `const ${variable} = (${read}).toString("base64");`;
    case "data-url":
      return `const ${variable} = ${javascriptString(`data:${request.dataUrlType};base64,`)} + (${read}).toString("base64");`;
  }
}

/** Joins non-empty blocks with blank lines, ending with one newline. */
export function blocks(...parts: string[]): string {
  return `${parts.filter((part) => part !== "").join("\n\n")}\n`;
}

/** Prints the chat stream's text as it arrives, from an async iterable of parsed chunks. */
export const PRINT_CHUNKS = [
  "for await (const chunk of stream) {",
  '  process.stdout.write(chunk.choices[0]?.delta?.content ?? "");',
  "}",
  'process.stdout.write("\\n");',
].join("\n");
