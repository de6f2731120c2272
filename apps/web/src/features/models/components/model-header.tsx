import type { ModelData } from "@modeldeck/tasks";
import { formatCount, formatDate } from "../../../lib/format";
import { pipelineName } from "../../../lib/catalogue";
import { libraryById } from "../../../lib/libraries";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";

function licenceOf(model: ModelData): string {
  const licence =
    model.cardData?.license ?? model.tags.find((tag) => tag.startsWith("license:"))?.slice(8);
  return Array.isArray(licence) ? licence.join(", ") : (licence ?? "unknown");
}

/**
 * The top of a model page: id, task, library, licence, downloads, likes, dates and tags.
 *
 * @example
 * ```tsx
 * <ModelHeader model={model} />
 * ```
 */
export function ModelHeader({ model }: { model: ModelData }) {
  const tags = model.tags.filter(
    (tag) => !tag.startsWith("license:") && !tag.startsWith("region:"),
  );
  return (
    <header>
      <h1>{model.id}</h1>
      <dl className="facts">
        <div>
          <dt>Task</dt>
          <dd>
            {model.pipeline_tag ? (
              <Link href={paths.task(model.pipeline_tag)}>{pipelineName(model.pipeline_tag)}</Link>
            ) : (
              "–"
            )}
          </dd>
        </div>
        <div>
          <dt>Library</dt>
          <dd>
            {model.library_name ? (
              <Link href={paths.library(model.library_name)}>
                {libraryById(model.library_name)?.prettyLabel ?? model.library_name}
              </Link>
            ) : (
              "–"
            )}
          </dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd>{licenceOf(model)}</dd>
        </div>
        <div>
          <dt>Downloads</dt>
          <dd>{formatCount(model.downloads)}</dd>
        </div>
        <div>
          <dt>Likes</dt>
          <dd>{formatCount(model.likes)}</dd>
        </div>
        {model.safetensors?.total ? (
          <div>
            <dt>Parameters</dt>
            <dd>{formatCount(model.safetensors.total)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Created</dt>
          <dd>{formatDate(model.createdAt)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatDate(model.lastModified)}</dd>
        </div>
      </dl>
      {model.gated ? (
        <p role="note">
          This model is gated: its files and inference need you to accept its conditions on the Hub
          with the account whose token you use.
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Link href={paths.models({ tags: [tag] })}>{tag}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
