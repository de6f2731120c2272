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
/**
 * Options of image classification: how many labels to return and how their scores are normalized.
 *
 * @example
 * ```ts
 * const parameters: ImageClassificationParameters = { top_k: 5, function_to_apply: "softmax" };
 * ```
 */
export interface ImageClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}
/**
 * One predicted class of an image with its score between 0 and 1.
 *
 * @example
 * ```ts
 * const element: ImageClassificationOutputElement = { label: "tabby, tabby cat", score: 0.87 };
 * ```
 */
export type ImageClassificationOutputElement = ClassificationOutputElement;
/**
 * The predicted classes of an image, best first.
 *
 * @example
 * ```ts
 * const output: ImageClassificationOutput = await imageClassification({ model: "google/vit-base-patch16-224", inputs: imageBlob });
 * const best = output[0]?.label;
 * ```
 */
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
/**
 * Options of image segmentation: the kind of segmentation (`semantic`, `instance` or `panoptic`)
 * for models that do several, and the thresholds that decide which pixels and segments are kept.
 *
 * @example
 * ```ts
 * const parameters: ImageSegmentationParameters = { subtask: "panoptic", threshold: 0.9, mask_threshold: 0.5 };
 * ```
 */
export interface ImageSegmentationParameters {
  mask_threshold?: number;
  overlap_mask_area_threshold?: number;
  subtask?: "instance" | "panoptic" | "semantic";
  threshold?: number;
  [property: string]: unknown;
}
/**
 * One segment: its label, its mask as a base64 PNG the size of the input image, and a score when
 * the model gives one. Draw the mask over the image to show the segment.
 *
 * @example
 * ```ts
 * const element: ImageSegmentationOutputElement = { label: "cat", score: 0.98, mask: "iVBORw0KGgo…" };
 * const maskUrl = `data:image/png;base64,${element.mask}`;
 * ```
 */
export interface ImageSegmentationOutputElement {
  label: string;
  mask: string;
  score: number;
  [property: string]: unknown;
}
/**
 * Every segment found in an image.
 *
 * @example
 * ```ts
 * const output: ImageSegmentationOutput = await imageSegmentation({ model: "facebook/detr-resnet-50-panoptic", inputs: imageBlob });
 * const labels = output.map((segment) => segment.label);
 * ```
 */
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
/**
 * Options of image to text: the caption length and other decoding settings.
 *
 * @example
 * ```ts
 * const parameters: ImageToTextParameters = { max_new_tokens: 30, generation_parameters: { num_beams: 3 } };
 * ```
 */
export interface ImageToTextParameters {
  max_new_tokens?: number;
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
/**
 * The text produced from an image, usually a caption.
 *
 * @example
 * ```ts
 * const { generated_text }: ImageToTextOutput = await imageToText({ model: "nlpconnect/vit-gpt2-image-captioning", inputs: imageBlob });
 * ```
 */
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
/**
 * Options of image to image: a prompt and negative prompt to guide the change, how closely to
 * follow them, the step count, and the output size.
 *
 * @example
 * ```ts
 * const parameters: ImageToImageParameters = { prompt: "in the style of a watercolour", guidance_scale: 7.5, num_inference_steps: 30 };
 * ```
 */
export interface ImageToImageParameters {
  prompt?: string;
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}
/**
 * The produced image, as the task specification describes the answer; the inference client returns
 * it as a Blob.
 *
 * @example
 * ```ts
 * const output: ImageToImageOutput = { image: imageBlob };
 * ```
 */
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
/**
 * Options of object detection: the score below which detections are dropped.
 *
 * @example
 * ```ts
 * const parameters: ObjectDetectionParameters = { threshold: 0.8 };
 * ```
 */
export interface ObjectDetectionParameters {
  threshold?: number;
  [property: string]: unknown;
}
/**
 * A rectangle in pixels of the input image, given by its top-left and bottom-right corners.
 *
 * @example
 * ```ts
 * const box: BoundingBox = { xmin: 12, ymin: 40, xmax: 310, ymax: 420 };
 * const width = box.xmax - box.xmin;
 * ```
 */
export interface BoundingBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}
/**
 * One detected object: its label, its score and the box around it.
 *
 * @example
 * ```ts
 * const element: ObjectDetectionOutputElement = { label: "cat", score: 0.99, box: { xmin: 12, ymin: 40, xmax: 310, ymax: 420 } };
 * ```
 */
export interface ObjectDetectionOutputElement {
  label: string;
  score: number;
  box: BoundingBox;
  [property: string]: unknown;
}
/**
 * Every object detected in an image, above the threshold.
 *
 * @example
 * ```ts
 * const output: ObjectDetectionOutput = await objectDetection({ model: "facebook/detr-resnet-50", inputs: imageBlob });
 * const cats = output.filter((object) => object.label === "cat").length;
 * ```
 */
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
/**
 * Options of text to image: the size, the step count, how closely to follow the prompt, what to
 * avoid, and a seed to get the same image again.
 *
 * @example
 * ```ts
 * const parameters: TextToImageParameters = { width: 1024, height: 768, num_inference_steps: 28, guidance_scale: 3.5, seed: 42 };
 * ```
 */
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
/**
 * The produced image, as the task specification describes the answer; the inference client returns
 * it as a Blob (or a URL when asked).
 *
 * @example
 * ```ts
 * const output: TextToImageOutput = { image: imageBlob };
 * ```
 */
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
/**
 * Options of text to video: the frame count, the step count, how closely to follow the prompt,
 * what to avoid, and a seed to get the same video again.
 *
 * @example
 * ```ts
 * const parameters: TextToVideoParameters = { num_frames: 49, num_inference_steps: 50, negative_prompt: ["blurry"], seed: 7 };
 * ```
 */
export interface TextToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string[];
  num_frames?: number;
  num_inference_steps?: number;
  seed?: number;
  [property: string]: unknown;
}
/**
 * The produced video, as the task specification describes the answer; the inference client returns
 * it as a Blob.
 *
 * @example
 * ```ts
 * const output: TextToVideoOutput = { video: videoBlob };
 * ```
 */
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
/**
 * Options of zero-shot image classification: the labels to choose from, chosen at call time, and
 * the sentence template each label is placed in (such as "a photo of {}").
 *
 * @example
 * ```ts
 * const parameters: ZeroShotImageClassificationParameters = { candidate_labels: ["cat", "dog"], hypothesis_template: "a photo of a {}." };
 * ```
 */
export interface ZeroShotImageClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  [property: string]: unknown;
}
/**
 * One candidate label with its score between 0 and 1.
 *
 * @example
 * ```ts
 * const element: ZeroShotImageClassificationOutputElement = { label: "cat", score: 0.97 };
 * ```
 */
export type ZeroShotImageClassificationOutputElement = ClassificationOutputElement;
/**
 * Every candidate label with its score, best first.
 *
 * @example
 * ```ts
 * const output: ZeroShotImageClassificationOutput = [{ label: "cat", score: 0.97 }, { label: "dog", score: 0.03 }];
 * ```
 */
export type ZeroShotImageClassificationOutput = ZeroShotImageClassificationOutputElement[];
