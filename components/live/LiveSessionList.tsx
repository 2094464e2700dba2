import Box from '@mui/material/Box';
import type { LiveEventState } from '@/lib/live/live-event-state';
import type { LiveSessionRecord } from '@/lib/server/services/live';
import { LiveSessionCard } from './LiveSessionCard';

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
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: '1fr',
        '@media (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {sessions.map((session, index) => (
        <Box component="li" key={session.id} sx={{ minWidth: 0 }}>
          <LiveSessionCard session={session} state={state} priority={index < priorityCount} />
        </Box>
      ))}
    </Box>
  );
}
