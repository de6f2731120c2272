import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-speech",
  label: "Text-to-Speech",
  summary:
    "Text-to-speech (TTS) reads text aloud: it produces natural-sounding speech in a chosen " +
    "voice and language.",
  canonicalId: "text-to-audio",
  youtubeId: "NW62DpzJ274",
  libraries: ["espnet", "tensorflowtts", "transformers", "transformers.js"],
  datasets: [
    {
      id: "parler-tts/mls_eng_10k",
      description:
        "A 10,000-hour English subset of Multilingual LibriSpeech, prepared for training the " +
        "Parler-TTS models.",
    },
    {
      id: "mythicinfinity/libritts_r",
      description:
        "LibriTTS-R: hundreds of hours of English audiobook speech whose sound quality was " +
        "restored, with aligned text.",
    },
    {
      id: "facebook/multilingual_librispeech",
      description:
        "Audiobook recordings from LibriVox in eight languages with their transcripts, " +
        "usable for both speech recognition and synthesis.",
    },
  ],
  metrics: [
    {
      id: "mel cepstral distortion",
      description:
        "Measures how far the mel-cepstral coefficients of synthesized speech are from those " +
        "of a reference recording of the same text. Lower is better.",
    },
  ],
  models: [
    {
      id: "KittenML/kitten-tts-nano-0.1",
      description: "A tiny TTS model, small enough to run on a CPU in real time.",
    },
    {
      id: "ResembleAI/chatterbox",
      description:
        "An open TTS model that clones a voice from a short sample and lets you dial up " +
        "emotional intensity.",
    },
    {
      id: "fishaudio/fish-speech-1.5",
      description: "A multilingual TTS model with zero-shot voice cloning.",
    },
    {
      id: "nari-labs/Dia-1.6B-0626",
      description:
        "Generates whole dialogues between several speakers, including non-verbal sounds such " +
        "as laughter, from a script.",
    },
  ],
  spaces: [
    {
      id: "hexgrad/Kokoro-TTS",
      description: "Try Kokoro, a small and fast TTS model, with a choice of voices.",
    },
    {
      id: "fishaudio/fish-speech-1",
      description: "Synthesize speech with Fish Speech, optionally cloning a reference voice.",
    },
    {
      id: "ResembleAI/Chatterbox",
      description: "Clone a voice from a short clip and make it read any text.",
    },
    {
      id: "TTS-AGI/TTS-Arena-V2",
      description: "Vote blindly between two TTS systems; the votes feed a public leaderboard.",
    },
    {
      id: "ngxson/kokoro-podcast-generator",
      description: "Turns a topic or text into a podcast conversation voiced with Kokoro.",
    },
  ],
  widgetModels: ["suno/bark"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content: "Eight of spades, four of clubs, seven of hearts.",
      },
    ],
    outputs: [
      {
        label: "Not synthesized: a person reading the text, in place of generated speech",
        type: "audio",
        filename: "cards-005.wav",
      },
    ],
  },
  about: {
    description: `Text-to-speech models turn written text into spoken audio. Classic systems run two stages: an acoustic model predicts a spectrogram from phonemes, then a vocoder turns the spectrogram into a waveform. Newer systems model speech as sequences of discrete audio tokens, which lets them clone a voice from a few seconds of reference audio, follow style descriptions ("a calm, low voice") or voice whole conversations.

Things to compare when choosing a model: the languages and voices it supports, how it handles numbers, abbreviations and names, whether it can stream audio while generating, and how fast it runs on your hardware. Small models such as Kokoro or Kitten TTS run on a CPU; larger ones sound more expressive.

Voice cloning raises consent questions: only clone voices whose owners agreed to it, and disclose synthetic speech to listeners.`,
    useCases: [
      {
        title: "Accessibility",
        text: "Read web pages, documents and interfaces aloud for people with visual impairments or reading difficulties.",
      },
      {
        title: "Voice assistants",
        text: "Give spoken answers in cars, smart speakers and phone systems.",
      },
      {
        title: "Audio content",
        text: "Produce narration for audiobooks, videos, e-learning courses and podcasts.",
      },
    ],
    inference: `import { writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = await client.textToSpeech({
  provider: "fal-ai",
  model: "hexgrad/Kokoro-82M",
  inputs: "Eight of spades, four of clubs, seven of hearts.",
});
await writeFile("speech.wav", Buffer.from(await audio.arrayBuffer()));`,
    resources: [
      {
        title: "Transformers guide: text to speech",
        url: "https://huggingface.co/docs/transformers/tasks/text-to-speech",
      },
      {
        title: "Audio course: text to speech",
        url: "https://huggingface.co/learn/audio-course/chapter6/introduction",
      },
      {
        title: "TTS Arena leaderboard",
        url: "https://huggingface.co/spaces/TTS-AGI/TTS-Arena-V2",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-to-speech"],
} satisfies TaskData;

export default task;
