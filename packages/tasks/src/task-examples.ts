import type { PipelineType } from "./pipelines.js";
import type { TaskData, WidgetInput } from "./tasks/task-data.js";

// The small half of the task page registry: each page's example input and its loader, kept
// apart from the pages so that code needing only these (the inference snippets, the web app's
// one-task-at-a-time screens) never pulls in the whole catalogue. The other half is
// ./tasks/index.ts (TASKS_DATA); the compiler checks that both name the same tasks.
// Each task file reads its `widgetInput` from here. Media names are files shipped in
// packages/tasks/media: photos at the size a page shows them (a try-it box draws its example at
// most 320 px wide) and longer speech as small MP3s (a preview loads the whole file), so the
// first load of a task page stays light; speech as MP3 or WAV, which every provider's decoder
// takes (fal.ai refuses FLAC before any request is sent). A test walks
// each example through the inference client to the provider that serves the page's default
// model. The summarization demo shows this same passage.
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
    filename: "astronaut-320.jpg",
    text: "Who might this person be, and what is the model in the background?",
  },
  "audio-classification": { kind: "audio", filename: "cards-005.mp3" },
  "audio-text-to-text": {
    kind: "audio-text",
    filename: "librivox-sense-and-sensibility-0870.mp3",
    text: "Who is being talked about in this recording, and what are they considering?",
  },
  "audio-to-audio": { kind: "audio", filename: "two-speakers-mix.mp3" },
  "automatic-speech-recognition": {
    kind: "audio",
    filename: "librivox-sense-and-sensibility-0870.mp3",
  },
  "depth-estimation": { kind: "image", filename: "coffee-demo.jpg" },
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
  "image-classification": { kind: "image", filename: "coffee-demo.jpg" },
  "image-feature-extraction": { kind: "image", filename: "astronaut-320.jpg" },
  "image-segmentation": { kind: "image", filename: "astronaut-320.jpg" },
  "image-text-to-image": {
    kind: "image-text",
    filename: "astronaut-320.jpg",
    text: "Turn this portrait into a soft watercolour painting.",
  },
  "image-text-to-text": {
    kind: "image-text",
    filename: "rocket-demo.jpg",
    text: "What is happening in this picture?",
  },
  "image-text-to-video": {
    kind: "image-text",
    filename: "rocket-demo.jpg",
    text: "The rocket lifts off in a burst of flame and smoke while the camera tilts up to follow it.",
  },
  "image-to-3d": { kind: "image", filename: "cat-chelsea-demo.jpg" },
  "image-to-image": {
    kind: "image-text",
    filename: "cat-chelsea-demo.jpg",
    text: "Turn the cat into a tiger.",
  },
  "image-to-text": { kind: "image", filename: "astronaut-320.jpg" },
  "image-to-video": {
    kind: "image-text",
    filename: "rocket-demo.jpg",
    text: "The rocket lifts off in a burst of flame and smoke while the camera tilts up to follow it.",
  },
  "keypoint-detection": { kind: "image", filename: "astronaut-320.jpg" },
  "mask-generation": { kind: "image", filename: "cat-chelsea-demo.jpg" },
  "object-detection": { kind: "image", filename: "astronaut-320.jpg" },
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
    filename: "cat-chelsea-demo.jpg",
    text: "What colour are the cat's eyes?",
  },
  "zero-shot-classification": {
    kind: "zero-shot",
    text: "My parcel was due on Tuesday and I still have not received a tracking number.",
    candidateLabels: ["delivery", "billing", "product quality", "account access"],
  },
  "zero-shot-image-classification": {
    kind: "image-labels",
    filename: "coffee-demo.jpg",
    candidateLabels: ["espresso", "tea", "orange juice"],
  },
  "zero-shot-object-detection": {
    kind: "image-labels",
    filename: "astronaut-320.jpg",
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

/** The pipeline types that have a task page: the keys of the example table. */
type TaskPageId = keyof typeof TASK_EXAMPLE_INPUTS;

/**
 * A loader for every task that has a page, keyed like `TASKS_DATA`. Each one imports only its
 * task's file and resolves to the very object found in `TASKS_DATA`, so code that shows one
 * task at a time (the web app) downloads that task alone: bundlers make each dynamic import its
 * own chunk. `Object.keys(TASK_DATA_LOADERS)` is a light list of the task ids. (The loaders
 * cannot sit beside `TASKS_DATA`: a module that imports a page both statically and dynamically
 * makes bundlers put every page in one chunk.)
 *
 * @example
 * ```ts
 * const task = await TASK_DATA_LOADERS["fill-mask"]?.();
 * task?.label; // "Fill-Mask"
 * ```
 */
export const TASK_DATA_LOADERS: Partial<Record<PipelineType, () => Promise<TaskData>>> = {
  "any-to-any": () => import("./tasks/any-to-any.js").then((module) => module.default),
  "audio-classification": () =>
    import("./tasks/audio-classification.js").then((module) => module.default),
  "audio-text-to-text": () =>
    import("./tasks/audio-text-to-text.js").then((module) => module.default),
  "audio-to-audio": () => import("./tasks/audio-to-audio.js").then((module) => module.default),
  "automatic-speech-recognition": () =>
    import("./tasks/automatic-speech-recognition.js").then((module) => module.default),
  "depth-estimation": () => import("./tasks/depth-estimation.js").then((module) => module.default),
  "document-question-answering": () =>
    import("./tasks/document-question-answering.js").then((module) => module.default),
  "feature-extraction": () =>
    import("./tasks/feature-extraction.js").then((module) => module.default),
  "fill-mask": () => import("./tasks/fill-mask.js").then((module) => module.default),
  "image-classification": () =>
    import("./tasks/image-classification.js").then((module) => module.default),
  "image-feature-extraction": () =>
    import("./tasks/image-feature-extraction.js").then((module) => module.default),
  "image-segmentation": () =>
    import("./tasks/image-segmentation.js").then((module) => module.default),
  "image-text-to-image": () =>
    import("./tasks/image-text-to-image.js").then((module) => module.default),
  "image-text-to-text": () =>
    import("./tasks/image-text-to-text.js").then((module) => module.default),
  "image-text-to-video": () =>
    import("./tasks/image-text-to-video.js").then((module) => module.default),
  "image-to-3d": () => import("./tasks/image-to-3d.js").then((module) => module.default),
  "image-to-image": () => import("./tasks/image-to-image.js").then((module) => module.default),
  "image-to-text": () => import("./tasks/image-to-text.js").then((module) => module.default),
  "image-to-video": () => import("./tasks/image-to-video.js").then((module) => module.default),
  "keypoint-detection": () =>
    import("./tasks/keypoint-detection.js").then((module) => module.default),
  "mask-generation": () => import("./tasks/mask-generation.js").then((module) => module.default),
  "object-detection": () => import("./tasks/object-detection.js").then((module) => module.default),
  "question-answering": () =>
    import("./tasks/question-answering.js").then((module) => module.default),
  "reinforcement-learning": () =>
    import("./tasks/reinforcement-learning.js").then((module) => module.default),
  "sentence-similarity": () =>
    import("./tasks/sentence-similarity.js").then((module) => module.default),
  summarization: () => import("./tasks/summarization.js").then((module) => module.default),
  "table-question-answering": () =>
    import("./tasks/table-question-answering.js").then((module) => module.default),
  "tabular-classification": () =>
    import("./tasks/tabular-classification.js").then((module) => module.default),
  "tabular-regression": () =>
    import("./tasks/tabular-regression.js").then((module) => module.default),
  "text-classification": () =>
    import("./tasks/text-classification.js").then((module) => module.default),
  "text-generation": () => import("./tasks/text-generation.js").then((module) => module.default),
  "text-ranking": () => import("./tasks/text-ranking.js").then((module) => module.default),
  "text-to-3d": () => import("./tasks/text-to-3d.js").then((module) => module.default),
  "text-to-audio": () => import("./tasks/text-to-audio.js").then((module) => module.default),
  "text-to-image": () => import("./tasks/text-to-image.js").then((module) => module.default),
  "text-to-speech": () => import("./tasks/text-to-speech.js").then((module) => module.default),
  "text-to-video": () => import("./tasks/text-to-video.js").then((module) => module.default),
  "token-classification": () =>
    import("./tasks/token-classification.js").then((module) => module.default),
  translation: () => import("./tasks/translation.js").then((module) => module.default),
  "unconditional-image-generation": () =>
    import("./tasks/unconditional-image-generation.js").then((module) => module.default),
  "video-classification": () =>
    import("./tasks/video-classification.js").then((module) => module.default),
  "video-text-to-text": () =>
    import("./tasks/video-text-to-text.js").then((module) => module.default),
  "video-to-video": () => import("./tasks/video-to-video.js").then((module) => module.default),
  "visual-document-retrieval": () =>
    import("./tasks/visual-document-retrieval.js").then((module) => module.default),
  "visual-question-answering": () =>
    import("./tasks/visual-question-answering.js").then((module) => module.default),
  "zero-shot-classification": () =>
    import("./tasks/zero-shot-classification.js").then((module) => module.default),
  "zero-shot-image-classification": () =>
    import("./tasks/zero-shot-image-classification.js").then((module) => module.default),
  "zero-shot-object-detection": () =>
    import("./tasks/zero-shot-object-detection.js").then((module) => module.default),
} satisfies Record<TaskPageId, () => Promise<TaskData>>;

/**
 * Loads the task page data for a pipeline id given as a plain string (as it arrives in a URL),
 * resolving to `undefined` when the catalogue has no page for it.
 *
 * @example
 * ```ts
 * (await loadTaskData("summarization"))?.canonicalId; // "text-generation"
 * await loadTaskData("graph-ml"); // undefined
 * ```
 */
export async function loadTaskData(id: string): Promise<TaskData | undefined> {
  const loaders: Partial<Record<string, () => Promise<TaskData>>> = TASK_DATA_LOADERS;
  const loader = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  return loader ? loader() : undefined;
}
