import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The build script's source reader, run on a small package laid out like transformers and
// peft (lazy `_import_structure`, `define_import_structure` over `models/`, inheritance,
// dataclass configs), so its rules are tested without the real repositories.
const extractor = fileURLToPath(new URL("../../scripts/python-api-extractor.py", import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), "python-api-extractor-"));
const files: Record<string, string> = {
  "__init__.py": [
    "from pathlib import Path",
    "from .config import LoraConfig",
    "from .hub import hf_hub_download, list_repo_files",
    "from .utils.import_utils import define_import_structure",
    '_import_structure = {"pipelines": ["pipeline"]}',
    '_import_structure["image_utils"] = ["load_image"]',
    '_import_structure["pipelines"].extend(["Pipeline"])',
    'import_structure = define_import_structure(Path(__file__).parent / "models", prefix="models")',
  ].join("\n"),
  "utils/__init__.py": "",
  "utils/import_utils.py": "def define_import_structure(path, prefix=None):\n    return {}",
  "image_utils.py": "def load_image(image, timeout=None):\n    return image",
  "hub.py": [
    "def hf_hub_download(repo_id, filename, *, revision=None):",
    "    return filename",
    "class HfApi:",
    "    def list_repo_files(self, repo_id, *, revision=None):",
    "        return []",
    "api = HfApi()",
    "list_repo_files = api.list_repo_files",
  ].join("\n"),
  "config.py": [
    "from dataclasses import dataclass",
    "from typing import ClassVar",
    "@dataclass",
    "class LoraConfig:",
    "    r: int = 8",
    "    lora_alpha: int = 8",
    "    registry: ClassVar[dict] = {}",
  ].join("\n"),
  "pipelines/__init__.py": [
    'TASK_ALIASES = {"ner": "token-classification"}',
    'SUPPORTED_TASKS = {"fill-mask": {}, "token-classification": {}}',
    "class Pipeline:",
    "    def __call__(self, inputs, **kwargs):",
    "        return inputs",
    "def pipeline(task=None, model=None, **kwargs):",
    "    return Pipeline()",
  ].join("\n"),
  "models/__init__.py": "",
  "models/bert/__init__.py": "",
  "models/bert/modeling_bert.py": [
    "import torch",
    "class BertPreTrainedModel(torch.nn.Module):",
    "    def __init__(self, config, *inputs, **kwargs):",
    "        super().__init__()",
    "class BertModel(BertPreTrainedModel):",
    "    def __init__(self, config, add_pooling_layer=True):",
    "        super().__init__(config)",
    "class BertForMaskedLM(BertPreTrainedModel):",
    "    pass",
    '__all__ = ["BertModel", "BertForMaskedLM"]',
  ].join("\n"),
};
for (const [file, text] of Object.entries(files)) {
  const target = path.join(root, "acme", file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${text}\n`);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

function extract(request: object): {
  submodules: string[];
  modules: Record<string, string[]>;
  callables: Record<string, unknown>;
  registries: Record<string, string[]>;
} {
  const result = spawnSync("python3", [extractor], {
    input: JSON.stringify({ root: path.join(root, "acme"), package: "acme", ...request }),
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout);
}

describe("python-api-extractor.py", () => {
  const answer = extract({
    modules: ["acme", "acme.image_utils", "acme.nowhere"],
    callables: [
      ["acme", "BertModel", null],
      ["acme", "BertForMaskedLM", null],
      ["acme", "hf_hub_download", null],
      ["acme", "list_repo_files", null],
      ["acme", "LoraConfig", null],
      ["acme", "Pipeline", "__call__"],
      ["acme", "BertModel", "from_pretrained"],
    ],
    registries: [
      ["acme.pipelines", "SUPPORTED_TASKS"],
      ["acme.pipelines", "TASK_ALIASES"],
    ],
  });

  it("lists every module, and exports from imports, lazy tables and define_import_structure", () => {
    expect(answer.submodules).toContain("acme.models.bert.modeling_bert");
    expect(Object.keys(answer.modules)).toEqual(["acme", "acme.image_utils"]);
    for (const name of [
      "LoraConfig",
      "hf_hub_download",
      "pipeline",
      "Pipeline",
      "load_image",
      "BertModel",
      "BertForMaskedLM",
      "pipelines",
      "models",
    ]) {
      expect(answer.modules.acme).toContain(name);
    }
    expect(answer.modules.acme).not.toContain("BertPreTrainedModel");
  });

  it("reads keyword names through re-exports, base classes, bound methods and dataclass fields", () => {
    expect(answer.callables).toEqual({
      "acme:BertModel": { keywords: ["config", "add_pooling_layer"], varKeywords: false },
      "acme:BertForMaskedLM": { keywords: ["config"], varKeywords: true },
      "acme:hf_hub_download": { keywords: ["repo_id", "filename", "revision"], varKeywords: false },
      // A module-level alias of a method of a module-level instance, as huggingface_hub has.
      "acme:list_repo_files": { keywords: ["repo_id", "revision"], varKeywords: false },
      "acme:LoraConfig": { keywords: ["r", "lora_alpha"], varKeywords: false },
      "acme:Pipeline.__call__": { keywords: ["inputs"], varKeywords: true },
      // Defined on torch's nn.Module, outside the package: left unchecked, not guessed.
      "acme:BertModel.from_pretrained": null,
    });
  });

  it("reads pipeline task registries", () => {
    expect(answer.registries).toEqual({
      "acme.pipelines:SUPPORTED_TASKS": ["fill-mask", "token-classification"],
      "acme.pipelines:TASK_ALIASES": ["ner"],
    });
  });
});
