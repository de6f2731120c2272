// Takes PNG screenshots of each main screen in the light and dark themes, at 1280 and 360 px
// wide, for a reviewer to look at: `npm run screenshots` (after `npm run build`). It starts the real built server on a free
// loopback port with a throw-away data directory (seeded on first start), so the pictures show
// what a new user sees, and drives Debian's Chromium through playwright-core. Nothing is built
// here and nothing leaves the machine.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const OUTPUT = fileURLToPath(new URL("../screenshots/", import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Screens to capture: a file name, the path to open and, for some, what to do first (the
 * model browser's compare tray is filled by pressing two cards' "Add to compare").
 */
const SCREENS = [
  { name: "home", path: "/" },
  { name: "task-object-detection", path: "/tasks/object-detection" },
  // A served model picked for Try it, and a task no provider serves that says so.
  { name: "task-text-generation", path: "/tasks/text-generation", focus: "Try it" },
  { name: "task-depth-estimation", path: "/tasks/depth-estimation", focus: "Try it" },
  { name: "model-browser", path: "/models" },
  {
    name: "model-browser-compare-tray",
    path: "/models?task=text-classification",
    act: async (page) => {
      const buttons = page.getByRole("button", { name: /^Add to compare: / });
      await buttons.nth(0).click();
      await buttons.nth(1).click();
    },
  },
  { name: "model-page", path: "/meta-llama/Llama-3.1-8B-Instruct" },
  { name: "model-page-api", path: "/meta-llama/Llama-3.1-8B-Instruct?tab=api" },
  { name: "model-page-files", path: "/meta-llama/Llama-3.1-8B-Instruct?tab=files" },
  // A model no provider serves: Try it says so and offers the ways on.
  {
    name: "model-page-try-unserved",
    path: "/cardiffnlp/twitter-roberta-base-sentiment-latest?tab=try",
  },
  // An id the hub does not know: a 404 with a search and similar ids.
  { name: "model-unknown", path: "/distilbert/distilbert-base-uncased-finetuned-sst2" },
  { name: "libraries", path: "/libraries" },
  { name: "library", path: "/libraries/transformers" },
  {
    name: "compare",
    path:
      "/compare?task=text-classification" +
      "&model=distilbert/distilbert-base-uncased-finetuned-sst-2-english" +
      "&model=cardiffnlp/twitter-roberta-base-sentiment-latest" +
      "&model=distilbert/distilbert-base-uncased-finetuned-sst2",
  },
  { name: "settings", path: "/settings" },
];
/** The desktop and the phone width the issues measure at. */
const WIDTHS = [1280, 360];
const THEMES = ["light", "dark"];

/** Starts `node apps/server/dist/cli.js serve` on PORT=0 and resolves with its URL. */
async function startServer(dataDirectory) {
  const environment = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
  // Never the operator's own database or keys: the pictures are of a fresh, key-less install.
  for (const name of Object.keys(environment)) {
    if (name === "DATABASE_URL" || name === "HF_TOKEN" || name.startsWith("MODELDECK_"))
      delete environment[name];
  }
  environment.MODELDECK_DATA_DIR = dataDirectory;
  const child = spawn(process.execPath, ["apps/server/dist/cli.js", "serve"], {
    cwd: ROOT,
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { url, child };
}

async function main() {
  for (const file of ["apps/server/dist/cli.js", "apps/web/dist/index.html"]) {
    if (!existsSync(join(ROOT, file))) {
      throw new Error(
        `${file} is missing: run \`npm run build\` first (this script builds nothing).`,
      );
    }
  }
  mkdirSync(OUTPUT, { recursive: true });
  const dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-screenshots-"));
  const server = await startServer(dataDirectory);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        // The app's default theme follows the system, so the browser's colour scheme picks it.
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 740 : 900 },
          colorScheme: theme,
        });
        const page = await context.newPage();
        for (const screen of SCREENS) {
          await page.goto(server.url + screen.path);
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await page.waitForLoadState("networkidle");
          if (screen.act) {
            await screen.act(page);
            await page.waitForLoadState("networkidle");
          }
          if (screen.focus) {
            await page.getByRole("region", { name: screen.focus }).scrollIntoViewIfNeeded();
          }
          const file = join(OUTPUT, `${screen.name}-${theme}-${width}.png`);
          await page.screenshot({ path: file, fullPage: !screen.focus });
          console.log(`wrote ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
