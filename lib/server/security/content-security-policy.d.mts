export type ContentSecurityPolicyOptions = {
  production: boolean;
  /** NEXT_PUBLIC_API_URL when the GraphQL API lives on another origin (lib/client/apollo/endpoint-link.ts). */
  apiUrl?: string | null;
  /** The request's nonce (pages rendered per request). */
  nonce?: string | null;
  /** Hash sources ('sha256-…') of inline scripts allowed to run. */
  scriptHashes?: readonly string[];
  /** Who may frame the response: nobody (default) or this app's own pages (the embedded lecture tools). */
  frameAncestors?: 'none' | 'self';
};
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string;
export function scriptHashSource(text: string): string;
export function inlineScriptHashes(html: string): string[];
