/** Counts past this are not weights someone published; a typo or a hostile file. */
const MOST_PARAMETERS = 1e15;

function total(section: unknown): number | undefined {
  if (typeof section !== "object" || section === null) return undefined;
  const value = (section as { total?: unknown }).total;
  return typeof value === "number" &&
    Number.isSafeInteger(value) &&
    value > 0 &&
    value <= MOST_PARAMETERS
    ? value
    : undefined;
}

/**
 * The parameter count the Hub computed from a model's weights: `safetensors.total`, else
 * `gguf.total` (a GGUF-only repository), else `null`. A value that is not a positive whole
 * number is ignored rather than refused: the count only feeds a filter, and the descriptor is
 * stored as it came.
 *
 * @example
 * ```ts
 * parameterCount({ safetensors: { parameters: { BF16: 8030261248 }, total: 8030261248 } }); // 8030261248
 * parameterCount({ gguf: { total: 7241732096, architecture: "llama" } }); // 7241732096
 * parameterCount({ id: "openai/clip-vit-base-patch32" }); // null
 * ```
 */
export function parameterCount(descriptor: unknown): number | null {
  if (typeof descriptor !== "object" || descriptor === null) return null;
  const { safetensors, gguf } = descriptor as { safetensors?: unknown; gguf?: unknown };
  return total(safetensors) ?? total(gguf) ?? null;
}
