import type { ChatMessage } from "../api/try-input";

/**
 * The conversation so far, plus the answer being streamed. The streamed answer sits in a
 * polite live region marked busy while it grows, so screen readers read it once, complete.
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
              {message.content}
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
