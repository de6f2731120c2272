import { tagFacet } from "@modeldeck/hub";
import type { ModelBrowserQuery } from "../../../paths";
import { FACET_VIEWS } from "./facet-views";
import "./model-filters.css";

interface Chip {
  key: string;
  text: string;
  without: ModelBrowserQuery;
}

/** Every filter in force, each with the query that removes it. */
function chipsFor(query: ModelBrowserQuery): Chip[] {
  const chips: Chip[] = [];
  if (query.search) {
    chips.push({
      key: "search",
      text: `Search: ${query.search}`,
      without: { ...query, search: undefined, pages: 1 },
    });
  }
  for (const [facet, view] of Object.entries(FACET_VIEWS)) {
    const value = view.selected(query);
    if (value !== undefined && value !== "") {
      chips.push({
        key: facet,
        text: `${view.noun}: ${view.label(value)}`,
        without: view.apply(query, undefined),
      });
    }
  }
  // Tags of no facet (a `?tag=gguf` link) are filters too, and removable the same way.
  for (const tag of query.tags ?? []) {
    if (tagFacet(tag) !== undefined) continue;
    chips.push({
      key: `tag:${tag}`,
      text: `Tag: ${tag}`,
      without: { ...query, tags: (query.tags ?? []).filter((other) => other !== tag), pages: 1 },
    });
  }
  return chips;
}

/**
 * The filters in force as removable chips, and "Clear all"; nothing when no filter is set. Each
 * chip is a button named "Remove …", so it is reachable and clear by keyboard and screen reader.
 *
 * @example
 * ```tsx
 * <ActiveFilters query={query} onChange={(next) => navigate(paths.models(next))} />
 * ```
 */
export function ActiveFilters({
  query,
  onChange,
}: {
  query: ModelBrowserQuery;
  onChange: (next: ModelBrowserQuery) => void;
}) {
  const chips = chipsFor(query);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul aria-label="Active filters" className="active-filter-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={`Remove ${chip.text}`}
              onClick={() => onChange(chip.without)}
            >
              {chip.text}
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="filter-clear"
        onClick={() => onChange({ sort: query.sort, pages: 1 })}
      >
        Clear all
      </button>
    </div>
  );
}
