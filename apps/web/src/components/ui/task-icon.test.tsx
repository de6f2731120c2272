import { PIPELINE_DATA, TASKS_DATA } from "@modeldeck/tasks";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TaskIcon } from "./task-icon";

/** Every task id the catalogue knows, read from the registries themselves. */
const TASK_IDS = [...new Set([...Object.keys(PIPELINE_DATA), ...Object.keys(TASKS_DATA)])];

/** What a drawing looks like once rendered: the path data and corner placements in order. */
function signature(svg: SVGElement): string {
  return [...svg.querySelectorAll("path, g")]
    .map((node) => node.getAttribute("d") ?? node.getAttribute("transform"))
    .join("|");
}

describe("TaskIcon", () => {
  afterEach(cleanup);

  it("has its own drawing for every task in PIPELINE_DATA and TASKS_DATA", () => {
    expect(TASK_IDS.length).toBeGreaterThan(0);
    const { container } = render(
      <>
        {TASK_IDS.map((id) => (
          <TaskIcon key={id} task={id} />
        ))}
      </>,
    );
    const icons = [...container.querySelectorAll("svg")];
    expect(icons.map((icon) => icon.getAttribute("data-task"))).toEqual(TASK_IDS);
    for (const icon of icons) expect(icon.querySelector("path")).not.toBeNull();
    // No two tasks share a picture, so each is recognisable on the home grid and in filters.
    const drawings = new Map<string, string>();
    for (const [index, icon] of icons.entries()) {
      const id = TASK_IDS[index] as string;
      const other = drawings.get(signature(icon));
      expect(other, `${id} is drawn like ${other}`).toBeUndefined();
      drawings.set(signature(icon), id);
    }
  });

  it("is hidden from assistive technology beside a written name, and an image when labelled", () => {
    const { container } = render(
      <>
        <TaskIcon task="text-to-image" />
        <TaskIcon task="object-detection" label="Object Detection" size={32} />
      </>,
    );
    expect(
      container.querySelector('[data-task="text-to-image"]')?.getAttribute("aria-hidden"),
    ).toBe("true");
    const labelled = screen.getByRole("img", { name: "Object Detection" });
    expect(labelled.getAttribute("width")).toBe("32");
  });

  it("draws a task id the catalogue does not know as 'other'", () => {
    const { container } = render(<TaskIcon task="not-a-real-task" />);
    expect(container.querySelector("svg")?.getAttribute("data-task")).toBe("other");
  });
});
