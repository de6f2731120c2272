import { useMutation } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import type { BlindBattle, RevealedColumn } from "../api/arena-api";
import { saveArenaRun } from "../api/arena-run";

/**
 * "Save this run", offered once a battle is revealed: stores its input and every column's answer
 * under the revealed model names as a private saved run of this browser, and links to it.
 *
 * @example
 * ```tsx
 * <ArenaSaveRun battle={battle} revealed={vote.data.columns} />
 * ```
 */
export function ArenaSaveRun({
  battle,
  revealed,
}: {
  battle: BlindBattle;
  revealed: RevealedColumn[];
}) {
  const api = useApiClient();
  const save = useMutation({ mutationFn: () => saveArenaRun(api, battle, revealed) });
  return (
    <div className="row">
      <button
        type="button"
        onClick={() => save.mutate()}
        disabled={save.isPending || save.isSuccess}
      >
        {save.isPending ? "Saving…" : "Save this run"}
      </button>
      <span role="status">
        {save.isSuccess ? (
          <>
            Saved; only its link opens it.{" "}
            <Link href={paths.compare({ run: save.data.id })}>Open the saved run</Link>
          </>
        ) : null}
      </span>
      {save.isError ? (
        <p role="alert" className="error-message">
          The run could not be saved: {save.error.message}
        </p>
      ) : null}
    </div>
  );
}
