"""Reads a Python package's source tree and answers what build-api-manifest.mjs asks about it.

Input (JSON on stdin): {"root": dir of the package, "package": its import name,
"modules": [module names], "callables": [[module, name, member or null]], "registries":
[[module, variable]]}. Output (JSON on stdout): {"submodules", "modules", "callables",
"registries"}. Only names and keyword names leave this script: it never copies code.

Static reading is the point: the libraries cannot be installed here, and importing them would
need their heavy dependencies anyway. The rules follow how Python resolves names: top-level
definitions, imports, star imports, `__all__`, and the lazy `_import_structure` tables
(transformers, diffusers) including transformers' `define_import_structure`, which exports the
`__all__` of every module under a folder.
"""

import ast
import json
import os
import sys

request = json.load(sys.stdin)
ROOT = request["root"]
PACKAGE = request["package"]


def index_modules():
    modules = {}
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__pycache__")))
        relative = os.path.relpath(folder, ROOT)
        parts = [] if relative == "." else relative.split(os.sep)
        for file in sorted(files):
            if not file.endswith(".py"):
                continue
            stem = file[:-3]
            name = ".".join([PACKAGE] + parts + ([] if stem == "__init__" else [stem]))
            modules[name] = os.path.join(folder, file)
    # keras appends its generated `api` folder to `__path__`: keras.saving is keras/api/saving.
    alias = request.get("aliasFolder")
    if alias:
        prefix = f"{PACKAGE}.{alias}."
        for name, path in list(modules.items()):
            if name.startswith(prefix):
                modules.setdefault(PACKAGE + "." + name[len(prefix):], path)
    return modules


MODULE_FILES = index_modules()
# A folder without __init__.py is still importable (a namespace package).
SUBMODULES = set(MODULE_FILES)
for module in list(MODULE_FILES):
    parts = module.split(".")
    for end in range(1, len(parts)):
        SUBMODULES.add(".".join(parts[:end]))
_trees = {}


def tree_of(module):
    if module not in _trees:
        path = MODULE_FILES.get(module)
        try:
            with open(path, encoding="utf-8") as handle:
                _trees[module] = ast.parse(handle.read()) if path else None
        except (SyntaxError, UnicodeDecodeError, TypeError):
            _trees[module] = None
    return _trees[module]


def is_package(module):
    path = MODULE_FILES.get(module, "")
    return path.endswith("__init__.py") or module not in MODULE_FILES


def absolute(module, level, target):
    if level == 0:
        return target or ""
    base = module.split(".")
    if not is_package(module):
        base = base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


def top_level(body):
    """Statements run at import time, including those under if/try/with."""
    for node in body:
        yield node
        if isinstance(node, (ast.If, ast.Try, ast.With)):
            for field in ("body", "orelse", "finalbody"):
                yield from top_level(getattr(node, field, []))
            for handler in getattr(node, "handlers", []):
                yield from top_level(handler.body)


def strings_in(node):
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def is_import_structure(node):
    return (isinstance(node, ast.Name) and node.id == "_import_structure") or (
        isinstance(node, ast.Subscript) and is_import_structure(node.value)
    )


def lazy_table(module):
    """`_import_structure`: submodule -> names it exports lazily."""
    table = {}
    tree = tree_of(module)
    if tree is None:
        return table
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(is_import_structure(t) for t in node.targets):
            target = node.targets[0]
            if isinstance(node.value, ast.Dict):
                for key, value in zip(node.value.keys, node.value.values):
                    if isinstance(key, ast.Constant) and isinstance(key.value, str):
                        table.setdefault(key.value, []).extend(strings_in(value))
            elif isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant):
                table.setdefault(target.slice.value, []).extend(strings_in(node.value))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("append", "extend")
            and isinstance(node.func.value, ast.Subscript)
            and is_import_structure(node.func.value)
            and isinstance(node.func.value.slice, ast.Constant)
        ):
            key = node.func.value.slice.value
            for argument in node.args:
                table.setdefault(key, []).extend(strings_in(argument))
    return table


