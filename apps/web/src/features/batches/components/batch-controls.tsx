import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { readSettings } from "../../../lib/settings";
import { haltBatch, startBatch, type BatchStatus } from "../api/batch-api";
import { startKeys } from "../api/batch-keys";

type Action = "start" | "resume" | "pause" | "cancel";

const LABELS: Record<Action, string> = {
  start: "Start",
  resume: "Resume",
  pause: "Pause",
  cancel: "Cancel",
};

/** The actions a batch in each state takes. */
function actionsOf(state: BatchStatus["state"]): Action[] {
  if (state === "ready") return ["start", "cancel"];
  if (state === "running") return ["pause", "cancel"];
  if (state === "paused") return ["resume", "cancel"];
  return [];
}

/**
 * Start, pause, resume and cancel for a batch's owner (this browser's owner key). A start or
 * resume sends the user's own keys again when they set any: the server keeps them only in
 * memory. The new state replaces the polled one at once; a refusal shows the server's words.
 *
 * @example
 * ```tsx
 * <BatchControls status={batch} />
 * ```
 */
export function BatchControls({ status }: { status: BatchStatus }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: Action) =>
      action === "start" || action === "resume"
        ? startBatch(
            api,
            status.id,
            action,
            startKeys(
              readSettings(),
              status.columns.map((column) => column.provider),
            ),
          )
        : haltBatch(api, status.id, action),
    onSuccess: (next) => queryClient.setQueryData(["batch", api.baseUrl, status.id], next),
  });
  const actions = actionsOf(status.state);
  if (actions.length === 0) return null;
  return (
    <div className="row batch-controls">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === "start" || action === "resume" ? "primary" : undefined}
          disabled={act.isPending}
          onClick={() => act.mutate(action)}
        >
          {LABELS[action]}
        </button>
      ))}
      {act.isError ? (
        <p role="alert" className="error-message">
          {act.error.message}
        </p>
      ) : null}
    </div>
  );
}
