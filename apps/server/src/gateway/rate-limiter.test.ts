import { describe, expect, it } from "vitest";
import { GatewayError } from "./gateway-error.js";
import { enforceRateLimit, memoryRateLimitStore } from "./rate-limiter.js";

describe("memoryRateLimitStore", () => {
  it("counts per client and window, and forgets every earlier window when a new one starts", async () => {
    const store = memoryRateLimitStore();
    expect(await store.count("ip:203.0.113.1", 0, 60_000)).toBe(1);
    expect(await store.count("ip:203.0.113.1", 0, 60_000)).toBe(2);
    expect(await store.count("ip:203.0.113.2", 0, 60_000)).toBe(1);
    expect(store.size()).toBe(2);
    expect(await store.count("ip:203.0.113.3", 60_000, 60_000)).toBe(1);
    expect(store.size()).toBe(1);
    expect(await store.count("ip:203.0.113.1", 60_000, 60_000)).toBe(1);
  });

  it("answers 429 with Retry-After and the rate_limited code past the limit", async () => {
    const store = memoryRateLimitStore();
    const clock = { now: () => 1_700_000_025_000 };
    const limit = { limit: 1, windowMilliseconds: 60_000 };
    expect(await enforceRateLimit(store, clock, limit, "ip:203.0.113.1")).toBe(0);
    const refused = await enforceRateLimit(store, clock, limit, "ip:203.0.113.1").catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: "rate_limited",
      headers: { "retry-after": "15" },
    });
  });
});
