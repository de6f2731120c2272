import type { ModelData } from "@modeldeck/tasks";
import { TaskIcon } from "../../../components/ui/task-icon";
import { formatCount } from "../../../lib/format";
import { pipelineName } from "../../../lib/catalogue";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import "./model-list.css";

/**
 * A parameter count as the Hub writes it on cards: "8B", "1.5B", "350M", "66M".
 *
 * @example
 * ```ts
 * formatParameters(8_030_261_248); // "8B"
 * ```
 */
function formatParameters(total: number): string {
  const [divisor, unit] = total >= 1e9 ? [1e9, "B"] : total >= 1e6 ? [1e6, "M"] : [1e3, "K"];
  const value = total / divisor;
  return `${value >= 10 ? Math.round(value) : Number(value.toFixed(1))}${unit}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

// Made once, not per card: each new `Intl` formatter costs the main thread about a millisecond.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let exactFormat: Intl.DateTimeFormat | undefined;

/** "3 days ago", "about a year ago" style, in the largest whole unit. */
function relativeTime(date: Date, now: number): string {
  const elapsed = date.getTime() - now;
  const format = (relativeFormat ??= new Intl.RelativeTimeFormat("en", { numeric: "auto" }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit);
  }
  return "just now";
}

/** The last update as relative words, with the exact UTC time in a tooltip and `dateTime`. */
function Updated({ value, now }: { value: string; now: number }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  exactFormat ??= new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const exact = exactFormat.format(date);
  return (
    <time dateTime={date.toISOString()} title={`${exact} UTC`}>
      Updated {relativeTime(date, now)}
    </time>
  );
}

/**
 * The id with its owner dimmed, as the Hub writes it: the model's own name stands out. A narrow
 * card may break the line after the owner's slash (and at the name's own hyphens), never inside
 * a word that fits on a line.
 */
function ModelName({ id }: { id: string }) {
  const slash = id.indexOf("/");
  if (slash === -1) return <span className="model-card-name">{id}</span>;
  return (
    <>
      <span className="model-card-owner">{id.slice(0, slash + 1)}</span>
      <wbr />
      <span className="model-card-name">{id.slice(slash + 1)}</span>
    </>
  );
}

/** The comparison the cards add to: which models are in it, and how to add or take one out. */
export interface CompareChoice {
  has: (model: string) => boolean;
  toggle: (model: ModelData) => void;
}

/** One card: the facts the hub knows, each left out when it does not know it. */
function ModelCard({
  model,
  now,
  compare,
}: {
  model: ModelData;
  now: number;
  compare?: CompareChoice;
}) {
  const inComparison = compare?.has(model.id) ?? false;
  const parameters = model.safetensors?.total ?? model.gguf?.total;
  // A model from a dated snapshot says when each figure was read; one without a date for
  // lastModified never had it read, and the stored value is only when this hub imported it.
  const readAt = (model as { factsReadAt?: Record<string, string> }).factsReadAt;
  const updated = readAt === undefined || readAt.lastModified !== undefined;
  return (
    <li className="card model-card">
      <span className="model-card-icon">
        <TaskIcon task={model.pipeline_tag ?? "other"} size={20} />
      </span>
      <div className="model-card-body">
        {/* Named by the id as one word: some engines put a space between the two spans. */}
        <Link
          href={paths.model(model.id)}
          className="stretched-link model-card-id"
          aria-label={model.id}
        >
          <ModelName id={model.id} />
        </Link>
        {/* Spans, not a list: each card stays one list item of the "Models" list. */}
        <p className="model-card-facts muted">
          {model.pipeline_tag ? <span>{pipelineName(model.pipeline_tag)}</span> : null}
          {parameters ? <span>{formatParameters(parameters)} parameters</span> : null}
          {model.lastModified && updated ? (
            <span>
              <Updated value={model.lastModified} now={now} />
            </span>
          ) : null}
          {/* A zero is not shown: lists answer 0 for a figure the hub does not know. */}
          {model.downloads ? <span>{formatCount(model.downloads)} downloads</span> : null}
          {model.likes ? <span>{formatCount(model.likes)} likes</span> : null}
        </p>
      </div>
      {model.pipeline_tag && compare ? (
        // A button, not a second link: each card keeps one link, to the model page. It adds to
        // the comparison on this page (or takes the model out again); nothing navigates.
        <button
          type="button"
          className="model-card-compare"
          aria-label={`Add to compare: ${model.id}`}
          aria-pressed={inComparison}
          onClick={() => compare.toggle(model)}
        >
          {inComparison ? (
            "Added"
          ) : (
            <>
              <span className="model-card-compare-long">Add to compare</span>
              <span className="model-card-compare-short">Compare</span>
            </>
          )}
        </button>
      ) : null}
    </li>
  );
}

/**
 * Model cards for a list of models: the task's icon, the id (owner dimmed) linking to the model
 * page, then the task, parameter count, last update (relative, the exact time in a tooltip),
 * downloads and likes, each only when known; with `compare`, an "Add to compare" button on each
 * card with a task. `now` is injectable for tests.
 *
 * @example
 * ```tsx
 * <ModelList models={[{ id: "openai-community/gpt2", tags: [] }]} />
 * ```
 */
export function ModelList({
  models,
  // eslint-disable-next-line react-hooks/purity -- a default for callers that pass no clock: "updated … ago" is read at the render
  now = Date.now(),
  compare,
}: {
  models: ModelData[];
  now?: number;
  compare?: CompareChoice;
}) {
  if (models.length === 0) return null;
  return (
    <ul className="model-card-list" aria-label="Models">
      {models.map((model) => (
        <ModelCard key={model.id} model={model} now={now} compare={compare} />
      ))}
    </ul>
  );
}
