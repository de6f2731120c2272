import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ModelSearchBox } from "./model-search-box";

describe("ModelSearchBox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const box = () => screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

  it("hands over the text once typing pauses, once for a burst of keys", () => {
    const onSearch = vi.fn();
    render(<ModelSearchBox value="" onSearch={onSearch} />);
    for (const text of ["w", "wh", "whi", "whisper"]) {
      type(text);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([["whisper"]]);
  });

  it("hands over at once on Enter, and not again when the pause ends", () => {
    const onSearch = vi.fn();
    render(<ModelSearchBox value="" onSearch={onSearch} />);
    type("bert ");
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onSearch.mock.calls).toEqual([["bert"]]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("keeps the space and the letters typed after a pause when its own search comes back", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<ModelSearchBox value="" onSearch={onSearch} />);
    type("bert ");
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([["bert"]]);
    // The trimmed search returns through the URL while the user is already typing on.
    type("bert b");
    rerender(<ModelSearchBox value="bert" onSearch={onSearch} />);
    expect(box().value).toBe("bert b");
    type("bert base");
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([["bert"], ["bert base"]]);
  });

  it("follows a change from outside and drops the search typed before it", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<ModelSearchBox value="llama" onSearch={onSearch} />);
    type("llama-3");
    // Back (or a chip) changes the URL before the pause ends.
    rerender(<ModelSearchBox value="" onSearch={onSearch} />);
    expect(box().value).toBe("");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
