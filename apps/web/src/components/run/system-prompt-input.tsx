import { useId } from "react";

/**
 * The chat's system prompt, shown above the conversation because it frames every turn below it.
 *
 * @example
 * ```tsx
 * <SystemPromptInput value={input.systemPrompt} onChange={(systemPrompt) => set({ systemPrompt })} />
 * ```
 */
export function SystemPromptInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>System prompt</label>
      <textarea id={id} rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
