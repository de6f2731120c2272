import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIdle } from "./use-idle";

function Probe() {
  return <p>{useIdle() ? "idle" : "busy"}</p>;
}

describe("useIdle", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("waits for the browser's idle callback, then stays true", () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    render(<Probe />);
    expect(screen.getByText("busy")).toBeTruthy();
    expect(callbacks).toHaveLength(1);
    act(() => callbacks[0]?.());
    expect(screen.getByText("idle")).toBeTruthy();
    expect(callbacks).toHaveLength(1);
  });

  it("turns true on the next task where the browser has no idle callbacks", async () => {
    // Safari has none; removed here rather than relying on the test DOM's lacking it.
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.stubGlobal("cancelIdleCallback", undefined);
    render(<Probe />);
    expect(screen.getByText("busy")).toBeTruthy();
    expect(await screen.findByText("idle")).toBeTruthy();
  });
});
