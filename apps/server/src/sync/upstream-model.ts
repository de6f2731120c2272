import {
  HubApiError,
  listModelFiles,
  modelFileResponse,
  modelInfo,
  type ApiModelInfo,
} from "@modeldeck/hub";
import type { Database } from "../db/database.js";
import { findModelFiles, type StoredFiles, type TreeEntry } from "../db/model-files.js";
import { findReadme } from "../db/model-reads.js";
import type { SyncState } from "../db/model-sync-state.js";
import { DescriptorError } from "../descriptors/descriptor-error.js";
import { toModelRecord, type ModelRecord } from "../descriptors/model-record.js";
import { readCardText, type CardText } from "./card-text.js";
import { nestedDeeperThan } from "./nesting-depth.js";
import { MAX_TREE_ENTRIES, treeEntry } from "./tree-entries.js";
import type { UpstreamHub } from "./upstream-hub.js";

/**
 * The fields asked of `GET /api/models/{id}`: with `expand`, the Hub returns exactly these, which
 * is also the only way to get `inferenceProviderMapping` in the same answer.
 */
const INFO_FIELDS = [
  "author",
  "cardData",
  "config",
  "createdAt",
  "disabled",
  "downloads",
  "gated",
  "gguf",
  "inferenceProviderMapping",
  "lastModified",
  "library_name",
  "likes",
  "mask_token",
  "model-index",
  "pipeline_tag",
  "private",
  "safetensors",
  "sha",
  "siblings",
  "tags",
  "transformersInfo",
  "trendingScore",
  "widgetData",
] as const;

/** Deeper than any real descriptor, far below what would overflow the stack when serialised. */
const MAX_NESTING = 64;

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * What to read besides the model info: the card (`README.md`) and the file tree.
 *
 * @example
 * ```ts
 * const wanted: WantedParts = { cards: true, files: true };
 * ```
 */
export interface WantedParts {
  cards: boolean;
  files: boolean;
}

/**
 * A model read from upstream, ready to store in one transaction: its checked record (card
 * included), its tree when read now (`undefined`: the stored one stays), and its new sync state.
 *
 * @example
 * ```ts
 * const read = await readUpstreamModel(hub, database, "openai-community/gpt2", wanted, known, new Date());
 * if (read.kind === "model") await storeUpstreamModels(database, [read]);
 * ```
 */
export type UpstreamModel =
  | { kind: "model"; record: ModelRecord; files: StoredFiles | undefined; state: SyncState }
  | { kind: "gone"; id: string; status: number };

/**
 * An upstream answer that cannot be stored: an id that is not the one asked for, a descriptor
 * that fails the checks. The sync reports it and goes on.
 *
 * @example
 * ```ts
 * if (error instanceof UpstreamModelError) console.error(`skipped ${id}: ${error.message}`);
 * ```
 */
export class UpstreamModelError extends Error {
  override name = "UpstreamModelError";
}

async function readTree(hub: UpstreamHub, id: string, revision: string, now: Date) {
  const entries: TreeEntry[] = [];
  try {
    for await (const item of listModelFiles(
      { name: id, revision, recursive: true },
      { hubUrl: hub.hubUrl, fetch: hub.fetch },
    )) {
      const entry = treeEntry(item);
      if (entry !== undefined) entries.push(entry);
      if (entries.length >= MAX_TREE_ENTRIES) break;
    }
  } catch (error) {
    // A hub without tree listings (an older ModelDeck, a model whose files it never read) has
    // no files to give: not a failure of the model.
    if (error instanceof HubApiError && (error.status === 404 || error.status === 400)) {
      return undefined;
    }
    throw error;
  }
  return { revision, entries, readAt: now.toISOString() };
}

