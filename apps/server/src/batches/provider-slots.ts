/**
 * Bounds the calls a server sends at once to each provider, across all its batches: `acquire`
 * waits for a free slot of that provider (first come, first served), `release` frees one.
 *
 * @example
 * ```ts
 * const slots = new ProviderSlots(4);
 * await slots.acquire("together");
 * try { await call(); } finally { slots.release("together"); }
 * ```
 */
export class ProviderSlots {
  private readonly busy = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly limit: number) {}

  async acquire(provider: string): Promise<void> {
    const busy = this.busy.get(provider) ?? 0;
    if (busy < this.limit) {
      this.busy.set(provider, busy + 1);
      return;
    }
    await new Promise<void>((resolve) => {
      const queue = this.waiting.get(provider) ?? [];
      queue.push(resolve);
      this.waiting.set(provider, queue);
    });
  }

  release(provider: string): void {
    const next = this.waiting.get(provider)?.shift();
    // The slot passes straight to the next waiter, so the count stays as it is.
    if (next !== undefined) next();
    else this.busy.set(provider, Math.max(0, (this.busy.get(provider) ?? 1) - 1));
  }

  /** Calls in flight to `provider` now. */
  inFlight(provider: string): number {
    return this.busy.get(provider) ?? 0;
  }
}
