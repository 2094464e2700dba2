import type { LiveEventState } from '@/lib/domain/live/live-event-state';
import type { LiveSessionRecord } from '@/lib/server/services/live';
import { LiveSessionCard } from './LiveSessionCard';
import styles from './LiveSessionList.module.css';

export function LiveSessionList({
  sessions,
  state,
  priorityCount = 0,
}: {
  sessions: LiveSessionRecord[];
  state: LiveEventState;
  /** How many leading cards load their cover at once (first row above the fold). */
  priorityCount?: number;
}) {
  return (
    <ul className={styles.list}>
      {sessions.map((session, index) => (
        <li key={session.id} className={styles.item}>
          <LiveSessionCard session={session} state={state} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
