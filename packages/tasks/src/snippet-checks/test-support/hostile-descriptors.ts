import {
  benignValue,
  hostileValue,
  type Substitution,
} from "@modeldeck/test-support/hostile-values";
import type { CardData, ModelData, WidgetExample } from "../../model-data.js";

/**
 * A descriptor rewritten twice, once with harmless values and once with hostile ones in the
 * same places, and the pairs that map one onto the other.
 */
export interface HostilePair {
  benign: ModelData;
  hostile: ModelData;
  substitutions: Substitution[];
}

// Files whose exact names generators look for; the rest of a repository is fair game.
const KEPT_FILES = new Set([".gitattributes", "README.md", "config.json"]);

/**
 * Builds the harmless and hostile versions of `model`: the owner and the name of its id, the
 * base name of every file (the start, so extensions and quant labels still read as before), an
 * extra tag, every text field of its card (`base_model` keeps its id shape) and a widget prompt.
 * With `leadingDash`, file names, the tag, card text and the prompt start with `-`, as options
 * do; ids never start with `-` on a hub, and snippets refuse ids that do (checked apart).
 *
 * @example
 * ```ts
 * const { benign, hostile, substitutions } = hostilePair(model, false);
 * ```
 */
export function hostilePair(model: ModelData, leadingDash: boolean): HostilePair {
  const fields = ["owner", "name", "file", "tag", "card", "base", "prompt"] as const;
  const dashed = new Set(leadingDash ? ["file", "tag", "card", "prompt"] : []);
  const pick = (make: typeof benignValue) =>
    Object.fromEntries(fields.map((field) => [field, make(field, dashed.has(field))])) as Record<
      (typeof fields)[number],
      string
    >;
  const harmless = pick(benignValue);
  const bad = pick(hostileValue);
  return {
    benign: rewrite(model, harmless),
    hostile: rewrite(model, bad),
    substitutions: fields.map((field) => [harmless[field], bad[field]] as const),
  };
}

type Values = Record<"owner" | "name" | "file" | "tag" | "card" | "base" | "prompt", string>;

function rewriteFile(path: string, token: string): string {
  if (KEPT_FILES.has(path)) return path;
  const slash = path.lastIndexOf("/");
  return `${path.slice(0, slash + 1)}${token}${path.slice(slash + 1)}`;
}

function rewriteWidget(example: WidgetExample, token: string): WidgetExample {
  return typeof example.text === "string"
    ? { ...example, text: `${token}${example.text}` }
    : example;
}

function rewriteCard(card: CardData, values: Values): CardData {
  const rewritten: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card)) {
    const token = key === "base_model" ? values.base : values.card;
    if (key === "base_model_relation" || key === "widget") rewritten[key] = value;
    else if (typeof value === "string") rewritten[key] = `${token}${value}`;
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      rewritten[key] = value.map((item: string) => `${token}${item}`);
    } else rewritten[key] = value;
  }
  if (card.widget)
    rewritten.widget = card.widget.map((example) => rewriteWidget(example, values.prompt));
  return rewritten as CardData;
}

function rewrite(model: ModelData, values: Values): ModelData {
  return {
    ...model,
    id: `${values.owner}/${values.name}`,
    tags: [...model.tags, values.tag],
    ...(model.siblings
      ? {
          siblings: model.siblings.map((sibling) => ({
            ...sibling,
            rfilename: rewriteFile(sibling.rfilename, values.file),
          })),
        }
      : {}),
    ...(model.cardData ? { cardData: rewriteCard(model.cardData, values) } : {}),
    widgetData: (model.widgetData ?? [{ text: "" }]).map((example) =>
      rewriteWidget(example, values.prompt),
    ),
  };
}
