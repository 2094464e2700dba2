import Box from '@mui/material/Box';
import type { LiveEventState } from '@/lib/live/live-event-state';
import type { LiveSessionRecord } from '@/lib/server/services/live';
import { LiveSessionCard } from './LiveSessionCard';

export function LiveSessionList({ sessions, state }: { sessions: LiveSessionRecord[]; state: LiveEventState }) {
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
      {sessions.map((session) => (
        <Box component="li" key={session.id} sx={{ minWidth: 0 }}>
          <LiveSessionCard session={session} state={state} />
        </Box>
      ))}
    </Box>
  );
}
