import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

const snippet = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.diffusers.snippets?.(model)[0];
const byId = (id: string) => snippet(corpusModel(id)) ?? "";

describe("diffusers precision", () => {
  it.each([
    "Qwen/Qwen-Image",
    "Qwen/Qwen-Image-Edit",
    "stabilityai/stable-diffusion-3.5-large",
    "Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
    "Wan-AI/Wan2.1-I2V-14B-480P-Diffusers",
    "Lightricks/LTX-Video",
    "InstantX/FLUX.1-dev-Controlnet-Canny",
  ])("loads the bf16-trained %s in bfloat16", (id) => {
    expect(byId(id)).toContain("torch_dtype=torch.bfloat16");
    expect(byId(id)).not.toContain("torch.float16");
  });

  it.each(["stabilityai/stable-diffusion-xl-base-1.0", "CompVis/stable-diffusion-v1-4"])(
    "keeps float16 for %s",
    (id) => {
      expect(byId(id)).toContain("torch_dtype=torch.float16");
    },
  );

  it("reads the family from the id when the config names no pipeline class", () => {
    const hiDream: ModelData = {
      id: "HiDream-ai/HiDream-I1-Full",
      library_name: "diffusers",
      pipeline_tag: "text-to-image",
      tags: ["diffusers", "safetensors", "text-to-image", "HiDream", "license:mit"],
    };
    expect(snippet(hiDream)).toContain("torch_dtype=torch.bfloat16");
  });
});

describe("diffusers task pipelines", () => {
  it("edit an image with the image-conditioned pipeline, not a text-to-image call", () => {
    expect(byId("Qwen/Qwen-Image-Edit")).toContain(
      `pipe = QwenImageEditPipeline.from_pretrained("Qwen/Qwen-Image-Edit", torch_dtype=torch.bfloat16).to("cuda")`,
    );
    expect(byId("Qwen/Qwen-Image-Edit")).toContain(
      `image = pipe(prompt="Turn the cat into a tiger", image=image).images[0]`,
    );
    const kontext = byId("black-forest-labs/FLUX.1-Kontext-dev");
    expect(kontext).toContain("FluxKontextPipeline.from_pretrained");
    expect(kontext).toContain("image=image");
    expect(byId("timbrooks/instruct-pix2pix")).toContain("image=image");
  });

  it("animate an image with the family's image-to-video class and read .frames", () => {
    const ltx = byId("Lightricks/LTX-Video");
    expect(ltx).toContain("from diffusers import LTXImageToVideoPipeline");
    expect(ltx).toContain(
      `frames = pipe(image=image, prompt="The cat turns its head and blinks slowly").frames[0]`,
    );
    expect(byId("stabilityai/stable-video-diffusion-img2vid-xt")).toContain(
      "frames = pipe(image=image).frames[0]",
    );
  });

  it("make sound with .audios and write it at the pipeline's rate", () => {
    expect(byId("cvssp/audioldm2")).toBe(`import torch
import scipy
from diffusers import AudioLDM2Pipeline

pipe = AudioLDM2Pipeline.from_pretrained("cvssp/audioldm2", torch_dtype=torch.float16).to("cuda")

audio = pipe("Lo-fi beat with a soft piano melody").audios[0]
scipy.io.wavfile.write("output.wav", rate=16000, data=audio)`);
    const stableAudio = byId("stabilityai/stable-audio-open-1.0");
    expect(stableAudio).toContain(".audios[0]");
    expect(stableAudio).toContain("pipe.vae.sampling_rate");
    expect(stableAudio).not.toContain(".images");
  });
});

describe("diffusers adapters", () => {
  it("pass the conditioning image to Flux ControlNets as control_image", () => {
    const controlNet = byId("InstantX/FLUX.1-dev-Controlnet-Canny");
    expect(controlNet).toContain(
      "from diffusers import FluxControlNetModel, FluxControlNetPipeline",
    );
    expect(controlNet).toContain("control_image=control_image");
    expect(controlNet).not.toContain(", image=control_image");
  });

  it("name the weight file of a LoRA repository holding several, for the base family", () => {
    const hyper = byId("ByteDance/Hyper-SD");
    expect(hyper).toContain(
      `pipe.load_lora_weights("ByteDance/Hyper-SD", weight_name="Hyper-FLUX.1-dev-8steps-lora.safetensors")`,
    );
    expect(hyper).toContain("num_inference_steps=8");
    // A repository with one weight file needs no weight_name.
    expect(byId("nerijs/pixel-art-xl")).toContain(`pipe.load_lora_weights("nerijs/pixel-art-xl")`);
  });
});
