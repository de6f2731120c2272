/**
 * A bounding box in pixels, as object-detection tasks return it (`{ xmin, ymin, xmax, ymax }`).
 *
 * @example
 * ```ts
 * const box: Box = { xmin: 10, ymin: 20, xmax: 110, ymax: 220 };
 * ```
 */
export interface Box {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/** Width or height of a span, 0 when inverted or not a finite number. */
const extent = (low: number, high: number): number => {
  const size = high - low;
  return Number.isFinite(size) && size > 0 ? size : 0;
};

/**
 * Intersection over union of two boxes: the area they share over the area they cover together.
 * Coordinates are continuous (a box from 0 to 10 is 10 wide), not Pascal VOC's inclusive pixel
 * indexes (which add 1). A box with a non-finite coordinate or an inverted side has no area and
 * overlaps nothing, so a malformed prediction can never match.
 *
 * @example
 * ```ts
 * intersectionOverUnion({ xmin: 0, ymin: 0, xmax: 10, ymax: 10 }, { xmin: 0, ymin: 0, xmax: 10, ymax: 5 }); // 0.5
 * ```
 */
export function intersectionOverUnion(one: Box, other: Box): number {
  const oneArea = extent(one.xmin, one.xmax) * extent(one.ymin, one.ymax);
  const otherArea = extent(other.xmin, other.xmax) * extent(other.ymin, other.ymax);
  if (oneArea === 0 || otherArea === 0) return 0;
  const shared =
    extent(Math.max(one.xmin, other.xmin), Math.min(one.xmax, other.xmax)) *
    extent(Math.max(one.ymin, other.ymin), Math.min(one.ymax, other.ymax));
  return shared / (oneArea + otherArea - shared);
}
