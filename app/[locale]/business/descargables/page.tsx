import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import landing from '@/components/business/landing.module.css';
import { ResourceGroups, ResourceKindNav } from '@/components/resources/ResourceGroups';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { groupResourcesByKind, listResources } from '@/lib/server/services/resources';

const PATH = '/business/descargables/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'business.downloads' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

export default async function BusinessDownloadsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, resources] = await Promise.all([
    getTranslations({ locale, namespace: 'business.downloads' }),
    listResources(await getDb(), { business: true }),
  ]);
  const groups = groupResourcesByKind(resources);
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { count: resources.length })}>
        <ResourceKindNav groups={groups} idPrefix="descargables" />
      </PageHeader>
      {groups.length > 0 ? (
        <ResourceGroups groups={groups} idPrefix="descargables" />
      ) : (
        <EmptyState icon={<Icon name="inventory2Outlined" />} title={t('emptyTitle')} description={t('emptyBody', { product: PRODUCT_NAME })}>
          <LinkButton href="/business/" variant="outlined">
            {t('ctaBusiness')}
          </LinkButton>
        </EmptyState>
      )}
      <Section id="downloads-next" title={t('nextTitle')} subtitle={t('nextSubtitle', { product: PRODUCT_NAME })}>
        <div className={landing.actions}>
          <LinkButton href="/planes/" size="large">
            {t('ctaPlans')}
          </LinkButton>
          <LinkButton href="/business/" variant="outlined" size="large">
            {t('ctaBusiness')}
          </LinkButton>
        </div>
      </Section>
    </PageContainer>
  );
}
