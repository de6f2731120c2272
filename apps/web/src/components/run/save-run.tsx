import { useId, useState } from "react";
import { useApiClient } from "../../lib/api-client";
import { Link } from "../../lib/router";
import { paths } from "../../paths";
import { pathTo } from "../../route-paths";
import type { ColumnRun } from "../../lib/run/column-run";
import { runSetup, saveRun } from "../../lib/run/compare-api";
import { compareQuery, type CompareSetup } from "../../lib/run/compare-setup";
import { savedResult } from "../../lib/run/run-record";

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
 * outputs, timings; generated files stored by hash first), saying who will see the run: it is
 * private (its link, this browser's list) unless the user ticks "List it publicly". The run
 * belongs to this browser's owner key; no token is part of a run.
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
  const [listed, setListed] = useState(false);
  const id = useId();
  const [state, setState] = useState<
    | { kind: "idle" | "saving" | "copied" }
    | { kind: "saved"; id: string; listed: boolean }
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
        listed,
        setup: runSetup(current),
        results,
      });
      setState({ kind: "saved", id: answer.id, listed: answer.listed });
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
      <button
        type="button"
        onClick={() => void save()}
        disabled={state.kind === "saving"}
        aria-describedby={`${id}-who`}
      >
        {state.kind === "saving" ? "Saving…" : "Save run"}
      </button>
      <label>
        <input
          type="checkbox"
          checked={listed}
          onChange={(event) => setListed(event.target.checked)}
        />{" "}
        List it publicly
      </label>
      <p id={`${id}-who`} className="muted">
        {listed
          ? "Who can see it: anyone. The saved run, its inputs and its outputs will be in this server's public list."
          : "Who can see it: you, in this browser's saved runs, and anyone you give its link to. It is not listed anywhere."}
      </p>
      <span role="status">
        {state.kind === "copied" ? "Link copied." : null}
        {state.kind === "saved" ? (
          <>
            Saved{state.listed ? " and listed publicly" : "; only its link opens it"}.{" "}
            <Link href={paths.compare({ run: state.id })}>Open the saved run</Link>
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
