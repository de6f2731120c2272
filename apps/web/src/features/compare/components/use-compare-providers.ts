import { useQueries } from "@tanstack/react-query";
import type { PipelineType } from "@modeldeck/tasks";
import { defaultProvider, providerChoices } from "../../../components/run/provider-picker";
import { useApiClient } from "../../../lib/api-client";
import type { CompareColumn } from "../../../lib/run/compare-setup";
import { loadInferenceStatus } from "../../../lib/run/key-availability";
import {
  lookUpProviders,
  mappedEntries,
  type ModelProviders,
} from "../../../lib/run/model-providers";
import { TASK_SPECS, type InputField } from "../../../lib/run/task-specs";
import { useSettings } from "../../../lib/settings";
import { useResource } from "../../../lib/use-resource";
import { columnRefusal } from "./column-refusal";

/**
 * What the compare screen knows about its columns before a run: the gateway's status, each named
 * model's providers (the hub's mapping), the providers offered per column and the one each column
 * runs on, whether the task is a chat, its spec and input fields, why a column would not be sent,
 * and whether answers every run depends on are still on their way.
 *
 * @example
 * ```ts
 * const columns = [{ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "" }];
 * const providers = useCompareProviders(columns, "text-classification", false);
 * providers.resolved[0]?.provider; // the column's provider, or the first live one
 * ```
 */
export function useCompareProviders(
  columns: CompareColumn[],
  task: PipelineType,
  chatFlag: boolean,
) {
  const api = useApiClient();
  const settings = useSettings();
  const gateway = useResource(`inference-status:${settings.gatewayToken}`, () =>
    loadInferenceStatus(api, settings.gatewayToken),
  );
  const status = gateway.status === "ready" ? gateway.data : undefined;
  const mappings = useQueries({
    queries: columns.map((column) => ({
      queryKey: ["compare-providers", api.hub.hubUrl, column.model],
      queryFn: ({ signal }: { signal: AbortSignal }) => lookUpProviders(api, column.model, signal),
      enabled: column.model !== "",
    })),
  });
  const gatewayProviders = Object.keys(status?.providers ?? {}).filter(
    (key) => status?.providers[key]?.operatorKey,
  );
  const lookupOf = (index: number): ModelProviders | undefined =>
    columns[index]?.model ? mappings[index]?.data : undefined;
  const choicesOf = (index: number) =>
    providerChoices(mappedEntries(lookupOf(index)), gatewayProviders);
  // No provider the hub lists means no provider at all: the column is not sent.
  const resolved: CompareColumn[] = columns.map((column, index) => ({
    model: column.model,
    provider: column.provider || defaultProvider(choicesOf(index)) || "",
  }));
  const conversational = mappings.some((mapping) =>
    mappedEntries(mapping.data).some((entry) => entry.task === "conversational"),
  );
  const chat =
    task === "image-text-to-text" || (task === "text-generation" && (chatFlag || conversational));
  const spec = TASK_SPECS[task];
  const fields: InputField[] = chat
    ? task === "image-text-to-text"
      ? ["image", "text"]
      : ["text"]
    : (spec?.fields ?? []);
  // Answers every run depends on, still on their way: whether a key would serve this browser and
  // each named model's providers. "Run all" pressed before they arrive waits for them, as the
  // try-it box does, instead of sending without them.
  const settling =
    gateway.status === "loading" ||
    columns.some((column, index) => column.model !== "" && mappings[index]?.isPending);
  /** Why a column is not sent, in plain words: the hub does not list what it names. */
  const refusal = (index: number) =>
    columnRefusal(
      resolved[index] ?? { model: "", provider: "" },
      lookupOf(index),
      choicesOf(index),
    );
  return { status, lookupOf, choicesOf, resolved, chat, spec, fields, settling, refusal };
}
