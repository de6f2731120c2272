import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { TASKS_DATA } from "@modeldeck/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGACY_MODEL_IDS } from "../models/legacy-ids.js";
import { PROJECT_PATHS } from "../paths.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { seedIfEmpty } from "./seed-database.js";

type Descriptor = Record<string, unknown> & {
  id: string;
  tags?: string[];
  cardData?: { license?: string | string[] };
  factsReadAt?: Record<string, string>;
};
/** One source a model's hand-read facts came from: which facts, what was read, and when. */
type PageFacts = { facts: string[]; source: string; readAt: string };
type FactsRow = Record<string, string | number | null | undefined | PageFacts[]> & {
  source: string;
  readAt?: string;
  pages?: PageFacts[];
};

// The facts table build-seed.mjs wrote beside the seed, so this test needs no reference files.
const factsFile = PROJECT_PATHS.seedFile.replace(/models\.jsonl\.gz$/, "seed-facts.json");
const facts = JSON.parse(readFileSync(factsFile, "utf8")) as Record<string, FactsRow>;
const shipped = gunzipSync(readFileSync(PROJECT_PATHS.seedFile))
  .toString("utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Descriptor);

/**
 * Models a task page suggests whose licence or library no dated public source found here gives,
 * each with what was searched (the stored Hub pages and their mirrors, copies that say they copy
 * the card, and the authors' own repositories, on 2026-11-27 and 2026-11-28). Each stays
 * "unknown" on its page, never "not stated", until a dated source lists it; filler models are
 * dropped instead. A library the Hub names that is not one of the catalogue's (vLLM, PyTorch)
 * counts as unsourced too.
 */
const UNSOURCED: Record<string, ("license" | "library_name")[]> = {
  // Discussion pages show the Transformers panel without the licence line.
  "fancyfeast/llama-joycaption-beta-one-hf-llava": ["license"],
  // Only sibling Ultravox pages are stored; fixie-ai/ultravox on GitHub names no model licence.
  "fixie-ai/ultravox-v0_5-llama-3_2-1b": ["license", "library_name"],
  // The stored rendering of its page (tree/main/jsons_v7) omits the licence line.
  "fushh7/LLMDet": ["license"],
  // No rendering of the gated page shows the licence; only third-party copies without a copy claim.
  "google/gemma-2-2b-it": ["license"],
  // The page excerpt is the card body (pip install gliclass); only the large sibling shows a header.
  "knowledgator/gliclass-modern-base-v2.0-init": ["license", "library_name"],
  // Only the earlier relighting-kontext-dev-lora page is stored, without a licence.
  "kontext-community/relighting-kontext-dev-lora-v3": ["license", "library_name"],
  // No page, copy or repository of it turned up (a search finds only other "shape of motion" work).
  "LeoLau/Shape-for-Motion": ["license", "library_name"],
  // Its pages show the Diffusers panel without a licence; Lightricks/LTX-Video on GitHub gives
  // licences for 0.9.5 only.
  "Lightricks/LTX-Video-0.9.7-dev": ["license"],
  "Lightricks/LTX-Video-0.9.7-distilled": ["license", "library_name"],
  "Lightricks/LTX-Video-0.9.8-13B-distilled": ["license", "library_name"],
  // lllyasviel/FramePack on GitHub licenses its code only; a search finds no page of the F1 model.
  "lllyasviel/FramePack_F1_I2V_HY_20250503": ["license", "library_name"],
  // New-style renderings omit the licence line; PurpleLlama says "the same license as Llama 3"
  // beside a LICENSE now for Llama 3.2, which is not the Hub's id.
  "meta-llama/Prompt-Guard-86M": ["license"],
  // Its Hub library is vLLM, which is not one of the catalogue's libraries.
  "mistralai/Voxtral-Small-24B-2507": ["library_name"],
  // NVIDIA/audio-flamingo on GitHub gives the licence only; no page of the model is stored.
  "nvidia/audio-flamingo-3": ["library_name"],
  // The repository's own code runs it; no page of the model is stored.
  "nvidia/Cosmos-Transfer2.5-2B": ["library_name"],
  // Only the organisation page and the Transformers docs (other checkpoints) are stored.
  "openmmlab-community/mm_grounding_dino_large_all": ["license", "library_name"],
  // New-style renderings omit the licence line; the Narsil/finbert copy is of an older card.
  "ProsusAI/finbert": ["license"],
  // Its header names only PyTorch (library_name: pytorch), not a catalogue library.
  "qualcomm/RTMPose-Body2d": ["library_name"],
  // QwenLM/Qwen3-Coder on GitHub has no licence; no page or stated copy of the card is stored.
  "Qwen/Qwen3-Coder-480B-A35B-Instruct": ["license"],
  // rednote-hilab/dots.ocr holds both an MIT LICENSE and its own licence agreement.
  "rednote-hilab/dots.ocr": ["license"],
  // The authors' repositories run these with their own code; no page of the models is stored.
  "ResembleAI/resemble-enhance": ["library_name"],
  "Skywork/SkyReels-V2-I2V-14B-720P": ["library_name"],
  "stabilityai/stable-point-aware-3d": ["library_name"],
  "tencent/HunyuanWorld-1": ["library_name"],
  "TencentARC/InstantMesh": ["library_name"],
  // Only the organisation page and the PEFT multivent sibling are stored.
  "Tevatron/OmniEmbed-v0.1": ["license", "library_name"],
  // The Wan repositories run these with generate.py (Diffusers only for the -Diffusers repos).
  "Wan-AI/Wan2.1-I2V-14B-720P": ["library_name"],
  "Wan-AI/Wan2.1-VACE-14B": ["library_name"],
  "Wan-AI/Wan2.2-TI2V-5B": ["library_name"],
  // Its page shows the Transformers panel only; zai-org/GLM-V's LICENSE covers the code.
  "zai-org/GLM-4.5V": ["license"],
};
const MAX_UNSOURCED = 30;

function licenceOf(model: Descriptor): string | undefined {
  const fromCard = model.cardData?.license;
  if (fromCard !== undefined) return Array.isArray(fromCard) ? fromCard.join(",") : fromCard;
  return model.tags?.find((tag) => tag.startsWith("license:"))?.slice("license:".length);
}

describe("the shipped seed against the facts it was built from", () => {
  it("lists exactly the models of the facts table, none of them invented examples", () => {
    expect(shipped.map((model) => model.id).sort()).toEqual(Object.keys(facts).sort());
    expect(shipped.filter((model) => model.id.startsWith("modeldeck-examples/"))).toEqual([]);
  });

  it("gives each model the task, library, figures and licence of its source, and no other", () => {
    const wrong = shipped.flatMap((model) => {
      const row = facts[model.id] ?? { source: "none" };
      const fields = ["pipeline_tag", "library_name", "downloads", "likes", "lastModified"];
      // `null` in the facts table is a source that was read and states none.
      const mismatches = fields
        .filter((field) => (model[field] ?? null) !== (row[field] ?? null))
        .map((field) => `${model.id} ${field}: ${String(model[field])} ≠ ${String(row[field])}`);
      if ((licenceOf(model) ?? null) !== (row.license ?? null)) {
        mismatches.push(`${model.id} licence: ${licenceOf(model)} ≠ ${String(row.license)}`);
      }
      return mismatches;
    });
    expect(wrong).toEqual([]);
  });

  it("dates every figure it ships with the day its source was read", () => {
    const undated = shipped.flatMap((model) =>
      ["downloads", "likes", "createdAt", "lastModified"]
        .filter((field) => model[field] !== undefined)
        .filter((field) => model.factsReadAt?.[field] !== facts[model.id]?.readAt)
        .map((field) => `${model.id} ${field}`),
    );
    expect(undated).toEqual([]);
    expect(shipped.every((model) => model.factsReadAt !== undefined)).toBe(true);
  });

  it("stores each model the Hub moved once, under its new id, never its legacy id", () => {
    const ids = new Set(shipped.map((model) => model.id));
    const legacy = Object.keys(LEGACY_MODEL_IDS).filter((id) => ids.has(id));
    expect(legacy).toEqual([]);
    expect(ids.has("openai-community/gpt2")).toBe(true);
    expect(ids.has("google-bert/bert-base-cased")).toBe(true);
    expect(facts["google-bert/bert-base-cased"]?.listedAs).toBe("bert-base-cased");
  });

  it("includes real GGUF repositories with their file lists and sizes, each from a dated page", () => {
    const gguf = shipped.filter((model) => model.tags?.includes("gguf"));
    expect(gguf.length).toBeGreaterThanOrEqual(3);
    for (const model of gguf) {
      const siblings = model.siblings as { rfilename: string; size?: number }[];
      expect(siblings.some((file) => file.rfilename.endsWith(".gguf"))).toBe(true);
      expect(siblings.every((file) => Number.isInteger(file.size) && file.size! > 0)).toBe(true);
      expect(facts[model.id]?.source).toMatch(/^https:\/\/huggingface\.co\/.+\/tree\//);
      expect(facts[model.id]?.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("states the licence and library of the models the Hub states them for, each from a dated page", () => {
    const named = [
      "black-forest-labs/FLUX.1-dev",
      "zai-org/GLM-4.5",
      "openai-community/gpt2",
      "facebook/bart-large-cnn",
    ];
    for (const id of named) {
      expect(facts[id]?.license, id).toEqual(expect.any(String));
      expect(facts[id]?.library_name, id).toEqual(expect.any(String));
    }
    // A hand-read fact names a Hub page (or a stated copy of the card), or the authors' own
    // repository at a commit, never a branch that may have moved since.
    const page = /https:\/\/(www\.)?huggingface\.co\//;
    const repository = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(blob|tree)\/[0-9a-f]{40}\//;
    for (const [id, row] of Object.entries(facts).filter(([, entry]) => entry.pages)) {
      for (const { facts: read, source, readAt } of row.pages!) {
        expect(read.length, id).toBeGreaterThan(0);
        expect(page.test(source) || repository.test(source), `${id}: ${source}`).toBe(true);
        expect(readAt, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("dates each fact of a model by the source it came from when two sources give them", () => {
    // BAGEL's page names its library but shows no licence; the authors' README states it.
    const bagel = facts["ByteDance-Seed/BAGEL-7B-MoT"]!;
    const model = shipped.find((entry) => entry.id === "ByteDance-Seed/BAGEL-7B-MoT")!;
    expect(bagel.library_name).toBe("bagel-mot");
    expect(bagel.license).toBe("apache-2.0");
    expect(bagel.pages?.map((entry) => entry.facts)).toEqual([["library_name"], ["license"]]);
    expect(bagel.pages?.[0]?.source).toMatch(/^https:\/\/huggingface\.co\/ByteDance-Seed\//);
    expect(bagel.pages?.[1]?.source).toMatch(
      /^https:\/\/github\.com\/ByteDance-Seed\/Bagel\/blob\/[0-9a-f]{40}\/README\.md /,
    );
    expect(model.factsReadAt).toMatchObject({ library_name: "2026-11-28", license: "2026-11-28" });
    // A model read on two days keeps each fact's own day.
    const kitten = shipped.find((entry) => entry.id === "KittenML/kitten-tts-nano-0.1")!;
    expect(kitten.factsReadAt).toMatchObject({ library_name: "2026-11-27", license: "2026-11-28" });
    expect(licenceOf(kitten)).toBe("apache-2.0");
  });

  it("gives every model a dated licence and library, or says the Hub states none", () => {
    // A fact is dated when the model's `factsReadAt` names the day its source was read; the
    // facts table then holds the value, or `null` where the source states none.
    const missing = shipped.flatMap((model) =>
      (["license", "library_name"] as const)
        .filter((field) => !(model.id in UNSOURCED && UNSOURCED[model.id]!.includes(field)))
        .filter((field) => {
          const row = facts[model.id];
          const readAt = model.factsReadAt?.[field];
          const fromPage = row?.pages?.some(
            (page) => page.facts.includes(field) && page.readAt === readAt,
          );
          const dated = readAt !== undefined && (readAt === row?.readAt || fromPage === true);
          return row?.[field] === undefined || !dated;
        })
        .map((field) => `${model.id} ${field}`),
    );
    expect(missing).toEqual([]);
  });

  it("keeps the list of models without a sourced licence or library short and still true", () => {
    const suggested = new Set(
      Object.values(TASKS_DATA).flatMap((task) => [
        ...task.models.map((model) => model.id),
        ...task.widgetModels,
      ]),
    );
    for (const [id, fields] of Object.entries(UNSOURCED)) {
      // Only a model a task page names may stay without a source; filler is dropped instead.
      expect(suggested.has(id), id).toBe(true);
      for (const field of fields) {
        expect(facts[id]?.[field], `${id} ${field}`).toBeUndefined();
      }
    }
    expect(Object.keys(UNSOURCED).length).toBeLessThanOrEqual(MAX_UNSOURCED);
  });

  it("ships no generated model card", () => {
    expect(shipped.filter((model) => "readme" in model).map((model) => model.id)).toEqual([]);
  });
});

describe("seeding a database", () => {
  let test: TestDatabase;
  let seeded: number;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    seeded = await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date());
  });
  afterAll(() => test.dispose());

  it("stores every shipped model and seeds only an empty database", async () => {
    expect(seeded).toBeGreaterThanOrEqual(shipped.length);
    expect(await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date())).toBe(0);
  });

  it("contains every model the task catalogue suggests, and no invented example", async () => {
    const suggested = Object.values(TASKS_DATA).flatMap((task) => [
      ...task.models.map((model) => model.id),
      ...task.widgetModels,
    ]);
    const rows = await test.database.db.selectFrom("models").select("id").execute();
    const stored = new Set(rows.map((row) => row.id));
    expect(suggested.filter((id) => id !== "" && !stored.has(id))).toEqual([]);
    expect([...stored].filter((id) => id.startsWith("modeldeck-examples/"))).toEqual([]);
  });
});
