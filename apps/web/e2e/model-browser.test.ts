// @vitest-environment node
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/browser";
import { startEnvironment, TEARDOWN_BUDGET } from "./support/environment";

// Generous: CI machines are shared, and nothing here measures speed.
const POLL = { timeout: 15_000 };

/** "Feature Extraction 59 models" → 59 (the sidebar's counts of the seed are exact). */
function countIn(name: string): number {
  const match = /([\d.,]+)K?\+? models$/.exec(name);
  if (!match?.[1]) throw new Error(`no count in "${name}"`);
  return Number(match[1].replace(",", ""));
}

describe("the model browser's sidebar and search against the real server", () => {
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

  const sidebar = () => page.getByRole("complementary", { name: "Filters" });
  const cards = () => page.getByRole("list", { name: "Models" }).getByRole("link");
  const libraryNames = () =>
    sidebar()
      .getByRole("region", { name: "Libraries" })
      .getByRole("button", { pressed: false })
      .allTextContents();

  it("filters by a task from the sidebar: the URL, the list and the counts follow, and Back undoes it", async () => {
    await page.goto(`${environment.server.url}/models`);
    const task = sidebar().getByRole("button", { name: /^Feature Extraction [\d.,]+ models$/ });
    await task.waitFor();
    const expected = countIn((await task.textContent()) ?? "");
    const librariesBefore = await libraryNames();
    await task.click();
    expect(new URL(page.url()).searchParams.get("task")).toBe("feature-extraction");
    await expect.poll(() => task.getAttribute("aria-pressed"), POLL).toBe("true");
    // The list shows only that task, and says how many there are in all.
    const showing =
      expected > 20
        ? `Showing 20 models of ${expected}.`
        : `Showing ${expected} models (all results).`;
    await page.getByText(showing, { exact: true }).waitFor();
    await expect
      .poll(async () => {
        const facts = await page
          .getByRole("list", { name: "Models" })
          .getByRole("listitem")
          .evaluateAll((items) =>
            items.map(
              (item) => item.querySelector(".model-card-facts")?.firstElementChild?.textContent,
            ),
          );
        return facts.length > 0 && facts.every((text) => text === "Feature Extraction");
      }, POLL)
      .toBe(true);
    // The other facets are counted within the task now.
    await expect.poll(libraryNames, POLL).not.toEqual(librariesBefore);
    const chip = page.getByRole("button", { name: "Remove Task: Feature Extraction" });
    await chip.waitFor();
    await page.goBack();
    expect(new URL(page.url()).searchParams.get("task")).toBeNull();
    await expect.poll(() => task.getAttribute("aria-pressed"), POLL).toBe("false");
    await expect.poll(() => chip.count(), POLL).toBe(0);
    await expect.poll(libraryNames, POLL).toEqual(librariesBefore);
    // Forward applies it again, as a link to the view would.
    await page.goForward();
    await expect.poll(() => task.getAttribute("aria-pressed"), POLL).toBe("true");
  });

  it("filters by a parameter range: the URL takes the Hub's num_parameters and the list shows only models of that size", async () => {
    await page.goto(`${environment.server.url}/models`);
    const range = sidebar()
      .getByRole("region", { name: "Parameters" })
      .getByRole("button", { name: /^6–9B [\d.,]+ models$/ });
    await range.waitFor();
    const expected = countIn((await range.textContent()) ?? "");
    await range.click();
    expect(new URL(page.url()).searchParams.get("num_parameters")).toBe("min:6B,max:9B");
    await expect.poll(() => range.getAttribute("aria-pressed"), POLL).toBe("true");
    await page.getByText(`Showing ${expected} models (all results).`).waitFor();
    // Every card says its size, and every size is in the range (7.2B, 8B, …).
    const sizes = await page
      .getByRole("list", { name: "Models" })
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => /([\d.]+)B parameters/.exec(item.textContent ?? "")?.[1]),
      );
    expect(sizes).toHaveLength(expected);
    for (const size of sizes) {
      expect(Number(size)).toBeGreaterThanOrEqual(6);
      expect(Number(size)).toBeLessThan(9);
    }
    await page.getByRole("button", { name: "Remove Parameters: 6–9B" }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.has("num_parameters"), POLL)
      .toBe(false);
  });

  it("searches as the user types, with one request once typing pauses", async () => {
    await page.goto(`${environment.server.url}/models`);
    await cards().first().waitFor();
    const searches: string[] = [];
    const record = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/models" && url.searchParams.has("search")) {
        searches.push(url.searchParams.get("search") ?? "");
      }
    };
    page.on("request", record);
    const box = page.getByRole("searchbox", { name: "Search" });
    await box.click();
    // Keys far quicker than the pause that sends a search.
    await page.keyboard.type("bert", { delay: 20 });
    await expect.poll(() => new URL(page.url()).searchParams.get("search"), POLL).toBe("bert");
    await expect
      .poll(async () => {
        const names = await cards().allTextContents();
        return names.length > 0 && names.every((name) => /bert/i.test(name));
      }, POLL)
      .toBe(true);
    page.off("request", record);
    expect(searches.at(-1)).toBe("bert");
    expect(searches.length).toBeLessThan("bert".length);
    // The box keeps focus and text while the list changes under it.
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Remove Search: bert" }).click();
    await expect.poll(() => box.inputValue(), POLL).toBe("");
  });

  it("folds the filters into a drawer at 360 px, without horizontal scrolling or serious axe violations in either theme", async () => {
    const narrow = await environment.browser.newPage({ viewport: { width: 360, height: 740 } });
    const failures: string[] = [];
    for (const theme of ["Light", "Dark"]) {
      await narrow.goto(`${environment.server.url}/settings`);
      await narrow.getByRole("radio", { name: theme }).check();
      await narrow.goto(`${environment.server.url}/models?tag=en&tag=license:apache-2.0`);
      const toggle = narrow.getByRole("button", { name: "Filters (2)" });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded"), POLL).toBe("true");
      const drawer = narrow.getByRole("complementary", { name: "Filters" });
      await drawer
        .getByRole("region", { name: "Tasks" })
        .getByRole("button", { pressed: false })
        .first()
        .click();
      await expect.poll(() => new URL(narrow.url()).searchParams.has("task"), POLL).toBe(true);
      await narrow.getByRole("list", { name: "Models" }).waitFor();
      await narrow.waitForLoadState("networkidle");
      const overflow = await narrow.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, theme).toBeLessThanOrEqual(0);
      for (const violation of await seriousViolations(narrow)) {
        failures.push(`${theme}: ${violation.id} (${violation.impact}) ${violation.help}`);
      }
    }
    await narrow.close();
    expect(failures).toEqual([]);
  }, 60_000);
});
