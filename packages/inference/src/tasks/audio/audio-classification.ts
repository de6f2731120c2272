import type { AudioClassificationInput, AudioClassificationOutput } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isLabelScore } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `audioClassification`: the audio as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. The older `data` field is still accepted so code written for
 * earlier reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: AudioClassificationArgs = { model: "superb/hubert-large-superb-er", inputs: audioBlob, parameters: { top_k: 3 } };
 * const labels = await audioClassification(args);
 * ```
 */
export type AudioClassificationArgs = BaseArgs &
  (AudioClassificationInput | { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> });

/**
 * Classifies audio (emotion, language, speaker…): labels with scores, best first.
 *
 * @example
 * ```ts
 * import { audioClassification } from "@modeldeck/inference";
 * const labels = await audioClassification({ model: "superb/hubert-large-superb-er", inputs: audioBlob });
 * ```
 */
export async function audioClassification(
  args: AudioClassificationArgs,
  options?: Options,
): Promise<AudioClassificationOutput> {
  const { data } = await innerRequest<unknown>(binaryArgs(args), {
    ...options,
    task: "audio-classification",
  });
  return expectShape(data, isArrayOf(data, isLabelScore), "Array<{label: string, score: number}>");
}
