import { useEffect, useState } from "react";
import type * as ChatMarkdown from "./chat-markdown";

let formatter: Promise<typeof ChatMarkdown> | undefined;
function loadFormatter() {
  formatter ??= import("./chat-markdown");
  return formatter;
}

/**
 * One assistant answer of a chat: rendered as Markdown (through the app's sanitizer, code
 * blocks coloured, see `formatChatAnswer`), with a "Raw text" toggle that shows exactly what the
 * model sent. Until the formatter's chunk has arrived, and if it cannot load, the raw text is
 * shown, so an answer is never hidden.
 *
 * @example
 * ```tsx
 * <ChatAnswer text={"**Yes.**\n\n```py\nprint(1)\n```"} />
 * ```
 */
export function ChatAnswer({ text }: { text: string }) {
  const [raw, setRaw] = useState(false);
  const [formatted, setFormatted] = useState<{ text: string; html: string } | undefined>();
  useEffect(() => {
    let current = true;
    loadFormatter()
      .then((module) => {
        if (current) setFormatted({ text, html: module.formatChatAnswer(text) });
      })
      // The raw text is already on screen; formatting is a nicety.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  const html = formatted?.text === text ? formatted.html : undefined;
  return (
    <div className="chat-answer">
      {raw || html === undefined ? (
        <div className="chat-raw" data-raw="true">
          {text}
        </div>
      ) : (
        <div className="markdown chat-markdown" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <button
        type="button"
        className="chat-raw-toggle"
        aria-pressed={raw}
        onClick={() => setRaw(!raw)}
      >
        Raw text
      </button>
    </div>
  );
}
