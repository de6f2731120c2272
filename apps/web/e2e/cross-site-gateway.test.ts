// @vitest-environment node
import { chromium, type Browser, type Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";
import { startRecordingListener } from "./support/recording-listener";
import { startFakeE2eProvider } from "@modeldeck/test-support/fake-e2e-provider";

const CLASSIFIER_PATH =
  "/api/inference/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const REBOUND_HOST = "rebind.attacker.test";

/**
 * Another site's page that tries, as soon as it loads, every request a browser sends across
 * sites without asking first: a `no-cors` fetch with a `text/plain` body, a beacon, and a
 * `<form enctype="text/plain">` posted into a hidden frame, whose one field spells JSON.
 */
function attackPage(target: string): string {
  return `<!doctype html>
<title>Free prizes</title>
<iframe name="sink" hidden></iframe>
<form id="attack" method="post" enctype="text/plain" target="sink" action="${target}">
  <input type="hidden" name='{"inputs":"form","pad":"' value='"}'>
</form>
<script>
  fetch(${JSON.stringify(target)}, {
    method: "POST",
    mode: "no-cors",
    headers: { "content-type": "text/plain" },
    body: JSON.stringify({ inputs: "no-cors fetch" }),
  });
  navigator.sendBeacon(${JSON.stringify(target)}, JSON.stringify({ inputs: "beacon" }));
  document.getElementById("attack").submit();
</script>`;
}

describe("other sites cannot spend the operator's keys, against the real server", () => {
  let provider: Awaited<ReturnType<typeof startFakeE2eProvider>>;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let attacker: Awaited<ReturnType<typeof startRecordingListener>>;
  let browser: Browser;
  let reboundBrowser: Browser;

  beforeAll(async () => {
    provider = await startFakeE2eProvider();
    server = await startRealServer({
      HF_TOKEN: "hf_fake_operator_token_for_cross_site_e2e",
      MODELDECK_ROUTER_URL: provider.url,
      MODELDECK_PROVIDER_URL_HF_INFERENCE: `${provider.url}/hf-inference`,
    });
    attacker = await startRecordingListener({
      respond: (_request, response) => {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(attackPage(`${server.url}${CLASSIFIER_PATH}`));
      },
    });
    browser = await launchChromium();
    // A second Chromium whose resolver sends the attacker's name to this machine, as a
    // rebinding DNS server does once the attacker's page has loaded.
    reboundBrowser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        `--host-resolver-rules=MAP ${REBOUND_HOST} 127.0.0.1`,
      ],
    });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await reboundBrowser?.close();
    await server?.stop();
    await attacker?.close();
    await provider?.close();
  }, TEARDOWN_BUDGET);

  const classifierCalls = () =>
    provider.requests.filter((call) => call.url.includes("/distilbert/"));

  it("refuses another site's no-cors fetch, beacon and text/plain form before any reaches the provider", async () => {
    const page = await browser.newPage();
    const answers: Response[] = [];
    page.context().on("response", (response) => {
      if (response.url() === `${server.url}${CLASSIFIER_PATH}`) answers.push(response);
    });
    await page.goto(attacker.url);
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(3);
    const kinds = answers.map((answer) => answer.request().resourceType()).sort();
    expect(kinds).toEqual(["document", "fetch", "ping"]);
    for (const answer of answers) {
      expect(answer.status(), answer.request().resourceType()).toBe(403);
    }
    expect(classifierCalls()).toEqual([]);
    await page.close();
  });

  it("still serves the app's own calls from its own page", async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    const status = await page.evaluate(async (path) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-modeldeck-client": "web" },
        body: JSON.stringify({ inputs: "I love it" }),
      });
      return response.status;
    }, CLASSIFIER_PATH);
    expect(status).toBe(200);
    expect(classifierCalls()).toHaveLength(1);
    expect(classifierCalls()[0]?.headers.authorization).toBe(
      "Bearer hf_fake_operator_token_for_cross_site_e2e",
    );
    await page.close();
  });

  it("answers a rebound name with 421, so its page can neither load nor call the gateway", async () => {
    const before = classifierCalls().length;
    const page = await reboundBrowser.newPage();
    const rebound = `http://${REBOUND_HOST}:${new URL(server.url).port}`;
    const document = await page.goto(rebound);
    expect(document?.status()).toBe(421);
    // The rebinding page is same-origin with the rebound name, so it could add any header.
    const answer = await page.evaluate(async (path) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-modeldeck-client": "web" },
        body: JSON.stringify({ inputs: "rebound" }),
      });
      return { status: response.status, body: await response.text() };
    }, CLASSIFIER_PATH);
    expect(answer.status).toBe(421);
    expect(answer.body).not.toContain("POSITIVE");
    expect(classifierCalls().length).toBe(before);
    await page.close();
  });
});
