'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslations } from 'next-intl';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { safeNextPath } from '@/lib/domain/paths/next-path';
import { navigationAfterAuth } from '@/lib/domain/session/rules';
import { readTrackingData } from '@/lib/client/session/session-client';
import { closeAuthDialog, dismissAuthDialog, isAuthDialogClosable, setAuthDialogView, useAuthDialogStore } from '@/lib/client/stores/auth-dialog-store';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import { visuallyHidden } from '@/lib/domain/theme/a11y';
import { LoginForm } from '../LoginForm';
import { RegisterForm } from '../RegisterForm';
import { BasicDataForm } from './BasicDataForm';
import { DialogHeading } from './DialogHeading';
import { UserDataView } from './UserDataView';
import { dialogPaperSx, dialogSizeFor, ignoresBackdropClick, renderSignupActivity, shownView, type ShownView } from './dialog-rules';
import { finishAuth } from './finish-auth';

/**
 * The authentication dialog (spec §2): login, register, user data and basic-data views, full
 * screen below md, a blurred backdrop (spec §9), Escape / backdrop / close button close it
 * unless it is a promo dialog. Loaded lazily by AuthDialogHost.
 */
export function AuthDialog() {
  const t = useTranslations('auth');
  const state = useAuthDialogStore();
  const userState = useCurrentUser();
  const apollo = useApolloClient();
  const theme = useTheme();
  const belowMd = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const descriptionId = useId();

  // While the dialog fades out, keep the view it had (the user may change under it).
  const liveView = shownView(state.view, userState.status);
  const [closingView, setClosingView] = useState<ShownView>(liveView);
  if (state.open && closingView !== liveView) setClosingView(liveView);
  const view = state.open ? liveView : closingView;

  const size = dialogSizeFor(view);
  const fullScreen = belowMd || size === 'full';
  const closable = isAuthDialogClosable(state);

  // 'Render Signup' each time the register view is opened or switched to (spec §2).
  const signup = useRef({ openCount: -1, active: false });
  useEffect(() => {
    const active = state.open && view === 'register';
    const previous = signup.current;
    if (active && (!previous.active || previous.openCount !== state.openCount)) {
      void trackActivity(renderSignupActivity(state, readTrackingData()));
    }
    signup.current = { openCount: state.openCount, active };
  }, [state, view]);

  const onSignedIn = (next: string | null) => finishAuth(next, { resetClientData: () => apollo.resetStore() });

  const onContinue = () => {
    closeAuthDialog({ force: true, keepPendingCourse: true });
    const target = navigationAfterAuth(state.next, `${window.location.pathname}${window.location.search}`, safeNextPath);
    if (target) window.location.assign(target);
  };

  const heading = (title: string, subtitle?: string) => <DialogHeading titleId={titleId} descriptionId={descriptionId} title={title} subtitle={subtitle} />;

  let content: React.ReactNode = null;
  if (view === 'login') {
    content = (
      <>
        {heading(t('login.title'), state.view === 'basicData' ? t('dialog.signInFirst') : t('login.subtitle'))}
        <LoginForm idPrefix="dialog-login" next={state.next} onSuccess={onSignedIn} onSwitch={() => setAuthDialogView('register')} />
      </>
    );
  } else if (view === 'register') {
    content = (
      <>
        {state.promo
          ? heading(t('dialog.promo.title'), t('dialog.promo.subtitle', { product: PRODUCT_NAME }))
          : heading(t('register.title'), t('register.subtitle'))}
        <RegisterForm idPrefix="dialog-register" next={state.next} onSuccess={onSignedIn} onSwitch={() => setAuthDialogView('login')} />
      </>
    );
  } else if (view === 'userData' && userState.status === 'authenticated') {
    content = <UserDataView user={userState.user} titleId={titleId} descriptionId={descriptionId} onContinue={onContinue} />;
  } else if (view === 'basicData' && userState.status === 'authenticated') {
    content = (
      <BasicDataForm
        key={state.openCount}
        user={userState.user}
        requirePhone={state.requirePhone}
        redirectUrl={state.redirectUrl}
        titleId={titleId}
        descriptionId={descriptionId}
      />
    );
  } else {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
        <Box component="span" id={titleId} sx={visuallyHidden}>
          {t('dialog.loading')}
        </Box>
      </Box>
    );
  }

  return (
    <Dialog
      open={state.open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && ignoresBackdropClick(size, fullScreen)) return;
        dismissAuthDialog();
      }}
      fullScreen={fullScreen}
      scroll="paper"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{
        backdrop: { sx: { backdropFilter: 'blur(4px)' } },
        paper: { sx: dialogPaperSx(size, fullScreen) },
      }}
    >
      {closable ? (
        <IconButton aria-label={t('dialog.close')} onClick={() => dismissAuthDialog()} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent sx={{ px: { xs: 3, sm: 5 }, pt: { xs: 6, sm: 5 }, pb: { xs: 4, sm: 5 } }}>{content}</DialogContent>
    </Dialog>
  );
}
