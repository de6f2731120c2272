import type { ModelProviders } from "../../../lib/run/model-providers";
import type { ProviderChoice } from "../../../components/run/provider-picker";
import type { CompareColumn } from "../../../lib/run/compare-setup";

/** Why a column is not sent, in the words its result shows. */
export interface ColumnRefusal {
  title: string;
  detail: string;
}

/**
 * Why a column must not be sent, or `undefined` when it may: no model named, a model the hub
 * does not know (a typo), one no provider serves, or a provider (from a link) that the hub's
 * mapping does not list for it. Nothing is guessed: only what the mapping lists is sent.
 * `lookup` is the hub's answer about the column's model (`undefined` while it is on its way,
 * which the screen waits for before running).
 *
 * @example
 * ```ts
 * columnRefusal({ model: "acme/typo", provider: "" }, { kind: "unknown" }, [])?.title; // "Not sent: unknown model"
 * ```
 */
export function columnRefusal(
  column: CompareColumn,
  lookup: ModelProviders | undefined,
  choices: readonly ProviderChoice[],
): ColumnRefusal | undefined {
  const { model, provider } = column;
  if (!model) return { title: "Not sent", detail: "Name a model for this column first." };
  if (lookup === undefined) return undefined;
  if (lookup.kind === "unknown") {
    return {
      title: "Not sent: unknown model",
      detail: `This hub does not know “${model}”, so nothing was sent. Check the spelling.`,
    };
  }
  if (lookup.kind === "failed") {
    return {
      title: "Not sent",
      detail: `The hub could not say which providers serve ${model} (${lookup.message}), so nothing was sent.`,
    };
  }
  if (!provider) {
    return {
      title: "Not sent: no provider serves this model",
      detail: `The hub's provider mapping lists no provider for ${model}, so nothing was sent. Run it locally with its library, or compare a model that a provider serves.`,
    };
  }
  if (!choices.some((choice) => choice.provider === provider)) {
    const listed = choices.map((choice) => choice.provider).join(", ");
    return {
      title: `Not sent: ${provider} is not listed for this model`,
      detail: `The hub's provider mapping does not list ${provider} for ${model}, so nothing was sent.${
        listed ? ` It lists ${listed}.` : ""
      }`,
    };
  }
  return undefined;
}
