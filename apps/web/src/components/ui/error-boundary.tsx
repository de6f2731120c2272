import { Component, type ErrorInfo, type ReactNode } from "react";

// Browsers word a failed dynamic import differently; a deploy that removed old chunks, or a
// dropped connection, shows up as one of these. Vite's preload helper adds the last one.
const CHUNK_FAILURE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/**
 * Whether an error means a code chunk could not be downloaded, in which case retrying the
 * render cannot help (React keeps the failed import) and only reloading the page can.
 *
 * @example
 * ```ts
 * isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js")); // true
 * isChunkLoadError(new Error("x is undefined")); // false
 * ```
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  if (CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(error.message))) return true;
  // Loaders and module runners often wrap the browser's error; look through the wrapping.
  return error.cause !== error && isChunkLoadError(error.cause);
}

type ErrorBoundaryProps = {
  children: ReactNode;
  /** What failed, in the user's words: "this page", "the result". */
  what: string;
  /** When this value changes (for example the address), the error is forgotten. */
  resetKey?: unknown;
  /** How to reload the page; tests pass their own. */
  reload?: () => void;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/**
 * Catches rendering errors and failed lazy imports below it and shows them in plain words
 * with a way out, so a broken part never turns the screen blank. Everything outside the
 * boundary (navigation, the inputs next to a result) keeps working.
 *
 * @example
 * ```tsx
 * <ErrorBoundary what="this page" resetKey={pathname}>
 *   <Suspense fallback={<Loading what="the page" />}><ModelPage /></Suspense>
 * </ErrorBoundary>
 * ```
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Keep a trace for whoever opens the developer tools; the user sees the message below.
    console.error(`ModelDeck: rendering ${this.props.what} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = () => this.setState({ error: undefined, hasError: false });

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    const detail = this.state.error instanceof Error ? this.state.error.message : "";
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div role="alert" className="error-message">
        <strong>
          {chunk
            ? `Part of the app needed to show ${this.props.what} could not be downloaded.`
            : `Something went wrong while showing ${this.props.what}.`}
        </strong>
        <p>
          {chunk
            ? "The connection may have dropped, or a newer version of ModelDeck was published. Reloading the page usually fixes it."
            : "The rest of the page still works. You can try again; if it keeps failing, the details below help a bug report."}
        </p>
        {detail ? <p className="error-detail">{detail}</p> : null}
        <div className="row">
          <button type="button" onClick={this.reset}>
            Try again
          </button>
          {chunk ? (
            <button type="button" className="primary" onClick={reload}>
              Reload page
            </button>
          ) : null}
        </div>
      </div>
    );
  }
}
