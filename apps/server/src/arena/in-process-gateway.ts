import type { FastifyInstance, FastifyRequest } from "fastify";

/** A host no request ever leaves for: the calls are answered inside this server. */
export const IN_PROCESS_ORIGIN = "http://modeldeck.internal";

/** The caller's own headers that decide what the gateway lets it spend. */
const CALLER_HEADERS = ["x-modeldeck-token", "x-forwarded-for", "forwarded", "x-forwarded-host"];

async function bodyOf(body: RequestInit["body"]): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError("the arena sends JSON or bytes only");
}

/**
 * A `fetch` for an inference client the server runs itself (arena battles): every request, to
 * the hub API or to the gateway, is injected into this server as if the caller had sent it,
 * with the caller's address, forwarding headers and gateway token. So a server-side run passes
 * the gateway's own checks, no shortcut: its route allow-list, the caller's access to the
 * operator's keys, the rate limit and the provider timeout. Point the client at it with
 * `{ hubUrl: IN_PROCESS_ORIGIN, gatewayUrl: `${IN_PROCESS_ORIGIN}/api/inference` }`.
 *
 * @example
 * ```ts
 * const client = new InferenceClient(undefined, { hubUrl: IN_PROCESS_ORIGIN, gatewayUrl: `${IN_PROCESS_ORIGIN}/api/inference`, fetch: inProcessFetch(app, request) });
 * ```
 */
export function inProcessFetch(app: FastifyInstance, caller: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    );
    if (url.origin !== IN_PROCESS_ORIGIN) throw new TypeError("the arena calls only this server");
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    for (const name of CALLER_HEADERS) {
      const value = caller.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const payload = await bodyOf(init?.body);
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET" | "POST",
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: caller.socket.remoteAddress ?? caller.ip,
      ...(payload === undefined ? {} : { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
