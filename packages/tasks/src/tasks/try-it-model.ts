/**
 * One provider entry of a model's Hub mapping (`inferenceProviderMapping`), as much of it as the
 * choice below reads; structural, so the hub client's own type fits without an import.
 *
 * @example
 * ```ts
 * const entry: MappingEntry = { providerId: "fal-ai/whisper", status: "live", task: "automatic-speech-recognition" };
 * ```
 */
export interface MappingEntry {
  providerId: string;
  status: string;
  task: string;
}

/**
 * A model a provider serves for a task, and that provider's own id for it.
 *
 * @example
 * ```ts
 * const served: ServedModel = { model: "openai/whisper-large-v3", provider: "fal-ai", providerId: "fal-ai/whisper" };
 * ```
 */
export interface ServedModel {
  model: string;
  provider: string;
  providerId: string;
}

/** Chat models are mapped under `conversational`; these task pages run chats. */
const CHAT_TASKS = new Set(["text-generation", "image-text-to-text"]);

/**
 * Whether a mapping entry serves `task`: the same task, or a chat for a task page that chats.
 *
 * @example
 * ```ts
 * servesTask({ providerId: "x", status: "live", task: "conversational" }, "text-generation"); // true
 * ```
 */
export function servesTask(entry: MappingEntry, task: string): boolean {
  return entry.task === task || (entry.task === "conversational" && CHAT_TASKS.has(task));
}

/**
 * The model a task page's "try it" should start with: the first of `candidates` (in the order
 * given, for example the page's `widgetModels`, then its suggested models, then the hub's most
 * downloaded models of the task) that a provider serves live for that task according to the
 * hub's mapping, with the first such provider in the mapping's order. `undefined` when no
 * provider serves any of them: the page then says so instead of offering a model that fails.
 *
 * @example
 * ```ts
 * const mappings: Record<string, Record<string, MappingEntry>> = {
 *   "openai/whisper-large-v3": { "fal-ai": { providerId: "fal-ai/whisper", status: "live", task: "automatic-speech-recognition" } },
 * };
 * defaultTryItModel("automatic-speech-recognition", ["openai/whisper-tiny", "openai/whisper-large-v3"], (id) => mappings[id]);
 * // { model: "openai/whisper-large-v3", provider: "fal-ai", providerId: "fal-ai/whisper" }
 * ```
 */
export function defaultTryItModel(
  task: string,
  candidates: readonly string[],
  mappingOf: (model: string) => Readonly<Record<string, MappingEntry>> | undefined,
): ServedModel | undefined {
  for (const model of new Set(candidates)) {
    const mapping = mappingOf(model) ?? {};
    for (const [provider, entry] of Object.entries(mapping)) {
      if (entry.status === "live" && servesTask(entry, task)) {
        return { model, provider, providerId: entry.providerId };
      }
    }
  }
  return undefined;
}
