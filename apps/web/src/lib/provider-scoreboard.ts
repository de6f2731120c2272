import { useQuery } from "@tanstack/react-query";
import { useApiClient, type ApiClient } from "./api-client";

/**
 * One provider × model line of this server's provider scoreboard (batch rows and calls through
 * its gateway over the recent window), as `GET /api/scoreboard` answers it.
 *
 * @example
 * ```ts
 * const line: ScoreboardLine = { provider: "together", model: "acme/chat", samples: 240, latencyP50Ms: 610, errorRate: 0.01 };
 * ```
 */
export interface ScoreboardLine {
  provider: string;
  model: string;
  samples: number;
  latencyP50Ms?: number;
  latencyP95Ms?: number;
  firstTokenP50Ms?: number;
  tokensPerSecond?: number;
  errorRate: number;
}

const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Keeps the lines that have the shape the page relies on; anything else is dropped. */
function checkedLines(lines: unknown): ScoreboardLine[] {
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line: Partial<ScoreboardLine> | null): line is ScoreboardLine =>
      typeof line?.provider === "string" &&
      typeof line.model === "string" &&
      finite(line.samples) &&
      finite(line.errorRate),
  );
}

/**
 * A model's scoreboard lines, or none when the operator did not turn the scoreboard on (or the
 * server is older and has none).
 */
async function fetchProviderScoreboard(
  api: ApiClient,
  model: string,
  signal?: AbortSignal,
): Promise<ScoreboardLine[]> {
  const response = await api.fetch(
    `${api.baseUrl}/api/scoreboard?model=${encodeURIComponent(model)}`,
    { signal },
  );
  if (!response.ok) return [];
  const body = (await response.json().catch(() => ({}))) as { enabled?: unknown; lines?: unknown };
  return body.enabled === true
    ? checkedLines(body.lines).filter((line) => line.model === model)
    : [];
}

/**
 * A model's scoreboard lines from the query cache, shared by the provider picker and the model
 * page; asked only while `enabled` and for a model id.
 *
 * @example
 * ```ts
 * const { data: lines = [] } = useProviderScoreboard("acme/chat");
 * ```
 */
export function useProviderScoreboard(model: string, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: ["provider-scoreboard", model],
    queryFn: ({ signal }) => fetchProviderScoreboard(api, model, signal),
    enabled: enabled && model !== "",
  });
}

/**
 * The line of the provider with the lowest p50 latency among `providers` (the ones offered),
 * or `undefined` when none has one.
 *
 * @example
 * ```ts
 * fastestProvider(lines, ["together", "novita"])?.provider; // "together"
 * ```
 */
export function fastestProvider(
  lines: readonly ScoreboardLine[],
  providers: readonly string[],
): ScoreboardLine | undefined {
  let fastest: ScoreboardLine | undefined;
  for (const line of lines) {
    if (!providers.includes(line.provider) || line.latencyP50Ms === undefined) continue;
    if (fastest?.latencyP50Ms === undefined || line.latencyP50Ms < fastest.latencyP50Ms)
      fastest = line;
  }
  return fastest;
}

/**
 * A duration in milliseconds for a reader: whole milliseconds under a second, else seconds.
 *
 * @example
 * ```ts
 * formatMilliseconds(612.4); // "612 ms"
 * formatMilliseconds(1480); // "1.48 s"
 * ```
 */
export function formatMilliseconds(milliseconds: number): string {
  return milliseconds < 1000
    ? `${Math.round(milliseconds)} ms`
    : `${(milliseconds / 1000).toFixed(2)} s`;
}
