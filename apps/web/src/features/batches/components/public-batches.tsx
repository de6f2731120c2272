import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { pipelineName } from "../../../lib/catalogue";
import { formatDate } from "../../../lib/format";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import { publicBatches } from "../api/batch-api";

/**
 * The batches their owners listed publicly on this server (their "List publicly" button), newest
 * first, each a link to its page with its task, models, size and state.
 *
 * @example
 * ```tsx
 * <PublicBatches />
 * ```
 */
export function PublicBatches() {
  const api = useApiClient();
  const listed = useQuery({
    queryKey: ["public-batches", api.baseUrl],
    queryFn: ({ signal }) => publicBatches(api, signal),
  });
  const batches = listed.data?.batches ?? [];
  return (
    <section aria-labelledby="public-batches-heading">
      <h2 id="public-batches-heading">Listed publicly</h2>
      {listed.isError ? (
        <p role="alert">The list could not be read: {listed.error.message}</p>
      ) : listed.isPending ? (
        <p>Reading the list…</p>
      ) : batches.length === 0 ? (
        <p>No batch on this server is listed publicly yet.</p>
      ) : (
        <ul className="batch-list" aria-labelledby="public-batches-heading">
          {batches.map((batch) => (
            <li key={batch.id}>
              <Link href={paths.batch(batch.id)}>
                {batch.title || `${pipelineName(batch.task) || batch.task}, ${batch.rowCount} rows`}
              </Link>{" "}
              <span>
                {batch.models.join(" vs ")} · {batch.state} · {formatDate(batch.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
