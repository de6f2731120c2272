import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
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

/** Reads a file's text, or `undefined` when it cannot be read (no such cgroup file here). */
type ReadText = (path: string) => string | undefined;

const readText: ReadText = (path) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

/**
 * How many test files run at once: Vitest's own choice (one fewer than the CPUs, at least one),
 * counted from the CPUs this process may really use. Node counts the CPUs it may be scheduled
 * on, which in a container limited by a CPU quota (`docker --cpus=2` on a large host) are all the
 * host's: Vitest would then start one worker per host CPU, each e2e file with its own Chromium and
 * server, on two CPUs' worth of time. The cgroup quota (v2 `cpu.max`, v1 `cpu.cfs_quota_us`)
 * caps the count when there is one.
 *
 * @example
 * ```ts
 * testWorkers(() => "200000 100000", 64); // 1: a 2-CPU quota on a 64-CPU host
 * ```
 */
export function testWorkers(read: ReadText = readText, cpus = availableParallelism()): number {
  const [quota, period] = (read("/sys/fs/cgroup/cpu.max") ?? "").trim().split(/\s+/);
  const v1Quota = read("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")?.trim();
  const v1Period = read("/sys/fs/cgroup/cpu/cpu.cfs_period_us")?.trim();
  const limit =
    quota && quota !== "max"
      ? Number(quota) / Number(period)
      : v1Quota && Number(v1Quota) > 0
        ? Number(v1Quota) / Number(v1Period)
        : Infinity;
  const usable = Number.isFinite(limit) && limit > 0 ? Math.min(cpus, Math.ceil(limit)) : cpus;
  return Math.max(usable - 1, 1);
}
