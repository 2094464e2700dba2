/** Admin panel inputs (lib/domain/org/admin-schemas.ts) and invitation rules (lib/domain/org/invitations.ts). */
import { describe, expect, it } from 'vitest';
import { assignSchema, inviteSchema, isAcceptableLogoUrl, normalizeHexColor, orgSettingsSchema, studioCourseSchema } from '@/lib/domain/org/admin-schemas';
import { invitationPath, invitationState, isInvitationExpired, isWellFormedInvitationToken, sameEmail } from '@/lib/domain/org/invitations';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe('settings', () => {
  it('accepts hex colours (normalised to #RRGGBB) and https or site logos', () => {
    const r = orgSettingsSchema.safeParse({ logo: ' https://cdn.example.com/logo.svg ', darkModeLogo: '', primaryColor: '#abc', secondaryColor: '#00c2a8' });
    expect(r.success && r.data).toEqual({ logo: 'https://cdn.example.com/logo.svg', darkModeLogo: null, primaryColor: '#AABBCC', secondaryColor: '#00C2A8' });
    expect(normalizeHexColor('#0b4f8a')).toBe('#0B4F8A');
  });

  it('refuses other colours and unsafe logo addresses', () => {
    expect(firstMessage(orgSettingsSchema.safeParse({ logo: '', darkModeLogo: '', primaryColor: 'red', secondaryColor: '#000' }))).toBe('org.colorInvalid');
    expect(firstMessage(orgSettingsSchema.safeParse({ logo: '', darkModeLogo: '', primaryColor: '#12345', secondaryColor: '#000' }))).toBe('org.colorInvalid');
    for (const bad of ['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AA', '//evil.example/x.png', '/media/../secret', 'https://user:pw@x.example/a.png']) {
      expect(isAcceptableLogoUrl(bad), bad).toBe(false);
    }
    expect(isAcceptableLogoUrl('/media/org/acme-learning/logo.svg')).toBe(true);
  });
});

describe('invitations', () => {
  it('validates the address (spec §5 message key) and the role', () => {
    expect(inviteSchema.safeParse({ email: ' Nueva@Example.com ', role: 'member' })).toMatchObject({ success: true, data: { email: 'nueva@example.com', role: 'member' } });
    expect(firstMessage(inviteSchema.safeParse({ email: 'no-es-correo', role: 'member' }))).toBe('org.emailInvalid');
    expect(firstMessage(inviteSchema.safeParse({ email: 'a@b.co', role: 'owner' }))).toBe('org.roleInvalid');
  });

  it('expires after 14 days, is accepted once, and compares e-mails case-insensitively', () => {
    const created = new Date('2026-03-01T10:00:00Z');
    expect(isInvitationExpired(created, new Date('2026-03-15T09:59:59Z'))).toBe(false);
    expect(isInvitationExpired(created, new Date('2026-03-15T10:00:00Z'))).toBe(true);
    expect(invitationState({ createdAt: created, acceptedAt: null }, new Date('2026-03-02T00:00:00Z'))).toBe('pending');
    expect(invitationState({ createdAt: created, acceptedAt: new Date() }, new Date('2026-04-02T00:00:00Z'))).toBe('accepted');
    expect(invitationState({ createdAt: created, acceptedAt: null }, new Date('2026-04-02T00:00:00Z'))).toBe('expired');
    expect(sameEmail(' Ana@Example.com', 'ana@example.com ')).toBe(true);
    expect(isWellFormedInvitationToken('A'.repeat(32))).toBe(true);
    expect(isWellFormedInvitationToken('A'.repeat(31))).toBe(false);
    expect(isWellFormedInvitationToken("' or 1=1 --")).toBe(false);
    expect(invitationPath('abc')).toBe('/org/invitacion/abc/');
  });
});

describe('assignments and studio courses', () => {
  it('needs exactly one of a course or a track', () => {
    expect(assignSchema.safeParse({ courseId: 1 }).success).toBe(true);
    expect(assignSchema.safeParse({ skillPathId: 2, userId: 3, dueDate: '2026-05-01' }).success).toBe(true);
    expect(firstMessage(assignSchema.safeParse({ courseId: 1, skillPathId: 2 }))).toBe('org.assignOneItem');
    expect(firstMessage(assignSchema.safeParse({}))).toBe('org.assignOneItem');
    expect(firstMessage(assignSchema.safeParse({ courseId: 1, dueDate: '01/05/2026' }))).toBe('org.dueDateInvalid');
  });

  it('checks titles, lecture types and minutes; no lectures is allowed (processing marks it INVALID)', () => {
    expect(studioCourseSchema.safeParse({ title: 'Inducción', summary: '', categoryId: 1, lectures: [] }).success).toBe(true);
    expect(firstMessage(studioCourseSchema.safeParse({ title: 'a', summary: '', categoryId: 1, lectures: [] }))).toBe('org.courseTitleLength');
    expect(firstMessage(studioCourseSchema.safeParse({ title: 'Inducción', summary: '', categoryId: 1, lectures: [{ title: 'x', lectureType: 'VIDEO', durationMinutes: 5 }] }))).toBe('org.lectureTypeInvalid');
    expect(firstMessage(studioCourseSchema.safeParse({ title: 'Inducción', summary: '', categoryId: 1, lectures: [{ title: 'x', lectureType: 'SCORM', durationMinutes: 5.5 }] }))).toBe('org.durationInvalid');
  });
});
