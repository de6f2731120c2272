import { ensureBlob } from "@modeldeck/hub";
import type { ApiClient } from "../../../lib/api-client";
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
 * A blind battle: its id and columns A, B, … with an answer or an error each.
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
export const arenaPaths = {
  battles: () => "/api/arena/battles",
  vote: (id: string) => `/api/arena/battles/${encodeURIComponent(id)}/vote`,
  leaderboard: arenaLeaderboardPath,
};

async function call<T>(api: ApiClient, path: string, init?: RequestInit): Promise<T> {
  const response = await api.fetch(`${api.baseUrl}${path}`, {
    ...init,
    // The gateway token from Settings: a server with MODELDECK_GATEWAY_TOKENS serves only its holders.
    headers: { "content-type": "application/json", ...gatewayTokenHeaders(), ...init?.headers },
  });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `the server answered ${response.status}`);
  return body;
}

/**
 * Starts a blind battle on a text or a file (stored on the server first, by content hash).
 *
 * @example
 * ```ts
 * const battle = await startBattle(api, { task: "text-generation", text: "Hello", columns: 2 });
 * ```
 */
export async function startBattle(
  api: ApiClient,
  input: { task: string; text?: string; file?: File; columns: number },
): Promise<BlindBattle> {
  const file =
    input.file === undefined
      ? undefined
      : (await ensureBlob({ ...api.hub, data: input.file, contentType: input.file.type })).blob;
  return call(api, arenaPaths.battles(), {
    method: "POST",
    body: JSON.stringify({
      task: input.task,
      columns: input.columns,
      ...(input.text === undefined ? {} : { text: input.text }),
      ...(file === undefined ? {} : { file }),
    }),
  });
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
