import type { ModelData } from "../../model-data.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import { baseModelId, fileNames } from "../internal/model-files.js";
import { pythonString } from "../../quoting.js";

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
function isFastFluxModel(model: ModelData): boolean {
  const ids = [model.id, baseModelId(model) ?? ""].join(" ");
  return /schnell|turbo|lightning|hyper|fast/i.test(ids);
}

/** Flux sampling settings: distilled models run 4 steps without guidance. */
export function fluxSettings(model: ModelData): { steps: number; guidance: string } {
  return isFastFluxModel(model) ? { steps: 4, guidance: "0.0" } : { steps: 50, guidance: "3.5" };
}

/** Whether the model is a Sana model (pipeline class or id). */
function isSanaModel(model: ModelData): boolean {
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

/**
 * Families trained and published in bfloat16 (Flux, SD3/3.5, Qwen-Image, Wan, LTX-Video,
 * HiDream, Sana): float16 overflows in them and gives black or noisy output. SD1.x and SDXL
 * were trained for float16 and keep it.
 */
const BFLOAT16_FAMILY =
  /^(Flux|StableDiffusion3|QwenImage|Wan|LTX|HiDream|Sana)|flux|stable-diffusion-3\.5|qwen-image|wan2\.|ltx-video|hidream/i;

/**
 * `torch.bfloat16` for the bf16-trained families, by pipeline class or by id (the base
 * model's, for adapters), else `torch.float16`.
 *
 * @example
 * ```ts
 * torchDtype({ id: "Qwen/Qwen-Image", tags: [] }); // "torch.bfloat16"
 * ```
 */
function torchDtype(model: ModelData, base?: string): string {
  const className = model.config?.diffusers?._class_name ?? "";
  const names = [className, model.id, base ?? baseModelId(model) ?? ""];
  return names.some((name) => BFLOAT16_FAMILY.test(name)) ? "torch.bfloat16" : "torch.float16";
}

/**
 * The LoRA file to load when an adapter repository holds several (`load_lora_weights` needs
 * `weight_name=` then): one made for the base model's family when the names say so, else
 * the first. Undefined when there is at most one weight file.
 */
function loraWeightName(model: ModelData, base: string): string | undefined {
  const weights = fileNames(model).filter(
    (file) => file.endsWith(".safetensors") && !file.includes("/"),
  );
  if (weights.length < 2) return undefined;
  const family = /flux/i.test(base) ? /flux/i : /xl/i.test(base) ? /sdxl|xl/i : /sd15|sd1/i;
  return weights.find((file) => family.test(file)) ?? weights[0];
}

function loadLora(model: ModelData, base: string): string {
  const weightName = loraWeightName(model, base);
  return `pipe.load_lora_weights(${text(model.id)}${weightName ? `, weight_name=${text(weightName)}` : ""})`;
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
  const settings = fluxSettings(model);
  // Step-distillation LoRAs (Hyper-SD, Turbo) name their step count in the file name.
  const stepsInName = lora ? /(\d+)-?steps?/i.exec(loraWeightName(model, loadId) ?? "") : null;
  const { steps, guidance } = stepsInName
    ? { steps: Number(stepsInName[1]), guidance: "3.5" }
    : settings;
  const configured = pipelineClass(model);
  const className = !lora && configured.startsWith("Flux") ? configured : "FluxPipeline";
  return [
    "import torch",
    `from diffusers import ${className}`,
    "",
    `pipe = ${className}.from_pretrained(${text(loadId)}, torch_dtype=torch.bfloat16)`,
    ...(lora ? [loadLora(model, loadId)] : []),
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
    `pipe = DiffusionPipeline.from_pretrained(${text(base)}, torch_dtype=${torchDtype(model, base)}).to("cuda")`,
    textualInversion ? `pipe.load_textual_inversion(${text(model.id)})` : loadLora(model, base),
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
  const dtype = torchDtype(model, base);
  // Flux ControlNet pipelines take the conditioning image as control_image (their image
  // argument does not exist); the Stable Diffusion ones call it image.
  const flux = classes.pipeline.startsWith("Flux");
  return [
    "import torch",
    `from diffusers import ${classes.model}, ${classes.pipeline}`,
    "from diffusers.utils import load_image",
    "",
    `controlnet = ${classes.model}.from_pretrained(${text(model.id)}, torch_dtype=${dtype})`,
    `pipe = ${classes.pipeline}.from_pretrained(${text(base)}, controlnet=controlnet, torch_dtype=${dtype}).to("cuda")`,
    "",
    "# The conditioning image: edges, depth or pose, whichever this ControlNet was trained on",
    `control_image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
    flux
      ? `image = pipe(${text(promptOf(model))}, control_image=control_image, controlnet_conditioning_scale=0.6).images[0]`
      : `image = pipe(${text(promptOf(model))}, image=control_image).images[0]`,
  ].join("\n");
}

/**
 * Pipelines that turn a text-to-video checkpoint into an image-conditioned one: the same
 * weights loaded by the image-to-video class of the family.
 */
const IMAGE_TO_VIDEO_CLASSES: Record<string, string> = {
  LTXPipeline: "LTXImageToVideoPipeline",
  WanPipeline: "WanImageToVideoPipeline",
};

/** The example call and output handling for the model's task, after the pipeline is loaded. */
function taskLines(model: ModelData, className: string): { imports: string[]; body: string[] } {
  const imageInput = `image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`;
  switch (model.pipeline_tag) {
    case "image-to-image":
    case "image-text-to-image":
      return {
        imports: ["from diffusers.utils import load_image"],
        body: [
          imageInput,
          `image = pipe(prompt="Turn the cat into a tiger", image=image).images[0]`,
          `image.save("output.png")`,
        ],
      };
    case "image-to-video":
    case "image-text-to-video": {
      // Stable Video Diffusion animates the image alone; the other families also take a prompt.
      const call = className.startsWith("StableVideoDiffusion")
        ? "pipe(image=image)"
        : `pipe(image=image, prompt="The cat turns its head and blinks slowly")`;
      return {
        imports: ["from diffusers.utils import export_to_video, load_image"],
        body: [imageInput, `frames = ${call}.frames[0]`, `export_to_video(frames, "output.mp4")`],
      };
    }
    case "text-to-video":
      return {
        imports: ["from diffusers.utils import export_to_video"],
        body: [
          `prompt = "A panda eating bamboo on a rock"`,
          "frames = pipe(prompt).frames[0]",
          `export_to_video(frames, "output.mp4")`,
        ],
      };
    case "text-to-audio":
      // Stable Audio returns (channels, samples) tensors at the VAE's rate; AudioLDM-style
      // pipelines return 16 kHz NumPy waveforms.
      return className.startsWith("StableAudio") || /stable-audio/i.test(model.id)
        ? {
            imports: ["import soundfile as sf"],
            body: [
              `audio = pipe("Lo-fi beat with a soft piano melody", audio_end_in_s=10.0).audios[0]`,
              `sf.write("output.wav", audio.T.float().cpu().numpy(), pipe.vae.sampling_rate)`,
            ],
          }
        : {
            imports: ["import scipy"],
            body: [
              `audio = pipe("Lo-fi beat with a soft piano melody").audios[0]`,
              `scipy.io.wavfile.write("output.wav", rate=16000, data=audio)`,
            ],
          };
    case "unconditional-image-generation":
      return { imports: [], body: ["image = pipe().images[0]"] };
    default:
      return {
        imports: [],
        body: [`prompt = ${text(promptOf(model))}`, "image = pipe(prompt).images[0]"],
      };
  }
}

function pipelineSnippet(model: ModelData): string {
  const configured = pipelineClass(model);
  const className =
    model.pipeline_tag === "image-text-to-video"
      ? (IMAGE_TO_VIDEO_CLASSES[configured] ?? configured)
      : configured;
  const { imports, body } = taskLines(model, className);
  return [
    "import torch",
    ...imports.filter((line) => line.startsWith("import ")),
    `from diffusers import ${className}`,
    ...imports.filter((line) => line.startsWith("from ")),
    "",
    `pipe = ${className}.from_pretrained(${text(model.id)}, torch_dtype=${torchDtype(model)}).to("cuda")`,
    "",
    ...body,
  ].join("\n");
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
  const editsImages =
    model.pipeline_tag === "image-to-image" || model.pipeline_tag === "image-text-to-image";
  // Flux editing models (Kontext) take the image to edit, which the text-to-image recipe lacks.
  if (isFluxModel(model) && !(editsImages && !isAdapter)) {
    return [fluxSnippet(model, isAdapter && base ? base : model.id, isAdapter)];
  }
  if (isAdapter && base) return [adapterSnippet(model, base)];
  if (isSanaModel(model)) return [sanaSnippet(model.id)];
  return [pipelineSnippet(model)];
}
