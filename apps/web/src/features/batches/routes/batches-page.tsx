import { useLocation, Link } from "../../../lib/router";
import { pipelineName } from "../../../lib/catalogue";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../paths";
import { forgetBatch, useRememberedBatches } from "../api/batch-list";
import { BatchSetupForm } from "../components/batch-setup-form";
import { PublicBatches } from "../components/public-batches";
import "./batches.css";

function RememberedBatches() {
  const batches = useRememberedBatches();
  return (
    <section aria-labelledby="your-batches-heading">
      <h2 id="your-batches-heading">Your batches</h2>
      {batches.length === 0 ? (
        <p>None yet: the batches you upload in this browser are listed here.</p>
      ) : (
        <ul className="batch-list">
          {batches.map((batch) => (
            <li key={batch.id}>
              <Link href={paths.batch(batch.id)}>
                {batch.title || `${pipelineName(batch.task) || batch.task}, ${batch.rowCount} rows`}
              </Link>{" "}
              <span>{formatDate(batch.createdAt)}</span>{" "}
              <button
                type="button"
                aria-label={`Remove ${batch.title || batch.id} from this list`}
                onClick={() => forgetBatch(batch.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Batch evaluation (`/batches?task=&model=&provider=…`): run 2–4 models over a whole data set
 * and score them. The form takes its task and columns from the address (Compare's "Evaluate
 * over a data set" link, a task page); below it, the batches this browser uploaded and the ones
 * listed publicly on this server.
 *
 * @example
 * ```tsx
 * <BatchesPage />
 * ```
 */
export default function BatchesPage() {
  const { search } = useLocation();
  return (
    <div className="batches-page">
      <h1>Batches</h1>
      <p>Run 2–4 models over every row of a data set and compare their scores, speed and errors.</p>
      <BatchSetupForm key={search} search={search} />
      <RememberedBatches />
      <PublicBatches />
    </div>
  );
}
