import { javascriptString, pythonString, shellQuote } from "@modeldeck/tasks";

/**
 * How a snippet spells the access token. By default it reads the token from an environment
 * variable, so a snippet copied from a screen (or a screenshot of it) never carries the real
 * value; the real value is written only when the caller asks for it.
 */
export interface TokenSpelling {
  /** The environment variable read in place of the token, e.g. `HF_TOKEN`. */
  environmentVariable: string;
  /** The real token, set only when the caller asked to show it. */
  literal?: string;
}

/** The environment variable for a provider's own key, e.g. `TOGETHER_API_KEY`, `FAL_AI_API_KEY`. */
export function providerKeyVariable(provider: string): string {
  return `${provider.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_API_KEY`;
}

/** Whether the snippets read `os.environ` (and so need `import os`). */
export function pythonNeedsOs(token: TokenSpelling): boolean {
  return token.literal === undefined;
}

/** The token as a Python expression. */
export function pythonToken(token: TokenSpelling): string {
  return token.literal === undefined
    ? `os.environ["${token.environmentVariable}"]`
    : pythonString(token.literal);
}

/** A header value `prefix + token` as a Python expression. */
export function pythonTokenHeader(token: TokenSpelling, prefix: string): string {
  if (token.literal !== undefined) return pythonString(prefix + token.literal);
  if (prefix === "") return pythonToken(token);
  return `f"${prefix}{os.environ['${token.environmentVariable}']}"`;
}

/** The token as a JavaScript expression. */
export function javascriptToken(token: TokenSpelling): string {
  return token.literal === undefined
    ? `process.env.${token.environmentVariable}`
    : javascriptString(token.literal);
}

/** A header value `prefix + token` as a JavaScript expression. */
export function javascriptTokenHeader(token: TokenSpelling, prefix: string): string {
  if (token.literal !== undefined) return javascriptString(prefix + token.literal);
  if (prefix === "") return javascriptToken(token);
  return `\`${prefix}\${process.env.${token.environmentVariable}}\``;
}

/**
 * A `Name: prefix + token` header as a shell word: double-quoted around the variable, so the
 * shell expands it; single-quoted around a literal token, so nothing in it is expanded.
 */
export function shellTokenHeader(token: TokenSpelling, name: string, prefix: string): string {
  if (token.literal !== undefined) {
    return shellQuote(`${name}: ${prefix}${token.literal}`);
  }
  return `"${name}: ${prefix}$${token.environmentVariable}"`;
}
