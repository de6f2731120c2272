import type { DemoEntry, TaskDemo } from "@modeldeck/tasks";
import { BoxesOverImage } from "../../../components/ui/boxes-over-image";
import { DataTable } from "../../../components/ui/data-table";
import { HighlightedText } from "../../../components/ui/highlighted-text";
import { ScoreBars } from "../../../components/ui/score-bars";
import { paths } from "../../../paths";

/**
 * One demo entry rendered by its kind: text, image, audio, video, table, score bars, text
 * with highlighted tokens, or boxes over an image.
 *
 * @example
 * ```tsx
 * <DemoEntryView entry={{ label: "Input", type: "text", content: "I love it" }} />
 * ```
 */
function DemoEntryView({ entry }: { entry: DemoEntry }) {
  const title = entry.label || (entry.type === "chart" ? "Scores" : "Example");
  switch (entry.type) {
    case "text":
      return <p className="demo-text">{entry.content}</p>;
    case "chart":
      return <ScoreBars title={title} scores={entry.content} />;
    case "tabular":
      return (
        <DataTable caption={title} headers={entry.content.headers} rows={entry.content.rows} />
      );
    case "text-with-tokens":
      return <HighlightedText text={entry.content.text} spans={entry.content.tokens} />;
    case "boxes":
      return <BoxesOverImage src={paths.media(entry.filename)} alt={title} boxes={entry.content} />;
    case "img":
      return (
        <img className="demo-image" src={paths.media(entry.filename)} alt={title} loading="lazy" />
      );
    case "audio":
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the task's demo media are short samples that ship without captions
      return <audio controls preload="none" src={paths.media(entry.filename)} aria-label={title} />;
    case "video":
      return (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the task's demo media are short samples that ship without captions
        <video
          controls
          preload="none"
          src={paths.media(entry.filename)}
          aria-label={title}
          width={480}
        />
      );
    default:
      return null;
  }
}

/**
 * A task's demo: its inputs, then its outputs.
 *
 * @example
 * ```tsx
 * import { TASKS_DATA } from "@modeldeck/tasks";
 * const task = TASKS_DATA["text-classification"];
 * const view = task ? <DemoView demo={task.demo} /> : null;
 * ```
 */
export function DemoView({ demo }: { demo: TaskDemo }) {
  if (demo.inputs.length === 0 && demo.outputs.length === 0) return null;
  return (
    <section aria-labelledby="demo-heading" className="panel demo">
      <h2 id="demo-heading">Demo</h2>
      <div className="demo-columns">
        {[
          { heading: "Inputs", entries: demo.inputs },
          { heading: "Outputs", entries: demo.outputs },
        ].map((column) => (
          <div key={column.heading}>
            <h3>{column.heading}</h3>
            {column.entries.map((entry, index) => (
              <div key={index} className="demo-entry">
                {entry.label ? <h4>{entry.label}</h4> : null}
                <DemoEntryView entry={entry} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