def lazy_folders(module):
    """Folders whose modules a `define_import_structure(folder)` call exports ("" = its own)."""
    tree = tree_of(module)
    folders = []
    for node in ast.walk(tree) if tree is not None else []:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "define_import_structure":
            named = [s for s in strings_in(node.args[0]) if "/" not in s] if node.args else []
            folders.extend(named or [""])
    return folders


def declared_all(module):
    tree = tree_of(module)
    names = []
    if tree is None:
        return None
    found = False
    for node in top_level(tree.body):
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            found = True
            names.extend(strings_in(node.value))
    return names if found else None


_lazy_names = {}


def lazy_folder_names(module):
    """transformers' define_import_structure: every module below exports its `__all__`."""
    if module in _lazy_names:
        return _lazy_names[module]
    found = _lazy_names[module] = {}
    for folder in lazy_folders(module):
        prefix = module + "." + (folder + "." if folder else "")
        for candidate in sorted(MODULE_FILES):
            if candidate.startswith(prefix):
                for name in declared_all(candidate) or []:
                    found.setdefault(name, candidate)
    return found


_exports = {}


def exports(module, depth=0):
    if module in _exports:
        return _exports[module]
    _exports[module] = set()
    names = set()
    tree = tree_of(module)
    if tree is not None and depth < 30:
        for node in top_level(tree.body):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    for n in ast.walk(target):
                        if isinstance(n, ast.Name):
                            names.add(n.id)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    names.add(alias.asname or alias.name.split(".")[0])
            elif isinstance(node, ast.ImportFrom):
                source = absolute(module, node.level, node.module)
                for alias in node.names:
                    if alias.name == "*":
                        inner = declared_all(source)
                        names.update(inner if inner is not None else {
                            n for n in exports(source, depth + 1) if not n.startswith("_")
                        })
                    else:
                        names.add(alias.asname or alias.name)
        names.update(declared_all(module) or [])
        for key, values in lazy_table(module).items():
            names.add(key.split(".")[0])
            names.update(values)
        names.update(lazy_folder_names(module))
    if is_package(module):
        prefix = module + "."
        names.update(m[len(prefix):].split(".")[0] for m in SUBMODULES if m.startswith(prefix))
    _exports[module] = names
    return names


def definition(module, name, depth=0):
    """(module, ast node) where `name`, as seen from `module`, is defined; None if outside."""
    tree = tree_of(module)
    if depth > 30:
        return None
    if tree is None:
        return None
    found = None
    for node in top_level(tree.body):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            if not any(isinstance(d, ast.Name) and d.id == "overload" for d in getattr(node, "decorator_list", [])):
                found = (module, node)
    if found:
        return found
    for node in top_level(tree.body):
        if isinstance(node, ast.ImportFrom):
            source = absolute(module, node.level, node.module)
            for alias in node.names:
                if (alias.asname or alias.name) == name and alias.name != "*":
                    if source + "." + alias.name in MODULE_FILES:
                        return None
                    result = definition(source, alias.name, depth + 1)
                    if result:
                        return result
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            value = node.value
            if isinstance(value, ast.Name) and value.id != name:
                result = definition(module, value.id, depth + 1)
                if result:
                    return result
            # `Name = submodule.Name` after `from .pkg import submodule` (timesfm 2.x).
            if isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name):
                source = bound_module(module, tree, value.value.id)
                result = definition(source, value.attr, depth + 1) if source else None
                if result:
                    return result
                # `name = api.method` after `api = HfApi()`: huggingface_hub's module-level helpers.
                method = bound_method(module, tree, value.value.id, value.attr)
                if method:
                    return method
    for key, values in lazy_table(module).items():
        if name in values:
            result = definition(absolute(module, 1, key), name, depth + 1)
            if result:
                return result
    source = lazy_folder_names(module).get(name)
    if source:
        return definition(source, name, depth + 1)
    for node in top_level(tree.body):
        if isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names):
            result = definition(absolute(module, node.level, node.module), name, depth + 1)
            if result:
                return result
    return None


