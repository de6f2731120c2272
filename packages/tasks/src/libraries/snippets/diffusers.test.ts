import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

const run = (library: "diffusers" | "diffusionkit" | "sana" | "mflux", model: ModelData) =>
  MODEL_LIBRARIES_UI_ELEMENTS[library].snippets?.(model) ?? [];

const stableDiffusion: ModelData = {
  id: "stabilityai/stable-diffusion-2-1",
  library_name: "diffusers",
  pipeline_tag: "text-to-image",
  tags: ["diffusers", "safetensors", "stable-diffusion", "text-to-image"],
  config: { diffusers: { _class_name: "StableDiffusionPipeline" } },
  cardData: { license: "openrail++" },
};

const fluxSchnell: ModelData = {
  id: "black-forest-labs/FLUX.1-schnell",
  library_name: "diffusers",
  pipeline_tag: "text-to-image",
  tags: ["diffusers", "safetensors", "text-to-image", "flux", "en"],
  config: { diffusers: { _class_name: "FluxPipeline" } },
  cardData: { license: "apache-2.0" },
};

const fluxDev: ModelData = {
  ...fluxSchnell,
  id: "black-forest-labs/FLUX.1-dev",
  gated: "auto",
  cardData: { license: "other", license_name: "flux-1-dev-non-commercial-license" },
};

const pixelArtLora: ModelData = {
  id: "nerijs/pixel-art-xl",
  library_name: "diffusers",
  pipeline_tag: "text-to-image",
  tags: ["diffusers", "text-to-image", "stable-diffusion", "lora"],
  cardData: {
    base_model: "stabilityai/stable-diffusion-xl-base-1.0",
    instance_prompt: "pixel art",
  },
};

describe("diffusers snippets", () => {
  it("load Stable Diffusion with the pipeline class named in its config", () => {
    expect(run("diffusers", stableDiffusion)).toEqual([
      `import torch
from diffusers import StableDiffusionPipeline

pipe = StableDiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-2-1", torch_dtype=torch.float16).to("cuda")

prompt = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k"
image = pipe(prompt).images[0]`,
    ]);
  });

  it("run FLUX.1 schnell in 4 steps without guidance", () => {
    expect(run("diffusers", fluxSchnell)).toEqual([
      `import torch
from diffusers import FluxPipeline

pipe = FluxPipeline.from_pretrained("black-forest-labs/FLUX.1-schnell", torch_dtype=torch.bfloat16)
pipe.enable_model_cpu_offload()

prompt = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k"
image = pipe(prompt, num_inference_steps=4, guidance_scale=0.0).images[0]
image.save("flux.png")`,
    ]);
  });

  it("run FLUX.1 dev in 50 steps, with the gated-model note", () => {
    expect(run("diffusers", fluxDev)).toEqual([
      `# This model is gated: accept its conditions on https://huggingface.co/black-forest-labs/FLUX.1-dev
# and log in first (\`hf auth login\`, or \`huggingface-cli login\` on older versions).
import torch
from diffusers import FluxPipeline

pipe = FluxPipeline.from_pretrained("black-forest-labs/FLUX.1-dev", torch_dtype=torch.bfloat16)
pipe.enable_model_cpu_offload()

prompt = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k"
image = pipe(prompt, num_inference_steps=50, guidance_scale=3.5).images[0]
image.save("flux.png")`,
    ]);
  });

  it("load a LoRA on its base model and prompt with the instance prompt", () => {
    expect(run("diffusers", pixelArtLora)).toEqual([
      `import torch
from diffusers import DiffusionPipeline

pipe = DiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0", torch_dtype=torch.float16).to("cuda")
pipe.load_lora_weights("nerijs/pixel-art-xl")

prompt = "pixel art"
image = pipe(prompt).images[0]`,
    ]);
  });

  it("attach ControlNets to their base model's ControlNet pipeline", () => {
    expect(
      run("diffusers", {
        id: "lllyasviel/sd-controlnet-canny",
        tags: ["diffusers", "controlnet", "image-to-image"],
        cardData: { base_model: "runwayml/stable-diffusion-v1-5" },
      }),
    ).toEqual([
      `import torch
from diffusers import ControlNetModel, StableDiffusionControlNetPipeline
from diffusers.utils import load_image

controlnet = ControlNetModel.from_pretrained("lllyasviel/sd-controlnet-canny", torch_dtype=torch.float16)
pipe = StableDiffusionControlNetPipeline.from_pretrained("runwayml/stable-diffusion-v1-5", controlnet=controlnet, torch_dtype=torch.float16).to("cuda")

# The conditioning image: edges, depth or pose, whichever this ControlNet was trained on
control_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg")
image = pipe("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k", image=control_image).images[0]`,
    ]);
  });

  it("give Flux LoRAs their base model's step count", () => {
    const [snippet] = run("diffusers", corpusModel("alvdansen/flux-koda"));
    expect(snippet).toContain(`pipe = FluxPipeline.from_pretrained("black-forest-labs/FLUX.1-dev"`);
    expect(snippet).toContain(`pipe.load_lora_weights("alvdansen/flux-koda")`);
    expect(snippet).toContain(`prompt = "flmft style"`);
    expect(snippet).toContain("num_inference_steps=50");
  });

  it("quote an instance prompt holding quotes as one Python string", () => {
    const [snippet] = run("diffusers", {
      ...corpusModel("alvdansen/flux-koda"),
      cardData: { base_model: "black-forest-labs/FLUX.1-dev", instance_prompt: 'a "koda" photo' },
    });
    expect(snippet).toContain(`prompt = "a \\"koda\\" photo"`);
  });
});

