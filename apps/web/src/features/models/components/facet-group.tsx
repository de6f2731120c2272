import type { ModelFacet, ModelFacetCounts } from "@modeldeck/hub";
import { useId, useState } from "react";
import { TaskIcon } from "../../../components/ui/task-icon";
import { formatCount } from "../../../lib/format";
import type { FacetView } from "./facet-views";

/** Values shown before "Show all"; the one in force is always shown. */
const FIRST_VALUES = 6;

/**
 * A count as the sidebar writes it: "1.2K", or "2K+" when the server counted a bounded sample and
 * the figure is a lower bound.
 *
 */
function countText(count: number, exact: boolean): string {
  return `${formatCount(count)}${exact ? "" : "+"}`;
}

/**
 * One facet of the filter sidebar: a heading and its values as toggle buttons (`aria-pressed`),
 * each with its count of models. Pressing a value applies it at once; pressing the value in
 * force removes it. Tasks carry their icon.
 *
 * @example
 * ```tsx
 * <FacetGroup facet="license" view={FACET_VIEWS.license} counts={facets.license} selected="license:mit" onSelect={apply} />
 * ```
 */
export function FacetGroup({
  facet,
  view,
  counts,
  selected,
  onSelect,
}: {
  facet: ModelFacet;
  view: FacetView;
  counts: ModelFacetCounts | undefined;
  selected: string | undefined;
  onSelect: (value: string | undefined) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const values = counts?.values ?? [];
  const firstValues = view.showAll ? values.length : FIRST_VALUES;
  const shown = expanded ? values : values.slice(0, firstValues);
  const entries: { value: string; count?: number }[] = [...shown];
  if (selected !== undefined && !entries.some((entry) => entry.value === selected)) {
    const known = values.find((entry) => entry.value === selected);
    entries.unshift(known ?? { value: selected });
  }
  if (entries.length === 0 && counts !== undefined) return null;
  return (
    <section className="facet-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="facet-title">
        {view.title}
      </h2>
      {counts === undefined && entries.length === 0 ? (
        <p className="muted facet-note">Loading…</p>
      ) : null}
      <ul className="facet-values" id={listId}>
        {entries.map((entry) => {
          const pressed = entry.value === selected;
          return (
            <li key={entry.value}>
              <button
                type="button"
                className="facet-value"
                aria-pressed={pressed}
                onClick={() => onSelect(pressed ? undefined : entry.value)}
              >
                {facet === "pipeline_tag" ? <TaskIcon task={entry.value} size={16} /> : null}
                <span className="facet-label">{view.label(entry.value)}</span>
                {entry.count !== undefined && counts !== undefined ? (
                  <span className="facet-count">
                    {countText(entry.count, counts.exact)}
                    <span className="visually-hidden"> models</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {values.length > firstValues ? (
        <button
          type="button"
          className="facet-more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? `Show fewer ${view.title.toLowerCase()}`
            : `Show all ${values.length} ${view.title.toLowerCase()}`}
        </button>
      ) : null}
    </section>
  );
}
