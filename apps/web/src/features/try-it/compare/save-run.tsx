import { useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import { pathTo } from "../../../routes";
import type { ColumnRun } from "./column-run";
import { rememberDeleteKey, runSetup, saveRun } from "./compare-api";
import { compareQuery, type CompareSetup } from "./compare-setup";
import { savedResult } from "./run-record";

/**
 * The permalink of a setup (absolute, for copying) on the compare screen.
 *
 * @example
 * ```ts
 * permalink(setup); // "http://localhost:8080/compare?task=…"
 * ```
 */
function permalink(setup: CompareSetup): string {
  return `${window.location.origin}${pathTo("compare")}?${compareQuery(setup)}`;
}

/**
 * "Copy link" (the setup, reproducible on any machine using this server) and "Save run" (setup,
 * outputs, timings; generated files stored by hash first). The delete key the server returns
 * stays in this browser only; no token is part of a run.
 *
 * @example
 * ```tsx
 * <SaveRun setup={async () => setup} runs={runs} />
 * ```
 */
export function SaveRun({
  setup,
  runs,
  onSaved,
}: {
  setup: () => Promise<CompareSetup>;
  runs: ColumnRun[];
  onSaved?: () => void;
}) {
  const api = useApiClient();
  const [state, setState] = useState<
    | { kind: "idle" | "saving" | "copied" }
    | { kind: "saved"; id: string }
    | { kind: "failed"; message: string }
  >({ kind: "idle" });
  const copy = async () => {
    const link = permalink(await setup());
    try {
      await navigator.clipboard.writeText(link);
      setState({ kind: "copied" });
    } catch {
      setState({ kind: "failed", message: `Copy this link: ${link}` });
    }
  };
  const save = async () => {
    setState({ kind: "saving" });
    try {
      const current = await setup();
      const results = await Promise.all(runs.map((run) => savedResult(api, run)));
      const answer = await saveRun(api, {
        kind: current.columns.length > 1 ? "compare" : "try",
        task: current.task,
        title: current.columns.map((column) => column.model).join(" vs "),
        setup: runSetup(current),
        results,
      });
      rememberDeleteKey(answer.id, answer.deleteKey);
      setState({ kind: "saved", id: answer.id });
      onSaved?.();
    } catch (error) {
      setState({ kind: "failed", message: (error as Error).message });
    }
  };
  return (
    <div className="row compare-share">
      <button type="button" onClick={() => void copy()}>
        Copy link
      </button>
      <button type="button" onClick={() => void save()} disabled={state.kind === "saving"}>
        {state.kind === "saving" ? "Saving…" : "Save run"}
      </button>
      <span role="status">
        {state.kind === "copied" ? "Link copied." : null}
        {state.kind === "saved" ? (
          <>
            Saved. <Link href={paths.compare({ run: state.id })}>Open the saved run</Link>
          </>
        ) : null}
      </span>
      {state.kind === "failed" ? (
        <p role="alert" className="error-message">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
