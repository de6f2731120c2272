import { useId, useState } from "react";
import { useSearchResults, type SearchResult } from "../../lib/search-results";
import { useHeldAction } from "../../lib/use-held-action";

/**
 * A search box over tasks, models, libraries and pages, following the WAI-ARIA combobox
 * pattern: results in a listbox, arrow keys move the active option, Enter chooses it, Escape
 * clears (or calls `onEscape`). Used inline on the home page and inside the Ctrl/⌘+K palette.
 *
 * @example
 * ```tsx
 * <SearchCombobox label="Search tasks, models and libraries" onChoose={(result) => navigate(result.href)} />
 * ```
 */
export function SearchCombobox(props: {
  label: string;
  onChoose: (result: SearchResult) => void;
  /** Enter with no result to choose (or nothing typed yet) hands the text over. */
  onSubmitText?: (text: string) => void;
  onEscape?: () => void;
  autoFocus?: boolean;
  placeholder?: string;
}) {
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const { results, ready } = useSearchResults(query);
  const open = query.trim().length > 0;
  const count = Math.max(results.length, 1);
  // Enter pressed before the catalogue's matches and the hub's models have arrived waits for
  // them: otherwise "object det" + Enter on a slow connection would search models instead of
  // opening the task, and "qwen" + Enter would open whatever matched first, not the best match.
  const choose = () => {
    const chosen = open ? results[active] : undefined;
    if (chosen) props.onChoose(chosen);
    else props.onSubmitText?.(query.trim());
  };
  const held = useHeldAction(ready, choose);
  return (
    <div className="search-combobox">
      <label htmlFor={`${listId}-input`}>{props.label}</label>
      <input
        id={`${listId}-input`}
        role="combobox"
        type="search"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the search dialog asks for it: it opens to be typed in
        autoFocus={props.autoFocus}
        placeholder={props.placeholder}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          held.cancel();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") setActive((active + 1) % count);
          else if (event.key === "ArrowUp") setActive((active - 1 + count) % count);
          else if (event.key === "Enter") {
            if (open && !ready) held.hold();
            else choose();
          } else if (event.key === "Escape") {
            if (props.onEscape) props.onEscape();
            else setQuery("");
          } else return;
          event.preventDefault();
        }}
      />
      {open ? (
        <ul role="listbox" id={listId} aria-label="Results" className="search-results">
          {results.map((result, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys (aria-activedescendant)
            <li
              key={`${result.kind}:${result.href}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => props.onChoose(result)}
            >
              <span className="muted">{result.kind}</span> {result.label}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="muted">
        {open ? `${results.length} results` : ""}
      </p>
    </div>
  );
}
