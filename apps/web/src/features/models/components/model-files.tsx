import type { ModelData } from "@modeldeck/tasks";
import type { ReactNode } from "react";
import { formatCount } from "../../../lib/format";
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

/** The weights' parameter count by tensor type, as the Hub reads it from the safetensors headers. */
function WeightParameters({ model }: { model: Pick<ModelData, "safetensors" | "gguf"> }) {
  const byType = Object.entries(model.safetensors?.parameters ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  const total = model.safetensors?.total ?? model.gguf?.total;
  if (!total) return null;
  return (
    <section aria-labelledby="weights-heading">
      <h3 id="weights-heading">Parameters</h3>
      <dl className="facts" aria-label="Parameters">
        <div>
          <dt>Total</dt>
          <dd>{formatCount(total)}</dd>
        </div>
        {byType.map(([type, count]) => (
          <div key={type}>
            <dt>{type}</dt>
            <dd>{formatCount(count)}</dd>
          </div>
        ))}
        {model.safetensors === undefined && model.gguf?.architecture ? (
          <div>
            <dt>Architecture</dt>
            <dd>{model.gguf.architecture}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The repository's files from the model's siblings, with sizes where the hub reported them, the
 * parameter count of the weights (from safetensors, else GGUF), and for a GGUF repository its
 * quantizations grouped by nominal bits with each one's total size. Sizes the hub did not report
 * are left blank, not guessed. `note` says when the list was read, or that it never was.
 *
 * @example
 * ```tsx
 * <ModelFiles model={model} note={<p>Files read on 27 Nov 2026.</p>} />
 * ```
 */
export function ModelFiles({
  model,
  note,
}: {
  model: Pick<ModelData, "siblings" | "safetensors" | "gguf">;
  note?: ReactNode;
}) {
  const files = model.siblings ?? [];
  if (files.length === 0) {
    return (
      <>
        {note}
        <p>This hub holds no file list for this model; sync it to read its files.</p>
      </>
    );
  }
  const known = files.filter((file) => file.size !== undefined);
  const total = known.reduce((sum, file) => sum + (file.size ?? 0), 0);
  const caption = `${files.length} file${files.length === 1 ? "" : "s"}${
    known.length === files.length ? `, ${formatBytes(total)} in all` : ""
  }`;
  return (
    <div className="model-files">
      {note}
      <WeightParameters model={model} />
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
