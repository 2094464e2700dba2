import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrganizationShowcase } from '@/lib/server/services/business-stats';

/** Organisations that learn with the product: logo (or initial in the brand colour) and name. */
export function OrganizationShowcaseList({ organizations }: { organizations: OrganizationShowcase[] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {organizations.map((org) => (
        <Paper component="li" key={org.id} variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar
            src={org.logo ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 56, height: 56, bgcolor: org.primaryColor, color: '#fff', fontWeight: 800, '& img': { objectFit: 'contain', bgcolor: 'background.paper' } }}
          >
            {org.name.charAt(0)}
          </Avatar>
          <Typography sx={{ fontWeight: 700, minWidth: 0 }}>{org.name}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
