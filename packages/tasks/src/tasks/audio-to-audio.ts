import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "audio-to-audio",
  label: "Audio-to-Audio",
  summary:
    "Audio-to-audio models take a recording and return one or more new recordings: separated speakers, speech with the noise removed, or the same words in a different voice.",
  youtubeId: "iohj7nCCYoM",
  libraries: ["asteroid", "fairseq", "speechbrain"],
  datasets: [
    {
      id: "Matthijs/cmu-arctic-xvectors",
      description:
        "Speaker embeddings (x-vectors) computed for the CMU ARCTIC voices, used to tell voice-conversion and speech-synthesis models which voice to produce.",
    },
  ],
  metrics: [
    {
      id: "snri",
      description:
        "Scale-invariant signal-to-noise ratio improvement: how many decibels cleaner each separated source is than the original mixture.",
    },
    {
      id: "sdri",
      description:
        "Signal-to-distortion ratio improvement: the gain in decibels of the estimate over the mixture, counting interference, noise and artefacts together.",
    },
  ],
  models: [
    {
      id: "ResembleAI/resemble-enhance",
      description:
        "A speech enhancer that removes background noise and restores lost high frequencies, making low-quality recordings sound studio-like.",
    },
    {
      id: "microsoft/speecht5_vc",
      description:
        "SpeechT5 fine-tuned for voice conversion: it re-speaks an utterance in a target speaker's voice given that speaker's embedding.",
    },
  ],
  spaces: [
    {
      id: "younver/speechbrain-speech-separation",
      description:
        "Split a recording of overlapping speakers into one track per speaker with SpeechBrain.",
    },
    {
      id: "nakas/audio-diffusion_style_transfer",
      description:
        "Transfer the style of one piece of music onto another with an audio diffusion model.",
    },
  ],
  widgetModels: ["speechbrain/sepformer-wham"],
  demo: {
    inputs: [
      { label: "Two people talking at once", type: "audio", filename: "two-speakers-mix.wav" },
    ],
    outputs: [
      { label: "Speaker 1", type: "audio", filename: "librivox-sense-and-sensibility-0870.wav" },
      { label: "Speaker 2", type: "audio", filename: "cards-005.wav" },
    ],
  },
  about: {
    description: `Audio-to-audio covers every model whose input and output are both sound. The most common jobs are speech enhancement (remove noise and reverberation), source separation (split a mixture into one track per speaker or instrument) and voice conversion (keep the words, change the voice).

Separation and enhancement models usually estimate a mask: an encoder turns the waveform into a learned time-frequency representation, a network such as a dual-path transformer (SepFormer) or a recurrent model predicts how much of each bin belongs to each source, and a decoder turns the masked representations back into waveforms. They are trained on synthetic mixtures whose clean sources are known, so the loss can compare each estimate with its source directly.

Voice-conversion models instead encode the content of the speech and re-synthesise it conditioned on a speaker embedding. The demo above shows separation: the input mixes two recordings, and the outputs are the two voices on their own.`,
    useCases: [
      {
        title: "Cleaner calls and recordings",
        text: "Remove traffic, keyboard or fan noise from calls, voice notes and podcasts before people or speech recognisers hear them.",
      },
      {
        title: "Transcribing overlapping speech",
        text: "Separate people who talk over each other so each voice can be transcribed and attributed correctly.",
      },
      {
        title: "Voice conversion",
        text: "Dub or anonymise speech by re-speaking it in another voice while keeping timing and words.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const mixture = new Blob([await readFile("two-speakers.wav")], { type: "audio/wav" });

const sources = await client.audioToAudio({
  model: "speechbrain/sepformer-wham",
  data: mixture,
});
// One entry per separated source: { label, blob (base64 audio), "content-type" }
for (const source of sources) console.log(source.label, source["content-type"]);`,
    resources: [
      {
        title: "SepFormer: Attention is all you need in speech separation (paper)",
        url: "https://arxiv.org/abs/2010.13154",
      },
      {
        title: "SpeechBrain documentation",
        url: "https://speechbrain.readthedocs.io",
      },
      {
        title: "Hugging Face Audio Course",
        url: "https://huggingface.co/learn/audio-course/chapter0/introduction",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["audio-to-audio"],
} satisfies TaskData;

export default task;
