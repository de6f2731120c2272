import type { ChatMessage } from "../../../lib/run/try-input";
import type { ColumnRun } from "../../../lib/run/column-run";
import type { CompareColumn } from "../../../lib/run/compare-setup";
import { ChatAnswer } from "../../../components/run/chat-answer";

/** One user turn and what each column answered to it (empty when it did not answer). */
interface Turn {
  user: string;
  answers: (string | undefined)[];
}

/**
 * The conversations of all columns turn by turn: every column was sent the same user turns,
 * so each turn is one row holding every column's answer.
 *
 * @example
 * ```ts
 * lockstepTurns([[{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello" }]]);
 * // [{ user: "Hi", answers: ["Hello"] }]
 * ```
 */
export function lockstepTurns(transcripts: ChatMessage[][]): Turn[] {
  const perColumn = transcripts.map((transcript) => {
    const turns: { user: string; answer?: string }[] = [];
    for (const message of transcript) {
      if (message.role === "user") turns.push({ user: message.content });
      else if (message.role === "assistant" && turns.length > 0) {
        const last = turns[turns.length - 1];
        if (last) last.answer = message.content;
      }
    }
    return turns;
  });
  const length = Math.max(0, ...perColumn.map((turns) => turns.length));
  return Array.from({ length }, (_, index) => ({
    user: perColumn.find((turns) => turns[index])?.[index]?.user ?? "",
    answers: perColumn.map((turns) => turns[index]?.answer),
  }));
}

/**
 * The chat comparison: the conversation in lockstep (one row per user turn, every column's
 * answer side by side), then each column's answer as it streams, in a live `log` region.
 *
 * @example
 * ```tsx
 * <ChatLockstep columns={columns} runs={runs} />
 * ```
 */
export function ChatLockstep({ columns, runs }: { columns: CompareColumn[]; runs: ColumnRun[] }) {
  const turns = lockstepTurns(runs.map((run) => run.transcript));
  const streaming = runs.some((run) => run.streaming !== undefined);
  if (turns.length === 0 && !streaming) return null;
  return (
    <section aria-label="Conversations side by side" className="compare-chat">
      <h2>Conversation</h2>
      <ol className="compare-turns">
        {turns.map((turn, index) => (
          <li key={index}>
            <p className="compare-user">
              <span className="role">You</span>
              {turn.user}
            </p>
            <div className="compare-grid">
              {columns.map((column, position) => (
                <div key={position} className="chat-log compare-answer">
                  <span className="role">
                    {position + 1}. {column.model}
                  </span>
                  {turn.answers[position] ? (
                    <ChatAnswer text={turn.answers[position]} />
                  ) : (
                    <span className="muted">No answer</span>
                  )}
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <div className="compare-grid">
        {columns.map((column, position) => {
          const text = runs[position]?.streaming;
          return (
            <div
              key={position}
              role="log"
              aria-live="polite"
              aria-busy={text !== undefined}
              aria-label={`Answer of column ${position + 1}`}
            >
              {text !== undefined ? (
                <p className="chat-log compare-answer streaming-answer">
                  <span className="role">
                    {position + 1}. {column.model}
                  </span>
                  {text || "…"}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
