// The registry is split by library family: `<family>.ts` holds the entries (facts, pipelines,
// download query) and `snippets/<family>.ts` their snippet generators, with helpers shared by
// all families in `internal/`. Adding a library touches its family file, its snippet file and
// a test; this index only merges the families, adds the gated-model note and refuses ids no
// snippet can carry.
import type { LibraryUiElement } from "../library-ui-element.js";
import { isAddressableModelId } from "../quoting.js";
import { withGatedNote } from "./internal/gated-note.js";
import { TRANSFORMERS_FAMILY_LIBRARIES } from "./transformers-family.js";
import { NLP_LIBRARIES } from "./nlp.js";
import { LLM_RUNTIMES_LIBRARIES } from "./llm-runtimes.js";
import { RUNTIMES_FRAMEWORKS_LIBRARIES } from "./runtimes-frameworks.js";
import { TABULAR_CLASSIC_ML_LIBRARIES } from "./tabular-classic-ml.js";
import { DIFFUSION_LIBRARIES } from "./diffusion.js";
import { VIDEO_LIBRARIES } from "./video.js";
import { AUDIO_SPEECH_LIBRARIES } from "./audio-speech.js";
import { TEXT_TO_SPEECH_LIBRARIES } from "./text-to-speech.js";
import { MUSIC_LIBRARIES } from "./music.js";
import { VISION_LIBRARIES } from "./vision.js";
import { VISION_DENSE_LIBRARIES } from "./vision-dense.js";
import { THREE_D_LIBRARIES } from "./three-d.js";
import { REINFORCEMENT_LEARNING_LIBRARIES } from "./reinforcement-learning.js";
import { SCIENCE_LIBRARIES } from "./science.js";
import { OTHER_LIBRARIES } from "./other.js";

/** All family objects merged; kept separate so the key type can be derived from it. */
const ALL_LIBRARIES = {
  ...TRANSFORMERS_FAMILY_LIBRARIES,
  ...NLP_LIBRARIES,
  ...LLM_RUNTIMES_LIBRARIES,
  ...RUNTIMES_FRAMEWORKS_LIBRARIES,
  ...TABULAR_CLASSIC_ML_LIBRARIES,
  ...DIFFUSION_LIBRARIES,
  ...VIDEO_LIBRARIES,
  ...AUDIO_SPEECH_LIBRARIES,
  ...TEXT_TO_SPEECH_LIBRARIES,
  ...MUSIC_LIBRARIES,
  ...VISION_LIBRARIES,
  ...VISION_DENSE_LIBRARIES,
  ...THREE_D_LIBRARIES,
  ...REINFORCEMENT_LEARNING_LIBRARIES,
  ...SCIENCE_LIBRARIES,
  ...OTHER_LIBRARIES,
} satisfies Record<string, LibraryUiElement>;

/**
 * A library id: one of the Hub's `library_name` values this catalogue knows.
 *
 * @example
 * ```ts
 * const library: ModelLibraryKey = "sentence-transformers";
 * ```
 */
export type ModelLibraryKey = keyof typeof ALL_LIBRARIES;

/**
 * Every model library the catalogue knows, keyed by library id (the Hub's `library_name`).
 * Each family of libraries lives in its own file; this object only merges them. Values are
 * widened to `LibraryUiElement` so optional fields (snippets, docs) read the same everywhere.
 *
 * @example
 * ```ts
 * MODEL_LIBRARIES_UI_ELEMENTS["diffusers"].prettyLabel; // "Diffusers"
 * MODEL_LIBRARIES_UI_ELEMENTS["timm"].snippets?.({ id: "timm/resnet50.a1_in1k", tags: [] });
 * ```
 */
export const MODEL_LIBRARIES_UI_ELEMENTS = withGatedNotes(ALL_LIBRARIES);

/**
 * Wraps every snippet generator so gated models get the log-in note above their first
 * snippet, and a model whose id no snippet can carry (`isAddressableModelId`: it starts with
 * `-`, which a command would read as an option) gets none: one place for each rule instead of
 * one check per library.
 */
function withGatedNotes(
  libraries: Record<ModelLibraryKey, LibraryUiElement>,
): Record<ModelLibraryKey, LibraryUiElement> {
  const wrapped = Object.entries(libraries).map(([id, library]): [string, LibraryUiElement] => {
    const generate = library.snippets;
    if (!generate) return [id, library];
    const language = library.snippetLanguage ?? "python";
    return [
      id,
      {
        ...library,
        snippets: (model) =>
          isAddressableModelId(model.id) ? withGatedNote(generate(model), model, language) : [],
      },
    ];
  });
  return Object.fromEntries(wrapped) as Record<ModelLibraryKey, LibraryUiElement>;
}

/**
 * Whether `value` is a library id the catalogue knows.
 *
 * @example
 * ```ts
 * isModelLibraryKey("timm"); // true
 * isModelLibraryKey("not-a-library"); // false
 * ```
 */
export function isModelLibraryKey(value: unknown): value is ModelLibraryKey {
  return typeof value === "string" && Object.hasOwn(ALL_LIBRARIES, value);
}

export { DEFAULT_COUNT_DOWNLOADS, countDownloadsQuery } from "./count-downloads.js";
