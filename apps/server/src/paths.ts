import { fileURLToPath } from "node:url";

// Both src/ and dist/ sit one level under apps/server, so the same relative paths work from the
// sources (tests) and from the build (npm start), whatever the working directory.
const resolve = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Where the project's files live, resolved from this file rather than the working directory. */
export const PROJECT_PATHS = {
  seedFile: resolve("../seed/models.jsonl.gz"),
  webRoot: resolve("../../web/dist"),
  mediaRoot: resolve("../../../packages/tasks/media"),
};
