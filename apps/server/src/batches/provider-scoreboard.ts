import type { UserData } from "../db/user-data.js";
import { timingSummary } from "./metrics/latency-summary.js";
import type { BatchColumn } from "./batch-task.js";
import type { ScoreboardSample } from "./scoreboard-window.js";

/** Fewer samples than this say nothing: such pairs are left out of the scoreboard. */
export const SCOREBOARD_MIN_SAMPLES = 20;

/**
 * One provider × model line of the scoreboard, over the window: samples (batch rows run and
 * gateway calls), latency
 * p50/p95 of the answered ones, time to first token where rows streamed, completion tokens per
 * second where providers reported usage, and the error rate.
 *
 * @example
 * ```ts
 * const line: ScoreboardLine = { provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", samples: 240, latencyP50Ms: 610, latencyP95Ms: 1480, errorRate: 0.01 };
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

interface Tally {
  samples: number;
  errors: number;
  timings: { totalMs: number; firstTokenMs?: number }[];
  tokens: number;
  tokenSeconds: number;
}

/** Adds one row or call to its pair's tally. */
function tallySample(
  tallies: Map<string, Tally>,
  provider: string,
  model: string,
  sample: { failed: boolean; totalMs?: number; firstTokenMs?: number; completionTokens?: number },
): void {
  const key = JSON.stringify([provider, model]);
  let tally = tallies.get(key);
  if (tally === undefined) {
    tally = { samples: 0, errors: 0, timings: [], tokens: 0, tokenSeconds: 0 };
    tallies.set(key, tally);
  }
  tally.samples += 1;
  if (sample.failed) {
    tally.errors += 1;
    return;
  }
  if (sample.totalMs === undefined) return;
  tally.timings.push({
    totalMs: sample.totalMs,
    ...(sample.firstTokenMs === undefined ? {} : { firstTokenMs: sample.firstTokenMs }),
  });
  if (sample.completionTokens !== undefined && sample.totalMs > 0) {
    tally.tokens += sample.completionTokens;
    tally.tokenSeconds += sample.totalMs / 1000;
  }
}

/** Batch rows finished since `since` (cancelled ones left out), tallied by pair. */
async function tallyBatchRows(
  userData: UserData,
  since: string,
  model: string | undefined,
  tallies: Map<string, Tally>,
): Promise<void> {
  const cells = await userData.db
    .selectFrom("batch_results")
    .innerJoin("batches", "batches.id", "batch_results.batch_id")
    .select([
      "batches.columns",
      "batch_results.column_index",
      "batch_results.latency_ms",
      "batch_results.ttft_ms",
      "batch_results.error_kind",
      "batch_results.completion_tokens",
    ])
    .where("batch_results.finished_at", ">=", since)
    .where((eb) =>
      eb.or([
        eb("batch_results.error_kind", "is", null),
        eb("batch_results.error_kind", "!=", "cancelled"),
      ]),
    )
    .execute();
  const columnsOf = new Map<string, BatchColumn[]>();
  for (const cell of cells) {
    let columns = columnsOf.get(cell.columns);
    if (columns === undefined) {
      columns = JSON.parse(cell.columns) as BatchColumn[];
      columnsOf.set(cell.columns, columns);
    }
    const column = columns[Number(cell.column_index)];
    if (column === undefined || (model !== undefined && column.model !== model)) continue;
    tallySample(tallies, column.provider, column.model, {
      failed: cell.error_kind !== null,
      ...(cell.latency_ms === null ? {} : { totalMs: Number(cell.latency_ms) }),
      ...(cell.ttft_ms === null ? {} : { firstTokenMs: Number(cell.ttft_ms) }),
      ...(cell.completion_tokens === null
        ? {}
        : { completionTokens: Number(cell.completion_tokens) }),
    });
  }
}

/**
 * The provider scoreboard over a sliding window: the batch rows finished since `since`, from
 * every batch on this server's user data, plus the interactive gateway calls of the window
 * (`gateway`, from this server's {@link ScoreboardWindow}); only `model`'s pairs when one is
 * given. A pair with fewer than {@link SCOREBOARD_MIN_SAMPLES} samples is left out. Fastest
 * (lowest p50) first. Only the operator's opt-in (`MODELDECK_SCOREBOARD=1`) exposes it.
 *
 * @example
 * ```ts
 * const lines = await providerScoreboard(userData, new Date(Date.now() - 86_400_000).toISOString());
 * ```
 */
export async function providerScoreboard(
  userData: UserData,
  since: string,
  filter: { model?: string; gateway?: readonly ScoreboardSample[] } = {},
): Promise<ScoreboardLine[]> {
  const tallies = new Map<string, Tally>();
  await tallyBatchRows(userData, since, filter.model, tallies);
  for (const sample of filter.gateway ?? []) {
    if (filter.model !== undefined && sample.model !== filter.model) continue;
    tallySample(tallies, sample.provider, sample.model, sample);
  }
  const lines: ScoreboardLine[] = [];
  for (const [key, tally] of tallies) {
    if (tally.samples < SCOREBOARD_MIN_SAMPLES) continue;
    const [provider, model] = JSON.parse(key) as [string, string];
    const { latency, firstToken } = timingSummary(tally.timings);
    lines.push({
      provider,
      model,
      samples: tally.samples,
      ...(latency.p50 === undefined ? {} : { latencyP50Ms: latency.p50 }),
      ...(latency.p95 === undefined ? {} : { latencyP95Ms: latency.p95 }),
      ...(firstToken.p50 === undefined ? {} : { firstTokenP50Ms: firstToken.p50 }),
      ...(tally.tokenSeconds > 0 ? { tokensPerSecond: tally.tokens / tally.tokenSeconds } : {}),
      errorRate: tally.errors / tally.samples,
    });
  }
  return lines.sort(
    (one, other) => (one.latencyP50Ms ?? Infinity) - (other.latencyP50Ms ?? Infinity),
  );
}
