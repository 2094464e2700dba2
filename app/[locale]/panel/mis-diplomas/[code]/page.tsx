import { certificatePage, certificatePageMetadata } from '@/components/learning/certificate-page';

export const dynamic = 'force-dynamic';

/** A printable certificate of the classic variant (/panel/mis-diplomas/{code}/). */
export const generateMetadata = certificatePageMetadata('classic');
export default certificatePage('classic');
