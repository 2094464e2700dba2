import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { notifications } from '@/lib/server/db/schema';

export type NotificationRecord = {
  id: number;
  title: string;
  message: string;
  redirectUrl: string | null;
  redirectUrlName: string | null;
  isRead: boolean;
  iconImage: string | null;
  channel: string;
  createdAt: Date;
};

/** The user's most recent notifications of every channel, newest first. */
export async function listUserNotifications(db: Db, userId: number, limit = 100): Promise<NotificationRecord[]> {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      redirectUrl: notifications.redirectUrl,
      redirectUrlName: notifications.redirectUrlName,
      isRead: notifications.isRead,
      iconImage: notifications.iconImage,
      channel: notifications.channel,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
