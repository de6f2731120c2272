import { useId } from "react";
import type { InputField } from "../../lib/run/task-specs";
import type { TryInput } from "../../lib/run/try-input";
import { MediaInput } from "./media-input";
import { TableEditor } from "./table-editor";

/**
 * The input controls for a task, in the order its spec lists them; chat adds its generation
 * parameters, the less common ones behind an "Advanced" toggle (the system prompt sits above the
 * conversation, see `SystemPromptInput`). All state is lifted so a failed run keeps what was typed.
 *
 * @example
 * ```tsx
 * <TaskInputs fields={["text"]} chat={false} input={input} onChange={setInput} />
 * ```
 */
export function TaskInputs(props: {
  fields: InputField[];
  chat: boolean;
  textLabel?: string;
  input: TryInput;
  onChange: (input: TryInput) => void;
}) {
  const id = useId();
  const { input, onChange } = props;
  const set = (change: Partial<TryInput>) => onChange({ ...input, ...change });
  return (
    <>
      {props.fields.map((field) => {
        switch (field) {
          case "text":
            return (
              <div key={field}>
                <label htmlFor={`${id}-text`}>
                  {props.textLabel ?? (props.chat ? "Message" : "Text")}
                </label>
                <textarea
                  id={`${id}-text`}
                  value={input.text}
                  onChange={(event) => set({ text: event.target.value })}
                />
              </div>
            );
          case "context":
            return (
              <div key={field}>
                <label htmlFor={`${id}-context`}>Context</label>
                <textarea
                  id={`${id}-context`}
                  value={input.context}
                  onChange={(event) => set({ context: event.target.value })}
                />
              </div>
            );
          case "labels":
            return (
              <div key={field}>
                <label htmlFor={`${id}-labels`}>Candidate labels (comma-separated)</label>
                <input
                  id={`${id}-labels`}
                  value={input.labels}
                  onChange={(event) => set({ labels: event.target.value })}
                />
              </div>
            );
          case "sentences":
            return (
              <div key={field}>
                <label htmlFor={`${id}-sentences`}>Sentences to compare (one per line)</label>
                <textarea
                  id={`${id}-sentences`}
                  value={input.sentences}
                  onChange={(event) => set({ sentences: event.target.value })}
                />
              </div>
            );
          case "table":
            return (
              <TableEditor key={field} table={input.table} onChange={(table) => set({ table })} />
            );
          default:
            return (
              <MediaInput
                key={field}
                kind={field}
                file={input.file}
                fileUrl={input.fileUrl}
                fileName={input.fileName}
                onFile={(file, fileName) => set({ file, fileName })}
              />
            );
        }
      })}
      {props.chat ? (
        <div className="row">
          <div>
            <label htmlFor={`${id}-temperature`}>Temperature</label>
            <input
              id={`${id}-temperature`}
              type="number"
              min={0}
              max={2}
              step={0.1}
              value={input.temperature}
              onChange={(event) => set({ temperature: Number(event.target.value) })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max-tokens`}>Maximum new tokens</label>
            <input
              id={`${id}-max-tokens`}
              type="number"
              min={1}
              max={8192}
              value={input.maxTokens}
              onChange={(event) => set({ maxTokens: Number(event.target.value) })}
            />
          </div>
        </div>
      ) : null}
      {props.chat ? <AdvancedChatParameters input={input} onChange={set} /> : null}
    </>
  );
}

function AdvancedChatParameters({
  input,
  onChange,
}: {
  input: TryInput;
  onChange: (change: Partial<TryInput>) => void;
}) {
  const id = useId();
  return (
    <details className="advanced">
      <summary>Advanced</summary>
      <div className="row">
        <div>
          <label htmlFor={`${id}-top-p`}>Top-p</label>
          <input
            id={`${id}-top-p`}
            type="number"
            min={0}
            max={1}
            step={0.05}
            placeholder="provider default"
            value={input.topP}
            onChange={(event) => onChange({ topP: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-seed`}>Seed</label>
          <input
            id={`${id}-seed`}
            type="number"
            step={1}
            placeholder="random"
            value={input.seed}
            onChange={(event) => onChange({ seed: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-format`}>Response format</label>
          <select
            id={`${id}-format`}
            value={input.responseFormat}
            onChange={(event) =>
              onChange({ responseFormat: event.target.value as TryInput["responseFormat"] })
            }
          >
            <option value="text">Text</option>
            <option value="json_object">JSON object</option>
          </select>
        </div>
      </div>
      <label htmlFor={`${id}-stop`}>Stop sequences (one per line)</label>
      <textarea
        id={`${id}-stop`}
        rows={2}
        value={input.stop}
        onChange={(event) => onChange({ stop: event.target.value })}
      />
    </details>
  );
}
