import type { ModelData } from "../../model-data.js";
import { fileNames, findFile, nameWithoutNamespace } from "./model-files.js";
import { optionSafePath, pythonString, shellWord } from "../../quoting.js";

/**
 * A Python snippet that downloads the model's files with `huggingface_hub`, for libraries
 * whose own code loads a local folder or checkpoint rather than a Hub id. `nextStep` is a
 * comment telling the user what the library does with the folder.
 *
 * @example
 * ```ts
 * pythonDownloadSnippet({ id: "org/model", tags: [] }, "Pass local_dir to the demo script.");
 * ```
 */
export function pythonDownloadSnippet(model: ModelData, nextStep: string): string {
  return [
    "from huggingface_hub import snapshot_download",
    "",
    `local_dir = snapshot_download(${pythonString(model.id)})`,
    ...nextStep.split("\n").map((line) => `# ${line}`),
  ].join("\n");
}

/**
 * The `hf download` command that copies the repository into a folder named after the model.
 *
 * @example
 * ```ts
 * hfDownloadCommand({ id: "org/model", tags: [] }); // "hf download org/model --local-dir model"
 * ```
 */
export function hfDownloadCommand(
  model: ModelData,
  localDir = nameWithoutNamespace(model.id),
): string {
  return `hf download ${shellWord(model.id)} --local-dir ${shellWord(optionSafePath(localDir))}`;
}

/**
 * The `hf download` command that copies one file of the repository into `localDir`. A file
 * whose name starts with `-` comes after `--`, so the CLI cannot read it as an option.
 *
 * @example
 * ```ts
 * hfDownloadFileCommand({ id: "org/model", tags: [] }, "model.pt"); // "hf download org/model model.pt --local-dir ."
 * ```
 */
export function hfDownloadFileCommand(model: ModelData, file: string, localDir = "."): string {
  const folder = shellWord(optionSafePath(localDir));
  return file.startsWith("-")
    ? `hf download ${shellWord(model.id)} --local-dir ${folder} -- ${shellWord(file)}`
    : `hf download ${shellWord(model.id)} ${shellWord(file)} --local-dir ${folder}`;
}

/**
 * A shell snippet for libraries run from a clone of their repository: clone, install, fetch
 * the weights from the Hub, then run `command` (already written for this model).
 *
 * @example
 * ```ts
 * cloneAndRunSnippet({ id: "org/model", tags: [] }, "https://github.com/org/tool", "python demo.py");
 * ```
 */
export function cloneAndRunSnippet(
  model: ModelData,
  repoUrl: string,
  command: string,
  localDir = "checkpoints",
): string {
  const folder = nameWithoutNamespace(repoUrl.replace(/\.git$/, "").replace(/\/+$/, ""));
  return [
    `git clone ${repoUrl}`,
    `cd ${shellWord(folder)}`,
    "pip install -r requirements.txt",
    hfDownloadCommand(model, localDir),
    command,
  ].join("\n");
}

/**
 * A snippet generator for libraries run from a clone of their repository (see
 * `cloneAndRunSnippet`), so a family file declares one with its command only.
 *
 * @example
 * ```ts
 * const halloSnippets = cloneAndRun("https://github.com/fudan-generative-vision/hallo", "python scripts/inference.py", "pretrained_models");
 * ```
 */
export function cloneAndRun(
  repoUrl: string,
  command: string,
  localDir = "checkpoints",
): (model: ModelData) => string[] {
  return (model) => [cloneAndRunSnippet(model, repoUrl, command, localDir)];
}

/**
 * A snippet generator that downloads the repository and says in a comment what to do with it,
 * for libraries that load local folders (see `pythonDownloadSnippet`).
 *
 * @example
 * ```ts
 * const exampleSnippets = downloadThen("Pass local_dir to the library's loader.");
 * ```
 */
export function downloadThen(nextStep: string): (model: ModelData) => string[] {
  return (model) => [pythonDownloadSnippet(model, nextStep)];
}

/** Python imports and statements that put one repository file's local path in a variable. */
export interface FileDownload {
  imports: string[];
  lines: string[];
}

