import type { Generated } from "kysely";

/**
 * One row per model: the columns that filter, sort and fill a list page. The rows stay narrow (the
 * descriptor body is in `ModelDocumentsTable`) so a search that reads thousands of them stays in
 * cache.
 *
 * @example
 * ```ts
 * const popular = await database.db.selectFrom("models").select(["id", "downloads"]).orderBy("downloads", "desc").limit(10).execute();
 * ```
 */
export interface ModelsTable {
  seq: Generated<number>;
  id: string;
  object_id: string;
  author: string;
  pipeline_tag: string | null;
  library_name: string | null;
  /** JSON array text, so list pages need no join. */
  tags: string;
  /** `NULL` when unknown (migration `0013_unknown_facts`), never 0; sorts put it last. */
  downloads: number | null;
  likes: number | null;
  trending_score: number | null;
  /** 0 or 1 in both engines, to keep one code path. */
  private: number;
  /** ISO 8601 text in UTC; the fixed format sorts lexicographically. `NULL` when unknown. */
  created_at: string | null;
  last_modified: string | null;
  /** Lower-cased words of the id (never tags: search looks at ids only), tokenized the same way by FTS5 and tsvector. */
  search_text: string;
  /**
   * The parameter count from the descriptor's `safetensors.total` (else `gguf.total`), `null` when
   * unknown. BIGINT: 70B-class counts overflow a 32-bit integer; PostgreSQL hands it back as text.
   */
  parameters: number | string | null;
}

/**
 * The stored texts of a model, keyed by its `seq`. The Hub-shaped descriptor lives in `data` as
 * JSON text, so a model-info request can answer with the stored text as it is.
 *
 * @example
 * ```ts
 * const row = await database.db.selectFrom("model_documents").select("readme").where("model_seq", "=", 42).executeTakeFirst();
 * ```
 */
interface ModelDocumentsTable {
  model_seq: number;
  data: string;
  /** The Hub's dict form `{ provider: { providerId, status, task } }` as JSON text, if any. */
  provider_mapping: string | null;
  readme: string | null;
}

/**
 * One row per (tag, model), so tag filters use an index instead of scanning the JSON tag lists.
 *
 * @example
 * ```ts
 * const tagged = database.db.selectFrom("model_tag_links").select("model_seq").where("tag", "=", "gguf");
 * ```
 */
interface ModelTagLinksTable {
  tag: string;
  /** The model's `seq`: an integer key makes membership checks cheap rowid comparisons. */
  model_seq: number;
}

/**
 * One row per (provider, model) the provider serves live, so the `inference_provider` filter of
 * `GET /api/models` is an indexed lookup.
 *
 * @example
 * ```ts
 * const served = database.db.selectFrom("model_provider_links").select("model_seq").where("provider", "=", "together");
 * ```
 */
interface ModelProviderLinksTable {
  provider: string;
  model_seq: number;
}

/**
 * Fixed-window request counters of the inference gateway. They live in the database rather than in
 * memory so every server process over the same PostgreSQL enforces one shared limit.
 *
 * @example
 * ```ts
 * const row = await database.db.selectFrom("rate_limits").select("hits").where("client_key", "=", "ip:127.0.0.1").executeTakeFirst();
 * ```
 */
interface RateLimitsTable {
  client_key: string;
  window_start: number;
  hits: number;
}

/**
 * A model's repository tree as a deep sync or a fill from upstream read it: the Hub's
 * `GET /api/models/{id}/tree/{revision}?recursive=true` entries (`type`, `oid`, `size`, `path`,
 * `lfs`, `xetHash`) as one JSON array, and the commit they describe.
 *
 * @example
 * ```ts
 * const files = await database.db.selectFrom("model_files").select(["revision", "entries"]).where("model_id", "=", "openai-community/gpt2").executeTakeFirst();
 * ```
 */
interface ModelFilesTable {
  model_id: string;
  revision: string;
  entries: string;
  /** ISO 8601 text in UTC. */
  read_at: string;
}

/**
 * Where a model's stored data came from and how fresh it is: the upstream, the commit and
 * `lastModified` last read, when its info, files and card were read (`null`: never), what became
 * of its card, the sync run that last listed it, when it vanished upstream, and the last failed
 * refresh with its reason.
 *
 * @example
 * ```ts
 * const gone = await database.db.selectFrom("model_sync_state").select("model_id").where("gone_at", "is not", null).execute();
 * ```
 */
export interface ModelSyncStateTable {
  model_id: string;
  /** The upstream's origin, e.g. `https://huggingface.co`. */
  source: string;
  sha: string | null;
  last_modified: string | null;
  info_read_at: string | null;
  files_read_at: string | null;
  card_read_at: string | null;
  /** `stored`, `truncated` (over the size limit, the start kept) or `absent` (no README.md). */
  card_status: string | null;
  /** The card's size upstream in bytes; PostgreSQL hands BIGINT back as text. */
  card_bytes: number | string | null;
  /** The `started_at` of the sync run that last listed the model. */
  listed_run: string | null;
  gone_at: string | null;
  refresh_failed_at: string | null;
  refresh_error: string | null;
}

/**
 * The checkpoint of a sync that has not finished: the page of the upstream's listing to go on
 * from, and how many models were done, keyed by upstream and options.
 *
 * @example
 * ```ts
 * const checkpoint = await database.db.selectFrom("sync_checkpoints").selectAll().where("run_key", "=", key).executeTakeFirst();
 * ```
 */
interface SyncCheckpointsTable {
  run_key: string;
  started_at: string;
  updated_at: string;
  /** `null` before the first page is done. */
  page_url: string | null;
  done: number;
}

/**
 * The catalogue's schema as Kysely sees it, table name to row type. Typing
 * `Kysely<DatabaseSchema>` makes every query check its table and column names at compile time.
 * Saved runs and stored files are not here: they are user data (`UserDataSchema`), kept apart.
 *
 * @example
 * ```ts
 * import SqliteDatabase from "better-sqlite3";
 * import { Kysely, SqliteDialect } from "kysely";
 * const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) });
 * ```
 */
export interface DatabaseSchema {
  models: ModelsTable;
  model_documents: ModelDocumentsTable;
  model_tag_links: ModelTagLinksTable;
  model_provider_links: ModelProviderLinksTable;
  rate_limits: RateLimitsTable;
  model_files: ModelFilesTable;
  model_sync_state: ModelSyncStateTable;
  sync_checkpoints: SyncCheckpointsTable;
}
