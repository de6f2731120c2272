import type { CardData, ModelData, TransformersInfo } from "../../model-data.js";
import type { PipelineType } from "../../pipelines.js";

/**
 * A short chat template in the Jinja dialect tokenizers ship; its content does not matter to
 * the snippets, only its presence (it marks a model as conversational).
 */
export const CHAT_TEMPLATE =
  "{% for message in messages %}{{ '<|' + message['role'] + '|>\\n' + message['content'] + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|assistant|>\\n' }}{% endif %}";

/** What a transformers model needs beyond its id; the rest of the descriptor is derived. */
export interface TransformersModelSpec {
  id: string;
  pipeline: PipelineType;
  architecture: string;
  modelType: string;
  autoModel: string;
  processor?: string;
  /** Set when the repository ships its own modelling code (`trust_remote_code`). */
  customClass?: string;
  chat?: boolean;
  gated?: false | "auto" | "manual";
  baseModel?: string;
  baseModelRelation?: "adapter" | "merge" | "quantized" | "finetune";
  extraTags?: string[];
  cardData?: CardData;
  /** Files of the repository besides the usual config and weights. */
  files?: string[];
  /** Leave transformersInfo out, as the Hub does for repositories it could not analyse. */
  withoutTransformersInfo?: boolean;
}

/**
 * Builds a transformers descriptor the way the Hub reports one: the library, weight format,
 * model type and task as tags, base-model tags, `config`, `transformersInfo` and siblings.
 */
export function describeTransformersModel(spec: TransformersModelSpec): ModelData {
  const baseModelTags = spec.baseModel
    ? [
        `base_model:${spec.baseModel}`,
        `base_model:${spec.baseModelRelation ?? "finetune"}:${spec.baseModel}`,
      ]
    : [];
  const tags = [
    "transformers",
    "safetensors",
    spec.modelType,
    spec.pipeline,
    ...(spec.chat ? ["conversational"] : []),
    ...(spec.customClass ? ["custom_code"] : []),
    ...(spec.extraTags ?? []),
    ...baseModelTags,
    "region:us",
  ];
  const transformersInfo: TransformersInfo = {
    auto_model: spec.autoModel,
    pipeline_tag: spec.pipeline,
    ...(spec.processor ? { processor: spec.processor } : {}),
    ...(spec.customClass ? { custom_class: spec.customClass } : {}),
  };
  const cardData: CardData | undefined =
    spec.cardData || spec.baseModel
      ? {
          ...spec.cardData,
          ...(spec.baseModel ? { base_model: spec.baseModel } : {}),
          ...(spec.baseModelRelation ? { base_model_relation: spec.baseModelRelation } : {}),
        }
      : undefined;
  return {
    id: spec.id,
    author: spec.id.split("/")[0],
    gated: spec.gated ?? false,
    pipeline_tag: spec.pipeline,
    library_name: "transformers",
    tags,
    config: {
      architectures: [spec.architecture],
      model_type: spec.modelType,
      ...(spec.customClass ? { auto_map: { [spec.autoModel]: spec.customClass } } : {}),
      ...(spec.chat
        ? {
            tokenizer_config: { chat_template: CHAT_TEMPLATE, eos_token: "</s>", bos_token: "<s>" },
          }
        : {}),
    },
    ...(cardData ? { cardData } : {}),
    ...(spec.withoutTransformersInfo ? {} : { transformersInfo }),
    siblings: [".gitattributes", "README.md", "config.json", "model.safetensors"]
      .concat(spec.files ?? [])
      .map((rfilename) => ({ rfilename })),
  };
}

/** The siblings list of a repository, from its file names. */
export function siblingsOf(...files: string[]): { rfilename: string }[] {
  return [".gitattributes", "README.md", ...files].map((rfilename) => ({ rfilename }));
}