describe("Sana snippets", () => {
  const expected = `import torch
from diffusers import SanaPipeline

pipe = SanaPipeline.from_pretrained("Efficient-Large-Model/Sana_1600M_1024px_diffusers", torch_dtype=torch.bfloat16)
pipe.to("cuda")

image = pipe(
    prompt="Astronaut in a jungle, cold color palette, muted colors, detailed, 8k",
    height=1024,
    width=1024,
    guidance_scale=5.0,
    num_inference_steps=18,
    generator=torch.Generator(device="cuda").manual_seed(42),
).images[0]
image.save("sana.png")`;
  const sana: ModelData = {
    id: "Efficient-Large-Model/Sana_1600M_1024px_diffusers",
    tags: ["diffusers", "sana", "text-to-image"],
    config: { diffusers: { _class_name: "SanaPipeline" } },
  };

  it("use 18 steps, guidance 5 and 1024×1024 from the Sana entry", () => {
    expect(run("sana", sana)).toEqual([expected]);
  });

  it("use the same recipe from the diffusers entry", () => {
    expect(run("diffusers", sana)).toEqual([expected]);
  });
});

describe("DiffusionKit and mflux snippets", () => {
  it("run the fast Flux variant in 4 steps with DiffusionKit", () => {
    expect(
      run("diffusionkit", { id: "argmaxinc/mlx-FLUX.1-schnell", tags: ["diffusionkit"] }),
    ).toEqual([
      `# pip install diffusionkit
from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(
    shift=1.0,
    model_version="argmaxinc/mlx-FLUX.1-schnell",
    low_memory_mode=True,
    a16=True,
    w16=True,
)

image, _ = pipeline.generate_image(
    "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k",
    cfg_weight=0.0,
    num_steps=4,
    latent_size=(1024 // 8, 1024 // 8),
)
image.save("image.png")`,
    ]);
  });

  it("run Flux dev in 50 steps with DiffusionKit and mflux", () => {
    const dev: ModelData = { id: "argmaxinc/mlx-FLUX.1-dev", tags: ["flux"] };
    expect(run("diffusionkit", dev)[0]).toContain("num_steps=50,");
    expect(run("mflux", dev)[0]).toContain("--base-model dev");
    expect(run("mflux", dev)[0]).toContain("--steps 50");
    expect(run("mflux", { id: "madroid/flux.1-schnell-mflux-4bit", tags: [] })[0]).toContain(
      "--steps 4",
    );
  });

  it("run Stable Diffusion 3 through DiffusionKit's DiffusionPipeline", () => {
    const [snippet] = run("diffusionkit", {
      id: "argmaxinc/mlx-stable-diffusion-3-medium",
      tags: [],
    });
    expect(snippet).toContain("from diffusionkit.mlx import DiffusionPipeline");
    expect(snippet).toContain(`model_version="argmaxinc/mlx-stable-diffusion-3-medium"`);
  });
});
