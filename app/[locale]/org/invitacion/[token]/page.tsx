import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInPrompt } from '@/components/auth/AccessNotice';
import { LinkButton } from '@/components/catalogue/links';
import { AcceptInvitationButton } from '@/components/org/admin/AcceptInvitationButton';
import { ClientMessages } from '@/components/org/ClientMessages';
import { invitationState, isWellFormedInvitationToken, sameEmail } from '@/lib/domain/org/invitations';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { getDb } from '@/lib/server/db/client';
import { findInvitationByToken } from '@/lib/server/services/org-admin';
import { getMemberRole } from '@/lib/server/services/org';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'org.invitation' });
  // The token stays out of canonical URLs and search engines.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function Shell({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 48 } }}>
          <MailOutlineRounded />
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {body}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>
      </Paper>
    </Container>
  );
}

/**
 * /org/invitacion/{token}/: a signed-in user whose e-mail is the invited one accepts and joins
 * the organisation with the invited role. Anyone else learns nothing about the organisation.
 */
export default async function InvitationPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'org.invitation' });
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={`/org/invitacion/${encodeURIComponent(token)}/`} />;
  const db = await getDb();
  const found = isWellFormedInvitationToken(token) ? await findInvitationByToken(db, token) : null;
  if (!found) return <Shell title={t('notFoundTitle')} body={t('notFoundBody')} />;
  const { invitation, organization } = found;
  if (!sameEmail(viewer.user.email, invitation.email)) return <Shell title={t('wrongAccountTitle')} body={t('wrongAccountBody', { email: viewer.user.email })} />;
  const member = await getMemberRole(db, organization.id, viewer.user.id);
  const learn = (
    <LinkButton href={`/org/${organization.slug}/learn/`} variant="contained">
      {t('toLearn', { name: organization.name })}
    </LinkButton>
  );
  if (member) return <Shell title={t('memberTitle', { name: organization.name })} body={t('memberBody')}>{learn}</Shell>;
  const state = invitationState(invitation, new Date());
  if (state === 'accepted') return <Shell title={t('usedTitle')} body={t('usedBody')} />;
  if (state === 'expired') return <Shell title={t('expiredTitle')} body={t('expiredBody', { name: organization.name })} />;
  const tRoles = await getTranslations({ locale, namespace: 'org.admin.roles' });
  const roleKey = invitation.role === 'high-education-member' ? 'highEducationMember' : invitation.role;
  return (
    <Shell title={t('title', { name: organization.name })} body={t('body', { name: organization.name, role: tRoles(roleKey as 'member') })}>
      <ClientMessages locale={locale} org={['admin', 'invitation']}>
        <AcceptInvitationButton token={token} />
      </ClientMessages>
    </Shell>
  );
}
