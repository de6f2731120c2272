import { useRef } from "react";
import type { ModelData } from "@modeldeck/tasks";
import { ErrorMessage } from "../../../components/ui/status";
import { Skeleton } from "../../../components/ui/skeleton";
import { useApiClient } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import { useNearView } from "../../../lib/use-near-view";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";
import { baseModels, childModels, childTag, type TreeRelation } from "../api/model-tree";
import "./model-page.css";

const CHILDREN_LABEL: Record<TreeRelation, string> = {
  adapter: "Adapters",
  finetune: "Fine-tunes",
  merge: "Merges",
  quantized: "Quantizations",
};

const BASE_RELATION: Record<TreeRelation, string> = {
  adapter: "adapter of",
  finetune: "fine-tuned from",
  merge: "merged from",
  quantized: "quantized from",
};

/** How many children of one relation are linked by name; the rest are one link away. */
const SHOWN_CHILDREN = 5;

/**
 * The model tree, as the Hub draws it beside a model card: the base models the model's
 * `base_model:` tags name (and how it derives from them), the model itself, and the models
 * derived from it (fine-tunes, adapters, quantizations, merges) with a count per kind, the most
 * downloaded linked by name and all of them one link away in the model browser.
 *
 * @example
 * ```tsx
 * <ModelTree model={model} />
 * ```
 */
export function ModelTree({ model }: { model: Pick<ModelData, "id" | "tags" | "cardData"> }) {
  const api = useApiClient();
  const bases = baseModels(model);
  // Four list requests and their links: on a phone the tree sits below the card, so they wait
  // until it nears the viewport instead of competing with the page's first paint.
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section);
  const children = useResource(near ? `model-tree:${api.hub.hubUrl}:${model.id}` : undefined, () =>
    childModels(api, model.id),
  );
  return (
    <section className="model-tree" aria-labelledby="model-tree-heading" ref={section}>
      <h2 id="model-tree-heading">Model tree</h2>
      {bases.length > 0 ? (
        <>
          <h3>Base model{bases.length > 1 ? "s" : ""}</h3>
          <ul className="model-tree-list">
            {bases.map((base) => (
              <li key={base.id}>
                {base.relation ? (
                  <span className="muted">{BASE_RELATION[base.relation]} </span>
                ) : null}
                <Link href={paths.model(base.id)}>{base.id}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="model-tree-self">
        <span className="muted">This model </span>
        <strong>{model.id}</strong>
      </p>
      {children.status === "loading" ? (
        <Skeleton label="derived models" lines={2} />
      ) : children.status === "error" ? (
        <ErrorMessage title="Could not load the derived models" message={children.error.message} />
      ) : children.data.length === 0 ? (
        <p className="muted">
          No fine-tunes, adapters, quantizations or merges of it are in this hub.
        </p>
      ) : (
        children.data.map(({ relation, models, more }) => {
          // A list cut by the page size says so ("100+"), never a made-up total.
          const count = more ? `${models.length}+` : String(models.length);
          const headingId = `model-tree-${relation}`;
          return (
            <div key={relation} className="model-tree-kind">
              <h3 id={headingId}>
                {CHILDREN_LABEL[relation]} <span className="badge">{count}</span>
              </h3>
              <ul className="model-tree-list" aria-labelledby={headingId}>
                {models.slice(0, SHOWN_CHILDREN).map((child) => (
                  <li key={child.id}>
                    <Link href={paths.model(child.id)}>{child.id}</Link>
                  </li>
                ))}
              </ul>
              {models.length > SHOWN_CHILDREN ? (
                <Link href={paths.models({ tags: [childTag(relation, model.id)] })}>
                  All {count} {CHILDREN_LABEL[relation].toLowerCase()}
                </Link>
              ) : null}
            </div>
          );
        })
      )}
    </section>
  );
}
