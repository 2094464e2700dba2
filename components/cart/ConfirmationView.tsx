'use client';

import { useEffect, useRef } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { useLocale, useTranslations } from 'next-intl';
import { MyOrderDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { Link } from '@/components/ui/LocalizedLink';
import { learnerPaths } from '@/lib/domain/paths/learner-paths';
import { showLogin } from '@/lib/client/stores/auth-dialog-store';
import { isAnonymous, useCurrentUser } from '@/lib/client/stores/current-user-store';
import { appPath } from './CartLineItem';

function Status({ children }: { children: React.ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

/**
 * "Ir al curso" for a course the order brought: its classroom (issue 15: the buyer goes on to
 * lecture 1, not back to the sales page), or its page when the classroom cannot open (yet).
 * The URLs come in the API's language: the page's own locale prefix is put back by Link.
 */
function GoToCourse({ course, label }: { course: { title: string; url: string; classroomUrl?: string | null }; label: string }) {
  return (
    <Button component={Link} href={appPath(course.classroomUrl ?? course.url)} variant="contained" size="small" sx={{ fontWeight: 700 }} aria-label={`${label}: ${course.title}`}>
      {label}
    </Button>
  );
}

/**
 * The order confirmation (/carrito-de-compras/confirmacion/?order=NUMBER): myOrder on
 * paymentsv2, the courses and certifications bought with links to them (a course's to its
 * classroom, a certification's courses listed under it), the total paid and a link to the
 * learner area (lib/domain/paths/learner-paths.ts).
 */
export function ConfirmationView({ orderNumber }: { orderNumber: string | null }) {
  const t = useTranslations('cart.confirmation');
  const locale = useLocale();
  const user = useCurrentUser();
  const signedIn = user.status === 'authenticated';
  const { data, loading, error } = useQuery(
    MyOrderDocument,
    signedIn && orderNumber ? { variables: { number: orderNumber }, context: clientContext('paymentsv2'), fetchPolicy: 'network-only', ssr: false } : skipToken,
  );
  const anonymous = isAnonymous(user);
  const asked = useRef(false);
  useEffect(() => {
    if (anonymous && !asked.current) {
      asked.current = true;
      showLogin({ next: `${window.location.pathname}${window.location.search}`, sourceComponent: 'order-confirmation' });
    }
  }, [anonymous]);

  if (user.status === 'loading' || (signedIn && loading)) {
    return (
      <Status>
        <CircularProgress size={20} /> {t('loading')}
      </Status>
    );
  }
  if (!signedIn) {
    return (
      <Status>
        <Typography>{t('signIn')}</Typography>
      </Status>
    );
  }
  const order = data?.myOrder ?? null;
  const paths = learnerPaths({ user: user.user });
  if (!order || error) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('notFoundTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('notFoundBody')}</Typography>
        <Button component={Link} href={paths.myCourses} variant="contained" sx={{ mt: 2 }}>
          {t('myCourses')}
        </Button>
      </Box>
    );
  }

  return (
    <Card variant="outlined" sx={{ maxWidth: 760, mx: 'auto', my: 2 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CheckCircleRoundedIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {t('title')}
          </Typography>
        </Box>
        <Typography>{t('body', { number: order.number })}</Typography>
        <Typography id="order-lines-title" component="h3" variant="subtitle1" sx={{ fontWeight: 800, mt: 1 }}>
          {t('linesTitle')}
        </Typography>
        <Box component="ul" aria-labelledby="order-lines-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.lines.map((line, index) => (
            <Box component="li" key={`${line.kind}-${line.originalId}`}>
              {index > 0 ? <Divider sx={{ my: 1.5 }} /> : null}
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{line.title}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatMoney(line.paidCents, order.currency, locale)}
                    {line.listCents > line.paidCents ? (
                      <Box component="s" sx={{ ml: 1 }}>
                        {formatMoney(line.listCents, order.currency, locale)}
                      </Box>
                    ) : null}
                  </Typography>
                </Box>
                {line.kind === 'BUNDLE' ? (
                  <Button component={Link} href={appPath(line.url)} variant="outlined" size="small" aria-label={`${t('viewBundle')}: ${line.title}`}>
                    {t('viewBundle')}
                  </Button>
                ) : (
                  <GoToCourse course={line} label={t('goToCourse')} />
                )}
              </Box>
              {line.courses.length > 0 ? (
                // A certification's courses, each with its way into the classroom.
                <Box component="ul" aria-label={t('bundleCourses', { title: line.title })} sx={{ listStyle: 'none', m: 0, mt: 1, pl: 2, display: 'grid', gap: 1, borderLeft: 2, borderColor: 'divider' }}>
                  {line.courses.map((course) => (
                    <Box component="li" key={course.originalId} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
                        {course.title}
                      </Typography>
                      <GoToCourse course={course} label={t('goToCourse')} />
                    </Box>
                  ))}
                </Box>
              ) : null}
            </Box>
          ))}
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800 }}>
          <span>{t('total')}</span>
          <span>{formatMoney(order.chargeCents, order.currency, locale)}</span>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button component={Link} href={paths.myCourses} variant="contained" sx={{ fontWeight: 700 }}>
            {t('myCourses')}
          </Button>
          <Button component={Link} href="/cursos-online/?all=true" sx={{ fontWeight: 700 }}>
            {t('keepLearning')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
