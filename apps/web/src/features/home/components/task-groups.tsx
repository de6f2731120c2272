import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA, type PipelineType } from "@modeldeck/tasks";
import { formatCount } from "../../../lib/format";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";

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
 * Every task, grouped by modality, each with its model count.
 *
 * @example
 * ```tsx
 * <TaskGroups counts={{ "text-classification": 120 }} />
 * ```
 */
export function TaskGroups({ counts }: { counts: Record<string, number> | undefined }) {
  return (
    <>
      {groupTasks(counts).map((group) => (
        <section key={group.modality} aria-labelledby={`modality-${group.modality}`}>
          <h2 id={`modality-${group.modality}`}>{group.label}</h2>
          <ul className="card-grid">
            {group.tasks.map((task) => (
              <li key={task.id} className="card">
                <Link href={paths.task(task.id)}>{task.name}</Link>
                <div className="muted">
                  {task.count === undefined ? "" : `${formatCount(task.count)} models`}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
