import { PIPELINE_DATA, type PipelineType } from "@modeldeck/tasks";
import { useState } from "react";
import { allLibraries } from "../../../lib/libraries";
import type { ModelBrowserQuery, ModelSort } from "../../../paths";

const SORTS: { value: ModelSort; label: string }[] = [
  { value: "downloads", label: "Most downloads" },
  { value: "likes", label: "Most likes" },
  { value: "lastModified", label: "Recently updated" },
  { value: "trendingScore", label: "Trending" },
];

/**
 * Text that follows `value` when it changes from outside (Back, "Clear search and filters"), and
 * is the user's own while they type. The form keeps its elements, so focus is never lost.
 */
function useEditableText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (outside !== value) {
    setOutside(value);
    setText(value);
  }
  return [text, setText];
}

/** The active task filter, labelled even when it is a subtask or hidden from the list. */
function taskLabel(id: string): string {
  for (const pipeline of Object.values(PIPELINE_DATA) as {
    name: string;
    subtasks?: { type: string; name: string }[];
  }[]) {
    const subtask = pipeline.subtasks?.find((entry) => entry.type === id);
    if (subtask) return subtask.name;
  }
  return (PIPELINE_DATA as Record<string, { name: string } | undefined>)[id]?.name ?? id;
}

/**
 * The model browser's search box, filters and sort. Select changes apply at once; the text
 * fields apply on submit so the URL is not rewritten on every keystroke. Each select always
 * shows the filter in force, even one that is not among its usual choices.
 *
 * @example
 * ```tsx
 * <ModelFilters query={query} onChange={(next) => navigate(paths.models(next))} />
 * ```
 */
export function ModelFilters({
  query,
  onChange,
}: {
  query: ModelBrowserQuery;
  onChange: (next: ModelBrowserQuery) => void;
}) {
  const [search, setSearch] = useEditableText(query.search ?? "");
  const [tags, setTags] = useEditableText((query.tags ?? []).join(", "));
  const libraries = allLibraries().filter(([, library]) => library.filter !== false);
  const tasks = (Object.keys(PIPELINE_DATA) as PipelineType[]).filter(
    (id) => !(PIPELINE_DATA[id] as { hideInModels?: boolean }).hideInModels,
  );
  return (
    <form
      role="search"
      aria-label="Filter models"
      className="row"
      onSubmit={(event) => {
        event.preventDefault();
        const tagList = tags
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean);
        onChange({ ...query, search: search.trim(), tags: tagList, pages: 1 });
      }}
    >
      <div>
        <label htmlFor="model-search">Search</label>
        <input
          id="model-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="model-task">Task</label>
        <select
          id="model-task"
          value={query.task ?? ""}
          onChange={(event) =>
            onChange({ ...query, task: event.target.value || undefined, pages: 1 })
          }
        >
          <option value="">All tasks</option>
          {query.task && !tasks.includes(query.task as PipelineType) ? (
            <option value={query.task}>{taskLabel(query.task)}</option>
          ) : null}
          {tasks.map((id) => (
            <option key={id} value={id}>
              {PIPELINE_DATA[id].name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="model-library">Library</label>
        <select
          id="model-library"
          value={query.library ?? ""}
          onChange={(event) =>
            onChange({ ...query, library: event.target.value || undefined, pages: 1 })
          }
        >
          <option value="">All libraries</option>
          {query.library && !libraries.some(([id]) => id === query.library) ? (
            <option value={query.library}>{query.library}</option>
          ) : null}
          {libraries.map(([id, library]) => (
            <option key={id} value={id}>
              {library.prettyLabel}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="model-tags">Tags (comma-separated)</label>
        <input id="model-tags" value={tags} onChange={(event) => setTags(event.target.value)} />
      </div>
      <div>
        <label htmlFor="model-sort">Sort</label>
        <select
          id="model-sort"
          value={query.sort ?? "downloads"}
          onChange={(event) =>
            onChange({ ...query, sort: event.target.value as ModelSort, pages: 1 })
          }
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="primary">
        Apply
      </button>
    </form>
  );
}
