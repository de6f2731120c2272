import { parseGGUFQuantLabel } from "../../gguf.js";
import type { ModelData } from "../../model-data.js";
import { isAddressableFilePath, optionSafePath, shellQuote, shellWord } from "../../quoting.js";

/** The quantization offered first: the usual balance of size and quality for chat models. */
const DEFAULT_QUANT_LABEL = "Q4_K_M";

const SHARD_SUFFIX = /-(\d{5})-of-(\d{5})\.gguf$/i;

/**
 * The GGUF weight files of a repository, in sibling order. Multimodal projector files
 * (`mmproj-*`) are left out because they are not models on their own, and a split model is
 * listed once, by its first shard, which is the file apps are given. A path no app could
 * fetch as itself (`../x.gguf`, see `isAddressableFilePath`) is left out, as if not listed.
 */
export function ggufFilesOf(model: ModelData): string[] {
  return (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((path) => path.toLowerCase().endsWith(".gguf") && isAddressableFilePath(path))
    .filter((path) => !/(^|\/)mmproj/i.test(path.split("/").at(-1) ?? path))
    .filter((path) => {
      const shard = SHARD_SUFFIX.exec(path);
      return !shard || Number(shard[1]) === 1;
    });
}

/**
 * Whether the path is one shard of a split GGUF model (`…-00001-of-00003.gguf`).
 */
export function isSplitGguf(path: string): boolean {
  return SHARD_SUFFIX.test(path);
}

/**
 * Every shard of the split model `path` belongs to, in order: the ones the repository lists,
 * or, when the descriptor has no file list, the names llama.cpp's splitter gives them (the
 * shard count is part of every shard's name). A file that is not split is its own only shard.
 */
export function shardsOf(model: ModelData, path: string): string[] {
  const shard = SHARD_SUFFIX.exec(path);
  if (!shard) return [path];
  const stem = path.slice(0, shard.index);
  const listed = (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((file) => file.startsWith(stem) && SHARD_SUFFIX.exec(file)?.[2] === shard[2])
    .sort();
  if (listed.length > 0) return listed;
  const count = Number(shard[2]);
  return Array.from(
    { length: count },
    (_, index) => `${stem}-${String(index + 1).padStart(5, "0")}-of-${shard[2]}.gguf`,
  );
}

/**
 * The quant label of a file that is not split, for apps that cannot read split models:
 * Q4_K_M when the repository has it as one file, else the first single-file label.
 */
export function singleFileQuantLabel(model: ModelData): string | undefined {
  const labels = ggufFilesOf(model)
    .filter((path) => !isSplitGguf(path))
    .map((path) => parseGGUFQuantLabel(path))
    .filter((label): label is string => label !== undefined);
  return labels.includes(DEFAULT_QUANT_LABEL) ? DEFAULT_QUANT_LABEL : labels[0];
}

/**
 * The quant label commands should name: the one of the file the user picked, else Q4_K_M
 * when the repository has it, else the only label when there is just one. Undefined means
 * "let the app choose", which llama.cpp-based apps do sensibly.
 */
export function pickQuantLabel(model: ModelData, filepath?: string): string | undefined {
  if (filepath) return parseGGUFQuantLabel(filepath);
  const labels = new Set(
    ggufFilesOf(model)
      .map((path) => parseGGUFQuantLabel(path))
      .filter((label): label is string => label !== undefined),
  );
  if (labels.has(DEFAULT_QUANT_LABEL)) return DEFAULT_QUANT_LABEL;
  return labels.size === 1 ? [...labels][0] : undefined;
}

/** `:LABEL` for `hf.co/{id}:LABEL`-style references, or nothing when no label is known. */
export function quantSuffix(model: ModelData, filepath?: string): string {
  const label = pickQuantLabel(model, filepath);
  return label ? `:${label}` : "";
}

/**
 * The GGUF file to hand to apps that take a file rather than a quant label: the picked one,
 * else the file with the wanted (or chosen) quant label, else the first GGUF file, else
 * undefined when the repository's file list is unknown.
 */
export function listedGgufFile(
  model: ModelData,
  filepath?: string,
  wanted?: string,
): string | undefined {
  if (filepath) return filepath;
  const files = ggufFilesOf(model);
  const label = wanted ?? pickQuantLabel(model);
  const labelled = label ? files.find((path) => parseGGUFQuantLabel(path) === label) : undefined;
  return labelled ?? files[0];
}

/**
 * Shell lines for apps that load a local file when the repository's file list is unknown:
 * download the repository's files with that `extension`, then keep the first one (not a
 * multimodal projector) in `$MODEL_FILE`, saying to pick another quant when there are several.
 * The assignment takes `$(…)` unquoted: in double quotes, a value inside it would be exposed to
 * bash's history expansion when pasted.
 */
export function downloadAndFindCommands(model: ModelData, extension: string): string[] {
  const folder = shellWord(optionSafePath(model.id.split("/").at(-1) ?? model.id));
  return [
    `hf download ${shellWord(model.id)} --include "*${extension}" --local-dir ${folder}`,
    `# Takes the repository's first ${extension} file; pick another quant if it has several`,
    `MODEL_FILE=$(find ${folder} -name '*${extension}' ! -name 'mmproj*' | sort | head -n 1)`,
  ];
}

/**
 * Shell lines for apps that fetch one named GGUF file themselves when the repository's file
 * list is not known here: ask the Hub for the list (with `huggingface_hub`, which the `hf` CLI
 * installs) and keep the first weight file, not a projector, in `$MODEL_FILE`. No file name
 * is made up. The Python is the same for every model: the id reaches it as an argument.
 */
export function remoteGgufFileCommands(model: ModelData): string[] {
  const listing = `import sys; from huggingface_hub import list_repo_files; print(next(f for f in sorted(list_repo_files(sys.argv[1])) if f.endswith(".gguf") and "mmproj" not in f))`;
  return [
    "# Takes the repository's first .gguf file; pick another quant from its file list if you prefer",
    `MODEL_FILE=$(python3 -c ${shellQuote(listing)} ${shellWord(model.id)})`,
  ];
}
