/**
 * The server's source of time, injectable so rate-limit windows and default dates are testable.
 *
 * @example
 * ```ts
 * const fixed: Clock = { now: () => Date.parse("2025-01-01T00:00:00Z") };
 * ```
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The wall clock, used whenever no clock is injected. Tests pass a fixed `Clock` instead so rate-
 * limit windows and default dates do not depend on when they run.
 *
 * @example
 * ```ts
 * const app = await buildServer({ clock: SYSTEM_CLOCK }); // the same as leaving `clock` out
 * ```
 */
export const SYSTEM_CLOCK: Clock = { now: () => Date.now() };
