import type { PipelineType } from "../pipelines.js";
import type { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";
import anyToAnyTask from "./any-to-any.js";
import audioClassificationTask from "./audio-classification.js";
import audioTextToTextTask from "./audio-text-to-text.js";
import audioToAudioTask from "./audio-to-audio.js";
import automaticSpeechRecognitionTask from "./automatic-speech-recognition.js";
import depthEstimationTask from "./depth-estimation.js";
import documentQuestionAnsweringTask from "./document-question-answering.js";
import featureExtractionTask from "./feature-extraction.js";
import fillMaskTask from "./fill-mask.js";
import imageClassificationTask from "./image-classification.js";
import imageFeatureExtractionTask from "./image-feature-extraction.js";
import imageSegmentationTask from "./image-segmentation.js";
import imageTextToImageTask from "./image-text-to-image.js";
import imageTextToTextTask from "./image-text-to-text.js";
import imageTextToVideoTask from "./image-text-to-video.js";
import imageTo3dTask from "./image-to-3d.js";
import imageToImageTask from "./image-to-image.js";
import imageToTextTask from "./image-to-text.js";
import imageToVideoTask from "./image-to-video.js";
import keypointDetectionTask from "./keypoint-detection.js";
import maskGenerationTask from "./mask-generation.js";
import objectDetectionTask from "./object-detection.js";
import questionAnsweringTask from "./question-answering.js";
import reinforcementLearningTask from "./reinforcement-learning.js";
import sentenceSimilarityTask from "./sentence-similarity.js";
import summarizationTask from "./summarization.js";
import tableQuestionAnsweringTask from "./table-question-answering.js";
import tabularClassificationTask from "./tabular-classification.js";
import tabularRegressionTask from "./tabular-regression.js";
import textClassificationTask from "./text-classification.js";
import textGenerationTask from "./text-generation.js";
import textRankingTask from "./text-ranking.js";
import textTo3dTask from "./text-to-3d.js";
import textToAudioTask from "./text-to-audio.js";
import textToImageTask from "./text-to-image.js";
import textToSpeechTask from "./text-to-speech.js";
import textToVideoTask from "./text-to-video.js";
import tokenClassificationTask from "./token-classification.js";
import translationTask from "./translation.js";
import unconditionalImageGenerationTask from "./unconditional-image-generation.js";
import videoClassificationTask from "./video-classification.js";
import videoTextToTextTask from "./video-text-to-text.js";
import videoToVideoTask from "./video-to-video.js";
import visualDocumentRetrievalTask from "./visual-document-retrieval.js";
import visualQuestionAnsweringTask from "./visual-question-answering.js";
import zeroShotClassificationTask from "./zero-shot-classification.js";
import zeroShotImageClassificationTask from "./zero-shot-image-classification.js";
import zeroShotObjectDetectionTask from "./zero-shot-object-detection.js";

// A task page is its own file beside this one, registered in two places: here (its import and
// its entry in TASKS_DATA) and in ../task-examples.ts (its example input and its loader). The
// compiler checks that the tables name the same tasks.

/** The pipeline types that have a task page: the keys of the example-input table. */
type TaskPageId = keyof typeof TASK_EXAMPLE_INPUTS;

/**
 * Every task that has a page in the catalogue, keyed by its pipeline type. Pipeline types
 * without a page (for example `graph-ml`) have no entry.
 *
 * @example
 * ```ts
 * TASKS_DATA["summarization"]?.canonicalId; // "text-generation"
 * ```
 */
export const TASKS_DATA: Partial<Record<PipelineType, TaskData>> = {
  "any-to-any": anyToAnyTask,
  "audio-classification": audioClassificationTask,
  "audio-text-to-text": audioTextToTextTask,
  "audio-to-audio": audioToAudioTask,
  "automatic-speech-recognition": automaticSpeechRecognitionTask,
  "depth-estimation": depthEstimationTask,
  "document-question-answering": documentQuestionAnsweringTask,
  "feature-extraction": featureExtractionTask,
  "fill-mask": fillMaskTask,
  "image-classification": imageClassificationTask,
  "image-feature-extraction": imageFeatureExtractionTask,
  "image-segmentation": imageSegmentationTask,
  "image-text-to-image": imageTextToImageTask,
  "image-text-to-text": imageTextToTextTask,
  "image-text-to-video": imageTextToVideoTask,
  "image-to-3d": imageTo3dTask,
  "image-to-image": imageToImageTask,
  "image-to-text": imageToTextTask,
  "image-to-video": imageToVideoTask,
  "keypoint-detection": keypointDetectionTask,
  "mask-generation": maskGenerationTask,
  "object-detection": objectDetectionTask,
  "question-answering": questionAnsweringTask,
  "reinforcement-learning": reinforcementLearningTask,
  "sentence-similarity": sentenceSimilarityTask,
  summarization: summarizationTask,
  "table-question-answering": tableQuestionAnsweringTask,
  "tabular-classification": tabularClassificationTask,
  "tabular-regression": tabularRegressionTask,
  "text-classification": textClassificationTask,
  "text-generation": textGenerationTask,
  "text-ranking": textRankingTask,
  "text-to-3d": textTo3dTask,
  "text-to-audio": textToAudioTask,
  "text-to-image": textToImageTask,
  "text-to-speech": textToSpeechTask,
  "text-to-video": textToVideoTask,
  "token-classification": tokenClassificationTask,
  translation: translationTask,
  "unconditional-image-generation": unconditionalImageGenerationTask,
  "video-classification": videoClassificationTask,
  "video-text-to-text": videoTextToTextTask,
  "video-to-video": videoToVideoTask,
  "visual-document-retrieval": visualDocumentRetrievalTask,
  "visual-question-answering": visualQuestionAnsweringTask,
  "zero-shot-classification": zeroShotClassificationTask,
  "zero-shot-image-classification": zeroShotImageClassificationTask,
  "zero-shot-object-detection": zeroShotObjectDetectionTask,
} satisfies Record<TaskPageId, TaskData>;
