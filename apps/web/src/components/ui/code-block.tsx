import { useEffect, useRef, useState } from "react";
import type { highlightCode as HighlightCode } from "./highlight-code";

/** What the copy button last did, shown on the button and announced in the status region. */
type CopyState = "idle" | "copied" | "failed";

/** How long "Copied" stays on the button before it reads "Copy" again. */
const FEEDBACK_MILLISECONDS = 2000;

/**
 * Loads the highlighter once per page; every block shares the same promise, so the chunk is
 * requested once however many blocks a screen shows.
 */
let highlighter: Promise<{ highlightCode: typeof HighlightCode }> | undefined;
function loadHighlighter() {
  highlighter ??= import("./highlight-code");
  return highlighter;
}

/**
 * A "Copy" button for `text` whose result is shown on the button ("Copied", "Copy failed") and
 * announced in a `role="status"` region, then reads "Copy" again. `label` names what it copies.
 *
 * @example
 * ```tsx
 * <CopyButton text={"pip install transformers"} label="Install" />
 * ```
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const [copied, setCopied] = useState<CopyState>("idle");
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const copy = async () => {
    clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
    resetTimer.current = setTimeout(() => setCopied("idle"), FEEDBACK_MILLISECONDS);
  };
  return (
    <>
      <button type="button" className="copy-button" data-state={copied} onClick={() => void copy()}>
        {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy"}
        {label ? <span className="visually-hidden"> {label}</span> : null}
      </button>
      <span role="status" className="visually-hidden">
        {copied === "copied" ? "Copied to clipboard" : copied === "failed" ? "Copy failed" : ""}
      </span>
    </>
  );
}

/**
 * A block of code with syntax colours (Python, JavaScript and shell) and a "Copy" button whose
 * result is both shown on the button and announced in a `role="status"` region. The plain text
 * renders at once; the colours arrive with the highlighter's own chunk, so pages without code never
 * download it.
 *
 * @example
 * ```tsx
 * <CodeBlock code={"pip install transformers"} language="sh" label="Install" />
 * ```
 */
export function CodeBlock({
  code,
  language,
  label,
}: {
  code: string;
  language?: string;
  label?: string;
}) {
  const [highlighted, setHighlighted] = useState<{ code: string; html: string } | undefined>();
  useEffect(() => {
    let current = true;
    loadHighlighter()
      .then((module) => {
        const html = module.highlightCode(code, language);
        if (current && html !== undefined) setHighlighted({ code, html });
      })
      // Colours are a nicety: if the chunk cannot load, the plain text is already on screen.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, language]);

  // Highlighted HTML of an older `code` is never shown next to a newer one.
  const html = highlighted?.code === code ? highlighted.html : undefined;
  return (
    <figure className="code-block">
      {label ? <figcaption>{label}</figcaption> : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block takes focus so the keyboard can scroll it (axe: scrollable-region-focusable) */}
      <pre tabIndex={0} aria-label={label ? `${label} code` : "Code"}>
        {html === undefined ? (
          <code data-language={language}>{code}</code>
        ) : (
          <code
            data-language={language}
            data-highlighted="true"
            className="hljs"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </pre>
      <CopyButton text={code} label={label} />
    </figure>
  );
}
