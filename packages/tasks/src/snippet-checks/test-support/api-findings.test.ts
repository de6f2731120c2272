import { describe, expect, it } from "vitest";
import { callableKey, pythonApiFindings, resolveReference } from "./api-findings.js";
import { loadApiManifest, type ApiManifest, type PythonLibraryApi } from "./api-manifest.js";
import { javaScriptApiFindings } from "./javascript-api-findings.js";
import { pythonUsages } from "./python-usage.js";

const manifest = loadApiManifest();

function entry(library: string): PythonLibraryApi {
  const found = manifest.python.find((candidate) => candidate.library === library);
  if (!found) throw new Error(`${library} is not in the manifest`);
  return found;
}

function check(code: string, against: ApiManifest = manifest): string[] {
  return pythonApiFindings(pythonUsages([{ name: "snippet", code }]), against);
}

// The same manifest with a transformers release that still registers "translation", to show
// that its task-specific `translation_xx_to_yy` form is accepted there.
const withTranslation: ApiManifest = {
  ...manifest,
  python: manifest.python.map((candidate) =>
    candidate.library === "transformers"
      ? { ...candidate, pipelineTasks: [...(candidate.pipelineTasks ?? []), "translation"] }
      : candidate,
  ),
};

describe("the Python API check", () => {
  it("passes a snippet that uses the diffusers release as it is", () => {
    const diffusers = entry("diffusers");
    expect(diffusers.modules.diffusers).toContain("FluxPipeline");
    const code = [
      "import torch",
      "from diffusers import FluxPipeline",
      "",
      'pipe = FluxPipeline.from_pretrained("black-forest-labs/FLUX.1-dev", torch_dtype=torch.bfloat16).to("cuda")',
      'image = pipe("An astronaut riding a horse", num_inference_steps=28, guidance_scale=3.5).images[0]',
    ].join("\n");
    expect(check(code)).toEqual([]);
  });

  it("catches a made-up import, a made-up module and a made-up attribute", () => {
    const release = `diffusers ${entry("diffusers").release}`;
    expect(check("from diffusers import FluxPipelineXL")).toEqual([
      `snippet: diffusers does not export FluxPipelineXL in ${release}`,
    ]);
    expect(check("from diffusers.magic import FluxPipeline")).toEqual([
      `snippet: no module diffusers.magic in ${release}`,
    ]);
    expect(
      check('import huggingface_hub\nhuggingface_hub.from_pretrained_keras("keras-io/ocr")'),
    ).toEqual([
      `snippet: huggingface_hub does not export from_pretrained_keras in huggingface_hub ${entry("huggingface_hub").release}`,
    ]);
  });

  it("catches a keyword the called function does not accept, on the instance too", () => {
    const release = `diffusers ${entry("diffusers").release}`;
    const code = [
      "from diffusers import FluxPipeline",
      'pipe = FluxPipeline.from_pretrained("black-forest-labs/FLUX.1-dev")',
      'image = pipe("A cat", controlnet_image=None).images[0]',
    ].join("\n");
    expect(check(code)).toEqual([
      `snippet: line 3: diffusers:FluxPipeline.__call__ takes no keyword controlnet_image in ${release}`,
    ]);
    expect(
      check(
        'from huggingface_hub import hf_hub_download\nhf_hub_download(repo_id="a/b", file="x.bin")',
      ),
    ).toEqual([
      `snippet: line 2: huggingface_hub:hf_hub_download takes no keyword file in huggingface_hub ${entry("huggingface_hub").release}`,
    ]);
  });

  it("catches a pipeline task the release does not register (transformers 5 dropped summarization)", () => {
    const transformers = entry("transformers");
    expect(transformers.pipelineTasks).toContain("text-generation");
    const code = [
      "from transformers import pipeline",
      'summarizer = pipeline("summarization", model="facebook/bart-large-cnn")',
      'generator = pipeline(task="text-generation", model="openai-community/gpt2")',
      'translator = pipeline("translation_en_to_fr", model="google-t5/t5-small")',
    ].join("\n");
    const release = `transformers ${transformers.release}`;
    expect(check(code)).toEqual([
      `snippet: line 2: ${release} registers no pipeline task "summarization"`,
      `snippet: line 4: ${release} registers no pipeline task "translation_en_to_fr"`,
    ]);
    expect(check(code, withTranslation)).toEqual([
      `snippet: line 2: ${release} registers no pipeline task "summarization"`,
    ]);
  });

  it("checks a snippet that pins a release against that release", () => {
    const pinned = [
      "# TimesFM 1.0 checkpoints load with the archived package: pip install timesfm==1.3.0",
      "import timesfm",
      "",
      "model = timesfm.TimesFm(",
      '    hparams=timesfm.TimesFmHparams(backend="gpu", horizon_len=128),',
      '    checkpoint=timesfm.TimesFmCheckpoint(huggingface_repo_id="google/timesfm-1.0-200m-pytorch"),',
      ")",
    ].join("\n");
    expect(check(pinned)).toEqual([]);
    const latest = `timesfm ${entry("timesfm").release}`;
    expect(check(pinned.replace("pip install timesfm==1.3.0", "pip install timesfm"))).toEqual([
      `snippet: timesfm does not export TimesFm in ${latest}`,
      `snippet: timesfm does not export TimesFmHparams in ${latest}`,
      `snippet: timesfm does not export TimesFmCheckpoint in ${latest}`,
    ]);
    expect(check(pinned.replace("==1.3.0", "==0.9.0"))).toEqual([
      "snippet: timesfm==0.9.0 is pinned but the manifest holds no such release",
    ]);
  });

  it("says to regenerate the manifest when a snippet calls something it has not read", () => {
    const findings = check(
      "from diffusers import AuraFlowPipeline\nAuraFlowPipeline.from_single_file('x')",
    );
    expect(findings).toEqual([
      "snippet: line 2: the manifest has no signature for diffusers:AuraFlowPipeline.from_single_file; regenerate it with packages/tasks/scripts/build-api-manifest.mjs",
    ]);
  });

  it("leaves libraries outside the manifest alone", () => {
    expect(check("import torch\ntorch.made_up(nothing=1)")).toEqual([]);
  });

  it("resolves attribute paths through submodules the same way for the script and the check", () => {
    const resolved = resolveReference(["keras", "keras.saving"], "keras", ["saving", "load_model"]);
    expect(resolved).toEqual({ module: "keras.saving", name: "load_model", rest: [] });
    expect(callableKey(resolved)).toBe("keras.saving:load_model");
    expect(callableKey({ module: "diffusers", name: "FluxPipeline", rest: [] }, "__call__")).toBe(
      "diffusers:FluxPipeline.__call__",
    );
    expect(callableKey({ module: "a", name: "B", rest: ["c", "d"] })).toBeUndefined();
  });
});

describe("the Transformers.js API check", () => {
  const transformersJs = manifest.javascript[0]!;
  const release = `${transformersJs.library} ${transformersJs.version}`;

  it("passes the real names and tasks and catches made-up ones", () => {
    const good =
      'import { pipeline, AutoTokenizer } from "@huggingface/transformers";\nawait pipeline("text-generation", "onnx-community/Qwen2.5-0.5B-Instruct");';
    const bad =
      'import { pipeline, AutoMagic } from "@huggingface/transformers";\nawait pipeline("text-to-video", "x/y");';
    expect(javaScriptApiFindings([{ name: "good", code: good }], manifest)).toEqual([]);
    expect(javaScriptApiFindings([{ name: "bad", code: bad }], manifest)).toEqual([
      `bad: ${release} does not export AutoMagic`,
      `bad: ${release} registers no pipeline task "text-to-video"`,
    ]);
  });
});
