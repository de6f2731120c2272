import { colourFor } from "../ui/boxes-over-image";
import { formatScore } from "../../lib/format";

/**
 * Segmentation masks laid over the input image, each tinted in its own colour (the mask PNG
 * is used as a CSS mask on a coloured layer), with a text legend.
 *
 * @example
 * ```tsx
 * <MasksOverImage src={imageUrl} masks={[{ label: "cat", score: 0.98, mask: base64Png }]} />
 * ```
 */
export function MasksOverImage({
  src,
  masks,
}: {
  src?: string;
  masks: { label: string; score?: number; mask: string }[];
}) {
  return (
    <figure>
      {src ? (
        <div className="boxes-frame">
          <img src={src} alt="The input, with the segmentation masks over it" />
          {masks.map((entry, index) => {
            const image = `url(data:image/png;base64,${entry.mask})`;
            return (
              <div
                key={index}
                className="mask-layer"
                data-testid="mask-layer"
                style={{
                  background: colourFor(index),
                  maskImage: image,
                  WebkitMaskImage: image,
                  maskSize: "100% 100%",
                  WebkitMaskSize: "100% 100%",
                  maskMode: "luminance",
                }}
              />
            );
          })}
        </div>
      ) : null}
      <figcaption>
        <ul aria-label="Segments">
          {masks.map((entry, index) => (
            <li key={index}>
              <span aria-hidden="true" style={{ color: colourFor(index) }}>
                ■
              </span>{" "}
              {entry.label}
              {entry.score === undefined ? "" : ` (${formatScore(entry.score)})`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
