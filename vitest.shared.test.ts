import { describe, expect, it } from "vitest";
import { testWorkers } from "./vitest.shared";

const files = (contents: Record<string, string>) => (path: string) => contents[path];

describe("testWorkers", () => {
  it("counts the CPUs of a cgroup v2 quota, not the host's", () => {
    expect(testWorkers(files({ "/sys/fs/cgroup/cpu.max": "200000 100000\n" }), 64)).toBe(1);
    expect(testWorkers(files({ "/sys/fs/cgroup/cpu.max": "400000 100000\n" }), 64)).toBe(3);
  });

  it("counts the CPUs of a cgroup v1 quota", () => {
    const v1 = files({
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "150000\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
    });
    expect(testWorkers(v1, 32)).toBe(1);
  });

  it("keeps Vitest's own count without a quota, and never goes below one worker", () => {
    expect(testWorkers(files({ "/sys/fs/cgroup/cpu.max": "max 100000\n" }), 8)).toBe(7);
    expect(testWorkers(files({ "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n" }), 8)).toBe(7);
    expect(testWorkers(files({}), 2)).toBe(1);
    expect(testWorkers(files({ "/sys/fs/cgroup/cpu.max": "50000 100000\n" }), 2)).toBe(1);
  });
});
