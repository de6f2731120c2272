import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { CopyButton } from "../../../components/ui/code-block";
import { MarkdownView } from "../../../components/ui/markdown-view";
import "./model-page.css";

/** A copy button's place after one code block of the rendered card, and the code it copies. */
interface CodeSlot {
  slot: HTMLElement;
  text: string;
}

const SLOT_CLASS = "card-copy";

function attachSlots(markdown: HTMLElement): CodeSlot[] {
  return [...markdown.querySelectorAll("pre")].map((pre) => {
    // A long line scrolls sideways on a phone; keyboard users need to reach it to scroll it.
    pre.tabIndex = 0;
    const next = pre.nextElementSibling;
    let slot =
      next instanceof HTMLElement && next.classList.contains(SLOT_CLASS) ? next : undefined;
    if (slot === undefined) {
      slot = document.createElement("div");
      slot.className = SLOT_CLASS;
      pre.after(slot);
    }
    return { slot, text: pre.textContent ?? "" };
  });
}

/**
 * A model card: the sanitized markdown, and a "Copy" button with feedback under each of its code
 * blocks, as every other code block in the app has; the blocks themselves take keyboard focus,
 * so a long line can be scrolled without a mouse. The card's HTML stays as the sanitizer made
 * it; the buttons are rendered into places added after each `<pre>`, and put back when the card
 * is rendered again (for instance once outside images are allowed).
 *
 * @example
 * ```tsx
 * <ModelCard markdown={readme} />
 * ```
 */
export function ModelCard({ markdown }: { markdown: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<CodeSlot[]>([]);
  useEffect(() => {
    const rendered = container.current?.querySelector<HTMLElement>(".markdown");
    if (!rendered) return;
    setSlots(attachSlots(rendered));
    // A new innerHTML replaces the card's children (and the places); the buttons' own nodes and
    // the places added here are not a new card.
    const observer = new MutationObserver((records) => {
      const replaced = records.some((record) =>
        [...record.addedNodes].some(
          (node) => !(node instanceof HTMLElement && node.classList.contains(SLOT_CLASS)),
        ),
      );
      if (replaced) setSlots(attachSlots(rendered));
    });
    observer.observe(rendered, { childList: true });
    return () => observer.disconnect();
  }, [markdown]);
  return (
    <div ref={container}>
      <MarkdownView markdown={markdown} label="Model card" />
      {slots.map(({ slot, text }, index) =>
        createPortal(
          <CopyButton text={text} label={`code block ${index + 1} of the model card`} />,
          slot,
          `copy-${index}`,
        ),
      )}
    </div>
  );
}
