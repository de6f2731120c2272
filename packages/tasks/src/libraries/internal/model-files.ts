import type { ModelData } from "../../model-data.js";
import { isAddressableFilePath, pythonString } from "../../quoting.js";

/**
 * The model's name without its namespace, e.g. for output folders.
 *
 * @example
 * ```ts
 * nameWithoutNamespace("timm/resnet50.a1_in1k"); // "resnet50.a1_in1k"
 * ```
 */
export function nameWithoutNamespace(modelId: string): string {
  const slash = modelId.lastIndexOf("/");
  return slash === -1 ? modelId : modelId.slice(slash + 1);
}

/**
 * The model this one was made from: the PEFT base model when the adapter config names it,
 * else the first `base_model` of the card.
 *
 * @example
 * ```ts
 * baseModelId({ id: "me/lora", tags: [], cardData: { base_model: "org/base" } }); // "org/base"
 * ```
 */
export function baseModelId(model: ModelData): string | undefined {
  const fromAdapter = model.config?.peft?.base_model_name_or_path;
  if (fromAdapter) return fromAdapter;
  const fromCard = model.cardData?.base_model;
  return Array.isArray(fromCard) ? fromCard[0] : fromCard;
}

/**
 * The repository's file names, as listed in `siblings` (empty when the descriptor has none),
 * without the paths no download could write as themselves (`isAddressableFilePath`): a
 * snippet treats those as not listed.
 *
 * @example
 * ```ts
 * fileNames({ id: "a/b", tags: [], siblings: [{ rfilename: "model.pt" }] }); // ["model.pt"]
 * ```
 */
export function fileNames(model: ModelData): string[] {
  return (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((path) => isAddressableFilePath(path));
}

/**
 * The first repository file with one of `extensions` (checked in order of preference), or
 * `undefined` when the descriptor lists none: callers then download the snapshot rather than
 * print a file name the repository may not have.
 *
 * @example
 * ```ts
 * findFile({ id: "a/b", tags: [], siblings: [{ rfilename: "x.pth" }] }, [".pt", ".pth"]); // "x.pth"
 * ```
 */
export function findFile(model: ModelData, extensions: string[]): string | undefined {
  const files = fileNames(model);
  for (const extension of extensions) {
    const match = files.find((file) => file.toLowerCase().endsWith(extension.toLowerCase()));
    if (match) return match;
  }
  return undefined;
}

/**
 * The Python expression that downloads the repository file a snippet loads and gives its
 * local path: `hf_hub_download` of the first listed file with one of `extensions` (in order
 * of preference); or, when the descriptor lists none, the repository's snapshot and the first
 * file in it with such an extension, so no snippet names a file the repository may not have.
 * Pair it with `hubDownloadImports`.
 *
 * @example
 * ```ts
 * pythonFileDownload({ id: "a/b", tags: [], siblings: [{ rfilename: "x.pth" }] }, [".pth"]); // 'hf_hub_download(repo_id="a/b", filename="x.pth")'
 * ```
 */
export function pythonFileDownload(model: ModelData, extensions: string[]): string {
  const found = findFile(model, extensions);
  if (found) {
    return `hf_hub_download(repo_id=${pythonString(model.id)}, filename=${pythonString(found)})`;
  }
  const suffixes = extensions.map((extension) => pythonString(extension)).join(", ");
  return `str(next(path for path in Path(snapshot_download(${pythonString(model.id)})).rglob("*") if path.name.endswith((${suffixes},))))`;
}

/**
 * What a snippet using `pythonFileDownload` imports from huggingface_hub (and pathlib).
 *
 * @example
 * ```ts
 * hubDownloadImports({ id: "a/b", tags: [] }, [".pth"]); // "snapshot_download\nfrom pathlib import Path"
 * ```
 */
export function hubDownloadImports(model: ModelData, extensions: string[]): string {
  return findFile(model, extensions)
    ? "hf_hub_download"
    : "snapshot_download\nfrom pathlib import Path";
}

/**
 * The GGUF file a snippet should load: a 4-bit `Q4_K_M` file when there is one (a common
 * quality/size trade-off), else the first GGUF file, else a glob that matches the usual name.
 *
 * @example
 * ```ts
 * ggufFileName({ id: "a/b", tags: [], siblings: [{ rfilename: "b-Q8_0.gguf" }] }); // "b-Q8_0.gguf"
 * ```
 */
export function ggufFileName(model: ModelData): string {
  const ggufFiles = fileNames(model).filter((file) => file.toLowerCase().endsWith(".gguf"));
  return (
    ggufFiles.find((file) => /q4_k_m/i.test(file)) ??
    ggufFiles.find((file) => !/mmproj/i.test(file)) ??
    "*Q4_K_M.gguf"
  );
}

/**
 * The GGUF files of the repository that load on their own: not a multimodal projector
 * (`mmproj`) and not a shard of a split model (`-00001-of-00003.gguf`), which only llama.cpp
 * reassembles.
 *
 * @example
 * ```ts
 * loadableGgufFiles({ id: "a/b", tags: [], siblings: [{ rfilename: "b-Q8_0.gguf" }] }); // ["b-Q8_0.gguf"]
 * ```
 */
export function loadableGgufFiles(model: ModelData): string[] {
  return fileNames(model).filter((file) => {
    const name = file.split("/").at(-1) ?? file;
    return /\.gguf$/i.test(name) && !/^mmproj/i.test(name) && !/-\d{5}-of-\d{5}\.gguf$/i.test(name);
  });
}

/**
 * Whether the model is a chat model: tagged `conversational`, or shipping a chat template.
 *
 * @example
 * ```ts
 * isChatModel({ id: "a/b", tags: ["conversational"] }); // true
 * ```
 */
export function isChatModel(model: ModelData): boolean {
  return (
    model.tags.includes("conversational") ||
    model.config?.tokenizer_config?.chat_template !== undefined ||
    model.gguf?.chat_template !== undefined
  );
}

/**
 * Whether loading the model runs code from its repository (a custom class, or the Hub's
 * `custom_code` tag), so `trust_remote_code=True` is needed.
 *
 * @example
 * ```ts
 * needsRemoteCode({ id: "a/b", tags: ["custom_code"] }); // true
 * ```
 */
export function needsRemoteCode(model: ModelData): boolean {
  return model.tags.includes("custom_code") || model.transformersInfo?.custom_class !== undefined;
}
