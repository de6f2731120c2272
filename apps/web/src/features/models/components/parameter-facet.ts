import { parameterRangeLabel } from "@modeldeck/hub";
import type { ModelBrowserQuery } from "../../../paths";
import type { FacetView } from "./facet-views";

/**
 * The "Parameters" group of the filter sidebar: size ranges in the Hub's URL form
 * (`num_parameters=min:6B,max:9B`), labelled "6–9B", all shown at once and smallest first (the
 * server sends them in that order), one range in force at a time.
 *
 * @example
 * ```ts
 * PARAMETER_FACET_VIEW.apply({ task: "text-generation" }, "min:6B,max:9B");
 * // { task: "text-generation", parameters: "min:6B,max:9B", pages: 1 }
 * ```
 */
export const PARAMETER_FACET_VIEW: FacetView = {
  title: "Parameters",
  noun: "Parameters",
  label: parameterRangeLabel,
  selected: (query: ModelBrowserQuery) => query.parameters,
  apply: (query, value) => ({ ...query, parameters: value, pages: 1 }),
  showAll: true,
};
