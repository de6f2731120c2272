import type { ModelData } from "../../model-data.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import { baseModelId } from "../internal/model-files.js";
import { pythonString } from "../internal/python-string.js";

const text = pythonString;

/**
 * Whether the model is a Flux model: by pipeline class, by the `flux` tag, or by id (for
 * LoRAs, the base model's id).
 */
export function isFluxModel(model: ModelData): boolean {
  const className = model.config?.diffusers?._class_name ?? "";
  const ids = [model.id, baseModelId(model) ?? ""].join(" ");
  return className.startsWith("Flux") || model.tags.includes("flux") || /flux/i.test(ids);
}

/**
 * Whether a Flux model is a timestep-distilled fast variant (FLUX.1 schnell and the turbo,
 * lightning and hyper distillations), which needs 4 steps instead of 50.
 */
export function isFastFluxModel(model: ModelData): boolean {
  const ids = [model.id, baseModelId(model) ?? ""].join(" ");
  return /schnell|turbo|lightning|hyper|fast/i.test(ids);
}

/** Flux sampling settings: distilled models run 4 steps without guidance. */
export function fluxSettings(model: ModelData): { steps: number; guidance: string } {
  return isFastFluxModel(model) ? { steps: 4, guidance: "0.0" } : { steps: 50, guidance: "3.5" };
}

/** Whether the model is a Sana model (pipeline class or id). */
export function isSanaModel(model: ModelData): boolean {
  const className = model.config?.diffusers?._class_name ?? "";
  return className.startsWith("Sana") || /(^|[/_-])sana/i.test(model.id);
}

/**
 * The Sana generation call shared by the diffusers and Sana entries: 18 steps, guidance 5 and
 * a 1024×1024 image, the settings the Sana authors document for their 1024px models.
 */
export function sanaSnippet(modelId: string): string {
  return [
    "import torch",
    "from diffusers import SanaPipeline",
    "",
    `pipe = SanaPipeline.from_pretrained(${text(modelId)}, torch_dtype=torch.bfloat16)`,
    `pipe.to("cuda")`,
    "",
    "image = pipe(",
    `    prompt=${text(EXAMPLE_INPUTS.prompt)},`,
    "    height=1024,",
    "    width=1024,",
    "    guidance_scale=5.0,",
    "    num_inference_steps=18,",
    `    generator=torch.Generator(device="cuda").manual_seed(42),`,
    ").images[0]",
    `image.save("sana.png")`,
  ].join("\n");
}

function pipelineClass(model: ModelData): string {
  const className = model.config?.diffusers?._class_name;
  return className && /^[A-Z]\w*Pipeline$/.test(className) ? className : "DiffusionPipeline";
}

function promptOf(model: ModelData): string {
  const instancePrompt = model.cardData?.instance_prompt;
  return instancePrompt ? instancePrompt : EXAMPLE_INPUTS.prompt;
}

function fluxSnippet(model: ModelData, loadId: string, lora: boolean): string {
  const { steps, guidance } = fluxSettings(model);
  const configured = pipelineClass(model);
  const className = !lora && configured.startsWith("Flux") ? configured : "FluxPipeline";
  return [
    "import torch",
    `from diffusers import ${className}`,
    "",
    `pipe = ${className}.from_pretrained(${text(loadId)}, torch_dtype=torch.bfloat16)`,
    ...(lora ? [`pipe.load_lora_weights(${text(model.id)})`] : []),
    "pipe.enable_model_cpu_offload()",
    "",
    `prompt = ${text(promptOf(model))}`,
    `image = pipe(prompt, num_inference_steps=${steps}, guidance_scale=${guidance}).images[0]`,
    `image.save("flux.png")`,
  ].join("\n");
}

function adapterSnippet(model: ModelData, base: string): string {
  const textualInversion = model.tags.includes("textual_inversion");
  return [
    "import torch",
    "from diffusers import DiffusionPipeline",
    "",
    `pipe = DiffusionPipeline.from_pretrained(${text(base)}, torch_dtype=torch.float16).to("cuda")`,
    textualInversion
      ? `pipe.load_textual_inversion(${text(model.id)})`
      : `pipe.load_lora_weights(${text(model.id)})`,
    "",
    `prompt = ${text(promptOf(model))}`,
    "image = pipe(prompt).images[0]",
  ].join("\n");
}

