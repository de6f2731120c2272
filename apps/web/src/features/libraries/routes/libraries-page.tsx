import { useState } from "react";
import { allLibraries } from "../../../lib/libraries";
import { formatCount } from "../../../lib/format";
import { Link, useScrollRestoration } from "../../../lib/router";
import { paths } from "../../../paths";
import { useLibraryCounts } from "../api/library-models";

/**
 * Every model library in the catalogue, with a filter box and model counts; libraries with
 * models in this hub come first.
 *
 * @example
 * ```tsx
 * <LibrariesPage />
 * ```
 */
export default function LibrariesPage() {
  const counts = useLibraryCounts();
  // Back to this page lands where the user was.
  useScrollRestoration(true);
  const [filter, setFilter] = useState("");
  const countOf = (id: string) => (counts.status === "ready" ? counts.data[id] : undefined);
  const libraries = allLibraries()
    .filter(([id, library]) =>
      `${id} ${library.prettyLabel}`.toLowerCase().includes(filter.toLowerCase()),
    )
    .sort(([left], [right]) => (countOf(right) ?? 0) - (countOf(left) ?? 0));
  return (
    <>
      <h1>Libraries</h1>
      <p>The libraries that load and run models, with code to get started.</p>
      <label htmlFor="library-filter">Filter libraries</label>
      <input
        id="library-filter"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p role="status" className="muted">
        {libraries.length} libraries
      </p>
      <ul className="card-grid">
        {libraries.map(([id, library]) => (
          <li key={id} className="card">
            <Link href={paths.library(id)}>{library.prettyLabel}</Link>
            <div className="muted">
              {countOf(id) === undefined ? id : `${id} · ${formatCount(countOf(id))} models`}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
