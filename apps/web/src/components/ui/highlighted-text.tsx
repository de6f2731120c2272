import { colourFor } from "./boxes-over-image";

/** A span of text marked with an entity type, as character offsets (end exclusive). */
export interface EntitySpan {
  start: number;
  end: number;
  type: string;
}

/**
 * Text with entity spans highlighted, each entity type in its own colour, the type written
 * after the span so the meaning does not rest on colour alone.
 *
 * @example
 * ```tsx
 * <HighlightedText text="My name is Sarah" spans={[{ start: 11, end: 16, type: "PER" }]} />
 * ```
 */
export function HighlightedText({ text, spans }: { text: string; spans: EntitySpan[] }) {
  const types = [...new Set(spans.map((span) => span.type))];
  const sorted = [...spans].sort((left, right) => left.start - right.start);
  const pieces: React.ReactNode[] = [];
  let position = 0;
  sorted.forEach((span, index) => {
    if (span.start < position || span.end > text.length) return;
    if (span.start > position) pieces.push(text.slice(position, span.start));
    pieces.push(
      <mark key={index} style={{ borderColor: colourFor(types.indexOf(span.type)) }}>
        {text.slice(span.start, span.end)}
        <span className="entity-type" style={{ background: colourFor(types.indexOf(span.type)) }}>
          {span.type}
        </span>
      </mark>,
    );
    position = span.end;
  });
  if (position < text.length) pieces.push(text.slice(position));
  return <p className="highlighted-text">{pieces}</p>;
}
