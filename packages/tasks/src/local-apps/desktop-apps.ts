import type { ModelData } from "../model-data.js";
import { isLlamaCppModel, isMlxModel } from "./internal/compatibility.js";
import type { LocalApp } from "./local-app.js";

/** LM Studio runs MLX conversions of language and vision-language models, not MLX image models. */
function isMlxChatModel(model: ModelData): boolean {
  return (
    isMlxModel(model) &&
    (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text")
  );
}

/**
 * Desktop chat apps that open a GGUF (or MLX) repository from a link on the model page. The
 * links keep the model id unescaped because that is the form the apps parse.
 */
export const DESKTOP_APPS = {
  lmstudio: {
    prettyLabel: "LM Studio",
    docsUrl: "https://lmstudio.ai",
    mainTask: "text-generation",
    displayOnModelPage: (model) => isLlamaCppModel(model) || isMlxChatModel(model),
    deeplink: (model, filepath?: string) =>
      new URL(`lmstudio://open_from_hf?model=${model.id}${filepath ? `&file=${filepath}` : ""}`),
  },
  jan: {
    prettyLabel: "Jan",
    docsUrl: "https://jan.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`jan://models/huggingface/${model.id}`),
  },
  backyard: {
    prettyLabel: "Backyard AI",
    docsUrl: "https://backyard.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`https://backyard.ai/hf/model/${model.id}`),
  },
  sanctum: {
    prettyLabel: "Sanctum",
    docsUrl: "https://sanctum.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`sanctum://open_from_hf?model=${model.id}`),
  },
  jellybox: {
    prettyLabel: "Jellybox",
    docsUrl: "https://jellybox.com",
    mainTask: "text-generation",
    displayOnModelPage: (model) =>
      isLlamaCppModel(model) ||
      (model.library_name === "diffusers" &&
        model.tags.includes("safetensors") &&
        (model.pipeline_tag === "text-to-image" || model.tags.includes("lora"))),
    deeplink: (model) => {
      // Jellybox files models under three shelves: language models, image models and LoRAs.
      if (isLlamaCppModel(model))
        return new URL(`jellybox://llm/models/huggingface/LLM/${model.id}`);
      const shelf = model.tags.includes("lora") ? "ImageLora" : "Image";
      return new URL(`jellybox://image/models/huggingface/${shelf}/${model.id}`);
    },
  },
  msty: {
    prettyLabel: "Msty",
    docsUrl: "https://msty.app",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`msty://models/search/hf/${model.id}`),
  },
  recursechat: {
    prettyLabel: "RecurseChat",
    docsUrl: "https://recurse.chat",
    mainTask: "text-generation",
    macOSOnly: true,
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`recursechat://new-hf-gguf-model?hf-model-id=${model.id}`),
  },
} satisfies Record<string, LocalApp>;
