// Short model cards written for the seed catalogue; they describe, they do not copy.

const TASK_SENTENCES = {
  "text-generation": "continues a prompt or answers in a chat",
  "text-classification": "assigns a label to a piece of text",
  "token-classification": "labels each word of a text, for example as a person or a place",
  "question-answering": "finds the answer to a question inside a given passage",
  "fill-mask": "predicts the word hidden behind a mask token",
  "sentence-similarity": "turns sentences into vectors whose distance reflects their meaning",
  "feature-extraction": "turns its input into embedding vectors",
  "text-to-image": "draws an image from a text prompt",
  "automatic-speech-recognition": "transcribes speech into text",
  "image-classification": "tells which class an image belongs to",
  "object-detection": "finds objects in an image and draws a box around each",
  translation: "translates text between languages",
  summarization: "condenses a long text into a short one",
};

/**
 * A small markdown model card: what the model does, how to load it, and its licence.
 * @param {Record<string, any>} model
 */
export function modelCard(model) {
  const task = model.pipeline_tag;
  const does =
    TASK_SENTENCES[task] ??
    (task ? `is used for ${task.replace(/-/g, " ")}` : "is a general-purpose model");
  const license = model.cardData?.license ?? "unknown";
  const library = model.library_name;
  const lines = [
    "---",
    `license: ${Array.isArray(license) ? license[0] : license}`,
    ...(library ? [`library_name: ${library}`] : []),
    ...(task ? [`pipeline_tag: ${task}`] : []),
    "---",
    "",
    `# ${model.id.split("/").pop()}`,
    "",
    `\`${model.id}\` ${does}. It is published by **${model.author}**` +
      (library ? ` and runs with the \`${library}\` library.` : "."),
    "",
    "## How to use",
    "",
    "Open the model's page in ModelDeck: the *Use this model* menu shows code for each library",
    "and local app that can run it, and the *Try it* box sends a request to an inference provider.",
    "",
    "## Limitations",
    "",
    "Like every model, it reflects the data it was trained on. Check its outputs before relying",
    "on them, especially for decisions about people.",
    "",
  ];
  if (model.tags?.includes("gguf")) {
    lines.push("## Files", "", "Quantized GGUF files for llama.cpp-compatible apps:", "");
    for (const sibling of model.siblings ?? []) {
      if (sibling.rfilename.endsWith(".gguf")) lines.push(`- \`${sibling.rfilename}\``);
    }
    lines.push("");
  }
  return lines.join("\n");
}
