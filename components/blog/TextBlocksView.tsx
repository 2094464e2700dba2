import { headingId, type TextBlock } from '@/lib/domain/content/text-blocks';
import styles from './TextBlocksView.module.css';

/**
 * Renders stored long text (see lib/domain/content/text-blocks.ts) as headings, paragraphs and
 * lists. Headings get stable ids so a table of contents can link to them.
 */
export function TextBlocksView({ blocks, leadFirst = false }: { blocks: TextBlock[]; leadFirst?: boolean }) {
  // Each heading's ordinal among the headings (for its id), and the first paragraph (the lead).
  const ordinals = blocks.reduce<number[]>((acc, b) => [...acc, b.type === 'heading' ? acc.filter((n) => n >= 0).length : -1], []);
  const leadIndex = leadFirst ? blocks.findIndex((b) => b.type === 'paragraph') : -1;
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={index} id={headingId(block.text, ordinals[index])} className={`${styles.heading} ${styles[Heading]}`}>
              {block.text}
            </Heading>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index} className={styles.list}>
              {block.items.map((item, i) => (
                <li key={i} className={styles.item}>
                  {item}
                </li>
              ))}
            </ul>
          );
        }
        const lead = index === leadIndex;
        return (
          <p key={index} className={lead ? `${styles.paragraph} ${styles.lead}` : styles.paragraph}>
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
