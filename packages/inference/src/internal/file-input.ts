import { InferenceClientInputError } from "../errors.js";
import type { FileInput } from "../providers/media-protocol.js";
import type { InferenceProvider, RequestArgs } from "../types.js";
import { base64Of } from "./binary.js";

/**
 * Encodes a call's input file the way its provider declares (`MediaProtocol.imageInput` or
 * `audioInput`) and places it in the arguments: one encoder for every provider, so a Blob's
 * type, the accepted types and the data URL are checked and written the same way everywhere.
 *
 * @example
 * ```ts
 * const payload = await placeFileInput(falMedia.audioInput!, args, "fal-ai", "audio");
 * ```
 */
export async function placeFileInput(
  input: FileInput,
  args: RequestArgs,
  provider: InferenceProvider,
  what: "image" | "audio",
): Promise<RequestArgs> {
  const { inputs, data, ...rest } = args;
  // `data` is the older spelling of a file input, still accepted for single-file tasks.
  const given = data ?? inputs;
  const file = given instanceof ArrayBuffer ? new Blob([given]) : given;
  if (!(file instanceof Blob)) {
    throw new InferenceClientInputError(`Provider ${provider} expects the ${what} as a Blob.`);
  }
  if (input.encoding === "form") return input.place(rest, file);
  const type = file.type || input.fallbackType;
  if (!type) {
    throw new InferenceClientInputError(
      `Unable to determine the input's content-type. Make sure your are passing a Blob when using provider ${provider}.`,
    );
  }
  const wireType = input.types ? input.types[type] : type;
  if (!wireType) {
    throw new InferenceClientInputError(
      `Provider ${provider} does not support blob type ${type} - supported content types are: ${Object.keys(input.types ?? {}).join(", ")}`,
    );
  }
  const base64 = await base64Of(file);
  return input.place(
    rest,
    input.encoding === "base64" ? base64 : `data:${wireType};base64,${base64}`,
  );
}
