import type { LibraryUiElement } from "../library-ui-element.js";

/**
 * The download-count query for libraries that do not define their own: a request for any of
 * these configuration files counts as one download of the model. Weight files are left out on
 * purpose, because sharded checkpoints would count one download per shard.
 *
 * @example
 * ```ts
 * DEFAULT_COUNT_DOWNLOADS.includes('path:"config.json"'); // true
 * ```
 */
export const DEFAULT_COUNT_DOWNLOADS =
  'path:"config.json" OR path:"config.yaml" OR path:"hyperparams.yaml" OR path:"params.json" OR path:"meta.yaml"';

/**
 * The query that decides which file requests count as downloads of a model made with
 * `library`: its own query when it has one, the default otherwise.
 *
 * @example
 * ```ts
 * countDownloadsQuery(MODEL_LIBRARIES_UI_ELEMENTS["peft"]); // 'path:"adapter_config.json"'
 * countDownloadsQuery(MODEL_LIBRARIES_UI_ELEMENTS["transformers"]); // DEFAULT_COUNT_DOWNLOADS
 * ```
 */
export function countDownloadsQuery(library: Pick<LibraryUiElement, "countDownloads">): string {
  return library.countDownloads ?? DEFAULT_COUNT_DOWNLOADS;
}
