// The templates only format: whatever belongs to one provider (its job protocol, its SDK, the
// providers a library method reaches) is declared data. So no template names a provider: no
// string literal and no property key equal to a provider id of the registry.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PROVIDERS } from "../../providers/registry.js";

const PROVIDER_IDS = new Set(Object.keys(PROVIDERS));
const TEMPLATES = fileURLToPath(new URL(".", import.meta.url));

/** The provider ids a source names as a string literal or a property key, with their lines. */
function providerIdsIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const named =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node
          ? node.text
          : undefined;
    if (named !== undefined && PROVIDER_IDS.has(named)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${fileName}:${line + 1} ${named}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("snippet templates hold no provider id", () => {
  it("no template source names a provider of the registry", () => {
    // Tests beside the templates call them for real providers; they are not templates.
    const templates = readdirSync(TEMPLATES).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    );
    expect(templates.length).toBeGreaterThan(0);
    const found = templates.flatMap((name) =>
      providerIdsIn(name, readFileSync(`${TEMPLATES}${name}`, "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("catches a branch on a provider id and a table keyed by one", () => {
    const branch =
      'if (request.task === "text-to-audio" && request.provider !== "hf-inference") {}';
    const [id] = Object.keys(PROVIDERS);
    expect(providerIdsIn("branch.ts", branch)).toEqual(["branch.ts:1 hf-inference"]);
    expect(providerIdsIn("table.ts", `const ports = { ${JSON.stringify(id)}: 1 };`)).toEqual([
      `table.ts:1 ${id}`,
    ]);
    // Code that merely contains a provider's name (an npm package import) is not a branch.
    expect(providerIdsIn("import.ts", `const line = 'import OpenAI from "openai";';`)).toEqual([]);
  });
});
