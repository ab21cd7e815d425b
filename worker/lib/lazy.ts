/**
 * @file On-demand modules (issue 32): code that only some requests need is loaded with `import()` on first use, so a
 * new isolate evaluates none of it before its first request and a public page never does. Each such module is named
 * here with the source modules that must stay out of the worker's main module; the build's module graph
 * (scripts/lib/worker-graph.ts) and tests/worker/lazy-modules.test.ts check both rules. docs/architecture.md, "Lazy modules".
 */

/** Name -> the source modules (paths as the bundler sees them) that belong to it and to nothing the main module loads. */
export const LAZY_MODULES = {
  /** zxcvbn and its dictionaries: setup, creating a user, changing a password, the CLI. */
  "password-strength": [/node_modules\/@zxcvbn-ts\//, /common\/password-strength\.ts$/],
  /** The WebAuthn verifier with its ASN.1 and X.509 schemas: the passkey routes only. */
  webauthn: [/node_modules\/@simplewebauthn\/server\//, /node_modules\/@peculiar\//, /node_modules\/asn1js\//],
  /** TOTP codes: second-factor enrolment and sign-in. */
  totp: [/node_modules\/otpauth\//],
  /** The AI studio's generation: the provider clients (OpenAI SDK, Workers AI), the templates, the image pipeline. */
  "ai-generation": [/node_modules\/openai\//, /common\/ai-template-articles\.ts$/, /worker\/domain\/ai-content\/image-call\.ts$/],
  /** Markdown to HTML: posts, custom pages and their previews (never the other public pages). */
  markdown: [/node_modules\/(react-markdown|micromark[^/]*|remark-[^/]+|mdast-[^/]+)\//],
  /** The analytics CSV export. */
  "csv-export": [/worker\/lib\/csv\.ts$/],
  /** The cron jobs (the analytics rollup, retention, publishing, ...): scheduled events only. */
  cron: [/worker\/cron\/analytics-rollup\.ts$/, /worker\/cron\/index\.ts$/],
  /**
   * The public JSON API (worker/routes/api.ts): a page render never needs it. With it zod, which both API apps and the
   * admin's forms validate with: building every schema took ~20 ms of a new isolate's start.
   */
  "public-api": [
    /worker\/routes\/api\.ts$/,
    /worker\/routes\/public\/(blog|content|events|messages|pages|team|translations|contact|client-errors|analytics|settings)\.ts$/,
    /node_modules\/zod\//,
  ],
  /** Sign-in and the admin API (worker/routes/staff-api.ts): staff requests only. */
  "staff-api": [/worker\/routes\/staff-api\.ts$/, /worker\/routes\/admin\//, /worker\/routes\/(auth|passkeys|totp|setup|sessions)\.ts$/],
  /**
   * The admin area's document and the post previews, rendered with TanStack Router (worker/ssr.tsx): public pages are
   * plain HTML without it (worker/public-render.tsx, issue 47).
   */
  "router-render": [/worker\/ssr\.tsx$/, /node_modules\/@tanstack\/(react-router|router-core|history)\//, /node_modules\/seroval[^/]*\//],
  /** The user-agent parser: analytics page views and the session list. */
  "user-agent": [/node_modules\/bowser\//],
} as const satisfies Record<string, readonly RegExp[]>;

export type LazyModule = keyof typeof LAZY_MODULES;

/** Which lazy modules requests of this isolate asked for since the last `forgetLazyModulesUsed()` (read by tests). */
const used = new Set<LazyModule>();

/**
 * Wraps a dynamic import: `const totp = lazy("totp", () => import("otpauth"))`, then `const { TOTP } = await totp()`
 * where it is needed. The module is evaluated on the first call (the runtime keeps it after that).
 */
export function lazy<T>(name: LazyModule, load: () => Promise<T>): () => Promise<T> {
  return () => {
    used.add(name);
    return load();
  };
}

export const lazyModulesUsed = (): LazyModule[] => [...used].sort();
export const forgetLazyModulesUsed = () => used.clear();
