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
 * Models a task page suggests whose licence or library no dated public source found here gives:
 * no copy of their Hub page header or card metadata turned up in the stored corpora searched on
 * 2026-11-27 (or only a page rendering that leaves the licence out). Each stays "unknown" on its
 * page, never "not stated", until a dated page fact lists it; filler models are dropped instead.
 */
const UNSOURCED: Record<string, ("license" | "library_name")[]> = {
  "Alibaba-NLP/gte-Qwen1.5-7B-instruct": ["license", "library_name"],
  "allenai/olmOCR-7B-0725": ["license", "library_name"],
  "ashawkey/LGM": ["license", "library_name"],
  "black-forest-labs/FLUX.1-Kontext-dev": ["license", "library_name"],
  "black-forest-labs/FLUX.1-Krea-dev": ["license"],
  "black-forest-labs/FLUX.2-dev": ["license"],
  "blaze999/Medical-NER": ["license", "library_name"],
  "ByteDance-Seed/BAGEL-7B-MoT": ["license", "library_name"],
  "cardiffnlp/twitter-roberta-base-sentiment-latest": ["license", "library_name"],
  "facebook/dino-vitb16": ["library_name"],
  "fancyfeast/llama-joycaption-beta-one-hf-llava": ["license", "library_name"],
  "fishaudio/fish-speech-1.5": ["license", "library_name"],
  "fixie-ai/ultravox-v0_5-llama-3_2-1b": ["license", "library_name"],
  "fushh7/LLMDet": ["license"],
  "GoodiesHere/Apollo-LMMs-Apollo-7B-t32": ["license", "library_name"],
  "google/deplot": ["license", "library_name"],
  "google/gemma-2-2b-it": ["license"],
  "google/matcha-base": ["license", "library_name"],
  "google/siglip2-base-patch16-224": ["license", "library_name"],
  "impira/layoutlm-document-qa": ["license", "library_name"],
  "KittenML/kitten-tts-nano-0.1": ["license"],
  "knowledgator/gliclass-modern-base-v2.0-init": ["license", "library_name"],
  "kontext-community/relighting-kontext-dev-lora-v3": ["license", "library_name"],
  "LeoLau/Shape-for-Motion": ["license", "library_name"],
  "Lightricks/LTX-Video-0.9.7-dev": ["license"],
  "Lightricks/LTX-Video-0.9.7-distilled": ["license", "library_name"],
  "Lightricks/LTX-Video-0.9.8-13B-distilled": ["license", "library_name"],
  "lllyasviel/FramePack_F1_I2V_HY_20250503": ["license", "library_name"],
  "meta-llama/Prompt-Guard-86M": ["license"],
  "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224": ["license"],
  "microsoft/udop-large": ["license", "library_name"],
  "mistralai/Mistral-Nemo-Instruct-2407": ["license", "library_name"],
  "mistralai/Voxtral-Small-24B-2507": ["license", "library_name"],
  "nari-labs/Dia-1.6B-0626": ["license", "library_name"],
  "numz/SeedVR2_comfyUI": ["license", "library_name"],
  "nvidia/audio-flamingo-3": ["license", "library_name"],
  "nvidia/canary-1b": ["license", "library_name"],
  "nvidia/Cosmos-Transfer2.5-2B": ["license", "library_name"],
  "OmniGen2/OmniGen2": ["license", "library_name"],
  "openai/shap-e": ["license", "library_name"],
  "openbmb/MiniCPM-o-2_6": ["license", "library_name"],
  "openmmlab-community/mm_grounding_dino_large_all": ["license", "library_name"],
  "ProsusAI/finbert": ["license"],
  "pyannote/speaker-diarization-3.1": ["license", "library_name"],
  "qualcomm/RTMPose-Body2d": ["library_name"],
  "Qwen/Qwen-Image": ["license"],
  "Qwen/Qwen2.5-Omni-7B": ["license", "library_name"],
  "Qwen/Qwen3-4B-Thinking-2507": ["license", "library_name"],
  "Qwen/Qwen3-Coder-480B-A35B-Instruct": ["license", "library_name"],
  "rednote-hilab/dots.ocr": ["license", "library_name"],
  "ResembleAI/chatterbox": ["license"],
  "ResembleAI/resemble-enhance": ["license", "library_name"],
  "Skywork/SkyReels-V2-I2V-14B-720P": ["license", "library_name"],
  "stabilityai/stable-audio-open-1.0": ["license", "library_name"],
  "stabilityai/stable-point-aware-3d": ["license", "library_name"],
  "StephanST/WALDO30": ["license", "library_name"],
  "tencent/DepthCrafter": ["license"],
  "tencent/HunyuanWorld-1": ["license", "library_name"],
  "TencentARC/InstantMesh": ["license", "library_name"],
  "Tevatron/OmniEmbed-v0.1": ["license", "library_name"],
  "tue-mps/coco_panoptic_eomt_large_640": ["license", "library_name"],
  "Wan-AI/Wan2.1-I2V-14B-720P": ["license", "library_name"],
  "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers": ["license", "library_name"],
  "Wan-AI/Wan2.1-VACE-14B": ["license", "library_name"],
  "Wan-AI/Wan2.2-TI2V-5B": ["license", "library_name"],
  "yisol/IDM-VTON": ["license", "library_name"],
  "zai-org/GLM-4.5V": ["license", "library_name"],
  "ZhengPeng7/BiRefNet": ["license", "library_name"],
};
const MAX_UNSOURCED = 68;

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
