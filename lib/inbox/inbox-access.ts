/**
 * Spec §6: "Inbox access: mentor, business member, teacher, or premium whose membership
 * method is not A_2" (A_2 is the premium trial, spec §4).
 */
export type InboxAccessInput = {
  isMentor: boolean;
  /** Teacher (isProfessor). */
  isProfessor: boolean;
  /** Member of an organisation (B2B). */
  isB2B: boolean;
  isPremium: boolean;
  /** Membership type method (A_1, A_2) or null without a membership. */
  membershipMethod: string | null;
};

export function hasInboxAccess(input: InboxAccessInput): boolean {
  if (input.isMentor || input.isB2B || input.isProfessor) return true;
  return input.isPremium && input.membershipMethod !== 'A_2';
}
