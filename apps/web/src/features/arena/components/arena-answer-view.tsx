import { BoxesOverImage } from "../../../components/ui/boxes-over-image";
import { ScoreBars } from "../../../components/ui/score-bars";
import type { ArenaAnswer } from "../api/arena-api";

/**
 * A column's answer drawn with the app's shared renderers, as Compare draws it: text as an
 * answer, labels as score bars, detections as boxes over the input image, images as images.
 *
 * @example
 * ```tsx
 * <ArenaAnswerView answer={{ text: "Hello" }} />
 * ```
 */
export function ArenaAnswerView({
  answer,
  inputImageUrl,
}: {
  answer: ArenaAnswer;
  inputImageUrl?: string;
}) {
  if (Array.isArray(answer)) {
    const boxes = answer.flatMap((item) => (item.box ? [{ ...item, box: item.box }] : []));
    if (boxes.length > 0 && inputImageUrl)
      return (
        <BoxesOverImage src={inputImageUrl} alt="Input image with detected objects" boxes={boxes} />
      );
    return <ScoreBars title="Results" scores={answer} />;
  }
  if ("image" in answer)
    return answer.image.startsWith("data:image/") ? (
      <img src={answer.image} alt="What this column generated" />
    ) : null;
  return <p className="answer">{answer.text}</p>;
}
