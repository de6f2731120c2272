import { useRef } from "react";
import { LazyMarkdown } from "../../../components/ui/lazy-markdown";
import { CodeBlock } from "../../../components/ui/code-block";
import type { TaskData } from "@modeldeck/tasks";
import { ErrorMessage, Loading } from "../../../components/ui/status";
import {
  groupingPipeline,
  isPipeline,
  loadTask,
  pipelineName,
  subtaskName,
} from "../../../lib/catalogue";
import { useResource } from "../../../lib/use-resource";
import { useApiClient } from "../../../lib/api-client";
import { Link, useScrollRestoration } from "../../../lib/router";
import { paths } from "../../../paths";
import { batchTaskOf } from "../../../lib/batch-tasks";
import { DemoView } from "../components/demo-view";
import { TaskArena } from "../components/task-arena";
import { TaskModels } from "../components/task-models";
import { TaskTryIt } from "../components/task-try-it";
import { useNearView } from "../../../lib/use-near-view";
import { TaskReferences } from "../components/task-references";
import { TaskIcon } from "../../../components/ui/task-icon";
import { VideoOnClick } from "../components/video-on-click";
import "./task-page.css";

/**
 * The page of one task: icon, summary, demo, a "try it" box on the task's widget model, the
 * about text, the task's most downloaded models in this hub, suggested models, datasets, demo apps, metrics, libraries and the video.
 *
 * @example
 * ```tsx
 * <TaskPage taskId="text-classification" />
 * ```
 */
export default function TaskPage({ taskId }: { taskId: string }) {
  // Only this task's file is downloaded, not the whole catalogue.
  const task = useResource(`task:${taskId}`, () => loadTask(taskId));
  if (task.status === "loading") return <Loading what="the task" />;
  if (task.status === "error") {
    return <ErrorMessage title="Could not load the task" message={task.error.message} />;
  }
  if (!task.data) return <TaskMissing taskId={taskId} />;
  return <TaskDetails task={task.data} />;
}

/** A pipeline without a page, a subtask the Hub groups under a pipeline, or an unknown id. */
function TaskMissing({ taskId }: { taskId: string }) {
  if (isPipeline(taskId)) {
    return (
      <section>
        <h1>{pipelineName(taskId)}</h1>
        <p>
          This task has no page in the catalogue yet.{" "}
          <Link href={paths.models({ task: taskId })}>Browse {pipelineName(taskId)} models</Link>.
        </p>
      </section>
    );
  }
  const group = groupingPipeline(taskId);
  if (group !== undefined) {
    // Models still carry subtask tags such as text2text-generation; the Hub groups them.
    return (
      <section>
        <h1>{subtaskName(taskId)}</h1>
        <p role="note">
          {subtaskName(taskId)} is grouped under{" "}
          <Link href={paths.task(group)}>{pipelineName(group)}</Link>, whose page covers it.{" "}
          <Link href={paths.models({ task: taskId })}>Browse {subtaskName(taskId)} models</Link>.
        </p>
      </section>
    );
  }
  return (
    <section>
      <h1>Unknown task</h1>
      <p>
        The catalogue has no task called “{taskId}”. <Link href={paths.home()}>See all tasks</Link>.
      </p>
    </section>
  );
}

function TaskDetails({ task }: { task: TaskData }) {
  // Back to this page lands where the user was.
  useScrollRestoration(true);
  // Library names come from the (large) library registry, loaded only once the reader nears the
  // libraries section: most visits never scroll that far, and the app's largest lazy chunk would
  // compete with the page's first paint on a phone.
  const librariesSection = useRef<HTMLElement>(null);
  const near = useNearView(librariesSection);
  const registry = useResource(
    near ? "library-registry" : undefined,
    () => import("../../../lib/libraries"),
  );
  const libraryLabel = (id: string) =>
    registry.status === "ready" ? (registry.data.libraryById(id)?.prettyLabel ?? id) : id;
  // The about text is markdown: its renderer is a large chunk whose parse and render would block
  // the main thread during the first load, yet the section sits below the demo and the try-it box.
  const aboutSection = useRef<HTMLElement>(null);
  const nearAbout = useNearView(aboutSection, "200px");
  const packageUrl = `${useApiClient().hub.hubUrl}/api/packages/modeldeck-inference.tgz`;
  return (
    <article>
      <p className="muted">
        <Link href={paths.home()}>Tasks</Link> / {task.label}
      </p>
      <div className="task-title">
        <TaskIcon task={task.id} size={40} className="task-title-icon" />
        <h1>{task.label}</h1>
      </div>
      {task.summary ? <p className="lead">{task.summary}</p> : null}
      {task.canonicalId ? (
        <p role="note" className="panel">
          This task is a kind of{" "}
          <Link href={paths.task(task.canonicalId)}>{pipelineName(task.canonicalId)}</Link>; models
          for it are usually listed there.
        </p>
      ) : null}
      {task.isPlaceholder ? <p className="muted">This page is still being written.</p> : null}
      <p>
        <Link href={paths.models({ task: task.id })}>Browse {task.label.toLowerCase()} models</Link>
        {batchTaskOf(task.id) ? (
          <>
            {" · "}
            <Link href={paths.batches({ task: task.id })}>Evaluate models over a data set</Link>
          </>
        ) : null}
      </p>
      <DemoView demo={task.demo} />
      <TaskTryIt task={task} />
      {task.about.description ? (
        <section aria-labelledby="about-heading" ref={aboutSection} className="task-deferred">
          <h2 id="about-heading">About {task.label.toLowerCase()}</h2>
          {nearAbout ? (
            <>
              <LazyMarkdown markdown={task.about.description} headingOffset={2} />
              {task.about.useCases.map((useCase) => (
                <div key={useCase.title}>
                  <h3>{useCase.title}</h3>
                  <LazyMarkdown markdown={useCase.text} headingOffset={3} />
                </div>
              ))}
            </>
          ) : (
            <p className="muted">The text loads as you scroll to it…</p>
          )}
          {/* The code block loads the highlighter: also only near the viewport. */}
          {nearAbout && task.about.inference ? (
            <CodeBlock
              // No registry publishes @modeldeck/inference: the first line installs it from here.
              code={`// npm install ${packageUrl}\n${task.about.inference}`}
              language="ts"
              label="Run it with @modeldeck/inference"
            />
          ) : null}
          {task.about.resources.length > 0 ? (
            <>
              <h3>Learn more</h3>
              <ul>
                {task.about.resources.map((resource) => (
                  <li key={resource.url}>
                    <a href={resource.url} rel="noopener noreferrer">
                      {resource.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <TaskModels taskId={task.id} label={task.label} />
      <TaskArena taskId={task.id} label={task.label} />
      <TaskReferences title="Suggested models" kind="model" items={task.models} />
      <TaskReferences title="Datasets" kind="dataset" items={task.datasets} />
      <TaskReferences title="Demo apps" kind="space" items={task.spaces} />
      <TaskReferences title="Metrics" kind="metric" items={task.metrics} />
      {task.libraries.length > 0 ? (
        <section
          aria-labelledby="libraries-heading"
          ref={librariesSection}
          className="task-deferred"
        >
          <h2 id="libraries-heading">Libraries that run this task</h2>
          <ul className="tags">
            {task.libraries.map((id) => (
              <li key={id}>
                <Link href={paths.library(id)}>{libraryLabel(id)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {task.youtubeId ? (
        <VideoOnClick youtubeId={task.youtubeId} title={`${task.label} explained`} />
      ) : null}
    </article>
  );
}
