import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
type Version = [number, number, number];

function parse(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, "")
    .split(".")
    .map((part) => (part === "x" || part === "*" ? 0 : Number.parseInt(part, 10)));
  return [major, minor, patch];
}

function compare(left: Version, right: Version): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** One comparator of an npm range (`>=20.19`, `^18`, `20.x`, `20`), for the forms engines use. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(comparator.trim());
  if (!match) throw new Error(`unsupported engines comparator "${comparator}"`);
  const [, operator = "", bound = ""] = match;
  const target = parse(bound);
  const parts = bound.split(".").filter((part) => part !== "x" && part !== "*").length;
  switch (operator) {
    case ">=":
      return compare(version, target) >= 0;
    case ">":
      return compare(version, target) > 0;
    case "<=":
      return compare(version, target) <= 0;
    case "<":
      return compare(version, target) < 0;
    case "^":
      return version[0] === target[0] && compare(version, target) >= 0;
    case "~":
      return version[0] === target[0] && version[1] === target[1] && compare(version, target) >= 0;
    default:
      // A bare or x-range version: every given part must match.
      return target.slice(0, parts).every((part, index) => version[index] === part);
  }
}

function satisfies(version: Version, range: string): boolean {
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

describe("the Node.js version the README names", () => {
  const readme = readFileSync(root("README.md"), "utf8");
  const rootPackage = JSON.parse(readFileSync(root("package.json"), "utf8")) as {
    engines: { node: string };
  };
  const lock = JSON.parse(readFileSync(root("package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const stated = /Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1] ?? "";

  it("is the project's own engines minimum", () => {
    expect(stated).not.toBe("");
    expect(rootPackage.engines.node).toBe(`>=${stated}`);
  });

  it("satisfies the engines of every installed dependency", () => {
    const minimum = parse(stated);
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.includes("node_modules/"))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range === undefined || satisfies(minimum, range)
          ? []
          : [`${path}@${entry.version ?? "?"} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
