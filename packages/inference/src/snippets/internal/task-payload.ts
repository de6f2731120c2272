import type { WidgetInput } from "@modeldeck/tasks";
import { exampleInput, exampleText } from "./example-inputs.js";
import { code, type Code } from "./literal.js";
import { BASE64_VARIABLE, type ExampleFile } from "./snippet-request.js";
import type { SnippetModel, SnippetTask } from "./snippet-task.js";

/**
 * One example call, in the three shapes snippets write it:
 * - `clientArguments`: the `@modeldeck/inference` call's payload (`inputs`, `parameters`,
 *   `data`), where the file is the JavaScript variable `file` (a Blob);
 * - `pythonArguments`: `huggingface_hub` call arguments, positional first (key `""`);
 * - `payload`: what the client hands to the provider after preparing the call, where the file
 *   is the variable holding its base64; `undefined` when the file's bytes are the body.
 */
export interface TaskPayload {
  clientArguments: Record<string, unknown>;
  pythonArguments: [name: string, value: unknown][];
  payload: Record<string, unknown> | undefined;
  file: ExampleFile | undefined;
}

/** The JavaScript variable holding the example file as a Blob. */
export const FILE_VARIABLE = "file";

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  flac: "audio/flac",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
};

/** An example file with its MIME type guessed from the extension. */
function exampleFile(name: string): ExampleFile {
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  return { name, contentType: CONTENT_TYPES[extension] ?? "application/octet-stream" };
}

function fileOf(input: WidgetInput, fallback: string): ExampleFile {
  return exampleFile("filename" in input ? input.filename : fallback);
}

function labelsOf(input: WidgetInput, fallback: string[]): string[] {
  return "candidateLabels" in input ? input.candidateLabels : fallback;
}

function questionOf(input: WidgetInput): string {
  return "text" in input ? input.text : "What is in this picture?";
}

function textPayload(inputs: unknown, parameters?: Record<string, unknown>): TaskPayload {
  const clientArguments = parameters ? { inputs, parameters } : { inputs };
  return { clientArguments, pythonArguments: [], payload: clientArguments, file: undefined };
}

/**
 * Builds the example call for `task` from the given input, or from the catalogue's default
 * widget input for the task.
 */
export function taskPayload(
  task: SnippetTask,
  model: SnippetModel,
  given: WidgetInput | undefined,
): TaskPayload {
  const input = given && given.kind !== "none" ? given : exampleInput(task);
  const encoded: Code = code(BASE64_VARIABLE);
  const blob: Code = code(FILE_VARIABLE);
  switch (task) {
    case "question-answering": {
      const question = input.kind === "question-context" ? input.question : "What is my name?";
      const context =
        input.kind === "question-context" ? input.context : exampleText(task, model, input);
      return {
        ...textPayload({ question, context }),
        pythonArguments: [
          ["question", question],
          ["context", context],
        ],
      };
    }
    case "sentence-similarity": {
      const source =
        input.kind === "sentence-similarity" ? input.source : exampleText(task, model, input);
      const sentences = input.kind === "sentence-similarity" ? input.sentences : [source];
      return {
        ...textPayload({ source_sentence: source, sentences }),
        pythonArguments: [
          ["", source],
          ["other_sentences", sentences],
        ],
      };
    }
    case "table-question-answering": {
      const table = input.kind === "table-question" ? input.table : {};
      const query = input.kind === "table-question" ? input.query : exampleText(task, model, input);
      return {
        ...textPayload({ query, table }),
        pythonArguments: [
          ["table", table],
          ["query", query],
        ],
      };
    }
    case "zero-shot-classification": {
      const text = exampleText(task, model, input);
      const labels = labelsOf(input, ["refund", "legal", "faq"]);
      return {
        ...textPayload(text, { candidate_labels: labels }),
        pythonArguments: [
          ["", text],
          ["candidate_labels", labels],
        ],
      };
    }
    case "tabular-classification":
    case "tabular-regression": {
      const table = input.kind === "table" ? input.table : {};
      return { ...textPayload({ data: table }), pythonArguments: [["table", table]] };
    }
    case "image-to-image":
    case "image-to-video":
    case "image-text-to-image":
    case "image-text-to-video": {
      const file = fileOf(input, "cat-chelsea.png");
      const prompt = questionOf(input);
      return {
        clientArguments: { inputs: blob, parameters: { prompt } },
        pythonArguments: [
          ["", file.name],
          ["prompt", prompt],
        ],
        payload: { inputs: encoded, parameters: { prompt } },
        file,
      };
    }
    case "zero-shot-image-classification": {
      const file = fileOf(input, "cat-chelsea.png");
      const labels = labelsOf(input, ["cat", "dog", "llama"]);
      return {
        clientArguments: { inputs: { image: blob }, parameters: { candidate_labels: labels } },
        pythonArguments: [
          ["", file.name],
          ["candidate_labels", labels],
        ],
        payload: { inputs: { image: encoded }, parameters: { candidate_labels: labels } },
        file,
      };
    }
    case "document-question-answering":
    case "visual-question-answering": {
      const file = fileOf(input, "cat-chelsea.png");
      const question = questionOf(input);
      return {
        clientArguments: { inputs: { image: blob, question } },
        pythonArguments: [
          ["image", file.name],
          ["question", question],
        ],
        payload: { inputs: { image: encoded, question } },
        file,
      };
    }
    case "audio-classification":
    case "automatic-speech-recognition":
    case "audio-to-audio":
    case "image-classification":
    case "image-segmentation":
    case "image-to-text":
    case "object-detection": {
      const fallback =
        task.startsWith("image") || task === "object-detection"
          ? "cat-chelsea.png"
          : "cards-005.wav";
      const file = fileOf(input, fallback);
      return {
        clientArguments: { data: blob },
        pythonArguments: [["", file.name]],
        payload: undefined,
        file,
      };
    }
    case "conversational":
      // Chat payloads come from the chat settings, not from a widget input.
      return { clientArguments: {}, pythonArguments: [], payload: {}, file: undefined };
    default: {
      const text = exampleText(task, model, input);
      return { ...textPayload(text), pythonArguments: [["", text]] };
    }
  }
}
