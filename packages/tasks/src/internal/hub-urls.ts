import type { ModelData } from "../model-data.js";
import { urlPath } from "../quoting.js";

/**
 * The model's page on the Hub, its id percent-encoded segment by segment (so an id from another
 * hub with `#` or a line break in it cannot end the URL or the comment it sits in).
 */
export function hubPageUrl(model: ModelData): string {
  return `https://huggingface.co/${urlPath(model.id)}`;
}

/** The direct download URL of a file in a model repository, encoded like `hubPageUrl`. */
export function hubFileUrl(model: ModelData, path: string): string {
  return `${hubPageUrl(model)}/resolve/main/${urlPath(path)}`;
}
