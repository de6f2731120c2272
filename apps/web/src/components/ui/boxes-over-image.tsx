import { useState } from "react";
import { formatScore } from "../../lib/format";

/** A detected object: a label, a score and a box in pixels of the original image. */
export interface DetectedBox {
  label: string;
  score: number;
  box: { xmin: number; ymin: number; xmax: number; ymax: number };
}

/**
 * An image with labelled rectangles drawn over it. Boxes are positioned in percentages of the
 * image's natural size so they stay right at every screen width. A list under the image gives
 * the same information in text.
 *
 * @example
 * ```tsx
 * <BoxesOverImage src="/media/cat-chelsea.png" alt="A cat" boxes={[{ label: "cat", score: 0.99, box }]} />
 * ```
 */
export function BoxesOverImage({
  src,
  alt,
  boxes,
}: {
  src: string;
  alt: string;
  boxes: DetectedBox[];
}) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>();
  return (
    <figure className="boxes-figure">
      <div className="boxes-frame">
        <img
          src={src}
          alt={alt}
          onLoad={(event) =>
            setSize({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
        {size
          ? boxes.map((entry, index) => (
              <div
                key={index}
                className="detected-box"
                data-testid="detected-box"
                style={{
                  left: `${(entry.box.xmin / size.width) * 100}%`,
                  top: `${(entry.box.ymin / size.height) * 100}%`,
                  width: `${((entry.box.xmax - entry.box.xmin) / size.width) * 100}%`,
                  height: `${((entry.box.ymax - entry.box.ymin) / size.height) * 100}%`,
                  borderColor: colourFor(index),
                }}
              >
                <span style={{ background: colourFor(index) }}>{entry.label}</span>
              </div>
            ))
          : null}
      </div>
      <figcaption>
        <ul aria-label="Detected objects">
          {boxes.map((entry, index) => (
            <li key={index}>
              {entry.label} ({formatScore(entry.score)}) at {Math.round(entry.box.xmin)},{" "}
              {Math.round(entry.box.ymin)} to {Math.round(entry.box.xmax)},{" "}
              {Math.round(entry.box.ymax)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Dark enough colours that white label text on them passes AA contrast. */
const COLOURS = ["#b3261e", "#1a5fb4", "#26734d", "#8f3f97", "#9c4a00", "#00666b"];

/**
 * The colour of the n-th box or entity; cycles through a fixed accessible palette.
 *
 * @example
 * ```ts
 * colourFor(0); // "#b3261e"
 * ```
 */
export function colourFor(index: number): string {
  return COLOURS[index % COLOURS.length] ?? "#1a5fb4";
}
