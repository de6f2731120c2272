/**
 * GGML tensor types, with the numeric codes llama.cpp writes into the tensor-info section of
 * GGUF files (`enum ggml_type` in ggml.h; codes 0-39 are also listed in ggml's GGUF
 * specification, docs/gguf.md). Codes 4 and 5 belonged to the Q4_2 and Q4_3 formats and 31-33
 * and 36-38 to ARM-repacked layouts that GGUF files no longer hold; ggml never reuses a code,
 * so those are absent here and the later types keep their own numbers.
 *
 * @example
 * ```ts
 * import { GGMLQuantizationType } from "@modeldeck/tasks";
 * GGMLQuantizationType.Q4_K; // 12
 * GGMLQuantizationType[30]; // "BF16"
 * ```
 */
export enum GGMLQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  Q8_1 = 9,
  Q2_K = 10,
  Q3_K = 11,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  Q8_K = 15,
  IQ2_XXS = 16,
  IQ2_XS = 17,
  IQ3_XXS = 18,
  IQ1_S = 19,
  IQ4_NL = 20,
  IQ3_S = 21,
  IQ2_S = 22,
  IQ4_XS = 23,
  I8 = 24,
  I16 = 25,
  I32 = 26,
  I64 = 27,
  F64 = 28,
  IQ1_M = 29,
  BF16 = 30,
  TQ1_0 = 34,
  TQ2_0 = 35,
  MXFP4 = 39,
  NVFP4 = 40,
}

/*
 * File names carry mixes ("K_M", "XXS", "0_4_8") of the tensor types above, not the tensor
 * types themselves, so the pattern describes the naming conventions quantizers use rather
 * than listing enum keys:
 * - k-quants: Q2_K … Q8_K, optionally with a size mix (Q4_K_M, Q3_K_XL);
 * - legacy block quants: Q4_0, Q8_0, and the ARM-repacked Q4_0_4_4 / Q4_0_4_8 / Q4_0_8_8;
 * - i-quants: IQ1_S … IQ4_XS and IQ4_NL; ternary TQ1_0 / TQ2_0;
 * - unquantized F16, BF16, F32, F64, and the 4-bit float formats MXFP4 (with its _MOE mix)
 *   and NVFP4;
 * - Unsloth's dynamic quants, which prefix any of these with `UD-` (`UD-Q4_K_XL`); the prefix
 *   is part of the label, because the same repository also holds a plain Q4_K_XL-style file
 *   and apps resolve `:UD-Q4_K_XL` to the dynamic one.
 * A label must stand alone: the characters around it are separators (`-`, `_`, `.`, `/`) or
 * the ends of the name, so "BF16" never yields "F16" and "Q4" inside a word never matches.
 */
const SIZE_MIX = "XXS|XS|S|M|L|XL|NL";
const QUANT_LABEL = new RegExp(
  "(?<![A-Z0-9])((?:UD-)?(?:" +
    `I?Q[1-8]_K(?:_(?:${SIZE_MIX}))?` +
    "|Q[1-8]_[01](?:_[48]_[48])?" +
    `|IQ[1-4]_(?:${SIZE_MIX})` +
    "|TQ[12]_0" +
    "|MXFP4(?:_MOE)?|NVFP4" +
    "|BF16|F16|F32|F64" +
    "))(?![A-Z0-9])",
  "g",
);

/**
 * Returns the quantization label written in a GGUF file name, upper-cased, or `undefined`
 * when the name carries none. When several labels appear (a folder named after one quant,
 * a file named after another), the last one wins, because the file name is the most
 * specific part of a path. Unsloth's dynamic quants keep their `UD-` prefix. Split-file suffixes such as `-00001-of-00003` are ignored.
 *
 * @example
 * ```ts
 * import { parseGGUFQuantLabel } from "@modeldeck/tasks";
 * parseGGUFQuantLabel("Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf"); // "Q4_K_M"
 * parseGGUFQuantLabel("qwen2.5-7b-instruct-q5_k_m-00001-of-00002.gguf"); // "Q5_K_M"
 * parseGGUFQuantLabel("Qwen3-30B-A3B-UD-Q4_K_XL.gguf"); // "UD-Q4_K_XL"
 * parseGGUFQuantLabel("README.md"); // undefined
 * ```
 */
export function parseGGUFQuantLabel(filename: string): string | undefined {
  const matches = filename.toUpperCase().match(QUANT_LABEL);
  return matches?.at(-1);
}
