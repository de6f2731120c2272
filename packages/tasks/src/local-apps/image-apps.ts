import { isDiffusersImageModel } from "./internal/compatibility.js";
import type { LocalApp } from "./local-app.js";
import { urlPath, urlQueryValue } from "../quoting.js";

/** Desktop image-generation apps that import diffusers checkpoints and LoRAs from the Hub. */
export const IMAGE_APPS = {
  drawthings: {
    prettyLabel: "Draw Things",
    docsUrl: "https://drawthings.ai",
    mainTask: "text-to-image",
    macOSOnly: true,
    displayOnModelPage: isDiffusersImageModel,
    deeplink: (model) => {
      // A LoRA is imported on top of a base model; anything else is a full pipeline.
      const loader = model.tags.includes("lora") ? "load_lora_weights" : "from_pretrained";
      return new URL(
        `https://drawthings.ai/import/diffusers/pipeline.${loader}?repo_id=${urlQueryValue(model.id)}`,
      );
    },
  },
  diffusionbee: {
    prettyLabel: "DiffusionBee",
    docsUrl: "https://diffusionbee.com",
    mainTask: "text-to-image",
    macOSOnly: true,
    displayOnModelPage: (model) =>
      model.library_name === "diffusers" && model.pipeline_tag === "text-to-image",
    deeplink: (model) =>
      new URL(`https://diffusionbee.com/huggingface_import?model_id=${urlQueryValue(model.id)}`),
  },
  joyfusion: {
    prettyLabel: "JoyFusion",
    docsUrl: "https://joyfusion.app",
    mainTask: "text-to-image",
    macOSOnly: true,
    // JoyFusion runs Core ML conversions made for it, which their authors tag `joyfusion`.
    displayOnModelPage: (model) =>
      model.tags.includes("coreml") &&
      model.tags.includes("joyfusion") &&
      model.pipeline_tag === "text-to-image",
    deeplink: (model) =>
      new URL(`https://joyfusion.app/import_from_hf?repo_id=${urlQueryValue(model.id)}`),
  },
  invoke: {
    prettyLabel: "Invoke",
    docsUrl: "https://github.com/invoke-ai/InvokeAI",
    mainTask: "text-to-image",
    displayOnModelPage: (model) =>
      model.library_name === "diffusers" && model.pipeline_tag === "text-to-image",
    deeplink: (model) => new URL(`https://models.invoke.ai/huggingface/${urlPath(model.id)}`),
  },
} satisfies Record<string, LocalApp>;
