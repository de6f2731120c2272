import type { SyncSummary } from "./sync-models.js";

/**
 * Where progress goes and how often: `status` rewrites one line in place (a terminal; at most
 * every `terminalEveryMs`, default 250), otherwise `line` prints one whole line every
 * `everyMs` (default 10 s). `now` is injectable for tests.
 *
 * @example
 * ```ts
 * const options: ProgressOptions = { line: (text) => io.err(text), status: io.status, everyMs: 10_000 };
 * ```
 */
export interface ProgressOptions {
  line(text: string): void;
  status?: (text: string) => void;
  everyMs?: number;
  terminalEveryMs?: number;
  now?: () => number;
}

function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, "0")}m`;
  return minutes > 0 ? `${minutes}m ${String(rest).padStart(2, "0")}s` : `${rest}s`;
}

const count = (value: number) => value.toLocaleString("en-US");

/**
 * One progress line: done of total (or of those listed so far), models per second over this run,
 * the time left when the total is known, and what became of them.
 *
 * @example
 * ```ts
 * progressLine({ ...summary, done: 12_000, total: 100_000 }, 800, 110);
 * // "12,000/100,000 models, 800/s, ETA 1m 50s: 11,500 stored, 500 unchanged, 0 skipped, 0 failed, 0 gone"
 * ```
 */
export function progressLine(summary: Readonly<SyncSummary>, rate: number, eta?: number): string {
  const of = summary.total === undefined ? `${count(summary.listed)} listed` : count(summary.total);
  const left = eta === undefined ? "" : `, ETA ${duration(eta)}`;
  return (
    `${count(summary.done)}/${of} models, ${count(Math.round(rate))}/s${left}: ` +
    `${count(summary.stored)} stored, ${count(summary.unchanged)} unchanged, ` +
    `${count(summary.skipped)} skipped, ${count(summary.failed)} failed, ${count(summary.gone)} gone`
  );
}

/**
 * A sync's progress display: call `update` as often as you like (it throttles), `finish` once at
 * the end (it prints the last state as a whole line). The rate counts this run's models only, so
 * a resumed sync's ETA is not flattered by the models done before.
 *
 * @example
 * ```ts
 * const progress = progressReporter({ line: io.err, status: io.status });
 * await syncModels({ database, from, onProgress: progress.update });
 * progress.finish();
 * ```
 */
export function progressReporter(options: ProgressOptions) {
  const now = options.now ?? (() => performance.now());
  const every =
    options.status === undefined ? (options.everyMs ?? 10_000) : (options.terminalEveryMs ?? 250);
  const started = now();
  let startDone: number | undefined;
  let lastShown = started;
  let latest: SyncSummary | undefined;
  const render = (summary: Readonly<SyncSummary>) => {
    startDone ??= summary.done;
    const seconds = Math.max(0.001, (now() - started) / 1000);
    const rate = (summary.done - startDone) / seconds;
    const eta =
      summary.total !== undefined && rate > 0 ? (summary.total - summary.done) / rate : undefined;
    return progressLine(summary, rate, eta);
  };
  return {
    update(summary: Readonly<SyncSummary>): void {
      latest = { ...summary };
      startDone ??= summary.done;
      if (now() - lastShown < every) return;
      lastShown = now();
      (options.status ?? options.line)(render(summary));
    },
    finish(): void {
      if (latest === undefined) return;
      if (options.status !== undefined) options.status("");
      options.line(render(latest));
    },
  };
}
