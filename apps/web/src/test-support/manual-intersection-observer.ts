/**
 * An `IntersectionObserver` that reports only when a test says so (jsdom has none): install it,
 * render, then call `enter()` on the instance watching the element, as a scroll would.
 *
 * @example
 * ```ts
 * const stop = ManualIntersectionObserver.install();
 * // render, then: ManualIntersectionObserver.instances[0]?.enter();
 * stop();
 * ```
 */
export class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string } = {},
  ) {
    ManualIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enter() {
    this.callback([{ isIntersecting: true }]);
  }
  /** Puts this class in place of the global; the returned function removes it and its instances. */
  static install(): () => void {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
      ManualIntersectionObserver;
    return () => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
      ManualIntersectionObserver.instances = [];
    };
  }
}
