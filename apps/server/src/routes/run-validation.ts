import { BLOB_MEDIA_TYPES, blobMediaType } from "@modeldeck/hub";
import { redactSecrets } from "@modeldeck/inference";
import { isPipelineType } from "@modeldeck/tasks";
import { isRepoId } from "../descriptors/repo-id.js";
import { badRequest, HttpError } from "../http-error.js";

/**
 * A run body after validation: what `POST /api/runs` stores. `setup` and `results` keep every
 * field the client sent (beyond the checked ones) so the web app can grow them without a server
 * change; all of it has passed the credential scan.
 *
 * @example
 * ```ts
 * const { run }: { run: RunBody } = parseRunBody(request.body);
 * run.setup.columns.map((column) => column.model);
 * ```
 */
export interface RunBody {
  kind: "compare" | "try";
  task: string;
  title: string | null;
  /** Whether the owner lists the run publicly; otherwise only its link reaches it. */
  listed: boolean;
  setup: { columns: { model: string; provider: string }[] } & Record<string, unknown>;
  results: Record<string, unknown>[];
}

/** Field names that hold credentials, compared in lower case without `-`, `_` or spaces. */
const CREDENTIAL_KEYS = new Set([
  "token",
  "accesstoken",
  "authtoken",
  "apitoken",
  "hftoken",
  "bearertoken",
  "refreshtoken",
  "idtoken",
  "apikey",
  "xapikey",
  "xkey",
  "authorization",
  "cookie",
  "secret",
  "clientsecret",
  "password",
  "privatekey",
]);

const MAX_DEPTH = 64;
const MAX_BLOB_REFERENCES = 256;
const MAX_COLUMNS = 4;
const SHA256 = /^[0-9a-f]{64}$/;

function describe(path: readonly (string | number)[]): string {
  return path
    .map((part, index) =>
      typeof part === "number"
        ? `[${part}]`
        : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(part)
          ? `${index === 0 ? "" : "."}${part}`
          : `[${JSON.stringify(part.slice(0, 40))}]`,
    )
    .join("");
}

/**
 * Refused with 400 and the code `secret_in_run`: the message names where the credential is,
 * never the credential.
 */
class SecretInRunError extends HttpError {
  override name = "SecretInRunError";
  readonly code = "secret_in_run";

  constructor(path: readonly (string | number)[]) {
    super(
      400,
      `${describe(path)} looks like a credential; saved runs are shared by link and never hold tokens or keys, so remove it and save again`,
    );
  }
}

/**
 * Whether a text holds a credential: a run is shared by link, so none may ride along. The shapes
 * are the inference client's (`redactSecrets`): every supported provider's keys, JSON Web Tokens,
 * schemes such as `Bearer …` and `api_key=` in URLs.
 */
const holdsCredential = (text: string) => redactSecrets(text) !== text;

/**
 * Walks a JSON value once: refuses a credential in any string, key or credential-named field
 * (a non-empty string under `token`, `apiKey`, `authorization`… at any depth), refuses nesting
 * deeper than {@link MAX_DEPTH}, and collects the hashes of `{ "blob": "<sha256>", "contentType" }`
 * references, whose type must be an allow-listed media type (never `text/html`).
 * `path` is one stack, pushed and popped, so a wide body costs no copies.
 */
function scan(value: unknown, path: (string | number)[], blobs: string[]): void {
  if (path.length > MAX_DEPTH) throw badRequest(`${describe(path)} is nested too deeply`);
  if (typeof value === "string") {
    if (holdsCredential(value)) throw new SecretInRunError(path);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      scan(value[index], path, blobs);
      path.pop();
    }
    return;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    path.push(key);
    if (holdsCredential(key)) throw new SecretInRunError(path.slice(0, -1));
    const plainKey = key.toLowerCase().replace(/[-_\s]/g, "");
    if (CREDENTIAL_KEYS.has(plainKey) && typeof item === "string" && item.trim() !== "") {
      throw new SecretInRunError(path);
    }
    if (key === "blob") {
      if (typeof item !== "string" || !SHA256.test(item)) {
        throw badRequest(
          `${describe(path)} must be the SHA-256 (64 lower-case hex digits) of an uploaded blob`,
        );
      }
      const type = (value as Record<string, unknown>).contentType;
      if (typeof type !== "string" || blobMediaType(type) !== type) {
        path[path.length - 1] = "contentType";
        throw badRequest(
          `${describe(path)} must name the file's media type, one of ${BLOB_MEDIA_TYPES.join(", ")}; a saved run never refers to a page or a script`,
        );
      }
      blobs.push(item);
      if (blobs.length > MAX_BLOB_REFERENCES) {
        throw badRequest(`a run may refer to at most ${MAX_BLOB_REFERENCES} blobs`);
      }
    }
    scan(item, path, blobs);
    path.pop();
  }
}

