import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { BasicDataValues } from '@/lib/domain/validation/basic-data-schema';

export type BasicDataRecord = {
  id: number;
  firstName: string;
  lastName: string;
  phoneCode: string | null;
  phoneNumber: string | null;
};

/**
 * Saves the basic data of the basic-data modal (spec §2): first and last name, phone code and
 * number (null clears them). `values` are already validated and normalised
 * (lib/domain/validation/basic-data-schema.ts). Returns the saved row, or null when the user is gone.
 */
export async function updateBasicData(db: Db, userId: number, values: BasicDataValues): Promise<BasicDataRecord | null> {
  const [row] = await db
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName, phoneCode: values.phoneCode, phoneNumber: values.phoneNumber })
    .where(eq(users.id, userId))
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, phoneCode: users.phoneCode, phoneNumber: users.phoneNumber });
  return row ?? null;
}
