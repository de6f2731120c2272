import type { Browser } from "playwright-core";
import { launchChromium } from "./browser";
import { startRealServer } from "./real-server";
import { startFakeE2eProvider } from "@modeldeck/test-support/fake-e2e-provider";

/**
 * The time an e2e file's `afterAll` gets to close Chromium and stop the server's process: on a
 * loaded 2-core machine that can take longer than Vitest's default 10 s hook budget, and a
 * teardown that runs out fails the whole file.
 *
 * @example
 * ```ts
 * import { afterAll } from "vitest";
 * declare const environment: { stop(): Promise<void> };
 * afterAll(() => environment.stop(), TEARDOWN_BUDGET);
 * ```
 */
export const TEARDOWN_BUDGET = 120_000;

/** Each teardown step's share of {@link TEARDOWN_BUDGET}, so a slow one is named, not guessed. */
const STEP_LIMIT = 50_000;

async function within<T>(step: string, work: Promise<T>, onLate: () => void = () => {}) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onLate();
      reject(new Error(`${step} took longer than ${STEP_LIMIT / 1000} s`));
    }, STEP_LIMIT);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Everything an e2e file needs: a fake provider, the real server routed to it (operator token
 * set, so the gateway serves every provider), and Chromium.
 *
 * @example
 * ```ts
 * const environment = await startEnvironment();
 * const page = await environment.browser.newPage();
 * await page.goto(environment.server.url);
 * ```
 */
export async function startEnvironment() {
  const provider = await startFakeE2eProvider();
  const server = await startRealServer({
    HF_TOKEN: "hf_fake_operator_token_for_e2e",
    MODELDECK_ROUTER_URL: provider.url,
    MODELDECK_PROVIDER_URL_HF_INFERENCE: `${provider.url}/hf-inference`,
    MODELDECK_PROVIDER_URL_TOGETHER: `${provider.url}/together-direct`,
  });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.stop();
    await provider.close();
    throw error;
  }
  return {
    provider,
    server,
    browser,
    stop: async () => {
      try {
        await within("closing Chromium", browser.close());
        await within("stopping the server", server.stop(), () => server.kill());
      } finally {
        await provider.close();
      }
    },
  };
}
