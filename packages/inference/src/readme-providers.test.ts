import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HF_ROUTER_URL } from "./config.js";
import type { ProviderDefinition } from "./providers/provider-helper.js";
import { PROVIDERS } from "./providers/registry.js";

/**
 * The README's provider table is documentation users act on (which token works where, which
 * tasks exist), so its first four columns are derived here from the registry and must match.
 */

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The rows of the table under "## Providers", by provider id, as lists of cells. */
function tableRows(): Map<string, string[]> {
  const section = README.slice(README.indexOf("## Providers"));
  const rows = new Map<string, string[]>();
  for (const line of section.split("\n").slice(1)) {
    if (line.startsWith("## ")) break;
    if (!line.startsWith("| ") || line.startsWith("| Provider") || line.startsWith("| ---"))
      continue;
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0]) rows.set(cells[0], cells);
  }
  return rows;
}

function routingOf(definition: ProviderDefinition): string {
  if (definition.baseUrl.startsWith(HF_ROUTER_URL)) return "router only";
  if (definition.clientSideRoutingOnly) return "direct key only (closed source)";
  if (definition.directOnly) return "direct key only";
  return "router or direct key";
}

function tasksOf(definition: ProviderDefinition): string {
  if (definition.tasks === "all") return "every task";
  return definition.tasks.map((task) => (task === "conversational" ? "chat" : task)).join(", ");
}

describe("README provider table", () => {
  const rows = tableRows();

  it("lists exactly the providers of the registry", () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(PROVIDERS).sort());
  });

  for (const definition of Object.values(PROVIDERS)) {
    it(`says how ${definition.id} is reached, which tasks it serves and where`, () => {
      const [, routing, tasks, baseUrl] = rows.get(definition.id) ?? [];
      expect({ routing, tasks, baseUrl }).toEqual({
        routing: routingOf(definition),
        tasks: tasksOf(definition),
        baseUrl: `\`${definition.baseUrl}\``,
      });
    });
  }
});
