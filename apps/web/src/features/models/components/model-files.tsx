import type { ModelData } from "@modeldeck/tasks";
import { ggufBitsGroups } from "./gguf-quants";
import "./model-page.css";

/**
 * A byte count in decimal units, as the Hub writes file sizes ("4.9 GB").
 *
 * @example
 * ```ts
 * formatBytes(4_920_734_976); // "4.9 GB"
 * ```
 */
export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

function GgufQuantizations({ model }: { model: Pick<ModelData, "siblings"> }) {
  const groups = ggufBitsGroups(model);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="gguf-heading">
      <h3 id="gguf-heading">GGUF quantizations</h3>
      {groups.map((group) => (
        <div key={group.bits} className="gguf-group">
          <h4 id={`gguf-${group.bits}-bit`}>{group.bits}-bit</h4>
          <ul className="gguf-quants" aria-labelledby={`gguf-${group.bits}-bit`}>
            {group.quants.map((quant) => (
              <li key={quant.label}>
                <span className="badge">{quant.label}</span>
                {quant.tensorType && quant.tensorType !== quant.label ? (
                  <span className="muted"> {quant.tensorType} tensors</span>
                ) : null}
                {quant.size !== undefined ? <span> · {formatBytes(quant.size)}</span> : null}
                {quant.files.length > 1 ? (
                  <span className="muted"> · {quant.files.length} split files</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * The repository's files from the model's siblings, with sizes where the hub reported them, and
 * for a GGUF repository its quantizations grouped by nominal bits. Sizes the hub did not report
 * are left blank, not guessed.
 *
 * @example
 * ```tsx
 * <ModelFiles model={model} />
 * ```
 */
export function ModelFiles({ model }: { model: Pick<ModelData, "siblings"> }) {
  const files = model.siblings ?? [];
  if (files.length === 0) {
    return <p>This hub holds no file list for this model; sync it to read its files.</p>;
  }
  const known = files.filter((file) => file.size !== undefined);
  const total = known.reduce((sum, file) => sum + (file.size ?? 0), 0);
  const caption = `${files.length} file${files.length === 1 ? "" : "s"}${
    known.length === files.length ? `, ${formatBytes(total)} in all` : ""
  }`;
  return (
    <div className="model-files">
      <GgufQuantizations model={model} />
      {/* Focusable, so keyboard users can scroll long file names on a narrow screen. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Files">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Size</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.rfilename}>
                <td>
                  <code>{file.rfilename}</code>
                </td>
                <td className="file-size">
                  {file.size !== undefined ? formatBytes(file.size) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
