import { useEffect, useState } from "react";
import { BoxesOverImage } from "../ui/boxes-over-image";
import { DataTable } from "../ui/data-table";
import { HighlightedText } from "../ui/highlighted-text";
import { ScoreBars } from "../ui/score-bars";
import { formatScore } from "../../lib/format";
import { safeMediaBlob } from "../../lib/media-blob";
import type { TaskOutput } from "../../lib/run/task-output";
import { MasksOverImage } from "./masks-over-image";

/**
 * An object URL for a blob, revoked when the blob changes or the component goes away. A blob whose
 * type is not an allow-listed media type (a provider's answer is outside data) gets a URL typed
 * as plain bytes, so opening it can never run a page on the app's origin.
 *
 * @example
 * ```ts
 * const url = useBlobUrl(output.blob); // "blob:http://…"
 * ```
 */
export function useBlobUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is made and revoked with the blob, outside React
    if (!blob) return setUrl(undefined);
    const created = URL.createObjectURL(safeMediaBlob(blob));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

function extensionOf(type: string): string {
  return type.split("/")[1]?.split(";")[0]?.replace("mpeg", "mp3") ?? "bin";
}

function MediaResult({
  blob,
  mediaType,
  label,
}: {
  blob: Blob;
  mediaType: "image" | "audio" | "video";
  label: string;
}) {
  const url = useBlobUrl(blob);
  if (!url) return null;
  return (
    <div className="media-output">
      {mediaType === "image" ? <img src={url} alt={label} /> : null}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a file the user picked or a model made has no captions to offer */}
      {mediaType === "audio" ? <audio controls src={url} aria-label={label} /> : null}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a file the user picked or a model made has no captions to offer */}
      {mediaType === "video" ? <video controls src={url} aria-label={label} width={480} /> : null}
      <p>
        <a
          href={url}
          download={`modeldeck-output.${extensionOf(blob.type || `${mediaType}/octet-stream`)}`}
        >
          Download the {mediaType}
        </a>
      </p>
    </div>
  );
}

/**
 * Shows a task's answer in the form that suits it: score bars, boxes or masks over the input
 * image, highlighted entities, media players with download, tables or similarity scores.
 *
 * @example
 * ```tsx
 * <TaskOutputView output={{ kind: "scores", scores }} />
 * ```
 */
export function TaskOutputView({
  output,
  inputImageUrl,
}: {
  output: TaskOutput;
  inputImageUrl?: string;
}) {
  switch (output.kind) {
    case "scores":
      return <ScoreBars title="Results" scores={output.scores} />;
    case "similarity":
      return <ScoreBars title="Similarity" scores={output.pairs} />;
    case "boxes":
      return inputImageUrl ? (
        <BoxesOverImage
          src={inputImageUrl}
          alt="Input image with detected objects"
          boxes={output.boxes}
        />
      ) : (
        <ScoreBars title="Detected objects" scores={output.boxes} />
      );
    case "masks":
      return <MasksOverImage src={inputImageUrl} masks={output.masks} />;
    case "spans":
      return <HighlightedText text={output.text} spans={output.spans} />;
    case "text":
      return <p className="answer">{output.text}</p>;
    case "answer":
      return (
        <p className="answer">
          <strong>{output.answer}</strong>
          {output.score === undefined ? null : (
            <span className="muted"> ({formatScore(output.score)})</span>
          )}
        </p>
      );
    case "media":
      return (
        <MediaResult
          blob={output.blob}
          mediaType={output.mediaType}
          label={`Generated ${output.mediaType}`}
        />
      );
    case "audio-list":
      return (
        <>
          {output.items.map((item, index) => (
            <div key={index}>
              <h4>{item.label}</h4>
              <MediaResult blob={item.blob} mediaType="audio" label={item.label} />
            </div>
          ))}
        </>
      );
    case "table":
      return <DataTable caption="Predictions" headers={output.headers} rows={output.rows} />;
    case "embedding":
      return (
        <p>
          An embedding of {output.dimensions} dimensions, starting{" "}
          <code>{output.preview.map((value) => value.toFixed(3)).join(", ")}</code>. Add sentences
          to compare to see similarity scores.
        </p>
      );
    default:
      return null;
  }
}
