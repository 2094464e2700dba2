/**
 * Organisation invitations (docs/organizations-and-panels.md). No e-mail is sent: the admin copies
 * the link, and only a signed-in account with the invited address may accept it.
 */

/** An invitation can be accepted for this many days after it was created. */
export const INVITATION_TTL_DAYS = 14;
const DAY_MS = 86_400_000;

/** Tokens are 32 url-safe characters (24 random bytes); anything else is not looked up. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function isWellFormedInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && INVITATION_TOKEN.test(value);
}

export function invitationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

export function isInvitationExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() >= invitationExpiresAt(createdAt).getTime();
}

/** The page where the invitation is accepted (Spanish path, unprefixed). */
export function invitationPath(token: string): string {
  return `/org/invitacion/${token}/`;
}

export type InvitationState = 'pending' | 'accepted' | 'expired';

export function invitationState(invitation: { createdAt: Date; acceptedAt: Date | null }, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  return isInvitationExpired(invitation.createdAt, now) ? 'expired' : 'pending';
}

/** Addresses are compared case-insensitively and without surrounding spaces. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
