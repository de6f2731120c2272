// The browser bundle budget of issue 10, checked the way `npm run bench` measures it: esbuild,
// minified, gzip -9, from an entry importing one name. Sizes are deterministic for a locked
// esbuild, so this is a plain size check, not a timing.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { DEFINITIONS, MEDIA_PROTOCOLS } from "./providers/registry.js";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const KIB = 1024;

async function bundle(name: string): Promise<{ gzip: number; inputs: string[]; text: string }> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from "./src/index.ts"; console.log(${name});`,
      resolveDir: PACKAGE_DIR,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const [output] = result.outputFiles;
  const meta = Object.values((result.metafile as Metafile).outputs)[0];
  const inputs = Object.entries(meta?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return {
    gzip: gzipSync(output?.contents ?? new Uint8Array(), { level: 9 }).length,
    inputs,
    text: output?.text ?? "",
  };
}

const definitions = Object.values(DEFINITIONS);
const medias = Object.values(MEDIA_PROTOCOLS);

/**
 * The fields the providers' media sides declare (`bodies:`, `snippetJob:`…) and definitions do
 * not (both have `tasks:` and `path:`), as a minified bundle spells them in an object literal.
 * `MEDIA_PROTOCOLS` shares `registry.ts` with `DEFINITIONS`, and each media side shares its
 * provider's file, so whether they reach a bundle shows in its text, not in its list of files.
 */
const DEFINITION_FIELDS = new Set(definitions.flatMap((definition) => Object.keys(definition)));
const MEDIA_FIELDS = new RegExp(
  `[{,](${[...new Set(medias.flatMap((media) => Object.keys(media)))].filter((field) => !DEFINITION_FIELDS.has(field)).join("|")}):`,
  "g",
);

/**
 * The tasks only media sides route (video, speech, image generation…): their names reach a
 * bundle with a media route, or with the full `PROVIDERS` view.
 */
const MEDIA_TASKS = new RegExp(
  `"(${[...new Set(medias.flatMap((media) => media.tasks ?? []))]
    .filter((task) =>
      definitions.every((definition) => !(definition.tasks as readonly string[]).includes(task)),
    )
    .join("|")})"`,
  "g",
);

/**
 * The chat-only budget. Issue 10 set 6 KiB; issues 24 and 27 added to every call what a chat
 * call must do too (about 800 B gzipped: one retry policy with typed connection and timeout
 * errors, capped error bodies, the router's server-side `"auto"`, the gateway option, one
 * credential decision with its routing refusal, and the shapes of every provider's keys in
 * error redaction), so the budget is 6.75 KiB, with the same headroom as before for providers.
 */
const CHAT_BUDGET = 6.75 * KIB;

describe("browser bundle budget", () => {
  it("keeps a chatCompletion-only bundle under 6.75 KiB gzipped, with no media or test code in it", async () => {
    const chat = await bundle("chatCompletion");
    expect(chat.gzip).toBeLessThanOrEqual(CHAT_BUDGET);
    // Media bodies, answer readers, the poller and conformance fixtures are reachable only
    // from media tasks and tests.
    const media = chat.inputs.filter((path) =>
      /media-protocol\.ts$|poll-job\.ts$|conformance-fixture\.ts$|\.test\.ts$/.test(path),
    );
    expect(media).toEqual([]);
    expect(chat.text.match(MEDIA_FIELDS)).toBeNull();
    // No media route either: every media task is declared on a media side, out of this bundle.
    expect(chat.text.match(MEDIA_TASKS)).toBeNull();
  });

  it("finds the media sides in a media bundle, so their absence from chat means something", async () => {
    const image = await bundle("textToImage");
    expect(image.text.match(MEDIA_FIELDS)).toEqual(expect.arrayContaining([",snippetJob:"]));
    expect(image.text.match(MEDIA_TASKS)).toEqual(expect.arrayContaining(['"text-to-video"']));
  });

  it("keeps the whole client under 30 KiB gzipped", async () => {
    const whole = await bundle("InferenceClient");
    expect(whole.gzip).toBeLessThanOrEqual(30 * KIB);
  });
});

describe("what the snippet generator takes from the catalogue", () => {
  it("reads the table of example inputs, not the task pages", async () => {
    const snippets = await bundle("getInferenceSnippets");
    const pages = snippets.inputs.filter((path) => /tasks\/(src|dist)\/tasks\//.test(path));
    expect(pages).toEqual([]);
    expect(snippets.inputs.some((path) => /task-examples\.[jt]s$/.test(path))).toBe(true);
  });
});
