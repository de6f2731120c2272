/**
 * A `fetch` that adds `X-ModelDeck-Client` to the requests it sends under `gatewayUrl`, as
 * ModelDeck's own clients do (the gateway refuses requests without it), and to nothing else.
 * For tests that drive the inference client through the gateway with its `routerUrl`.
 *
 * @example
 * ```ts
 * new InferenceClient(undefined, { routerUrl: gatewayUrl, fetch: gatewayClientFetch(gatewayUrl) });
 * ```
 */
export function gatewayClientFetch(gatewayUrl: string): typeof fetch {
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(`${gatewayUrl}/`)) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set("x-modeldeck-client", "modeldeck-inference");
    return fetch(input, { ...init, headers });
  };
}
