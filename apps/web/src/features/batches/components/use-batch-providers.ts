import { useQueries } from "@tanstack/react-query";
import { defaultProvider, providerChoices } from "../../../components/run/provider-picker";
import { useApiClient } from "../../../lib/api-client";
import type { CompareColumn } from "../../../lib/run/compare-setup";
import { loadInferenceStatus } from "../../../lib/run/key-availability";
import {
  lookUpProviders,
  mappedEntries,
  type ModelProviders,
} from "../../../lib/run/model-providers";
import { useSettings } from "../../../lib/settings";
import { useResource } from "../../../lib/use-resource";

/**
 * What the batch form knows about its columns: each named model's providers (the hub's
 * mapping), the choices offered per column (with whether the server holds a key for each), and
 * the provider each column runs on (the picked one, else the first live one). A batch runs on
 * the server, so a provider the mapping does not list is never offered in place of one.
 *
 * @example
 * ```ts
 * const { resolved } = useBatchProviders([{ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "" }]);
 * resolved[0]?.provider; // "hf-inference"
 * ```
 */
export function useBatchProviders(columns: CompareColumn[]) {
  const api = useApiClient();
  const settings = useSettings();
  const gateway = useResource(`inference-status:${settings.gatewayToken}`, () =>
    loadInferenceStatus(api, settings.gatewayToken),
  );
  const status = gateway.status === "ready" ? gateway.data : undefined;
  const mappings = useQueries({
    queries: columns.map((column, index) => ({
      // Empty columns are not asked about; their keys differ only to keep them apart.
      queryKey: ["compare-providers", api.hub.hubUrl, column.model || `(column ${index})`],
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
  const resolved: CompareColumn[] = columns.map((column, index) => ({
    model: column.model,
    provider: column.provider || defaultProvider(choicesOf(index)) || "",
  }));
  const settling = columns.some(
    (column, index) => column.model !== "" && mappings[index]?.isPending,
  );
  return { lookupOf, choicesOf, resolved, settling };
}
