import type { ModelData } from "@modeldeck/tasks";
import { formatCount, formatDate } from "../../../lib/format";
import { groupingPipeline, pipelineName, subtaskName } from "../../../lib/catalogue";
import { useLibraryLabels } from "../../../lib/library-labels";
import { useIdle } from "../../../lib/use-idle";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import { TaskIcon } from "../../../components/ui/task-icon";
import "./model-page.css";

function licenceOf(model: ModelData): string | undefined {
  const licence =
    model.cardData?.license ?? model.tags.find((tag) => tag.startsWith("license:"))?.slice(8);
  // `other` says only that the licence is not in the Hub's list; the card names it in
  // `license_name`, which is what the Hub's own header shows.
  const named = model.cardData?.license_name;
  if (licence === "other" && typeof named === "string" && named.trim() !== "") return named;
  return Array.isArray(licence) ? licence.join(", ") : licence;
}

type DatedField =
  "downloads" | "likes" | "createdAt" | "lastModified" | "license" | "library_name" | "parameters";

/**
 * When each figure was read, for models from a dated snapshot (the shipped seed writes
 * `factsReadAt`). `undefined` means the model came live from a hub, where every figure is
 * current; a snapshot model without a field's date does not know that figure at all.
 */
function readDates(model: ModelData): Partial<Record<DatedField, string>> | undefined {
  const dates = (model as { factsReadAt?: unknown }).factsReadAt;
  return typeof dates === "object" && dates !== null
    ? (dates as Partial<Record<DatedField, string>>)
    : undefined;
}

function TaskLink({ tag }: { tag: string }) {
  const group = groupingPipeline(tag);
  if (group === undefined) return <Link href={paths.task(tag)}>{pipelineName(tag)}</Link>;
  // A subtask tag such as text2text-generation has no page of its own on the Hub either.
  return (
    <>
      {subtaskName(tag)} (grouped under <Link href={paths.task(group)}>{pipelineName(group)}</Link>)
    </>
  );
}

/** The parameter count the hub computed from the weights (safetensors, else GGUF), if any. */
function parameterCount(model: ModelData): number | undefined {
  return model.safetensors?.total || model.gguf?.total || undefined;
}

/**
 * The top of a model page: owner, id, task (with its icon), library, licence, parameters,
 * downloads, likes, dates and tags. Figures
 * from a dated snapshot show the day they were read, and unknown ones are left out.
 *
 * @example
 * ```tsx
 * <ModelHeader model={model} />
 * ```
 */
export function ModelHeader({ model }: { model: ModelData }) {
  // The library's display name arrives with the registry (the app's largest chunk), which is
  // requested once the header has been painted and the browser is idle: until then the id shows.
  const libraryName = useLibraryLabels(useIdle());
  const tags = model.tags.filter(
    (tag) => !tag.startsWith("license:") && !tag.startsWith("region:"),
  );
  const licence = licenceOf(model);
  const dates = readDates(model);
  // A snapshot model's licence or library that no source read is unknown; one its source read
  // and found absent is "not stated", as on a live model, whose every field is the hub's word.
  const unread = (field: "license" | "library_name") =>
    dates !== undefined && dates[field] === undefined;
  // A figure from a snapshot says when it was read; one the snapshot lacks is left out.
  const figure = (field: DatedField, label: string, value: string) => {
    if (dates === undefined) {
      return (
        <div>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      );
    }
    const readAt = dates[field];
    if (readAt === undefined) return null;
    return (
      <div>
        <dt>{label}</dt>
        <dd>
          {value}{" "}
          {field === "downloads" || field === "likes" ? (
            <small>as of {formatDate(readAt)}</small>
          ) : null}
        </dd>
      </div>
    );
  };
  const slash = model.id.indexOf("/");
  const owner = slash === -1 ? undefined : model.id.slice(0, slash);
  const parameters = parameterCount(model);
  return (
    <header>
      {owner ? (
        <p className="model-owner muted">
          by <Link href={paths.models({ search: owner })}>{owner}</Link>
        </p>
      ) : null}
      <div className="model-header-title">
        {model.pipeline_tag ? <TaskIcon task={model.pipeline_tag} size={32} /> : null}
        <h1>{model.id}</h1>
      </div>
      {model.pipeline_tag ? (
        <p>
          <Link
            href={paths.compare({
              task: model.pipeline_tag,
              add: model.id,
              chat: model.tags.includes("conversational"),
            })}
          >
            Add to compare
          </Link>
        </p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>Task</dt>
          <dd>{model.pipeline_tag ? <TaskLink tag={model.pipeline_tag} /> : "–"}</dd>
        </div>
        <div>
          <dt>Library</dt>
          <dd>
            {model.library_name ? (
              <Link href={paths.library(model.library_name)}>
                {libraryName(model.library_name)}
              </Link>
            ) : unread("library_name") ? (
              "unknown"
            ) : (
              "–"
            )}
          </dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd>{licence ?? (unread("license") ? "unknown" : "not stated")}</dd>
        </div>
        {figure("downloads", "Downloads", formatCount(model.downloads))}
        {figure("likes", "Likes", formatCount(model.likes))}
        {parameters ? (
          <div>
            <dt>Parameters</dt>
            <dd>
              {formatCount(parameters)}{" "}
              {dates?.parameters ? <small>as of {formatDate(dates.parameters)}</small> : null}
            </dd>
          </div>
        ) : null}
        {figure("createdAt", "Created", formatDate(model.createdAt))}
        {figure("lastModified", "Updated", formatDate(model.lastModified))}
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
