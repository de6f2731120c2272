import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
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