/** ControlNet pipeline classes by base-model family. */
function controlNetClasses(base: string): { model: string; pipeline: string } {
  if (/flux/i.test(base))
    return { model: "FluxControlNetModel", pipeline: "FluxControlNetPipeline" };
  if (/xl/i.test(base))
    return { model: "ControlNetModel", pipeline: "StableDiffusionXLControlNetPipeline" };
  return { model: "ControlNetModel", pipeline: "StableDiffusionControlNetPipeline" };
}

function controlNetSnippet(model: ModelData, base: string): string {
  const classes = controlNetClasses(base);
  return [
    "import torch",
    `from diffusers import ${classes.model}, ${classes.pipeline}`,
    "from diffusers.utils import load_image",
    "",
    `controlnet = ${classes.model}.from_pretrained(${text(model.id)}, torch_dtype=torch.float16)`,
    `pipe = ${classes.pipeline}.from_pretrained(${text(base)}, controlnet=controlnet, torch_dtype=torch.float16).to("cuda")`,
    "",
    "# The conditioning image: edges, depth or pose, whichever this ControlNet was trained on",
    `control_image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
    `image = pipe(${text(promptOf(model))}, image=control_image).images[0]`,
  ].join("\n");
}

function pipelineSnippet(model: ModelData): string {
  const className = pipelineClass(model);
  const head = [
    "import torch",
    `from diffusers import ${className}`,
    ...(model.pipeline_tag === "image-to-image" ||
    model.pipeline_tag === "image-to-video" ||
    model.pipeline_tag === "text-to-video"
      ? [
          `from diffusers.utils import ${model.pipeline_tag === "image-to-image" ? "load_image" : "export_to_video, load_image"}`,
        ]
      : []),
    "",
    `pipe = ${className}.from_pretrained(${text(model.id)}, torch_dtype=torch.float16).to("cuda")`,
    "",
  ];
  switch (model.pipeline_tag) {
    case "image-to-image":
      return [
        ...head,
        `init_image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
        `image = pipe(prompt="Turn the cat into a tiger", image=init_image).images[0]`,
      ].join("\n");
    case "image-to-video":
      return [
        ...head,
        `image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
        "frames = pipe(image=image).frames[0]",
        `export_to_video(frames, "output.mp4")`,
      ].join("\n");
    case "text-to-video":
      return [
        ...head,
        `prompt = "A panda eating bamboo on a rock"`,
        "frames = pipe(prompt).frames[0]",
        `export_to_video(frames, "output.mp4")`,
      ].join("\n");
    case "unconditional-image-generation":
      return [...head, "image = pipe().images[0]"].join("\n");
    default:
      return [...head, `prompt = ${text(promptOf(model))}`, "image = pipe(prompt).images[0]"].join(
        "\n",
      );
  }
}

/**
 * Diffusers: loads the pipeline class named in the model's config (Flux, Sana, ControlNets and
 * adapters get their own recipes). Flux uses 4 steps for fast variants and 50 otherwise; Sana uses 18
 * steps at 1024×1024; LoRA and textual-inversion repositories load their base model first and
 * prompt with the card's `instance_prompt`.
 *
 * @example
 * ```ts
 * diffusersSnippets({ id: "black-forest-labs/FLUX.1-schnell", tags: ["diffusers"] });
 * ```
 */
export function diffusersSnippets(model: ModelData): string[] {
  const base = baseModelId(model);
  const isAdapter =
    base !== undefined &&
    (model.tags.includes("lora") ||
      model.tags.includes("textual_inversion") ||
      model.cardData?.base_model_relation === "adapter");
  if (model.tags.includes("controlnet")) {
    return [controlNetSnippet(model, base ?? "stable-diffusion-v1-5/stable-diffusion-v1-5")];
  }
  if (isFluxModel(model)) {
    return [fluxSnippet(model, isAdapter && base ? base : model.id, isAdapter)];
  }
  if (isAdapter && base) return [adapterSnippet(model, base)];
  if (isSanaModel(model)) return [sanaSnippet(model.id)];
  return [pipelineSnippet(model)];
}
