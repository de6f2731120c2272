import { DESKTOP_APPS } from "./desktop-apps.js";
import { FILE_APPS } from "./file-apps.js";
import { GGUF_APPS } from "./gguf-apps.js";
import { IMAGE_APPS } from "./image-apps.js";
import type { LocalApp } from "./local-app.js";
import { MLX_APPS } from "./mlx-apps.js";
import { SERVER_APPS } from "./servers.js";

/**
 * The desktop and command-line apps that run Hub models locally, keyed by app id. Each says
 * which models it can run (`displayOnModelPage`) and how to start one: a deep link that opens
 * the app, or terminal commands with the GGUF quant label filled in when it is known.
 *
 * @example
 * ```ts
 * import { LOCAL_APPS } from "@modeldeck/tasks";
 * const ollama = LOCAL_APPS["ollama"];
 * if (ollama.displayOnModelPage(model)) {
 *   console.log(ollama.snippet(model)[0]?.content); // "ollama run hf.co/{id}:Q4_K_M"
 * }
 * ```
 */
export const LOCAL_APPS = {
  ...GGUF_APPS,
  ...DESKTOP_APPS,
  ...FILE_APPS,
  ...SERVER_APPS,
  ...MLX_APPS,
  ...IMAGE_APPS,
} satisfies Record<string, LocalApp>;

/**
 * A local app id, e.g. `"llama.cpp"` or `"lmstudio"`.
 *
 * @example
 * ```ts
 * const id: LocalAppKey = "docker-model-runner";
 * ```
 */
export type LocalAppKey = keyof typeof LOCAL_APPS;

export type { LocalApp, LocalAppSnippet, DeeplinkLocalApp, SnippetLocalApp } from "./local-app.js";
