'use client';

import { useTranslations } from 'next-intl';
import { selectNextDiscountHint, useCartStore } from '@/lib/client/stores/cart-store';
import { Icon } from '@/components/ui/Icon';
import { InfoNotice } from '@/components/ui/InfoNotice';

/** 'Agrega un curso más y obtén X% de descuento…' (spec §3 nextDiscount), when there is one. */
export function NextDiscountHint({ dense = false }: { dense?: boolean }) {
  const t = useTranslations('cart.summary');
  const percent = useCartStore(selectNextDiscountHint);
  if (percent === null) return null;
  return (
    // role="alert", as MUI's <Alert> had: the hint changes as lines come and go.
    <InfoNotice icon={<Icon name="localOfferRounded" size={20} />} dense={dense}>
      {t('nextDiscount', { percent })}
    </InfoNotice>
  );
}
