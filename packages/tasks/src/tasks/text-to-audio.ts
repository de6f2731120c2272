import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-audio",
  label: "Text-to-Audio",
  summary:
    "Text-to-audio models generate sound from a written description: music, sound effects, " +
    "ambiences or speech.",
  libraries: ["transformers", "diffusers"],
  datasets: [
    {
      id: "google/MusicCaps",
      description:
        "About 5,500 ten-second music clips from AudioSet, each described in a paragraph " +
        "written by a professional musician.",
    },
    {
      id: "mythicinfinity/libritts_r",
      description:
        "Hundreds of hours of restored English audiobook speech with aligned text, for the " +
        "speech side of audio generation.",
    },
  ],
  metrics: [
    {
      id: "Fréchet Audio Distance",
      description:
        "Compares the statistics of embeddings of generated and real audio clips; lower means " +
        "the generated audio sounds more like real recordings.",
    },
    {
      id: "CLAP score",
      description:
        "The similarity between a prompt and the generated audio in the joint embedding space " +
        "of a CLAP model; higher means the audio matches the text better.",
    },
  ],
  models: [
    {
      id: "facebook/musicgen-small",
      description:
        "The smallest MusicGen model: generates short music clips from a text description, " +
        "optionally following a given melody in larger variants.",
    },
    {
      id: "stabilityai/stable-audio-open-1.0",
      description:
        "A latent diffusion model that generates stereo sound effects and music of up to " +
        "about 47 seconds at 44.1 kHz.",
    },
    {
      id: "cvssp/audioldm2",
      description:
        "AudioLDM 2: a latent diffusion model for sound effects, music and speech from a text " +
        "prompt.",
    },
    {
      id: "suno/bark",
      description:
        "A transformer that generates speech in many languages along with laughter, sighs and " +
        "short snippets of music.",
    },
  ],
  spaces: [
    {
      id: "facebook/MusicGen",
      description: "Describe a piece of music, optionally hum a melody, and hear MusicGen play it.",
    },
    {
      id: "haoheliu/audioldm2-text2audio-text2music",
      description: "Generate sound effects and music from a prompt with AudioLDM 2.",
    },
    {
      id: "suno/bark",
      description: "Make Bark speak a text, with hints for laughter, music or a speaker's accent.",
    },
  ],
  widgetModels: ["facebook/musicgen-small"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content:
          "A narrator reads a passage from a nineteenth-century English novel in a calm " +
          "audiobook voice.",
      },
    ],
    outputs: [
      {
        label: "Not generated: a LibriVox reading, in place of generated audio",
        type: "audio",
        filename: "librivox-sense-and-sensibility-0870.wav",
      },
    ],
  },
  about: {
    description: `Text-to-audio is the general task of producing any sound from a text prompt. It covers **music generation** ("lo-fi hip hop with a mellow piano"), **sound effects** ("a door creaking open in an empty hall"), ambiences and **speech**, which is why text-to-speech is treated here as one of its forms.

Two families dominate. Autoregressive models such as MusicGen and Bark predict sequences of discrete audio tokens produced by a neural codec, the way a language model predicts words. Diffusion models such as AudioLDM 2 and Stable Audio Open denoise a latent representation of the sound, guided by a text encoder, and decode it into a waveform.

Generation takes longer than the audio it produces on modest hardware, and quality drops for long durations, so most models target clips from a few seconds to under a minute that can then be looped or stitched together.`,
    useCases: [
      {
        title: "Music for video and games",
        text: "Create royalty-free background tracks in a given mood, tempo and instrumentation.",
      },
      {
        title: "Sound design",
        text: "Generate footsteps, weather, machinery or crowd noise to fill a scene without a recording session.",
      },
      {
        title: "Prototyping and ideation",
        text: "Sketch musical ideas or jingles quickly before a composer refines them.",
      },
    ],
    inference: `import { writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = await client.textToAudio({
  model: "facebook/musicgen-small",
  inputs: "Upbeat acoustic guitar with light hand percussion, summery and relaxed",
});
await writeFile("music.wav", Buffer.from(await audio.arrayBuffer()));`,
    resources: [
      {
        title: "MusicGen in the Transformers documentation",
        url: "https://huggingface.co/docs/transformers/model_doc/musicgen",
      },
      {
        title: "AudioLDM 2 in the Diffusers documentation",
        url: "https://huggingface.co/docs/diffusers/api/pipelines/audioldm2",
      },
      {
        title: "Simple and controllable music generation (MusicGen paper)",
        url: "https://arxiv.org/abs/2306.05284",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-to-audio"],
} satisfies TaskData;

export default task;
