import type { ModelData } from "@modeldeck/tasks";
import { CodeBlock } from "../../../components/ui/code-block";
import { ResourceView } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { pipelineName } from "../../../lib/catalogue";
import { libraryById } from "../../../lib/libraries";
import { formatCount } from "../../../lib/format";
import { Link } from "../../../lib/router";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";
import { libraryModels } from "../api/library-models";

// Shown in snippets when this hub has no model of the library: plainly not a real model.
const PLACEHOLDER_ID = "your-name/your-model";

function exampleSnippets(libraryId: string, model: ModelData | undefined): string[] {
  const library = libraryById(libraryId);
  const example: ModelData = model ?? {
    id: PLACEHOLDER_ID,
    tags: [libraryId],
    library_name: libraryId,
  };
  try {
    return library?.snippets?.(example) ?? [];
  } catch {
    return [];
  }
}

/**
 * One library: what it is, links to its docs and repository, its most downloaded models and
 * an example snippet (for its top model, a real one, or else with a placeholder id that says so).
 *
 * @example
 * ```tsx
 * <LibraryPage libraryId="transformers" />
 * ```
 */
export default function LibraryPage({ libraryId }: { libraryId: string }) {
  const api = useApiClient();
  const library = libraryById(libraryId);
  const models = useResource(`library-models:${libraryId}`, () =>
    libraryModels(api, libraryId, 12),
  );
  return (
    <article>
      <p className="muted">
        <Link href={paths.libraries()}>Libraries</Link> / {library?.prettyLabel ?? libraryId}
      </p>
      <h1>{library?.prettyLabel ?? libraryId}</h1>
      {library ? (
        <>
          <p>
            {library.prettyLabel} is published as <code>{library.repoName}</code>.
            {library.pipelines?.length
              ? ` It runs ${library.pipelines.map(pipelineName).join(", ")}.`
              : ""}
          </p>
          <ul>
            <li>
              <a href={library.repoUrl} rel="noopener noreferrer">
                Source repository
              </a>
            </li>
            {library.docsUrl ? (
              <li>
                <a href={library.docsUrl} rel="noopener noreferrer">
                  Documentation
                </a>
              </li>
            ) : null}
            <li>
              <Link href={paths.models({ library: libraryId })}>
                All {library.prettyLabel} models
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <p>This library is not in the catalogue, but models may still use it.</p>
      )}
      <ResourceView resource={models} what="models">
        {(list) => (
          <>
            <h2>Example</h2>
            {exampleSnippets(libraryId, list[0]).map((snippet, index) => (
              <CodeBlock
                key={index}
                code={snippet}
                language={library?.snippetLanguage ?? "python"}
                label={`Example ${index + 1} ${list[0] ? `for ${list[0].id}` : `with the placeholder id ${PLACEHOLDER_ID}`}`}
              />
            ))}
            <h2>Models</h2>
            {list.length === 0 ? (
              <p>No model in this hub uses {library?.prettyLabel ?? libraryId} yet.</p>
            ) : null}
            <ul className="card-grid">
              {list.map((model) => (
                <li key={model.id} className="card">
                  <Link href={paths.model(model.id)}>{model.id}</Link>
                  {/* A snapshot model whose downloads are unknown is stored with 0; say nothing. */}
                  {model.downloads ? (
                    <div className="muted">{formatCount(model.downloads)} downloads</div>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </ResourceView>
    </article>
  );
}
