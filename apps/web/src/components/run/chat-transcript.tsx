import type { ChatMessage } from "../../lib/run/try-input";
import { ChatAnswer } from "./chat-answer";

/**
 * The conversation so far, plus the answer being streamed. Finished answers are rendered as
 * Markdown with a raw-text toggle (see `ChatAnswer`); the streamed answer is plain text while it
 * grows, in a polite live region marked busy, so screen readers read it once, complete.
 *
 * @example
 * ```tsx
 * <ChatTranscript history={[{ role: "user", content: "Hi" }]} streaming="Hel" />
 * ```
 */
export function ChatTranscript({
  history,
  streaming,
}: {
  history: ChatMessage[];
  streaming?: string;
}) {
  return (
    <>
      {history.length > 0 ? (
        <ol className="chat-log" aria-label="Conversation">
          {history.map((message, index) => (
            <li key={index}>
              <span className="role">{message.role === "user" ? "You" : "Assistant"}</span>
              {message.role === "assistant" ? (
                <ChatAnswer text={message.content} />
              ) : (
                message.content
              )}
            </li>
          ))}
        </ol>
      ) : null}
      <div
        aria-live="polite"
        aria-busy={streaming !== undefined}
        aria-label="Assistant answer"
        role="log"
      >
        {streaming !== undefined ? (
          <p className="chat-log streaming-answer">
            <span className="role">Assistant</span>
            {streaming || "…"}
          </p>
        ) : null}
      </div>
    </>
  );
}
