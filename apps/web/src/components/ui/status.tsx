import type { ReactNode } from "react";
import type { Resource } from "../../lib/use-resource";

/**
 * Loading and error states, written in plain words, so no screen is ever blank.
 *
 * @example
 * ```tsx
 * <ResourceView resource={models} what="models">{(list) => <ModelList models={list} />}</ResourceView>
 * ```
 */
export function ResourceView<T>(props: {
  resource: Resource<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (props.resource.status === "loading") return <Loading what={props.what} />;
  if (props.resource.status === "error")
    return (
      <ErrorMessage title={`Could not load ${props.what}`} message={props.resource.error.message} />
    );
  return <>{props.children(props.resource.data)}</>;
}

/**
 * A polite "Loading …" line.
 *
 * @example
 * ```tsx
 * <Loading what="models" />
 * ```
 */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="loading">
      Loading {what}…
    </p>
  );
}

/**
 * An error box announced to screen readers: a plain-words title, the detail, and, when the
 * screen can try again, a "Try again" button that calls `onRetry`.
 *
 * @example
 * ```tsx
 * <ErrorMessage title="Could not load models" message={error.message} onRetry={() => refetch()} />
 * ```
 */
export function ErrorMessage({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="error-message">
      <strong>{title}</strong>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
