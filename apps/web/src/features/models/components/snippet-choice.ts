/** The language and client the user last picked for API code, remembered across models. */
export interface SnippetChoice {
  language?: string;
  client?: string;
}

const STORAGE_KEY = "modeldeck:snippet-choice";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the choice then lasts only as long as the URL.
    return undefined;
  }
}

/**
 * The last language and client picked in any "API" tab, so the next model opens on the same
 * code (as the Hub does), unless its URL names others. Broken stored values read as no choice.
 *
 * @example
 * ```ts
 * rememberSnippetChoice({ language: "sh" });
 * rememberedSnippetChoice(); // { language: "sh" }
 * ```
 */
export function rememberedSnippetChoice(): SnippetChoice {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    const { language, client } = value as Record<string, unknown>;
    return {
      ...(typeof language === "string" ? { language } : {}),
      ...(typeof client === "string" ? { client } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * Stores the language and client picked in an "API" tab (see `rememberedSnippetChoice`).
 *
 * @example
 * ```ts
 * rememberSnippetChoice({ language: "python", client: "requests" });
 * ```
 */
export function rememberSnippetChoice(choice: SnippetChoice): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
