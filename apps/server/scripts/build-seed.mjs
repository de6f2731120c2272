#!/usr/bin/env node
// Builds apps/server/seed/models.jsonl.gz, the catalogue a fresh ModelDeck starts with, and
// apps/server/seed/seed-facts.json, the facts table it was built from (one entry per model:
// where its facts were read, when, and the figures taken), which the test suite checks the
// seed against without needing the reference files.
//
// Only public facts go in: recorded Hub answers, the task catalogue's suggested models, two
// dated public snapshots of the Hub's model list and facts read by hand from dated public pages.
// Nothing is generated: a field the sources do not give (licence, library, downloads, a model
// card) is left out, and every figure carries the date it was read in `factsReadAt`, so the web
// app can say "as of" or say nothing.
// Usage: node apps/server/scripts/build-seed.mjs [reference-dir]
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const reference = process.argv[2] ?? here("../../../../shared/data/reference");
const output = here("../seed/models.jsonl.gz");
const factsOutput = here("../seed/seed-facts.json");
const TRENDING_FILE = "hub-models/do-me_transformersjs_feature-extraction_2026-05-07.json";
const TRENDING_DATE = "2026-05-07";
const CSV_FILE = "hub-models/huggingfacer_models_with_downloads_2022-07.csv";
const CSV_DATE = "2022-07-01";
const CATALOGUE_SOURCE = "packages/tasks/src/tasks (suggested models)";
const CSV_ROWS = 60;
const TRENDING_ROWS = 60;

const readJson = (path) => JSON.parse(readFileSync(`${reference}/${path}`, "utf8"));
if (!existsSync(`${reference}/hub-api/index.json`)) {
  console.error(`reference data not found in ${reference}`);
  process.exit(1);
}

