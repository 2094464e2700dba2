import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

/**
 * Chat-support messages (spec §6 "Chat support: shown only to active-degree users, B2B users,
 * or premium users not on a trial; disabled when a hide-chat flag is set"). The widget is our
 * own: a message is validated here, stored by the server, and limited per user.
 */
export const SUPPORT_MESSAGE_MIN = 2;
export const SUPPORT_MESSAGE_MAX = 1000;
/** At most this many messages per user in the window below (checked on the server). */
export const SUPPORT_RATE_LIMIT = 5;
export const SUPPORT_RATE_WINDOW_MS = 10 * 60 * 1000;
/** How many earlier messages the panel shows. */
export const SUPPORT_HISTORY_SIZE = 20;

export type SupportMessageTexts = { required: string; length: string };

export const SPANISH_SUPPORT_MESSAGE_TEXTS: SupportMessageTexts = {
  required: 'Campo Requerido',
  length: `El mensaje debe tener entre ${SUPPORT_MESSAGE_MIN} y ${SUPPORT_MESSAGE_MAX} caracteres`,
};

/** Control characters other than line breaks and tabs are dropped; the text is trimmed. */
export function cleanSupportMessage(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

export function supportMessageSchema(m: SupportMessageTexts = SPANISH_SUPPORT_MESSAGE_TEXTS) {
  return z.object({
    body: z
      .string()
      .transform(cleanSupportMessage)
      .superRefine((v, ctx) => {
        if (v.length === 0) ctx.addIssue({ code: 'custom', message: m.required });
        else if (v.length < SUPPORT_MESSAGE_MIN || v.length > SUPPORT_MESSAGE_MAX) ctx.addIssue({ code: 'custom', message: m.length });
      }),
  });
}

/**
 * Rate limit: given the send times of the user's recent messages, whether one more is allowed
 * at `now`, and if not, when the oldest one in the window leaves it (ms since epoch).
 */
export function supportRateLimit(
  recent: ReadonlyArray<Date>,
  now: Date,
  limit = SUPPORT_RATE_LIMIT,
  windowMs = SUPPORT_RATE_WINDOW_MS,
): { allowed: true } | { allowed: false; retryAt: number } {
  const since = now.getTime() - windowMs;
  const inWindow = recent.map((d) => d.getTime()).filter((t) => t > since).sort((a, b) => a - b);
  if (inWindow.length < limit) return { allowed: true };
  return { allowed: false, retryAt: inWindow[inWindow.length - limit] + windowMs };
}

/** The chat panel's element id (the launcher's aria-controls). */
export { CHAT_PANEL_ID } from './chat-panel-id';
