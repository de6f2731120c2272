import type { LibraryUiElement } from "../library-ui-element.js";
import {
  aneforgeSnippets,
  fastaiSnippets,
  kerasHubSnippets,
  kerasSnippets,
  litertSnippets,
  mindsporeSnippets,
  prunaAiSnippets,
  pxiaSnippets,
  pythaeSnippets,
  tensorrtSnippets,
  tfKerasSnippets,
  unitySentisSnippets,
  zeromodelsSnippets,
} from "./snippets/frameworks.js";

/**
 * General deep-learning frameworks and model-export runtimes.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * RUNTIMES_FRAMEWORKS_LIBRARIES["keras"].prettyLabel; // "Keras"
 * ```
 */
export const RUNTIMES_FRAMEWORKS_LIBRARIES = {
  keras: {
    prettyLabel: "Keras",
    repoName: "Keras",
    repoUrl: "https://github.com/keras-team/keras",
    docsUrl: "https://huggingface.co/docs/hub/keras",
    filter: true,
    countDownloads: `path:"config.json" OR path_extension:"keras"`,
    pipelines: ["image-classification", "text-classification", "text-generation"],
    snippets: kerasSnippets,
  },
  "tf-keras": {
    prettyLabel: "TF-Keras",
    repoName: "TF-Keras",
    repoUrl: "https://github.com/keras-team/tf-keras",
    docsUrl: "https://huggingface.co/docs/hub/tf-keras",
    countDownloads: `path:"saved_model.pb"`,
    pipelines: ["image-classification", "text-classification"],
    snippets: tfKerasSnippets,
  },
  "keras-hub": {
    prettyLabel: "KerasHub",
    repoName: "KerasHub",
    repoUrl: "https://github.com/keras-team/keras-hub",
    docsUrl: "https://keras.io/keras_hub/",
    filter: true,
    pipelines: ["text-generation", "image-classification", "text-classification", "text-to-image"],
    snippets: kerasHubSnippets,
  },
  zeromodels: {
    prettyLabel: "ZeroModels",
    repoName: "ZeroModels",
    repoUrl: "https://github.com/IMvision12/ZeroModels",
    docsUrl: "https://imvision12.github.io/ZeroModels/",
    filter: false,
    countDownloads: `path:"model.weights.h5" OR path:"model.weights.json"`,
    pipelines: ["image-classification"],
    snippets: zeromodelsSnippets,
  },
  fastai: {
    prettyLabel: "fastai",
    repoName: "fastai",
    repoUrl: "https://github.com/fastai/fastai",
    docsUrl: "https://huggingface.co/docs/hub/fastai",
    filter: true,
    pipelines: ["image-classification", "tabular-classification"],
    snippets: fastaiSnippets,
  },
  mindspore: {
    prettyLabel: "MindSpore",
    repoName: "mindspore",
    repoUrl: "https://github.com/mindspore-ai/mindspore",
    snippets: mindsporeSnippets,
  },
  litert: {
    prettyLabel: "LiteRT",
    repoName: "LiteRT",
    repoUrl: "https://github.com/google-ai-edge/LiteRT",
    filter: false,
    countDownloads: `path_extension:"tflite"`,
    pipelines: ["image-classification", "object-detection"],
    snippets: litertSnippets,
  },
  tensorrt: {
    prettyLabel: "TensorRT",
    repoName: "TensorRT",
    repoUrl: "https://github.com/NVIDIA/TensorRT",
    countDownloads: `path_extension:"onnx"`,
    snippets: tensorrtSnippets,
    snippetLanguage: "sh",
  },
  "unity-sentis": {
    prettyLabel: "unity-sentis",
    repoName: "unity-sentis",
    repoUrl: "https://github.com/Unity-Technologies/sentis-samples",
    filter: true,
    countDownloads: `path_extension:"sentis"`,
    snippets: unitySentisSnippets,
    snippetLanguage: "csharp",
  },
  aneforge: {
    prettyLabel: "ANEForge",
    repoName: "ANEForge",
    repoUrl: "https://github.com/sbryngelson/ANEForge",
    docsUrl: "https://aneforge.readthedocs.io",
    filter: false,
    snippets: aneforgeSnippets,
  },
  "pruna-ai": {
    prettyLabel: "Pruna AI",
    repoName: "Pruna AI",
    repoUrl: "https://github.com/PrunaAI/pruna",
    docsUrl: "https://docs.pruna.ai",
    pipelines: ["text-generation", "text-to-image"],
    snippets: prunaAiSnippets,
  },
  pythae: {
    prettyLabel: "pythae",
    repoName: "pythae",
    repoUrl: "https://github.com/clementchadebec/benchmark_VAE",
    filter: false,
    pipelines: ["unconditional-image-generation"],
    snippets: pythaeSnippets,
  },
  pxia: {
    prettyLabel: "pxia",
    repoName: "pxia",
    repoUrl: "https://github.com/not-lain/pxia",
    filter: false,
    pipelines: ["text-generation", "image-classification"],
    snippets: pxiaSnippets,
  },
} satisfies Record<string, LibraryUiElement>;
