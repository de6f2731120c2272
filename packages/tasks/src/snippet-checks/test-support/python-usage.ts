import { spawnSync } from "node:child_process";
import type { SnippetToCheck } from "@modeldeck/test-support/syntax-check";

/**
 * A name a snippet reaches through an import: the module it was imported from and the
 * attribute path after it (`from diffusers import FluxPipeline` → `diffusers`, `["FluxPipeline"]`;
 * `import timm; timm.create_model` → `timm`, `["create_model"]`).
 */
interface PythonReference {
  module: string;
  path: string[];
}

/** A call whose callee resolves to an imported name, or to an instance built from one. */
export interface PythonCall extends PythonReference {
  /** The method called on an instance (`pipe(...)` is `__call__`); absent for direct calls. */
  member?: string;
  keywords: string[];
  /** The first argument or `task=` when it is a string literal (pipeline task ids). */
  task?: string;
  line: number;
}

/** What one snippet uses from its imports, as Python's own parser sees it. */
export interface PythonUsage {
  name: string;
  imports: PythonReference[];
  references: PythonReference[];
  calls: PythonCall[];
  /** Versions the snippet pins in a `pip install name==version` line, by distribution name. */
  pins: Record<string, string>;
}

// Runs in python3 so that the snippet is read by Python's own parser: imports, attribute
// chains and keyword arguments come straight from the AST, with no guessing in TypeScript.
// Instances are followed through simple assignments (`pipe = X.from_pretrained(...)`,
// `model = X(...)`, `.to(...)`) so that `pipe(prompt, guidance_scale=...)` is checked
// against `X.__call__`.
const PYTHON_USAGE = `
import ast, json, re, sys

SAME_INSTANCE = {"to", "cuda", "cpu", "eval", "half", "float", "bfloat16", "requires_grad_"}

class Usage(ast.NodeVisitor):
    def __init__(self):
        self.bound, self.imports, self.references, self.calls = {}, [], [], []

    def visit_Import(self, node):
        for alias in node.names:
            self.imports.append({"module": alias.name, "path": []})
            if alias.asname:
                self.bound[alias.asname] = ("ref", alias.name, [])
            else:
                top = alias.name.split(".")[0]
                self.bound[top] = ("ref", top, [])

    def visit_ImportFrom(self, node):
        if node.level or not node.module:
            return
        for alias in node.names:
            if alias.name == "*":
                continue
            self.imports.append({"module": node.module, "path": [alias.name]})
            self.bound[alias.asname or alias.name] = ("ref", node.module, [alias.name])

    def resolve(self, node):
        if isinstance(node, ast.Name):
            return self.bound.get(node.id)
        if isinstance(node, ast.Attribute):
            inner = self.resolve(node.value)
            if inner and inner[0] == "ref":
                return ("ref", inner[1], inner[2] + [node.attr])
            if inner and inner[0] == "instance":
                return ("member", inner[1], inner[2], node.attr)
            return None
        if isinstance(node, ast.Call):
            callee = self.resolve(node.func)
            if callee and callee[0] == "ref" and callee[2]:
                last = callee[2][-1]
                if last.startswith("from_") and len(callee[2]) > 1:
                    return ("instance", callee[1], callee[2][:-1])
                if last[:1].isupper():
                    return ("instance", callee[1], callee[2])
            if callee and callee[0] == "member" and callee[3] in SAME_INSTANCE:
                return ("instance", callee[1], callee[2])
        return None

    def visit_Assign(self, node):
        self.visit(node.value)
        for target in node.targets:
            self.visit(target)
            if isinstance(target, ast.Name):
                value = self.resolve(node.value)
                if value and value[0] == "instance":
                    self.bound[target.id] = value
                else:
                    self.bound.pop(target.id, None)

    def visit_Attribute(self, node):
        resolved = self.resolve(node)
        if resolved and resolved[0] == "ref":
            self.references.append({"module": resolved[1], "path": resolved[2]})
        else:
            self.generic_visit(node)

    def visit_Call(self, node):
        callee = self.resolve(node.func)
        keywords = [k.arg for k in node.keywords if k.arg]
        task = None
        if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            task = node.args[0].value
        for keyword in node.keywords:
            if keyword.arg == "task" and isinstance(keyword.value, ast.Constant):
                task = keyword.value.value
        call = {"keywords": keywords, "line": node.lineno}
        if task is not None:
            call["task"] = task
        if callee and callee[0] == "ref" and callee[2]:
            self.calls.append({"module": callee[1], "path": callee[2], **call})
        elif callee and callee[0] == "instance":
            self.calls.append({"module": callee[1], "path": callee[2], "member": "__call__", **call})
        elif callee and callee[0] == "member":
            self.calls.append({"module": callee[1], "path": callee[2], "member": callee[3], **call})
        self.generic_visit(node)

results = []
for item in json.load(sys.stdin):
    usage = Usage()
    try:
        usage.visit(ast.parse(item["code"]))
    except SyntaxError:
        pass
    pins = {}
    for line in re.findall(r"pip install ([^\\n]*)", item["code"]):
        for name, version in re.findall(r"([A-Za-z0-9_.-]+)(?:\\[[^\\]]*\\])?==([0-9][0-9A-Za-z.+-]*)", line):
            pins[name.lower()] = version
    results.append({"name": item["name"], "imports": usage.imports,
                    "references": usage.references, "calls": usage.calls, "pins": pins})
json.dump(results, sys.stdout)
`;

/**
 * Reads what each Python snippet imports and calls, in one `python3` process for the whole
 * batch (like the syntax check). Snippets that do not parse give empty usage; the syntax
 * check reports them.
 *
 * @example
 * ```ts
 * const [usage] = pythonUsages([{ name: "demo", code: "from timm import create_model\ncreate_model('x', pretrained=True)" }]);
 * usage?.calls[0]; // { module: "timm", path: ["create_model"], keywords: ["pretrained"], task: "x", line: 2 }
 * ```
 */
export function pythonUsages(snippets: SnippetToCheck[]): PythonUsage[] {
  const result = spawnSync("python3", ["-c", PYTHON_USAGE], {
    input: JSON.stringify(snippets),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`python3 failed to read the snippets: ${result.stderr || result.error}`);
  }
  return JSON.parse(result.stdout) as PythonUsage[];
}
