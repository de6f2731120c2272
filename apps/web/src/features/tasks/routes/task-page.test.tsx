import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TASKS_DATA } from "@modeldeck/tasks";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiProvider, createApiClient } from "../../../lib/api-client";
import { TryItContext, type TryItProps } from "../../../lib/try-it-slot";
import TaskPage from "./task-page";
import { ManualIntersectionObserver } from "../../../test-support/manual-intersection-observer";

function renderTask(taskId: string) {
  const tryIt = (props: TryItProps) => <p>try-it box for {props.modelId}</p>;
  // The page's arena section reads through the app's query cache, which ApiProvider gives.
  return render(
    <ApiProvider client={createApiClient()}>
      <TryItContext.Provider value={tryIt}>
        <TaskPage taskId={taskId} />
      </TryItContext.Provider>
    </ApiProvider>,
  );
}

let uninstall: () => void = () => undefined;

describe("TaskPage", () => {
  // The markdown renderer is a lazy chunk whose first import, transformed while the whole suite
  // runs, once outlasted a 10 s wait in CI: it is loaded here, with a budget of its own, so the
  // waits below are for rendering (the page still imports it only once the reader nears it).
  beforeAll(() => import("../../../components/ui/markdown-view"), 120_000);
  afterEach(() => {
    cleanup();
    uninstall();
    uninstall = () => undefined;
  });

  it("renders the about text's markdown only once the reader nears it, off the first load", async () => {
    uninstall = ManualIntersectionObserver.install();
    renderTask("text-classification");
    const about = await screen.findByRole("region", { name: "About text classification" });
    const firstUseCase = TASKS_DATA["text-classification"]?.about.useCases[0]?.title ?? "";
    expect(firstUseCase).not.toBe("");
    expect(within(about).getByText(/loads as you scroll to it/)).toBeTruthy();
    expect(within(about).queryByRole("heading", { level: 3, name: firstUseCase })).toBeNull();
    // The demo above it is rendered at once.
    expect(screen.getByRole("region", { name: "Demo" })).toBeTruthy();
    // The page starts observing in an effect, which can run after the section is on screen.
    const observer = await waitFor(() => {
      const watching = ManualIntersectionObserver.instances.find((instance) =>
        instance.observed.includes(about),
      );
      if (!watching) throw new Error("nothing observes the about section yet");
      return watching;
    });
    act(() => observer.enter());
    // The markdown renderer is a lazy chunk: its first import, transformed while the whole
    // suite runs, once took over the default 10 s wait in CI.
    expect(
      await within(about).findByRole(
        "heading",
        { level: 3, name: firstUseCase },
        { timeout: 25_000 },
      ),
    ).toBeTruthy();
    expect(within(about).queryByText(/loads as you scroll to it/)).toBeNull();
    // The example imports @modeldeck/inference, which no registry serves: it installs from here.
    const code = await within(about).findByLabelText("Run it with @modeldeck/inference code");
    expect(code.textContent?.split("\n")[0]).toBe(
      `// npm install ${window.location.origin}/api/packages/modeldeck-inference.tgz`,
    );
  });

  it("shows the summary, the demo by kind, references and the try-it box on the widget model", async () => {
    renderTask("token-classification");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Token Classification" }),
    ).toBeTruthy();
    // The task's own drawing sits beside its title, hidden from screen readers (the title says it).
    const icon = document.querySelector(".task-title svg.task-icon");
    expect(icon?.getAttribute("data-task")).toBe("token-classification");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    const demo = await screen.findByRole("region", { name: "Demo" });
    expect(within(demo).getAllByRole("mark").length).toBeGreaterThan(0);
    expect(within(demo).getAllByText("PER").length).toBeGreaterThan(0);
    const models = await screen.findByRole("region", { name: "Suggested models" });
    const firstModel = within(models).getAllByRole("link")[0];
    expect(firstModel?.getAttribute("href")).toMatch(/^\/[^/]+\/[^/]+$/);
    expect(await screen.findByRole("region", { name: "Metrics" })).toBeTruthy();
    expect(await screen.findByText(/^try-it box for /)).toBeTruthy();
  });

  it("says when a task is a kind of another one and links to it", async () => {
    renderTask("summarization");
    const note = await screen.findByRole("note");
    expect(within(note).getByRole("link", { name: "Text Generation" }).getAttribute("href")).toBe(
      "/tasks/text-generation",
    );
  });

  it("loads the video only when asked", async () => {
    renderTask("summarization");
    expect(document.querySelector("iframe")).toBeNull();
    await userEvent.click(
      await screen.findByRole("button", { name: "Load the video from YouTube" }),
    );
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/yHnr5Dk2zCI",
    );
  });

  it("gives pipelines without a page a way to their models", async () => {
    renderTask("graph-ml");
    expect((await screen.findByRole("link", { name: /models$/ })).getAttribute("href")).toBe(
      "/models?task=graph-ml",
    );
  });

  it("sends a subtask tag such as text2text-generation to the task the Hub groups it under", async () => {
    renderTask("text2text-generation");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Text2Text Generation" }),
    ).toBeTruthy();
    const note = screen.getByRole("note");
    expect(within(note).getByRole("link", { name: "Text Generation" }).getAttribute("href")).toBe(
      "/tasks/text-generation",
    );
    expect(screen.queryByText("Unknown task")).toBeNull();
  });

  it("explains an unknown task instead of a blank page", async () => {
    renderTask("no-such-task");
    expect(await screen.findByRole("heading", { level: 1, name: "Unknown task" })).toBeTruthy();
  });

  it.each(Object.keys(TASKS_DATA))(
    "renders the %s page with its demo and references",
    async (taskId) => {
      renderTask(taskId);
      const task = TASKS_DATA[taskId as keyof typeof TASKS_DATA];
      expect(await screen.findByRole("heading", { level: 1, name: task?.label })).toBeTruthy();
      if ((task?.demo.inputs.length ?? 0) + (task?.demo.outputs.length ?? 0) > 0) {
        expect(await screen.findByRole("region", { name: "Demo" })).toBeTruthy();
      }
      if ((task?.models.length ?? 0) > 0)
        expect(await screen.findByRole("region", { name: "Suggested models" })).toBeTruthy();
    },
  );
});
