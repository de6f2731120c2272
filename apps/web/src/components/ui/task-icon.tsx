import type { PipelineType } from "@modeldeck/tasks";
import { TASK_DRAWINGS, glyphPaths, type TaskDrawing } from "./task-icon-drawings";

/** The arrow of a paired drawing, from the input's corner round to the output's. */
const PAIR_ARROW = ["M14 4h3.5a2.5 2.5 0 0 1 2.5 2.5v3", "M18 7.5l2 2 2-2"];

/**
 * Paths drawn at a little over half size in one corner. Their strokes do not shrink with them
 * (`non-scaling-stroke`) and are a touch thinner, so the small glyphs stay legible at 24 px.
 */
function Corner({ paths, offset }: { paths: string[]; offset: number }) {
  return (
    <g transform={`translate(${offset} ${offset}) scale(0.58)`} strokeWidth={1.5}>
      {paths.map((path) => (
        <path key={path} d={path} vectorEffect="non-scaling-stroke" />
      ))}
    </g>
  );
}

/** The SVG content of one drawing. */
function Drawing({ drawing }: { drawing: TaskDrawing }) {
  if ("paths" in drawing) return drawing.paths.map((path) => <path key={path} d={path} />);
  return (
    <>
      <Corner paths={glyphPaths(drawing.from)} offset={0} />
      {PAIR_ARROW.map((path) => (
        <path key={path} d={path} />
      ))}
      <Corner paths={glyphPaths(drawing.to)} offset={10} />
    </>
  );
}

/**
 * ModelDeck's own icon for a task, keyed by the catalogue's pipeline types: 24×24 strokes in the
 * current text colour, so it suits both themes and any size. It is decorative by default (hidden
 * from assistive technology, since the task's name is always written next to it); pass `label`
 * when the icon stands alone. An id the catalogue does not know gets the "other" drawing.
 *
 * @example
 * ```tsx
 * <>
 *   <TaskIcon task="text-to-image" />
 *   <TaskIcon task="object-detection" size={32} label="Object Detection" />
 * </>
 * ```
 */
export function TaskIcon({
  task,
  size = 24,
  label,
  className,
}: {
  task: PipelineType | string;
  size?: number;
  label?: string;
  className?: string;
}) {
  const known = Object.hasOwn(TASK_DRAWINGS, task);
  const drawing: TaskDrawing = known ? TASK_DRAWINGS[task as PipelineType] : TASK_DRAWINGS.other;
  return (
    <svg
      className={className ? `task-icon ${className}` : "task-icon"}
      data-task={known ? task : "other"}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      focusable="false"
    >
      <Drawing drawing={drawing} />
    </svg>
  );
}
