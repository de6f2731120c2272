// @vitest-environment node
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";
import { closedLoopbackUrl } from "@modeldeck/test-support/closed-port";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const OPERATOR_TOKEN = "hf_fake_operator_token_for_unreachable_e2e";

// Generous: CI machines are shared, and nothing here measures speed.
const POLL = { timeout: 15_000 };

// The real server with an operator key, so Try it sends the request through the gateway, but
// every provider address points at a closed loopback port: the server itself cannot reach it.
describe("a provider ModelDeck's server cannot reach, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const dead = await closedLoopbackUrl();
    server = await startRealServer({
      HF_TOKEN: OPERATOR_TOKEN,
      MODELDECK_ROUTER_URL: dead,
      MODELDECK_PROVIDER_URL_HF_INFERENCE: `${dead}/hf-inference`,
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, TEARDOWN_BUDGET);

  it("says the server could not reach the provider, without a 502, another provider or a setting name", async () => {
    const gatewayCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${server.url}/api/inference/`)) {
        gatewayCalls.push(request.url());
      }
    });
    await page.goto(`${server.url}/${CLASSIFIER}?tab=try`);
    const form = page.getByRole("form", { name: /^Try / });
    await form.getByRole("textbox").first().fill("This phone is wonderful.");
    await form.getByRole("button", { name: "Run" }).click();
    const alert = form.getByRole("alert");
    await alert.waitFor();
    // The title says so on its own (exact text), not only a quote of the server's words.
    expect(
      await alert
        .getByText("ModelDeck's server could not reach hf-inference", { exact: true })
        .count(),
    ).toBe(1);

    // The request really left the browser: the words describe a failed attempt, not a held one.
    expect(gatewayCalls.length).toBeGreaterThan(0);
    const words = (await alert.textContent()) ?? "";
    expect(words).not.toContain("502");
    expect(words).not.toMatch(/\b(another|other|different) provider/i);
    expect(words).not.toMatch(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/);
    expect(words).not.toContain(OPERATOR_TOKEN);

    // The server reports it as one warning line: no misconfiguration, no stack, no token.
    await expect
      .poll(() => server.output().includes("inference provider unreachable"), POLL)
      .toBe(true);
    const lines = server.output().split("\n");
    const warning = lines.filter((line) => line.includes("inference provider unreachable"));
    expect(warning).toHaveLength(1);
    expect(JSON.parse(warning[0] ?? "{}")).toMatchObject({ level: 40, provider: "hf-inference" });
    expect(lines.filter((line) => /^\s+at /.test(line) || line.includes('"stack"'))).toEqual([]);
    expect(server.output()).not.toContain("server misconfiguration");
    expect(server.output()).not.toContain(OPERATOR_TOKEN);
  });
});