/** Scans a whole request body for credentials and returns the blob hashes it refers to. */
function scanRunJson(value: unknown): string[] {
  const blobs: string[] = [];
  scan(value, [], blobs);
  return blobs;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isDuration = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

function parseColumns(setup: Record<string, unknown>, kind: RunBody["kind"]) {
  const columns = setup.columns;
  const most = kind === "try" ? 1 : MAX_COLUMNS;
  if (!Array.isArray(columns) || columns.length < 1 || columns.length > most) {
    throw badRequest(
      kind === "try"
        ? "setup.columns must hold exactly one column for a try run"
        : `setup.columns must be an array of 1 to ${MAX_COLUMNS} columns`,
    );
  }
  return columns.map((column: unknown, index) => {
    if (!isObject(column)) throw badRequest(`setup.columns[${index}] must be an object`);
    if (!isRepoId(column.model)) {
      throw badRequest(`setup.columns[${index}].model must be a Hub model id such as owner/name`);
    }
    if (typeof column.provider !== "string" || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(column.provider)) {
      throw badRequest(
        `setup.columns[${index}].provider must be a provider id such as hf-inference`,
      );
    }
    return column as { model: string; provider: string } & Record<string, unknown>;
  });
}

function parseResult(result: unknown, index: number): Record<string, unknown> {
  const where = `results[${index}]`;
  if (!isObject(result)) throw badRequest(`${where} must be an object`);
  if (result.error !== undefined && typeof result.error !== "string") {
    throw badRequest(`${where}.error must be a string`);
  }
  const timings = result.timings;
  if (!isObject(timings) || !isDuration(timings.totalMs)) {
    throw badRequest(`${where}.timings.totalMs must be a number of milliseconds (0 or more)`);
  }
  if (timings.firstTokenMs !== undefined && !isDuration(timings.firstTokenMs)) {
    throw badRequest(`${where}.timings.firstTokenMs must be a number of milliseconds (0 or more)`);
  }
  const bytes = result.outputBytes;
  if (bytes !== undefined && !(Number.isSafeInteger(bytes) && (bytes as number) >= 0)) {
    throw badRequest(`${where}.outputBytes must be a whole number of bytes`);
  }
  return result;
}

function parseTitle(title: unknown): string | null {
  if (title === undefined || title === null) return null;
  if (typeof title !== "string" || title.length > 200 || /\p{Cc}/u.test(title)) {
    throw badRequest("title must be text of at most 200 characters, without control characters");
  }
  return title.trim() === "" ? null : title.trim();
}

/**
 * Checks a `POST /api/runs` body against the compare contract and returns what to store, with
 * the hashes of the blobs it refers to. Every refusal is a 400 naming the field at fault;
 * a credential anywhere is a 400 with the code `secret_in_run`.
 *
 * @example
 * ```ts
 * const { run, blobs } = parseRunBody({
 *   kind: "try",
 *   task: "text-classification",
 *   setup: { columns: [{ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "hf-inference" }], parameters: {}, input: { text: "I like you" } },
 *   results: [{ output: [{ label: "POSITIVE", score: 0.9998 }], timings: { totalMs: 212 } }],
 * });
 * ```
 */
export function parseRunBody(body: unknown): { run: RunBody; blobs: string[] } {
  if (!isObject(body)) throw badRequest("the body must be a JSON object");
  const blobs = scanRunJson(body);
  const kind = body.kind;
  if (kind !== "compare" && kind !== "try") throw badRequest('kind must be "compare" or "try"');
  if (!isPipelineType(body.task)) {
    throw badRequest("task must be a pipeline tag such as text-classification");
  }
  const setup = body.setup;
  if (!isObject(setup)) throw badRequest("setup must be an object");
  const columns = parseColumns(setup, kind);
  if (setup.parameters !== undefined && !isObject(setup.parameters)) {
    throw badRequest("setup.parameters must be an object");
  }
  if (setup.input === undefined) throw badRequest("setup.input is required");
  if (!Array.isArray(body.results) || body.results.length !== columns.length) {
    throw badRequest("results must be an array with one entry per column of setup.columns");
  }
  const results = body.results.map(parseResult);
  if (body.listed !== undefined && typeof body.listed !== "boolean") {
    throw badRequest("listed must be true (anyone may find the run in the public list) or false");
  }
  return {
    run: {
      kind,
      task: body.task,
      title: parseTitle(body.title),
      listed: body.listed === true,
      setup: { ...setup, columns },
      results,
    },
    blobs,
  };
}
