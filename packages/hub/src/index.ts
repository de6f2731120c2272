export { listModels, listModelsPage } from "./list-models.js";
export type { ListModelsQuery, ModelPage } from "./list-models.js";
export { modelInfo, modelProviderMapping, modelProviders, modelReadme } from "./model-info.js";
export {
  listModelFiles,
  listModelFilesPage,
  modelFileResponse,
  modelTreePath,
} from "./model-files.js";
export type { ApiTreeEntry, ModelFilesPage, ModelFilesRequest } from "./model-files.js";
export { modelStatus } from "./model-status.js";
export type { ApiModelStatus } from "./model-status.js";
export { MODEL_FACETS, modelFacets, tagFacet } from "./model-facets.js";
export type { ApiModelFacets, ModelFacet, ModelFacetCounts } from "./model-facets.js";
export {
  PARAMETER_RANGES,
  formatParameterCount,
  parameterRangeLabel,
  parameterRangeOf,
  parseParameterRange,
} from "./parameter-ranges.js";
export type { ParameterRange } from "./parameter-ranges.js";
export { nextPageUrl } from "./link-header.js";
export { providerMappingDict, providerMappingList } from "./provider-mapping.js";
export type { ProviderMapping } from "./provider-mapping.js";
export {
  listTasks,
  listLibraries,
  listLocalApps,
  getStats,
  inferenceGatewayInfo,
} from "./catalogue.js";
export { HubApiError } from "./hub-api-error.js";
export { blobExists, blobSha256, downloadBlob, ensureBlob, uploadBlob } from "./blobs.js";
export type { ApiBlob, BlobReference } from "./blobs.js";
export {
  BLOB_MEDIA_TYPES,
  MEDIA_SIGNATURE_BYTES,
  blobMediaType,
  matchesMediaSignature,
} from "./media-types.js";
export type { BlobMediaType } from "./media-types.js";
export { claimRuns, createRun, deleteRun, getRun, listRuns, newOwnerKey } from "./runs.js";
export type {
  ApiRun,
  ApiRunCreated,
  ApiRunSummary,
  NewRun,
  RunColumn,
  RunOwnerOptions,
  RunPage,
  RunResult,
} from "./runs.js";
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
