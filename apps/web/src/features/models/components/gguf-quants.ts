import { GGMLQuantizationType, parseGGUFQuantLabel, type ModelData } from "@modeldeck/tasks";

/** One quantization of a GGUF repository: its label, nominal bits, tensor type and files. */
interface GgufQuant {
  label: string;
  /** The nominal bits per weight the label names (4 for Q4_K_M, 16 for BF16). */
  bits: number;
  /** The GGML tensor type the label is built on (`Q4_K` for `Q4_K_M`), when ggml has one. */
  tensorType?: keyof typeof GGMLQuantizationType;
  files: { path: string; size?: number }[];
  /** The size of all its files together, when every one is known. */
  size?: number;
}

/** Quantizations with the same nominal bits, smallest bits first. */
export interface GgufBitsGroup {
  bits: number;
  quants: GgufQuant[];
}

const TENSOR_TYPES = Object.keys(GGMLQuantizationType).filter((key) => Number.isNaN(Number(key)));

function tensorTypeOf(label: string): keyof typeof GGMLQuantizationType | undefined {
  const bare = label.replace(/^UD-/, "");
  // The longest type name the label starts with: "Q4_K_M" is built on Q4_K, "IQ4_XS" is IQ4_XS.
  const type = TENSOR_TYPES.filter((name) => bare === name || bare.startsWith(`${name}_`)).sort(
    (left, right) => right.length - left.length,
  )[0];
  return type as keyof typeof GGMLQuantizationType | undefined;
}

function bitsOf(label: string): number {
  const bare = label.replace(/^UD-/, "");
  const float = /^B?F(16|32|64)$/.exec(bare);
  if (float?.[1]) return Number(float[1]);
  if (/^(MX|NV)FP4/.test(bare)) return 4;
  const digits = /^(?:I|T)?Q(\d)/.exec(bare);
  return digits?.[1] ? Number(digits[1]) : 0;
}

/**
 * The repository's `.gguf` files grouped by quantization (split files of one quant together),
 * and the quantizations grouped by nominal bits, as the Hub lists a GGUF repository. Files whose
 * names carry no quantization label are left out; `ggufFiles` still offers them.
 *
 * @example
 * ```ts
 * ggufBitsGroups({ siblings: [{ rfilename: "Llama-3.2-3B-Instruct-Q4_K_M.gguf", size: 2019377696 }] });
 * // [{ bits: 4, quants: [{ label: "Q4_K_M", bits: 4, tensorType: "Q4_K", files: [...], size: 2019377696 }] }]
 * ```
 */
export function ggufBitsGroups(model: Pick<ModelData, "siblings">): GgufBitsGroup[] {
  const quants = new Map<string, GgufQuant>();
  for (const sibling of model.siblings ?? []) {
    if (!sibling.rfilename.toLowerCase().endsWith(".gguf")) continue;
    const label = parseGGUFQuantLabel(sibling.rfilename);
    if (label === undefined) continue;
    let quant = quants.get(label);
    if (quant === undefined) {
      const tensorType = tensorTypeOf(label);
      quant = { label, bits: bitsOf(label), files: [], ...(tensorType ? { tensorType } : {}) };
      quants.set(label, quant);
    }
    quant.files.push(
      sibling.size === undefined
        ? { path: sibling.rfilename }
        : { path: sibling.rfilename, size: sibling.size },
    );
  }
  const groups = new Map<number, GgufQuant[]>();
  for (const quant of quants.values()) {
    const sizes = quant.files.map((file) => file.size);
    if (sizes.every((size) => size !== undefined)) {
      quant.size = sizes.reduce((sum, size) => sum + size, 0);
    }
    groups.set(quant.bits, [...(groups.get(quant.bits) ?? []), quant]);
  }
  return [...groups.entries()]
    .sort(([left], [right]) => left - right)
    .map(([bits, list]) => ({
      bits,
      quants: list.sort((left, right) => left.label.localeCompare(right.label)),
    }));
}
