// @vitest-environment node
import { TASKS_DATA } from "@modeldeck/tasks";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/browser";
import { startEnvironment, TEARDOWN_BUDGET } from "./support/environment";

const SCREENS = [
  "/",
  "/tasks/text-classification",
  "/tasks/object-detection",
  "/models",
  "/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  "/distilbert/distilbert-base-uncased-finetuned-sst-2-english?tab=use",
  "/distilbert/distilbert-base-uncased-finetuned-sst-2-english?tab=api",
  "/distilbert/distilbert-base-uncased-finetuned-sst-2-english?tab=try",
  "/libraries",
  "/libraries/transformers",
  "/settings",
];

// A budget per visited screen (a visit with its checks takes about 4 s on a 2-core machine at
// load 13): room for a machine several times busier, without one slow page failing a whole sweep.
const PER_SCREEN = 60_000;

/** The accessible name of the focused element, as a keyboard user would hear it. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as
      (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
    const label = element?.labels?.[0]?.textContent;
    return (element?.getAttribute("aria-label") ?? label ?? element?.textContent ?? "").trim();
  });

async function tabUntil(
  page: Page,
  matches: (text: string) => boolean,
  limit = 200,
): Promise<string> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    const text = await focusedText(page);
    if (matches(text)) return text;
  }
  throw new Error("the element was not reached with Tab");
}

describe("keyboard and accessibility", () => {
  let environment: Awaited<ReturnType<typeof startEnvironment>>;
  let page: Page;

  beforeAll(async () => {
    environment = await startEnvironment();
    page = await environment.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await environment?.stop();
  }, TEARDOWN_BUDGET);

  it("runs the main flow with the keyboard only", async () => {
    await page.goto(environment.server.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    await tabUntil(page, (text) => text === "Text Classification");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Text Classification" }).waitFor();
    await tabUntil(
      page,
      (text) => text === "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    );
    await page.keyboard.press("Enter");
    await page
      .getByRole("heading", {
        level: 1,
        name: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      })
      .waitFor();
    await tabUntil(page, (text) => text === "Model card");
    // Model card, Files, Use this model, API, Try it.
    await page.keyboard.press("End");
    expect(await focusedText(page)).toBe("Try it");
    await tabUntil(page, (text) => text === "Text");
    await page.keyboard.type("Great battery life.");
    await tabUntil(page, (text) => text === "Run");
    await page.keyboard.press("Enter");
    await page
      .getByRole("list", { name: "Results" })
      .getByRole("meter", { name: "POSITIVE" })
      .waitFor();
  });

  it("opens the command palette with Ctrl+K and jumps to a task", async () => {
    await page.goto(`${environment.server.url}/models`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Jump to a task, model or library" });
    await input.waitFor();
    await page.keyboard.type("object det");
    await page
      .getByRole("listbox", { name: "Results" })
      .getByRole("option", { name: /Object Detection/ })
      .first()
      .waitFor();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Object Detection" }).waitFor();
  });

  /** The serious and critical axe violations of one screen, once it has loaded, as lines. */
  async function violationsOn(target: Page, path: string, prefix: string): Promise<string[]> {
    await target.goto(environment.server.url + path);
    await target.getByRole("heading", { level: 1 }).first().waitFor();
    await target.waitForLoadState("networkidle");
    return (await seriousViolations(target)).map(
      (violation) =>
        `${prefix}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.targets.join(", ")}`,
    );
  }

  // One test per screen and theme, and per task page below, rather than one sweep over all of
  // them: a visit with an axe run takes about 4 s on a loaded 2-core machine, and a single test
  // over ~70 visits used 218 s of its 300 s at load 13 and ran out at load 26 in CI. Each visit now
  // has a budget of its own, with the same room at any catalogue size.
  for (const theme of ["light", "dark"] as const) {
    describe(`in the ${theme} theme`, () => {
      beforeAll(async () => {
        await page.goto(`${environment.server.url}/settings`);
        await page.getByRole("radio", { name: theme === "light" ? "Light" : "Dark" }).check();
      }, PER_SCREEN);

      for (const screen of SCREENS) {
        it(
          `has no serious or critical axe violations on ${screen}`,
          async () => {
            expect(await violationsOn(page, screen, `${theme} ${screen}`)).toEqual([]);
          },
          PER_SCREEN,
        );
      }
    });
  }

  describe("on every task page", () => {
    beforeAll(async () => {
      await page.goto(`${environment.server.url}/settings`);
      await page.getByRole("radio", { name: "Follow the system" }).check();
    }, PER_SCREEN);

    for (const taskId of Object.keys(TASKS_DATA)) {
      it(
        `has no serious or critical axe violations on /tasks/${taskId}`,
        async () => {
          expect(await violationsOn(page, `/tasks/${taskId}`, taskId)).toEqual([]);
        },
        PER_SCREEN,
      );
    }
  });

  describe("at 360 px wide", () => {
    let narrow: Page;
    beforeAll(async () => {
      narrow = await environment.browser.newPage({ viewport: { width: 360, height: 740 } });
    }, PER_SCREEN);
    afterAll(async () => {
      await narrow?.close();
    }, PER_SCREEN);

    // One test per screen, for the same reason as the axe sweeps above.
    for (const screen of [
      "/",
      "/tasks/object-detection",
      "/tasks/table-question-answering",
      "/models",
      "/libraries",
      "/settings",
      "/meta-llama/Llama-3.1-8B-Instruct?tab=try",
      "/distilbert/distilbert-base-uncased-finetuned-sst-2-english?tab=use",
    ]) {
      it(
        `fits ${screen} without horizontal scrolling`,
        async () => {
          await narrow.goto(environment.server.url + screen);
          await narrow.getByRole("heading", { level: 1 }).first().waitFor();
          await narrow.waitForLoadState("networkidle");
          const overflow = await narrow.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, screen).toBeLessThanOrEqual(0);
        },
        PER_SCREEN,
      );
    }
  });
});
