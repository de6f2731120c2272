import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA, type PipelineType } from "@modeldeck/tasks";
import { Skeleton } from "../../../components/ui/skeleton";
import { TaskIcon } from "../../../components/ui/task-icon";
import { formatCount } from "../../../lib/format";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import "./task-groups.css";

/** One task tile: its id, display name and how many models the hub has for it. */
interface TaskTile {
  id: PipelineType;
  name: string;
  count: number | undefined;
}

/**
 * Groups the tasks shown in model search by modality, keeping the catalogue's order.
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
      .filter(
        // Only the small pipeline table is read here: the full task pages stay off the home page.
        (id) =>
          PIPELINE_DATA[id].modality === modality &&
          !(PIPELINE_DATA[id] as { hideInModels?: boolean }).hideInModels,
      )
      .map((id): TaskTile => ({ id, name: PIPELINE_DATA[id].name, count: counts?.[id] })),
  })).filter((group) => group.tasks.length > 0);
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
                  <Link href={paths.task(task.id)} className="stretched-link">
                    {task.name}
                  </Link>
                  <span className="muted small">
                    {loading ? (
                      <Skeleton variant="inline" />
                    ) : task.count === undefined ? (
                      ""
                    ) : (
                      `${formatCount(task.count)} models`
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
