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
      <h4>{app.prettyLabel}</h4>
      {link ? <a href={link}>Open in {app.prettyLabel}</a> : null}
      {blocks.map((block, index) => (
        <div key={index}>
          {block.setup ? (
            <CodeBlock code={block.setup} language="sh" label={`${app.prettyLabel} setup`} />
          ) : null}
          <CodeBlock
            code={block.content}
            language="sh"
            label={block.title ?? `${app.prettyLabel} command`}
          />
        </div>
      ))}
    </li>
  );
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
  const library = model.library_name ? libraryById(model.library_name) : undefined;
  const snippets = library?.snippets ? (safeCall(() => library.snippets?.(model)) ?? []) : [];
  const files = ggufFiles(model);
  // Q4_K_M is the usual default quantization of local apps; start there when the repo has it.
  const [filepath, setFilepath] = useState(
    (files.find((file) => file.label === "Q4_K_M") ?? files[0])?.path ?? "",
  );
  const apps = localAppsFor(model);
  return (
    <div>
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
          <ul className="app-list" aria-label="Local apps">
            {apps.map((app) => (
              <LocalApp key={app.id} app={app} model={model} filepath={filepath || undefined} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
