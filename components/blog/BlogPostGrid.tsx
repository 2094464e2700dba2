import type { BlogPostSummary } from '@/lib/server/services/blog';
import { BlogPostCard } from './BlogPostCard';
import styles from './BlogPostGrid.module.css';

/** Responsive list of post cards (BlogPostGrid.module.css): plain server markup, no MUI. */
export function BlogPostGrid({
  posts,
  headingLevel = 'h3',
  label,
  priorityCount = 0,
}: {
  posts: BlogPostSummary[];
  headingLevel?: 'h2' | 'h3';
  label?: string;
  /** How many leading cards load their cover at once (first row above the fold). */
  priorityCount?: number;
}) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id} className={styles.item}>
          <BlogPostCard post={post} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
