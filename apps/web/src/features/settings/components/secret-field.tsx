import { useId, useState } from "react";

/**
 * A password-type field for a token or key with a "Show" toggle. Values are saved on change.
 *
 * @example
 * ```tsx
 * <SecretField label="Hugging Face token" value={token} onChange={save} />
 * ```
 */
export function SecretField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <div className="row">
        <input
          id={id}
          type={visible ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          value={props.value}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          onChange={(event) => props.onChange(event.target.value.trim())}
        />
        <button type="button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          Show<span className="visually-hidden"> {props.label}</span>
        </button>
      </div>
      {props.hint ? (
        <p id={`${id}-hint`} className="muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
