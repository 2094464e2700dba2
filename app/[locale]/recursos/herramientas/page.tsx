import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import { ResourceGroups, ResourceKindNav } from '@/components/resources/ResourceGroups';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { groupResourcesByKind, listResources } from '@/lib/server/services/resources';

const PATH = '/recursos/herramientas/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tools' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

export default async function ToolsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, resources] = await Promise.all([getTranslations({ locale, namespace: 'tools' }), listResources(await getDb(), { business: false })]);
  const groups = groupResourcesByKind(resources);
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead', { count: resources.length })}>
        <ResourceKindNav groups={groups} idPrefix="recursos" />
      </PageHeader>
      {groups.length > 0 ? (
        <ResourceGroups groups={groups} idPrefix="recursos" />
      ) : (
        <EmptyState icon={<Icon name="inventory2Outlined" />} title={t('emptyTitle')} description={t('emptyBody')}>
          <LinkButton href="/blog/" variant="outlined">
            {t('emptyCta')}
          </LinkButton>
        </EmptyState>
      )}
    </PageContainer>
  );
}
