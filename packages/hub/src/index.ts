export { listModels, listModelsPage } from "./list-models.js";
export type { ListModelsQuery, ModelPage } from "./list-models.js";
export { modelInfo, modelProviderMapping, modelReadme } from "./model-info.js";
export {
  listTasks,
  listLibraries,
  listLocalApps,
  getStats,
  inferenceGatewayInfo,
} from "./catalogue.js";
export { HubApiError } from "./hub-api-error.js";
export { DEFAULT_HUB_URL } from "./internal/hub-request.js";
export type {
  HubRequestOptions,
  ApiModelListEntry,
  ApiModelInfo,
  ApiModelProviderMapping,
  ProviderMappingInfo,
  ApiTasks,
  ApiStats,
  ApiInferenceGatewayInfo,
} from "./types.js";
