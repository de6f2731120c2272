import { PNG_BYTES } from "./fixtures.js";

/** A tiny valid WAV file (RIFF header, no samples): enough for clients that read a type. */
const WAV_BYTES = Buffer.from(
  "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
  "base64",
);
const png = () => new Blob([PNG_BYTES], { type: "image/png" });
const wav = () => new Blob([WAV_BYTES], { type: "audio/wav" });

/** One call: the function (same name in this client and 4.x) and its arguments. */
export interface Call {
  fn: string;
  args: () => Record<string, unknown>;
}

/**
 * The call that exercises each task, with realistic arguments: the wire-conformance suite sends
 * each through this client and 4.x, the gateway suite through a gateway (a task both clients
 * share must have one here).
 */
export const CALLS: Record<string, Call> = {
  conversational: {
    fn: "chatCompletion",
    args: () => ({ messages: [{ role: "user", content: "Name a colour." }], max_tokens: 32 }),
  },
  "text-generation": {
    fn: "textGeneration",
    args: () => ({ inputs: "Once upon a time", parameters: { max_new_tokens: 16 } }),
  },
  "feature-extraction": { fn: "featureExtraction", args: () => ({ inputs: "Today is sunny" }) },
  "text-to-image": {
    fn: "textToImage",
    args: () => ({ inputs: "A red fox in snow", parameters: { num_inference_steps: 4 } }),
  },
  "text-to-video": { fn: "textToVideo", args: () => ({ inputs: "A lighthouse at dusk" }) },
  "text-to-speech": { fn: "textToSpeech", args: () => ({ inputs: "Hello there!" }) },
  "text-to-audio": { fn: "textToAudio", args: () => ({ inputs: "Rain on a tin roof" }) },
  "automatic-speech-recognition": {
    fn: "automaticSpeechRecognition",
    args: () => ({ inputs: wav() }),
  },
  "audio-classification": { fn: "audioClassification", args: () => ({ inputs: wav() }) },
  "audio-to-audio": { fn: "audioToAudio", args: () => ({ inputs: wav() }) },
  "image-to-image": {
    fn: "imageToImage",
    args: () => ({ inputs: png(), parameters: { prompt: "Make it winter" } }),
  },
  "image-to-video": {
    fn: "imageToVideo",
    args: () => ({ inputs: png(), parameters: { prompt: "The fox runs away" } }),
  },
  "image-text-to-image": {
    fn: "imageTextToImage",
    args: () => ({ inputs: png(), parameters: { prompt: "Add a hat" } }),
  },
  "image-text-to-video": {
    fn: "imageTextToVideo",
    args: () => ({ inputs: png(), parameters: { prompt: "The hat flies off" } }),
  },
  "image-classification": { fn: "imageClassification", args: () => ({ inputs: png() }) },
  "image-segmentation": { fn: "imageSegmentation", args: () => ({ inputs: png() }) },
  "image-to-text": { fn: "imageToText", args: () => ({ inputs: png() }) },
  "object-detection": { fn: "objectDetection", args: () => ({ inputs: png() }) },
  "zero-shot-image-classification": {
    fn: "zeroShotImageClassification",
    args: () => ({ inputs: { image: png() }, parameters: { candidate_labels: ["cat", "dog"] } }),
  },
  "document-question-answering": {
    fn: "documentQuestionAnswering",
    args: () => ({ inputs: { image: png(), question: "What is the total?" } }),
  },
  "visual-question-answering": {
    fn: "visualQuestionAnswering",
    args: () => ({ inputs: { image: png(), question: "What animal is it?" } }),
  },
  "text-classification": { fn: "textClassification", args: () => ({ inputs: "I like you" }) },
  "token-classification": {
    fn: "tokenClassification",
    args: () => ({ inputs: "My name is Sarah and I live in London" }),
  },
  "fill-mask": { fn: "fillMask", args: () => ({ inputs: "Paris is the [MASK] of France." }) },
  "question-answering": {
    fn: "questionAnswering",
    args: () => ({ inputs: { question: "Where do I live?", context: "I live in Paris." } }),
  },
  "zero-shot-classification": {
    fn: "zeroShotClassification",
    args: () => ({
      inputs: "I want a refund",
      parameters: { candidate_labels: ["refund", "faq"] },
    }),
  },
  "sentence-similarity": {
    fn: "sentenceSimilarity",
    args: () => ({
      inputs: { source_sentence: "That is a happy person", sentences: ["That is a happy dog"] },
    }),
  },
  "table-question-answering": {
    fn: "tableQuestionAnswering",
    args: () => ({ inputs: { query: "How many stars?", table: { Stars: ["36542"] } } }),
  },
  "tabular-classification": {
    fn: "tabularClassification",
    args: () => ({ inputs: { data: { fixed_acidity: ["7.4"], alcohol: ["9.4"] } } }),
  },
  "tabular-regression": {
    fn: "tabularRegression",
    args: () => ({ inputs: { data: { Height: ["11.52"], Width: ["4.02"] } } }),
  },
  summarization: { fn: "summarization", args: () => ({ inputs: "A long text about Paris." }) },
  translation: { fn: "translation", args: () => ({ inputs: "My name is Wolfgang" }) },
};
