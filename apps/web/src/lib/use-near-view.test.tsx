import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useNearView } from "./use-near-view";

/** A stand-in for the browser's observer that the test moves into view by hand. */
class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
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
}

function Probe() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref);
  return <section ref={ref}>{near ? "near" : "far"}</section>;
}

describe("useNearView", () => {
  afterEach(() => {
    cleanup();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    ManualIntersectionObserver.instances = [];
  });

  it("stays false until the element nears the viewport, then stays true", () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
      ManualIntersectionObserver;
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    const observer = ManualIntersectionObserver.instances[0];
    expect(observer?.options.rootMargin).toBe("400px");
    act(() => observer?.enter());
    expect(screen.getByText("near")).toBeTruthy();
    expect(observer?.observed).toEqual([]);
  });

  it("is true at once where the browser has no IntersectionObserver", () => {
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
