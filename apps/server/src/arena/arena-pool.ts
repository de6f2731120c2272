import { randomInt } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../db/database.js";
import {
  configuredProviders,
  environmentStem,
  knownProvider,
  type GatewayEnvironment,
} from "../gateway/gateway-target.js";
import type { HiddenColumn } from "./arena-battles.js";

/** Served models read from the catalogue per task, most downloaded first. */
const SERVED_MODELS_READ = 40;

/**
 * The operator's pool for a task, `MODELDECK_ARENA_POOL_<TASK>` (task id upper-cased, `-` → `_`):
 * comma-separated `model@provider` entries, e.g.
 * `MODELDECK_ARENA_POOL_TEXT_GENERATION=meta-llama/Llama-3.1-8B-Instruct@together,Qwen/Qwen2.5-7B-Instruct@hf-inference`.
 * Unknown providers are dropped. `undefined` when the operator set none.
 *
 * @example
 * ```ts
 * operatorPool({ MODELDECK_ARENA_POOL_OBJECT_DETECTION: "facebook/detr-resnet-50@hf-inference" }, "object-detection");
 * // [{ model: "facebook/detr-resnet-50", provider: "hf-inference" }]
 * ```
 */
export function operatorPool(
  environment: GatewayEnvironment,
  task: string,
): HiddenColumn[] | undefined {
  const setting = environment[`MODELDECK_ARENA_POOL_${environmentStem(task)}`]?.trim();
  if (!setting) return undefined;
  return setting
    .split(",")
    .map((entry) => entry.trim())
    .map((entry) => {
      const at = entry.lastIndexOf("@");
      return { model: entry.slice(0, at), provider: entry.slice(at + 1) };
    })
    .filter(
      (column) =>
        column.model !== "" &&
        column.provider !== "" &&
        knownProvider(column.provider) !== undefined,
    );
}

/**
 * The task's served models from the catalogue: each model with a live mapping to a provider the
 * operator has keys for (the hub's provider mapping), most downloaded first, one provider each
 * (picked at random among those it has).
 *
 * @example
 * ```ts
 * const served = await servedModels(database, process.env, "text-generation");
 * ```
 */
export async function servedModels(
  database: Database,
  environment: GatewayEnvironment,
  task: string,
): Promise<HiddenColumn[]> {
  const providers = configuredProviders(environment);
  if (providers.length === 0) return [];
  const rows = await database.db
    .selectFrom("model_provider_links")
    .innerJoin("models", "models.seq", "model_provider_links.model_seq")
    .select(["models.id as model", "model_provider_links.provider as provider"])
    .where("models.pipeline_tag", "=", task)
    .where("model_provider_links.provider", "in", providers)
    .orderBy(sql`coalesce(models.downloads, -1)`, "desc")
    .orderBy("models.id")
    .limit(SERVED_MODELS_READ * 4)
    .execute();
  const byModel = new Map<string, string[]>();
  for (const row of rows) byModel.set(row.model, [...(byModel.get(row.model) ?? []), row.provider]);
  return [...byModel]
    .slice(0, SERVED_MODELS_READ)
    .map(([model, served]) => ({ model, provider: served[randomInt(served.length)] as string }));
}

/**
 * `count` columns drawn at random from `pool`, each model at most once, in a random order, so
 * neither the choice nor the column a model lands in says which it is.
 *
 * @example
 * ```ts
 * drawColumns(pool, 2); // e.g. [{ model: "b/y", provider: "together" }, { model: "a/x", provider: "hf-inference" }]
 * ```
 */
export function drawColumns(pool: readonly HiddenColumn[], count: number): HiddenColumn[] {
  const byModel = new Map<string, HiddenColumn[]>();
  for (const column of pool)
    byModel.set(column.model, [...(byModel.get(column.model) ?? []), column]);
  const models = [...byModel.keys()];
  const drawn: HiddenColumn[] = [];
  while (drawn.length < count && models.length > 0) {
    const [model] = models.splice(randomInt(models.length), 1) as [string];
    const choices = byModel.get(model) as HiddenColumn[];
    drawn.push(choices[randomInt(choices.length)] as HiddenColumn);
  }
  return drawn;
}
