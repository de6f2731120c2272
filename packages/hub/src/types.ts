import type { ModelData, PipelineType, TaskData } from "@modeldeck/tasks";

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

/** One provider in the dict form of a model's provider mapping. */
export interface ProviderMappingInfo {
  providerId: string;
  status: "live" | "staging";
  task: PipelineType | "conversational" | string;
}

/** One entry of `GET /api/models` in its default, compact shape. */
export interface ApiModelListEntry {
  _id: string;
  id: string;
  modelId: string;
  likes: number;
  downloads: number;
  trendingScore: number;
  private: boolean;
  tags: string[];
  pipeline_tag?: PipelineType;
  library_name?: string;
  createdAt: string;
}

/** `GET /api/models/{id}`: the full descriptor. */
export interface ApiModelInfo extends ModelData {
  _id: string;
  modelId?: string;
  author?: string;
  lastModified?: string;
  createdAt?: string;
}

/** `GET /api/models/{id}?expand[]=inferenceProviderMapping`. */
export interface ApiModelProviderMapping {
  _id: string;
  id: string;
  inferenceProviderMapping: Record<string, ProviderMappingInfo>;
}

/** `GET /api/tasks`: task id → catalogue entry. */
export type ApiTasks = Record<string, TaskData>;

/** `GET /api/stats`. */
export interface ApiStats {
  total: number;
  pipelineCounts: Record<string, number>;
  libraryCounts: Record<string, number>;
}

/** `GET /api/inference-gateway`. */
export interface ApiInferenceGatewayInfo {
  configuredProviders: string[];
}
