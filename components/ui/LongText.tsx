import { Fragment, type HTMLAttributes } from 'react';
import { parseLongText } from '@/lib/long-text';
import KeepTerms from './KeepTerms';
import styles from './LongText.module.css';

type Props = { text: string; headingLevel?: 2 | 3; /** Protected terms, marked translate="no". */ terms?: readonly string[] } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
>;

/**
 * A long text written in the back office, with its paragraphs, lists, numbered lists, sub-headings
 * and line breaks (lib/long-text.ts). Every piece is a React text node: markup typed into the
 * text shows as the characters typed.
 */
export default function LongText({ text, headingLevel = 3, terms = [], className, ...rest }: Props) {
  const keep = (piece: string) => (terms.length ? <KeepTerms text={piece} terms={terms} /> : piece);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text} {...rest}>
      {parseLongText(text).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return <Heading key={index}>{keep(block.text)}</Heading>;
          case 'bullets':
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{keep(item)}</li>
                ))}
              </ul>
            );
          case 'numbers':
            return (
              <ol key={index} start={block.start === 1 ? undefined : block.start}>
                {block.items.map((item, i) => (
                  <li key={i}>{keep(item)}</li>
                ))}
              </ol>
            );
          default:
            return (
              <p key={index}>
                {block.lines.map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <br /> : null}
                    {keep(line)}
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}
