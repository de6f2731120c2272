import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { ProviderPicker, type ProviderChoice } from "../components/provider-picker";
import type { CompareColumn } from "./compare-setup";

/**
 * One column of the setup: the model id (typed, or added from another screen), its provider
 * (the model's providers, as the try-it box offers them) and a button to remove the column.
 *
 * @example
 * ```tsx
 * <ColumnEditor position={1} column={column} choices={choices} onChange={update} onRemove={remove} />
 * ```
 */
export function ColumnEditor({
  position,
  column,
  choices,
  onChange,
  onRemove,
}: {
  position: number;
  column: CompareColumn;
  choices: ProviderChoice[];
  onChange: (column: CompareColumn) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(column.model);
  const settled = useDebouncedValue(draft.trim(), 400);
  // Models this box handed over that have not come back through `column` yet.
  const sent = useRef<string[]>([]);
  const send = (model: string) => {
    sent.current.push(model);
    onChange({ model, provider: "" });
  };
  // A model typed here is looked up once the typing pauses, not at every key.
  useEffect(() => {
    if (settled !== column.model) send(settled);
    // Only a new typed value is a change; the column itself changes it back through props.
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
  }, [column.model]);
  const offered =
    column.provider && !choices.some((choice) => choice.provider === column.provider)
      ? [...choices, { provider: column.provider, status: "live" as const, onGateway: false }]
      : choices;
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
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft.trim() !== column.model) send(draft.trim());
        }}
      />
      <ProviderPicker
        id={`${id}-provider`}
        choices={offered}
        selected={column.provider || offered[0]?.provider || "hf-inference"}
        onSelect={(provider) => onChange({ ...column, provider })}
      />
      {onRemove ? (
        <button type="button" onClick={onRemove} aria-label={`Remove column ${position}`}>
          Remove
        </button>
      ) : null}
    </fieldset>
  );
}
