import { describe, expect, it } from "vitest";
import { DESKTOP_APPS } from "../local-apps/desktop-apps.js";
import { FILE_APPS } from "../local-apps/file-apps.js";
import { GGUF_APPS } from "../local-apps/gguf-apps.js";
import { IMAGE_APPS } from "../local-apps/image-apps.js";
import { LOCAL_APPS } from "../local-apps/index.js";
import { MLX_APPS } from "../local-apps/mlx-apps.js";
import { SERVER_APPS } from "../local-apps/servers.js";
import type { LocalApp } from "../local-apps/local-app.js";
import { ggufFilesOf } from "../local-apps/internal/gguf-files.js";
import type { ModelData } from "../model-data.js";
import { isPipelineType } from "../pipelines.js";
import { MODEL_CORPUS } from "../test-support/model-corpus/index.js";
import { checkShellSyntax, type SnippetToCheck } from "@modeldeck/test-support/syntax-check";

const apps = Object.entries(LOCAL_APPS as Record<string, LocalApp>);

/** Each model an app shows for, once with its default quant and once per picked GGUF file. */
function runsOf(model: ModelData): { label: string; filepath?: string }[] {
  const files = ggufFilesOf(model).slice(0, 2);
  return [
    { label: model.id },
    ...files.map((file) => ({ label: `${model.id} (${file})`, filepath: file })),
  ];
}

const generationErrors: string[] = [];
const missingModelId: string[] = [];
const badLinks: string[] = [];
const commands: SnippetToCheck[] = [];
for (const [appId, app] of apps) {
  for (const model of MODEL_CORPUS.filter((candidate) => app.displayOnModelPage(candidate))) {
    for (const run of runsOf(model)) {
      const name = `${appId} @ ${run.label}`;
      try {
        if (app.deeplink) {
          const link = app.deeplink(model, run.filepath);
          if (!decodeURIComponent(link.href).includes(model.id))
            badLinks.push(`${name}: ${link.href}`);
          continue;
        }
        app.snippet(model, run.filepath).forEach((block, index) => {
          const content = ([] as string[]).concat(block.content);
          if (content.length === 0 || !content.join("\n").includes(model.id)) {
            missingModelId.push(`${name} #${index}`);
          }
          content.forEach((code, part) =>
            commands.push({ name: `${name} #${index}.${part}`, code }),
          );
          if (block.setup) commands.push({ name: `${name} #${index} setup`, code: block.setup });
        });
      } catch (error) {
        generationErrors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

describe("local apps registry", () => {
  it("keeps app ids unique across the family files (a duplicate would silently replace one)", () => {
    const families = [GGUF_APPS, DESKTOP_APPS, FILE_APPS, SERVER_APPS, MLX_APPS, IMAGE_APPS];
    const ids = families.flatMap((family) => Object.keys(family));
    expect(ids.length).toBe(new Set(ids).size);
    expect(Object.keys(LOCAL_APPS).sort()).toEqual([...ids].sort());
  });

  it("lists at least 25 apps with distinct labels", () => {
    expect(apps.length).toBeGreaterThanOrEqual(25);
    const labels = apps.map(([, app]) => app.prettyLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("gives every app an https docs URL, a known main task and exactly one way to start", () => {
    for (const [appId, app] of apps) {
      expect(new URL(app.docsUrl).protocol, appId).toBe("https:");
      expect(isPipelineType(app.mainTask), appId).toBe(true);
      expect(
        (typeof app.deeplink === "function") !== (typeof app.snippet === "function"),
        appId,
      ).toBe(true);
    }
  });

  it("offers every app for at least one corpus model", () => {
    const unused = apps.filter(
      ([, app]) => !MODEL_CORPUS.some((model) => app.displayOnModelPage(model)),
    );
    expect(unused.map(([appId]) => appId)).toEqual([]);
  });
});

describe("local app commands over the model corpus", () => {
  it("generates without throwing", () => {
    expect(generationErrors).toEqual([]);
  });

  it("names the model in every deep link and every command block", () => {
    expect(badLinks).toEqual([]);
    expect(missingModelId).toEqual([]);
  });

  it("produces shell that passes bash -n", () => {
    // Setup blocks repeat across models; parsing each distinct text once keeps this quick.
    const distinct = [...new Map(commands.map((command) => [command.code, command])).values()];
    expect(distinct.length).toBeGreaterThan(100);
    expect(checkShellSyntax(distinct)).toEqual([]);
  });
});
