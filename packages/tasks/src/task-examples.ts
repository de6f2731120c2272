import type { PipelineType } from "./pipelines.js";
import type { WidgetInput } from "./tasks/task-data.js";

// The example input of every task page, kept apart from the pages so that code needing only
// the examples (the inference snippets) does not pull in the whole catalogue. Each task file
// reads its `widgetInput` from here. Media names are files shipped in packages/tasks/media.
// The summarization demo shows this same passage.
const eiffelTowerText =
  "The Eiffel Tower stands on the Champ de Mars in Paris. Built from wrought iron for the " +
  "1889 World's Fair, it rises 324 metres, roughly the height of an 81-storey building, and " +
  "its square base measures 125 metres on each side. When it was finished it took the title " +
  "of tallest structure ever built from the Washington Monument and held it for 41 years, " +
  "until the Chrysler Building in New York overtook it in 1930. A broadcasting aerial added " +
  "to its top in 1957 now makes it about 5 metres taller than the Chrysler Building. Leaving " +
  "aside the aerials, it is the second-tallest free-standing structure in France, after the " +
  "Millau Viaduct.";

/**
 * The example input of each task that has a page: what its "try it" box starts with and what
 * the inference snippets send. Keyed by pipeline type; a task page's `widgetInput` is its entry.
 *
 * @example
 * ```ts
 * import { TASK_EXAMPLE_INPUTS } from "@modeldeck/tasks";
 * const labels: string[] = TASK_EXAMPLE_INPUTS["zero-shot-classification"].candidateLabels;
 * ```
 */
