import type { ModelData } from "../model-data.js";
import type { PipelineType } from "../pipelines.js";

/**
 * One block of copyable terminal commands for running a model in a local app. `setup` is run
 * once (install the app); `content` runs the model, as one block or several in order.
 *
 * @example
 * ```ts
 * const block: LocalAppSnippet = {
 *   title: "Install with Homebrew",
 *   setup: "brew install ollama",
 *   content: "ollama run hf.co/ggml-org/gemma-3-1b-it-GGUF:Q4_K_M",
 * };
 * ```
 */
export interface LocalAppSnippet {
  title: string;
  setup?: string;
  content: string | string[];
}

/** What every local app declares, whether it opens through a link or through commands. */
interface LocalAppDescription {
  /** Display name, e.g. "LM Studio". */
  prettyLabel: string;
  /** The app's home page or documentation (https). */
  docsUrl: string;
  /** The kind of model the app is mostly used for. */
  mainTask: PipelineType;
  /** Set for apps that only run on macOS (shown as a badge). */
  macOSOnly?: boolean;
  /** Set for apps announced but not released yet. */
  comingSoon?: boolean;
  /** Whether the app can run this model, so the model page offers it. */
  displayOnModelPage: (model: ModelData) => boolean;
}

/**
 * An app the browser opens directly with a custom-scheme or https link.
 *
 * @example
 * ```ts
 * LOCAL_APPS.jan.deeplink(model).href; // "jan://models/huggingface/{id}"
 * ```
 */
export interface DeeplinkLocalApp extends LocalAppDescription {
  /** The link that opens `model` (and the chosen file, for apps that take one) in the app. */
  deeplink: (model: ModelData, filepath?: string) => URL;
  snippet?: never;
}

/**
 * An app run from a terminal, described by copyable commands.
 *
 * @example
 * ```ts
 * LOCAL_APPS.ollama.snippet(model)[0]?.content; // "ollama run hf.co/{id}:Q4_K_M"
 * ```
 */
export interface SnippetLocalApp extends LocalAppDescription {
  /**
   * Commands that run `model`. `filepath` is the GGUF file the user picked; without one the
   * app's default quantization is used (Q4_K_M when the repository has it).
   */
  snippet: (model: ModelData, filepath?: string) => LocalAppSnippet[];
  deeplink?: never;
}

/**
 * A desktop or command-line app that runs Hub models on the user's machine: its label, docs,
 * which models it can run, and how to start one (a deep link or terminal commands).
 *
 * @example
 * ```ts
 * const app: LocalApp = LOCAL_APPS["ollama"];
 * if (app.displayOnModelPage(model) && app.snippet) console.log(app.snippet(model)[0]?.content);
 * ```
 */
export type LocalApp = DeeplinkLocalApp | SnippetLocalApp;
