import type { TranslationInput, TranslationOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isRecord, isString } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `translation`: the text as `inputs` plus `provider`, `model`, `accessToken` and
 * `endpointUrl`. Multilingual models need `src_lang` and `tgt_lang` in `parameters`.
 *
 * @example
 * ```ts
 * const args: TranslationArgs = { model: "facebook/mbart-large-50-many-to-many-mmt", inputs: "Hello", parameters: { src_lang: "en_XX", tgt_lang: "fr_XX" } };
 * const { translation_text } = await translation(args);
 * ```
 */
export type TranslationArgs = BaseArgs & TranslationInput;

/**
 * Translates a text. One input gives one translation; a list of inputs gives a list back.
 *
 * @example
 * ```ts
 * import { translation } from "@modeldeck/inference";
 * const { translation_text } = await translation({ model: "google-t5/t5-base", inputs: "My name is Wolfgang" });
 * ```
 */
export async function translation(
  args: TranslationArgs,
  options?: Options,
): Promise<TranslationOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "translation" });
  const valid = isArrayOf(data, (item) => isRecord(item) && isString(item.translation_text));
  const list = expectShape<TranslationOutput[]>(
    data,
    valid,
    "type Array<{translation_text: string}>",
  );
  return (list.length === 1 ? list[0] : list) as TranslationOutput;
}
