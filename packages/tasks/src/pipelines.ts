import type { Modality } from "./modality.js";

/**
 * One subtask of a pipeline type, such as sentiment analysis under text classification. The Hub
 * tags models with the `type` id; `name` is what a filter list shows.
 *
 * @example
 * ```ts
 * const subtasks: readonly PipelineSubtask[] = PIPELINE_DATA["text-classification"].subtasks;
 * const options = subtasks.map((subtask) => ({ value: subtask.type, label: subtask.name }));
 * ```
 */
export interface PipelineSubtask {
  type: string;
  name: string;
}

/**
 * What the catalogue knows about one pipeline type: its display name, its modality and its
 * subtasks. The `hide…` flags mark types that exist for tagging only and should not appear in
 * model or dataset filters.
 *
 * @example
 * ```ts
 * const visible = PIPELINE_TYPES.filter((type) => {
 *   const data: PipelineData = PIPELINE_DATA[type];
 *   return !data.hideInModels;
 * });
 * ```
 */
export interface PipelineData {
  name: string;
  modality: Modality;
  subtasks?: readonly PipelineSubtask[];
  hideInModels?: boolean;
  hideInDatasets?: boolean;
}

/**
 * Every pipeline type the Hub tags models with, keyed by its id. The order is the order in which
 * the Hub lists them: grouped loosely by modality, most common first.
 *
 * @example
 * ```ts
 * PIPELINE_DATA["text-classification"].modality; // "nlp"
 * ```
 */
