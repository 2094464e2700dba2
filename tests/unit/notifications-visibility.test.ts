/**
 * Spec §6 (Menu rules): "Notifications shown only if the user_notification_web flag is active,
 * and hidden for a member whose organisation role is high-education-member when the
 * higher-education home flag is on for their organisation."
 * The same function decides for the v5 API and for the menu's bell and drawer.
 */
import { describe, expect, it } from 'vitest';
import { HIGH_EDUCATION_MEMBER_ROLE, NOTIFICATION_DRAWER_KEY, NOTIFICATION_PAGE_NAME, NOTIFICATIONS_FLAG } from '@/lib/domain/notifications/constants';
import { notificationsGate, notificationsVisible, type NotificationsVisibilityInput } from '@/lib/domain/notifications/visibility';

const signedIn = (extra: Partial<NotificationsVisibilityInput> = {}): NotificationsVisibilityInput => ({ signedIn: true, flagActive: true, orgRole: null, orgHigherEducationHome: false, ...extra });

describe('notifications visibility (spec §6)', () => {
  it('names the spec flag, role and drawer constants (spec §3, §6, §9)', () => {
    expect(NOTIFICATIONS_FLAG).toBe('user_notification_web');
    expect(HIGH_EDUCATION_MEMBER_ROLE).toBe('high-education-member');
    expect(NOTIFICATION_PAGE_NAME).toBe('Notification Page');
    expect(NOTIFICATION_DRAWER_KEY).toBe(9);
  });

  it('"shown only if the user_notification_web flag is active"', () => {
    expect(notificationsVisible(signedIn())).toBe(true);
    expect(notificationsVisible(signedIn({ flagActive: false }))).toBe(false);
    expect(notificationsGate(signedIn({ flagActive: false }))).toBe('flagOff');
  });

  it('"hidden for a member whose organisation role is high-education-member when the higher-education home flag is on for their organisation"', () => {
    expect(notificationsGate(signedIn({ orgRole: 'high-education-member', orgHigherEducationHome: true }))).toBe('higherEducation');
    // Flag off for their organisation: shown.
    expect(notificationsVisible(signedIn({ orgRole: 'high-education-member', orgHigherEducationHome: false }))).toBe(true);
    expect(notificationsVisible(signedIn({ orgRole: 'high-education-member', orgHigherEducationHome: null }))).toBe(true);
    // Other roles of the same organisation: shown.
    for (const role of ['owner', 'owner-corporation', 'admin', 'leader', 'member']) {
      expect(notificationsVisible(signedIn({ orgRole: role, orgHigherEducationHome: true })), role).toBe(true);
    }
  });

  it('the flag comes first: with it off, nobody sees notifications', () => {
    expect(notificationsGate(signedIn({ flagActive: false, orgRole: 'high-education-member', orgHigherEducationHome: true }))).toBe('flagOff');
    expect(notificationsVisible(signedIn({ flagActive: false, orgRole: 'admin' }))).toBe(false);
  });

  it('notifications belong to a signed-in user: anonymous visitors never see them, whatever the flags', () => {
    expect(notificationsGate({ signedIn: false, flagActive: true })).toBe('anonymous');
    expect(notificationsVisible({ signedIn: false, flagActive: true, orgRole: 'admin', orgHigherEducationHome: false })).toBe(false);
  });
});
