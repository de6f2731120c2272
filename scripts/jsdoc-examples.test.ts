// Type-checks every fenced `ts`/`tsx` block under an `@example` tag in the workspace's JSDoc, so
// a documented call that no longer matches the code fails here instead of misleading a reader.
// Each example is compiled as a module of its own beside the file it documents, against the
// workspace's sources, with that file's exports in scope (examples may use them unimported).
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCE_DIRECTORIES = ["packages", "apps", "scripts"];
const SKIPPED_DIRECTORIES = new Set(["node_modules", "dist", "golden", "coverage"]);

interface Example {
  /** The documented file, relative to the repository root. */
  source: string;
  line: number;
  /** Where the example is compiled: beside its source, so relative imports resolve. */
  path: string;
  code: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Names a module exports, so its examples can use them without importing them. */
function exportedNames(text: string): string[] {
  const names = new Set<string>();
  const declaration =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+(\w+)/gm;
  for (const [, name = ""] of text.matchAll(declaration)) names.add(name);
  for (const [, list = ""] of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm)) {
    for (const item of list.split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^type\s+/, "");
      if (name) names.add(name);
    }
  }
  names.delete("default");
  return [...names];
}

/** The name of a module's default-exported function or class, if it has one. */
function defaultExportName(text: string): string | undefined {
  return /^export\s+default\s+(?:async\s+)?(?:function|class)\s+(\w+)/m.exec(text)?.[1];
}

