import type { ApiManifest, PythonLibraryApi } from "./api-manifest.js";
import type { PythonCall, PythonUsage } from "./python-usage.js";

const REGENERATE = "regenerate it with packages/tasks/scripts/build-api-manifest.mjs";

/** Where a dotted reference lands: the deepest module of the path and the name used in it. */
export interface ResolvedReference {
  module: string;
  name?: string;
  /** Attributes after the name (`Class.from_pretrained` → `["from_pretrained"]`). */
  rest: string[];
}

/**
 * The manifest entry that owns a module: the library whose import name is the module or a
 * dotted prefix of it, at the release the snippet pins (`pip install timesfm==1.3.0`) or else
 * the library's first, default release. Modules of libraries outside the manifest (torch,
 * numpy) give none. A pin the manifest does not hold gives a string saying so.
 *
 * @example
 * ```ts
 * libraryForModule(manifest, "pyannote.audio.core")?.library; // "pyannote.audio"
 * ```
 */
function libraryForModule(
  manifest: ApiManifest,
  module: string,
  pins: Record<string, string> = {},
): PythonLibraryApi | string | undefined {
  const owners = manifest.python.filter(
    (entry) => module === entry.package || module.startsWith(`${entry.package}.`),
  );
  const longest = Math.max(...owners.map((entry) => entry.package.length));
  const candidates = owners.filter((entry) => entry.package.length === longest);
  const first = candidates[0];
  if (!first) return undefined;
  const pin = pins[first.library.toLowerCase()];
  if (pin === undefined) return first;
  const pinned = candidates.find((entry) => entry.release.replace(/^v/, "") === pin);
  return pinned ?? `${first.library}==${pin} is pinned but the manifest holds no such release`;
}

/**
 * Walks `module` plus an attribute path down through submodules (`keras` + `saving.load_model`
 * → module `keras.saving`, name `load_model`), the way the build script and the check agree
 * on which module a name belongs to.
 *
 * @example
 * ```ts
 * resolveReference(["timm", "timm.models"], "timm", ["create_model"]); // { module: "timm", name: "create_model", rest: [] }
 * ```
 */
export function resolveReference(
  submodules: readonly string[] | ReadonlySet<string>,
  module: string,
  path: readonly string[],
): ResolvedReference {
  const known = submodules instanceof Set ? submodules : new Set(submodules);
  let current = module;
  let index = 0;
  while (index < path.length && known.has(`${current}.${path[index]}`)) {
    current = `${current}.${path[index]}`;
    index += 1;
  }
  return { module: current, name: path[index], rest: path.slice(index + 1) };
}

/**
 * The manifest key of the callable a call reaches (`module:Name` or `module:Name.member`), or
 * undefined when the call goes deeper than one attribute past a name.
 *
 * @example
 * ```ts
 * callableKey({ module: "diffusers", name: "FluxPipeline", rest: [] }, "__call__"); // "diffusers:FluxPipeline.__call__"
 * ```
 */
export function callableKey(resolved: ResolvedReference, member?: string): string | undefined {
  if (!resolved.name) return undefined;
  if (resolved.rest.length > 1 || (resolved.rest.length === 1 && member)) return undefined;
  const method = member ?? resolved.rest[0];
  return `${resolved.module}:${resolved.name}${method ? `.${method}` : ""}`;
}

function release(entry: PythonLibraryApi): string {
  return `${entry.library} ${entry.release}`;
}

function nameProblem(
  entry: PythonLibraryApi,
  submodules: ReadonlySet<string>,
  module: string,
  path: readonly string[],
): string | undefined {
  if (!submodules.has(module)) return `no module ${module} in ${release(entry)}`;
  const resolved = resolveReference(submodules, module, path);
  if (resolved.name === undefined) return undefined;
  const exported = entry.modules[resolved.module];
  if (!exported) return `the manifest has no export list for ${resolved.module}; ${REGENERATE}`;
  if (!exported.includes(resolved.name)) {
    return `${resolved.module} does not export ${resolved.name} in ${release(entry)}`;
  }
  return undefined;
}

function taskProblem(entry: PythonLibraryApi, call: PythonCall): string | undefined {
  const tasks = entry.pipelineTasks;
  if (!tasks || call.task === undefined || call.member || call.path.join(".") !== "pipeline") {
    return undefined;
  }
  const translation = /^translation_\w+_to_\w+$/.test(call.task) && tasks.includes("translation");
  if (tasks.includes(call.task) || translation) return undefined;
  return `${release(entry)} registers no pipeline task "${call.task}"`;
}

function keywordProblem(
  entry: PythonLibraryApi,
  submodules: ReadonlySet<string>,
  call: PythonCall,
): string | undefined {
  const key = callableKey(resolveReference(submodules, call.module, call.path), call.member);
  if (!key) return undefined;
  const signature = entry.callables[key];
  if (signature === undefined) {
    // Methods of an instance may come from a base class in another library (torch's
    // nn.Module.to), so only calls the build script saw are known; anything else is new.
    if (call.member && call.member !== "__call__") return undefined;
    return `the manifest has no signature for ${key}; ${REGENERATE}`;
  }
  if (signature === null || signature.varKeywords) return undefined;
  const unknown = call.keywords.filter((keyword) => !signature.keywords.includes(keyword));
  if (unknown.length === 0) return undefined;
  return `${key} takes no keyword ${unknown.join(", ")} in ${release(entry)}`;
}

/**
 * Everything a Python snippet uses that the named library release does not have: a module or
 * name it does not export, a pipeline task it does not register, a keyword the called
 * function does not accept. Each finding is one line naming the snippet, the line where it
 * applies, and the release.
 *
 * @example
 * ```ts
 * pythonApiFindings(pythonUsages([{ name: "demo", code: "from diffusers import FluxPipe" }]), loadApiManifest());
 * // ["demo: diffusers does not export FluxPipe in diffusers v0.40.0"]
 * ```
 */
export function pythonApiFindings(usages: PythonUsage[], manifest: ApiManifest): string[] {
  const submodulesOf = new Map(manifest.python.map((entry) => [entry, new Set(entry.submodules)]));
  const findings: string[] = [];
  for (const usage of usages) {
    const problems = new Set<string>();
    const pins = usage.pins ?? {};
    for (const reference of [...usage.imports, ...usage.references]) {
      const entry = libraryForModule(manifest, reference.module, pins);
      if (typeof entry === "string") problems.add(entry);
      if (!entry || typeof entry === "string") continue;
      const problem = nameProblem(
        entry,
        submodulesOf.get(entry)!,
        reference.module,
        reference.path,
      );
      if (problem) problems.add(problem);
    }
    for (const call of usage.calls) {
      const entry = libraryForModule(manifest, call.module, pins);
      if (!entry || typeof entry === "string") continue;
      const submodules = submodulesOf.get(entry)!;
      if (nameProblem(entry, submodules, call.module, call.path)) continue;
      for (const problem of [taskProblem(entry, call), keywordProblem(entry, submodules, call)]) {
        if (problem) problems.add(`line ${call.line}: ${problem}`);
      }
    }
    findings.push(...[...problems].map((problem) => `${usage.name}: ${problem}`));
  }
  return findings;
}
