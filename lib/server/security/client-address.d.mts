import type { IncomingMessage } from 'node:http';

export const CLIENT_ADDRESS_HEADER: 'x-cursalia-client-address';
export const UNKNOWN_ADDRESS: 'unknown';
export function trustedProxyHops(env: Record<string, string | undefined>): { ok: true; hops: number } | { ok: false; error: string };
export function clientAddressFrom(input: { forwardedFor: string | string[] | undefined; socketAddress: string | undefined; hops: number }): string;
export function stampClientAddress(req: IncomingMessage, hops: number): void;
export function trustClientAddressHeader(trusted?: boolean): void;
export function clientAddress(headers: Headers): string;
