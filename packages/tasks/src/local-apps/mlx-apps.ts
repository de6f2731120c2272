import type { ModelData } from "../model-data.js";
import { isConversational, isMlxModel } from "./internal/compatibility.js";
import { EXAMPLE_IMAGE_URL, openAiCurl } from "./internal/openai-request.js";
import type { LocalApp, LocalAppSnippet } from "./local-app.js";
import { shellWord } from "../quoting.js";

function mlxLmSnippets(model: ModelData): LocalAppSnippet[] {
  const blocks: LocalAppSnippet[] = [
    {
      title: "Generate text",
      setup: "pip install mlx-lm",
      content: `mlx_lm.generate --model ${shellWord(model.id)} --prompt "Once upon a time"`,
    },
  ];
  if (isConversational(model)) {
    blocks.push({
      title: "Chat in the terminal",
      setup: "pip install mlx-lm",
      content: `mlx_lm.chat --model ${shellWord(model.id)}`,
    });
  }
  blocks.push({
    title: "Serve an OpenAI-compatible API",
    setup: "pip install mlx-lm",
    content: [
      `# Serve the model on http://localhost:8080\nmlx_lm.server --model ${shellWord(model.id)} --port 8080`,
      openAiCurl(model, "http://localhost:8080"),
    ],
  });
  return blocks;
}

function mlxVlmSnippets(model: ModelData): LocalAppSnippet[] {
  return [
    {
      title: "Describe an image",
      setup: "pip install mlx-vlm",
      content: [
        `mlx_vlm.generate --model ${shellWord(model.id)} \\`,
        "  --max-tokens 128 \\",
        '  --prompt "Describe this image." \\',
        `  --image ${EXAMPLE_IMAGE_URL}`,
      ].join("\n"),
    },
  ];
}

/** Apple's MLX command-line tools, for MLX conversions on Apple silicon. */
export const MLX_APPS = {
  "mlx-lm": {
    prettyLabel: "MLX LM",
    docsUrl: "https://github.com/ml-explore/mlx-lm",
    mainTask: "text-generation",
    macOSOnly: true,
    displayOnModelPage: (model) => isMlxModel(model) && model.pipeline_tag === "text-generation",
    snippet: mlxLmSnippets,
  },
  "mlx-vlm": {
    prettyLabel: "MLX-VLM",
    docsUrl: "https://github.com/Blaizzy/mlx-vlm",
    mainTask: "image-text-to-text",
    macOSOnly: true,
    displayOnModelPage: (model) => isMlxModel(model) && model.pipeline_tag === "image-text-to-text",
    snippet: mlxVlmSnippets,
  },
} satisfies Record<string, LocalApp>;