export const PIPELINE_DATA = {
  "text-classification": {
    name: "Text Classification",
    modality: "nlp",
    subtasks: [
      { type: "acceptability-classification", name: "Acceptability Classification" },
      { type: "entity-linking-classification", name: "Entity Linking Classification" },
      { type: "fact-checking", name: "Fact Checking" },
      { type: "intent-classification", name: "Intent Classification" },
      { type: "language-identification", name: "Language Identification" },
      { type: "multi-class-classification", name: "Multi Class Classification" },
      { type: "multi-label-classification", name: "Multi Label Classification" },
      { type: "multi-input-text-classification", name: "Multi-input Text Classification" },
      { type: "natural-language-inference", name: "Natural Language Inference" },
      { type: "semantic-similarity-classification", name: "Semantic Similarity Classification" },
      { type: "sentiment-classification", name: "Sentiment Classification" },
      { type: "topic-classification", name: "Topic Classification" },
      { type: "semantic-similarity-scoring", name: "Semantic Similarity Scoring" },
      { type: "sentiment-scoring", name: "Sentiment Scoring" },
      { type: "sentiment-analysis", name: "Sentiment Analysis" },
      { type: "hate-speech-detection", name: "Hate Speech Detection" },
      { type: "text-scoring", name: "Text Scoring" },
    ],
  },
  "token-classification": {
    name: "Token Classification",
    modality: "nlp",
    subtasks: [
      { type: "named-entity-recognition", name: "Named Entity Recognition" },
      { type: "part-of-speech", name: "Part of Speech" },
      { type: "parsing", name: "Parsing" },
      { type: "lemmatization", name: "Lemmatization" },
      { type: "word-sense-disambiguation", name: "Word Sense Disambiguation" },
      { type: "coreference-resolution", name: "Coreference-resolution" },
    ],
  },
  "table-question-answering": {
    name: "Table Question Answering",
    modality: "nlp",
  },
  "question-answering": {
    name: "Question Answering",
    modality: "nlp",
    subtasks: [
      { type: "extractive-qa", name: "Extractive QA" },
      { type: "open-domain-qa", name: "Open Domain QA" },
      { type: "closed-domain-qa", name: "Closed Domain QA" },
    ],
  },
  "zero-shot-classification": {
    name: "Zero-Shot Classification",
    modality: "nlp",
  },
  translation: {
    name: "Translation",
    modality: "nlp",
  },
  summarization: {
    name: "Summarization",
    modality: "nlp",
    subtasks: [
      { type: "news-articles-summarization", name: "News Articles Summarization" },
      { type: "news-articles-headline-generation", name: "News Articles Headline Generation" },
    ],
  },
  "feature-extraction": {
    name: "Feature Extraction",
    modality: "nlp",
  },
  "text-generation": {
    name: "Text Generation",
    modality: "nlp",
    subtasks: [
      { type: "dialogue-modeling", name: "Dialogue Modeling" },
      { type: "dialogue-generation", name: "Dialogue Generation" },
      { type: "conversational", name: "Conversational" },
      { type: "language-modeling", name: "Language Modeling" },
      { type: "text-simplification", name: "Text simplification" },
      { type: "explanation-generation", name: "Explanation Generation" },
      { type: "abstractive-qa", name: "Abstractive QA" },
      { type: "open-domain-abstractive-qa", name: "Open Domain Abstractive QA" },
      { type: "closed-domain-qa", name: "Closed Domain QA" },
      { type: "open-book-qa", name: "Open Book QA" },
      { type: "closed-book-qa", name: "Closed Book QA" },
      { type: "text2text-generation", name: "Text2Text Generation" },
    ],
  },
  "fill-mask": {
    name: "Fill-Mask",
    modality: "nlp",
    subtasks: [
      { type: "slot-filling", name: "Slot Filling" },
      { type: "masked-language-modeling", name: "Masked Language Modeling" },
    ],
  },
  "sentence-similarity": {
    name: "Sentence Similarity",
    modality: "nlp",
  },
  "text-to-speech": {
    name: "Text-to-Speech",
    modality: "audio",
  },
  "text-to-audio": {
    name: "Text-to-Audio",
    modality: "audio",
  },
  "automatic-speech-recognition": {
    name: "Automatic Speech Recognition",
    modality: "audio",
  },
  "audio-to-audio": {
    name: "Audio-to-Audio",
    modality: "audio",
  },
  "audio-classification": {
    name: "Audio Classification",
    modality: "audio",
    subtasks: [
      { type: "keyword-spotting", name: "Keyword Spotting" },
      { type: "speaker-identification", name: "Speaker Identification" },
      { type: "audio-intent-classification", name: "Audio Intent Classification" },
      { type: "audio-emotion-recognition", name: "Audio Emotion Recognition" },
      { type: "audio-language-identification", name: "Audio Language Identification" },
    ],
  },
  "audio-text-to-text": {
    name: "Audio-Text-to-Text",
    modality: "multimodal",
    hideInDatasets: true,
  },
  "voice-activity-detection": {
    name: "Voice Activity Detection",
    modality: "audio",
  },
  "depth-estimation": {
    name: "Depth Estimation",
    modality: "cv",
  },
  "image-classification": {
    name: "Image Classification",
    modality: "cv",
    subtasks: [
      { type: "multi-label-image-classification", name: "Multi Label Image Classification" },
      { type: "multi-class-image-classification", name: "Multi Class Image Classification" },
    ],
  },
  "object-detection": {
    name: "Object Detection",
    modality: "cv",
    subtasks: [
      { type: "face-detection", name: "Face Detection" },
      { type: "vehicle-detection", name: "Vehicle Detection" },
    ],
  },
  "image-segmentation": {
    name: "Image Segmentation",
    modality: "cv",
    subtasks: [
      { type: "instance-segmentation", name: "Instance Segmentation" },
      { type: "semantic-segmentation", name: "Semantic Segmentation" },
      { type: "panoptic-segmentation", name: "Panoptic Segmentation" },
    ],
  },
  "text-to-image": {
    name: "Text-to-Image",
    modality: "cv",
  },
  "image-to-text": {
    name: "Image-to-Text",
    modality: "cv",
    subtasks: [{ type: "image-captioning", name: "Image Captioning" }],
  },
  "image-to-image": {
    name: "Image-to-Image",
    modality: "cv",
    subtasks: [
      { type: "image-inpainting", name: "Image Inpainting" },
      { type: "image-colorization", name: "Image Colorization" },
      { type: "super-resolution", name: "Super Resolution" },
    ],
  },
  "image-to-video": {
    name: "Image-to-Video",
    modality: "cv",
  },
  "unconditional-image-generation": {
    name: "Unconditional Image Generation",
    modality: "cv",
  },
  "video-classification": {
    name: "Video Classification",
    modality: "cv",
  },
  "reinforcement-learning": {
    name: "Reinforcement Learning",
    modality: "rl",
  },
  robotics: {
    name: "Robotics",
    modality: "rl",
    subtasks: [
      { type: "grasping", name: "Grasping" },
      { type: "task-planning", name: "Task Planning" },
    ],
  },
  "tabular-classification": {
    name: "Tabular Classification",
    modality: "tabular",
    subtasks: [
      { type: "tabular-multi-class-classification", name: "Tabular Multi Class Classification" },
      { type: "tabular-multi-label-classification", name: "Tabular Multi Label Classification" },
    ],
  },
  "tabular-regression": {
    name: "Tabular Regression",
    modality: "tabular",
    subtasks: [
      { type: "tabular-single-column-regression", name: "Tabular Single Column Regression" },
    ],
  },
  "tabular-to-text": {
    name: "Tabular to Text",
    modality: "tabular",
    subtasks: [{ type: "rdf-to-text", name: "RDF to text" }],
    hideInModels: true,
  },
  "table-to-text": {
    name: "Table to Text",
    modality: "nlp",
    hideInModels: true,
  },
  "multiple-choice": {
    name: "Multiple Choice",
    modality: "nlp",
    subtasks: [
      { type: "multiple-choice-qa", name: "Multiple Choice QA" },
      {
        type: "multiple-choice-coreference-resolution",
        name: "Multiple Choice Coreference Resolution",
      },
    ],
    hideInModels: true,
  },
  "text-ranking": {
    name: "Text Ranking",
    modality: "nlp",
  },
  "text-retrieval": {
    name: "Text Retrieval",
    modality: "nlp",
    subtasks: [
      { type: "document-retrieval", name: "Document Retrieval" },
      { type: "utterance-retrieval", name: "Utterance Retrieval" },
      { type: "entity-linking-retrieval", name: "Entity Linking Retrieval" },
      { type: "fact-checking-retrieval", name: "Fact Checking Retrieval" },
    ],
    hideInModels: true,
  },
  "time-series-forecasting": {
    name: "Time Series Forecasting",
    modality: "tabular",
    subtasks: [
      { type: "univariate-time-series-forecasting", name: "Univariate Time Series Forecasting" },
      {
        type: "multivariate-time-series-forecasting",
        name: "Multivariate Time Series Forecasting",
      },
    ],
  },
  "text-to-video": {
    name: "Text-to-Video",
    modality: "cv",
  },
  "image-text-to-text": {
    name: "Image-Text-to-Text",
    modality: "multimodal",
  },
  "image-text-to-image": {
    name: "Image-Text-to-Image",
    modality: "multimodal",
  },
  "image-text-to-video": {
    name: "Image-Text-to-Video",
    modality: "multimodal",
  },
  "visual-question-answering": {
    name: "Visual Question Answering",
    modality: "multimodal",
    subtasks: [{ type: "visual-question-answering", name: "Visual Question Answering" }],
  },
  "document-question-answering": {
    name: "Document Question Answering",
    modality: "multimodal",
    subtasks: [{ type: "document-question-answering", name: "Document Question Answering" }],
    hideInDatasets: true,
  },
  "zero-shot-image-classification": {
    name: "Zero-Shot Image Classification",
    modality: "cv",
  },
  "graph-ml": {
    name: "Graph Machine Learning",
    modality: "other",
  },
  "mask-generation": {
    name: "Mask Generation",
    modality: "cv",
  },
  "zero-shot-object-detection": {
    name: "Zero-Shot Object Detection",
    modality: "cv",
  },
  "text-to-3d": {
    name: "Text-to-3D",
    modality: "cv",
  },
  "image-to-3d": {
    name: "Image-to-3D",
    modality: "cv",
  },
  "image-feature-extraction": {
    name: "Image Feature Extraction",
    modality: "cv",
  },
  "video-text-to-text": {
    name: "Video-Text-to-Text",
    modality: "multimodal",
  },
  "keypoint-detection": {
    name: "Keypoint Detection",
    modality: "cv",
    subtasks: [{ type: "pose-estimation", name: "Pose Estimation" }],
    hideInDatasets: true,
  },
  "visual-document-retrieval": {
    name: "Visual Document Retrieval",
    modality: "multimodal",
  },
  "any-to-any": {
    name: "Any-to-Any",
    modality: "multimodal",
  },
  "video-to-video": {
    name: "Video-to-Video",
    modality: "cv",
    hideInDatasets: true,
  },
  other: {
    name: "Other",
    modality: "other",
    hideInModels: true,
    hideInDatasets: true,
  },
} as const satisfies Record<string, PipelineData>;

