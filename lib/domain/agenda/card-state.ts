/**
 * What an agenda card shows (spec §4 "Course agenda", §6 "Agenda"), from the course's flags,
 * whether the user already scheduled it, and whether the user is a premium member. Pure: the
 * card renders it and the server applies the same subscribable rule to `courseSubscribe`.
 */

export type AgendaCourseFlags = { isActive: boolean; preSale: boolean; isScheduled: boolean };

export type AgendaCardInput = AgendaCourseFlags & {
  /** The course is in the user's subscription list (or was just scheduled). */
  subscribed: boolean;
  /** The user is a premium member (lib/domain/roles `isPremium`). */
  premium: boolean;
};

export type AgendaCardAction =
  /** 'Ir al curso': a link to the course (isActive). */
  | 'goToCourse'
  /** 'Avísenme cuando esté listo': schedules a notification. */
  | 'notifyMe'
  /** '¡Agendado!': already scheduled, disabled. */
  | 'scheduled';

export type AgendaCardState = {
  action: AgendaCardAction;
  /** The button cannot be pressed. */
  disabled: boolean;
  /** Pressing it sends courseSubscribe (or asks an anonymous visitor to log in). */
  canSubscribe: boolean;
  /** The pre-sale badge: 'Próximamente' for premium members, otherwise 'Preventa'; null without pre-sale. */
  badge: 'comingSoon' | 'preSale' | null;
};

/** A notification can be scheduled for a course that is not active yet and is on pre-sale or scheduled. */
export function isSubscribable(course: AgendaCourseFlags): boolean {
  return !course.isActive && (course.preSale || course.isScheduled);
}

/** The pre-sale badge (spec §4): 'Próximamente' for premium members, otherwise 'Preventa'; none without pre-sale. */
export function agendaBadge(input: { preSale: boolean; premium: boolean }): AgendaCardState['badge'] {
  return input.preSale ? (input.premium ? 'comingSoon' : 'preSale') : null;
}

export function agendaCardState(input: AgendaCardInput): AgendaCardState {
  const badge = agendaBadge(input);
  if (input.isActive) return { action: 'goToCourse', disabled: false, canSubscribe: false, badge };
  if (input.subscribed) return { action: 'scheduled', disabled: true, canSubscribe: false, badge };
  const canSubscribe = isSubscribable(input);
  return { action: 'notifyMe', disabled: !canSubscribe, canSubscribe, badge };
}

/**
 * The content type of an agenda notification request (spec §7: the fixed value
 * '{product}-on-scheduled'): the product name lower-cased, spaces as hyphens, e.g.
 * 'cursalia-on-scheduled'.
 */
export function agendaContentType(productName: string): string {
  const product = productName.trim().toLowerCase().replace(/\s+/g, '-');
  return `${product}-on-scheduled`;
}

/** What the server accepts as a content type: letters, digits, '.', '_' and '-', at most 80. */
export const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,79}$/i;
