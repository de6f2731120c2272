import { pipelineName } from "../../../lib/catalogue";
import { COMPARE_MAX_COLUMNS, removeFromTray, type CompareTray } from "../../../lib/compare-tray";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";

/**
 * The comparison being gathered from the model browser, kept on the page: how many models (of
 * which task), each removable, and a Compare link that opens them side by side. Models added
 * with the cards' "Add to compare" land here instead of leaving the page at every click.
 *
 * @example
 * ```tsx
 * <CompareTrayBar tray={{ task: "fill-mask", columns: [{ model: "google-bert/bert-base-uncased", provider: "" }] }} />
 * ```
 */
export function CompareTrayBar({ tray }: { tray: CompareTray | undefined }) {
  const models = tray?.columns.map((column) => column.model).filter(Boolean) ?? [];
  if (!tray || models.length === 0) return null;
  const count = `${models.length} ${models.length === 1 ? "model" : "models"}`;
  return (
    <section className="compare-tray" aria-label="Models to compare">
      <p role="status" className="compare-tray-count">
        <strong>{count}</strong> to compare
        <span className="muted">
          {" "}
          ({pipelineName(tray.task) || tray.task}, up to {COMPARE_MAX_COLUMNS})
        </span>
      </p>
      <ul className="compare-tray-models">
        {models.map((model) => (
          <li key={model}>
            <span className="compare-tray-model">{model}</span>
            <button
              type="button"
              className="compare-tray-remove"
              aria-label={`Remove ${model} from the comparison`}
              onClick={() => removeFromTray(model)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Link href={paths.compare({ task: tray.task, models })} className="button primary">
        Compare
      </Link>
    </section>
  );
}
