import { hubJson } from "./internal/hub-request.js";
import type { ApiInferenceGatewayInfo, ApiStats, ApiTasks, HubRequestOptions } from "./types.js";

/**
 * Reads the task catalogue with each task's default models (`GET /api/tasks`).
 *
 * @example
 * ```ts
 * const tasks = await listTasks();
 * tasks["text-classification"]?.widgetModels[0];
 * ```
 */
export function listTasks(options: HubRequestOptions = {}): Promise<ApiTasks> {
  return hubJson("/api/tasks", options);
}

/**
 * Reads the model libraries, metadata only (ModelDeck's `GET /api/libraries`).
 *
 * @example
 * ```ts
 * const libraries = await listLibraries({ hubUrl: "http://localhost:8080" });
 * ```
 */
export function listLibraries(
  options: HubRequestOptions = {},
): Promise<
  Record<string, { prettyLabel: string; repoName: string; repoUrl: string; filter?: boolean }>
> {
  return hubJson("/api/libraries", options);
}

/**
 * Reads the local apps, metadata only (ModelDeck's `GET /api/local-apps`).
 *
 * @example
 * ```ts
 * const apps = await listLocalApps({ hubUrl: "http://localhost:8080" });
 * ```
 */
export function listLocalApps(
  options: HubRequestOptions = {},
): Promise<Record<string, Record<string, unknown>>> {
  return hubJson("/api/local-apps", options);
}

/**
 * Reads model counts overall, per pipeline tag and per library (ModelDeck's `GET /api/stats`).
 *
 * @example
 * ```ts
 * const { total } = await getStats({ hubUrl: "http://localhost:8080" });
 * ```
 */
export function getStats(options: HubRequestOptions = {}): Promise<ApiStats> {
  return hubJson("/api/stats", options);
}

/**
 * Reads which providers the server's inference gateway holds keys for (ModelDeck's
 * `GET /api/inference-gateway`).
 *
 * @example
 * ```ts
 * const { configuredProviders } = await inferenceGatewayInfo({ hubUrl: "http://localhost:8080" });
 * ```
 */
export function inferenceGatewayInfo(
  options: HubRequestOptions = {},
): Promise<ApiInferenceGatewayInfo> {
  return hubJson("/api/inference-gateway", options);
}
