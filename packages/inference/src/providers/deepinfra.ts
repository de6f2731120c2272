import { InferenceOutputError } from "../errors.js";
import { formBody } from "../internal/form-body.js";
import { isRecord, isString } from "../internal/output-checks.js";
import type { MediaProtocol } from "./media-protocol.js";
import {
  openAiCompatible,
  openAiImageBody,
  openAiSpeechBody,
  openAiTranscriptionBody,
} from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * DeepInfra: OpenAI-compatible chat, completions, embeddings and images under `v1/openai`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "deepinfra", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const deepinfra = openAiCompatible("deepinfra", "https://api.deepinfra.com", {
  conversational: "v1/openai/chat/completions",
  "text-generation": "v1/openai/completions",
  "feature-extraction": "v1/openai/embeddings",
});

/**
 * DeepInfra's media side, all under `v1/openai`: images in the OpenAI shape, asked for as base64
 * (read back generically); speech, answered with the audio bytes; transcription, the recording
 * uploaded as a multipart form and Whisper's timed `segments` read as `chunks`.
 *
 * @example
 * ```ts
 * deepinfraMedia.bodies?.["text-to-image"];
 * ```
 */
export const deepinfraMedia: MediaProtocol = {
  tasks: ["text-to-image", "text-to-speech", "automatic-speech-recognition"],
  path: ({ task }) =>
    task === "text-to-speech"
      ? "v1/openai/audio/speech"
      : task === "automatic-speech-recognition"
        ? "v1/openai/audio/transcriptions"
        : "v1/openai/images/generations",
  bodies: {
    "text-to-image": openAiImageBody,
    "text-to-speech": openAiSpeechBody,
    "automatic-speech-recognition": openAiTranscriptionBody,
  },
  transcript: async (answer) => {
    if (!isRecord(answer) || !isString(answer.text)) {
      throw new InferenceOutputError("Expected {text: string}");
    }
    const { segments } = answer;
    if (!Array.isArray(segments)) return { text: answer.text };
    const chunks = segments.filter(isRecord).map((segment) => ({
      text: String(segment.text ?? ""),
      timestamp: [Number(segment.start), Number(segment.end)],
    }));
    return { text: answer.text, chunks };
  },
  // The recording is uploaded as the form's `file`, as `v1/openai/audio/transcriptions` takes it.
  audioInput: { encoding: "form", place: (args, audio) => ({ ...args, file: audio }) },
  forms: { "automatic-speech-recognition": formBody },
};

/**
 * deepinfra's conformance fixture: a chat call, speech, and a recording uploaded for
 * transcription, with its own key, as recorded on its production URLs.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.deepinfra.com/v1/openai/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.deepinfra.com/v1/openai/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: {
            messages: CHAT_MESSAGES,
            max_tokens: 16,
            model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
          },
        },
      ],
    },
    {
      task: "text-to-speech",
      providerId: "hexgrad/Kokoro-82M",
      args: { inputs: "Hello there!", parameters: { voice: "af_bella" } },
      exchanges: [
        {
          request: "POST https://api.deepinfra.com/v1/openai/audio/speech",
          body: { voice: "af_bella", input: "Hello there!", model: "hexgrad/Kokoro-82M" },
          // The first bytes of an MP3 frame, as the endpoint streams it back.
          answer: {
            base64: "//NExAAAAANIAAAAAExBTUUzLjEwMFVVVVVVVVVVVVVV",
            contentType: "audio/mpeg",
          },
        },
      ],
    },
    {
      task: "automatic-speech-recognition",
      providerId: "openai/whisper-large-v3-turbo",
      args: {
        inputs:
          "data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
        parameters: { language: "en" },
      },
      exchanges: [
        {
          request: "POST https://api.deepinfra.com/v1/openai/audio/transcriptions",
          form: {
            file: { filename: "audio.wav", type: "audio/wav" },
            language: "en",
            model: "openai/whisper-large-v3-turbo",
          },
          answer: {
            json: {
              text: " The quick brown fox jumps over the lazy dog.",
              language: "en",
              duration: 2.9,
              segments: [
                {
                  id: 0,
                  seek: 0,
                  start: 0,
                  end: 2.9,
                  text: " The quick brown fox jumps over the lazy dog.",
                },
              ],
            },
          },
        },
      ],
    },
  ],
};
