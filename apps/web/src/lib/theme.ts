import { useEffect } from "react";
import type { Theme } from "./settings";

/**
 * Applies the theme to the document: light or dark set `data-theme`; "system" removes it so
 * the CSS follows `prefers-color-scheme`.
 *
 * @example
 * ```ts
 * useApplyTheme(settings.theme);
 * ```
 */
export function useApplyTheme(theme: Theme): void {
  useEffect(() => {
    const root = document.documentElement;
    if (theme === "system") delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}
