import type { ModelData } from "@modeldeck/tasks";
import { useEffect, useId, useRef, useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { navigate } from "../../../lib/router";
import { useResource } from "../../../lib/use-resource";
import { apiPaths } from "../../../paths";
import { localResults, type PaletteResult } from "./palette-results";

/**
 * The Ctrl/⌘+K command palette: a modal dialog with a combobox over tasks, libraries and
 * models. Arrow keys move, Enter opens, Escape closes and returns focus where it was.
 *
 * @example
 * ```tsx
 * {open ? <CommandPalette onClose={() => setOpen(false)} /> : null}
 * ```
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const api = useApiClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const trimmed = query.trim();
  const remote = useResource(trimmed ? `palette:${trimmed}` : undefined, () =>
    api.json<ModelData[]>(apiPaths.models({ search: trimmed, limit: 5 })),
  );
  const models: PaletteResult[] =
    trimmed && remote.status === "ready"
      ? remote.data.map((model) => ({ kind: "Model", label: model.id, href: `/${model.id}` }))
      : [];
  const results = [...localResults(trimmed), ...models].slice(0, 12);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) {
      // Environments without modal dialogs still get an open (non-modal) dialog.
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    return () => opener?.focus?.();
  }, []);
  const open = (result: PaletteResult | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.href);
  };
  return (
    <dialog
      ref={dialog}
      className="palette"
      aria-label="Search tasks, models and libraries"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <label htmlFor={`${listId}-input`}>Jump to a task, model or library</label>
      <input
        id={`${listId}-input`}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") setActive((active + 1) % Math.max(results.length, 1));
          else if (event.key === "ArrowUp")
            setActive((active - 1 + results.length) % Math.max(results.length, 1));
          else if (event.key === "Enter") open(results[active]);
          else if (event.key === "Escape") onClose();
          else return;
          event.preventDefault();
        }}
      />
      <ul role="listbox" id={listId} aria-label="Results">
        {results.map((result, index) => (
          <li
            key={`${result.kind}:${result.href}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onClick={() => open(result)}
          >
            <span className="muted">{result.kind}</span> {result.label}
          </li>
        ))}
      </ul>
      <p role="status" className="muted">
        {trimmed ? `${results.length} results` : "Type to search."}
      </p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
