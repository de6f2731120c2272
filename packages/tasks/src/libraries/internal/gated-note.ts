import type { ModelData } from "../../model-data.js";
import type { SnippetLanguage } from "../../library-ui-element.js";
import { commentText, urlPath } from "../../quoting.js";

const COMMENT_PREFIX: Record<SnippetLanguage, string> = {
  python: "#",
  sh: "#",
  bash: "#",
  r: "#",
  julia: "#",
  js: "//",
  rust: "//",
  csharp: "//",
  text: "",
};

/**
 * The note that goes above the first snippet of a gated model, as comment lines in the
 * snippet's language (empty for open models). Without it the copied code fails with a 401
 * and no hint of why.
 *
 * @example
 * ```ts
 * gatedNote({ id: "meta-llama/Llama-3.1-8B-Instruct", tags: [], gated: "manual" }, "python");
 * // "# This model is gated: accept its conditions on https://huggingface.co/meta-llama/...\n# ..."
 * ```
 */
export function gatedNote(model: ModelData, language: SnippetLanguage = "python"): string {
  if (!model.gated) return "";
  const prefix = COMMENT_PREFIX[language];
  const lead = prefix ? `${prefix} ` : "";
  return [
    `${lead}This model is gated: accept its conditions on ${commentText(`https://huggingface.co/${urlPath(model.id)}`)}`,
    `${lead}and log in first (\`hf auth login\`, or \`huggingface-cli login\` on older versions).`,
  ].join("\n");
}

/**
 * Prepends the gated note to the first snippet, so every library gets it without each
 * generator repeating the check.
 *
 * @example
 * ```ts
 * withGatedNote(["import timm"], { id: "a/b", tags: [], gated: "auto" }, "python")[0];
 * // "# This model is gated: ...\nimport timm"
 * ```
 */
export function withGatedNote(
  snippets: string[],
  model: ModelData,
  language: SnippetLanguage = "python",
): string[] {
  const note = gatedNote(model, language);
  if (!note || snippets.length === 0) return snippets;
  const [first, ...rest] = snippets;
  return [`${note}\n${first}`, ...rest];
}
