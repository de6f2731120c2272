export { PIPELINE_DATA, PIPELINE_TYPES, isPipelineType } from "./pipelines.js";
export type { PipelineType, PipelineData, PipelineSubtask } from "./pipelines.js";
export { MODALITIES, MODALITY_LABELS } from "./modality.js";
export type { Modality } from "./modality.js";
export { TASKS_DATA } from "./tasks/index.js";
export {
  defaultTryItModel,
  servesTask,
  type MappingEntry,
  type ServedModel,
} from "./tasks/try-it-model.js";
export type {
  TaskData,
  TaskReference,
  TaskDemo,
  DemoEntry,
  DemoEntryType,
  ChartBar,
  TableContent,
  TokenSpan,
  BoundingBoxContent,
  TaskAbout,
  TaskUseCase,
  TaskResource,
  WidgetInput,
} from "./tasks/task-data.js";
export type {
  ModelData,
  ModelConfig,
  CardData,
  TransformersInfo,
  TokenizerConfig,
  GgufInfo,
  WidgetExample,
  InferenceProviderMappingEntry,
} from "./model-data.js";
export type { LibraryUiElement, SnippetLanguage } from "./library-ui-element.js";
export {
  MODEL_LIBRARIES_UI_ELEMENTS,
  DEFAULT_COUNT_DOWNLOADS,
  countDownloadsQuery,
  isModelLibraryKey,
} from "./libraries/index.js";
export type { ModelLibraryKey } from "./libraries/index.js";
export { LOCAL_APPS } from "./local-apps/index.js";
export type {
  LocalApp,
  LocalAppKey,
  LocalAppSnippet,
  DeeplinkLocalApp,
  SnippetLocalApp,
} from "./local-apps/index.js";
export { tasksForLibrary, librariesForTask } from "./library-tasks.js";
export { GGMLQuantizationType, parseGGUFQuantLabel } from "./gguf.js";
export {
  shellQuote,
  shellQuoteLines,
  shellWord,
  pythonString,
  javascriptString,
  yamlString,
  globLiteral,
  commentText,
  urlPath,
  urlQueryValue,
  optionSafePath,
  isAddressableModelId,
  isAddressableFilePath,
} from "./quoting.js";
export type * from "./inference-types/index.js";
export {
  TASK_EXAMPLE_INPUTS,
  TASK_DATA_LOADERS,
  taskExampleInput,
  loadTaskData,
} from "./task-examples.js";
