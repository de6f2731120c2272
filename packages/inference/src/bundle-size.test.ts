// The browser bundle budget of issue 10, checked the way `npm run bench` measures it: esbuild,
// minified, split on `import()` as an app's bundler splits, gzip -9 per chunk, from an entry
// importing one name. Sizes are deterministic for a locked esbuild, so this is a plain size
// check, not a timing.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { DEFINITIONS, MEDIA_PROTOCOLS } from "./providers/registry.js";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const KIB = 1024;

/** One output file of a split build: its size and where its code comes from. */
interface Chunk {
  gzip: number;
  inputs: string[];
  text: string;
}

/**
 * Bundles an entry importing `name` the way a browser app's bundler does (Vite, webpack and
 * esbuild all split on `import()`), and returns what a call loads: the entry chunk and the chunks
 * it imports statically, each gzipped as a server would send it. Chunks behind `import()` (the
 * error reader, which only a failed call loads) are returned apart, as `lazy`.
 */
async function bundle(name: string): Promise<Chunk & { lazy: Chunk }> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from "./src/index.ts"; console.log(${name});`,
      resolveDir: PACKAGE_DIR,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    treeShaking: true,
    splitting: true,
    outdir: "out",
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const outputs = (result.metafile as Metafile).outputs;
  const chunkOf = (path: string): Chunk => {
    const file = result.outputFiles.find((output) => output.path.endsWith(`/${path}`));
    const inputs = Object.entries(outputs[path]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input);
    const contents = file?.contents ?? new Uint8Array();
    return { gzip: gzipSync(contents, { level: 9 }).length, inputs, text: file?.text ?? "" };
  };
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === "<stdin>");
  const loaded = new Set<string>();
  const lazy = new Set<string>();
  const visit = (path: string, eager: boolean) => {
    if (loaded.has(path) || (!eager && lazy.has(path))) return;
    (eager ? loaded : lazy).add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      visit(imported.path, eager && imported.kind === "import-statement");
    }
  };
  visit(entry as string, true);
  for (const path of loaded) lazy.delete(path);
  const sum = (paths: Set<string>): Chunk =>
    [...paths].map(chunkOf).reduce(
      (total, chunk) => ({
        gzip: total.gzip + chunk.gzip,
        inputs: [...total.inputs, ...chunk.inputs],
        text: total.text + chunk.text,
      }),
      { gzip: 0, inputs: [], text: "" },
    );
  return { ...sum(loaded), lazy: sum(lazy) };
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
 * The chat-only budget of issue 10, 6 KiB. Issues 24 and 27 added to every call what a chat call
 * must do too (one retry policy, capped error bodies, the router's server-side `"auto"`, the
 * gateway option, one credential decision with its routing refusal, the key shapes of error
 * redaction), about 800 B; the error side (reading a failed answer's body, the HTTP error
 * classes, redaction) now loads through `import()` when a call fails (`internal/failure.ts`),
 * which brings a chat call back under 6 KiB. The figure is what a call loads, as a splitting
 * bundler serves it: the entry chunk and its static imports.
 */
const CHAT_BUDGET = 6 * KIB;

describe("browser bundle budget", () => {
  it("keeps a chatCompletion-only bundle under 6 KiB gzipped, with no media or test code in it", async () => {
    const chat = await bundle("chatCompletion");
    expect(chat.gzip).toBeLessThanOrEqual(CHAT_BUDGET);
    // Media bodies, answer readers, the poller and conformance fixtures are reachable only
    // from media tasks and tests.
    const media = [...chat.inputs, ...chat.lazy.inputs].filter((path) =>
      /media-protocol\.ts$|poll-job\.ts$|conformance-fixture\.ts$|\.test\.ts$/.test(path),
    );
    expect(media).toEqual([]);
    expect((chat.text + chat.lazy.text).match(MEDIA_FIELDS)).toBeNull();
    // No media route either: every media task is declared on a media side, out of this bundle.
    expect((chat.text + chat.lazy.text).match(MEDIA_TASKS)).toBeNull();
  });

  it("loads the error side of a chat call only when it fails", async () => {
    const chat = await bundle("chatCompletion");
    const errorSide = /internal\/http-error\.ts$|http-request-errors\.ts$|redact-secrets\.ts$/;
    expect(chat.inputs.filter((path) => errorSide.test(path))).toEqual([]);
    // …and it is still there, behind `import()`, for the call that fails.
    expect(chat.lazy.inputs.filter((path) => errorSide.test(path)).length).toBe(3);
  });

  it("finds the media sides in a media bundle, so their absence from chat means something", async () => {
    const image = await bundle("textToImage");
    expect(image.text.match(MEDIA_FIELDS)).toEqual(expect.arrayContaining([",snippetJob:"]));
    expect(image.text.match(MEDIA_TASKS)).toEqual(expect.arrayContaining(['"text-to-video"']));
  });

  it("keeps the whole client under 30 KiB gzipped, its lazy chunks included", async () => {
    const whole = await bundle("InferenceClient");
    expect(whole.gzip + whole.lazy.gzip).toBeLessThanOrEqual(30 * KIB);
  });
});

describe("what the snippet generator takes from the catalogue", () => {
  it("reads the table of example inputs, not the task pages", async () => {
    const snippets = await bundle("getInferenceSnippets");
    const pages = [...snippets.inputs, ...snippets.lazy.inputs].filter((path) =>
      /tasks\/(src|dist)\/tasks\//.test(path),
    );
    expect(pages).toEqual([]);
    expect(snippets.inputs.some((path) => /task-examples\.[jt]s$/.test(path))).toBe(true);
  });
});
