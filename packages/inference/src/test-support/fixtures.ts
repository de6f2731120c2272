/**
 * Answers shaped like real provider responses (field names and nesting as recorded from the
 * hosted APIs), with values written for these tests.
 */

export const chatCompletionAnswer = {
  object: "chat.completion",
  id: "chatcmpl-7f3a",
  created: 1738161419,
  model: "mistralai/Mistral-7B-Instruct-v0.2",
  system_fingerprint: "3.0.1-sha-bb9095a",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content: "One plus one is equal to two." },
      logprobs: null,
      finish_reason: "stop",
    },
  ],
  usage: { prompt_tokens: 14, completion_tokens: 9, total_tokens: 23 },
};

/** One OpenAI-style stream event carrying `content`. */
export function chatChunk(content: string, index = 0): string {
  return JSON.stringify({
    object: "chat.completion.chunk",
    id: "chatcmpl-7f3a",
    created: 1738161420 + index,
    model: "meta-llama/Llama-3.1-8B-Instruct",
    system_fingerprint: "3.0.1-sha-bb9095a",
    choices: [
      { index: 0, delta: { role: "assistant", content }, logprobs: null, finish_reason: null },
    ],
  });
}

/** One text-generation-inference stream event. */
export function tgiToken(text: string, index: number, last = false): string {
  return JSON.stringify({
    index,
    token: { id: 1000 + index, text, logprob: -0.5, special: false },
    generated_text: last ? "complete text" : null,
    details: null,
  });
}

export const fillMaskAnswer = [
  { score: 0.2911, token: 1996, token_str: "the", sequence: "the world!" },
  { score: 0.1809, token: 2026, token_str: "my", sequence: "my world!" },
];

export const textClassificationAnswer = [
  [
    { label: "POSITIVE", score: 0.9998 },
    { label: "NEGATIVE", score: 0.0001 },
  ],
];

export const tokenClassificationAnswer = [
  { entity_group: "PER", score: 0.9991, word: "Sarah Jessica Parker", start: 11, end: 31 },
  { entity_group: "PER", score: 0.998, word: "Jessica", start: 52, end: 59 },
];

export const questionAnsweringAnswer = { score: 0.9703, start: 25, end: 30, answer: "Paris" };

export const tableAnswer = {
  answer: "AVERAGE > 36542",
  coordinates: [[0, 1]],
  cells: ["36542"],
  aggregator: "AVERAGE",
};

export const zeroShotAnswer = [
  {
    sequence: "I bought a device and it does not work, I want my money back",
    labels: ["refund", "faq", "legal"],
    scores: [0.8778, 0.1052, 0.017],
  },
];

export const objectDetectionAnswer = [
  { score: 0.9958, label: "cat", box: { xmin: 506, ymin: 233, xmax: 629, ymax: 405 } },
];

export const segmentationAnswer = [{ score: 0.9867, label: "LABEL_199", mask: "iVBORw0KGgo=" }];

export const audioToAudioAnswer = [
  { label: "label_0", "content-type": "audio/flac", blob: "ZkxhQw==" },
];

/** A 1×1 PNG, the smallest real image to pass around as base64. */
export const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PNG_BYTES = Buffer.from(PNG_BASE64, "base64");

/** Hub answer of `GET /api/models/{id}?expand[]=inferenceProviderMapping`. */
export function providerMappingAnswer(
  id: string,
  mapping: Record<string, { providerId: string; task: string; status?: string }>,
) {
  const withStatus = Object.fromEntries(
    Object.entries(mapping).map(([provider, entry]) => [provider, { status: "live", ...entry }]),
  );
  return { _id: "65d505951e2597ff935d1be2", id, inferenceProviderMapping: withStatus };
}
