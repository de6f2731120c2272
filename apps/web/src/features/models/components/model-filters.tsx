import { MODEL_FACETS, type ApiModelFacets } from "@modeldeck/hub";
import type { ModelBrowserQuery } from "../../../paths";
import { FacetGroup } from "./facet-group";
import { FACET_VIEWS } from "./facet-views";
import "./model-filters.css";

/**
 * The model browser's filter sidebar: tasks (with their icons), libraries, languages, licences,
 * inference providers and parameter-size ranges, each value with its count of models from `GET /api/models-facets`.
 * A press applies the filter at once through `onChange` (no "Apply" button); the counts of a
 * facet leave its own filter out, so every value says what choosing it would show. Until the
 * counts arrive, the filters in force are still shown and removable.
 *
 * @example
 * ```tsx
 * <ModelFilters query={query} facets={facets.data} onChange={(next) => navigate(paths.models(next))} />
 * ```
 */
export function ModelFilters({
  query,
  facets,
  failed = false,
  onChange,
}: {
  query: ModelBrowserQuery;
  facets: ApiModelFacets | undefined;
  failed?: boolean;
  onChange: (next: ModelBrowserQuery) => void;
}) {
  return (
    <div className="model-filters">
      {failed ? <p className="muted facet-note">Could not count the models per filter.</p> : null}
      {MODEL_FACETS.map((facet) => {
        const view = FACET_VIEWS[facet];
        return (
          <FacetGroup
            key={facet}
            facet={facet}
            view={view}
            counts={facets?.facets[facet]}
            selected={view.selected(query)}
            onSelect={(value) => onChange(view.apply(query, value))}
          />
        );
      })}
    </div>
  );
}
