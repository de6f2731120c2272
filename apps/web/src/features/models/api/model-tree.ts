import { listModelsPage, type ApiModelListEntry } from "@modeldeck/hub";
import type { ModelData } from "@modeldeck/tasks";
import type { ApiClient } from "../../../lib/api-client";

/** How a model derives from its base, as the Hub's `base_model:{relation}:{id}` tags name it. */
export type TreeRelation = "finetune" | "adapter" | "quantized" | "merge";

/** The relations in the order the Hub's model tree lists them. */
const TREE_RELATIONS: readonly TreeRelation[] = ["adapter", "finetune", "merge", "quantized"];

/** One base model of a model, with the relation its tags state when they state one. */
export interface BaseModel {
  id: string;
  relation?: TreeRelation;
}

const RELATION_TAG = /^base_model:(finetune|adapter|quantized|merge):(.+)$/;

function asList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

/**
 * The base models a model names: its `base_model:{relation}:{id}` tags (which say how it
 * derives), then plain `base_model:{id}` tags and the card's `base_model` (with the card's
 * `base_model_relation`) for the ones without a relation tag. Ids appear once, in the order first seen.
 *
 * @example
 * ```ts
 * baseModels({ id: "meta-llama/Llama-3.1-8B-Instruct", tags: ["base_model:finetune:meta-llama/Llama-3.1-8B"] });
 * // [{ id: "meta-llama/Llama-3.1-8B", relation: "finetune" }]
 * ```
 */
export function baseModels(model: Pick<ModelData, "id" | "tags" | "cardData">): BaseModel[] {
  const found = new Map<string, BaseModel>();
  for (const tag of model.tags) {
    const match = RELATION_TAG.exec(tag);
    if (match?.[2] && !found.has(match[2])) {
      found.set(match[2], { id: match[2], relation: match[1] as TreeRelation });
    }
  }
  const plain = model.tags
    .filter((tag) => tag.startsWith("base_model:") && !RELATION_TAG.test(tag))
    .map((tag) => tag.slice("base_model:".length));
  const cardRelation = model.cardData?.base_model_relation;
  for (const id of plain) {
    if (id !== "" && !found.has(id)) found.set(id, { id });
  }
  for (const id of asList(model.cardData?.base_model)) {
    // A card may name the model itself (some uploads do); that is no base.
    if (id !== model.id && id !== "" && !found.has(id)) {
      found.set(id, cardRelation ? { id, relation: cardRelation } : { id });
    }
  }
  return [...found.values()];
}

/**
 * The filter tag that lists the models derived from `id` by `relation`, as the Hub tags them.
 *
 * @example
 * ```ts
 * childTag("quantized", "meta-llama/Llama-3.1-8B-Instruct"); // "base_model:quantized:meta-llama/Llama-3.1-8B-Instruct"
 * ```
 */
export function childTag(relation: TreeRelation, id: string): string {
  return `base_model:${relation}:${id}`;
}

/** The most downloaded children of one relation, and whether there are more than those. */
export interface ChildModels {
  relation: TreeRelation;
  models: ApiModelListEntry[];
  more: boolean;
}

/** How many children of each relation one request reads; more is shown as "100+". */
const CHILD_PAGE_SIZE = 100;

/**
 * The models derived from `id`, one list request per relation through the list API's `filter`
 * (the Hub's own query for its model tree), most downloaded first. Relations without children
 * are left out.
 *
 * @example
 * ```ts
 * const children = await childModels(api, "meta-llama/Llama-3.1-8B");
 * children[0]; // { relation: "finetune", models: [{ id: "meta-llama/Llama-3.1-8B-Instruct", … }], more: false }
 * ```
 */
export async function childModels(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ChildModels[]> {
  const lists = await Promise.all(
    TREE_RELATIONS.map(async (relation) => {
      const page = await listModelsPage(
        {
          tags: [childTag(relation, id)],
          sort: "downloads",
          direction: -1,
          pageSize: CHILD_PAGE_SIZE,
        },
        { ...api.hub, signal },
      );
      return { relation, models: page.models, more: page.nextUrl !== undefined };
    }),
  );
  return lists.filter((list) => list.models.length > 0);
}
