import type {
  InferenceProviderMappingEntry,
  ModelData,
  PipelineType,
  TaskData,
} from "@modeldeck/tasks";

/**
 * Where and how to reach a hub; every function takes these.
 *
 * @example
 * ```ts
 * const options: HubRequestOptions = { hubUrl: "http://localhost:8080", fetch: myFetch };
 * await listTasks(options);
 * ```
 */
export interface HubRequestOptions {
  /** Base URL of the hub. Default `https://huggingface.co`; a ModelDeck server works the same. */
  hubUrl?: string;
  /** A `fetch` to use instead of the global one (read when a request is made). */
  fetch?: typeof fetch;
  /** Sent as `Authorization: Bearer …`, and only to `hubUrl`. */
  accessToken?: string;
  signal?: AbortSignal;
}

/**
 * One provider's entry in the dict form of a model's provider mapping, keyed by provider id.
 * `status` says whether the provider serves the model publicly (`live`) or only for testing
 * (`staging`), and `task` names the task it is served for, so a caller can pick a provider that
 * fits before sending anything.
 *
 * @example
 * ```ts
 * const mapping = await modelProviderMapping({ name: "meta-llama/Llama-3.1-8B-Instruct" });
 * const together: ProviderMappingInfo | undefined = mapping.inferenceProviderMapping["together"];
 * if (together?.status === "live") console.log(together.providerId);
 * ```
 */
export type ProviderMappingInfo = Omit<InferenceProviderMappingEntry, "provider">;

/**
 * One model as `GET /api/models` returns it by default: the compact shape that list and search
 * pages need, cheap to send in pages of hundreds. Ask for `full` or `expand` in `ListModelsQuery`
 * when more fields are needed.
 *
 * @example
 * ```ts
 * for await (const entry of listModels({ search: "bert" }, { limit: 5 })) {
 *   const model: ApiModelListEntry = entry;
 *   console.log(model.id, model.pipeline_tag, model.downloads);
 * }
 * ```
 */
export interface ApiModelListEntry {
  _id: string;
  id: string;
  modelId: string;
  /** Absent when the hub does not know it (as the Hub leaves out what it lacks), never 0. */
  likes?: number;
  downloads?: number;
  trendingScore?: number;
  private: boolean;
  tags: string[];
  pipeline_tag?: PipelineType;
  library_name?: string;
  /** Absent when unknown, never the day the model was stored. */
  createdAt?: string;
}

/**
 * The whole descriptor of one model from `GET /api/models/{id}`: the catalogue's `ModelData`
 * (config, card data, tags, widget examples) plus the hub's bookkeeping fields. This is what model
 * pages and library snippet functions take.
 *
 * @example
 * ```ts
 * const info: ApiModelInfo = await modelInfo({ name: "openai-community/gpt2" });
 * console.log(info.pipeline_tag, info.library_name, info.lastModified);
 * ```
 */
export interface ApiModelInfo extends ModelData {
  _id: string;
  modelId?: string;
  author?: string;
  lastModified?: string;
  createdAt?: string;
}

/**
 * The answer of `GET /api/models/{id}?expand[]=inferenceProviderMapping`: which providers serve
 * the model, under which of their own ids, for which task. Fetched separately because it changes
 * far more often than the descriptor.
 *
 * @example
 * ```ts
 * const mapping: ApiModelProviderMapping = await modelProviderMapping({ name: "Qwen/Qwen2.5-72B-Instruct" });
 * const providers = Object.keys(mapping.inferenceProviderMapping); // ["together", "novita", …]
 * ```
 */
export interface ApiModelProviderMapping {
  _id: string;
  id: string;
  inferenceProviderMapping: Record<string, ProviderMappingInfo>;
}

/**
 * The answer of `GET /api/tasks`: every task page of the catalogue keyed by task id, with the
 * server's default `widgetModels` filled in. Task pages read it instead of bundling the catalogue
 * when talking to a remote hub.
 *
 * @example
 * ```ts
 * const tasks: ApiTasks = await listTasks({ hubUrl: "http://localhost:8080" });
 * console.log(tasks["image-classification"]?.widgetModels);
 * ```
 */
export type ApiTasks = Record<string, TaskData>;

/**
 * The answer of ModelDeck's `GET /api/stats`: how many models the server holds in total, per
 * pipeline tag and per library, so a home page can show counts without listing models.
 *
 * @example
 * ```ts
 * const stats: ApiStats = await getStats({ hubUrl: "http://localhost:8080" });
 * console.log(stats.total, stats.pipelineCounts["text-generation"], stats.libraryCounts["transformers"]);
 * ```
 */
export interface ApiStats {
  total: number;
  pipelineCounts: Record<string, number>;
  libraryCounts: Record<string, number>;
}

/**
 * The answer of ModelDeck's `GET /api/inference-gateway`: the providers the server operator holds
 * keys for, so a browser can offer "try it" without asking the user for a key. It never carries
 * the keys themselves.
 *
 * @example
 * ```ts
 * const { configuredProviders }: ApiInferenceGatewayInfo = await inferenceGatewayInfo({ hubUrl: "http://localhost:8080" });
 * const canTryWithoutKey = configuredProviders.includes("hf-inference");
 * ```
 */
export interface ApiInferenceGatewayInfo {
  configuredProviders: string[];
}
