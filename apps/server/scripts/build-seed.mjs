#!/usr/bin/env node
// Builds apps/server/seed/models.jsonl.gz, the catalogue a fresh ModelDeck starts with.
// It reads facts (ids, tasks, libraries, counts, dates, provider mappings) from
// ../shared/data/reference when present, and generates the rest deterministically.
// Usage: node apps/server/scripts/build-seed.mjs [reference-dir]
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { modelCard } from "./seed-card.mjs";
import {
  GGUF_QUANTS,
  GGUF_REPOSITORIES,
  LIBRARY_FILES,
  LIBRARY_PIPELINES,
  MLX_REPOSITORIES,
  MODEL_TYPES,
  OWNER_LIBRARIES,
  TASK_HEADS,
  WIDGET_EXAMPLES,
} from "./seed-tables.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const reference = process.argv[2] ?? here("../../../../shared/data/reference");
const output = here("../seed/models.jsonl.gz");
const MINIMUM_PER_GROUP = 3;
const LICENSES = ["apache-2.0", "mit", "cc-by-4.0", "openrail", "llama3.1", "other"];

const readJson = (path) => JSON.parse(readFileSync(`${reference}/${path}`, "utf8"));
if (!existsSync(`${reference}/hub-api/tasks/tasks-facts.json`)) {
  console.error(`reference data not found in ${reference}`);
  process.exit(1);
}

// A small deterministic generator, so the seed file only changes when this script does.
let state = 20250101;
const random = () => {
  state = (state * 1664525 + 1013904223) % 4294967296;
  return state / 4294967296;
};
const between = (low, high) => Math.floor(low + random() * (high - low));
const isoDay = (start, spanDays) =>
  new Date(Date.parse(start) + between(0, spanDays) * 86_400_000).toISOString();

