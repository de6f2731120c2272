import { hubJson } from "./internal/hub-request.js";
import type { HubRequestOptions } from "./types.js";

/**
 * Where a ModelDeck server's copy of a model came from and how fresh it is
 * (`GET /api/model-status/{name}`): the configured upstream (`null` without one), the hub the
 * model was read from, when its info, files and card were read (`null`: never), what became of
 * its card (`stored`, `truncated` at the size limit, `absent` upstream), when it vanished
 * upstream, and the last refresh that failed, with why.
 *
 * @example
 * ```ts
 * const status: ApiModelStatus = await modelStatus({ hubUrl: "http://localhost:8080", name: "openai-community/gpt2" });
 * if (status.refreshFailedAt) console.log(`showing data from ${status.infoReadAt}`);
 * ```
 */
export interface ApiModelStatus {
  id: string;
  upstream: string | null;
  source: string | null;
  infoReadAt: string | null;
  filesReadAt: string | null;
  cardReadAt: string | null;
  cardStatus: "stored" | "truncated" | "absent" | null;
  cardBytes: number | null;
  goneAt: string | null;
  refreshFailedAt: string | null;
  refreshError: string | null;
}

/**
 * Reads how fresh a ModelDeck server's copy of a model is (ModelDeck's own
 * `GET /api/model-status/{name}`); a model the server lacks is a `HubApiError` with status 404.
 *
 * @example
 * ```ts
 * const { filesReadAt } = await modelStatus({ hubUrl, name: "openai-community/gpt2" });
 * ```
 */
export function modelStatus(
  options: HubRequestOptions & { name: string },
): Promise<ApiModelStatus> {
  const path = options.name.split("/").map(encodeURIComponent).join("/");
  return hubJson(`/api/model-status/${path}`, options);
}
