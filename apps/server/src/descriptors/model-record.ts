import { createHash } from "node:crypto";
import { DescriptorError } from "./descriptor-error.js";
import { checkDescriptorFields } from "./descriptor-schema.js";
import { parameterCount } from "./parameter-count.js";
import { isRepoId, searchWords } from "./repo-id.js";

/**
 * A validated model, ready to be written: the indexed columns plus the stored JSON body. Only
 * `toModelRecord` should make one, so nothing unchecked reaches the database.
 *
 * @example
 * ```ts
 * const record: ModelRecord = toModelRecord({ id: "openai-community/gpt2", pipeline_tag: "text-generation" }, new Date());
 * await upsertModels(database, [record]);
 * ```
 */
export interface ModelRecord {
  id: string;
  objectId: string;
  author: string;
  pipelineTag: string | null;
  libraryName: string | null;
  tags: string[];
  /** `null` when the descriptor does not give it: unknown is never stored as 0 or "now". */
  downloads: number | null;
  likes: number | null;
  trendingScore: number | null;
  isPrivate: boolean;
  createdAt: string | null;
  lastModified: string | null;
  searchText: string;
  /** From `safetensors.total`, else `gguf.total`; `null` when the descriptor has neither. */
  parameters: number | null;
  /** The Hub-shaped descriptor as JSON text, without provider mapping and readme. */
  data: string;
  providerMapping: string | null;
  readme: string | null;
}

