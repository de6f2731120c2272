import type { BlobReference } from "@modeldeck/hub";
import type { ApiClient } from "../../../lib/api-client";
import { storeBlob } from "../../../lib/run/compare-api";
import { arenaLeaderboardPath, gatewayTokenHeaders } from "../../../lib/arena-leaderboard";

/**
 * A column's answer as the server sends it before the vote: task-shaped, naming no model.
 *
 * @example
 * ```ts
 * const answer: ArenaAnswer = { text: "Rain taps softly." };
 * ```
 */
export type ArenaAnswer =
  | { text: string }
  | { image: string }
  | {
      label: string;
      score: number;
      box?: { xmin: number; ymin: number; xmax: number; ymax: number };
    }[];

/**
 * What a battle was asked: the prompt, or the input file as the server stores it (by hash).
 *
 * @example
 * ```ts
 * const input: ArenaInput = { file: { blob: "9f86d0…", contentType: "image/png" } };
 * ```
 */
type ArenaInput = { text: string } | { file: BlobReference };

/**
 * A blind battle: its id and columns A, B, … with an answer or an error each, and (kept by
 * this page, not sent by the server) what it was asked, so the run can be saved after the vote.
 *
 * @example
 * ```ts
 * const battle: BlindBattle = { id: "x", task: "text-generation", columns: [{ column: "A", answer: { text: "Hi" } }] };
 * ```
 */
export interface BlindBattle {
  id: string;
  task: string;
  columns: { column: string; answer?: ArenaAnswer; error?: string }[];
  input?: ArenaInput;
}

/**
 * The names behind the columns, once revealed.
 *
 * @example
 * ```ts
 * const names: RevealedColumn[] = [{ column: "A", model: "org/model", provider: "together" }];
 * ```
 */
export interface RevealedColumn {
  column: string;
  model: string;
  provider: string;
}

/**
 * The tasks the server's arena runs, and whether each takes a text or a file.
 *
 * @example
 * ```ts
 * ARENA_TASKS["object-detection"]; // "file"
 * ```
 */
export const ARENA_TASKS = {
  "text-generation": "text",
  "text-classification": "text",
  summarization: "text",
  translation: "text",
  "text-to-image": "text",
  "object-detection": "file",
  "image-classification": "file",
  "audio-classification": "file",
  "automatic-speech-recognition": "file",
} as const satisfies Record<string, "text" | "file">;

/** URLs of the arena's endpoints. */
const arenaPaths = {
  battles: () => "/api/arena/battles",
  vote: (id: string) => `/api/arena/battles/${encodeURIComponent(id)}/vote`,
  leaderboard: arenaLeaderboardPath,
};

/**
 * The app's API client with the gateway token from Settings added to every request it makes:
 * a server with `MODELDECK_GATEWAY_TOKENS` serves the arena (and counts uploads) per token, and
 * the hub client's calls (blob upload, saved run) take no header of their own.
 *
 * @example
 * ```ts
 * await ensureBlob({ ...withGatewayToken(api).hub, data: file });
 * ```
 */
export function withGatewayToken(api: ApiClient): ApiClient {
  const fetchWithToken: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(gatewayTokenHeaders())) headers.set(name, value);
    return api.fetch(input, { ...init, headers });
  };
  return { ...api, fetch: fetchWithToken, hub: { ...api.hub, fetch: fetchWithToken } };
}

async function call<T>(api: ApiClient, path: string, init?: RequestInit): Promise<T> {
  const response = await withGatewayToken(api).fetch(`${api.baseUrl}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init?.headers },
  });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `the server answered ${response.status}`);
  return body;
}

/**
 * Starts a blind battle on a text or a file (stored on the server first, by content hash, with
 * the gateway token like every arena request), with the prompt's category when one is given.
 *
 * @example
 * ```ts
 * const battle = await startBattle(api, { task: "text-generation", text: "Hello", columns: 2, category: "poetry" });
 * ```
 */
export async function startBattle(
  api: ApiClient,
  input: { task: string; text?: string; file?: File; columns: number; category?: string },
): Promise<BlindBattle> {
  const file =
    input.file === undefined ? undefined : await storeBlob(withGatewayToken(api), input.file);
  const category = input.category?.trim() ?? "";
  const battle = await call<BlindBattle>(api, arenaPaths.battles(), {
    method: "POST",
    body: JSON.stringify({
      task: input.task,
      columns: input.columns,
      ...(input.text === undefined ? {} : { text: input.text }),
      ...(file === undefined ? {} : { file: file.blob }),
      ...(category === "" ? {} : { category }),
    }),
  });
  const asked: ArenaInput | undefined =
    file !== undefined ? { file } : input.text !== undefined ? { text: input.text } : undefined;
  return { ...battle, ...(asked === undefined ? {} : { input: asked }) };
}

/**
 * Downloads a task's leaderboard export (CSV or JSON, one category or all) with the gateway
 * token in its header, as a link cannot carry one, and hands it over as a file to save.
 *
 * @example
 * ```ts
 * const { blob, name } = await downloadLeaderboard(api, "text-generation", "csv", "code");
 * ```
 */
export async function downloadLeaderboard(
  api: ApiClient,
  task: string,
  format: "csv" | "json",
  category = "",
): Promise<{ blob: Blob; name: string }> {
  const response = await withGatewayToken(api).fetch(
    `${api.baseUrl}${arenaPaths.leaderboard(task, format, category)}`,
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(
      typeof body.error === "string" ? body.error : `the server answered ${response.status}`,
    );
  }
  const blob = await response.blob();
  return { blob, name: `arena-${task}${category ? `-${category}` : ""}.${format}` };
}

/**
 * Casts the one vote of a battle (`A`…`D`, `tie` or `both-bad`) and gets the names back.
 *
 * @example
 * ```ts
 * const { columns } = await voteOnBattle(api, battle.id, "A");
 * ```
 */
export function voteOnBattle(
  api: ApiClient,
  id: string,
  vote: string,
): Promise<{ columns: RevealedColumn[] }> {
  return call(api, arenaPaths.vote(id), { method: "POST", body: JSON.stringify({ vote }) });
}
