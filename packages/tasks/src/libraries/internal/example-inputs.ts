/**
 * Sample inputs shared by every library's snippets, so a user sees the same example image,
 * audio clip and sentences whichever library they pick. The URLs are public files on the
 * Hugging Face Hub that the upstream documentation uses too.
 *
 * @example
 * ```ts
 * `pipe(${JSON.stringify(EXAMPLE_INPUTS.imageUrl)})`;
 * ```
 */
export const EXAMPLE_INPUTS = {
  imageUrl:
    "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg",
  audioUrl: "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac",
  documentUrl:
    "https://huggingface.co/spaces/impira/docquery/resolve/2359223c1837a7587402bda0f2643382a6eefeab/invoice.png",
  sentence: "I love this new phone, the battery lasts for days.",
  prompt: "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k",
  speech: "Hello! This sentence was read aloud by a model from the Hugging Face Hub.",
  question: "What is in the picture?",
  chatQuestion: "Who are you?",
} as const;