const MAX_BODY_CHARACTERS = 1_000_000;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Fields that are columns or derived, so the stored body is rebuilt from validated values. */
const HANDLED = new Set([
  "_id",
  "id",
  "modelId",
  "author",
  "pipeline_tag",
  "library_name",
  "tags",
  "downloads",
  "likes",
  "trendingScore",
  "private",
  "gated",
  "createdAt",
  "lastModified",
  "siblings",
  "inferenceProviderMapping",
  "readme",
]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A date the schema let through as text, checked for meaning and written as ISO 8601. */
function date(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = new Date(value as string);
  if (Number.isNaN(parsed.getTime())) {
    throw new DescriptorError(`${field} must be an ISO 8601 date`);
  }
  return parsed.toISOString();
}

type MappingEntry = { providerId: string; status: "live" | "staging"; task: string };

/** Accepts the Hub's dict form and its list form, and stores the dict form. */
function providerMapping(value: unknown): Record<string, MappingEntry> | null {
  if (value === undefined || value === null) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((entry) => [isPlainObject(entry) ? String(entry.provider) : "", entry])
    : isPlainObject(value)
      ? Object.entries(value)
      : [["", undefined]];
  const mapping: Record<string, MappingEntry> = {};
  for (const [provider, entry] of entries) {
    if (
      !SLUG.test(provider) ||
      !isPlainObject(entry) ||
      typeof entry.providerId !== "string" ||
      (entry.status !== "live" && entry.status !== "staging") ||
      typeof entry.task !== "string"
    ) {
      throw new DescriptorError(
        "inferenceProviderMapping entries need a provider, providerId, status (live|staging) and task",
      );
    }
    const { provider: _provider, ...rest } = entry;
    mapping[provider] = {
      ...rest,
      providerId: entry.providerId,
      status: entry.status,
      task: entry.task,
    };
  }
  return mapping;
}

/**
 * Where the first NUL character sits in a JSON value, as a path like `tags[0]` or
 * `cardData.language`, or `undefined` when there is none. PostgreSQL refuses NUL in text and
 * jsonb while SQLite stores it; refusing it here keeps both engines alike and turns the database
 * error into a line the importer can report. Iterative, so deep nesting cannot overflow the stack.
 */
function nulCharacterPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path;
    } else if (Array.isArray(current)) {
      // Pushed in reverse so the first NUL in document order is the one reported.
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push([current[index], `${path}[${index}]`]);
      }
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => key.includes("\u0000"))) {
        return `a key in ${path === "" ? "the descriptor" : path}`;
      }
      for (const [key, item] of entries.reverse()) {
        pending.push([item, path === "" ? key : `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Whether any text or key in a JSON value holds a NUL character: the check every imported line
 * pays, so it allocates no paths (`nulCharacterPath` names the place once one is found).
 * Iterative for the same reason as `nulCharacterPath`.
 */
function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === "object" && current !== null) {
      for (const key in current) {
        if (key.includes("\u0000")) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A stable `_id` for models that come without one, so re-imports keep the same value. */
function objectIdFor(id: string): string {
  return createHash("sha1").update(id).digest("hex").slice(0, 24);
}

/**
 * Checks a model descriptor (the Hub's `GET /api/models/{id}` shape, plus an optional
 * `readme` with the model card) and turns it into a {@link ModelRecord}. Throws a
 * {@link DescriptorError} naming the first bad field. Figures and dates the descriptor lacks
 * stay `null`. The second parameter (the write time) is no longer read, since a missing date is
 * no longer filled with it; callers may still pass it.
 *
 * @example
 * ```ts
 * const record = toModelRecord({ id: "openai-community/gpt2", downloads: 10 });
 * record.author; // "openai-community"
 * record.likes; // null: not given, so unknown
 * ```
 */
export function toModelRecord(input: unknown, _now?: Date): ModelRecord {
  if (!isPlainObject(input)) throw new DescriptorError("a model descriptor must be a JSON object");
  const nulPath = hasNulCharacter(input) ? nulCharacterPath(input) : undefined;
  if (nulPath !== undefined) {
    throw new DescriptorError(
      `${nulPath.slice(0, 120)} contains a NUL character (\\u0000), which cannot be stored`,
    );
  }
  const id = input.id ?? input.modelId;
  if (!isRepoId(id)) throw new DescriptorError("id must be a Hub repository id like owner/name");
  // Types and bounds of every other field come from the schema (descriptor-schema.ts).
  checkDescriptorFields(input);
  const author = (input.author as string | null | undefined) ?? id.split("/")[0] ?? id;
  const objectId = (input._id as string | null | undefined) ?? objectIdFor(id);
  const pipelineTag = (input.pipeline_tag as string | null | undefined) || null;
  const libraryName = (input.library_name as string | null | undefined) || null;
  const tags = [...new Set((input.tags as string[] | null | undefined) ?? [])];
  const trendingScore = (input.trendingScore as number | null | undefined) ?? null;
  const isPrivate = (input.private as boolean | undefined) ?? false;
  const gated = (input.gated as false | "auto" | "manual" | null | undefined) ?? false;
  // A figure or date the descriptor lacks stays unknown (absent, as the Hub omits it), never
  // 0 or the moment of writing: those sorted every unknown model as the least popular or the
  // most recently updated, and told API clients facts nobody read.
  const lastModified = date(input.lastModified, "lastModified") ?? null;
  const createdAt = date(input.createdAt, "createdAt") ?? null;
  const siblings = input.siblings as { rfilename: string }[] | null | undefined;
  const count = (value: unknown) => (value as number | null | undefined) ?? null;
  const downloads = count(input.downloads);
  const likes = count(input.likes);
  const mapping = providerMapping(input.inferenceProviderMapping);
  const extra = Object.fromEntries(Object.entries(input).filter(([key]) => !HANDLED.has(key)));
  const body = {
    _id: objectId,
    id,
    private: isPrivate,
    pipeline_tag: pipelineTag ?? undefined,
    library_name: libraryName ?? undefined,
    tags,
    downloads: downloads ?? undefined,
    likes: likes ?? undefined,
    modelId: id,
    author,
    gated,
    ...extra,
    lastModified: lastModified ?? undefined,
    createdAt: createdAt ?? undefined,
    siblings: siblings ?? [],
  };
  const data = JSON.stringify(body);
  const readme = typeof input.readme === "string" ? input.readme : null;
  if (data.length + (readme?.length ?? 0) > MAX_BODY_CHARACTERS) {
    throw new DescriptorError("the descriptor is larger than 1 MB");
  }
  return {
    id,
    objectId,
    author,
    pipelineTag,
    libraryName,
    tags,
    downloads,
    likes,
    trendingScore,
    isPrivate: body.private,
    createdAt,
    lastModified,
    // Search looks at the id only, as on the Hub: a tag or licence word must not match.
    searchText: searchWords([id]),
    parameters: parameterCount(input),
    data,
    providerMapping: mapping === null ? null : JSON.stringify(mapping),
    readme,
  };
}
