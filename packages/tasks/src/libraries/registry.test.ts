import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../pipelines.js";
import {
  DEFAULT_COUNT_DOWNLOADS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  countDownloadsQuery,
} from "./index.js";

const entries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS);

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
    expect(entries).toHaveLength(257);
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
