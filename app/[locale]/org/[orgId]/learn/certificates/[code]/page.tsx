import { certificatePage, certificatePageMetadata } from '@/components/learning/certificate-page';

export const dynamic = 'force-dynamic';

/** A member's printable certificate under /org/{slug}/learn/certificates/{code}/. */
export const generateMetadata = certificatePageMetadata('org');
export default certificatePage('org');
