import type { ModelData } from "../../model-data.js";
import type { PipelineType } from "../../pipelines.js";

/**
 * A minimal descriptor for a library the hand-written corpus does not cover: only the id,
 * `library_name` and tags, as the Hub reports for a repository with a bare model card. Every
 * snippet generator must cope with that little information.
 *
 * @example
 * ```ts
 * fallbackDescriptor("timm").id; // "modeldeck-fixtures/timm-demo"
 * ```
 */
export function fallbackDescriptor(libraryId: string, pipelineTag?: PipelineType): ModelData {
  return {
    id: `modeldeck-fixtures/${libraryId}-demo`,
    gated: false,
    library_name: libraryId,
    ...(pipelineTag ? { pipeline_tag: pipelineTag } : {}),
    tags: [libraryId, ...(pipelineTag ? [pipelineTag] : []), "region:us"],
  };
}
