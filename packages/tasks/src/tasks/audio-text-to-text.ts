import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "audio-text-to-text",
  label: "Audio-Text-to-Text",
  summary:
    "Audio-text-to-text models listen to a recording and follow a written instruction about it, answering in text: summarise a call, answer a question about a song, or transcribe and translate in one step.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "nvidia/AF-Think",
      description:
        "Questions about speech, sounds and music paired with short reasoning chains, released with Audio Flamingo 3 to teach models to think before answering.",
    },
    {
      id: "tsinghua-ee/QualiSpeech",
      description:
        "Speech clips annotated with natural-language descriptions of their quality (noise, distortion, clarity), for models that explain what is wrong with a recording.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
      description:
        "Ultravox: a Whisper-based audio encoder projected into Llama 3.2 1B, so a small language model can take speech directly as input.",
    },
    {
      id: "Qwen/Qwen2-Audio-7B-Instruct",
      description:
        "A 7B audio-language chat model that handles voice chat as well as questions about sounds, music and speech in an uploaded clip.",
    },
    {
      id: "mistralai/Voxtral-Small-24B-2507",
      description:
        "Mistral's 24B model with audio input: transcription, translation and question answering over long recordings, plus function calling from voice.",
    },
    {
      id: "nvidia/audio-flamingo-3",
      description:
        "NVIDIA's audio-language model for speech, sound and music, with step-by-step reasoning and support for recordings several minutes long.",
    },
  ],
  spaces: [
    {
      id: "iamomtiwari/ATTT",
      description: "A community demo that answers written prompts about an uploaded audio clip.",
    },
    {
      id: "freddyaboulton/talk-to-qwen-webrtc",
      description:
        "Talk to a Qwen audio model from the browser microphone over WebRTC and hear it reply in real time.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "Recording", type: "audio", filename: "cards-005.wav" },
      {
        label: "Text Prompt",
        type: "text",
        content: "Which playing cards does the speaker name, and what do their values add up to?",
      },
    ],
    outputs: [
      {
        label: "Example answer",
        type: "text",
        content:
          "The speaker names three cards: the eight of spades, the four of clubs and the seven of hearts. Their values add up to 19.",
      },
    ],
  },
  about: {
    description: `Audio-text-to-text models combine an audio encoder with a large language model. The encoder turns the recording into a sequence of embeddings; an adapter maps them into the language model's token space, where they sit next to the text of the prompt. The language model then answers the prompt with the audio "in view", the same way a vision-language model answers about an image.

This makes one model do many jobs that used to need a pipeline: transcription, translation, speaker and emotion description, summarisation of a meeting, or questions about non-speech audio such as "what instrument plays the melody?". Because the instruction is free text, new tasks need a new prompt rather than a new model.

Remote providers expose these models through the chat-completion API, with the recording sent as an audio content part next to the text. Provider support for audio content varies, so check the model's page for which providers accept it; running locally with Transformers always works.`,
    useCases: [
      {
        title: "Meeting and call summaries",
        text: "Turn an hour of recorded discussion into a short summary with decisions and action items.",
      },
      {
        title: "Spoken question answering",
        text: "Answer questions about a lecture, podcast or voicemail without producing a full transcript first.",
      },
      {
        title: "Audio description and tagging",
        text: "Describe what can be heard in a clip (instruments, background noise, speaker mood) to index or moderate audio libraries.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const recording = await readFile("cards.wav");

const response = await client.chatCompletion({
  model: "mistralai/Voxtral-Small-24B-2507",
  messages: [
    {
      role: "user",
      content: [
        { type: "input_audio", input_audio: { data: recording.toString("base64"), format: "wav" } },
        { type: "text", text: "Which playing cards are named in this recording?" },
      ],
    },
  ],
});
console.log(response.choices[0].message.content);`,
    resources: [
      {
        title: "Qwen2-Audio technical report",
        url: "https://arxiv.org/abs/2407.10759",
      },
      {
        title: "Hugging Face Audio Course",
        url: "https://huggingface.co/learn/audio-course/chapter0/introduction",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["audio-text-to-text"],
} satisfies TaskData;

export default task;
