import type { ModelData } from "@modeldeck/tasks";
import { parseGGUFQuantLabel } from "@modeldeck/tasks";

/**
 * The GGUF files of a repository, each with its quantization label when the name has one.
 *
 * @example
 * ```ts
 * ggufFiles(model)[0]; // { path: "model-Q4_K_M.gguf", label: "Q4_K_M" }
 * ```
 */
export function ggufFiles(model: ModelData): { path: string; label: string }[] {
  return (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((path) => path.toLowerCase().endsWith(".gguf"))
    .map((path) => ({ path, label: parseGGUFQuantLabel(path) ?? path }));
}

/**
 * A select over the repository's GGUF files, labelled by quantization (Q4_K_M, Q8_0, …).
 *
 * @example
 * ```tsx
 * <GgufPicker files={ggufFiles(model)} selected={file} onSelect={setFile} />
 * ```
 */
export function GgufPicker(props: {
  files: { path: string; label: string }[];
  selected: string;
  onSelect: (path: string) => void;
}) {
  return (
    <div>
      <label htmlFor="gguf-file">Quantization (GGUF file)</label>
      <select
        id="gguf-file"
        value={props.selected}
        onChange={(event) => props.onSelect(event.target.value)}
      >
        {props.files.map((file) => (
          <option key={file.path} value={file.path}>
            {file.label === file.path ? file.path : `${file.label} — ${file.path}`}
          </option>
        ))}
      </select>
    </div>
  );
}
