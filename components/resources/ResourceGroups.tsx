import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import { Section } from '@/components/catalogue/Section';
import type { ResourceKind, ResourceRecord } from '@/lib/server/services/resources';
import { ResourceCard } from './ResourceCard';

export type ResourceGroup = { kind: ResourceKind; items: ResourceRecord[] };

function kindAnchor(idPrefix: string, kind: ResourceKind) {
  return `${idPrefix}-${kind.toLowerCase()}`;
}

/** Jump links to each kind's section on the same page. */
export function ResourceKindNav({ groups, idPrefix }: { groups: ResourceGroup[]; idPrefix: string }) {
  const t = useTranslations('tools');
  if (groups.length < 2) return null;
  return (
    <Box component="nav" aria-label={t('kindNav')} sx={{ my: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {groups.map((group) => (
          <li key={group.kind}>
            <Chip
              component="a"
              href={`#${kindAnchor(idPrefix, group.kind)}`}
              clickable
              variant="outlined"
              label={t('kindCount', { kind: t(`kindPlural.${group.kind}`), count: group.items.length })}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Covers of the first group's first row load at once (they are above the fold). */
const PRIORITY_CARDS = 3;

/** One section per resource kind, each a responsive list of cards. */
export function ResourceGroups({ groups, idPrefix }: { groups: ResourceGroup[]; idPrefix: string }) {
  const t = useTranslations('tools');
  return (
    <>
      {groups.map((group, groupIndex) => (
        <Section key={group.kind} id={kindAnchor(idPrefix, group.kind)} title={t(`kindPlural.${group.kind}`)} subtitle={t(`kindLead.${group.kind}`)}>
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
              '@media (min-width: 1366px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {group.items.map((resource, index) => (
              <Box component="li" key={resource.id} sx={{ minWidth: 0 }}>
                <ResourceCard resource={resource} priority={groupIndex === 0 && index < PRIORITY_CARDS} />
              </Box>
            ))}
          </Box>
        </Section>
      ))}
    </>
  );
}
