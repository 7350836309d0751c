import { isIPv4 } from 'node:net';

/**
 * Which host names this server answers to, and which browser origins may act on it: one rule for the
 * Host check (DNS rebinding), unsafe requests (CSRF) and websocket upgrades.
 */
export interface HostRules {
  /** Whether a `Host` header names this server. `localPort` is the port the connection arrived on. */
  hostAllowed(host: string | undefined, localPort?: number): boolean;
  /** Whether an `Origin` header is one of this server's own origins (http or https on an allowed host). */
  originAllowed(origin: string | undefined, localPort?: number): boolean;
}

export interface HostRulesOptions {
  publicUrl: string;
  /** The interface the server listens on (env HOST). */
  listenHost: string;
  /** The configured port (env PORT), used when a request's own port is unknown. */
  port: number;
  /** More `host[:port]` entries (env ALLOWED_HOSTS). */
  allowedHosts: string[];
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** True for the loopback interfaces: only this machine can reach a server listening there. */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || (isIPv4(name) && name.startsWith('127.'));
}

const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/i;
const NAME = /^[a-z0-9_.-]+$/i;
const PORT = /^:\d{1,5}$/;

/** Whether a Host value is exactly a name or an address, with an optional port (nothing more). */
function isPlainHost(value: string): boolean {
  const end = value.startsWith('[')
    ? value.indexOf(']') + 1
    : value.includes(':')
      ? value.indexOf(':')
      : value.length;
  const [name, port] = [value.slice(0, end), value.slice(end)];
  return (IPV6_LITERAL.test(name) || NAME.test(name)) && (port === '' || PORT.test(port));
}

/**
 * `host[:port]` lowercased with the default ports (80, 443) left out, as browsers write an Origin; null
 * when it is not a plain host name or address with an optional port.
 */
export function hostKey(value: string): string | null {
  if (!isPlainHost(value)) return null;
  try {
    const url = new URL(`http://${value}`);
    return url.port === '443' ? url.hostname : url.host;
  } catch {
    return null;
  }
}

export function createHostRules({ publicUrl, listenHost, port, allowedHosts }: HostRulesOptions): HostRules {
  const fixed = new Set<string>();
  const add = (entry: string) => {
    const key = hostKey(entry);
    if (key) fixed.add(key);
  };
  add(new URL(publicUrl).host);
  allowedHosts.forEach(add);
  const loopback = isLoopback(listenHost);
  const loopbackKeys = (localPort: number) =>
    LOOPBACK_NAMES.map((name) => hostKey(`${name}:${localPort}`)).filter(
      (key): key is string => key !== null,
    );

  const hostAllowed = (host: string | undefined, localPort = port) => {
    const key = host ? hostKey(host) : null;
    if (!key) return false;
    return fixed.has(key) || (loopback && loopbackKeys(localPort).includes(key));
  };

  return {
    hostAllowed,
    originAllowed(origin, localPort) {
      if (!origin) return false;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      // An Origin is exactly scheme://host[:port]; anything more (a path, credentials) is not one.
      if (url.origin.toLowerCase() !== origin.toLowerCase()) return false;
      return hostAllowed(url.host, localPort);
    },
  };
}
