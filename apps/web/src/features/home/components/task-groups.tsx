import {
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  TASK_DATA_LOADERS,
  type PipelineType,
} from "@modeldeck/tasks";
import { Skeleton } from "../../../components/ui/skeleton";
import { TaskIcon } from "../../../components/ui/task-icon";
import { formatCount } from "../../../lib/format";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import "./task-groups.css";

/** One task tile: its id, display name, how many models the hub has for it, where it leads. */
interface TaskTile {
  id: PipelineType;
  name: string;
  count: number | undefined;
  href: string;
}

/** Pipelines with a page in the catalogue (the small loader table, not the pages themselves). */
const WITH_PAGE = new Set(Object.keys(TASK_DATA_LOADERS));

/**
 * Groups the tasks to browse by modality, keeping the catalogue's order: every task with a page
 * (whatever the counts say, so each page is reachable from here), and a pipeline without a page
 * only once the hub is known to hold models for it, leading to those models. A pipeline with
 * neither a page nor a model is nothing to browse, so it is not shown.
 *
 * @example
 * ```ts
 * groupTasks({ "text-classification": 12 })[0]?.label; // "Multimodal"
 * ```
 */
function groupTasks(counts: Record<string, number> | undefined) {
  return MODALITIES.map((modality) => ({
    modality,
    label: MODALITY_LABELS[modality],
    tasks: (Object.keys(PIPELINE_DATA) as PipelineType[])
      .filter((id) => PIPELINE_DATA[id].modality === modality)
      .filter((id) =>
        WITH_PAGE.has(id)
          ? true
          : !(PIPELINE_DATA[id] as { hideInModels?: boolean }).hideInModels &&
            (counts?.[id] ?? 0) > 0,
      )
      .map((id): TaskTile => ({
        id,
        name: PIPELINE_DATA[id].name,
        count: counts?.[id],
        href: WITH_PAGE.has(id) ? paths.task(id) : paths.models({ task: id }),
      })),
  })).filter((group) => group.tasks.length > 0);
}

/** "1 model", "12 models", "1.2K models". */
function modelCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "model" : "models"}`;
}

/**
 * Every task, grouped by modality, each tile with the task's icon and its model count; while
 * `loading`, each count is a placeholder and one status line announces the wait.
 *
 * @example
 * ```tsx
 * <TaskGroups counts={{ "text-classification": 120 }} loading={false} />
 * ```
 */
export function TaskGroups({
  counts,
  loading = false,
}: {
  counts: Record<string, number> | undefined;
  loading?: boolean;
}) {
  return (
    <>
      {loading ? (
        <span role="status" className="visually-hidden">
          Loading model counts…
        </span>
      ) : null}
      {groupTasks(counts).map((group) => (
        <section
          key={group.modality}
          aria-labelledby={`modality-${group.modality}`}
          className="task-group"
        >
          <h2 id={`modality-${group.modality}`}>{group.label}</h2>
          <ul className="card-grid task-grid">
            {group.tasks.map((task) => (
              <li key={task.id} className="card task-tile">
                <span className="task-tile-icon">
                  <TaskIcon task={task.id} size={28} />
                </span>
                <span className="task-tile-text">
                  {/* The whole tile is the link's target (see styles.css), its name the link text. */}
                  <Link href={task.href} className="stretched-link">
                    {task.name}
                  </Link>
                  <span className="muted small">
                    {loading ? (
                      <Skeleton variant="inline" />
                    ) : task.count === undefined ? (
                      // The stats list only tasks with models: a task missing there has none.
                      counts === undefined ? (
                        ""
                      ) : (
                        "No models in this hub yet"
                      )
                    ) : (
                      modelCount(task.count)
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
