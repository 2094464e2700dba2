import { useTranslations } from 'next-intl';
import { Section } from '@/components/catalogue/Section';
import chip from '@/components/catalogue/LinkChip.module.css';
import type { ResourceKind, ResourceRecord } from '@/lib/server/services/resources';
import { ResourceCard } from './ResourceCard';
import styles from './ResourceGroups.module.css';

export type ResourceGroup = { kind: ResourceKind; items: ResourceRecord[] };

function kindAnchor(idPrefix: string, kind: ResourceKind) {
  return `${idPrefix}-${kind.toLowerCase()}`;
}

/** Jump links to each kind's section on the same page (plain anchors that look like outlined chips). */
export function ResourceKindNav({ groups, idPrefix }: { groups: ResourceGroup[]; idPrefix: string }) {
  const t = useTranslations('tools');
  if (groups.length < 2) return null;
  return (
    <nav aria-label={t('kindNav')} className={styles.nav}>
      <ul className={styles.kinds}>
        {groups.map((group) => (
          <li key={group.kind}>
            <a href={`#${kindAnchor(idPrefix, group.kind)}`} className={chip.chip}>
              {t('kindCount', { kind: t(`kindPlural.${group.kind}`), count: group.items.length })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
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
          <ul className={styles.cards}>
            {group.items.map((resource, index) => (
              <li key={resource.id} className={styles.item}>
                <ResourceCard resource={resource} priority={groupIndex === 0 && index < PRIORITY_CARDS} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
