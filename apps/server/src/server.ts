import { redactSecrets } from "@modeldeck/inference";
import Fastify from "fastify";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyServerOptions,
  FastifyPluginAsync,
} from "fastify";
import { SYSTEM_CLOCK, type Clock } from "./clock.js";
import { crossSiteGuard } from "./cross-site-guard.js";
import { openDatabase, type Database } from "./db/database.js";
import { installErrorHandler } from "./error-handler.js";
import { trustProxyFrom } from "./gateway/trust-proxy.js";
import { addHostCheck } from "./host-check.js";
import { loggedRequest } from "./logged-request.js";
import { PROJECT_PATHS } from "./paths.js";
import { arenaRoutes } from "./routes/arena.js";
import { scoreboardWindowFrom } from "./batches/scoreboard-window.js";
import { batchRoutes } from "./routes/batches.js";
import { blobRoutes } from "./routes/blobs.js";
import { healthRoutes } from "./routes/health.js";
import { inferenceGatewayRoutes } from "./routes/inference-gateway.js";
import { libraryRoutes } from "./routes/libraries.js";
import { localAppRoutes } from "./routes/local-apps.js";
import { modelFacetRoutes } from "./routes/model-facets.js";
import { modelRoutes } from "./routes/models.js";
import { packageRoutes } from "./routes/packages.js";
import { modelTreeRoutes } from "./routes/model-tree.js";
import { resolveFileRoutes } from "./routes/resolve-files.js";
import { modelStatusRoutes } from "./routes/model-status.js";
import { addUpstreamFill } from "./routes/upstream-fill.js";
import { runRoutes } from "./routes/runs.js";
import { serveStaticFiles } from "./routes/static-files.js";
import { statsRoutes } from "./routes/stats.js";
import { taskRoutes } from "./routes/tasks.js";
import { addSecurityHeaders, SECURITY_HEADERS } from "./security-headers.js";
import { addHttpCaching } from "./http-caching.js";
import { publicUrlFrom } from "./public-url.js";
import { addReadOnlyCors } from "./read-only-cors.js";
import { siteOriginsFrom, type SiteOrigins } from "./site-origins.js";

/**
 * Everything the server touches from outside (database, environment, `fetch`, clock, logger,
 * folders), each injectable and each with a default, so production passes almost nothing and tests
 * replace exactly what they need.
 *
 * @example
 * ```ts
 * const app = await buildServer({
 *   database: await openDatabase({ sqlitePath: ":memory:" }),
 *   env: { HF_TOKEN: "hf_…" },
 *   fetch: loopbackFetch,
 *   logger: false,
 * });
 * ```
 */
export interface ServerOptions {
  /** An open database; when absent one is opened from `env.DATABASE_URL` or `dataDir` and closed with the app. */
  database?: Database;
  /** Folder of the SQLite file when `database` is absent. Default `./data`. */
  dataDir?: string;
  /** Environment variables (keys, provider URL overrides, rate limits). Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The `fetch` the inference gateway and the upstream fill call out with. Read lazily by default. */
  fetch?: typeof fetch;
  clock?: Clock;
  /** Fastify logger setting; `false` by default. Credential headers are always redacted. */
  logger?: boolean | Record<string, unknown>;
  /** Built web app folder. Default `apps/web/dist`. */
  webRoot?: string;
  /** Demo media folder. Default `packages/tasks/media`. */
  mediaRoot?: string;
  /** Longest time a client may take to send a whole request, headers and body. Default 60 s. */
  requestTimeoutMs?: number;
}

const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  // Black Forest Labs' key header, which the inference gateway passes through.
  'req.headers["x-key"]',
  'req.headers["x-modeldeck-token"]',
  'req.headers["x-modeldeck-delete-key"]',
  'req.headers["x-modeldeck-owner-key"]',
  'req.headers["x-modeldeck-operator-token"]',
  "headers.authorization",
  'headers["x-api-key"]',
  'headers["x-key"]',
  'headers["x-modeldeck-token"]',
];

/**
 * Turns the first schema violation into a sentence naming the parameter, in the words the
 * hand-written checks use (`limit is not valid`, `search may be given only once`); the error
 * handler sends it as `{ "error": … }` with a 400.
 */
