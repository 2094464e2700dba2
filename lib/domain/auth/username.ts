import { USERNAME_MAX, USERNAME_MIN } from '@/lib/domain/validation/auth-schemas';

/**
 * A valid username derived from an e-mail's local part (registration takes no username):
 * accents stripped, other characters dropped, padded to the minimum length. Room is left
 * for a numeric suffix when the name is taken.
 */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._]/g, '');
  base = base.replace(/^[^A-Za-z]+/, '');
  if (!base) base = 'usuario';
  if (base.length < USERNAME_MIN) base = `${base}_${'0'.repeat(USERNAME_MIN)}`.slice(0, USERNAME_MIN);
  return base.slice(0, USERNAME_MAX - 6).toLowerCase();
}
