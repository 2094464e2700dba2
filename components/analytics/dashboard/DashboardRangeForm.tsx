import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { DashboardRange } from '@/lib/domain/analytics/dashboard-range';

/** The dashboard's filter: a plain GET form (works without JavaScript), validated on the server. */
export async function DashboardRangeForm({ range }: { range: DashboardRange }) {
  const t = await getTranslations('analytics.dashboard.range');
  return (
    <Box component="form" method="get" role="search" aria-labelledby="analytics-range-legend" sx={{ mt: 3 }}>
      <Typography id="analytics-range-legend" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('legend')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField name="from" type="date" label={t('from')} defaultValue={range.fromDay} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField name="to" type="date" label={t('to')} defaultValue={range.toDay} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          name="visitor"
          label={t('visitor')}
          defaultValue={range.visitor ?? ''}
          size="small"
          helperText={t('visitorHelp')}
          sx={{ minWidth: { sm: 340 } }}
          slotProps={{ htmlInput: { maxLength: 200, spellCheck: false, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained">
          {t('submit')}
        </Button>
      </Box>
    </Box>
  );
}
