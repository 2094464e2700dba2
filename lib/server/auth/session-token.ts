import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from './jwt-secret';

export const SESSION_COOKIE = 'cursalia_jwt';
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
const ISSUER = 'cursalia';

export async function signSessionToken(userId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(jwtSecret());
}

/** The user id in a valid token; a tampered, expired or foreign token is treated as signed out. */
export async function verifySessionToken(token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Token from the Authorization header ("JWT x" or "Bearer x"), the current_token parameter, or the cookie. */
export function extractSessionToken(request: Request, cookieValue: string | null): string | null {
  const auth = request.headers.get('authorization');
  if (auth) {
    const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(auth.trim());
    if (match) return match[1];
  }
  const fromQuery = new URL(request.url).searchParams.get('current_token');
  if (fromQuery) return fromQuery;
  return cookieValue;
}