function schemaErrorMessage(
  errors: Parameters<NonNullable<FastifyServerOptions["schemaErrorFormatter"]>>[0],
  dataVariable: string,
): Error {
  const [first] = errors;
  const name =
    first?.instancePath.replace(/^\//, "").replace(/\/.*$/, "").replaceAll("~1", "/") ||
    String(first?.params.missingProperty ?? dataVariable);
  const subject = name === "*" ? "the model path" : name;
  switch (first?.keyword) {
    case "type":
      // Query values are text; only a repeated single-value parameter arrives as a list.
      return new Error(`${subject} may be given only once`);
    case "enum":
      return new Error(
        `${subject} must be one of ${(first.params.allowedValues as string[]).filter(Boolean).join(", ")}`,
      );
    case "maxLength":
      return new Error(`${subject} is longer than ${String(first.params.limit)} characters`);
    case "maxItems":
      return new Error(`${subject} has more than ${String(first.params.limit)} values`);
    default:
      return new Error(`${subject} is not valid`);
  }
}

/**
 * The read API's routes, each a Fastify plugin taking the database. A new resource file adds
 * one line here (routes that need more, like the gateway, are registered below on their own).
 */
const DATABASE_ROUTES: FastifyPluginAsync<{ database: Database }>[] = [
  taskRoutes,
  statsRoutes,
  modelFacetRoutes,
  healthRoutes,
];

/** Read routes that need nothing but the catalogue. */
const CATALOGUE_ROUTES: FastifyPluginAsync[] = [libraryRoutes, localAppRoutes, packageRoutes];

/** Methods that change something; a page on another site can send them as forms or beacons. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request that changes something (saved runs, uploads, deletions, and whatever comes
 * next; whatever its path, so no spelling of a path slips by) must come from this server's own
 * pages when it comes from a browser at all: another site's form or beacon is refused before its
 * body is read. Routes may ask for more with their own {@link crossSiteGuard} (the gateway also
 * requires `X-ModelDeck-Client`).
 */
function refuseCrossSiteWrites(app: FastifyInstance, origins: SiteOrigins): void {
  const guard = crossSiteGuard(origins, { clientHeader: false });
  app.addHook("onRequest", async (request) => {
    if (!SAFE_METHODS.has(request.method)) await guard(request);
  });
}

function loggerSetting(logger: ServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === undefined || logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: loggedRequest },
    // Every line also loses whatever looks like a provider's key wherever it sits (a URL's
    // `?key=`, an upstream error message), recognised by the inference client's own shapes.
    hooks: { streamWrite: redactSecrets },
  };
}

/**
 * Builds the ModelDeck server: the Hub API, the inference gateway, the web app and its media,
 * with security headers, the `Host` check (`MODELDECK_PUBLIC_URL`, `MODELDECK_ALLOWED_HOSTS`,
 * `localhost` and IP addresses), the cross-site guard on every API write, and one error handler. Call `listen` on the result, or `inject` in tests.
 *
 * @example
 * ```ts
 * const app = await buildServer({ database: await openDatabase({ dataDir: "./data" }) });
 * await app.listen({ port: 8080 });
 * ```
 */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const environment = options.env ?? process.env;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: environment.DATABASE_URL,
      dataDir: options.dataDir ?? "./data",
    }));
  const publicUrl = publicUrlFrom(environment.MODELDECK_PUBLIC_URL);
  const siteOrigins = siteOriginsFrom(environment);
  // A client that trickles its headers or body would otherwise hold a connection forever.
  const requestTimeout = options.requestTimeoutMs ?? 60_000;
  const app = Fastify({
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 15_000),
      connectionsCheckingInterval: Math.min(1000, Math.max(50, requestTimeout / 4)),
    },
    logger: loggerSetting(options.logger),
    // Route schemas (routes/*.ts) are checked first; their violations read like the hand-written ones.
    schemaErrorFormatter: schemaErrorMessage,
    // The web app and the Hub client both send `expand[]` and repeated `filter`s; the default parser keeps them as arrays.
    routerOptions: { maxParamLength: 500 },
    // Hops or proxy addresses, so a client address forged at the left of X-Forwarded-For is ignored.
    trustProxy: trustProxyFrom(environment),
    // Malformed URLs fail before routing; they get the same error shape as everything else.
    frameworkErrors: (error, _request, reply) => {
      const plain = reply as unknown as FastifyReply;
      void plain.headers(SECURITY_HEADERS).status(400).send({ error: error.message });
    },
  });
  if (options.database === undefined) app.addHook("onClose", () => database.close());
  addSecurityHeaders(app);
  // Before anything else runs: a DNS-rebinding page names its own host.
  addHostCheck(app, siteOrigins);
  refuseCrossSiteWrites(app, siteOrigins);
  addReadOnlyCors(app);
  addHttpCaching(app);
  installErrorHandler(app);
  const upstream = environment.MODELDECK_UPSTREAM_HUB?.trim() || undefined;
  const fetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  addUpstreamFill(app, {
    database,
    environment,
    fetch: fetchFunction,
    clock: options.clock ?? SYSTEM_CLOCK,
  });
  await app.register(modelRoutes, { database, publicUrl });
  await app.register(modelTreeRoutes, { database, publicUrl });
  await app.register(resolveFileRoutes, { database, upstreamHub: upstream });
  await app.register(modelStatusRoutes, { database, upstream });
  for (const routes of DATABASE_ROUTES) await app.register(routes, { database });
  for (const routes of CATALOGUE_ROUTES) await app.register(routes);
  const scoreboard = scoreboardWindowFrom(environment);
  await app.register(inferenceGatewayRoutes, {
    database,
    environment,
    fetch: fetchFunction,
    clock: options.clock ?? SYSTEM_CLOCK,
    siteOrigins,
    scoreboard,
  });
  await app.register(blobRoutes, { database, environment, clock: options.clock });
  await app.register(runRoutes, { database, environment, publicUrl, clock: options.clock });
  await app.register(arenaRoutes, { database, environment, clock: options.clock });
  const clock = options.clock ?? SYSTEM_CLOCK;
  await app.register(batchRoutes, {
    database,
    environment,
    fetch: fetchFunction,
    clock,
    scoreboard,
  });
  await serveStaticFiles(app, {
    webRoot: options.webRoot ?? PROJECT_PATHS.webRoot,
    mediaRoot: options.mediaRoot ?? PROJECT_PATHS.mediaRoot,
  });
  return app;
}
