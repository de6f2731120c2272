import { useId, useState } from "react";

/**
 * A password-type field for a token or key with a "Show" toggle. Values are saved on change,
 * unless `refuse` gives a reason not to: then the value stays in the field, unsaved, with the
 * reason announced beside it.
 *
 * @example
 * ```tsx
 * <SecretField label="Hugging Face token" value={token} onChange={save} refuse={refuseHfToken} />
 * ```
 */
export function SecretField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  refuse?: (value: string) => string | undefined;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [refused, setRefused] = useState<{ value: string; reason: string }>();
  const described = [props.hint ? `${id}-hint` : "", refused ? `${id}-refused` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <div className="row">
        <input
          id={id}
          type={visible ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          value={refused?.value ?? props.value}
          aria-describedby={described || undefined}
          aria-invalid={refused ? true : undefined}
          onChange={(event) => {
            const value = event.target.value.trim();
            const reason = props.refuse?.(value);
            setRefused(reason ? { value, reason } : undefined);
            if (!reason) props.onChange(value);
          }}
        />
        <button type="button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          Show<span className="visually-hidden"> {props.label}</span>
        </button>
      </div>
      {refused ? (
        <p id={`${id}-refused`} role="alert">
          {refused.reason}
        </p>
      ) : null}
      {props.hint ? (
        <p id={`${id}-hint`} className="muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
