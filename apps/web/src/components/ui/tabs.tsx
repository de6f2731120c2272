import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

/** One tab: a stable id, its visible label and its panel content. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA pattern): arrow keys, Home and End move between tabs, only the selected tab is
 * in the tab order. The selection is controlled so callers can keep it in the URL.
 *
 * @example
 * ```tsx
 * <Tabs label="Model" items={items} selected={tab} onSelect={setTab} />
 * ```
 */
export function Tabs(props: {
  label: string;
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const prefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    props.items.findIndex((item) => item.id === props.selected),
  );
  const current = props.items[index];
  const onKeyDown = (event: KeyboardEvent) => {
    const last = props.items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = props.items[next];
    if (!item) return;
    props.onSelect(item.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus goes to its tab buttons (roving tabindex); the list hears their arrow keys */}
      <div role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
        {props.items.map((item, position) => (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.id}`}
            aria-selected={position === index}
            aria-controls={`${prefix}-panel-${item.id}`}
            tabIndex={position === index ? 0 : -1}
            onClick={() => props.onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${prefix}-panel-${current.id}`}
          aria-labelledby={`${prefix}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
