import { HubApiError, listModelsPage } from "@modeldeck/hub";
import { Loading } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";

/** How many similar ids the page offers. */
const SIMILAR = 6;

/**
 * True for the hub's "no such model" answer, as opposed to a failure to ask.
 *
 * @example
 * ```ts
 * isModelNotFound(new HubApiError("model x not found", 404, "/api/models/x")); // true
 * ```
 */
export function isModelNotFound(error: Error): boolean {
  return error instanceof HubApiError && error.status === 404;
}

/**
 * The searches that find ids like `id`: its name, then the name with its last `-part` dropped
 * (twice), then its owner, so a typo near the end still finds the model meant.
 *
 * @example
 * ```ts
 * similarSearches("distilbert/distilbert-base-uncased-finetuned-sst2");
 * // ["distilbert-base-uncased-finetuned-sst2", "distilbert-base-uncased-finetuned", "distilbert-base-uncased", "distilbert"]
 * ```
 */
export function similarSearches(id: string): string[] {
  const slash = id.indexOf("/");
  const name = id.slice(slash + 1);
  const shorter = (text: string) => text.replace(/[-_.][^-_.]*$/, "");
  const searches = [name, shorter(name), shorter(shorter(name))];
  if (slash > 0) searches.push(id.slice(0, slash));
  return [...new Set(searches.filter((search) => search.length >= 2))];
}

/**
 * The page of a model id this hub does not know (the server answers it with 404): says so in
 * plain words, lists models with similar ids from this hub, and offers a search of the models
 * and the id on huggingface.co.
 *
 * @example
 * ```tsx
 * <ModelNotFound modelId="distilbert/distilbert-base-uncased-finetuned-sst2" />
 * ```
 */
export function ModelNotFound({ modelId }: { modelId: string }) {
  const api = useApiClient();
  const similar = useResource(`similar-models:${api.hub.hubUrl}:${modelId}`, async () => {
    for (const search of similarSearches(modelId)) {
      const page = await listModelsPage(
        { search, sort: "downloads", direction: -1, pageSize: SIMILAR },
        api.hub,
      );
      if (page.models.length > 0) return page.models.map((model) => model.id);
    }
    return [];
  });
  const name = modelId.slice(modelId.indexOf("/") + 1);
  return (
    <section aria-labelledby="model-not-found">
      <h1 id="model-not-found">No model called “{modelId}” here</h1>
      <p className="lead">
        This hub has no model with this id. It may be mistyped, renamed, or not synced here yet.
      </p>
      <ul>
        <li>
          <Link href={paths.models({ search: name })}>Search the models for “{name}”</Link>
        </li>
        <li>
          <a
            href={`https://huggingface.co/${modelId.split("/").map(encodeURIComponent).join("/")}`}
          >
            Look for it on huggingface.co
          </a>
        </li>
      </ul>
      {similar.status === "loading" ? (
        <Loading what="similar models" />
      ) : similar.status === "ready" && similar.data.length > 0 ? (
        <section aria-labelledby="similar-models">
          <h2 id="similar-models">Models with similar ids</h2>
          <ul className="card-grid">
            {similar.data.map((id) => (
              <li key={id} className="card">
                <Link href={paths.model(id)} className="stretched-link">
                  {id}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
