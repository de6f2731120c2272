import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "automatic-speech-recognition",
  label: "Automatic Speech Recognition",
  summary:
    "Automatic speech recognition (ASR), also called speech to text, turns spoken audio into written text, often with timestamps and sometimes translated into another language.",
  youtubeId: "TksaY_FDgnk",
  libraries: ["espnet", "nemo", "speechbrain", "transformers", "transformers.js"],
  datasets: [
    {
      id: "mozilla-foundation/common_voice_17_0",
      description:
        "Mozilla Common Voice: read sentences recorded by volunteers in more than a hundred languages, a standard source for multilingual ASR training and testing.",
    },
    {
      id: "amphion/Emilia-Dataset",
      description:
        "A very large multilingual collection of spontaneous speech from talk shows, interviews and podcasts, with transcripts, used for speech generation and recognition.",
    },
    {
      id: "parler-tts/mls_eng",
      description:
        "The English part of Multilingual LibriSpeech: tens of thousands of hours of public-domain audiobook readings with aligned text.",
    },
    {
      id: "espnet/yodas",
      description:
        "YODAS: a multilingual speech corpus gathered from openly licensed online videos with their captions, covering well over a hundred languages.",
    },
  ],
  metrics: [
    {
      id: "wer",
      space: "evaluate-metric/wer",
      description:
        "Word error rate: substituted, deleted and inserted words divided by the number of reference words. Lower is better.",
    },
    {
      id: "cer",
      space: "evaluate-metric/cer",
      description:
        "Character error rate: the same count at character level, preferred for languages written without spaces between words.",
    },
  ],
  models: [
    {
      id: "openai/whisper-large-v3",
      description:
        "OpenAI's multilingual Whisper, trained on millions of hours of weakly labelled audio; it transcribes about a hundred languages and can translate speech into English.",
    },
    {
      id: "facebook/w2v-bert-2.0",
      description:
        "A Conformer speech encoder pretrained without labels on millions of hours in over 140 languages, meant to be fine-tuned with CTC for low-resource languages.",
    },
    {
      id: "facebook/seamless-m4t-v2-large",
      description:
        "SeamlessM4T v2: one model for speech recognition plus speech and text translation across roughly a hundred languages.",
    },
    {
      id: "nvidia/canary-1b",
      description:
        "NVIDIA NeMo's Canary: transcription and translation between English, German, French and Spanish with punctuation and capitalisation.",
    },
    {
      id: "pyannote/speaker-diarization-3.1",
      description:
        "A speaker-diarization pipeline that says who spoke when; combined with an ASR model it yields speaker-attributed transcripts.",
    },
  ],
  spaces: [
    {
      id: "hf-audio/whisper-large-v3",
      description: "Transcribe a microphone recording or an audio file with Whisper large v3.",
    },
    {
      id: "mrfakename/Moonshinex",
      description:
        "Try Moonshine, a family of small, fast speech recognisers designed for on-device use.",
    },
    {
      id: "facebook/seamless_m4t",
      description:
        "Meta's demo of SeamlessM4T for speech recognition and speech or text translation.",
    },
    {
      id: "nvidia/canary-1b",
      description: "Transcribe or translate speech in four European languages with Canary.",
    },
  ],
  widgetModels: ["openai/whisper-large-v3"],
  demo: {
    inputs: [
      { label: "Recording", type: "audio", filename: "librivox-sense-and-sensibility-0870.flac" },
    ],
    outputs: [
      {
        label: "Transcript",
        type: "text",
        content:
          "And Mr. John Dashwood had then leisure to consider how much there might be prudently in his power to do for them.",
      },
    ],
  },
  about: {
    description: `Speech recognition converts an audio signal into the words that were spoken. It is the entry point for voice interfaces, captions and any search or analysis over recorded speech.

Two model families dominate. Encoder-only models such as wav2vec 2.0 or w2v-BERT learn speech representations from unlabelled audio and are fine-tuned with a CTC head that predicts a character or token for every audio frame; they are fast and easy to adapt to a new language with a few hours of transcribed speech. Encoder-decoder models such as Whisper or Canary read a log-mel spectrogram with an encoder and generate the transcript token by token with a decoder, which lets them add punctuation, predict timestamps, and switch between transcription and translation with a task token.

Most models expect 16 kHz mono audio and handle about 30 seconds at a time; longer files are cut into overlapping chunks and the pieces are stitched together. Accuracy is reported as word error rate, which depends heavily on accents, background noise and domain vocabulary, so test on audio that looks like yours.`,
    useCases: [
      {
        title: "Captions and subtitles",
        text: "Generate timed captions for videos, lectures and live streams, and translate them for other audiences.",
      },
      {
        title: "Voice interfaces",
        text: "Turn spoken commands and questions into text that an assistant or a search engine can act on.",
      },
      {
        title: "Meeting and call transcripts",
        text: "Transcribe calls and meetings, then combine with diarization to know who said what.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = new Blob([await readFile("speech.flac")], { type: "audio/flac" });

const { text } = await client.automaticSpeechRecognition({
  model: "openai/whisper-large-v3",
  data: audio,
});
console.log(text);`,
    resources: [
      {
        title: "Transformers guide: automatic speech recognition",
        url: "https://huggingface.co/docs/transformers/tasks/asr",
      },
      {
        title: "Whisper: robust speech recognition via large-scale weak supervision (paper)",
        url: "https://arxiv.org/abs/2212.04356",
      },
      {
        title: "wav2vec 2.0 (paper)",
        url: "https://arxiv.org/abs/2006.11477",
      },
      {
        title: "Hugging Face Audio Course",
        url: "https://huggingface.co/learn/audio-course/chapter0/introduction",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["automatic-speech-recognition"],
} satisfies TaskData;

export default task;
