import type { TokenUsage } from "../../lib/run/inference-runner";

/** What the last chat answer cost and how soon it started. */
export interface ChatStats {
  /** Milliseconds from sending to the first streamed token, when one arrived. */
  firstTokenAfter?: number;
  /** Token counts, when the provider reported them. */
  usage?: TokenUsage;
}

/**
 * One line under the conversation: time to first token and token usage of the last answer.
 * Counts the provider did not report are said to be unreported rather than guessed.
 *
 * @example
 * ```tsx
 * <ChatStatistics stats={{ firstTokenAfter: 412, usage: { prompt_tokens: 20, completion_tokens: 9, total_tokens: 29 } }} />
 * ```
 */
export function ChatStatistics({ stats }: { stats: ChatStats }) {
  const { usage } = stats;
  const tokens =
    usage?.total_tokens !== undefined || usage?.completion_tokens !== undefined
      ? `${usage.total_tokens ?? (usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0)} tokens` +
        (usage.prompt_tokens !== undefined && usage.completion_tokens !== undefined
          ? ` (${usage.prompt_tokens} prompt, ${usage.completion_tokens} answer)`
          : "")
      : "token usage not reported by the provider";
  return (
    <p className="muted" aria-label="Last answer">
      {stats.firstTokenAfter !== undefined
        ? `Time to first token ${stats.firstTokenAfter} ms · `
        : ""}
      {tokens}
    </p>
  );
}
