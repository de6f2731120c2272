// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, seriousViolations } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { REPOSITORY_ROOT, startRealServer } from "./support/real-server";

const BASE = "meta-llama/Llama-3.1-8B";
const INSTRUCT = "meta-llama/Llama-3.1-8B-Instruct";
const GGUF = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";

const USAGE = [
  "from transformers import pipeline",
  `chat = pipeline("text-generation", model="${INSTRUCT}")`,
  'print(chat([{"role": "user", "content": "Hello"}]))',
].join("\n");

// Three real repositories of one tree, with the Hub's tags and file names; figures the test does
// not need (downloads, likes, sizes) are left out rather than made up.
const LLAMA_TAGS = ["transformers", "safetensors", "llama", "text-generation", "en"];
const DESCRIPTORS = [
  {
    id: BASE,
    author: "meta-llama",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: [...LLAMA_TAGS, "license:llama3.1"],
    siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors.index.json" }],
  },
  {
    id: INSTRUCT,
    author: "meta-llama",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: [
      ...LLAMA_TAGS,
      "conversational",
      `base_model:${BASE}`,
      `base_model:finetune:${BASE}`,
      "license:llama3.1",
    ],
    siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors.index.json" }],
    readme: `# Llama 3.1 8B Instruct\n\nRun it with transformers:\n\n\`\`\`python\n${USAGE}\n\`\`\`\n`,
  },
  {
    id: GGUF,
    author: "bartowski",
    pipeline_tag: "text-generation",
    tags: [
      "gguf",
      "text-generation",
      "en",
      `base_model:${INSTRUCT}`,
      `base_model:quantized:${INSTRUCT}`,
      "license:llama3.1",
      "endpoints_compatible",
      "conversational",
    ],
    siblings: [
      { rfilename: ".gitattributes" },
      { rfilename: "Meta-Llama-3.1-8B-Instruct-IQ4_XS.gguf" },
      { rfilename: "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf" },
      { rfilename: "Meta-Llama-3.1-8B-Instruct-Q6_K_L.gguf" },
      { rfilename: "Meta-Llama-3.1-8B-Instruct-Q8_0.gguf" },
      { rfilename: "Meta-Llama-3.1-8B-Instruct-f32.gguf" },
      { rfilename: "README.md" },
    ],
  },
];

describe("the model tree in a real browser", () => {
  let dataDirectory: string;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The tree's three models go in through the CLI's import before the server starts, so the
    // server serves them from its own database, filtered through its own list API.
    dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-e2e-tree-"));
    const file = join(dataDirectory, "llama-tree.jsonl");
    writeFileSync(file, DESCRIPTORS.map((model) => JSON.stringify(model)).join("\n") + "\n");
    // Its own SQLite: CI's DATABASE_URL (a shared PostgreSQL) must not receive these models.
    const environment: NodeJS.ProcessEnv = { ...process.env, MODELDECK_DATA_DIR: dataDirectory };
    delete environment.DATABASE_URL;
    execFileSync(process.execPath, ["apps/server/dist/cli.js", "import", file], {
      cwd: REPOSITORY_ROOT,
      env: environment,
      stdio: "pipe",
    });
    server = await startRealServer({ MODELDECK_DATA_DIR: dataDirectory });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
  }, TEARDOWN_BUDGET);

  const tree = () => page.getByRole("region", { name: "Model tree" });

  it("follows a fine-tune to its base model and back to the fine-tune", async () => {
    await page.goto(`${server.url}/${INSTRUCT}`);
    await page.getByRole("heading", { level: 1, name: INSTRUCT }).waitFor();
    await tree().getByText("fine-tuned from").waitFor();
    await tree().getByRole("link", { name: BASE, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: BASE, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${BASE}`);
    await tree().getByRole("heading", { name: "Fine-tunes 1" }).waitFor();
    await tree().getByRole("link", { name: INSTRUCT }).click();
    await page.getByRole("heading", { level: 1, name: INSTRUCT }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${INSTRUCT}`);
    // Its own children: the quantization, one more step down the tree.
    await tree().getByRole("heading", { name: "Quantizations 1" }).waitFor();
    await tree().getByRole("link", { name: GGUF }).click();
    await page.getByRole("heading", { level: 1, name: GGUF }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: INSTRUCT }).waitFor();
  });

  it("copies a code block of the model card and says so", async () => {
    await page.goto(`${server.url}/${INSTRUCT}`);
    const copy = page.getByRole("button", { name: "Copy code block 1 of the model card" });
    await copy.click();
    await page.getByRole("button", { name: /^Copied code block 1/ }).waitFor();
    await expect(page.locator(".card-copy").getByRole("status").textContent()).resolves.toBe(
      "Copied to clipboard",
    );
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${USAGE}\n`);
  });

  it("lists a GGUF repository's files and its quantizations by bits", async () => {
    await page.goto(`${server.url}/${GGUF}?tab=files`);
    await page.getByRole("heading", { name: "GGUF quantizations" }).waitFor();
    const headings = await page
      .locator(".gguf-group h4")
      .evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(headings).toEqual(["4-bit", "6-bit", "8-bit", "32-bit"]);
    await expect(
      page.getByRole("list", { name: "4-bit" }).locator(".badge").allTextContents(),
    ).resolves.toEqual(["IQ4_XS", "Q4_K_M"]);
    await page.getByRole("table", { name: "7 files" }).waitFor();
  });

  it("has no serious axe violation and no horizontal scroll at 360 px, in both themes", async () => {
    const failures: string[] = [];
    const narrow = await browser.newPage({ viewport: { width: 360, height: 740 } });
    for (const theme of ["Light", "Dark"]) {
      await narrow.goto(`${server.url}/settings`);
      await narrow.getByRole("radio", { name: theme }).check();
      for (const path of [`/${INSTRUCT}`, `/${GGUF}?tab=files`]) {
        await narrow.goto(server.url + path);
        await narrow
          .getByRole("region", { name: "Model tree" })
          .getByRole("heading")
          .nth(1)
          .waitFor();
        await narrow.waitForLoadState("networkidle");
        for (const violation of await seriousViolations(narrow)) {
          failures.push(
            `${theme} ${path}: ${violation.id} ${violation.help} at ${violation.targets.join(", ")}`,
          );
        }
        const overflow = await narrow.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) failures.push(`${theme} ${path}: ${overflow} px of horizontal scroll`);
      }
    }
    await narrow.close();
    expect(failures).toEqual([]);
  }, 120_000);
});