async function readCard(
  hub: UpstreamHub,
  id: string,
  revision: string,
): Promise<CardText | undefined> {
  try {
    const response = await modelFileResponse({
      hubUrl: hub.hubUrl,
      fetch: hub.fetch,
      name: id,
      revision,
      path: "README.md",
    });
    return await readCardText(response);
  } catch (error) {
    if (error instanceof HubApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The siblings with each file's size and LFS facts from the tree, as the Hub's
 * `?blobs=true` model info gives them (`blobId`, `size`, `lfs: { sha256, size, pointerSize }`).
 */
function sizedSiblings(info: ApiModelInfo, files: StoredFiles | undefined): unknown {
  const siblings = (info as { siblings?: unknown }).siblings;
  if (files === undefined || !Array.isArray(siblings)) return siblings;
  const byPath = new Map(files.entries.map((entry) => [entry.path, entry]));
  return siblings.map((sibling: unknown) => {
    const name = (sibling as { rfilename?: unknown } | null)?.rfilename;
    const entry = typeof name === "string" ? byPath.get(name) : undefined;
    if (entry === undefined || entry.type !== "file") return sibling;
    return {
      rfilename: name,
      blobId: entry.oid,
      size: entry.size,
      ...(entry.lfs === undefined
        ? {}
        : {
            lfs: {
              sha256: entry.lfs.oid,
              size: entry.lfs.size,
              pointerSize: entry.lfs.pointerSize,
            },
          }),
    };
  });
}

function hasCard(info: ApiModelInfo): boolean {
  const siblings = (info as { siblings?: unknown }).siblings;
  if (!Array.isArray(siblings)) return true;
  return siblings.some(
    (sibling) => (sibling as { rfilename?: unknown })?.rfilename === "README.md",
  );
}

/** The record, made smaller when the whole would pass the descriptor size limit. */
function recordOf(descriptor: Record<string, unknown>, card: string | null, now: Date) {
  try {
    return { record: toModelRecord({ ...descriptor, readme: card }, now), cut: false };
  } catch (error) {
    if (!(error instanceof DescriptorError) || !/larger than/.test(error.message)) throw error;
  }
  // Too large together: the descriptor keeps its place and the card what room is left.
  const bare = toModelRecord(descriptor, now);
  const room = Math.max(0, 1_000_000 - bare.data.length - 1);
  const cut = card === null ? null : card.slice(0, room).replace(/[\uD800-\uDBFF]$/, "");
  return { record: toModelRecord({ ...descriptor, readme: cut }, now), cut: card !== cut };
}

/**
 * Reads one model from upstream: the full model info (`INFO_FIELDS`), then, at the commit it
 * names, the file tree and the card as `wanted`, unless `known` says they were already read at
 * that commit (then the stored ones are kept). Sizes from the tree go into the siblings, and
 * every figure is dated in `factsReadAt`. A model the upstream does not have (401, 403, 404,
 * 410) comes back as `gone`; an answer that cannot be stored throws `UpstreamModelError`; a hub
 * that cannot be reached throws its `HubApiError`.
 *
 * @example
 * ```ts
 * const read = await readUpstreamModel(hub, database, "openai-community/gpt2", { cards: true, files: true }, undefined, new Date());
 * ```
 */
export async function readUpstreamModel(
  hub: UpstreamHub,
  database: Database,
  id: string,
  wanted: WantedParts,
  known: SyncState | undefined,
  now: Date,
): Promise<UpstreamModel> {
  let info: ApiModelInfo;
  try {
    info = await modelInfo({ hubUrl: hub.hubUrl, fetch: hub.fetch, name: id, expand: INFO_FIELDS });
  } catch (error) {
    if (error instanceof HubApiError && [401, 403, 404, 410].includes(error.status)) {
      return { kind: "gone", id, status: error.status };
    }
    throw error;
  }
  if (typeof info !== "object" || info === null || Array.isArray(info)) {
    throw new UpstreamModelError("the model info is not a JSON object");
  }
  if (typeof info.id !== "string" || info.id.toLowerCase() !== id.toLowerCase()) {
    throw new UpstreamModelError(`asked for ${id}, the upstream answered another id`);
  }
  if (nestedDeeperThan(info, MAX_NESTING)) {
    throw new UpstreamModelError(`nested deeper than ${MAX_NESTING} levels`);
  }
  const canonical = info.id;
  const sha = typeof info.sha === "string" && COMMIT.test(info.sha) ? info.sha : null;
  const revision = sha ?? "main";
  const sameCommit = sha !== null && known?.sha === sha;
  const readAt = now.toISOString();

  let files: StoredFiles | undefined;
  // Files read at another commit say nothing about this one.
  let filesReadAt = sameCommit ? (known?.filesReadAt ?? null) : null;
  if (wanted.files && !(sameCommit && filesReadAt !== null)) {
    files = await readTree(hub, canonical, revision, now);
    if (files !== undefined) filesReadAt = readAt;
  }
  // Sizes already stored for this commit still describe its files.
  const sizes = files ?? (sameCommit ? await findModelFiles(database, canonical) : undefined);

  let card: string | null;
  let cardState: Pick<SyncState, "cardReadAt" | "cardStatus" | "cardBytes">;
  if (wanted.cards && !(sameCommit && known?.cardReadAt)) {
    const read = hasCard(info) ? await readCard(hub, canonical, revision) : undefined;
    card = read?.text ?? null;
    cardState = {
      cardReadAt: readAt,
      cardStatus: read === undefined ? "absent" : read.truncated ? "truncated" : "stored",
      cardBytes: read?.bytes ?? null,
    };
  } else {
    // Never drop a stored card because this read did not ask for one.
    card = (await findReadme(database, canonical)) ?? null;
    cardState = {
      cardReadAt: known?.cardReadAt ?? null,
      cardStatus: known?.cardStatus ?? null,
      cardBytes: known?.cardBytes ?? null,
    };
  }

  const descriptor: Record<string, unknown> = {
    ...info,
    siblings: sizedSiblings(info, sizes),
    factsReadAt: {
      downloads: readAt,
      likes: readAt,
      createdAt: readAt,
      lastModified: readAt,
      ...(info.safetensors !== undefined || info.gguf !== undefined ? { parameters: readAt } : {}),
    },
  };
  let built: ReturnType<typeof recordOf>;
  try {
    built = recordOf(descriptor, card, now);
  } catch (error) {
    if (error instanceof DescriptorError) throw new UpstreamModelError(error.message);
    throw error;
  }
  if (built.cut) cardState = { ...cardState, cardStatus: "truncated" };
  const lastModified = typeof info.lastModified === "string" ? info.lastModified : null;
  return {
    kind: "model",
    record: built.record,
    files,
    state: {
      modelId: canonical,
      source: hub.hubUrl,
      sha,
      lastModified,
      infoReadAt: readAt,
      filesReadAt,
      ...cardState,
      listedRun: known?.listedRun ?? null,
      goneAt: null,
      refreshFailedAt: null,
      refreshError: null,
    },
  };
}
