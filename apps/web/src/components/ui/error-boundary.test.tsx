import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary, isChunkLoadError } from "./error-boundary";

function Flaky({ fail }: { fail: () => boolean }) {
  if (fail()) throw new Error("Cannot read properties of undefined (reading 'score')");
  return <p>Drawn fine</p>;
}

/** A page frame whose navigation must survive whatever happens inside the boundary. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <nav aria-label="Main">
        <a href="/models">Models</a>
      </nav>
      <main>{children}</main>
    </>
  );
}

describe("ErrorBoundary", () => {
  // React reports caught render errors on the console; keep the test output readable.
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => {
    cleanup();
    consoleError.mockClear();
  });

  it("shows a plain-words alert instead of a blank screen and recovers with Try again", async () => {
    let broken = true;
    render(
      <Frame>
        <ErrorBoundary what="the result">
          <Flaky fail={() => broken} />
        </ErrorBoundary>
      </Frame>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Something went wrong while showing the result.");
    expect(alert.textContent).toContain("reading 'score'");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reload page" })).toBeNull();
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Drawn fine")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers to reload the page when a lazy chunk cannot be downloaded", async () => {
    const reload = vi.fn();
    const Missing = lazy(() =>
      Promise.reject(
        new TypeError(
          "Failed to fetch dynamically imported module: http://127.0.0.1/assets/task-page-3f2a.js",
        ),
      ),
    );
    render(
      <Frame>
        <ErrorBoundary what="this page" reload={reload}>
          <Suspense fallback={<p role="status">Loading the page…</p>}>
            <Missing />
          </Suspense>
        </ErrorBoundary>
      </Frame>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("could not be downloaded");
    expect(screen.getByRole("link", { name: "Models" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("forgets the error when its reset key changes", async () => {
    function Switcher() {
      const [page, setPage] = useState("broken");
      return (
        <Frame>
          <button type="button" onClick={() => setPage("fine")}>
            Go elsewhere
          </button>
          <ErrorBoundary what="this page" resetKey={page}>
            <Flaky fail={() => page === "broken"} />
          </ErrorBoundary>
        </Frame>
      );
    }
    render(<Switcher />);
    expect(screen.getByRole("alert")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Go elsewhere" }));
    expect(screen.getByText("Drawn fine")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("isChunkLoadError", () => {
  it("recognises how Chromium, Firefox, Safari and Vite word a failed chunk, even wrapped", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://example.test/a.js",
      "error loading dynamically imported module: https://example.test/a.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/a.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    const wrapped = new Error("Loading the route failed", {
      cause: new TypeError("Importing a module script failed."),
    });
    expect(isChunkLoadError(wrapped)).toBe(true);
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
