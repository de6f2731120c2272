import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useBlobUrl } from "../../../components/run/task-output-view";
import { useApiClient } from "../../../lib/api-client";
import { useArenaLeaderboard } from "../../../lib/arena-leaderboard";
import { ARENA_TASKS, startBattle } from "../api/arena-api";
import { ArenaBattleView } from "../components/arena-battle-view";
import { ArenaLeaderboardTable } from "../components/arena-leaderboard-table";

type ArenaTaskId = keyof typeof ARENA_TASKS;

function initialTask(): ArenaTaskId {
  const asked = new URLSearchParams(window.location.search).get("task") ?? "";
  return Object.hasOwn(ARENA_TASKS, asked) ? (asked as ArenaTaskId) : "text-generation";
}

/** An object URL for the chosen image, so detections can be drawn over it. */
function useFileUrl(file: File | undefined): string | undefined {
  return useBlobUrl(file?.type.startsWith("image/") ? file : undefined);
}

/**
 * The blind arena for a task (`/arena?task=…`): the server picks the models and runs them; the
 * page shows columns A, B, … without names until the vote, then the names and the task's
 * leaderboard. The prompt may carry a category (one the task's votes already use, or a new one),
 * stored with the vote so the leaderboard can be read per category.
 *
 * @example
 * ```tsx
 * <ArenaPage />
 * ```
 */
export default function ArenaPage() {
  const api = useApiClient();
  const [task, setTask] = useState<ArenaTaskId>(initialTask);
  const [text, setText] = useState("");
  const [file, setFile] = useState<File>();
  const [columns, setColumns] = useState(2);
  const [category, setCategory] = useState("");
  const known = useArenaLeaderboard(task).data?.categories ?? [];
  const listId = useId();
  const imageUrl = useFileUrl(file);
  const battle = useMutation({
    mutationFn: () =>
      startBattle(api, {
        task,
        columns,
        category,
        ...(ARENA_TASKS[task] === "text" ? { text } : file ? { file } : {}),
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    battle.mutate();
  };
  return (
    <div className="arena-page">
      <h1>Arena</h1>
      <p>The server picks the models and runs them; their names stay hidden until you vote.</p>
      <form onSubmit={submit} aria-label="Start a blind battle">
        <label>
          Task{" "}
          <select
            value={task}
            onChange={(event) => {
              setTask(event.target.value as ArenaTaskId);
              battle.reset();
            }}
          >
            {Object.keys(ARENA_TASKS).map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        {ARENA_TASKS[task] === "text" ? (
          <label>
            Prompt{" "}
            <textarea value={text} onChange={(event) => setText(event.target.value)} required />
          </label>
        ) : (
          <label>
            Input file{" "}
            <input
              type="file"
              accept="image/*,audio/*"
              onChange={(event) => setFile(event.target.files?.[0])}
              required
            />
          </label>
        )}
        <label>
          Prompt category (optional){" "}
          <input
            type="text"
            list={listId}
            value={category}
            maxLength={40}
            onChange={(event) => setCategory(event.target.value)}
          />
          <datalist id={listId}>
            {known.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <label>
          Columns{" "}
          <select value={columns} onChange={(event) => setColumns(Number(event.target.value))}>
            {[2, 3, 4].map((count) => (
              <option key={count}>{count}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={battle.isPending}>
          Start a blind battle
        </button>
      </form>
      {battle.isError ? <p role="alert">{battle.error.message}</p> : null}
      {battle.data ? (
        <ArenaBattleView key={battle.data.id} battle={battle.data} inputImageUrl={imageUrl} />
      ) : null}
      <ArenaLeaderboardTable key={task} task={task} />
    </div>
  );
}
