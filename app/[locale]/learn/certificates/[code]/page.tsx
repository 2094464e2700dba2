import { certificatePage, certificatePageMetadata } from '@/components/learning/certificate-page';

export const dynamic = 'force-dynamic';

/** A printable certificate of the dashboard variant (/learn/certificates/{code}/). */
export const generateMetadata = certificatePageMetadata('dashboard');
export default certificatePage('dashboard');
