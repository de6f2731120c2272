import { createServer } from "node:net";

/**
 * The base URL (`http://127.0.0.1:{port}`) of a loopback port nothing listens on, learnt by
 * listening on port 0 and closing again: a connection there is refused at once, as with a
 * provider or hub that is down or offline. Another process could take the port in between; on
 * a test machine that is rare enough to accept.
 *
 * @example
 * ```ts
 * const deadProvider = await closedLoopbackUrl();
 * await expect(fetch(`${deadProvider}/v1/chat/completions`)).rejects.toThrow();
 * ```
 */
export async function closedLoopbackUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${address.port}`;
}
