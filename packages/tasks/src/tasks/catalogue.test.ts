import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { InferenceClient, TASK_TABLE, isTableTask } from "@modeldeck/inference";
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../libraries/index.js";
import { PIPELINE_TYPES, isPipelineType } from "../pipelines.js";
import { checkJavaScriptSyntax } from "@modeldeck/test-support/syntax-check";
import { TASKS_DATA } from "./index.js";
import type { DemoEntry, TaskData, WidgetInput } from "./task-data.js";

const MEDIA_DIRECTORY = fileURLToPath(new URL("../../media/", import.meta.url));
const REPOSITORY_ID = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;
// Older datasets still live under a bare name (`squad_v2`, `c4`), so the org part is optional.
const DATASET_ID = /^[A-Za-z0-9][\w.-]*(\/[\w.-]+)?$/;
// Tasks whose "try it" box takes no input at all.
const TASKS_WITHOUT_WIDGET_INPUT = new Set([
  "reinforcement-learning",
  "unconditional-image-generation",
]);

const tasks = Object.entries(TASKS_DATA) as [string, TaskData][];

function mediaExists(filename: string): boolean {
  return filename.length > 0 && !filename.includes("/") && existsSync(MEDIA_DIRECTORY + filename);
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Lists what is wrong with one demo entry; empty when it is well formed. */
function demoEntryProblems(entry: DemoEntry): string[] {
  const problems: string[] = [];
  if (entry.label.trim() === "") problems.push("empty label");
  switch (entry.type) {
    case "text":
      if (entry.content.trim() === "") problems.push("empty text");
      break;
    case "chart":
      if (entry.content.length === 0) problems.push("empty chart");
      for (const bar of entry.content) {
        if (bar.label.trim() === "" || !Number.isFinite(bar.score)) problems.push("bad bar");
      }
      break;
    case "tabular":
      if (entry.content.headers.length === 0 || entry.content.rows.length === 0) {
        problems.push("empty table");
      }
      for (const row of entry.content.rows) {
        if (row.length !== entry.content.headers.length) problems.push("ragged table row");
      }
      break;
    case "text-with-tokens":
      if (entry.content.text.trim() === "" || entry.content.tokens.length === 0) {
        problems.push("no tokens");
      }
      for (const token of entry.content.tokens) {
        const inside = token.start >= 0 && token.end <= entry.content.text.length;
        if (!inside || token.start >= token.end || token.type === "") problems.push("bad span");
      }
      break;
    case "boxes":
      if (!mediaExists(entry.filename)) problems.push(`missing media ${entry.filename}`);
      for (const { box, label } of entry.content) {
        if (label === "" || box.xmin >= box.xmax || box.ymin >= box.ymax) problems.push("bad box");
      }
      break;
    default:
      if (!mediaExists(entry.filename)) problems.push(`missing media "${entry.filename}"`);
  }
  return problems;
}

/** Lists what is wrong with a widget input; empty when it is well formed. */
function widgetInputProblems(input: WidgetInput): string[] {
  const problems: string[] = [];
  if ("filename" in input && !mediaExists(input.filename)) {
    problems.push(`missing media "${input.filename}"`);
  }
  // The try-it box sends this file to a real model, and image models do not decode SVG.
  if ("filename" in input && input.filename.endsWith(".svg")) {
    problems.push(`drawn SVG "${input.filename}" cannot be sent to a model`);
  }
  for (const key of ["text", "question", "context", "query", "source"] as const) {
    if (key in input && (input as Record<string, unknown>)[key] === "")
      problems.push(`empty ${key}`);
  }
  if (input.kind === "chat" && input.messages.length === 0) problems.push("no messages");
  return problems;
}

// Receivers in the inference examples: clients made with `new InferenceClient(…)` and dedicated
// endpoints made with `….endpoint(…)`; the methods called on them must exist on the real client.
const CLIENT_VARIABLE = /(?:const|let)\s+(\w+)\s*=\s*new\s+(?:InferenceClient|HfInference)\(/g;
const ENDPOINT_VARIABLE = /(?:const|let)\s+(\w+)\s*=\s*[\w\s.()"'`$:/-]*?\.endpoint\(/g;
const METHOD_CALL = /\b(\w+)\.(\w+)\(/g;

/** The `receiver.method` calls an example makes on clients and endpoints that do not exist. */
function missingClientMethods(example: string): { calls: number; missing: string[] } {
  const clients = new Set([...example.matchAll(CLIENT_VARIABLE)].map((match) => match[1]));
  const endpoints = new Set([...example.matchAll(ENDPOINT_VARIABLE)].map((match) => match[1]));
  const client = new InferenceClient();
  const endpoint = new InferenceClient().endpoint("http://localhost:8080");
  let calls = 0;
  const missing: string[] = [];
  for (const [, receiver = "", method = ""] of example.matchAll(METHOD_CALL)) {
    const target = endpoints.has(receiver) ? endpoint : clients.has(receiver) ? client : undefined;
    if (!target) continue;
    calls += 1;
    if (typeof Reflect.get(target, method) !== "function") missing.push(`${receiver}.${method}`);
  }
  // A chained `new InferenceClient(…).endpoint(…)` call without a variable in between.
  for (const [, method = ""] of example.matchAll(/\)\s*\.endpoint\([^)]*\)\s*\.(\w+)\(/g)) {
    calls += 1;
    if (typeof Reflect.get(endpoint, method) !== "function") missing.push(`endpoint.${method}`);
  }
  return { calls, missing };
}

/**
 * Metric Spaces checked to exist (2026-11-27): each `huggingface.co/spaces/evaluate-metric/<name>`
 * is the home of a metric in huggingface/evaluate's `metrics/` folder and is linked from that
 * library's documentation and from public code. Any other metric is named without a link.
 */
const REAL_METRIC_SPACES = new Set(
  [
    "accuracy",
    "bleu",
    "cer",
    "exact_match",
    "f1",
    "mean_iou",
    "mse",
    "perplexity",
    "precision",
    "r_squared",
    "recall",
    "rouge",
    "sacrebleu",
    "wer",
  ].map((name) => `evaluate-metric/${name}`),
);

describe("TASKS_DATA as a whole", () => {
  it("links a metric only to a metric Space that exists", () => {
    const metrics = (Object.values(TASKS_DATA) as TaskData[]).flatMap((task) =>
      task.metrics.map((metric) => ({ task: task.id, ...metric })),
    );
    const guessed = metrics
      .filter((metric) => metric.space !== undefined && !REAL_METRIC_SPACES.has(metric.space))
      .map((metric) => `${metric.task}: ${metric.id} → ${metric.space}`);
    expect(guessed).toEqual([]);
    // The well-known ones are linked, not left as text.
    const linked = new Map(metrics.map((metric) => [metric.id, metric.space]));
    expect(linked.get("accuracy")).toBe("evaluate-metric/accuracy");
    expect(linked.get("exact-match")).toBe("evaluate-metric/exact_match");
    expect(linked.get("FID")).toBeUndefined();
  });

  it("has one page per task file, each a pipeline type the Hub knows", () => {
    // Derived from the folder, not a pinned list or count: adding a task is its file plus its
    // registry lines, and this checks the two agree.
    const files = readdirSync(fileURLToPath(new URL(".", import.meta.url)))
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, ""))
      .filter((name) => isPipelineType(name));
    expect(tasks.map(([key]) => key).sort()).toEqual(files.sort());
  });

  it("calls only methods the inference client has in its examples", () => {
    expect(missingClientMethods("const c = new InferenceClient();\nc.noSuchTask({});")).toEqual({
      calls: 1,
      missing: ["c.noSuchTask"],
    });
    for (const [key, task] of tasks) {
      const { calls, missing } = missingClientMethods(task.about.inference);
      expect(missing, key).toEqual([]);
      expect(calls, `${key} calls the client`).toBeGreaterThan(0);
    }
  });

  it("calls the method the inference client's task table gives each task it runs", () => {
    const wrong: string[] = [];
    for (const [key, task] of tasks) {
      if (!isTableTask(key)) continue;
      const entries: { method: string; stream?: string }[] = [TASK_TABLE[key]];
      // A task whose box is a chat (text generation) may show the chat call instead.
      if (task.widgetInput.kind === "chat") entries.push(TASK_TABLE.conversational);
      const called = [...task.about.inference.matchAll(METHOD_CALL)].map(([, , method]) => method);
      const expected = entries.flatMap((entry) => [entry.method, entry.stream ?? ""]);
      if (!called.some((method) => expected.includes(method ?? ""))) {
        wrong.push(
          `${key} calls ${called.join(", ")}, not ${expected.filter(Boolean).join(" or ")}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keys every task by its own id, which is a pipeline type", () => {
    for (const [key, task] of tasks) {
      expect(task.id).toBe(key);
      expect(isPipelineType(key), key).toBe(true);
    }
    expect(PIPELINE_TYPES.length).toBeGreaterThan(tasks.length);
  });

  it("points every canonicalId at an existing task other than itself", () => {
    for (const [key, task] of tasks) {
      if (task.canonicalId === undefined) continue;
      expect(TASKS_DATA[task.canonicalId], `${key} → ${task.canonicalId}`).toBeDefined();
      expect(task.canonicalId).not.toBe(key);
    }
  });

  it("treats summarization and translation as text generation, and text-to-speech as text-to-audio", () => {
    expect(TASKS_DATA.summarization?.canonicalId).toBe("text-generation");
    expect(TASKS_DATA.translation?.canonicalId).toBe("text-generation");
    expect(TASKS_DATA["text-to-speech"]?.canonicalId).toBe("text-to-audio");
  });

  it("summarizes the Eiffel Tower in the summarization demo", () => {
    const demo = TASKS_DATA.summarization?.demo;
    const input = demo?.inputs[0];
    const output = demo?.outputs[0];
    if (input?.type !== "text" || output?.type !== "text") throw new Error("text demo expected");
    expect(input.content).toMatch(/Eiffel/);
    expect(input.content).toMatch(/324 ?m/);
    expect(output.content).toMatch(/Eiffel|tower/i);
    expect(output.content.length).toBeLessThan(input.content.length / 2);
  });

  it("credits every shipped media file in media/NOTICE.md", () => {
    const notice = readFileSync(MEDIA_DIRECTORY + "NOTICE.md", "utf8");
    const files = readdirSync(MEDIA_DIRECTORY).filter((name) => name !== "NOTICE.md");
    expect(files.filter((name) => !notice.includes(name))).toEqual([]);
  });

  it("writes inference examples that parse as TypeScript", () => {
    const snippets = tasks.map(([key, task]) => ({ name: key, code: task.about.inference }));
    expect(checkJavaScriptSyntax(snippets)).toEqual([]);
  });
});

describe.each(tasks)("task %s", (key, task) => {
  it("has a summary and a label", () => {
    expect(task.summary.trim()).not.toBe("");
    expect(task.label.trim()).not.toBe("");
  });

  it("describes every dataset, metric, model and space", () => {
    for (const reference of [...task.datasets, ...task.metrics, ...task.models, ...task.spaces]) {
      expect(reference.id.trim(), key).not.toBe("");
      expect(reference.description.trim(), `${key}: ${reference.id}`).not.toBe("");
    }
  });

  it("uses well-formed ids", () => {
    for (const { id } of [...task.models, ...task.spaces]) expect(id).toMatch(REPOSITORY_ID);
    // Use [] rather than [""] when a task has no widget model.
    for (const id of task.widgetModels) expect(id).toMatch(REPOSITORY_ID);
    for (const { id } of task.datasets) expect(id).toMatch(DATASET_ID);
  });

  it("lists no id twice", () => {
    const lists = [task.datasets, task.metrics, task.models, task.spaces].map((list) =>
      list.map(({ id }) => id),
    );
    for (const ids of [...lists, task.widgetModels, task.libraries]) {
      expect(duplicates(ids)).toEqual([]);
    }
  });

  it("names only libraries the registry knows", () => {
    const known = Object.keys(MODEL_LIBRARIES_UI_ELEMENTS);
    expect(task.libraries.filter((id) => !known.includes(id))).toEqual([]);
  });

  it("has a complete demo", () => {
    expect(task.demo.inputs.length).toBeGreaterThan(0);
    expect(task.demo.outputs.length).toBeGreaterThan(0);
    for (const entry of [...task.demo.inputs, ...task.demo.outputs]) {
      expect(demoEntryProblems(entry), `${entry.label} (${entry.type})`).toEqual([]);
    }
  });

  it("has an about section with use cases, an example and resources", () => {
    const { description, useCases, inference, resources } = task.about;
    expect(description.trim()).not.toBe("");
    expect(useCases.length).toBeGreaterThan(0);
    for (const useCase of useCases) {
      expect(useCase.title.trim()).not.toBe("");
      expect(useCase.text.trim()).not.toBe("");
    }
    expect(inference).toContain("@modeldeck/inference");
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      expect(resource.title.trim()).not.toBe("");
      expect(new URL(resource.url).protocol).toBe("https:");
    }
  });

  it("starts the try-it box with a realistic input", () => {
    if (task.widgetInput.kind === "none") {
      expect(TASKS_WITHOUT_WIDGET_INPUT.has(key), "only input-less tasks may use none").toBe(true);
      return;
    }
    expect(widgetInputProblems(task.widgetInput)).toEqual([]);
  });
});
