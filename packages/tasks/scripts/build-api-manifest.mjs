#!/usr/bin/env node
// Builds packages/tasks/src/snippet-checks/api-manifest.json: for each library the snippets
// use, the public names of the modules they import, the keyword arguments of what they call,
// and pipeline task registries, read from the library's source at a named release.
//
// Run by a developer (CI has no network), from the repository root:
//
//   node packages/tasks/scripts/build-api-manifest.mjs \
//     --mirrors /path/to/mirrors \            # holds <owner>+<name>/repo bare git directories
//     --git huggingface/diffusers=/path/to/diffusers.git \   # or one repository at a time
//     --transformers-js /tmp/package          # `npm pack @huggingface/transformers@<v>`, unpacked
//
// A library whose repository is not given keeps its entry from the current manifest, so a
// partial run never drops data. Only names and versions are written, never code.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PYTHON_LIBRARIES } from "./api-manifest-libraries.mjs";
import { readTransformersJs } from "./transformers-js-api.mjs";

const scripts = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(scripts, "..");
const root = path.resolve(packageDir, "../..");
const manifestPath = path.join(packageDir, "src/snippet-checks/api-manifest.json");

function parseArguments(argv) {
  const options = { mirrors: undefined, git: new Map(), transformersJs: undefined };
  for (let index = 0; index < argv.length; index += 2) {
    const [flag, value] = [argv[index], argv[index + 1]];
    if (flag === "--mirrors") options.mirrors = value;
    else if (flag === "--transformers-js") options.transformersJs = value;
    else if (flag === "--git") {
      const [repository, directory] = value.split("=");
      options.git.set(repository, directory);
    } else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

function gitDirectory(options, repository) {
  const given = options.git.get(repository);
  if (given) return given;
  if (!options.mirrors) return undefined;
  const base = path.join(options.mirrors, repository.replace("/", "+"));
  return [path.join(base, "repo"), base].find((candidate) => existsSync(candidate));
}

function git(directory, args, encoding = "utf8") {
  const result = spawnSync("git", ["-C", directory, ...args], {
    encoding,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

/** The catalogue's own code, bundled so that this script renders snippets as the tests do. */
async function loadCatalogue() {
  const { build } = await import("esbuild");
  const outdir = path.join(root, "node_modules/.cache/api-manifest");
  mkdirSync(outdir, { recursive: true });
  const checks = path.join(packageDir, "src/snippet-checks/test-support");
  await build({
    stdin: {
      contents: [
        `export { corpusLibrarySnippets } from "./corpus-snippets.ts";`,
        `export { pythonUsages } from "./python-usage.ts";`,
        `export { resolveReference, callableKey } from "./api-findings.ts";`,
      ].join("\n"),
      resolveDir: checks,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    external: ["typescript"],
    outfile: path.join(outdir, "catalogue.mjs"),
    logLevel: "warning",
  });
  return import(pathToFileURL(path.join(outdir, "catalogue.mjs")).href);
}

function runExtractor(request) {
  const result = spawnSync("python3", [path.join(scripts, "python-api-extractor.py")], {
    input: JSON.stringify(request),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`python-api-extractor.py: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

function ownedBy(library, module) {
  return module === library.package || module.startsWith(`${library.package}.`);
}

/** What the snippets ask of one library: modules to list and callables to read. */
function requestsFor(library, usages, catalogue, submodules) {
  const modules = new Set([library.package]);
  const callables = new Map();
  const isDefault = PYTHON_LIBRARIES.find((other) => other.library === library.library) === library;
  for (const usage of usages) {
    // A snippet that pins a release is checked against that release only.
    const pin = usage.pins[library.library.toLowerCase()];
    if (pin === undefined ? !isDefault : pin !== releaseOf(library).replace(/^v/, "")) continue;
    for (const reference of [...usage.imports, ...usage.references, ...usage.calls]) {
      if (!ownedBy(library, reference.module)) continue;
      const resolved = catalogue.resolveReference(submodules, reference.module, reference.path);
      modules.add(resolved.module);
      const member = reference.member;
      const key = catalogue.callableKey(resolved, member);
      if (!key || !("keywords" in reference)) continue;
      const method = member ?? resolved.rest[0] ?? null;
      callables.set(key, [resolved.module, resolved.name, method]);
      // A class used at all is checked on construction and on call.
      if (resolved.name[0] === resolved.name[0].toUpperCase()) {
        callables.set(`${resolved.module}:${resolved.name}`, [
          resolved.module,
          resolved.name,
          null,
        ]);
      }
    }
  }
  return { modules: [...modules], callables: [...callables.values()] };
}

function releaseOf(library) {
  return library.release ?? library.ref.replace(/^refs\/tags\//, "");
}

function buildPythonEntry(library, directory, usages, catalogue) {
  const ref = library.ref;
  const commit = git(directory, ["rev-parse", `${ref}^{commit}`]).trim();
  const workdir = mkdtempSync(path.join(tmpdir(), "api-manifest-"));
  try {
    const archive = spawnSync("git", ["-C", directory, "archive", commit, library.sourceRoot], {
      maxBuffer: 2 * 1024 * 1024 * 1024,
    });
    if (archive.status !== 0)
      throw new Error(`git archive ${library.repository}: ${archive.stderr}`);
    spawnSync("tar", ["-x", "-C", workdir], { input: archive.stdout });
    const base = {
      root: path.join(workdir, library.sourceRoot),
      package: library.package,
      aliasFolder: library.aliasFolder ?? null,
      registries: [],
    };
    const first = runExtractor({ ...base, modules: [library.package], callables: [] });
    const requests = requestsFor(library, usages, catalogue, new Set(first.submodules));
    // For a library nearly every snippet uses, read every top-level function and class, so
    // that a snippet starting to call another one needs no new manifest.
    const everyName = library.everyTopLevelCallable
      ? first.modules[library.package].map((name) => [library.package, name, null])
      : [];
    const registries = library.pipelineRegistry ?? [];
    const answer = runExtractor({
      ...base,
      ...requests,
      callables: [...requests.callables, ...everyName],
      registries,
    });
    const used = new Set(
      requests.callables.map(
        ([module, name, member]) => `${module}:${name}${member ? `.${member}` : ""}`,
      ),
    );
    for (const [key, signature] of Object.entries(answer.callables)) {
      if (signature === null && !used.has(key)) delete answer.callables[key];
    }
    const tasks = Object.values(answer.registries).flat();
    return {
      library: library.library,
      package: library.package,
      repository: library.repository,
      release: releaseOf(library),
      commit,
      submodules: answer.submodules,
      modules: answer.modules,
      callables: answer.callables,
      ...(registries.length > 0 ? { pipelineTasks: [...new Set(tasks)].sort() } : {}),
    };
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const previous = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, "utf8"))
    : { python: [], javascript: [] };
  const catalogue = await loadCatalogue();
  const python = catalogue.corpusLibrarySnippets().filter((s) => s.parser === "python");
  const usages = catalogue.pythonUsages(python.map((s) => ({ name: s.owner, code: s.code })));
  const entries = [];
  for (const library of PYTHON_LIBRARIES) {
    const directory = gitDirectory(options, library.repository);
    const kept = previous.python.find(
      (entry) => entry.library === library.library && entry.release === releaseOf(library),
    );
    if (!directory) {
      if (kept) entries.push(kept);
      console.warn(`${library.library}: no source given, ${kept ? "kept" : "left out"}`);
      continue;
    }
    entries.push(buildPythonEntry(library, directory, usages, catalogue));
    console.log(`${library.library} ${releaseOf(library)}: read`);
  }
  const javascript = options.transformersJs
    ? [readTransformersJs(options.transformersJs)]
    : previous.javascript;
  const manifest = { python: entries, javascript };
  writeFileSync(manifestPath, `${JSON.stringify(manifest)}\n`);
  spawnSync("npx", ["prettier", "--write", manifestPath], { cwd: root, stdio: "inherit" });
}

await main();
