import type { ModelData } from "../model-data.js";
import { isLlamaCppModel, isMlxModel } from "./internal/compatibility.js";
import type { LocalApp } from "./local-app.js";
import { urlPath, urlQueryValue } from "../quoting.js";

/** LM Studio runs MLX conversions of language and vision-language models, not MLX image models. */
function isMlxChatModel(model: ModelData): boolean {
  return (
    isMlxModel(model) &&
    (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text")
  );
}

/**
 * Desktop chat apps that open a GGUF (or MLX) repository from a link on the model page. Ids
 * and file names are percent-encoded where they need it (`urlPath`, `urlQueryValue`), which
 * leaves ordinary ids as the apps expect them (`org/model`), and keeps a `&`, `#` or line break
 * from another hub from cutting the link or adding a parameter.
 */
export const DESKTOP_APPS = {
  lmstudio: {
    prettyLabel: "LM Studio",
    docsUrl: "https://lmstudio.ai",
    mainTask: "text-generation",
    displayOnModelPage: (model) => isLlamaCppModel(model) || isMlxChatModel(model),
    deeplink: (model, filepath?: string) =>
      new URL(
        `lmstudio://open_from_hf?model=${urlQueryValue(model.id)}${filepath ? `&file=${urlQueryValue(filepath)}` : ""}`,
      ),
  },
  jan: {
    prettyLabel: "Jan",
    docsUrl: "https://jan.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`jan://models/huggingface/${urlPath(model.id)}`),
  },
  backyard: {
    prettyLabel: "Backyard AI",
    docsUrl: "https://backyard.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`https://backyard.ai/hf/model/${urlPath(model.id)}`),
  },
  sanctum: {
    prettyLabel: "Sanctum",
    docsUrl: "https://sanctum.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`sanctum://open_from_hf?model=${urlQueryValue(model.id)}`),
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
        return new URL(`jellybox://llm/models/huggingface/LLM/${urlPath(model.id)}`);
      const shelf = model.tags.includes("lora") ? "ImageLora" : "Image";
      return new URL(`jellybox://image/models/huggingface/${shelf}/${urlPath(model.id)}`);
    },
  },
  msty: {
    prettyLabel: "Msty",
    docsUrl: "https://msty.app",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) => new URL(`msty://models/search/hf/${urlPath(model.id)}`),
  },
  recursechat: {
    prettyLabel: "RecurseChat",
    docsUrl: "https://recurse.chat",
    mainTask: "text-generation",
    macOSOnly: true,
    displayOnModelPage: isLlamaCppModel,
    deeplink: (model) =>
      new URL(`recursechat://new-hf-gguf-model?hf-model-id=${urlQueryValue(model.id)}`),
  },
} satisfies Record<string, LocalApp>;
