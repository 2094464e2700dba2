import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress, clientAddressFrom, trustClientAddressHeader, trustedProxyHops, UNKNOWN_ADDRESS } from '@/lib/server/security/client-address.mjs';

describe('issue 17 item 6: the client address comes from the socket, X-Forwarded-For only through trusted proxies', () => {
  afterEach(() => trustClientAddressHeader(false));

  it('no proxy (0 hops): the socket address; a client-sent X-Forwarded-For is ignored', () => {
    expect(clientAddressFrom({ forwardedFor: '1.2.3.4', socketAddress: '203.0.113.9', hops: 0 })).toBe('203.0.113.9');
    expect(clientAddressFrom({ forwardedFor: undefined, socketAddress: '::ffff:203.0.113.9', hops: 0 })).toBe('203.0.113.9');
    expect(clientAddressFrom({ forwardedFor: undefined, socketAddress: '2001:DB8::1', hops: 0 })).toBe('2001:db8::1');
  });

  it('N trusted proxies: the entry N places from the right; what the client prepended is ignored', () => {
    // client 198.51.100.7 spoofs "1.2.3.4", our proxy (10.0.0.2) appends the address it saw.
    expect(clientAddressFrom({ forwardedFor: '1.2.3.4, 198.51.100.7', socketAddress: '10.0.0.2', hops: 1 })).toBe('198.51.100.7');
    expect(clientAddressFrom({ forwardedFor: ['1.2.3.4, 198.51.100.7', '10.0.0.3'], socketAddress: '10.0.0.2', hops: 2 })).toBe('198.51.100.7');
    // Fewer entries than hops (the request skipped a proxy): the leftmost one there is.
    expect(clientAddressFrom({ forwardedFor: undefined, socketAddress: '10.0.0.2', hops: 2 })).toBe('10.0.0.2');
    expect(clientAddressFrom({ forwardedFor: '', socketAddress: undefined, hops: 0 })).toBe(UNKNOWN_ADDRESS);
  });

  it('TRUSTED_PROXY_HOPS: default 0, whole numbers 0–10, anything else is an error', () => {
    expect(trustedProxyHops({})).toEqual({ ok: true, hops: 0 });
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: ' 2 ' })).toEqual({ ok: true, hops: 2 });
    for (const bad of ['-1', '11', 'one', '1.5']) expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: bad }).ok).toBe(false);
  });

  it('the app reads only the header our server stamps, and only in a process it started', () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.5' });
    expect(clientAddress(headers)).toBe(UNKNOWN_ADDRESS);
    trustClientAddressHeader();
    expect(clientAddress(headers)).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe(UNKNOWN_ADDRESS);
  });
});