/** The fenced `ts`/`tsx` blocks under `@example` tags in a file's doc comments. */
function examplesIn(path: string): Example[] {
  const text = readFileSync(path, "utf8");
  const examples: Example[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const lines = comment[0].split("\n").map((line) => line.replace(/^\s*\*( |$)/, ""));
    const tag = lines.findIndex((line) => line.trimStart().startsWith("@example"));
    if (tag === -1) continue;
    const open = lines.findIndex((line, index) => index > tag && /^\s*```/.test(line));
    const fence = open === -1 ? undefined : /^\s*```(\w*)/.exec(lines[open] ?? "")?.[1];
    if (fence !== "ts" && fence !== "tsx") continue;
    const close = lines.findIndex((line, index) => index > open && /^\s*```\s*$/.test(line));
    const line = text.slice(0, comment.index).split("\n").length + open;
    const extension = fence === "tsx" || path.endsWith(".tsx") ? "tsx" : "ts";
    const name = basename(path).replace(/\.tsx?$/, "");
    examples.push({
      source: relative(ROOT, path),
      line,
      path: join(dirname(path), `${name}.example-${line}.${extension}`),
      code: lines.slice(open + 1, close === -1 ? undefined : close).join("\n"),
    });
  }
  return examples;
}

/** The example as compiled: the documented file's exports imported, unless it declares them. */
function moduleText(example: Example): string {
  const source = join(ROOT, example.source);
  const own = new Set(
    [...example.code.matchAll(/\b(?:import|const|let|function|class|type|interface)\s+(\w+)/g)]
      .concat([...example.code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}/g)])
      .flatMap((match) =>
        (match[1] ?? "").split(",").map((name) => name.trim().split(/\s+/).pop() ?? ""),
      ),
  );
  const text = readFileSync(source, "utf8");
  const used = (name: string) => !own.has(name) && new RegExp(`\\b${name}\\b`).test(example.code);
  const names = exportedNames(text).filter(used);
  const fallback = defaultExportName(text);
  const specifier = `./${basename(source).replace(/\.tsx?$/, "")}`;
  const imports = [
    fallback && used(fallback) ? `import ${fallback} from "${specifier}";` : "",
    names.length > 0 ? `import { ${names.join(", ")} } from "${specifier}";` : "",
  ].join(" ");
  return `${imports}\n${example.code}\nexport {};\n`;
}

function compilerOptions(): ts.CompilerOptions {
  const workspace = (name: string) => [join(ROOT, "packages", name, "src", "index.ts")];
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    esModuleInterop: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    types: ["node", "vite/client"],
    typeRoots: [join(ROOT, "node_modules", "@types")],
    paths: {
      "@modeldeck/tasks": workspace("tasks"),
      "@modeldeck/inference": workspace("inference"),
      "@modeldeck/hub": workspace("hub"),
    },
  };
}

const PACKAGES = ["tasks", "inference", "hub"].map((name) => ({
  specifier: `@modeldeck/${name}`,
  index: join(ROOT, "packages", name, "src", "index.ts"),
}));

/** One compile of the examples; diagnostics are asked for the examples' files only. */
function compile(
  examples: Example[],
  prefix: (example: Example) => string,
  oldProgram?: ts.Program,
): { program: ts.Program; errors: Map<Example, ts.Diagnostic[]> } {
  const options = compilerOptions();
  const virtual = new Map(
    examples.map((example) => [example.path, prefix(example) + moduleText(example)]),
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (path) => virtual.has(path) || ts.sys.fileExists(path);
  host.readFile = (path) => virtual.get(path) ?? readFile(path);
  host.getSourceFile = (path, language, onError, create) => {
    const text = virtual.get(path);
    return text === undefined
      ? getSourceFile(path, language, onError, create)
      : ts.createSourceFile(path, text, language, true);
  };
  const roots = [...virtual.keys(), ...PACKAGES.map(({ index }) => index)];
  const program = ts.createProgram(roots, options, host, oldProgram);
  const errors = new Map<Example, ts.Diagnostic[]>();
  for (const example of examples) {
    const file = program.getSourceFile(example.path);
    if (!file) continue;
    const found = [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ];
    if (found.length > 0) errors.set(example, found);
  }
  return { program, errors };
}

// "Cannot find name", the same with "Did you mean", and a shorthand property of no value.
const UNKNOWN_NAME = [2304, 2552, 18004];

/**
 * The type errors of each example, as `file:line: message`. A name an example uses without
 * declaring it is taken from the workspace packages' public exports when one of them has it,
 * and otherwise stands for the example's context (a blob, a request, a database) and is typed
 * `any`; everything the example calls, imports, reads or passes is checked as written.
 */
function checkExamples(examples: Example[]): string[] {
  const first = compile(examples, () => "");
  const checker = first.program.getTypeChecker();
  const packageExports = PACKAGES.map(({ specifier, index }) => {
    const file = first.program.getSourceFile(index);
    const symbol = file && checker.getSymbolAtLocation(file);
    return {
      specifier,
      names: new Set(symbol ? checker.getExportsOfModule(symbol).map((item) => item.name) : []),
    };
  });
  const context = new Map<Example, string>();
  for (const [example, diagnostics] of first.errors) {
    const free = new Set(
      diagnostics
        .filter((diagnostic) => UNKNOWN_NAME.includes(diagnostic.code))
        .map(
          (diagnostic) =>
            diagnostic.file?.text.slice(
              diagnostic.start,
              (diagnostic.start ?? 0) + (diagnostic.length ?? 0),
            ) ?? "",
        ),
    );
    // A package's examples may use its public names unimported; apps' examples import theirs.
    const owner = packageExports.find(({ specifier }) =>
      example.source.startsWith(`packages/${specifier.split("/")[1] ?? ""}/`),
    );
    const lines = [...free].map((name) =>
      owner?.names.has(name)
        ? `import { ${name} } from "${owner.specifier}";`
        : `declare const ${name}: any; type ${name} = any;`,
    );
    if (lines.length > 0) context.set(example, `${lines.join(" ")} `);
  }
  const retried = [...context.keys()];
  const second =
    retried.length > 0
      ? compile(retried, (example) => context.get(example) ?? "", first.program)
      : undefined;
  const report = (example: Example, diagnostics: ts.Diagnostic[]) =>
    diagnostics.map(
      (diagnostic) =>
        `${example.source}:${example.line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`,
    );
  return [...first.errors].flatMap(([example, diagnostics]) =>
    context.has(example)
      ? report(example, second?.errors.get(example) ?? [])
      : report(example, diagnostics),
  );
}

const examples = SOURCE_DIRECTORIES.flatMap((directory) => sourceFiles(join(ROOT, directory)))
  .filter((path) => !path.includes(`${join("scripts", "jsdoc-examples")}`))
  .flatMap(examplesIn);

// An example that must fail, compiled with the others (one program is slow enough).
const BROKEN: Example = {
  source: "packages/inference/src/task-table.ts",
  line: 1,
  path: join(ROOT, "packages/inference/src/task-table.example-broken.ts"),
  code: 'isTableTask(42);\nconst entry: string = TASK_TABLE["fill-mask"];\nawait textClassification({ input: "typo" });',
};
let errors: string[] | undefined;
const allErrors = () => (errors ??= checkExamples([...examples, BROKEN]));

describe("@example blocks in JSDoc", () => {
  it("finds the examples across the workspace", () => {
    const workspaces = new Set(examples.map((example) => example.source.split("/", 2).join("/")));
    expect([...workspaces]).toEqual(
      expect.arrayContaining(["packages/tasks", "packages/inference", "apps/web"]),
    );
  });

  it(
    "reports an example that calls a function with the wrong arguments",
    { timeout: 300_000 },
    () => {
      const broken = allErrors().filter((error) => error.startsWith(`${BROKEN.source}:1:`));
      expect(broken).toEqual([
        expect.stringMatching(/Argument of type 'number' is not assignable/),
        expect.stringMatching(/is not assignable to type 'string'/),
        expect.stringMatching(/Property 'inputs' is missing/),
      ]);
    },
  );

  it("type-checks every example against the code it documents", { timeout: 300_000 }, () => {
    expect(allErrors().filter((error) => !error.startsWith(`${BROKEN.source}:1:`))).toEqual([]);
  });
});
