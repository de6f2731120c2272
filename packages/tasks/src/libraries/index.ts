import type { LibraryUiElement } from "../library-ui-element.js";

/**
 * Every model library the catalogue knows, keyed by library id (the Hub's `library_name`).
 *
 * @example
 * ```ts
 * MODEL_LIBRARIES_UI_ELEMENTS["diffusers"].prettyLabel; // "Diffusers"
 * ```
 */
export const MODEL_LIBRARIES_UI_ELEMENTS = {} satisfies Record<string, LibraryUiElement>;

/** A library id, e.g. `"transformers"`. */
export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES_UI_ELEMENTS;
