import type { ModelData } from "../../model-data.js";
import { extensionDownload, shellFileDownload } from "../internal/download-snippet.js";
import {
  fileNames,
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { pythonString as q, shellWord } from "../../quoting.js";

/** Keras 3: `hf://` paths load saved models; KerasHub presets are handled by keras-hub. */
export const kerasSnippets = (model: ModelData): string[] => [
  `# pip install "keras>=3"
import keras

model = keras.saving.load_model(${q(`hf://${model.id}`)})`,
];

/**
 * TF-Keras (Keras 2): repositories pushed with `push_to_hub_keras` hold a SavedModel at their
 * root, which tf-keras loads from the downloaded folder. huggingface_hub 1.0 removed its
 * `from_pretrained_keras` helper, so the snippet does not use it.
 *
 * @example
 * ```ts
 * tfKerasSnippets({ id: "keras-io/tab_transformer", tags: ["tf-keras"] });
 * ```
 */
export const tfKerasSnippets = (model: ModelData): string[] => [
  `# pip install tf-keras "huggingface_hub>=1.0"
import tf_keras
from huggingface_hub import snapshot_download

model = tf_keras.models.load_model(snapshot_download(${q(model.id)}))
model.summary()`,
];

/** The KerasHub task class for each Hub task, so presets load with their head. */
const KERAS_HUB_TASKS: Record<string, string> = {
  "text-generation": "CausalLM",
  "text-classification": "TextClassifier",
  "image-classification": "ImageClassifier",
  "text-to-image": "TextToImage",
};

/** KerasHub: presets load with the task class for the model's task, or as a backbone. */
export const kerasHubSnippets = (model: ModelData): string[] => {
  const task = (model.pipeline_tag && KERAS_HUB_TASKS[model.pipeline_tag]) ?? "Backbone";
  const run =
    task === "CausalLM"
      ? `\nprint(model.generate("The quick brown fox", max_length=30))`
      : task === "TextToImage"
        ? `\nimage = model.generate("Astronaut in a jungle")`
        : "";
  return [
    `import keras_hub

model = keras_hub.models.${task}.from_preset(${q(`hf://${model.id}`)})${run}`,
  ];
};

/** ZeroModels: Keras 3 image models with their weights in a `.weights.h5` file. */
export const zeromodelsSnippets = (model: ModelData): string[] => {
  const weights = extensionDownload(model, "weights_path", [".weights.h5"]);
  return [
    [
      "import keras",
      ...weights.imports,
      "",
      ...weights.lines,
      "# Build the matching ZeroModels architecture (https://imvision12.github.io/ZeroModels/), then:",
      "# model.load_weights(weights_path)",
    ].join("\n"),
  ];
};

/** fastai: learners pushed with `push_to_hub_fastai`. */
export const fastaiSnippets = (model: ModelData): string[] => [
  `from huggingface_hub import from_pretrained_fastai

learner = from_pretrained_fastai(${q(model.id)})
# learner.predict(item) runs the model on one input`,
];

/** MindSpore: checkpoints are downloaded and loaded into the matching network. */
export const mindsporeSnippets = (model: ModelData): string[] => [
  `import mindspore
from huggingface_hub import ${hubDownloadImports(model, [".ckpt"])}

checkpoint = ${pythonFileDownload(model, [".ckpt"])}
parameters = mindspore.load_checkpoint(checkpoint)
# mindspore.load_param_into_net(network, parameters) fills a network built from the same config`,
];

/**
 * LiteRT (TensorFlow Lite): `.tflite` models run by the interpreter. Language-model
 * repositories without a `.tflite` file hold MediaPipe LLM Inference bundles (`.bin`, `.task`),
 * which the interpreter cannot run, so they are downloaded with a note on what loads them.
 *
 * @example
 * ```ts
 * litertSnippets({ id: "google/gemma-2b-it-tflite", tags: ["litert"], pipeline_tag: "text-generation" });
 * ```
 */
export const litertSnippets = (model: ModelData): string[] => {
  const hasTflite = fileNames(model).some((file) => file.endsWith(".tflite"));
  const bundle = fileNames(model).find((file) => /\.(bin|task)$/.test(file));
  if (!hasTflite && (bundle || model.pipeline_tag === "text-generation")) {
    return [
      `from huggingface_hub import ${hubDownloadImports(model, [".task", ".bin"])}

bundle_path = ${pythonFileDownload(model, [".task", ".bin"])}
# A MediaPipe LLM Inference bundle: load bundle_path with the LLM Inference API on Android, iOS
# or the web (https://ai.google.dev/edge/mediapipe/solutions/genai/llm_inference)`,
    ];
  }
  return [
    `# pip install ai-edge-litert
from ai_edge_litert.interpreter import Interpreter
from huggingface_hub import ${hubDownloadImports(model, [".tflite"])}

model_path = ${pythonFileDownload(model, [".tflite"])}
interpreter = Interpreter(model_path=model_path)
interpreter.allocate_tensors()
print(interpreter.get_input_details())`,
  ];
};

/** TensorRT: an ONNX model built into an engine with `trtexec`. */
export const tensorrtSnippets = (model: ModelData): string[] => {
  const onnx = shellFileDownload(model, [".onnx"]);
  return [
    `${onnx.lines.join("\n")}
trtexec --onnx=${onnx.path} --saveEngine=model.engine`,
  ];
};

/**
 * Unity Sentis 2.1 (C#): the downloaded `.sentis` or `.onnx` file becomes a `ModelAsset` in the
 * project; a MonoBehaviour loads it, runs it on a worker and reads the first output. Image
 * models get their input from a texture; others from an array shaped like the model's input.
 */
export const unitySentisSnippets = (model: ModelData): string[] => {
  const folder = `Assets/${nameWithoutNamespace(model.id)}`;
  const image = /image|object-detection|depth|segmentation/.test(model.pipeline_tag ?? "");
  const input = image
    ? ["    public Texture2D inputImage;  // any image, resized by the converter", ""]
    : [];
  const makeInput = image
    ? "        using Tensor<float> input = TextureConverter.ToTensor(inputImage, 640, 640, 3);"
    : "        using Tensor<float> input = new Tensor<float>(model.inputs[0].shape.ToTensorShape());  // fill with your data";
  return [
    `// Unity Sentis 2.1 (package com.unity.sentis). Put the model files into the project:
//   hf download ${shellWord(model.id)} --local-dir ${shellWord(folder)}
// then drag its .sentis (or .onnx) asset onto the modelAsset field of this component.
using Unity.Sentis;
using UnityEngine;

public class RunSentisModel : MonoBehaviour
{
    public ModelAsset modelAsset;
${input.join("\n")}    Worker worker;

    void Start()
    {
        Model model = ModelLoader.Load(modelAsset);
        worker = new Worker(model, BackendType.GPUCompute);
${makeInput}
        worker.Schedule(input);
        var output = worker.PeekOutput() as Tensor<float>;
        using Tensor<float> values = output.ReadbackAndClone();
        Debug.Log($"Output shape {values.shape}, first value {values[0]}");
    }

    void OnDestroy() => worker?.Dispose();
}`,
  ];
};

/**
 * ANEForge: runs models on the Apple Neural Engine without CoreML; `af.load` fuses a pretrained
 * model folder into one ANE program.
 */
export const aneforgeSnippets = (model: ModelData): string[] => [
  `# Apple silicon only: git clone https://github.com/sbryngelson/ANEForge && pip install -e "ANEForge[models]"
import aneforge as af
from huggingface_hub import snapshot_download

model = af.load(snapshot_download(${q(model.id)}))  # compiled once into a single ANE program
# Call it like a function on NumPy inputs, e.g. outputs = model(inputs)`,
];

/** Pruna AI: compressed models loaded through `PrunaModel`. */
export const prunaAiSnippets = (model: ModelData): string[] => [
  `# pip install pruna
from pruna import PrunaModel

model = PrunaModel.from_pretrained(${q(model.id)})`,
];

/** pythae: variational autoencoders saved with `push_to_hf_hub`. */
export const pythaeSnippets = (model: ModelData): string[] => [
  `from pythae.models import AutoModel

model = AutoModel.load_from_hf_hub(${q(model.id)})`,
];

/** pxia: small models whose classes come from the pxia package. */
export const pxiaSnippets = (model: ModelData): string[] => [
  `# pip install pxia
from pxia import AutoModel

model = AutoModel.from_pretrained(${q(model.id)})`,
];
