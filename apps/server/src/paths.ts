import { fileURLToPath } from "node:url";

// Both src/ and dist/ sit one level under apps/server, so the same relative paths work from the
// sources (tests) and from the build (npm start), whatever the working directory.
const resolve = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Where the project's files live (the seed catalogue, the built web app, the demo media), resolved
 * from this module's own location rather than the working directory, so `npm start` and the tests
 * find them wherever they are run from.
 *
 * @example
 * ```ts
 * await serveStaticFiles(app, { webRoot: PROJECT_PATHS.webRoot, mediaRoot: PROJECT_PATHS.mediaRoot });
 * ```
 */
export const PROJECT_PATHS = {
  seedFile: resolve("../seed/models.jsonl.gz"),
  webRoot: resolve("../../web/dist"),
  mediaRoot: resolve("../../../packages/tasks/media"),
};
