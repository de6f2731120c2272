/**
 * A model descriptor that cannot be stored, with the reason in words a person importing a file
 * can act on. The importer adds the line number.
 *
 * @example
 * ```ts
 * throw new DescriptorError("downloads must be a non-negative integer");
 * ```
 */
export class DescriptorError extends Error {
  override name = "DescriptorError";
}
