import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { exportUrl, shareBatch, type BatchStatus } from "../api/batch-api";

const DOWNLOADS = [
  ["rows", "csv", "Rows (CSV)"],
  ["rows", "jsonl", "Rows (JSON Lines)"],
  ["summary", "csv", "Summary (CSV)"],
  ["summary", "jsonl", "Summary (JSON Lines)"],
] as const;

/**
 * Download links for a batch's rows and summary (CSV or JSON Lines, made by the server), and,
 * for its owner, the switch that lists it publicly on the server or takes it off again. Anyone
 * holding the link can open the batch either way: its id is 128 random bits.
 *
 * @example
 * ```tsx
 * <BatchExports status={batch} owned />
 * ```
 */
export function BatchExports({ status, owned }: { status: BatchStatus; owned: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: (listed: boolean) => shareBatch(api, status.id, listed),
    onSuccess: ({ listed }) =>
      queryClient.setQueryData<BatchStatus>(["batch", api.baseUrl, status.id], (current) =>
        current === undefined ? current : { ...current, listed },
      ),
  });
  return (
    <section aria-labelledby="batch-exports-heading" className="batch-exports">
      <h2 id="batch-exports-heading">Export and share</h2>
      <ul className="row">
        {DOWNLOADS.map(([part, format, label]) => (
          <li key={`${part}-${format}`}>
            <a href={exportUrl(api, status.id, format, part)} download>
              {label}
            </a>
          </li>
        ))}
      </ul>
      <p>Whoever has this page’s address can see the batch and its results.</p>
      {owned ? (
        <button
          type="button"
          disabled={share.isPending}
          onClick={() => share.mutate(!status.listed)}
        >
          {status.listed ? "Listed publicly (take off the list)" : "List publicly"}
        </button>
      ) : null}
      {share.isError ? (
        <p role="alert" className="error-message">
          {share.error.message}
        </p>
      ) : null}
    </section>
  );
}
