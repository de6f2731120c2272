import type { NewRun, RunResult } from "@modeldeck/hub";
import type { PipelineType } from "@modeldeck/tasks";
import type { ApiClient } from "../../../lib/api-client";
import { saveRun, storeBlob } from "../../../lib/run/compare-api";
import {
  withGatewayToken,
  type ArenaAnswer,
  type BlindBattle,
  type RevealedColumn,
} from "./arena-api";

/** A generated image arrives as a data URL; a saved run refers to files by hash instead. */
async function imageBlob(dataUrl: string): Promise<Blob> {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/i.exec(dataUrl);
  if (match === null) throw new Error("A column's image is not one this page can save.");
  const bytes = Uint8Array.from(atob(match[2] as string), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}

/** A column's answer in the saved-run output shapes the compare screen shows. */
async function savedOutput(api: ApiClient, answer: ArenaAnswer): Promise<unknown> {
  if ("text" in answer) return { kind: "text", text: answer.text };
  if ("image" in answer) {
    const blob = await imageBlob(answer.image);
    const file = await storeBlob(api, blob);
    return { kind: "media", mediaType: "image", file };
  }
  if (answer.some((item) => item.box !== undefined))
    return {
      kind: "boxes",
      boxes: answer.flatMap((item) => (item.box === undefined ? [] : [item])),
    };
  return { kind: "scores", scores: answer.map(({ label, score }) => ({ label, score })) };
}

/**
 * A battle after its reveal as a saved run: the revealed models and providers as the columns (in
 * battle order), the prompt or input file, and each column's answer or error. The arena does not
 * time its columns apart (so no column's speed gives it away), hence no timings.
 *
 * @example
 * ```ts
 * const run = await arenaRun(api, battle, revealed);
 * run.title; // "acme/alpha vs acme/beta (arena)"
 * ```
 */
async function arenaRun(
  api: ApiClient,
  battle: BlindBattle,
  revealed: readonly RevealedColumn[],
): Promise<NewRun> {
  const withToken = withGatewayToken(api);
  const columns = battle.columns.map((column) => {
    const name = revealed.find((candidate) => candidate.column === column.column);
    if (name === undefined) throw new Error(`Column ${column.column} has not been revealed.`);
    return { model: name.model, provider: name.provider };
  });
  const results = await Promise.all(
    battle.columns.map(async (column): Promise<RunResult> => ({
      ...(column.answer === undefined
        ? { output: null, error: `Column failed: ${column.error ?? "no answer"}` }
        : { output: await savedOutput(withToken, column.answer) }),
      timings: { totalMs: 0 },
    })),
  );
  return {
    kind: "compare",
    task: battle.task as PipelineType,
    title: `${columns.map((column) => column.model).join(" vs ")} (arena)`,
    setup: { columns, parameters: {}, input: battle.input ?? {} },
    results,
  };
}

/**
 * Saves a revealed battle as this browser's private saved run (see `arenaRun`), with the gateway
 * token like every arena request, and answers its id for the link.
 *
 * @example
 * ```ts
 * const { id } = await saveArenaRun(api, battle, revealed);
 * ```
 */
export async function saveArenaRun(
  api: ApiClient,
  battle: BlindBattle,
  revealed: readonly RevealedColumn[],
): Promise<{ id: string }> {
  const withToken = withGatewayToken(api);
  return saveRun(withToken, await arenaRun(withToken, battle, revealed));
}
