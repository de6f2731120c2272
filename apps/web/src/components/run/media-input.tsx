import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { safeMediaBlob } from "../../lib/media-blob";

type MediaKind = "image" | "audio" | "video";

function useObjectUrl(file: Blob | undefined, fallback: string | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is made and revoked with the file, outside React
    if (!file) return setUrl(undefined);
    // A dropped or pasted file's type is whatever it claims: previewed only as media or bytes.
    const created = URL.createObjectURL(safeMediaBlob(file));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url ?? fallback;
}

/**
 * A file input for images, audio or video that also accepts drag-and-drop and paste, and for
 * audio a microphone recording. Shows a preview of the current file.
 *
 * @example
 * ```tsx
 * <MediaInput kind="image" file={file} fileUrl="/media/cat-chelsea.png" onFile={setFile} />
 * ```
 */
export function MediaInput(props: {
  kind: MediaKind;
  file?: Blob;
  fileUrl?: string;
  fileName?: string;
  onFile: (file: Blob, name: string) => void;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState("");
  const preview = useObjectUrl(props.file, props.fileUrl);
  const takeRef = useRef<(file: File | undefined) => void>(() => undefined);
  useEffect(() => {
    // A file pasted anywhere on the page (outside text fields) lands here too.
    const onWindowPaste = (event: globalThis.ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        event.defaultPrevented ||
        target?.closest("textarea, input:not([type=file]), [contenteditable]")
      )
        return;
      const file = event.clipboardData?.files[0];
      if (file) {
        event.preventDefault();
        takeRef.current(file);
      }
    };
    window.addEventListener("paste", onWindowPaste);
    return () => window.removeEventListener("paste", onWindowPaste);
  }, []);
  const accept = `${props.kind}/*`;
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith(`${props.kind}/`)) {
      setNotice(`“${file.name}” is not ${props.kind === "image" ? "an" : "a"} ${props.kind} file.`);
      return;
    }
    setNotice(`Using ${file.name}.`);
    props.onFile(file, file.name);
  };
  useEffect(() => {
    takeRef.current = take;
  });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = [...event.clipboardData.files][0];
    if (file) {
      event.preventDefault();
      take(file);
    }
  };
  return (
    <div
      className="drop-zone"
      data-dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <label htmlFor={id}>
        {props.kind === "image" ? "Image" : props.kind === "audio" ? "Audio" : "Video"} (pick, drop
        or paste a file)
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => take(event.target.files?.[0])}
      />
      {props.kind === "audio" ? (
        <Recorder onRecorded={(blob) => props.onFile(blob, "recording.webm")} />
      ) : null}
      {preview ? <Preview kind={props.kind} src={preview} name={props.fileName} /> : null}
      <p role="status" className="muted">
        {notice}
      </p>
    </div>
  );
}

function Preview({ kind, src, name }: { kind: MediaKind; src: string; name?: string }) {
  const label = `Selected ${kind}${name ? `: ${name}` : ""}`;
  if (kind === "image") return <img src={src} alt={label} data-testid="input-preview" />;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a file the user picked or a model made has no captions to offer
  if (kind === "audio") return <audio controls src={src} aria-label={label} />;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a file the user picked or a model made has no captions to offer
  return <video controls src={src} aria-label={label} width={320} />;
}

/** Records speech from the microphone with MediaRecorder; hidden where the browser lacks it. */
function Recorder({ onRecorded }: { onRecorded: (blob: Blob) => void }) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState("");
  if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices) return null;
  const start = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const instance = new MediaRecorder(stream);
      instance.ondataavailable = (event) => chunks.push(event.data);
      instance.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        onRecorded(new Blob(chunks, { type: instance.mimeType || "audio/webm" }));
      };
      instance.start();
      recorder.current = instance;
      setRecording(true);
      setProblem("");
    } catch {
      setProblem("The microphone is not available (permission denied or no device).");
    }
  };
  const stop = () => {
    recorder.current?.stop();
    setRecording(false);
  };
  return (
    <p>
      <button
        type="button"
        onClick={() => void (recording ? stop() : start())}
        aria-pressed={recording}
      >
        {recording ? "Stop recording" : "Record from microphone"}
      </button>
      {problem ? <span role="alert"> {problem}</span> : null}
    </p>
  );
}
