import type { ModelData } from "@modeldeck/tasks";
import { useState } from "react";
import { CodeBlock } from "../../../components/ui/code-block";
import { libraryById, localAppsFor, type LocalAppView } from "../../../lib/libraries";
import { GgufPicker, ggufFiles } from "./gguf-picker";

/** A titled block of commands, as local apps describe how to run a model. */
interface CommandBlock {
  title?: string;
  setup?: string;
  content: string;
}

/**
 * Local apps return a string, a list of strings, or titled blocks; this flattens all three.
 *
 * @example
 * ```ts
 * commandBlocks([{ title: "Run", content: ["a", "b"] }]); // [{ title: "Run", content: "a\nb" }]
 * ```
 */
export function commandBlocks(output: unknown): CommandBlock[] {
  if (typeof output === "string") return [{ content: output }];
  if (!Array.isArray(output)) return [];
  return output.flatMap((item): CommandBlock[] => {
    if (typeof item === "string") return [{ content: item }];
    if (typeof item !== "object" || item === null) return [];
    const block = item as { title?: unknown; setup?: unknown; content?: unknown };
    const content = Array.isArray(block.content) ? block.content.join("\n") : block.content;
    if (typeof content !== "string") return [];
    return [
      {
        title: typeof block.title === "string" ? block.title : undefined,
        setup: typeof block.setup === "string" ? block.setup : undefined,
        content,
      },
    ];
  });
}

function safeCall<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

function LocalApp({
  app,
  model,
  filepath,
}: {
  app: LocalAppView;
  model: ModelData;
  filepath?: string;
}) {
  const link = app.deeplink
    ? safeCall(() => app.deeplink?.(model, filepath)?.toString())
    : undefined;
  const blocks = app.snippet ? commandBlocks(safeCall(() => app.snippet?.(model, filepath))) : [];
  return (
    <li className="card">
      <h5>{app.prettyLabel}</h5>
      {link ? <a href={link}>Open in {app.prettyLabel}</a> : null}
      {blocks.map((block, index) => (
        <section key={index} aria-label={block.title ?? `${app.prettyLabel} command`}>
          {/* The block's own heading first, then its setup and its command, in that order. */}
          {block.title && blocks.length > 1 ? <h6>{block.title}</h6> : null}
          {block.setup ? (
            <CodeBlock code={block.setup} language="sh" label={`${app.prettyLabel} setup`} />
          ) : null}
          <CodeBlock
            code={block.content}
            language="sh"
            label={block.title ?? `${app.prettyLabel} command`}
          />
        </section>
      ))}
    </li>
  );
}

// Apps that run a model as a long-lived HTTP server, for other programs to call.
const SERVER_APPS = new Set(["vllm", "sglang", "tgi", "localai", "lemonade"]);

type AppGroup = "Chat apps" | "Image apps" | "Servers" | "Command line";
const GROUP_ORDER: AppGroup[] = ["Chat apps", "Image apps", "Servers", "Command line"];

const groupId = (group: AppGroup) => `local-apps-${group.toLowerCase().replace(/\s+/g, "-")}`;

/**
 * Which heading a local app goes under: apps opened by a link are chat (or image) apps, the
 * serving engines are servers, and the rest are run from a terminal.
 *
 * @example
 * ```ts
 * appGroup({ id: "vllm", prettyLabel: "vLLM", snippet }); // "Servers"
 * ```
 */
export function appGroup(app: LocalAppView & { mainTask?: string }): AppGroup {
  if (app.deeplink) return app.mainTask === "text-to-image" ? "Image apps" : "Chat apps";
  return SERVER_APPS.has(app.id) ? "Servers" : "Command line";
}

/**
 * "Use this model": the model's library snippets, then every local app that can run it, with
 * a GGUF quantization picker when the repository holds GGUF files.
 *
 * @example
 * ```tsx
 * <UseThisModel model={model} />
 * ```
 */
export function UseThisModel({ model }: { model: ModelData }) {
  const files = ggufFiles(model);
  // A repository of GGUF files whose card names no library is run by the GGUF runtimes: the Hub
  // lists such repositories under `library=gguf`.
  const libraryId = model.library_name ?? (files.length > 0 ? "gguf" : undefined);
  const library = libraryId ? libraryById(libraryId) : undefined;
  const snippets = library?.snippets ? (safeCall(() => library.snippets?.(model)) ?? []) : [];
  // Q4_K_M is the usual default quantization of local apps; start there when the repo has it.
  const [filepath, setFilepath] = useState(
    (files.find((file) => file.label === "Q4_K_M") ?? files[0])?.path ?? "",
  );
  const apps = localAppsFor(model);
  return (
    <div className="use-this-model">
      <h3>{library ? `With ${library.prettyLabel}` : "With a library"}</h3>
      {snippets.length === 0 ? (
        <p>
          No code snippet is known for this model’s library
          {model.library_name ? ` (${model.library_name})` : ""}.
        </p>
      ) : (
        snippets.map((snippet, index) => (
          <CodeBlock
            key={index}
            code={snippet}
            language={library?.snippetLanguage ?? "python"}
            label={`${library?.prettyLabel ?? "Library"} snippet ${index + 1}`}
          />
        ))
      )}
      {library?.docsUrl ? (
        <p>
          <a href={library.docsUrl} rel="noopener noreferrer">
            {library.prettyLabel} documentation
          </a>
        </p>
      ) : null}
      {apps.length > 0 ? (
        <>
          <h3>With a local app</h3>
          {files.length > 0 ? (
            <GgufPicker files={files} selected={filepath} onSelect={setFilepath} />
          ) : null}
          <div aria-label="Local apps" role="group" className="app-groups">
            {GROUP_ORDER.map((group) => {
              const members = apps.filter((app) => appGroup(app) === group);
              if (members.length === 0) return null;
              return (
                <section key={group} aria-labelledby={groupId(group)}>
                  <h4 id={groupId(group)}>{group}</h4>
                  <ul className="app-list" aria-label={group}>
                    {members.map((app) => (
                      <LocalApp
                        key={app.id}
                        app={app}
                        model={model}
                        filepath={filepath || undefined}
                      />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}
