import type { ModelData } from "./model-data.js";
import type { PipelineType } from "./pipelines.js";

/**
 * The language a library's snippets are written in. It decides how a snippet is highlighted on a
 * model page and which syntax checker the catalogue's tests run it through.
 *
 * @example
 * ```ts
 * const library: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS["llama-cpp-python"];
 * const language: SnippetLanguage = library.snippetLanguage ?? "python";
 * ```
 */
export type SnippetLanguage =
  "python" | "js" | "sh" | "bash" | "r" | "julia" | "rust" | "csharp" | "text";

/**
 * One model library the catalogue knows: how to present it, how to load a model with it, and
 * which files count as a download of a model made with it.
 *
 * @example
 * ```ts
 * const element = MODEL_LIBRARIES_UI_ELEMENTS["timm"];
 * element.snippets?.({ id: "timm/resnet50.a1_in1k", tags: ["timm"] })[0];
 * ```
 */
export interface LibraryUiElement {
  /** Display name, e.g. "Sentence Transformers". */
  prettyLabel: string;
  /** Repository name, e.g. "sentence-transformers". */
  repoName: string;
  /** Where the library's code lives. */
  repoUrl: string;
  /** Where its documentation lives, when it has any. */
  docsUrl?: string;
  /** Copyable code that loads and runs `model` with this library, one string per block. */
  snippets?: (model: ModelData) => string[];
  /** The language of `snippets`; Python when unset. */
  snippetLanguage?: SnippetLanguage;
  /** Whether the library is offered in the model-search filter. */
  filter?: boolean;
  /**
   * Which files count as a download of a model made with this library, as a query over file
   * paths (e.g. `path:"config.json"`). Unset means the default query.
   */
  countDownloads?: string;
  /** Tasks the library can run. */
  pipelines?: PipelineType[];
}
