import type { TaskReference } from "@modeldeck/tasks";
import { Link } from "../../../lib/router";
import { externalPaths, paths } from "../../../paths";

type ReferenceKind = "model" | "dataset" | "space" | "metric";

function ReferenceLink({ kind, item }: { kind: ReferenceKind; item: TaskReference }) {
  const { id } = item;
  // Models open inside ModelDeck; the rest live on the Hub. A metric links only to the real
  // Space the catalogue names for it: a Space named after it may not exist.
  if (kind === "model") return <Link href={paths.model(id)}>{id}</Link>;
  if (kind === "metric" && item.space === undefined) return <strong>{id}</strong>;
  const href =
    kind === "dataset"
      ? externalPaths.hubDataset(id)
      : externalPaths.hubSpace(kind === "space" ? id : (item.space ?? id));
  return (
    <a href={href} rel="noopener noreferrer">
      {id}
    </a>
  );
}

/**
 * A titled list of references (suggested models, datasets, demo apps, metrics), each with its
 * description. Renders nothing when the list is empty.
 *
 * @example
 * ```tsx
 * <TaskReferences title="Suggested models" kind="model" items={task.models} />
 * ```
 */
export function TaskReferences(props: {
  title: string;
  kind: ReferenceKind;
  items: TaskReference[];
}) {
  if (props.items.length === 0) return null;
  const headingId = `references-${props.kind}`;
  return (
    <section aria-labelledby={headingId} className="task-deferred">
      <h2 id={headingId}>{props.title}</h2>
      <ul className="card-grid">
        {props.items.map((item) => (
          <li key={item.id} className="card">
            <ReferenceLink kind={props.kind} item={item} />
            {item.description ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
