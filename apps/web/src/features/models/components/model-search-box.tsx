import { useEffect, useRef, useState } from "react";

/** How long typing must pause before the list follows it. */
const SEARCH_DELAY_MS = 300;

/**
 * The browser's search box, searching as the user types: the text is handed to `onSearch` once
 * typing pauses for 300 ms (Enter hands it over at once). The timer runs from the keystroke, not
 * from the text, so when the URL changes from outside (Back, "Clear all") the box follows it and
 * never sends the old text back. Earlier requests are aborted by the list query itself.
 *
 * @example
 * ```tsx
 * <ModelSearchBox value={query.search ?? ""} onSearch={(text) => apply({ ...query, search: text })} />
 * ```
 */
export function ModelSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(value);
  if (outside !== value) {
    setOutside(value);
    // Our own search coming back (trimmed) leaves the box alone: the user may have typed on.
    // eslint-disable-next-line react-hooks/refs -- the last search this box sent, compared once when the page's value changes
    if (value !== sent.current) setText(value);
  }
  // The latest callback, so a pending search uses the filters in force when it fires.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  // A search the URL moved away from (Back, a chip) must not fire later over the new state.
  useEffect(() => {
    if (value !== sent.current) clearTimeout(timer.current);
    sent.current = value;
  }, [value]);
  const send = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === sent.current) return;
    sent.current = next.trim();
    latest.current(next.trim());
  };
  return (
    <div className="model-search">
      <label htmlFor="model-search">Search</label>
      <input
        id="model-search"
        type="search"
        placeholder="Filter by name"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") send(text);
        }}
      />
    </div>
  );
}
