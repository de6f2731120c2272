import { isIP } from "node:net";

/**
 * The names this server answers to and the origins its own pages have, read once from the
 * environment: `MODELDECK_PUBLIC_URL`'s host, the names in `MODELDECK_ALLOWED_HOSTS`
 * (comma-separated, each with an optional `:port`), `localhost`, and any IP address. A browser
 * only sends an IP address as `Host` when the page's own URL was that address, so only names
 * can be rebound by a hostile DNS server: those must be listed.
 *
 * @example
 * ```ts
 * const origins: SiteOrigins = siteOriginsFrom({ MODELDECK_ALLOWED_HOSTS: "deck.lan" });
 * origins.hostAllowed("deck.lan:8080"); // true
 * origins.hostAllowed("rebind.attacker.example:8080"); // false
 * ```
 */
export interface SiteOrigins {
  /** Whether a request naming `host` (a `Host` header value, port included) is for this server. */
  hostAllowed(host: string | undefined): boolean;
  /**
   * Whether `origin` (an `Origin` header value) is one of this server's own pages: the configured
   * public origin, or the same host and port the request itself was sent to (`requestHosts`: its
   * `Host`, and the host a trusted proxy forwarded).
   */
  isOwnOrigin(origin: string, requestHosts: readonly string[]): boolean;
}

interface HostName {
  name: string;
  port: string | undefined;
}

/** `name`, `name:port`, `[v6]` or `[v6]:port`, lower-cased, a final dot dropped; else undefined. */
function parseHost(text: string): HostName | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/.exec(text.trim().toLowerCase());
  if (match === null || match[1] === undefined) return undefined;
  const name = match[1].replace(/\.$/, "");
  return name === "" ? undefined : { name, port: match[2] };
}

function isAddress(name: string): boolean {
  return name.startsWith("[") ? isIP(name.slice(1, -1)) === 6 : isIP(name) === 4;
}

/** `MODELDECK_ALLOWED_HOSTS` entries; a typo stops the server at start rather than locking people out. */
function allowedHostsFrom(text: string | undefined): HostName[] {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const host = parseHost(entry);
    if (host === undefined) {
      throw new Error(
        `MODELDECK_ALLOWED_HOSTS must list host names, each with an optional :port (not ${JSON.stringify(entry).slice(0, 60)})`,
      );
    }
    return host;
  });
}

/** The configured public origin (`https://deck.example`), or undefined when there is none. */
function publicOriginFrom(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  // `publicUrlFrom` has already refused anything but a plain http(s) URL by the time this runs.
  return new URL(text.trim()).origin;
}

/** `host` as the authority of a `scheme` URL, so a default port compares equal to none. */
function authorityFor(scheme: string, host: string): string | undefined {
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Reads the names and origins this server answers for from `MODELDECK_PUBLIC_URL` and
 * `MODELDECK_ALLOWED_HOSTS`. Throws when an allowed host is not a host name, so a typo stops
 * the server at start.
 *
 * @example
 * ```ts
 * const origins = siteOriginsFrom({ MODELDECK_PUBLIC_URL: "https://deck.example" });
 * origins.isOwnOrigin("https://deck.example", ["127.0.0.1:8080"]); // true: the proxy's page
 * origins.isOwnOrigin("http://localhost:3000", ["localhost:8080"]); // false: another port is another site
 * ```
 */
export function siteOriginsFrom(
  environment: Readonly<Record<string, string | undefined>>,
): SiteOrigins {
  const publicOrigin = publicOriginFrom(environment.MODELDECK_PUBLIC_URL);
  const allowed = allowedHostsFrom(environment.MODELDECK_ALLOWED_HOSTS);
  allowed.push({ name: "localhost", port: undefined });
  if (publicOrigin !== undefined) {
    const name = new URL(publicOrigin).hostname;
    allowed.push({ name, port: undefined });
  }
  return {
    hostAllowed(host) {
      const parsed = host === undefined ? undefined : parseHost(host);
      if (parsed === undefined) return false;
      if (isAddress(parsed.name)) return true;
      return allowed.some(
        (entry) =>
          entry.name === parsed.name && (entry.port === undefined || entry.port === parsed.port),
      );
    },
    isOwnOrigin(origin, requestHosts) {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") return false;
      if (url.origin === publicOrigin) return true;
      return requestHosts.some((host) => authorityFor(url.protocol, host) === url.host);
    },
  };
}
