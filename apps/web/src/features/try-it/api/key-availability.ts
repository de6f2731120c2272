import type { ApiClient } from "../../../lib/api-client";
import type { Settings } from "../../../lib/settings";
import { apiPaths } from "../../../paths";

/**
 * What the server's inference gateway can add to a request: per provider, whether the operator
 * configured a key, and whether a request needs a caller's token at all. The gateway answers it
 * at `GET /api/inference/status`; older servers only list `configuredProviders`.
 *
 * @example
 * ```ts
 * const status: InferenceStatus = { providers: { together: { operatorKey: true } }, tokenRequired: true };
 * ```
 */
export interface InferenceStatus {
  providers: Record<string, { operatorKey: boolean }>;
  tokenRequired: boolean;
}

const STATUS_PATH = "/api/inference/status";

function isStatus(value: unknown): value is InferenceStatus {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<InferenceStatus>;
  return typeof candidate.providers === "object" && typeof candidate.tokenRequired === "boolean";
}

/**
 * Asks the server what its gateway can add; falls back to the older provider list, and to
 * `undefined` when neither answers (then nothing is known and nothing is held back).
 *
 * @example
 * ```ts
 * const status = await loadInferenceStatus(api);
 * ```
 */
export async function loadInferenceStatus(api: ApiClient): Promise<InferenceStatus | undefined> {
  try {
    const response = await api.fetch(`${api.baseUrl}${STATUS_PATH}`);
    if (response.ok) {
      const body: unknown = await response.json();
      if (isStatus(body)) return body;
    }
  } catch {
    // An older server has no status route; its provider list below says enough.
  }
  try {
    const response = await api.fetch(`${api.baseUrl}${apiPaths.inferenceGateway()}`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as { configuredProviders?: unknown };
    if (!Array.isArray(body.configuredProviders)) return undefined;
    const providers = Object.fromEntries(
      body.configuredProviders.map((id) => [String(id), { operatorKey: true }]),
    );
    return { providers, tokenRequired: true };
  } catch {
    return undefined;
  }
}

/**
 * Whether a request to `provider` would carry any credential: the user's own key for it, their
 * Hugging Face token (which the router accepts for every provider), or, through the gateway, the
 * operator's key or a gateway that needs no token. Returns the reason it would not, in plain
 * words, so the box can say so and send nothing.
 *
 * @example
 * ```ts
 * missingKey(settings, status, "together"); // "No key for together: …" or undefined
 * ```
 */
export function missingKey(
  settings: Settings,
  status: InferenceStatus | undefined,
  provider: string,
): string | undefined {
  if (settings.providerKeys[provider] || settings.hfToken) return undefined;
  if (settings.useGateway) {
    if (status === undefined) return undefined;
    if (!status.tokenRequired || status.providers[provider]?.operatorKey) return undefined;
    return `Neither you nor this ModelDeck server has a key for ${provider}, so nothing was sent.`;
  }
  return `You have no key for ${provider}, and requests go straight to it (the ModelDeck gateway is off), so nothing was sent.`;
}
