/**
 * @file Whether a URL that a third party named (an AI provider's image answer) may be fetched by the worker: https on
 * the default port, no credentials, and a host that is a public name or a public IP address, never loopback, private,
 * link-local, carrier-grade NAT, multicast or reserved ranges (IPv4, IPv6 and IPv4 inside IPv6). Names are not
 * resolved (Workers have no resolver); on Cloudflare's network a fetch cannot reach private networks anyway, and names
 * that only exist inside one (localhost, *.local, *.internal, single labels) are refused here.
 */

const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8 "this network"
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x7f000000, 8], // 127/8 loopback
  [0xa9fe0000, 16], // 169.254/16 link-local (cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // 192.0.0/24 IETF protocol assignments
  [0xc0000200, 24], // 192.0.2/24 documentation
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xc6336400, 24], // 198.51.100/24 documentation
  [0xcb007100, 24], // 203.0.113/24 documentation
  [0xe0000000, 3], // 224/4 multicast and 240/4 reserved, broadcast
];

function v4Number(host: string): number | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const inRange = (ip: number, [base, bits]: [number, number]) => bits === 0 || ip >>> (32 - bits) === base >>> (32 - bits);
const publicV4 = (ip: number) => !PRIVATE_V4.some((range) => inRange(ip, range));

/** An IPv6 literal (as URL gives it, without brackets) is public: global unicast, and not a mapped private IPv4. */
function publicV6(host: string): boolean {
  const h = host.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h) ?? /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const ip = mapped.length === 2 ? v4Number(mapped[1]) : Number.parseInt(mapped[1], 16) * 65536 + Number.parseInt(mapped[2], 16);
    return ip !== null && publicV4(ip);
  }
  // global unicast is 2000::/3; everything else (::, ::1, fc00::/7, fe80::/10, ff00::/8, 64:ff9b::/96 ...) is refused
  const first = Number.parseInt(h.split(":")[0] || "0", 16);
  if (!(first >= 0x2000 && first <= 0x3fff)) return false;
  // documentation (2001:db8::/32) and the Teredo / 6to4 tunnels, which embed IPv4 addresses
  return !/^2001:0?db8:/.test(h) && !/^2001:0{0,4}:/.test(h) && !/^2002:/.test(h);
}

/** Whether the worker may fetch `raw`: see the file header. */
export function isPublicHttpsUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || (url.port && url.port !== "443")) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return publicV6(host.slice(1, -1));
  const v4 = v4Number(host);
  if (v4 !== null) return publicV4(v4);
  // a name: at least two labels, a letter in the top-level one (no numeric tricks such as 0x7f.1), no internal names
  if (!host.includes(".") || !/[a-z]/.test(host.split(".").at(-1) ?? "")) return false;
  return !/(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain|home\.arpa)$/.test(host);
}
