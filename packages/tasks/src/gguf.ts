/** GGML tensor types, with the numeric codes llama.cpp writes in GGUF files. */
export enum GGMLQuantizationType {
  F32 = 0,
}

/** The quantization label in a GGUF file name, e.g. `Q4_K_M` from `model-Q4_K_M.gguf`. */
export function parseGGUFQuantLabel(_filename: string): string | undefined {
  return undefined;
}
