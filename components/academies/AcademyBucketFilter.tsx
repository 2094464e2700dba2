'use client';

import { useId, useState, type ReactNode } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { AcademiesQueryDocument } from '@/graphql/generated/academies/graphql';
import { academyResultCount, academySlugsInBucket } from '@/lib/domain/academies/academy-filter';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { createShellQuery } from '@/lib/client/graphql-request/shell-query';
import { academyFilterCss } from './academy-filter-css';
import styles from './AcademyBucketFilter.module.css';

export type BucketOption = { id: string; label: string; quantity: number };

/**
 * AcademiesQuery (spec §7: v4 endpoint, cache-first) without Apollo (issue 14: the landing's
 * first load carries neither Apollo nor next-intl): one request per list of catalogue
 * categories (the key, as JSON) and page, shared by every filter showing it.
 */
const academiesQuery = createShellQuery((key) =>
  lazyGraphqlRequest(AcademiesQueryDocument, { catalogCategories: JSON.parse(key) as string[] | null }, { clientName: 'v4' }),
);

/**
 * The bucket filter of the academies landing (spec §2 /academias/) over the server-rendered list
 * (children: items with `data-academy`, `data-slug` and `data-buckets=" 3 5 "`).
 * - A chosen bucket hides the other academies at once, with no round trip (CSS on the SSR list);
 *   without JavaScript every academy stays visible.
 * - The first change also sends AcademiesQuery (spec §7: v4 endpoint, cache-first) for
 *   `catalogCategories`; from then on the bucket chips, their quantities, the announced result
 *   and the visible academies follow the API's answer (buckets sorted by id descending).
 */
export function AcademyBucketFilter({
  buckets,
  totalCount,
  catalogCategories = null,
  children,
}: {
  /** The server's buckets (id descending) with their quantities. */
  buckets: BucketOption[];
  totalCount: number;
  /** Catalogue category slugs the list is limited to (none: every academy). */
  catalogCategories?: string[] | null;
  children: ReactNode;
}) {
  const t = useShellTranslations('academies.filter');
  const scope = useId();
  const [active, setActive] = useState<string | null>(null);
  const [engaged, setEngaged] = useState(false);
  const { data } = academiesQuery.use(engaged ? JSON.stringify(catalogCategories) : null);
  const live = data?.educationAcademies;

  const choose = (bucketId: string | null) => {
    if (!engaged) setEngaged(true);
    setActive(bucketId);
  };

  const chips: BucketOption[] = live ? live.buckets.map((b) => ({ id: b.id, label: b.name, quantity: b.quantity })) : buckets;
  const count = academyResultCount(live ?? { totalCount, buckets }, active);
  const hide = academyFilterCss(scope, active, live && active !== null ? academySlugsInBucket(live.edges, active) : null);
  const chipClass = (selected: boolean) => (selected ? `${styles.chip} ${styles.selected}` : styles.chip);

  return (
    <div>
      <h2 id="academy-buckets" className={styles.title}>
        {t('label')}
      </h2>
      <ul aria-labelledby="academy-buckets" className={styles.chips}>
        <li>
          <button type="button" className={chipClass(active === null)} aria-pressed={active === null} onClick={() => choose(null)}>
            {t('all')}
          </button>
        </li>
        {chips.map((b) => (
          <li key={b.id}>
            <button type="button" className={chipClass(active === b.id)} aria-pressed={active === b.id} data-bucket-id={b.id} onClick={() => choose(b.id)}>
              {`${b.label} (${b.quantity})`}
            </button>
          </li>
        ))}
      </ul>
      <div role="status" className={styles.result}>
        {t('result', { count })}
      </div>
      <div data-academy-filter={scope}>
        {hide ? <style>{hide}</style> : null}
        {children}
      </div>
    </div>
  );
}
