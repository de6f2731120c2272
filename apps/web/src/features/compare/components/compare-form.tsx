import type { PipelineType } from "@modeldeck/tasks";
import { useId, type Dispatch, type SetStateAction } from "react";
import { SystemPromptInput } from "../../../components/run/system-prompt-input";
import { TaskInputs } from "../../../components/run/task-inputs";
import type { ProviderChoice } from "../../../components/run/provider-picker";
import { pipelineName } from "../../../lib/catalogue";
import { MAX_COLUMNS, type CompareColumn } from "../../../lib/run/compare-setup";
import type { ModelProviders } from "../../../lib/run/model-providers";
import { TASK_SPECS, type InputField, type TaskSpec } from "../../../lib/run/task-specs";
import type { TryInput } from "../../../lib/run/try-input";
import { ColumnEditor } from "../../../components/run/column-editor";

const CHAT_TASKS = ["text-generation", "image-text-to-text"];
const COMPARABLE_TASKS = [...new Set([...Object.keys(TASK_SPECS), ...CHAT_TASKS])].sort(
  (left, right) => (pipelineName(left) || left).localeCompare(pipelineName(right) || right),
);

/**
 * The compare screen's form: the task, a column editor per model (with its provider), the shared
 * input, and Run all / Stop all / Clear conversations. Ctrl/⌘+Enter runs from inside a text area.
 *
 * @example
 * ```tsx
 * declare const props: Parameters<typeof CompareForm>[0];
 * <CompareForm {...props} onRunAll={() => console.log("run all")} />;
 * ```
 */
export function CompareForm(props: {
  task: PipelineType;
  onTask: (task: PipelineType) => void;
  columns: CompareColumn[];
  lookupOf: (index: number) => ModelProviders | undefined;
  choicesOf: (index: number) => ProviderChoice[];
  onColumn: (index: number, column: CompareColumn) => void;
  onAddColumn: () => void;
  onRemoveColumn: (index: number) => void;
  chat: boolean;
  spec: TaskSpec | undefined;
  fields: InputField[];
  input: TryInput;
  onInput: Dispatch<SetStateAction<TryInput>>;
  notice: string | undefined;
  busy: boolean;
  onRunAll: () => void;
  onStopAll: () => void;
  onClear: (() => void) | undefined;
}) {
  const id = useId();
  const { columns, chat, input, busy } = props;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Ctrl/⌘+Enter in the form's text areas bubbles up to send the form
    <form
      aria-label="Comparison"
      className="try-it compare-setup"
      onSubmit={(event) => {
        event.preventDefault();
        props.onRunAll();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          props.onRunAll();
        }
      }}
    >
      <div>
        <label htmlFor={`${id}-task`}>Task</label>
        <select
          id={`${id}-task`}
          value={props.task}
          onChange={(event) => props.onTask(event.target.value as PipelineType)}
        >
          {COMPARABLE_TASKS.map((name) => (
            <option key={name} value={name}>
              {pipelineName(name) || name}
            </option>
          ))}
        </select>
      </div>
      <div className="compare-grid">
        {columns.map((column, index) => (
          <ColumnEditor
            key={index}
            position={index + 1}
            column={column}
            task={props.task}
            lookup={props.lookupOf(index)}
            choices={props.choicesOf(index)}
            onChange={(next) => props.onColumn(index, next)}
            onRemove={columns.length > 1 ? () => props.onRemoveColumn(index) : undefined}
          />
        ))}
      </div>
      {columns.length < MAX_COLUMNS ? (
        <button type="button" onClick={props.onAddColumn}>
          Add a column
        </button>
      ) : null}
      {chat ? (
        <SystemPromptInput
          value={input.systemPrompt}
          onChange={(systemPrompt) => props.onInput((current) => ({ ...current, systemPrompt }))}
        />
      ) : null}
      <TaskInputs
        fields={props.fields}
        chat={chat}
        textLabel={props.spec?.textLabel}
        input={input}
        onChange={props.onInput}
      />
      {props.notice ? (
        <p role="alert" className="error-message">
          {props.notice}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? "Running…" : chat ? "Send to all" : "Run all"}
        </button>
        {busy ? (
          <button type="button" onClick={props.onStopAll}>
            Stop all
          </button>
        ) : null}
        {props.onClear ? (
          <button type="button" onClick={props.onClear}>
            Clear conversations
          </button>
        ) : null}
      </div>
    </form>
  );
}
