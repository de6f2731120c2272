import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useNearView } from "./use-near-view";
import { ManualIntersectionObserver } from "../test-support/manual-intersection-observer";

function Probe() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref);
  return <section ref={ref}>{near ? "near" : "far"}</section>;
}

let uninstall: () => void = () => undefined;

describe("useNearView", () => {
  afterEach(() => {
    cleanup();
    uninstall();
    uninstall = () => undefined;
  });

  it("stays false until the element nears the viewport, then stays true", () => {
    uninstall = ManualIntersectionObserver.install();
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