/** The project's own catalogue (its sources bundled on the fly), so the seed follows it. */
async function loadCatalogue() {
  const bundle = await build({
    entryPoints: [here("../../../packages/tasks/src/index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
  });
  const code = bundle.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
const catalogue = await loadCatalogue();
const facts = readJson("hub-api/tasks/tasks-facts.json");
// Task suggestions from the catalogue, plus those in the reference facts it may have dropped.
const tasks = Object.fromEntries(
  [...new Set([...Object.keys(facts), ...Object.keys(catalogue.TASKS_DATA)])].map((id) => {
    const own = catalogue.TASKS_DATA[id];
    const fact = facts[id];
    return [
      id,
      {
        libraries: own?.libraries ?? fact?.libraries ?? [],
        widgetModels: [...(own?.widgetModels ?? []), ...(fact?.widgetModels ?? [])],
        models: [...(own?.models ?? []).map((model) => model.id), ...(fact?.models ?? [])],
      },
    ];
  }),
);
const pipelines = { ...readJson("hub-api/tasks/pipelines.json"), ...catalogue.PIPELINE_DATA };
const libraries = {
  ...readJson("hub-api/tasks/model-libraries.json"),
  ...catalogue.MODEL_LIBRARIES_UI_ELEMENTS,
};
const models = new Map();

function modelType(id) {
  const lower = id.toLowerCase();
  return MODEL_TYPES.find(([word]) => lower.includes(word))?.[1];
}

function libraryFor(id, task) {
  const owner = id.split("/")[0];
  if (OWNER_LIBRARIES[owner]) return OWNER_LIBRARIES[owner];
  const candidates = tasks[task]?.libraries ?? [];
  if (candidates.includes("diffusers") && !candidates.includes("transformers")) return "diffusers";
  if (candidates.includes("transformers")) return "transformers";
  return candidates[0] ?? null;
}

function transformersParts(id, task) {
  const type = modelType(id) ?? "bert";
  const head = TASK_HEADS[task];
  if (!head) return {};
  const prefix = type
    .split("-")[0]
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/2$/, "2");
  return {
    config: { architectures: [`${prefix}${head[0]}`], model_type: type },
    transformersInfo: { auto_model: head[1], pipeline_tag: task, processor: head[2] },
  };
}

/** A complete descriptor from a few facts; the rest is generated. */
function describe({ id, task, library, downloads, likes, tags = [], extra = {} }) {
  const author = id.includes("/") ? id.split("/")[0] : id;
  const createdAt = isoDay("2021-01-01T00:00:00Z", 1500);
  const lastModified = new Date(Date.parse(createdAt) + between(1, 400) * 86_400_000).toISOString();
  const license = LICENSES[between(0, LICENSES.length)];
  const libraryTags =
    library && library !== "transformers.js"
      ? [library]
      : library
        ? ["transformers.js", "onnx"]
        : [];
  const allTags = [
    ...new Set([
      ...libraryTags,
      "safetensors",
      ...tags,
      ...(task ? [task] : []),
      `license:${license}`,
      "region:us",
    ]),
  ];
  const files = LIBRARY_FILES[library] ?? ["config.json", "model.safetensors"];
  const type = library === "transformers" ? transformersParts(id, task) : {};
  return {
    _id: createHash("sha1").update(id).digest("hex").slice(0, 24),
    id,
    author,
    sha: createHash("sha1").update(`${id}@main`).digest("hex"),
    private: false,
    gated: false,
    disabled: false,
    ...(task ? { pipeline_tag: task } : {}),
    ...(library ? { library_name: library } : {}),
    tags: allTags,
    downloads: downloads ?? between(500, 2_000_000),
    likes: likes ?? between(0, 3000),
    trendingScore: between(0, 120),
    createdAt,
    lastModified,
    ...type,
    cardData: {
      license,
      ...(library ? { library_name: library } : {}),
      ...(task ? { pipeline_tag: task } : {}),
    },
    ...(WIDGET_EXAMPLES[task] ? { widgetData: WIDGET_EXAMPLES[task] } : {}),
    siblings: [".gitattributes", "README.md", ...files].map((rfilename) => ({ rfilename })),
    ...extra,
  };
}

function add(descriptor) {
  if (!models.has(descriptor.id)) models.set(descriptor.id, descriptor);
}

// 1. Full recorded model-info bodies: real facts, kept as they are (long space lists trimmed).
for (const file of readdirSync(`${reference}/hub-api/model-info`)) {
  const body = readJson(`hub-api/model-info/${file}`);
  delete body["model-index"];
  body.spaces = (body.spaces ?? []).slice(0, 10);
  body.trendingScore = between(5, 200);
  if (body.inference === "warm" && body.pipeline_tag) {
    body.inferenceProviderMapping = {
      "hf-inference": { providerId: body.id, status: "live", task: body.pipeline_tag },
    };
  }
  add(body);
}

// 2. Recorded provider mappings.
for (const file of readdirSync(`${reference}/hub-api/model-info-inference-provider-mapping`)) {
  const { id, inferenceProviderMapping } = readJson(
    `hub-api/model-info-inference-provider-mapping/${file}`,
  );
  const task = Object.values(inferenceProviderMapping)[0]?.task;
  const pipeline = task === "conversational" ? "text-generation" : task;
  if (!models.has(id)) {
    add(
      describe({
        id,
        task: pipeline,
        library: libraryFor(id, pipeline),
        tags: task === "conversational" ? ["conversational"] : [],
      }),
    );
  }
  models.get(id).inferenceProviderMapping = inferenceProviderMapping;
}

// 3. Every model the task catalogue suggests, with the task it is suggested for.
for (const [taskId, task] of Object.entries(tasks)) {
  for (const id of [...task.widgetModels, ...task.models].filter(Boolean)) {
    add(describe({ id, task: taskId, library: libraryFor(id, taskId) }));
  }
}

// 4. Transformers.js embedding models from a public snapshot of the Hub's trending list.
const trending = readJson("hub-models/do-me_transformersjs_feature-extraction_2026-05-07.json");
for (const row of Object.keys(trending.id).slice(0, 60)) {
  add(
    describe({
      id: trending.id[row],
      task: trending.pipeline_tag[row] ?? "feature-extraction",
      library: "transformers.js",
      downloads: trending.downloads[row],
      likes: trending.likes[row],
      extra: { lastModified: trending.lastModified[row] },
    }),
  );
}

// 5. The most downloaded models of mid-2022, with their real download counts.
const csv = readFileSync(
  `${reference}/hub-models/huggingfacer_models_with_downloads_2022-07.csv`,
  "utf8",
);
for (const line of csv.split("\n").slice(1, 61)) {
  const [id, downloads, task] = line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
  if (id && task)
    add(describe({ id, task, library: libraryFor(id, task), downloads: Number(downloads) }));
}

// 6. GGUF and MLX repositories, for the local apps.
for (const [id, base, architecture, context] of GGUF_REPOSITORIES) {
  const descriptor = describe({
    id,
    task: "text-generation",
    library: null,
    tags: ["gguf", "conversational"],
  });
  descriptor.siblings = [
    ".gitattributes",
    "README.md",
    ...GGUF_QUANTS.map((quant) => `${base}-${quant}.gguf`),
  ].map((rfilename) => ({ rfilename }));
  descriptor.gguf = { total: between(1, 9) * 1_000_000_000, architecture, context_length: context };
  add(descriptor);
}
for (const id of MLX_REPOSITORIES)
  add(describe({ id, task: "text-generation", library: "mlx", tags: ["conversational"] }));

// 7. Examples until every filterable library and every listed task has a few models to browse.
const count = (predicate) => [...models.values()].filter(predicate).length;
for (const [library, entry] of Object.entries(libraries)) {
  if (!entry.filter) continue;
  const task = LIBRARY_PIPELINES[library] ?? entry.pipelines?.[0] ?? "feature-extraction";
  for (
    let index = count((model) => model.library_name === library);
    index < MINIMUM_PER_GROUP;
    index += 1
  ) {
    add(
      describe({
        id: `modeldeck-examples/${library.replace(/[^\w.-]/g, "-")}-${task}-${index + 1}`,
        task,
        library,
      }),
    );
  }
}
for (const [task, entry] of Object.entries(pipelines)) {
  if (entry.hideInModels) continue;
  for (
    let index = count((model) => model.pipeline_tag === task);
    index < MINIMUM_PER_GROUP;
    index += 1
  ) {
    add(
      describe({
        id: `modeldeck-examples/${task}-example-${index + 1}`,
        task,
        library: libraryFor(`x/${task}`, task),
      }),
    );
  }
}

const lines = [...models.values()].map((model) =>
  JSON.stringify({ ...model, readme: modelCard(model) }),
);
writeFileSync(output, gzipSync(`${lines.join("\n")}\n`, { level: 9 }));
console.log(`wrote ${lines.length} models to ${output}`);
