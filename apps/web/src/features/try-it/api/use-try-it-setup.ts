import { useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { loadInferenceStatus } from "../../../lib/run/key-availability";
import {
  lookUpProviders,
  mappedEntries,
  type ModelProviders,
} from "../../../lib/run/model-providers";
import { TASK_SPECS, type InputField } from "../../../lib/run/task-specs";
import { defaultProvider, providerChoices } from "../../../components/run/provider-picker";
import { useSettings } from "../../../lib/settings";
import type { TryItProps } from "../../../lib/try-it-slot";
import { useResource } from "../../../lib/use-resource";

/**
 * Chat when the task is a chat task and the model (or the task's example) is conversational.
 *
 * @example
 * ```ts
 * isChat({ modelId, task: "text-generation", conversational: true }, []); // true
 * ```
 */
function isChat(props: TryItProps, mappingTasks: string[]): boolean {
  if (props.task === "image-text-to-text") return true;
  if (props.task !== "text-generation") return false;
  return (
    Boolean(props.conversational) ||
    props.widgetInput?.kind === "chat" ||
    mappingTasks.includes("conversational")
  );
}

/**
 * What the try-it box knows before a run: the model's providers (the page's mapping, or its own
 * lookup), the gateway's status, the providers to offer and the one picked, whether it is a chat,
 * the task's spec and input fields, and whether answers a run depends on are still on their way.
 *
 * @example
 * ```ts
 * const setup = useTryItSetup({ modelId: "openai-community/gpt2", task: "text-generation" });
 * setup.provider; // "hf-inference", once the lookup has answered
 * ```
 */
export function useTryItSetup(props: TryItProps) {
  const api = useApiClient();
  const settings = useSettings();
  const fetched = useResource(props.providers ? undefined : `try-providers:${props.modelId}`, () =>
    lookUpProviders(api, props.modelId),
  );
  const gateway = useResource(`inference-status:${settings.gatewayToken}`, () =>
    loadInferenceStatus(api, settings.gatewayToken),
  );
  const status = gateway.status === "ready" ? gateway.data : undefined;
  const [picked, setPicked] = useState<string | undefined>();
  // A run depends on two answers the box asks for when it opens: whether a key would serve this
  // browser (the gateway's status) and, when the page did not pass them, the model's providers.
  // Run pressed before both have arrived waits for them rather than deciding without them (it
  // would send a request the server can only refuse, or to a provider not offered a moment later).
  const settling =
    gateway.status === "loading" || (!props.providers && fetched.status === "loading");
  // What the hub says about the model: the page's mapping, or the box's own lookup.
  const providers: ModelProviders | undefined = props.providers
    ? { kind: "mapped", entries: props.providers }
    : fetched.status === "ready"
      ? fetched.data
      : undefined;
  const mapping = mappedEntries(providers);
  const choices = providerChoices(
    mapping,
    Object.keys(status?.providers ?? {}).filter((key) => status?.providers[key]?.operatorKey),
  );
  const provider =
    picked && choices.some((choice) => choice.provider === picked)
      ? picked
      : defaultProvider(choices);
  const chat = isChat(
    props,
    mapping.map((entry) => entry.task),
  );
  const spec = TASK_SPECS[props.task];
  const fields: InputField[] = chat
    ? props.task === "image-text-to-text"
      ? ["image", "text"]
      : ["text"]
    : (spec?.fields ?? []);
  return { status, settling, providers, choices, provider, setPicked, chat, spec, fields };
}
