import { describe, expect, it } from "vitest";
import { PIPELINE_DATA, PIPELINE_TYPES, isPipelineType, type PipelineData } from "./pipelines.js";

// The Hub's pipeline types as it lists them today: id → [display name, modality, subtask types
// separated by spaces]. Written out here so that any change to the catalogue shows up as a diff.
const EXPECTED: Record<string, [name: string, modality: string, subtasks: string]> = {
  "text-classification": [
    "Text Classification",
    "nlp",
    "acceptability-classification entity-linking-classification fact-checking intent-classification language-identification multi-class-classification multi-label-classification multi-input-text-classification natural-language-inference semantic-similarity-classification sentiment-classification topic-classification semantic-similarity-scoring sentiment-scoring sentiment-analysis hate-speech-detection text-scoring",
  ],
  "token-classification": [
    "Token Classification",
    "nlp",
    "named-entity-recognition part-of-speech parsing lemmatization word-sense-disambiguation coreference-resolution",
  ],
  "table-question-answering": ["Table Question Answering", "nlp", ""],
  "question-answering": [
    "Question Answering",
    "nlp",
    "extractive-qa open-domain-qa closed-domain-qa",
  ],
  "zero-shot-classification": ["Zero-Shot Classification", "nlp", ""],
  translation: ["Translation", "nlp", ""],
  summarization: [
    "Summarization",
    "nlp",
    "news-articles-summarization news-articles-headline-generation",
  ],
  "feature-extraction": ["Feature Extraction", "nlp", ""],
  "text-generation": [
    "Text Generation",
    "nlp",
    "dialogue-modeling dialogue-generation conversational language-modeling text-simplification explanation-generation abstractive-qa open-domain-abstractive-qa closed-domain-qa open-book-qa closed-book-qa text2text-generation",
  ],
  "fill-mask": ["Fill-Mask", "nlp", "slot-filling masked-language-modeling"],
  "sentence-similarity": ["Sentence Similarity", "nlp", ""],
  "text-to-speech": ["Text-to-Speech", "audio", ""],
  "text-to-audio": ["Text-to-Audio", "audio", ""],
  "automatic-speech-recognition": ["Automatic Speech Recognition", "audio", ""],
  "audio-to-audio": ["Audio-to-Audio", "audio", ""],
  "audio-classification": [
    "Audio Classification",
    "audio",
    "keyword-spotting speaker-identification audio-intent-classification audio-emotion-recognition audio-language-identification",
  ],
  "audio-text-to-text": ["Audio-Text-to-Text", "multimodal", ""],
  "voice-activity-detection": ["Voice Activity Detection", "audio", ""],
  "depth-estimation": ["Depth Estimation", "cv", ""],
  "image-classification": [
    "Image Classification",
    "cv",
    "multi-label-image-classification multi-class-image-classification",
  ],
  "object-detection": ["Object Detection", "cv", "face-detection vehicle-detection"],
  "image-segmentation": [
    "Image Segmentation",
    "cv",
    "instance-segmentation semantic-segmentation panoptic-segmentation",
  ],
  "text-to-image": ["Text-to-Image", "cv", ""],
  "image-to-text": ["Image-to-Text", "cv", "image-captioning"],
  "image-to-image": [
    "Image-to-Image",
    "cv",
    "image-inpainting image-colorization super-resolution",
  ],
  "image-to-video": ["Image-to-Video", "cv", ""],
  "unconditional-image-generation": ["Unconditional Image Generation", "cv", ""],
  "video-classification": ["Video Classification", "cv", ""],
  "reinforcement-learning": ["Reinforcement Learning", "rl", ""],
  robotics: ["Robotics", "rl", "grasping task-planning"],
  "tabular-classification": [
    "Tabular Classification",
    "tabular",
    "tabular-multi-class-classification tabular-multi-label-classification",
  ],
  "tabular-regression": ["Tabular Regression", "tabular", "tabular-single-column-regression"],
  "tabular-to-text": ["Tabular to Text", "tabular", "rdf-to-text"],
  "table-to-text": ["Table to Text", "nlp", ""],
  "multiple-choice": [
    "Multiple Choice",
    "nlp",
    "multiple-choice-qa multiple-choice-coreference-resolution",
  ],
  "text-ranking": ["Text Ranking", "nlp", ""],
  "text-retrieval": [
    "Text Retrieval",
    "nlp",
    "document-retrieval utterance-retrieval entity-linking-retrieval fact-checking-retrieval",
  ],
  "time-series-forecasting": [
    "Time Series Forecasting",
    "tabular",
    "univariate-time-series-forecasting multivariate-time-series-forecasting",
  ],
  "text-to-video": ["Text-to-Video", "cv", ""],
  "image-text-to-text": ["Image-Text-to-Text", "multimodal", ""],
  "image-text-to-image": ["Image-Text-to-Image", "multimodal", ""],
  "image-text-to-video": ["Image-Text-to-Video", "multimodal", ""],
  "visual-question-answering": [
    "Visual Question Answering",
    "multimodal",
    "visual-question-answering",
  ],
  "document-question-answering": [
    "Document Question Answering",
    "multimodal",
    "document-question-answering",
  ],
  "zero-shot-image-classification": ["Zero-Shot Image Classification", "cv", ""],
  "graph-ml": ["Graph Machine Learning", "other", ""],
  "mask-generation": ["Mask Generation", "cv", ""],
  "zero-shot-object-detection": ["Zero-Shot Object Detection", "cv", ""],
  "text-to-3d": ["Text-to-3D", "cv", ""],
  "image-to-3d": ["Image-to-3D", "cv", ""],
  "image-feature-extraction": ["Image Feature Extraction", "cv", ""],
  "video-text-to-text": ["Video-Text-to-Text", "multimodal", ""],
  "keypoint-detection": ["Keypoint Detection", "cv", "pose-estimation"],
  "visual-document-retrieval": ["Visual Document Retrieval", "multimodal", ""],
  "any-to-any": ["Any-to-Any", "multimodal", ""],
  "video-to-video": ["Video-to-Video", "cv", ""],
  other: ["Other", "other", ""],
};

describe("PIPELINE_DATA", () => {
  it("matches the Hub's names, modalities and subtasks for every pipeline type, in order", () => {
    const actual = Object.fromEntries(
      Object.entries(PIPELINE_DATA).map(([id, data]: [string, PipelineData]) => [
        id,
        [data.name, data.modality, (data.subtasks ?? []).map((subtask) => subtask.type).join(" ")],
      ]),
    );
    expect(actual).toEqual(EXPECTED);
    expect(Object.keys(PIPELINE_DATA)).toEqual(Object.keys(EXPECTED));
  });

  it("lists exactly the pipeline types of PIPELINE_DATA", () => {
    expect([...PIPELINE_TYPES].sort()).toEqual(Object.keys(PIPELINE_DATA).sort());
  });

  it("gives every pipeline a name and a known modality", () => {
    const modalities = new Set(["nlp", "cv", "audio", "tabular", "multimodal", "rl", "other"]);
    for (const type of PIPELINE_TYPES) {
      expect(PIPELINE_DATA[type].name.length).toBeGreaterThan(0);
      expect(modalities.has(PIPELINE_DATA[type].modality)).toBe(true);
    }
  });

  it("recognises pipeline ids and nothing else", () => {
    expect(isPipelineType("text-classification")).toBe(true);
    expect(isPipelineType("toString")).toBe(false);
    expect(isPipelineType(42)).toBe(false);
  });
});
