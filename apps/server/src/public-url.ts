/**
 * Gives the origin (and optional path prefix) that absolute links in responses start with, such
 * as `https://deck.example.com` or `http://192.168.1.20:8080`, with no trailing slash. It is
 * handed the socket of the request, because without a configured URL the address the client
 * actually connected to is the only origin a client cannot forge.
 *
 * @example
 * ```ts
 * const publicUrl: PublicUrl = publicUrlFrom("https://deck.example.com/");
 * publicUrl(request.socket); // "https://deck.example.com"
 * ```
 */
export type PublicUrl = (socket: { localAddress?: string; localPort?: number }) => string;

function socketOrigin(socket: { localAddress?: string; localPort?: number }): string {
  let address = socket.localAddress;
  // An IPv4 client on a dual-stack socket shows up as an IPv4-mapped IPv6 address.
  if (address?.startsWith("::ffff:") === true && address.includes(".")) address = address.slice(7);
  let host = "localhost";
  if (address !== undefined && /^[0-9a-fA-F.:]+$/.test(address) && address !== "::") {
    host = address.includes(":") ? `[${address}]` : address;
  }
  return socket.localPort === undefined ? `http://${host}` : `http://${host}:${socket.localPort}`;
}

/**
 * Reads `MODELDECK_PUBLIC_URL` (an `http:` or `https:` URL, optionally with a path prefix) into
 * a {@link PublicUrl}. Request headers (`Host`, `X-Forwarded-Host`, `X-Forwarded-Proto`) are
 * never consulted: a `Link` header built from them can be poisoned in a shared cache. Without a
 * configured URL, links use the local address and port of the connection. Throws when the
 * setting is not a plain http(s) URL, so a typo stops the server at start.
 *
 * @example
 * ```ts
 * const publicUrl = publicUrlFrom(process.env.MODELDECK_PUBLIC_URL);
 * const next = `${publicUrl(request.socket)}/api/models?cursor=abc`;
 * ```
 */
export function publicUrlFrom(configured: string | undefined): PublicUrl {
  if (configured === undefined || configured.trim() === "") return socketOrigin;
  let url: URL;
  try {
    url = new URL(configured.trim());
  } catch {
    throw new Error("MODELDECK_PUBLIC_URL must be an absolute http(s) URL");
  }
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.search !== "" ||
    url.hash !== "" ||
    url.username !== "" ||
    url.password !== ""
  ) {
    throw new Error("MODELDECK_PUBLIC_URL must be an http(s) URL without query, fragment or user");
  }
  const fixed = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  return () => fixed;
}
