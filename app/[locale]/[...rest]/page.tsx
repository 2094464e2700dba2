import { notFound } from 'next/navigation';

/** Any unknown path under a locale gets the translated 404 of app/[locale]/not-found.tsx. */
export default function UnknownPage(): never {
  notFound();
}
