'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';

/**
 * The forms validate with the same zod schemas as the server (lib/domain/org/admin-schemas.ts,
 * lib/domain/panels/project-review.ts), whose messages are keys ('org.emailInvalid'); this turns a key
 * into the form's translated text (org.admin.validation.*).
 */
export function useValidationMessage(): (key: string | undefined) => string {
  const t = useTranslations('org.admin.validation');
  return useCallback(
    (key) => {
      const name = key?.split('.').pop();
      return name && t.has(name) ? t(name) : t('invalid');
    },
    [t],
  );
}
