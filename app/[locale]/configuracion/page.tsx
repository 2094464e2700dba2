import type { Metadata } from 'next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { DetailList } from '@/components/account/DetailList';
import { LogoutEverywhereButton } from '@/components/account/LogoutEverywhereButton';
import { SettingsSection } from '@/components/account/SettingsSection';
import { LinkButton } from '@/components/catalogue/links';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { canViewAffiliatePanel, canViewMentorPanel, canViewOrgPanel, canViewTeacherPanel, orgRoleLabelKey } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';

export const dynamic = 'force-dynamic';

const PATH = '/configuracion/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'settings', PATH, { product: PRODUCT_NAME });
}

/** A 'YYYY-MM-DD' date column as a Date at noon UTC, so no time zone moves it to another day. */
function dateOnly(value: string): Date {
  return new Date(`${value}T12:00:00Z`);
}

export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'settings' }), getFormatter({ locale })]);
  const { user, settings, membership, organization, country } = viewer;
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const darkMode = settings?.darkMode ?? false;
  const phone = user.phoneNumber ? `${user.phoneCode ? `+${user.phoneCode.replace(/^\+/, '')} ` : ''}${user.phoneNumber}` : null;
  const subject = roleSubjectFromViewer(viewer);
  const panels = [
    canViewTeacherPanel(subject) ? { href: '/panel-profesor/', label: t('panels.teacher') } : null,
    canViewMentorPanel(subject) ? { href: '/mentor/panel/proyectos/', label: t('panels.mentor') } : null,
    canViewAffiliatePanel(subject) ? { href: '/afiliados/panel/', label: t('panels.affiliate') } : null,
    organization ? { href: `/org/${organization.slug}/learn/`, label: t('panels.orgLearn', { name: organization.name }) } : null,
    organization && canViewOrgPanel(organization.myRole) ? { href: `/org/${organization.slug}/panel/`, label: t('panels.orgAdmin') } : null,
  ].filter((p): p is { href: string; label: string } => p !== null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 4 }}>
        <Avatar src={user.profilePictureUrl ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
          {fullName.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('subtitle', { name: fullName })}</Typography>
        </div>
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SettingsSection id="settings-profile" title={t('profile.title')} description={t('profile.description')}>
          <DetailList
            emptyValue={t('empty')}
            items={[
              { key: 'name', label: t('profile.name'), value: fullName },
              { key: 'username', label: t('profile.username'), value: user.username },
              { key: 'email', label: t('profile.email'), value: user.email },
              { key: 'phone', label: t('profile.phone'), value: phone },
              { key: 'country', label: t('profile.country'), value: country ? localized(country.name, locale) : null },
              { key: 'document', label: t('profile.document'), value: user.document ? `${user.typeDocument ?? ''} ${user.document}`.trim() : null },
              { key: 'birthday', label: t('profile.birthday'), value: user.birthday ? format.dateTime(dateOnly(user.birthday), { dateStyle: 'long', timeZone: 'UTC' }) : null },
              { key: 'gender', label: t('profile.gender'), value: user.gender ? t(`gender.${user.gender}`) : null },
              { key: 'occupation', label: t('profile.occupation'), value: user.occupation },
              { key: 'workplace', label: t('profile.workplace'), value: [user.position, user.workplace].filter(Boolean).join(' · ') || null },
              { key: 'joined', label: t('profile.joined'), value: format.dateTime(user.dateJoined, { dateStyle: 'long', timeZone: 'UTC' }) },
            ]}
          />
        </SettingsSection>

        <SettingsSection id="settings-preferences" title={t('preferences.title')}>
          <DetailList
            emptyValue={t('empty')}
            items={[
              {
                key: 'darkMode',
                label: t('preferences.darkMode'),
                value: (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                    {darkMode ? <DarkModeOutlined fontSize="small" aria-hidden /> : <LightModeOutlined fontSize="small" aria-hidden />}
                    {darkMode ? t('preferences.darkOn') : t('preferences.darkOff')}
                  </Box>
                ),
              },
              { key: 'language', label: t('preferences.language'), value: t(`languages.${locale === 'pt' || locale === 'en' ? locale : 'es'}`) },
            ]}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('preferences.darkModeHint')}
          </Typography>
        </SettingsSection>

        <SettingsSection id="settings-membership" title={t('membership.title')}>
          {membership ? (
            <DetailList
              emptyValue={t('empty')}
              items={[
                { key: 'plan', label: t('membership.plan'), value: localized(membership.type.name, locale) },
                { key: 'expires', label: t('membership.expires'), value: format.dateTime(dateOnly(membership.expireDate), { dateStyle: 'long', timeZone: 'UTC' }) },
                {
                  key: 'renewal',
                  label: t('membership.renewal'),
                  value: membership.isSubscription && !membership.isSubscriptionCanceled ? t('membership.autoRenew') : t('membership.noRenew'),
                },
              ]}
            />
          ) : (
            <Box>
              <Typography sx={{ mb: 2 }}>{t('membership.none', { product: PRODUCT_NAME })}</Typography>
              <LinkButton href="/premium/" variant="outlined">
                {t('membership.cta')}
              </LinkButton>
            </Box>
          )}
        </SettingsSection>

        {organization ? (
          <SettingsSection id="settings-organization" title={t('organization.title')}>
            <DetailList
              emptyValue={t('empty')}
              items={[
                { key: 'org', label: t('organization.name'), value: organization.name },
                { key: 'role', label: t('organization.role'), value: t(`roles.${orgRoleLabelKey(organization.myRole)}`) },
              ]}
            />
          </SettingsSection>
        ) : null}

        {panels.length > 0 ? (
          <SettingsSection id="settings-panels" title={t('panels.title')}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {panels.map((panel) => (
                <li key={panel.href}>
                  <LinkButton href={panel.href} variant="outlined">
                    {panel.label}
                  </LinkButton>
                </li>
              ))}
            </Box>
          </SettingsSection>
        ) : null}

        <SettingsSection id="settings-session" title={t('session.title')} description={t('session.description')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <LinkButton href="/logout/" variant="outlined" color="error">
              {t('session.logout')}
            </LinkButton>
            <LogoutEverywhereButton locale={locale} label={t('session.logoutEverywhere')} failed={t('session.logoutEverywhereFailed')} />
          </Box>
        </SettingsSection>
      </Box>
    </Container>
  );
}
