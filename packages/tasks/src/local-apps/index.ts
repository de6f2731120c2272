import { DESKTOP_APPS } from "./desktop-apps.js";
import { FILE_APPS } from "./file-apps.js";
import { GGUF_APPS } from "./gguf-apps.js";
import { IMAGE_APPS } from "./image-apps.js";
import type { LocalApp } from "./local-app.js";
import type { ModelData } from "../model-data.js";
import { MLX_APPS } from "./mlx-apps.js";
import { SERVER_APPS } from "./servers.js";
import { isAddressableFilePath, isAddressableModelId } from "../quoting.js";

/**
 * Every app behind one guard: a model whose id no snippet can carry (`isAddressableModelId`) is
 * offered no app, and a picked file no download could write as itself is ignored, so each app
 * only ever sees values its quoting handles.
 */
function guarded<Apps extends Record<string, LocalApp>>(apps: Apps): Apps {
  const wrap = (app: LocalApp): LocalApp => {
    const shown = (model: ModelData) =>
      isAddressableModelId(model.id) && app.displayOnModelPage(model);
    const file = (filepath?: string) =>
      filepath !== undefined && isAddressableFilePath(filepath) ? filepath : undefined;
    if (app.deeplink) {
      const link = app.deeplink;
      return {
        ...app,
        displayOnModelPage: shown,
        deeplink: (model, filepath) => link(model, file(filepath)),
      };
    }
    const snippet = app.snippet;
    return {
      ...app,
      displayOnModelPage: shown,
      snippet: (model, filepath) =>
        isAddressableModelId(model.id) ? snippet(model, file(filepath)) : [],
    };
  };
  return Object.fromEntries(Object.entries(apps).map(([id, app]) => [id, wrap(app)])) as Apps;
}

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
export const LOCAL_APPS = guarded({
  ...GGUF_APPS,
  ...DESKTOP_APPS,
  ...FILE_APPS,
  ...SERVER_APPS,
  ...MLX_APPS,
  ...IMAGE_APPS,
} satisfies Record<string, LocalApp>);

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
