import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { voteOnBattle, type BlindBattle, type RevealedColumn } from "../api/arena-api";
import { ArenaAnswerView } from "./arena-answer-view";
import { ArenaSaveRun } from "./arena-save-run";

/** The vote buttons: "A is better"… for two columns, "A is best"… for more, then tie and bad. */
function voteChoices(columns: string[]): { vote: string; label: string }[] {
  const two = columns.length === 2;
  return [
    ...columns.map((column) => ({
      vote: column,
      label: `${column} is ${two ? "better" : "best"}`,
    })),
    { vote: "tie", label: "Tie" },
    { vote: "both-bad", label: two ? "Both are bad" : "All are bad" },
  ];
}

/**
 * A battle's columns, blind until the vote: each column is a region named by its letter only;
 * after the vote its heading names the model and provider, the leaderboard is refreshed and the
 * battle can be saved as a run.
 *
 * @example
 * ```tsx
 * <ArenaBattleView battle={battle} inputImageUrl={url} />
 * ```
 */
export function ArenaBattleView({
  battle,
  inputImageUrl,
}: {
  battle: BlindBattle;
  inputImageUrl?: string;
}) {
  const api = useApiClient();
  const queries = useQueryClient();
  const vote = useMutation({
    mutationFn: (choice: string) => voteOnBattle(api, battle.id, choice),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["arena-leaderboard", battle.task] }),
  });
  const names = new Map<string, RevealedColumn>(
    (vote.data?.columns ?? []).map((column) => [column.column, column]),
  );
  return (
    <div>
      <div className="arena-columns">
        {battle.columns.map((column) => {
          const name = names.get(column.column);
          const heading = name
            ? `${column.column}: ${name.model} (${name.provider})`
            : column.column;
          return (
            <section key={column.column} aria-label={`Column ${column.column}`}>
              <h2>{heading}</h2>
              {column.answer ? (
                <ArenaAnswerView answer={column.answer} inputImageUrl={inputImageUrl} />
              ) : (
                <p role="status">{column.error}</p>
              )}
            </section>
          );
        })}
      </div>
      {vote.isSuccess ? (
        <>
          <p role="status">Thanks: your vote counts. The names are shown above.</p>
          <ArenaSaveRun battle={battle} revealed={vote.data.columns} />
        </>
      ) : (
        <div role="group" aria-label="Your vote">
          {voteChoices(battle.columns.map((column) => column.column)).map((choice) => (
            <button
              key={choice.vote}
              type="button"
              disabled={vote.isPending}
              onClick={() => vote.mutate(choice.vote)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      {vote.isError ? <p role="alert">{vote.error.message}</p> : null}
    </div>
  );
}
