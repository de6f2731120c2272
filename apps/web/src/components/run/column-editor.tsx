import { useQuery } from "@tanstack/react-query";
import { listModelsPage } from "@modeldeck/hub";
import type { PipelineType } from "@modeldeck/tasks";
import { useEffect, useId, useRef, useState } from "react";
import { useApiClient } from "../../lib/api-client";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import type { ModelProviders } from "../../lib/run/model-providers";
import { ProviderPicker, type ProviderChoice } from "./provider-picker";
import type { CompareColumn } from "../../lib/run/compare-setup";

/** How many of the hub's matches the model field suggests. */
const SUGGESTIONS = 8;

/**
 * The hub's models matching what is typed in a model field (for the comparison's task), asked
 * for after a pause; a request left behind by newer text is aborted.
 */
function useModelSuggestions(text: string, task: PipelineType | undefined): string[] {
  const api = useApiClient();
  const settled = useDebouncedValue(text, 250);
  const query = useQuery({
    queryKey: ["hub", api.hub.hubUrl, "compare-suggestions", task, settled],
    queryFn: async ({ signal }) =>
      (
        await listModelsPage(
          { search: settled, pipelineTag: task, sort: "downloads", pageSize: SUGGESTIONS },
          { ...api.hub, signal },
        )
      ).models.map((model) => model.id),
    enabled: settled.length >= 2,
    staleTime: 60_000,
  });
  return settled.length >= 2 ? (query.data ?? []) : [];
}

/** What the column says under its model field about the model, from the hub's answer. */
function hubNote(model: string, lookup: ModelProviders | undefined): string | undefined {
  if (!model || lookup === undefined) return undefined;
  if (lookup.kind === "unknown") return `This hub does not know “${model}”: check the spelling.`;
  if (lookup.kind === "failed")
    return `Could not ask the hub about this model (${lookup.message}).`;
  if (lookup.entries.length === 0)
    return "No inference provider serves this model, so this column will not be sent.";
  return undefined;
}

/**
 * One column of the setup: the model id (typed, with the hub's matches suggested as you type,
 * or added from another screen), its provider (exactly the model's providers on the hub, with
 * their status), a plain note when the hub does not know the id or no provider serves it, and a
 * button to remove the column.
 *
 * @example
 * ```tsx
 * <ColumnEditor position={1} column={column} task="text-classification" lookup={lookup} choices={choices} onChange={update} onRemove={remove} />
 * ```
 */
export function ColumnEditor({
  position,
  column,
  task,
  lookup,
  choices,
  onChange,
  onRemove,
}: {
  position: number;
  column: CompareColumn;
  task?: PipelineType;
  /** The hub's answer about `column.model`; `undefined` while it is asked, or with no model. */
  lookup?: ModelProviders;
  choices: ProviderChoice[];
  onChange: (column: CompareColumn) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(column.model);
  // Suggestions follow what the user types, not a model a link or another screen set.
  const [typed, setTyped] = useState(false);
  const settled = useDebouncedValue(draft.trim(), 400);
  const suggestions = useModelSuggestions(typed ? draft.trim() : "", task);
  // Models this box handed over that have not come back through `column` yet.
  const sent = useRef<string[]>([]);
  const send = (model: string) => {
    sent.current.push(model);
    onChange({ model, provider: "" });
  };
  // A model typed here is looked up once the typing pauses, not at every key.
  useEffect(() => {
    if (settled !== column.model) send(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed value is a change; the column changes it back through props
  }, [settled]);
  useEffect(() => {
    // A model this box sent, coming back after the user typed on, must not take the newer keys
    // away; a model set from elsewhere (a link, a removed column before this one) replaces the text.
    const echo = sent.current.indexOf(column.model);
    if (echo >= 0) {
      sent.current.splice(0, echo + 1);
      return;
    }
    sent.current = [];
    setDraft(column.model);
    setTyped(false);
  }, [column.model]);
  // A provider a link named that the mapping does not list is shown as such, never as live.
  const offered =
    column.provider && !choices.some((choice) => choice.provider === column.provider)
      ? [...choices, { provider: column.provider, status: "unlisted", onGateway: false }]
      : choices;
  const note = draft.trim() === column.model ? hubNote(column.model, lookup) : undefined;
  return (
    <fieldset className="compare-column-setup">
      <legend>Column {position}</legend>
      <label htmlFor={`${id}-model`}>Model</label>
      <input
        id={`${id}-model`}
        value={draft}
        placeholder="owner/model"
        spellCheck={false}
        autoComplete="off"
        list={`${id}-suggestions`}
        aria-invalid={lookup?.kind === "unknown" && note !== undefined ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setTyped(true);
        }}
        onBlur={() => {
          if (draft.trim() !== column.model) send(draft.trim());
        }}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {note ? (
        <p id={`${id}-note`} className="compare-column-note" data-kind={lookup?.kind}>
          {note}
        </p>
      ) : null}
      <ProviderPicker
        id={`${id}-provider`}
        choices={offered}
        selected={column.provider || offered[0]?.provider || ""}
        onSelect={(provider) => onChange({ ...column, provider })}
        loading={column.model !== "" && lookup === undefined}
        modelId={column.model}
      />
      {onRemove ? (
        <button type="button" onClick={onRemove} aria-label={`Remove column ${position}`}>
          Remove
        </button>
      ) : null}
    </fieldset>
  );
}
