import type {
  ClassificationOutputElement,
  ClassificationOutputTransform,
  GenerationParameters,
  TargetSize,
} from "./common.js";

/**
 * Image classification: an image in, labels with scores out.
 *
 * @example
 * ```ts
 * const input: ImageClassificationInput = { inputs: imageBlob, parameters: { top_k: 5 } };
 * ```
 */
export interface ImageClassificationInput {
  inputs: Blob;
  parameters?: ImageClassificationParameters;
  [property: string]: unknown;
}
/** Options of image classification. */
export interface ImageClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}
/** One predicted class. */
export type ImageClassificationOutputElement = ClassificationOutputElement;
/** The predicted classes, best first. */
export type ImageClassificationOutput = ImageClassificationOutputElement[];

/**
 * Image segmentation: an image in, one mask per segment out.
 *
 * @example
 * ```ts
 * const input: ImageSegmentationInput = { inputs: imageBlob, parameters: { subtask: "panoptic", threshold: 0.9 } };
 * ```
 */
export interface ImageSegmentationInput {
  inputs: Blob;
  parameters?: ImageSegmentationParameters;
  [property: string]: unknown;
}
/** Options of image segmentation. */
export interface ImageSegmentationParameters {
  mask_threshold?: number;
  overlap_mask_area_threshold?: number;
  subtask?: "instance" | "panoptic" | "semantic";
  threshold?: number;
  [property: string]: unknown;
}
/** One segment: its label, a base64 PNG mask and (when the model gives one) a score. */
export interface ImageSegmentationOutputElement {
  label: string;
  mask: string;
  score?: number;
  [property: string]: unknown;
}
/** Every segment found. */
export type ImageSegmentationOutput = ImageSegmentationOutputElement[];

/**
 * Image to text (captioning): an image in, a caption out.
 *
 * @example
 * ```ts
 * const input: ImageToTextInput = { inputs: imageBlob, parameters: { max_new_tokens: 30 } };
 * ```
 */
export interface ImageToTextInput {
  inputs: Blob;
  parameters?: ImageToTextParameters;
  [property: string]: unknown;
}
/** Options of image to text. */
export interface ImageToTextParameters {
  max_new_tokens?: number;
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
/** The caption. */
export interface ImageToTextOutput {
  generated_text: string;
  [property: string]: unknown;
}

/**
 * Image to image: an image (and an optional prompt) in, a new image out.
 *
 * @example
 * ```ts
 * const input: ImageToImageInput = { inputs: imageBlob, parameters: { prompt: "in the snow", num_inference_steps: 20 } };
 * ```
 */
export interface ImageToImageInput {
  inputs: Blob | ArrayBuffer;
  parameters?: ImageToImageParameters;
  [property: string]: unknown;
}
/** Options of image to image. */
export interface ImageToImageParameters {
  prompt?: string;
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}
/** The produced image. */
export interface ImageToImageOutput {
  image: unknown;
  [property: string]: unknown;
}

/**
 * Object detection: an image in, labelled boxes out.
 *
 * @example
 * ```ts
 * const input: ObjectDetectionInput = { inputs: imageBlob, parameters: { threshold: 0.9 } };
 * ```
 */
export interface ObjectDetectionInput {
  inputs: Blob;
  parameters?: ObjectDetectionParameters;
  [property: string]: unknown;
}
/** Options of object detection. */
export interface ObjectDetectionParameters {
  threshold?: number;
  [property: string]: unknown;
}
/** A box in pixels of the input image. */
export interface BoundingBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}
/** One detected object. */
export interface ObjectDetectionOutputElement {
  label: string;
  score: number;
  box: BoundingBox;
  [property: string]: unknown;
}
/** Every object detected. */
export type ObjectDetectionOutput = ObjectDetectionOutputElement[];

/**
 * Text to image: a prompt in, an image out.
 *
 * @example
 * ```ts
 * const input: TextToImageInput = { inputs: "a fox in the snow", parameters: { num_inference_steps: 4, guidance_scale: 0 } };
 * ```
 */
export interface TextToImageInput {
  inputs: string;
  parameters?: TextToImageParameters;
  [property: string]: unknown;
}
/** Options of text to image. */
export interface TextToImageParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  width?: number;
  height?: number;
  scheduler?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}
/** The produced image. */
export interface TextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}

/**
 * Text to video: a prompt in, a video out.
 *
 * @example
 * ```ts
 * const input: TextToVideoInput = { inputs: "a cat playing piano", parameters: { num_frames: 49 } };
 * ```
 */
export interface TextToVideoInput {
  inputs: string;
  parameters?: TextToVideoParameters;
  [property: string]: unknown;
}
/** Options of text to video. */
export interface TextToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string[];
  num_frames?: number;
  num_inference_steps?: number;
  seed?: number;
  [property: string]: unknown;
}
/** The produced video. */
export interface TextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}

/**
 * Zero-shot image classification: an image and candidate labels in, scores out.
 *
 * @example
 * ```ts
 * const input: ZeroShotImageClassificationInput = { inputs: imageBlob, parameters: { candidate_labels: ["cat", "dog"] } };
 * ```
 */
export interface ZeroShotImageClassificationInput {
  inputs: Blob;
  parameters: ZeroShotImageClassificationParameters;
  [property: string]: unknown;
}
/** Options of zero-shot image classification. */
export interface ZeroShotImageClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  [property: string]: unknown;
}
/** One candidate label with its score. */
export type ZeroShotImageClassificationOutputElement = ClassificationOutputElement;
/** Every candidate label, best first. */
export type ZeroShotImageClassificationOutput = ZeroShotImageClassificationOutputElement[];
