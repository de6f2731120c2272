import { createContext, useContext, type ComponentType } from "react";
import type { InferenceProviderMappingEntry, PipelineType, WidgetInput } from "@modeldeck/tasks";

/** What a "try it" box needs to know: the model, its task, a starting input and its providers. */
export interface TryItProps {
  modelId: string;
  task: PipelineType;
  widgetInput?: WidgetInput;
  /** Providers that serve the model, from `?expand[]=inferenceProviderMapping`. */
  providers?: InferenceProviderMappingEntry[];
  /** Whether the model is a chat model (decides chat vs. plain text generation). */
  conversational?: boolean;
}

/**
 * The "try it" box is a feature of its own; task and model pages render it through this slot
 * so features never import each other. The app fills the slot with a lazily loaded component.
 *
 * @example
 * ```tsx
 * function ModelTryIt() {
 *   const TryIt = useTryIt();
 *   return <TryIt modelId="openai-community/gpt2" task="text-generation" />;
 * }
 * ```
 */
export const TryItContext = createContext<ComponentType<TryItProps>>(() => null);

/**
 * The "try it" component provided by the app.
 *
 * @example
 * ```tsx
 * function FillMaskTryIt({ id }: { id: string }) {
 *   const TryIt = useTryIt();
 *   return <TryIt modelId={id} task="fill-mask" />;
 * }
 * ```
 */
export function useTryIt(): ComponentType<TryItProps> {
  return useContext(TryItContext);
}
