import type { ModelData } from "@modeldeck/tasks";
import type { ApiClient } from "../../../lib/api-client";
import { apiPaths, type ModelListRequest } from "../../../paths";

/** One page of the model list and the URL of the next page (from the `Link` header). */
export interface ModelPage {
  models: ModelData[];
  next?: string;
}

/**
 * Reads the `rel="next"` URL out of a `Link` header.
 *
 * @example
 * ```ts
 * nextLink('<https://host/api/models?cursor=abc>; rel="next"'); // "https://host/api/models?cursor=abc"
 * ```
 */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/**
 * Loads a page of models: the first from a query, later ones from the `next` URL.
 *
 * @example
 * ```ts
 * const first = await listModels(api, { pipelineTag: "text-classification", limit: 20 });
 * const second = first.next ? await listModels(api, first.next) : undefined;
 * ```
 */
export async function listModels(
  api: ApiClient,
  request: ModelListRequest | string,
): Promise<ModelPage> {
  const url = typeof request === "string" ? request : apiPaths.models(request);
  const { body, response } = await api.jsonWithResponse<ModelData[]>(url);
  return { models: body, next: nextLink(response.headers.get("link")) };
}

/**
 * Loads the full descriptor of one model.
 *
 * @example
 * ```ts
 * const model = await getModel(api, "openai-community/gpt2");
 * ```
 */
export function getModel(api: ApiClient, id: string): Promise<ModelData> {
  return api.json<ModelData>(apiPaths.model(id));
}

/**
 * Loads the model card (markdown). A model without a card gives an empty string.
 *
 * @example
 * ```ts
 * const markdown = await getReadme(api, "openai-community/gpt2");
 * ```
 */
export async function getReadme(api: ApiClient, id: string): Promise<string> {
  try {
    return await api.text(apiPaths.modelReadme(id));
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 404) return "";
    throw error;
  }
}
