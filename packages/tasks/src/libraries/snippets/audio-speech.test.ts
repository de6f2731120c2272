import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("SpeechBrain snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS.speechbrain.snippets?.(model) ?? [];

  it("load the interface named in the model's hyperparameters, with its call", () => {
    expect(
      snippets({
        id: "speechbrain/sepformer-wham",
        library_name: "speechbrain",
        pipeline_tag: "audio-to-audio",
        tags: ["speechbrain", "audio-to-audio", "Source Separation"],
        config: { speechbrain: { speechbrain_interface: "SepformerSeparation" } },
      }),
    ).toEqual([
      `from speechbrain.inference.separation import SepformerSeparation

model = SepformerSeparation.from_hparams(source="speechbrain/sepformer-wham", savedir="pretrained_models/sepformer-wham")
model.separate_file("mixture.wav")`,
    ]);
  });

  it("fall back to the task's usual interface", () => {
    const [snippet] = snippets({
      id: "speechbrain/asr-crdnn-rnnlm-librispeech",
      pipeline_tag: "automatic-speech-recognition",
      tags: [],
    });
    expect(snippet).toContain("from speechbrain.inference.ASR import EncoderDecoderASR");
    expect(snippet).toContain(`model.transcribe_file("speech.wav")`);
  });
});

describe("ESPnet snippets", () => {
  it("use Text2Speech for speech synthesis models", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.espnet.snippets?.({
        id: "espnet/kan-bayashi_ljspeech_vits",
        pipeline_tag: "text-to-speech",
        tags: ["espnet", "audio", "text-to-speech"],
      }),
    ).toEqual([
      `from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained("espnet/kan-bayashi_ljspeech_vits")
speech = model("Hello! This sentence was read aloud by a model from the Hugging Face Hub.")["wav"]`,
    ]);
  });
});

describe("k2 snippets", () => {
  const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.k2.snippets?.(model) ?? [];

  it("decode ONNX transducer exports with sherpa-onnx, preferring the int8 files", () => {
    expect(
      snippets({
        id: "csukuangfj/sherpa-onnx-zipformer-en",
        tags: [],
        siblings: [
          { rfilename: "encoder-epoch-99-avg-1.onnx" },
          { rfilename: "encoder-epoch-99-avg-1.int8.onnx" },
          { rfilename: "decoder-epoch-99-avg-1.onnx" },
          { rfilename: "joiner-epoch-99-avg-1.onnx" },
          { rfilename: "tokens.txt" },
        ],
      }),
    ).toEqual([
      `# pip install sherpa-onnx soundfile
import sherpa_onnx
import soundfile
from huggingface_hub import hf_hub_download

def fetch(name):
    return hf_hub_download("csukuangfj/sherpa-onnx-zipformer-en", name)

recognizer = sherpa_onnx.OfflineRecognizer.from_transducer(
    encoder=fetch("encoder-epoch-99-avg-1.int8.onnx"),
    decoder=fetch("decoder-epoch-99-avg-1.onnx"),
    joiner=fetch("joiner-epoch-99-avg-1.onnx"),
    tokens=fetch("tokens.txt"),
    num_threads=2,
    decoding_method="greedy_search",
)
samples, sample_rate = soundfile.read("speech.wav", dtype="float32")
stream = recognizer.create_stream()
stream.accept_waveform(sample_rate, samples)
recognizer.decode_stream(stream)
print(stream.result.text)`,
    ]);
  });

  it("fall back to the icefall recipe when the repository has no ONNX export", () => {
    const [snippet] = snippets({ id: "k2-fsa/icefall-asr-librispeech", tags: [] });
    expect(snippet).toContain(`snapshot_download("k2-fsa/icefall-asr-librispeech")`);
    expect(snippet).toContain("icefall recipe");
  });
});

describe("Reverb snippets", () => {
  const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.reverb.snippets?.(model) ?? [];

  it("run diarization models as pyannote pipelines", () => {
    expect(snippets({ id: "Revai/reverb-diarization-v2", tags: [] })).toEqual([
      `# Written for pyannote.audio 4.x
from pyannote.audio import Pipeline

pipeline = Pipeline.from_pretrained("Revai/reverb-diarization-v2")
output = pipeline("audio.wav")
diarization = getattr(output, "speaker_diarization", output)
for turn, _, speaker in diarization.itertracks(yield_label=True):
    print(f"{turn.start:.1f}s-{turn.end:.1f}s {speaker}")`,
    ]);
  });

  it("load speech recognition models with the WeNet fork from the downloaded folder", () => {
    expect(snippets({ id: "Revai/reverb-asr", tags: [] })).toEqual([
      `# pip install from https://github.com/revdotcom/reverb (its asr folder)
import wenet
from huggingface_hub import snapshot_download

reverb = wenet.load_model(snapshot_download("Revai/reverb-asr"))
print(reverb.transcribe("audio.wav"))`,
    ]);
  });
});

describe("OpenASR snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS.openasr.snippets?.(model) ?? [];
  const dolphin = corpusModel("OpenASR/dolphin-base");

  it("transcribe with the CLI on the downloaded .oasr pack, which it takes by local path", () => {
    expect(snippets(dolphin)).toEqual([
      `# Install OpenASR: brew install quintinshaw/tap/openasr (or https://github.com/QuintinShaw/openasr/releases)
hf download OpenASR/dolphin-base dolphin-base-fp16.oasr --local-dir .
openasr transcribe audio.wav --model-pack dolphin-base-fp16.oasr`,
    ]);
    expect(MODEL_LIBRARIES_UI_ELEMENTS.openasr.snippetLanguage).toBe("sh");
  });

  it("find the pack in the downloaded repository when the file list is unknown", () => {
    const [code] = snippets({ ...dolphin, siblings: undefined });
    expect(code).toContain("hf download OpenASR/dolphin-base --local-dir dolphin-base");
    expect(code).toContain('openasr transcribe audio.wav --model-pack "$MODEL_FILE"');
  });
});