/** A TypeScript module of the project (bundled on the fly), so the seed follows its sources. */
async function loadModule(path) {
  const bundle = await build({
    entryPoints: [here(path)],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
  });
  const code = bundle.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

// The Hub moved its first models from bare names (`gpt2`) to organisations
// (`openai-community/gpt2`) and redirects the old ids; the seed stores each model once, under
// its new id, and the server redirects the old one.
const { canonicalModelId } = await loadModule("../src/models/legacy-ids.ts");

const day = (date) => new Date(date).toISOString().slice(0, 10);
const recordedOn = new Map(
  readJson("hub-api/index.json").map((entry) => [entry.file, day(entry.recorded)]),
);

/** model id → descriptor, and model id → the facts row written beside the seed. */
const models = new Map();
const facts = new Map();
/** Models whose library is only the filter of the list they came from, not the Hub's word. */
const libraryFromFilter = new Set();

function licenceOf(descriptor) {
  const fromCard = descriptor.cardData?.license;
  if (fromCard !== undefined) return Array.isArray(fromCard) ? fromCard.join(",") : fromCard;
  return descriptor.tags?.find((tag) => tag.startsWith("license:"))?.slice("license:".length);
}

/**
 * Stores a descriptor with the facts it came from; the first source that names a model wins. A
 * legacy id is stored under the id the Hub moved it to, and the row says how the source listed it.
 */
function add(listed, source, readAt) {
  const canonical = canonicalModelId(listed.id);
  const descriptor = canonical === undefined ? listed : { ...listed, id: canonical };
  if (descriptor.modelId !== undefined) descriptor.modelId = descriptor.id;
  if (models.has(descriptor.id)) return;
  models.set(descriptor.id, descriptor);
  const row = { source, readAt, ...(canonical === undefined ? {} : { listedAs: listed.id }) };
  for (const field of ["pipeline_tag", "library_name", "downloads", "likes", "lastModified"]) {
    if (descriptor[field] !== undefined) row[field] = descriptor[field];
  }
  const licence = licenceOf(descriptor);
  if (licence !== undefined) row.license = licence;
  facts.set(descriptor.id, row);
}

/** Which figures of a descriptor were read, and on which day. */
function readAtFor(descriptor, date) {
  const fields = ["downloads", "likes", "createdAt", "lastModified"];
  return Object.fromEntries(
    fields.filter((field) => descriptor[field] !== undefined).map((field) => [field, date]),
  );
}

// 1. Full recorded model-info bodies: every field is the Hub's own, kept as recorded.
for (const file of readdirSync(`${reference}/hub-api/model-info`).sort()) {
  const path = `model-info/${file}`;
  const body = readJson(`hub-api/${path}`);
  const readAt = recordedOn.get(path);
  delete body["model-index"];
  // The recordings list up to hundreds of spaces; ten are enough to show.
  body.spaces = (body.spaces ?? []).slice(0, 10);
  // "warm" was the Hub saying its own serverless inference (now the hf-inference provider)
  // served the model when recorded.
  if (body.inference === "warm" && body.pipeline_tag) {
    body.inferenceProviderMapping = {
      "hf-inference": { providerId: body.id, status: "live", task: body.pipeline_tag },
    };
  }
  // The body is the Hub's whole answer of that day, so a licence or library it lacks is one the
  // Hub did not state, which is a fact too.
  body.factsReadAt = { ...readAtFor(body, readAt), license: readAt, library_name: readAt };
  add(body, `hub-api/${path}`, readAt);
  const row = facts.get(body.id);
  row.license ??= null;
  row.library_name ??= null;
}

// 2. Recorded provider mappings: the id, the providers, and the task they serve.
for (const file of readdirSync(`${reference}/hub-api/model-info-inference-provider-mapping`)) {
  const path = `model-info-inference-provider-mapping/${file}`;
  const { _id, id, inferenceProviderMapping } = readJson(`hub-api/${path}`);
  const existing = models.get(id);
  if (existing) {
    existing.inferenceProviderMapping = inferenceProviderMapping;
    continue;
  }
  const task = Object.values(inferenceProviderMapping)[0]?.task;
  const conversational = task === "conversational";
  add(
    {
      _id,
      id,
      ...(task ? { pipeline_tag: conversational ? "text-generation" : task } : {}),
      tags: conversational ? ["conversational"] : [],
      inferenceProviderMapping,
      factsReadAt: {},
    },
    `hub-api/${path}`,
    recordedOn.get(path),
  );
}

// Facts read by hand from dated public pages (page-facts.json): the model's Hub pages, or the
// card and code its authors publish in their repository at a commit, each with its source and day.
const pageFacts = JSON.parse(readFileSync(here("./page-facts.json"), "utf8"));
const UNITS = { Bytes: 1, kB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12 };
/** A size as the Hub's file list shows it ("2.49 GB"), in bytes at the precision shown. */
function bytesOf(shown) {
  const [number, unit] = shown.split(" ");
  return Math.round(Number(number) * UNITS[unit]);
}

// 2b. GGUF repositories with their file lists as the Hub's "Files and versions" page lists
// them, so GGUF screens have real repositories to show without an import. Their tags are the
// page header's, so one without `library_name` is a page that names no library (GGUF is the
// files' format, shown beside the libraries but not one of them).
for (const repository of pageFacts.repositories) {
  const { id, source, readAt, license, files, ...rest } = repository;
  const descriptor = {
    id,
    author: id.split("/")[0],
    ...rest,
    tags: [...rest.tags, `license:${license}`],
    cardData: { license },
    siblings: files.map(([rfilename, size]) => ({ rfilename, size: bytesOf(size) })),
    factsReadAt: { siblings: readAt, license: readAt, library_name: readAt },
  };
  add(descriptor, source, readAt);
  facts.get(id).library_name ??= null;
}

// The two list snapshots below are filler taken by rank: a row ships only when a dated page of
// the model gives its licence and library (page-facts.json) or a task page suggests it, so no
// shipped model says "unknown" for a fact that nobody looked up.
const catalogue = await loadModule("../../../packages/tasks/src/index.ts");
const suggested = new Set(
  Object.values(catalogue.TASKS_DATA).flatMap((task) => [
    ...task.widgetModels,
    ...task.models.map((model) => model.id),
  ]),
);
/** Whether a row of a list snapshot, under the id the Hub now gives it, is shipped. */
function shipsListed(listedId) {
  const id = canonicalModelId(listedId) ?? listedId;
  return id in pageFacts.models || suggested.has(id);
}

// 3. Transformers.js models from a dated snapshot of the Hub's own trending list for that
// library, so the library and the pipeline tag are the filters the snapshot was taken with. The
// filter matches a tag, not the card's `library_name`, so the library stays undated until a
// page of the model says which one the Hub names (step 6).
const trending = readJson(TRENDING_FILE);
for (const row of Object.keys(trending.id).slice(0, TRENDING_ROWS)) {
  if (!shipsListed(trending.id[row])) continue;
  const descriptor = {
    id: trending.id[row],
    author: trending.author[row],
    gated: trending.gated[row],
    pipeline_tag: trending.pipeline_tag[row] ?? "feature-extraction",
    library_name: "transformers.js",
    tags: ["transformers.js", trending.pipeline_tag[row] ?? "feature-extraction"],
    downloads: trending.downloads[row],
    likes: trending.likes[row],
    lastModified: trending.lastModified[row],
  };
  descriptor.factsReadAt = readAtFor(descriptor, TRENDING_DATE);
  add(descriptor, `reference/${TRENDING_FILE}`, TRENDING_DATE);
  libraryFromFilter.add(descriptor.id);
}

// 4. The most downloaded models of mid-2022, with the 30-day downloads and head commit then.
const csv = readFileSync(`${reference}/${CSV_FILE}`, "utf8");
for (const line of csv.split("\n").slice(1, CSV_ROWS + 1)) {
  const [id, downloads, task, sha] = line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
  if (!id || !task || !shipsListed(id)) continue;
  const descriptor = { id, sha, pipeline_tag: task, tags: [], downloads: Number(downloads) };
  descriptor.factsReadAt = readAtFor(descriptor, CSV_DATE);
  add(descriptor, `reference/${CSV_FILE}`, CSV_DATE);
}

// 5. Every other model the task catalogue suggests, under the task that suggests it
// (last, so the dated sources above give the figures of those they also list).
for (const [taskId, task] of Object.entries(catalogue.TASKS_DATA)) {
  const ids = [...task.widgetModels, ...task.models.map((model) => model.id)];
  for (const id of ids.filter(Boolean)) {
    add({ id, pipeline_tag: taskId, tags: [], factsReadAt: {} }, CATALOGUE_SOURCE, undefined);
  }
}

// 6. A library and licence read from a model's own page where no source above gave them:
// the Hub's licence tag and card field, and the day and page they were read from. `null` is a
// page that was read and states none ("not stated"); a field the entry leaves out was not read
// there, and a model no source dates stays "unknown". A model may list several sources (an
// array), each giving the facts the others lack: its Hub page for one, the authors' card or
// repository at a commit for another. Each fact comes from one source, which the row names.
for (const [id, entry] of Object.entries(pageFacts.models)) {
  const descriptor = models.get(id);
  const row = facts.get(id);
  if (descriptor === undefined || row === undefined) throw new Error(`${id} is not in the seed`);
  row.pages = [];
  for (const fact of Array.isArray(entry) ? entry : [entry]) {
    const { library_name: library, license, license_name: licenseName, source, readAt } = fact;
    const dated = {};
    const byPage = (field) => row.pages.some((page) => page.facts.includes(field));
    if (library !== undefined && !byPage("library_name")) {
      if (row.library_name == null || libraryFromFilter.has(id)) {
        if (library === null) delete descriptor.library_name;
        else descriptor.library_name = library;
        descriptor.tags = [
          ...(library === null || descriptor.tags?.includes(library) ? [] : [library]),
          ...(descriptor.tags ?? []),
        ];
        row.library_name = library;
        dated.library_name = readAt;
      }
    }
    if (license !== undefined && licenceOf(descriptor) === undefined && !byPage("license")) {
      if (license !== null) {
        descriptor.tags = [...(descriptor.tags ?? []), `license:${license}`];
        descriptor.cardData = {
          ...descriptor.cardData,
          license,
          ...(licenseName === undefined ? {} : { license_name: licenseName }),
        };
      }
      row.license = license;
      dated.license = readAt;
    }
    if (Object.keys(dated).length === 0) throw new Error(`${id}: a page fact adds nothing`);
    descriptor.factsReadAt = { ...descriptor.factsReadAt, ...dated };
    row.pages.push({ facts: Object.keys(dated), source, readAt });
  }
}

const lines = [...models.values()].map((model) => JSON.stringify(model));
writeFileSync(output, gzipSync(`${lines.join("\n")}\n`, { level: 9 }));
const table = Object.fromEntries([...facts.entries()].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(factsOutput, `${JSON.stringify(table, null, 2)}\n`);
console.log(`wrote ${lines.length} models to ${output} and their facts to ${factsOutput}`);