/**
 * The id of a pipeline type, such as `"text-classification"`, derived from the keys of
 * `PIPELINE_DATA` so that adding a pipeline there is the only change needed. Use it to type
 * anything that holds a Hub `pipeline_tag`.
 *
 * @example
 * ```ts
 * const task: PipelineType = "automatic-speech-recognition";
 * console.log(PIPELINE_DATA[task].name); // "Automatic Speech Recognition"
 * ```
 */
export type PipelineType = keyof typeof PIPELINE_DATA;

/**
 * Every pipeline type id in catalogue order, for code that needs to loop over them (filter lists,
 * the home page) rather than look one up.
 *
 * @example
 * ```ts
 * const textTasks = PIPELINE_TYPES.filter((type) => PIPELINE_DATA[type].modality === "nlp");
 * ```
 */
export const PIPELINE_TYPES = Object.keys(PIPELINE_DATA) as PipelineType[];

/**
 * Checks that a value (typically a URL segment or a `pipeline_tag` read from JSON) is a pipeline
 * type id the catalogue knows, and narrows it to `PipelineType`. Prefer it to a cast so an unknown
 * tag falls through to a not-found page instead of a crash.
 *
 * @example
 * ```ts
 * const tag = new URL(location.href).searchParams.get("pipeline_tag");
 * if (isPipelineType(tag)) showTask(PIPELINE_DATA[tag]);
 * ```
 */
export function isPipelineType(value: unknown): value is PipelineType {
  return typeof value === "string" && Object.hasOwn(PIPELINE_DATA, value);
}
