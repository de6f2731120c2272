import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS, type ModelLibraryKey } from "../index.js";

const run = (library: ModelLibraryKey, model: ModelData): string =>
  (MODEL_LIBRARIES_UI_ELEMENTS[library].snippets?.(model) ?? []).join("\n\n");

describe("pyannote.audio 4", () => {
  it.each(["pyannote/speaker-diarization-community-1", "pyannote/speaker-diarization-3.1"])(
    "reads the turns of %s whatever the pipeline returns",
    (id) => {
      const snippet = run("pyannote-audio", corpusModel(id));
      expect(snippet).toContain("# Written for pyannote.audio 4.x");
      expect(snippet).toContain(`token="YOUR_HF_TOKEN"`);
      // 4.x returns an output with .speaker_diarization for new pipelines, turns for legacy ones.
      expect(snippet).toContain(`diarization = getattr(output, "speaker_diarization", output)`);
      expect(snippet).not.toContain("use_auth_token");
      expect(snippet).not.toMatch(/^diarization = pipeline\(/m);
    },
  );
});

describe("pyannote.audio 4 models", () => {
  it("loads a segmentation model with token=, as 4.x names it", () => {
    const snippet = run("pyannote-audio", corpusModel("pyannote/segmentation-3.0"));
    expect(snippet).toContain("# Written for pyannote.audio 4.x");
    expect(snippet).toContain(
      `model = Model.from_pretrained("pyannote/segmentation-3.0", token="YOUR_HF_TOKEN")`,
    );
    expect(snippet).not.toContain("use_auth_token");
  });
});

describe("tf-keras", () => {
  it("loads the SavedModel folder with tf_keras, not huggingface_hub's removed helper", () => {
    const snippet = run("tf-keras", corpusModel("keras-io/tab_transformer"));
    expect(snippet).not.toContain("from_pretrained_keras");
    expect(snippet).toContain(
      `model = tf_keras.models.load_model(snapshot_download("keras-io/tab_transformer"))`,
    );
  });
});

describe("TimesFM", () => {
  it("loads 2.5 checkpoints with timesfm 2.x's class", () => {
    const snippet = run("timesfm", corpusModel("google/timesfm-2.5-200m-pytorch"));
    expect(snippet).toContain(
      `timesfm.TimesFM_2p5_200M_torch.from_pretrained("google/timesfm-2.5-200m-pytorch")`,
    );
  });

  it("loads 1.0 and 2.0 checkpoints with the archived 1.x package and its TimesFm class", () => {
    const two = run("timesfm", corpusModel("google/timesfm-2.0-500m-pytorch"));
    expect(two).toContain("pip install timesfm==1.3.0");
    expect(two).not.toContain("TimesFM_2p5_200M_torch");
    expect(two).toContain("num_layers=50,");
    expect(two).toContain(
      `checkpoint=timesfm.TimesFmCheckpoint(huggingface_repo_id="google/timesfm-2.0-500m-pytorch")`,
    );
    const one = run("timesfm", corpusModel("google/timesfm-1.0-200m-pytorch"));
    expect(one).toContain("timesfm.TimesFm(");
    expect(one).not.toContain("num_layers");
  });
});

describe("TabPFN", () => {
  it("takes the checkpoint of the model's task from the repository's own files", () => {
    const snippet = run("tabpfn", corpusModel("Prior-Labs/tabpfn_2_5"));
    expect(snippet).toContain(
      `checkpoint = hf_hub_download(repo_id="Prior-Labs/tabpfn_2_5", filename="tabpfn-v2.5-classifier-v2.5_default.ckpt")`,
    );
    expect(snippet).toContain("model = TabPFNClassifier(model_path=checkpoint)");
  });

  it("gives a regressor a regressor checkpoint and a regression dataset, naming no file it cannot see", () => {
    const snippet = run("tabpfn", corpusModel("Prior-Labs/TabPFN-v2-reg"));
    expect(snippet).toContain("model = TabPFNRegressor(model_path=checkpoint)");
    expect(snippet).toContain("load_diabetes(return_X_y=True)");
    expect(snippet).not.toContain("classifier");
    expect(snippet).toContain(
      `checkpoint = str(next(Path(snapshot_download("Prior-Labs/TabPFN-v2-reg")).glob("**/*regressor*.ckpt")))`,
    );
  });
});

describe("docTR", () => {
  it("plugs a detection model in as det_arch and a recognition model as reco_arch", () => {
    const detection = run("doctr", corpusModel("Felix92/doctr-torch-db-mobilenet-v3-large"));
    expect(detection).toContain(
      `predictor = ocr_predictor(det_arch=model, reco_arch="crnn_vgg16_bn", pretrained=True)`,
    );
    const recognition = run("doctr", corpusModel("Felix92/doctr-torch-parseq-multilingual-v1"));
    expect(recognition).toContain(
      `predictor = ocr_predictor(det_arch="fast_base", reco_arch=model, pretrained=True)`,
    );
  });
});

describe("mlx-image", () => {
  it("creates the architecture by name and loads this repository's weights", () => {
    expect(run("mlx-image", corpusModel("mlx-vision/resnet18-mlxim"))).toBe(
      `from huggingface_hub import hf_hub_download
from mlxim.model import create_model

weights_path = hf_hub_download(repo_id="mlx-vision/resnet18-mlxim", filename="model.safetensors")
model = create_model("resnet18", weights=weights_path)
model.eval()`,
    );
  });
});

describe("LeRobot", () => {
  it("evaluates a policy in the simulation its dataset comes from", () => {
    const aloha = run("lerobot", corpusModel("lerobot/act_aloha_sim_transfer_cube_human"));
    expect(aloha).toContain("--env.type=aloha --env.task=AlohaTransferCube-v0");
    expect(aloha).not.toContain("pusht");
    expect(run("lerobot", corpusModel("lerobot/diffusion_pusht"))).toContain(
      "lerobot-eval --policy.path=lerobot/diffusion_pusht --env.type=pusht",
    );
  });
});

describe("RWKV", () => {
  it("turns RWKV-7 support on before the import and loads a real checkpoint of the repository", () => {
    const snippet = run("rwkv", corpusModel("BlinkDL/rwkv-7-world"));
    expect(snippet.indexOf(`os.environ["RWKV_V7_ON"] = "1"`)).toBeLessThan(
      snippet.indexOf("from rwkv.model import RWKV"),
    );
    expect(snippet).toContain(`filename="RWKV-x070-World-0.1B-v2.8-20241210-ctx4096.pth"`);
    expect(snippet).toContain(`PIPELINE(model, "rwkv_vocab_v20230424")`);
  });

  it("names no checkpoint file when the descriptor lists none", () => {
    const snippet = run("rwkv", {
      id: "BlinkDL/rwkv-6-world",
      tags: ["rwkv"],
      library_name: "rwkv",
    });
    expect(snippet).not.toContain("model.pth");
    expect(snippet).toContain(`glob("**/*.pth")`);
  });
});

describe("fallbacks with a documented API", () => {
  it("RecurrentGemma loads the parameters into Griffin and samples, naming no file it cannot see", () => {
    const snippet = run("recurrentgemma", corpusModel("google/recurrentgemma-2b-it"));
    expect(snippet).toContain("from recurrentgemma import torch as recurrentgemma");
    expect(snippet).toContain("preset=recurrentgemma.Preset.RECURRENT_GEMMA_2B_V1");
    expect(snippet).toContain(
      `tokenizer_path = str(next(Path(snapshot_download("google/recurrentgemma-2b-it")).glob("**/tokenizer.model")))`,
    );
    expect(snippet).not.toContain("load_parameters");
  });

  it("SHARP predicts with the repository's own checkpoint", () => {
    expect(run("ml-sharp", corpusModel("apple/Sharp"))).toBe(
      `pip install git+https://github.com/apple/ml-sharp
hf download apple/Sharp sharp_2572gikvuh.pt --local-dir .
sharp predict -i input_images -o output_gaussians -c sharp_2572gikvuh.pt`,
    );
  });
});

describe("Unity Sentis", () => {
  it("loads the model asset, runs a worker and reads the output with the Sentis 2 C# API", () => {
    const element = MODEL_LIBRARIES_UI_ELEMENTS["unity-sentis"];
    const snippet = run("unity-sentis", corpusModel("unity/sentis-YOLOv8n"));
    expect(element.snippetLanguage).toBe("csharp");
    expect(snippet).toContain("hf download unity/sentis-YOLOv8n --local-dir Assets/sentis-YOLOv8n");
    expect(snippet).toContain("using Unity.Sentis;");
    expect(snippet).toContain("Model model = ModelLoader.Load(modelAsset);");
    expect(snippet).toContain("worker = new Worker(model, BackendType.GPUCompute);");
    // A detector takes an image: the texture converter makes its input tensor.
    expect(snippet).toContain("TextureConverter.ToTensor(inputImage, 640, 640, 3)");
    expect(snippet).toContain("worker.Schedule(input);");
    expect(snippet).toContain("worker.PeekOutput() as Tensor<float>");
    // Sentis 1.x names that 2.x removed.
    expect(snippet).not.toMatch(/WorkerFactory|IWorker|TensorFloat|\.Execute\(/);
    const opened = [...snippet].filter((c) => c === "{").length;
    expect([...snippet].filter((c) => c === "}").length).toBe(opened);
  });
});

describe("LiteRT", () => {
  it("downloads a language model's MediaPipe bundle instead of feeding it to the interpreter", () => {
    const snippet = run("litert", corpusModel("google/gemma-2b-it-tflite"));
    expect(snippet).toContain(`filename="gemma-2b-it-cpu-int4.bin"`);
    expect(snippet).not.toContain("Interpreter(");
  });

  it("runs .tflite models with the interpreter, taking the file from the snapshot when none is listed", () => {
    const snippet = run("litert", { id: "litert-community/mobilenet_v2", tags: ["litert"] });
    expect(snippet).toContain("from huggingface_hub import snapshot_download");
    expect(snippet).toContain(
      `model_path = str(next(path for path in Path(snapshot_download("litert-community/mobilenet_v2")).rglob("*") if path.name.endswith((".tflite",))))`,
    );
    expect(snippet).not.toContain("model.tflite");
  });
});

describe("F5-TTS", () => {
  it("loads SWivid's checkpoint with the configuration of its folder", () => {
    const snippet = run("f5-tts", corpusModel("SWivid/F5-TTS"));
    expect(snippet).toContain(
      `checkpoint = hf_hub_download(repo_id="SWivid/F5-TTS", filename="F5TTS_v1_Base/model_1250000.safetensors")`,
    );
    expect(snippet).toContain(
      `tts = F5TTS(model="F5TTS_v1_Base", ckpt_file=checkpoint, vocab_file=`,
    );
    expect(snippet).not.toContain("E2TTS_Base/model_1200000.safetensors");
  });
});

describe("Describe Anything", () => {
  it("describes a masked region with DescribeAnythingModel instead of cloning the demo", () => {
    const snippet = run("describe-anything", corpusModel("nvidia/DAM-3B"));
    expect(snippet).toContain(
      `dam = DescribeAnythingModel(model_path="nvidia/DAM-3B", conv_mode="v1", prompt_mode="full+focal_crop").to("cuda")`,
    );
    expect(snippet).toContain('"<image>\\nDescribe the masked region in detail."');
    expect(snippet).not.toContain("git clone");
  });
});

describe("adapters (adapter-transformers)", () => {
  it("loads the base model the adapter's config names, then the adapter, active", () => {
    expect(run("adapter-transformers", corpusModel("AdapterHub/roberta-base-pf-imdb"))).toBe(
      `from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained("roberta-base")
adapter_name = model.load_adapter("AdapterHub/roberta-base-pf-imdb", set_active=True)`,
    );
  });
});
