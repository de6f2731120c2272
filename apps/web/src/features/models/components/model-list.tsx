import type { ModelData } from "@modeldeck/tasks";
import { formatCount, formatDate } from "../../../lib/format";
import { pipelineName } from "../../../lib/catalogue";
import { Link, navigate } from "../../../lib/router";
import { paths } from "../../../paths";

/**
 * Model cards for a list of models: id (linking to the model page), task, downloads, likes
 * and last update.
 *
 * @example
 * ```tsx
 * <ModelList models={[{ id: "openai-community/gpt2", tags: [] }]} />
 * ```
 */
export function ModelList({ models }: { models: ModelData[] }) {
  if (models.length === 0) return <p>No model matches these filters.</p>;
  return (
    <ul className="card-grid" aria-label="Models">
      {models.map((model) => (
        <li key={model.id} className="card">
          <Link href={paths.model(model.id)}>{model.id}</Link>
          {model.pipeline_tag ? (
            <button
              type="button"
              aria-label={`Add to compare: ${model.id}`}
              onClick={() => navigate(paths.compare({ task: model.pipeline_tag, add: model.id }))}
            >
              Add to compare
            </button>
          ) : null}
          <div className="muted">
            {[
              pipelineName(model.pipeline_tag),
              // The list API has 0 for a figure the hub does not know (the seed leaves unknown
              // figures out), so a zero is not shown rather than claimed.
              model.downloads ? `${formatCount(model.downloads)} downloads` : "",
              model.likes ? `${formatCount(model.likes)} likes` : "",
              model.lastModified ? `updated ${formatDate(model.lastModified)}` : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          </div>
        </li>
      ))}
    </ul>
  );
}
