import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/LocalizedLink';
import styles from './SaveCourseButton.module.css';

/** The premium landing (spec §2 /premium/). */
const PREMIUM_PATH = '/premium/';

/**
 * The save button's place for visitors and PAYG learners (spec §6 "Saving courses: premium users
 * only"): a discreet link to /premium/ with a bookmark. Plain markup from the server page, in the
 * cached HTML from the first paint (issue 14: added after `me`, it made the course header's chip
 * line wrap on a phone and pushed the page down by 35 px, CLS 0.029).
 */
export function PremiumSaveHint({ label }: { label: string }) {
  return (
    <Link href={PREMIUM_PATH} className={styles.hint}>
      <Icon name="bookmarkBorderRounded" size={20} />
      {label}
    </Link>
  );
}
