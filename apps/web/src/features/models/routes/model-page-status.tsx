import type { ApiModelStatus } from "@modeldeck/hub";
import { formatDate } from "../../../lib/format";

/**
 * A hub address as a reader knows it ("huggingface.co"), or "its hub" for anything unreadable.
 *
 * @example
 * ```ts
 * hubName("https://huggingface.co"); // "huggingface.co"
 * ```
 */
export function hubName(address: string | null | undefined): string {
  if (!address) return "its hub";
  try {
    return new URL(address).host;
  } catch {
    return "its hub";
  }
}

/** The model's page on the hub it came from, when that address is a plain http(s) URL. */
function upstreamPage(address: string | null, id: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}/${id.split("/").map(encodeURIComponent).join("/")}`;
  } catch {
    return undefined;
  }
}

/**
 * What the model page says about where its data came from: a model the upstream no longer has,
 * a refresh that failed (the stored data is shown, with its date), or otherwise the hub and day
 * it was read. Nothing for a model this hub never read from anywhere (a shipped or imported one).
 *
 * @example
 * ```tsx
 * import type { ApiModelStatus } from "@modeldeck/hub";
 * declare const modelStatus: ApiModelStatus;
 * <UpstreamNotes status={modelStatus} />;
 * ```
 */
export function UpstreamNotes({ status }: { status: ApiModelStatus | null }) {
  if (status === null || status.infoReadAt === null) return null;
  const source = hubName(status.source);
  const read = formatDate(status.infoReadAt);
  if (status.goneAt !== null) {
    return (
      <p role="note" className="upstream-note">
        This model is no longer on {source} (noticed {formatDate(status.goneAt)}). What is shown is
        the last copy read, on {read}.
      </p>
    );
  }
  if (status.refreshFailedAt !== null) {
    return (
      <p role="note" className="upstream-note">
        Refreshing this model from {hubName(status.upstream ?? status.source)} failed on{" "}
        {formatDate(status.refreshFailedAt)}
        {status.refreshError ? ` (${status.refreshError})` : ""}. What is shown was read on {read}.
      </p>
    );
  }
  return (
    <p className="muted upstream-read">
      Read from {source} on {read}.
    </p>
  );
}

/**
 * One line about a part of the model page (its file list or its card): when it was read and
 * from where, or that it never was, and whether this hub can read it (an upstream is configured,
 * so opening the page asked for it) or only an operator's `modeldeck sync` can.
 *
 * @example
 * ```tsx
 * import type { ApiModelStatus } from "@modeldeck/hub";
 * declare const modelStatus: ApiModelStatus;
 * <PartNote part="files" status={modelStatus} modelId="org/model" />;
 * ```
 */
export function PartNote({
  part,
  status,
  modelId,
}: {
  part: "files" | "card";
  status: ApiModelStatus | null;
  modelId: string;
}) {
  // A server that cannot say (an older one, a failed read) gets no claim either way.
  if (status === null) return null;
  const readAt = part === "files" ? status.filesReadAt : status.cardReadAt;
  const what = part === "files" ? "file sizes" : "card";
  if (readAt) {
    const page = upstreamPage(status.source, modelId);
    if (part === "card" && status.cardStatus === "truncated") {
      return (
        <p role="note" className="part-note">
          This card is longer than this hub keeps (512 KiB); the start is shown, read on{" "}
          {formatDate(readAt)}.{" "}
          {page ? <a href={page}>The whole card is on {hubName(status.source)}</a> : null}
        </p>
      );
    }
    return (
      <p className="muted part-note">
        {part === "files" ? "Files" : "Card"} read from {hubName(status.source)} on{" "}
        {formatDate(readAt)}.
      </p>
    );
  }
  if (status.upstream) {
    return (
      <p role="note" className="part-note">
        This hub has not read this model&apos;s {what} yet; reading them from{" "}
        {hubName(status.upstream)} did not succeed
        {status.refreshError ? ` (${status.refreshError})` : ""}. Reload the page to try again.
      </p>
    );
  }
  return (
    <p role="note" className="part-note">
      This hub never read this model&apos;s {what}. An operator can copy them with{" "}
      <code>modeldeck sync --only {modelId}</code>, or set an upstream hub to read them on demand.
    </p>
  );
}
