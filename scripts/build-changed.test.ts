import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WORKSPACES, buildChanged } from "./build-changed.mjs";

// A checkout in miniature: each workspace with a source file, and a build that writes dist/.
describe("buildChanged (what npm start builds)", () => {
  let root: string;
  const build = (dir: string) => mkdirSync(join(root, dir, "dist"), { recursive: true });
  const touchLater = (path: string) => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(path, later, later);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "modeldeck-build-"));
    writeFileSync(join(root, "package-lock.json"), "{}");
    for (const workspace of WORKSPACES) {
      mkdirSync(join(root, workspace.dir, "src"), { recursive: true });
      writeFileSync(join(root, workspace.dir, "src", "index.ts"), "export {};\n");
      writeFileSync(join(root, workspace.dir, "package.json"), "{}");
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds everything in a fresh clone, then nothing on the next start", () => {
    expect(buildChanged(root, build)).toEqual(WORKSPACES.map((workspace) => workspace.dir));
    expect(buildChanged(root, build)).toEqual([]);
  });

  it("rebuilds a changed workspace and what is built from it, and nothing else", () => {
    buildChanged(root, build);
    touchLater(join(root, "packages/hub/src/index.ts"));
    const dependents = WORKSPACES.filter((workspace) => workspace.after.includes("packages/hub"));
    expect(buildChanged(root, build)).toEqual([
      "packages/hub",
      ...dependents.map((workspace) => workspace.dir),
    ]);
    expect(buildChanged(root, build)).toEqual([]);
  });

  it("ignores test files, which are not part of any build", () => {
    buildChanged(root, build);
    const test = join(root, "apps/web/src/page.test.tsx");
    writeFileSync(test, "");
    touchLater(test);
    expect(buildChanged(root, build)).toEqual([]);
  });

  it("rebuilds a workspace whose output was deleted", () => {
    buildChanged(root, build);
    rmSync(join(root, "apps/server/dist"), { recursive: true });
    expect(buildChanged(root, build)).toEqual(["apps/server"]);
  });
});