def bound_module(module, tree, local):
    """The module a local name is bound to by an import at the top of `module`, if any."""
    for node in top_level(tree.body):
        if isinstance(node, ast.ImportFrom):
            source = absolute(module, node.level, node.module)
            for alias in node.names:
                if (alias.asname or alias.name) == local and f"{source}.{alias.name}" in MODULE_FILES:
                    return f"{source}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname == local and alias.name in MODULE_FILES:
                    return alias.name
    return None


def bound_method(module, tree, instance, attribute):
    """The method behind `instance.attribute` when `instance = SomeClass()` at top level."""
    for node in top_level(tree.body):
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == instance for t in node.targets)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
        ):
            found = definition(module, node.value.func.id)
            if found and isinstance(found[1], ast.ClassDef):
                chain, _ = class_chain(*found)
                for _, owner in chain:
                    for item in owner.body:
                        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == attribute:
                            item.bound_method = True
                            return (found[0], item)
    return None


def parameters(function, drop_first):
    arguments = function.args
    positional = [a.arg for a in arguments.args]
    if drop_first and positional:
        positional = positional[1:]
    return {
        "keywords": positional + [a.arg for a in arguments.kwonlyargs],
        "varKeywords": arguments.kwarg is not None,
    }


def decorator_names(node):
    names = set()
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(target, ast.Name):
            names.add(target.id)
        elif isinstance(target, ast.Attribute):
            names.add(target.attr)
    return names


def class_chain(module, node, depth=0):
    """The class and its bases found in the package, in order; closed=False if a base is outside."""
    chain, closed = [(module, node)], True
    if depth > 20:
        return chain, False
    for base in node.bases:
        base_name = base.id if isinstance(base, ast.Name) else None
        if base_name in ("object", "ABC", "Generic") or (isinstance(base, ast.Subscript)):
            continue
        resolved = definition(module, base_name) if base_name else None
        if resolved and isinstance(resolved[1], ast.ClassDef):
            inner, inner_closed = class_chain(resolved[0], resolved[1], depth + 1)
            chain.extend(inner)
            closed = closed and inner_closed
        else:
            closed = False
    return chain, closed


def method_signature(module, node, member):
    chain, closed = class_chain(module, node)
    for owner_module, owner in chain:
        for item in owner.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == member:
                if "overload" in decorator_names(item):
                    continue
                return parameters(item, "staticmethod" not in decorator_names(item))
        if member == "__init__" and "dataclass" in decorator_names(owner):
            fields = []
            for _, dataclass in reversed(chain):
                for item in dataclass.body:
                    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        annotation = ast.unparse(item.annotation)
                        if "ClassVar" not in annotation and item.target.id not in fields:
                            fields.append(item.target.id)
            return {"keywords": fields, "varKeywords": False}
    if member == "__init__" and closed:
        return {"keywords": [], "varKeywords": False}
    return None


def signature(module, name, member):
    found = definition(module, name)
    if not found:
        return None
    owner_module, node = found
    if isinstance(node, ast.ClassDef):
        return method_signature(owner_module, node, member or "__init__")
    if member:
        return None
    return parameters(node, getattr(node, "bound_method", False))


def registry_keys(module, variable):
    tree = tree_of(module)
    keys = []
    if tree is None:
        return keys
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == variable for t in targets) and isinstance(node.value, ast.Dict):
                keys.extend(k.value for k in node.value.keys if isinstance(k, ast.Constant))
    return keys


answer = {
    "submodules": sorted(SUBMODULES),
    "modules": {m: sorted(exports(m)) for m in request["modules"] if m in SUBMODULES},
    "callables": {},
    "registries": {},
}
for module, name, member in request["callables"]:
    key = f"{module}:{name}" + (f".{member}" if member else "")
    answer["callables"][key] = signature(module, name, member) if module in SUBMODULES else None
for module, variable in request["registries"]:
    answer["registries"][f"{module}:{variable}"] = registry_keys(module, variable)
json.dump(answer, sys.stdout)