/**
 * Downloads the repository file a library loads, without ever naming a file the repository
 * may not have: the first listed file that `matches`, or, when the descriptor lists no
 * such file, the whole repository and the first file matching `glob`, with a comment
 * asking the user to pick another when there are several.
 *
 * @example
 * ```ts
 * fileDownload({ id: "org/model", tags: [] }, "model_path", (file) => file.endsWith(".tflite"), "*.tflite");
 * ```
 */
export function fileDownload(
  model: ModelData,
  variable: string,
  matches: (file: string) => boolean,
  glob: string,
): FileDownload {
  const file = fileNames(model).find(matches);
  if (file) {
    return {
      imports: ["from huggingface_hub import hf_hub_download"],
      lines: [
        `${variable} = hf_hub_download(repo_id=${pythonString(model.id)}, filename=${pythonString(file)})`,
      ],
    };
  }
  return {
    imports: ["from pathlib import Path", "from huggingface_hub import snapshot_download"],
    lines: [
      `# Downloads the repository and takes its first ${glob} file; pick another if it has several`,
      `${variable} = str(next(Path(snapshot_download(${pythonString(model.id)})).glob(${pythonString(`**/${glob}`)})))`,
    ],
  };
}

/** Shell lines that put one repository file on disk, and the shell word naming its path. */
export interface ShellFileDownload {
  lines: string[];
  path: string;
}

/**
 * Downloads the repository file a command-line tool loads, without ever naming a file the
 * repository may not have: `hf download` of the first listed file with one of `extensions`
 * (in order of preference) into `localDir`; or, when the descriptor lists no such file, the
 * whole repository and the first file with such an extension, kept in `$MODEL_FILE`, with a
 * comment asking the user to pick another when there are several.
 *
 * @example
 * ```ts
 * shellFileDownload({ id: "org/model", tags: [] }, [".rkllm"]).path; // '"$MODEL_FILE"'
 * ```
 */
export function shellFileDownload(
  model: ModelData,
  extensions: string[],
  localDir = ".",
): ShellFileDownload {
  const file = findFile(model, extensions);
  if (file) {
    return {
      lines: [hfDownloadFileCommand(model, file, localDir)],
      path: shellWord(optionSafePath(localDir === "." ? file : `${localDir}/${file}`)),
    };
  }
  const folder = localDir === "." ? nameWithoutNamespace(model.id) : localDir;
  const names = extensions.map((extension) => `-name ${shellWord(`*${extension}`)}`).join(" -o ");
  return {
    lines: [
      hfDownloadCommand(model, folder),
      `# Takes the first ${extensions.join(" or ")} file of the repository; pick another if it has several`,
      `MODEL_FILE=$(find ${shellWord(optionSafePath(folder))} ${extensions.length > 1 ? `\\( ${names} \\)` : names} | sort | head -n 1)`,
    ],
    path: '"$MODEL_FILE"',
  };
}

/**
 * Like `fileDownload`, for a file known by its extensions (in order of preference): the first
 * listed file with one of them, or, when the descriptor lists none, the repository's snapshot
 * and its first file with such an extension, with a comment asking the user to pick another
 * when there are several.
 *
 * @example
 * ```ts
 * extensionDownload({ id: "org/model", tags: [] }, "weights", [".pth", ".pt"]);
 * ```
 */
export function extensionDownload(
  model: ModelData,
  variable: string,
  extensions: string[],
): FileDownload {
  const file = findFile(model, extensions);
  if (file) return fileDownload(model, variable, (name) => name === file, file);
  const suffixes = extensions.map((extension) => pythonString(extension)).join(", ");
  return {
    imports: ["from pathlib import Path", "from huggingface_hub import snapshot_download"],
    lines: [
      `# Downloads the repository and takes its first ${extensions.join(" or ")} file; pick another if it has several`,
      `${variable} = str(sorted(path for path in Path(snapshot_download(${pythonString(model.id)})).rglob("*") if path.name.endswith((${suffixes},)))[0])`,
    ],
  };
}
