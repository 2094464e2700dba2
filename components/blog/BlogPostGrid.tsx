import Box from '@mui/material/Box';
import type { BlogPostSummary } from '@/lib/server/services/blog';
import { BlogPostCard } from './BlogPostCard';

/** Responsive list of post cards: 1 column on phones, 2 from 480 px, 3 from 1024 px. */
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
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: '1fr',
        '@media (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {posts.map((post, index) => (
        <Box component="li" key={post.id} sx={{ minWidth: 0 }}>
          <BlogPostCard post={post} headingLevel={headingLevel} priority={index < priorityCount} />
        </Box>
      ))}
    </Box>
  );
}
