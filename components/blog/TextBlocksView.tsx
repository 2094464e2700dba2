import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { headingId, type TextBlock } from '@/lib/content/text-blocks';

/**
 * Renders stored long text (see lib/content/text-blocks.ts) as headings, paragraphs and
 * lists. Headings get stable ids so a table of contents can link to them.
 */
export function TextBlocksView({ blocks, leadFirst = false }: { blocks: TextBlock[]; leadFirst?: boolean }) {
  // Each heading's ordinal among the headings (for its id), and the first paragraph (the lead).
  const ordinals = blocks.reduce<number[]>((acc, b) => [...acc, b.type === 'heading' ? acc.filter((n) => n >= 0).length : -1], []);
  const leadIndex = leadFirst ? blocks.findIndex((b) => b.type === 'paragraph') : -1;
  return (
    <Box sx={{ '& > * + *': { mt: 2 }, '& h2, & h3': { scrollMarginTop: 96 } }}>
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          return (
            <Typography
              key={index}
              id={headingId(block.text, ordinals[index])}
              component={block.level === 2 ? 'h2' : 'h3'}
              variant={block.level === 2 ? 'h5' : 'h6'}
              sx={{ fontWeight: 700, pt: 2 }}
            >
              {block.text}
            </Typography>
          );
        }
        if (block.type === 'list') {
          return (
            <Box component="ul" key={index} sx={{ pl: 3, my: 0, '& li + li': { mt: 0.75 } }}>
              {block.items.map((item, i) => (
                <Typography component="li" key={i} sx={{ fontSize: { sm: '1.0625rem' }, lineHeight: 1.7 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        }
        const lead = index === leadIndex;
        return (
          <Typography
            key={index}
            component="p"
            sx={{ fontSize: lead ? { xs: '1.0625rem', sm: '1.1875rem' } : { sm: '1.0625rem' }, lineHeight: 1.75, color: lead ? 'text.primary' : undefined }}
          >
            {block.text}
          </Typography>
        );
      })}
    </Box>
  );
}
