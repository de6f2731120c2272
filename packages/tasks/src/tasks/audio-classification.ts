import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "audio-classification",
  label: "Audio Classification",
  summary:
    "Audio classification gives a recording one or more labels from a fixed set, such as the spoken command, the emotion in a voice, the language being spoken or the kind of sound heard.",
  youtubeId: "KWwzcmG98Ds",
  libraries: ["speechbrain", "transformers", "transformers.js"],
  datasets: [
    {
      id: "s3prl/superb",
      description:
        "The SUPERB benchmark: a suite of speech tasks (keyword spotting, speaker identification, intent and emotion recognition) used to compare speech encoders.",
    },
    {
      id: "agkphysics/AudioSet",
      description:
        "Google's AudioSet: about two million ten-second clips from online videos, labelled with 527 everyday sound classes from music to sirens.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description: "The share of clips whose predicted label matches the reference label.",
    },
    {
      id: "recall",
      space: "evaluate-metric/recall",
      description:
        "For one class, the share of its clips the model found; low recall means missed events.",
    },
    {
      id: "precision",
      space: "evaluate-metric/precision",
      description:
        "For one class, the share of predictions that were right; low precision means false alarms.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description:
        "The harmonic mean of precision and recall, useful when some classes are much rarer than others.",
    },
  ],
  models: [
    {
      id: "speechbrain/google_speech_command_xvector",
      description:
        "An x-vector keyword spotter trained on Google Speech Commands that recognises short commands such as yes, no, up, down, stop and go.",
    },
    {
      id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
      description:
        "Wav2vec 2.0 XLSR fine-tuned on acted English speech to tell apart emotions such as calm, happy, sad, angry and fearful.",
    },
    {
      id: "facebook/mms-lid-126",
      description:
        "Meta's Massively Multilingual Speech language identifier: names which of 126 languages is being spoken.",
    },
  ],
  spaces: [
    {
      id: "kurianbenoy/audioclassification",
      description: "A small demo app that labels audio clips you upload or record.",
    },
  ],
  widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
  demo: {
    inputs: [
      { label: "Recording", type: "audio", filename: "librivox-sense-and-sensibility-0870.wav" },
    ],
    outputs: [
      {
        label: "Predicted sound classes",
        type: "chart",
        content: [
          { label: "Speech", score: 0.91 },
          { label: "Narration, monologue", score: 0.06 },
          { label: "Conversation", score: 0.02 },
          { label: "Music", score: 0.01 },
        ],
      },
    ],
  },
  about: {
    description: `Audio classification maps a whole clip to labels. The label set depends on the model: ten spoken keywords for a voice-command detector, a few emotions for an emotion recogniser, hundreds of everyday sounds for an AudioSet model, or more than a hundred languages for a language identifier. The output is a ranked list of labels with scores.

Most modern classifiers start from a pretrained audio encoder. Some work on the raw waveform (wav2vec 2.0, HuBERT), others on a log-mel spectrogram treated as an image (the Audio Spectrogram Transformer). A small classification head pools the encoder's frame-level features into one vector and predicts the labels; fine-tuning that head, and usually the encoder too, on a few hours of labelled audio is often enough.

Clips are normally resampled to the rate the encoder was trained on (16 kHz for most speech models) before inference. Long recordings are split into windows and classified window by window, which also gives a rough timeline of what was heard when.`,
    useCases: [
      {
        title: "Command recognition",
        text: "Detect a small vocabulary of spoken commands on a device without running full speech recognition.",
      },
      {
        title: "Language identification",
        text: "Find out which language a caller or a recording uses, then route it to the right transcription model or agent.",
      },
      {
        title: "Emotion recognition",
        text: "Flag frustrated or distressed callers in a support queue, or study emotion in recorded interviews.",
      },
      {
        title: "Sound event detection",
        text: "Recognise alarms, glass breaking, dog barks or machine faults in monitoring audio.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = new Blob([await readFile("recording.wav")], { type: "audio/wav" });

const labels = await client.audioClassification({
  model: "MIT/ast-finetuned-audioset-10-10-0.4593",
  data: audio,
});
// [{ label: "Speech", score: 0.91 }, ...]
console.log(labels);`,
    resources: [
      {
        title: "Transformers guide: audio classification",
        url: "https://huggingface.co/docs/transformers/tasks/audio_classification",
      },
      {
        title: "Hugging Face Audio Course",
        url: "https://huggingface.co/learn/audio-course/chapter0/introduction",
      },
      {
        title: "AST: Audio Spectrogram Transformer (paper)",
        url: "https://arxiv.org/abs/2104.01778",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["audio-classification"],
} satisfies TaskData;

export default task;
