import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../pipelines.js";
import {
  DEFAULT_COUNT_DOWNLOADS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  countDownloadsQuery,
} from "./index.js";
import { TRANSFORMERS_FAMILY_LIBRARIES } from "./transformers-family.js";
import { NLP_LIBRARIES } from "./nlp.js";
import { LLM_RUNTIMES_LIBRARIES } from "./llm-runtimes.js";
import { RUNTIMES_FRAMEWORKS_LIBRARIES } from "./runtimes-frameworks.js";
import { TABULAR_CLASSIC_ML_LIBRARIES } from "./tabular-classic-ml.js";
import { DIFFUSION_LIBRARIES } from "./diffusion.js";
import { VIDEO_LIBRARIES } from "./video.js";
import { AUDIO_SPEECH_LIBRARIES } from "./audio-speech.js";
import { TEXT_TO_SPEECH_LIBRARIES } from "./text-to-speech.js";
import { MUSIC_LIBRARIES } from "./music.js";
import { VISION_LIBRARIES } from "./vision.js";
import { VISION_DENSE_LIBRARIES } from "./vision-dense.js";
import { THREE_D_LIBRARIES } from "./three-d.js";
import { REINFORCEMENT_LEARNING_LIBRARIES } from "./reinforcement-learning.js";
import { SCIENCE_LIBRARIES } from "./science.js";
import { OTHER_LIBRARIES } from "./other.js";

const entries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS);

// Every family file with the object it exports; index.ts spreads them into one registry.
const FAMILIES: [file: string, libraries: Record<string, unknown>][] = [
  ["transformers-family", TRANSFORMERS_FAMILY_LIBRARIES],
  ["nlp", NLP_LIBRARIES],
  ["llm-runtimes", LLM_RUNTIMES_LIBRARIES],
  ["runtimes-frameworks", RUNTIMES_FRAMEWORKS_LIBRARIES],
  ["tabular-classic-ml", TABULAR_CLASSIC_ML_LIBRARIES],
  ["diffusion", DIFFUSION_LIBRARIES],
  ["video", VIDEO_LIBRARIES],
  ["audio-speech", AUDIO_SPEECH_LIBRARIES],
  ["text-to-speech", TEXT_TO_SPEECH_LIBRARIES],
  ["music", MUSIC_LIBRARIES],
  ["vision", VISION_LIBRARIES],
  ["vision-dense", VISION_DENSE_LIBRARIES],
  ["three-d", THREE_D_LIBRARIES],
  ["reinforcement-learning", REINFORCEMENT_LEARNING_LIBRARIES],
  ["science", SCIENCE_LIBRARIES],
  ["other", OTHER_LIBRARIES],
];

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

describe("MODEL_LIBRARIES_UI_ELEMENTS", () => {
  it("knows every library the Hub lists", () => {
    // No pinned count: the registry is exactly the family files' entries put together.
    const familyIds = FAMILIES.flatMap(([, libraries]) => Object.keys(libraries));
    expect(entries.map(([id]) => id).sort()).toEqual([...familyIds].sort());
    for (const id of ["transformers", "diffusers", "timm", "PaddleOCR", "3dtopia-xl", "wan2.2"]) {
      expect(MODEL_LIBRARIES_UI_ELEMENTS).toHaveProperty([id]);
    }
  });

  it("uses Hub library ids as keys (no spaces, no case folding)", () => {
    for (const [id] of entries) expect(id).toMatch(/^[\w.-]+$/);
    const lowerCased = new Set(entries.map(([id]) => id.toLowerCase()));
    expect(lowerCased.size).toBe(entries.length);
  });

  it("gives every library a label, a repository name and well-formed https URLs", () => {
    for (const [id, library] of entries) {
      expect(library.prettyLabel.trim(), id).not.toBe("");
      expect(library.repoName.trim(), id).not.toBe("");
      expect(isHttpsUrl(library.repoUrl), `${id} repoUrl ${library.repoUrl}`).toBe(true);
      if (library.docsUrl !== undefined) {
        expect(isHttpsUrl(library.docsUrl), `${id} docsUrl ${library.docsUrl}`).toBe(true);
      }
    }
  });

  it("only maps libraries to known pipeline types", () => {
    const known = new Set<string>(PIPELINE_TYPES);
    for (const [id, library] of entries) {
      for (const pipeline of library.pipelines ?? [])
        expect(known.has(pipeline), `${id}: ${pipeline}`).toBe(true);
    }
  });

  it("writes download queries in the Hub's query syntax", () => {
    for (const [id, library] of entries) {
      const query = countDownloadsQuery(library);
      expect(query, id).toMatch(/^\(?(path|path_extension|path_filename|path_prefix|_exists_):"/);
      expect(query.split('"').length % 2, `${id}: balanced quotes`).toBe(1);
    }
  });
});

describe("countDownloadsQuery", () => {
  it("returns the library's own query when it has one", () => {
    expect(countDownloadsQuery(MODEL_LIBRARIES_UI_ELEMENTS.peft)).toBe(
      'path:"adapter_config.json"',
    );
  });

  it("falls back to the documented default configuration files", () => {
    expect(countDownloadsQuery(MODEL_LIBRARIES_UI_ELEMENTS.transformers)).toBe(
      DEFAULT_COUNT_DOWNLOADS,
    );
    for (const file of [
      "config.json",
      "config.yaml",
      "hyperparams.yaml",
      "params.json",
      "meta.yaml",
    ]) {
      expect(DEFAULT_COUNT_DOWNLOADS).toContain(`path:"${file}"`);
    }
  });
});

describe("library family files", () => {
  it("are all listed here (every .ts file beside index.ts is a family)", () => {
    const folder = fileURLToPath(new URL(".", import.meta.url));
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .filter((name) => name !== "index.ts" && name !== "count-downloads.ts")
      .map((name) => name.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual(FAMILIES.map(([file]) => file).sort());
  });

  it("define each library id in one family only, so the merge overwrites nothing", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, libraries] of FAMILIES) {
      for (const id of Object.keys(libraries)) {
        const earlier = owner.get(id);
        if (earlier) clashes.push(`${id} in ${earlier} and ${file}`);
        owner.set(id, file);
      }
    }
    expect(clashes).toEqual([]);
    expect(owner.size).toBe(entries.length);
  });
});