export const TASK_EXAMPLE_INPUTS = {
  "any-to-any": {
    kind: "image-text",
    filename: "astronaut.png",
    text: "Who might this person be, and what is the model in the background?",
  },
  "audio-classification": { kind: "audio", filename: "cards-005.wav" },
  "audio-text-to-text": {
    kind: "audio-text",
    filename: "librivox-sense-and-sensibility-0870.flac",
    text: "Who is being talked about in this recording, and what are they considering?",
  },
  "audio-to-audio": { kind: "audio", filename: "two-speakers-mix.wav" },
  "automatic-speech-recognition": {
    kind: "audio",
    filename: "librivox-sense-and-sensibility-0870.flac",
  },
  "depth-estimation": { kind: "image", filename: "coffee.png" },
  "document-question-answering": {
    kind: "image-text",
    filename: "document-page-scan.png",
    text: "What can the markers be labelled as?",
  },
  "feature-extraction": {
    kind: "text",
    text: "Embeddings place sentences with a similar meaning close to each other.",
  },
  "fill-mask": {
    kind: "text",
    text: "Bread is usually made from flour, water, yeast and <mask>.",
  },
  "image-classification": { kind: "image", filename: "coffee.png" },
  "image-feature-extraction": { kind: "image", filename: "astronaut.png" },
  "image-segmentation": { kind: "image", filename: "astronaut.png" },
  "image-text-to-image": {
    kind: "image-text",
    filename: "astronaut.png",
    text: "Turn this portrait into a soft watercolour painting.",
  },
  "image-text-to-text": {
    kind: "image-text",
    filename: "rocket.jpg",
    text: "What is happening in this picture?",
  },
  "image-text-to-video": {
    kind: "image-text",
    filename: "rocket.jpg",
    text: "The rocket lifts off in a burst of flame and smoke while the camera tilts up to follow it.",
  },
  "image-to-3d": { kind: "image", filename: "cat-chelsea.png" },
  "image-to-image": { kind: "image", filename: "cat-chelsea.png" },
  "image-to-text": { kind: "image", filename: "astronaut.png" },
  "image-to-video": {
    kind: "image-text",
    filename: "rocket.jpg",
    text: "The rocket lifts off in a burst of flame and smoke while the camera tilts up to follow it.",
  },
  "keypoint-detection": { kind: "image", filename: "astronaut.png" },
  "mask-generation": { kind: "image", filename: "cat-chelsea.png" },
  "object-detection": { kind: "image", filename: "astronaut.png" },
  "question-answering": {
    kind: "question-context",
    question: "When was the first transatlantic telegraph cable completed?",
    context:
      "The first transatlantic telegraph cable was completed in August 1858, linking Ireland and Newfoundland. It carried messages for only about three weeks before it failed.",
  },
  "reinforcement-learning": { kind: "none" },
  "sentence-similarity": {
    kind: "sentence-similarity",
    source: "How do I reset my password?",
    sentences: [
      "Steps to change a forgotten login password",
      "Our office is closed on public holidays",
      "You can update your account credentials in the settings page",
    ],
  },
  summarization: { kind: "text", text: eiffelTowerText },
  "table-question-answering": {
    kind: "table-question",
    query: "How many books did the shop sell in total?",
    table: {
      Shop: ["Riverside", "Old Town", "Harbour"],
      "Books sold": ["120", "85", "42"],
      City: ["Leeds", "York", "Hull"],
    },
  },
  "tabular-classification": {
    kind: "table",
    table: {
      "Bill length (mm)": [39.1, 46.1, 46.5],
      "Bill depth (mm)": [18.7, 13.2, 17.9],
      "Flipper length (mm)": [181, 211, 192],
      "Body mass (g)": [3750, 4500, 3500],
    },
  },
  "tabular-regression": {
    kind: "table",
    table: {
      Species: ["Bream", "Perch", "Pike"],
      Length1: [23.2, 19.0, 40.1],
      Length2: [25.4, 21.0, 43.0],
      Length3: [30.0, 22.5, 45.5],
      Height: [11.52, 5.69, 6.92],
      Width: [4.02, 3.56, 4.35],
    },
  },
  "text-classification": {
    kind: "text",
    text: "I was worried about the price, but this blender is fantastic.",
  },
  "text-generation": {
    kind: "chat",
    messages: [
      {
        role: "user",
        content: "Explain in two sentences why the sky looks blue during the day.",
      },
    ],
  },
  "text-ranking": {
    kind: "text-ranking",
    query: "What is the capital of Australia?",
    documents: [
      "Canberra was chosen as the capital of Australia in 1908.",
      "Sydney is the largest city in Australia.",
      "Kangaroos are native to Australia.",
    ],
  },
  "text-to-3d": { kind: "text", text: "A small stone lighthouse with a blue roof" },
  "text-to-audio": {
    kind: "text",
    text: "Upbeat acoustic guitar with light hand percussion, summery and relaxed",
  },
  "text-to-image": {
    kind: "text",
    text: "A red fox curled up asleep in fresh snow, soft morning light, telephoto photograph",
  },
  "text-to-speech": {
    kind: "text",
    text: "Welcome aboard. Our flight time today is two hours and ten minutes.",
  },
  "text-to-video": {
    kind: "text",
    text: "A hot-air balloon rising over a misty valley at sunrise, slow aerial shot",
  },
  "token-classification": {
    kind: "text",
    text: "Grace Hopper joined the Harvard Computation Lab in Cambridge, Massachusetts.",
  },
  translation: { kind: "text", text: "Could you tell me where the nearest train station is?" },
  "unconditional-image-generation": { kind: "none" },
  "video-classification": { kind: "video", filename: "city-cc0.mp4" },
  "video-text-to-text": {
    kind: "video-text",
    filename: "city-cc0.mp4",
    text: "Describe this video in one sentence.",
  },
  "video-to-video": {
    kind: "video-text",
    filename: "city-cc0.mp4",
    text: "Turn the scene into a watercolour painting.",
  },
  "visual-document-retrieval": {
    kind: "image-text",
    filename: "document-page-scan.png",
    text: "Which pixels are used as markers?",
  },
  "visual-question-answering": {
    kind: "image-text",
    filename: "cat-chelsea.png",
    text: "What colour are the cat's eyes?",
  },
  "zero-shot-classification": {
    kind: "zero-shot",
    text: "My parcel was due on Tuesday and I still have not received a tracking number.",
    candidateLabels: ["delivery", "billing", "product quality", "account access"],
  },
  "zero-shot-image-classification": {
    kind: "image-labels",
    filename: "coffee.png",
    candidateLabels: ["espresso", "tea", "orange juice"],
  },
  "zero-shot-object-detection": {
    kind: "image-labels",
    filename: "astronaut.png",
    candidateLabels: ["helmet", "flag", "space shuttle model"],
  },
} satisfies Partial<Record<PipelineType, WidgetInput>>;

/**
 * The example input of a task given by any name, or `undefined` when no task page has one (for
 * example `conversational`, which is not a pipeline type).
 *
 * @example
 * ```ts
 * import { taskExampleInput } from "@modeldeck/tasks";
 * taskExampleInput("text-classification")?.kind; // "text"
 * ```
 */
export function taskExampleInput(task: string): WidgetInput | undefined {
  const inputs: Partial<Record<string, WidgetInput>> = TASK_EXAMPLE_INPUTS;
  return Object.hasOwn(inputs, task) ? inputs[task] : undefined;
}
