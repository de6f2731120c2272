import { fileURLToPath } from "node:url";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their sources in tests, so no build is needed to test them. */
export const workspaceAlias = {
  "@modeldeck/tasks": here("./packages/tasks/src/index.ts"),
  "@modeldeck/inference": here("./packages/inference/src/index.ts"),
  "@modeldeck/hub": here("./packages/hub/src/index.ts"),
  // Subpath imports (`@modeldeck/test-support/loopback-server`) resolve under this folder.
  "@modeldeck/test-support": here("./packages/test-support/src"),
};
