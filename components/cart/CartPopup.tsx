'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Drawer from '@mui/material/Drawer';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslations } from 'next-intl';
import { CART_PAGE_PATH, CHECKOUT_PAGE_PATH, isCartPagePath } from '@/lib/domain/cart/cart-paths';
import { Link } from '@/components/ui/LocalizedLink';
import { cartStoreActions, selectItemCount, selectLastAddedItem, useCartStore, type CartPopupView } from '@/lib/client/stores/cart-store';
import { NAV_HEIGHT, USER_MENU_POPPER_WIDTH } from '@/lib/domain/theme/layout-constants';
import { CART_POPUP_ID, CART_TOGGLE_ATTRIBUTE } from '@/lib/domain/cart/cart-popup-ids';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartSummaryBlock';
import { NextDiscountHint } from './NextDiscountHint';

export { CART_POPUP_ID, CART_TOGGLE_ATTRIBUTE };

/** How many lines the pop-up lists when opened from the menu. */
const MENU_LINES = 3;

/** Pop-up or bottom sheet for a view setting (spec §2): 'auto' is a bottom sheet below sm (768 px). */
export function resolvePopupView(view: CartPopupView, narrow: boolean): 'popup' | 'bottomSheet' {
  if (view === 'auto') return narrow ? 'bottomSheet' : 'popup';
  return view;
}

function CartPopupContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useTranslations('cart.popup');
  const origin = useCartStore((s) => s.popupOrigin);
  const adding = useCartStore((s) => s.loading.add);
  const loaded = useCartStore((s) => s.loaded);
  const items = useCartStore((s) => s.items);
  const count = useCartStore(selectItemCount);
  const summary = useCartStore((s) => s.summary);
  const classicCart = useCartStore((s) => s.classicCart);
  const added = useCartStore(selectLastAddedItem);
  const showAdded = origin === 'add' && !adding && added !== null;
  const currency = summary?.currency ?? 'USD';
  const listed = showAdded ? [added] : items.slice(0, MENU_LINES);

  let heading: string = t('title');
  if (origin === 'add' && adding) heading = t('adding');
  else if (showAdded) heading = t('added');

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        {showAdded ? <CheckCircleRoundedIcon color="success" aria-hidden /> : null}
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {heading}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')} size="small" edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {adding || (!loaded && count === 0) ? <LinearProgress aria-hidden sx={{ mx: 2 }} /> : null}
      <Box sx={{ px: 2, pb: 2, pt: 1, display: 'flex', flexDirection: 'column', gap: 1.5, overflowY: 'auto' }}>
        {listed.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {listed.map((item) => (
              <li key={item.key}>
                <CartLineItem item={item} currency={currency} compact />
              </li>
            ))}
          </Box>
        ) : loaded && !adding ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('empty')}
          </Typography>
        ) : null}
        {count > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t('count', { count })}
          </Typography>
        ) : null}
        {summary && count > 0 ? <CartTotals summary={summary} /> : null}
        <NextDiscountHint dense />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} href={CART_PAGE_PATH} variant={classicCart ? 'contained' : 'outlined'} onClick={onClose} sx={{ flex: '1 1 140px', fontWeight: 700 }}>
            {t('viewCart')}
          </Button>
          {!classicCart && count > 0 ? (
            <Button component={Link} href={CHECKOUT_PAGE_PATH} variant="contained" onClick={onClose} sx={{ flex: '1 1 140px', fontWeight: 700 }}>
              {t('checkout')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </>
  );
}

function isToggle(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${CART_TOGGLE_ATTRIBUTE}]`) !== null;
}

/** The pop-up view: a panel under the menu bar's right end, non-modal, closed by Escape or a click outside. */
function PopupPanel({ open, onClose, children, titleId }: { open: boolean; onClose: () => void; children: ReactNode; titleId: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement;
    const node = panel.current;
    // Move focus into the pop-up so it is announced and keyboard users land on it.
    const frame = requestAnimationFrame(() => (node ?? panel.current)?.focus({ preventScroll: true }));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      // Give focus back to what opened the pop-up when focus was inside it (or lost).
      const active = document.activeElement;
      const lost = !active || active === document.body || (node?.contains(active) ?? false);
      const back = returnFocus.current;
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
    };
  }, [open, onClose]);

  return (
    <Grow in={open} style={{ transformOrigin: 'top right' }} unmountOnExit>
      <Box sx={{ position: 'fixed', top: { xs: NAV_HEIGHT.xs + 8, sm: NAV_HEIGHT.sm + 8 }, right: { xs: 8, sm: 16 }, zIndex: 'modal', width: USER_MENU_POPPER_WIDTH, maxWidth: 'calc(100vw - 16px)' }}>
        <ClickAwayListener onClickAway={(event) => (isToggle(event.target) ? undefined : onClose())}>
          <Paper
            ref={panel}
            id={CART_POPUP_ID}
            role="dialog"
            aria-modal="false"
            aria-labelledby={titleId}
            tabIndex={-1}
            elevation={8}
            sx={{ borderRadius: 2, maxHeight: 'calc(100dvh - 96px)', display: 'flex', flexDirection: 'column', outline: 'none', overflow: 'hidden' }}
          >
            {children}
          </Paper>
        </ClickAwayListener>
      </Box>
    </Grow>
  );
}

/**
 * The cart pop-up (spec §2): after an add, anywhere but the cart page, and from the menu's cart
 * button. A bottom sheet or a pop-up panel, per the view setting (`view` prop, else the store's
 * `popupView`; 'auto' = bottom sheet below 768 px). Shows the item added (or the newest lines),
 * the totals, the next-discount hint and links to the cart and to checkout. Escape, the close
 * button and a click outside close it; focus moves into it and back to what opened it.
 * Rendered once per page by CartRoot.
 */
export function CartPopup({ view }: { view?: CartPopupView }) {
  const open = useCartStore((s) => s.popupOpen);
  const storeView = useCartStore((s) => s.popupView);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const resolved = resolvePopupView(view ?? storeView, narrow);
  const titleId = useId();
  const pathname = usePathname() ?? '';
  const onCartPage = isCartPagePath(pathname);
  const close = cartStoreActions.closePopup;

  // A new page closes the pop-up (its links lead away); the cart page never shows it.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) close();
    lastPath.current = pathname;
  }, [pathname, close]);

  const shown = open && !onCartPage;
  const content = <CartPopupContent titleId={titleId} onClose={close} />;

  if (resolved === 'bottomSheet') {
    return (
      <Drawer
        anchor="bottom"
        open={shown}
        onClose={close}
        slotProps={{
          paper: {
            id: CART_POPUP_ID,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85dvh' },
          },
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <PopupPanel open={shown} onClose={close} titleId={titleId}>
      {content}
    </PopupPanel>
  );
}
