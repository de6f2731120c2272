import { describe, expect, it } from "vitest";
import { compareHostileSnippets, type SnippetPair } from "@modeldeck/test-support/hostile-snippets";
import {
  matchesAfterSubstitution,
  RAW,
  type Substitution,
} from "@modeldeck/test-support/hostile-values";
import type { LibraryUiElement } from "../library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../libraries/index.js";
import { LOCAL_APPS } from "../local-apps/index.js";
import type { LocalApp } from "../local-apps/local-app.js";
import { ggufFilesOf } from "../local-apps/internal/gguf-files.js";
import type { ModelData } from "../model-data.js";
import { descriptorsForLibrary, MODEL_CORPUS } from "../test-support/model-corpus/index.js";
import { parserForLanguage } from "./test-support/generated-snippets.js";
import { hostilePair } from "./test-support/hostile-descriptors.js";

// Hub data is written by strangers: every generator is fed hostile model ids, file names, tags,
// card fields and prompts (hostile-descriptors.ts), and its snippet must differ from the one made
// from harmless values of the same shape only in those values, each whole and in its place
// (compareHostileSnippets: shell runs in real bash with stubbed programs, Python and JavaScript
// are parsed and their strings read back).

const LANGUAGE = {
  python: "python",
  javascript: "javascript",
  shell: "shell",
  none: "text",
} as const;
const VARIANTS = [false, true];

const libraries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>);
const apps = Object.entries(LOCAL_APPS as Record<string, LocalApp>);

const pairs: SnippetPair[] = [];
const refused: string[] = [];
const badLinks: string[] = [];

function addPairs(
  name: string,
  language: SnippetPair["language"],
  benign: string[],
  hostile: string[],
  substitutions: Substitution[],
): void {
  if (hostile.length !== benign.length)
    refused.push(`${name}: ${benign.length} -> ${hostile.length}`);
  hostile.forEach((code, index) =>
    pairs.push({
      name: `${name} #${index}`,
      language,
      benign: benign[index] ?? "",
      hostile: code,
      substitutions,
    }),
  );
}

for (const [libraryId, element] of libraries) {
  const snippets = element.snippets;
  if (!snippets) continue;
  const language = LANGUAGE[parserForLanguage(element.snippetLanguage)];
  for (const model of descriptorsForLibrary(libraryId, element.pipelines?.[0])) {
    for (const leadingDash of VARIANTS) {
      const { benign, hostile, substitutions } = hostilePair(model, leadingDash);
      const name = `${libraryId} @ ${model.id}${leadingDash ? " (leading -)" : ""}`;
      addPairs(name, language, snippets(benign), snippets(hostile), substitutions);
    }
  }
}

/** A deep link as the app reads it: scheme, host, each path segment and query value decoded. */
function readLink(link: URL): string {
  const segments = link.pathname.split("/").map((segment) => decodeURIComponent(segment));
  const query = [...link.searchParams].map(([key, value]) => `${key}=${value}`);
  return [
    link.protocol,
    link.host,
    ...segments,
    "?",
    ...query,
    "#",
    decodeURIComponent(link.hash),
  ].join("\u0001");
}

const GGUF_OR_SERVED = MODEL_CORPUS.filter((model) =>
  apps.some(([, app]) => app.displayOnModelPage(model)),
);
for (const [appId, app] of apps) {
  for (const model of GGUF_OR_SERVED) {
    for (const leadingDash of VARIANTS) {
      const { benign, hostile, substitutions } = hostilePair(model, leadingDash);
      if (!app.displayOnModelPage(benign)) continue;
      const name = `${appId} @ ${model.id}${leadingDash ? " (leading -)" : ""}`;
      if (!app.displayOnModelPage(hostile)) {
        refused.push(`${name}: not offered`);
        continue;
      }
      const files = [undefined, ...ggufFilesOf(benign).slice(0, 1)];
      const hostileFiles = [undefined, ...ggufFilesOf(hostile).slice(0, 1)];
      files.forEach((file, run) => {
        const label = `${name}${file ? " (picked file)" : ""}`;
        if (app.deeplink) {
          const link = readLink(app.deeplink(benign, file));
          const other = readLink(app.deeplink(hostile, hostileFiles[run]));
          if (!matchesAfterSubstitution(link, other, substitutions, [RAW])) badLinks.push(label);
          return;
        }
        const blocks = (data: ModelData, picked?: string) =>
          app
            .snippet(data, picked)
            .flatMap((block) => [
              ...(block.setup ? [block.setup] : []),
              ...([] as string[]).concat(block.content),
            ]);
        addPairs(
          label,
          "shell",
          blocks(benign, file),
          blocks(hostile, hostileFiles[run]),
          substitutions,
        );
      });
    }
  }
}

// Identical pairs (setup blocks, the same command under two install titles) are checked once.
const distinct = [
  ...new Map(
    pairs.map((pair) => [`${pair.language}\u0000${pair.benign}\u0000${pair.hostile}`, pair]),
  ).values(),
];

describe("hostile hub values in every library snippet and local app command", () => {
  it("covers every library with snippets and every app, in every language", () => {
    const languages = new Set(distinct.map((pair) => pair.language));
    expect([...languages].sort()).toEqual(["javascript", "python", "shell", "text"]);
    expect(distinct.length).toBeGreaterThan(500);
  });

  it("never drops a snippet because of a value that can be quoted", () => {
    expect(refused).toEqual([]);
  });

  it("keeps every value whole in deep links (each path segment and query value decoded)", () => {
    expect(badLinks).toEqual([]);
  });

  it("changes nothing but the values: no command runs, no code changes, every value arrives whole", () => {
    expect(compareHostileSnippets(distinct)).toEqual([]);
    // Room for a slow, shared machine running one bash per snippet, not a speed check.
  }, 600_000);

  it("gives no snippet for an id that starts with - (no hub has one; a program would read an option)", () => {
    const dashed = (model: ModelData): ModelData => ({ ...model, id: `-${model.id}` });
    const offered = [
      ...libraries.flatMap(([libraryId, element]) =>
        descriptorsForLibrary(libraryId).flatMap((model) =>
          (element.snippets?.(dashed(model)) ?? []).length > 0 ? [libraryId] : [],
        ),
      ),
      ...apps.flatMap(([appId, app]) =>
        MODEL_CORPUS.some((model) => app.displayOnModelPage(dashed(model))) ? [appId] : [],
      ),
    ];
    expect([...new Set(offered)]).toEqual([]);
  });
});
