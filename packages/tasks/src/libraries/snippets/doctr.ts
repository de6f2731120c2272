import type { ModelData } from "../../model-data.js";
import { pythonString as q } from "../../quoting.js";

/**
 * docTR: `from_hub` builds the model a repository holds, and the predictor it plugs into
 * depends on the task docTR's push helper writes into the repository's tags (detection,
 * recognition, orientation classification, layout). Recognition is the default.
 *
 * @example
 * ```ts
 * doctrSnippets({ id: "Felix92/doctr-torch-db-mobilenet-v3-large", tags: ["doctr", "detection"] });
 * ```
 */
export const doctrSnippets = (model: ModelData): string[] => {
  const head = [
    "from doctr.io import DocumentFile",
    "from doctr.models import from_hub, PREDICTOR",
    "",
    `model = from_hub(${q(model.id)})`,
  ];
  const document = `document = DocumentFile.from_images(["page.jpg"])`;
  const withPredictor = (predictor: string, lines: string[]) =>
    [head[0], head[1]?.replace("PREDICTOR", predictor), ...head.slice(2), ...lines].join("\n");
  if (model.tags.includes("detection")) {
    return [
      withPredictor("ocr_predictor", [
        `predictor = ocr_predictor(det_arch=model, reco_arch="crnn_vgg16_bn", pretrained=True)`,
        document,
        "print(predictor(document).render())",
      ]),
    ];
  }
  if (model.tags.includes("classification")) {
    return [
      withPredictor("crop_orientation_predictor", [
        "predictor = crop_orientation_predictor(arch=model, pretrained=True)",
        document,
        "print(predictor(document))",
      ]),
    ];
  }
  if (model.tags.includes("layout")) {
    return [
      withPredictor("layout_predictor", [
        "predictor = layout_predictor(arch=model, pretrained=True)",
        document,
        "print(predictor(document))",
      ]),
    ];
  }
  return [
    withPredictor("ocr_predictor", [
      `predictor = ocr_predictor(det_arch="fast_base", reco_arch=model, pretrained=True)`,
      document,
      "print(predictor(document).render())",
    ]),
  ];
};
