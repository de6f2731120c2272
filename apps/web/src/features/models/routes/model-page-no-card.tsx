import type { ApiModelStatus } from "@modeldeck/hub";
import type { ModelData } from "@modeldeck/tasks";
import { formatBytes } from "../components/model-files";
import { hubName, PartNote } from "./model-page-status";

const HUB = "https://huggingface.co";

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * What the model page shows in place of a card this hub does not hold: the card's metadata
 * that the descriptor does carry (licence, languages, datasets, base model, files), a plain
 * statement that the card is not stored here, and where to read it and how to sync it. No text
 * is made up in the card's place.
 *
 * @example
 * ```tsx
 * <NoStoredCard model={model} />
 * ```
 */
export function NoStoredCard({
  model,
  status = null,
}: {
  model: ModelData;
  status?: ApiModelStatus | null;
}) {
  const card = model.cardData ?? {};
  const licence = list(card.license as string | string[] | undefined);
  const languages = list(card.language);
  const datasets = list(card.datasets);
  const bases = list(card.base_model);
  const files = model.siblings ?? [];
  const rows: [string, string[]][] = [
    ["Licence", licence],
    ["Languages", languages],
    ["Datasets", datasets],
    ["Base model", bases],
  ];
  const known = rows.filter(([, values]) => values.length > 0);
  return (
    <section aria-label="About this model's card">
      {status?.cardStatus === "absent" ? (
        <p role="note">
          This model has no card: {hubName(status.source)} had no README.md for it when this hub
          looked.
        </p>
      ) : status?.upstream ? (
        <PartNote part="card" status={status} modelId={model.id} />
      ) : (
        <p role="note">
          This model&apos;s card is not stored in this hub.{" "}
          <a href={`${HUB}/${model.id}`}>Read it on huggingface.co</a>, or have an operator copy it
          here with <code>modeldeck sync</code> (
          <a href={`${HUB}/docs/hub/model-cards`}>what a model card holds</a>).
        </p>
      )}
      {known.length > 0 ? (
        <dl className="facts" aria-label="Card metadata">
          {known.map(([label, values]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{values.join(", ")}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {files.length > 0 ? (
        <>
          <h2>Files</h2>
          <ul aria-label="Files">
            {files.map((file) => (
              <li key={file.rfilename}>
                <code>{file.rfilename}</code>
                {file.size !== undefined ? ` (${formatBytes(file.size)})` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
