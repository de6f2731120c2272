/**
 * One interactive call through the gateway as the scoreboard counts it: when it ended, which
 * provider and model (as the request named it), how long it took, when a stream's first bytes
 * came, the completion tokens the provider reported, and whether it failed.
 *
 * @example
 * ```ts
 * const sample: ScoreboardSample = { at: Date.now(), provider: "together", model: "acme/chat", totalMs: 820, firstTokenMs: 190, completionTokens: 64, failed: false };
 * ```
 */
export interface ScoreboardSample {
  at: number;
  provider: string;
  model: string;
  totalMs: number;
  firstTokenMs?: number;
  completionTokens?: number;
  failed: boolean;
}

/** Most recent samples kept per provider × model, and pairs kept at all: memory stays bounded. */
const PER_PAIR = 2_000;
const MOST_PAIRS = 5_000;

/**
 * The gateway's share of the provider scoreboard: the samples of the last `windowMs`, in this
 * process's memory (each server counts the calls it relayed; batches are counted from the
 * database by every server). `record` is a push onto an array, so the call that reports never
 * waits; old samples are dropped as new ones arrive and when read. Bounded: the last 2,000
 * samples of a pair, 5,000 pairs (a request naming yet another model past that is not counted).
 *
 * @example
 * ```ts
 * const window = new ScoreboardWindow(24 * 3_600_000);
 * window.record({ at: Date.now(), provider: "together", model: "acme/chat", totalMs: 820, failed: false });
 * const recent = window.samples(Date.now());
 * ```
 */
export class ScoreboardWindow {
  private readonly pairs = new Map<string, ScoreboardSample[]>();

  constructor(readonly windowMs: number) {}

  record(sample: ScoreboardSample): void {
    const key = `${sample.provider}\n${sample.model}`;
    let samples = this.pairs.get(key);
    if (samples === undefined) {
      if (this.pairs.size >= MOST_PAIRS) this.prune(sample.at);
      if (this.pairs.size >= MOST_PAIRS) return;
      samples = [];
      this.pairs.set(key, samples);
    }
    samples.push(sample);
    if (samples.length > PER_PAIR) samples.splice(0, samples.length - PER_PAIR);
  }

  /** The samples still in the window at `now`, for every pair. */
  samples(now: number): ScoreboardSample[] {
    this.prune(now);
    return [...this.pairs.values()].flat();
  }

  private prune(now: number): void {
    const since = now - this.windowMs;
    for (const [key, samples] of this.pairs) {
      const kept = samples.findIndex((sample) => sample.at >= since);
      if (kept === -1) this.pairs.delete(key);
      else if (kept > 0) samples.splice(0, kept);
    }
  }
}

/**
 * The scoreboard's window when the operator opted in (`MODELDECK_SCOREBOARD=1`), over
 * `MODELDECK_SCOREBOARD_WINDOW_HOURS` (24 by default); `undefined` otherwise, and then nothing
 * is recorded at all.
 *
 * @example
 * ```ts
 * const scoreboard = scoreboardWindowFrom(process.env); // ScoreboardWindow | undefined
 * ```
 */
export function scoreboardWindowFrom(
  environment: Record<string, string | undefined>,
): ScoreboardWindow | undefined {
  if (environment.MODELDECK_SCOREBOARD !== "1") return undefined;
  const hours = Number(environment.MODELDECK_SCOREBOARD_WINDOW_HOURS ?? "24");
  return new ScoreboardWindow((Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000);
}
