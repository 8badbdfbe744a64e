/*
 * The long texts staff write in the back office (lessons, library entries, product descriptions,
 * FAQ answers) read as plain text with a few conventions people already type: a blank line starts
 * a new paragraph, lines starting with "- " or "* " are a list, "1. " (or "1)") a numbered list,
 * "## " at the start of a paragraph a sub-heading, and a single line break stays a line break.
 * This module only splits the text into blocks of strings: components/ui/LongText.tsx renders
 * them as React text, so nothing typed ever becomes markup.
 */

export type LongTextBlock =
  { kind: 'paragraph'; lines: string[] } | { kind: 'heading'; text: string } | { kind: 'bullets'; items: string[] } | { kind: 'numbers'; items: string[]; start: number };

const BULLET = /^[-*•]\s+(\S.*)$/;
// At most nine digits: a longer "number" is text, and the start stays a safe integer.
const NUMBERED = /^(\d{1,9})[.)]\s+(\S.*)$/;
const HEADING = /^##\s+(\S.*)$/;

export function parseLongText(text: string): LongTextBlock[] {
  const blocks: LongTextBlock[] = [];
  // The block being filled is the last one, until a blank line ends it.
  let ended = true;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      ended = true;
      continue;
    }
    const current = ended ? undefined : blocks[blocks.length - 1];
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet) {
      if (current?.kind === 'bullets') current.items.push(bullet[1]);
      else blocks.push({ kind: 'bullets', items: [bullet[1]] });
    } else if (numbered) {
      if (current?.kind === 'numbers') current.items.push(numbered[2]);
      else blocks.push({ kind: 'numbers', items: [numbered[2]], start: Number(numbered[1]) });
    } else if (current?.kind === 'paragraph') {
      current.lines.push(line);
    } else {
      const heading = HEADING.exec(line);
      blocks.push(heading ? { kind: 'heading', text: heading[1] } : { kind: 'paragraph', lines: [line] });
    }
    ended = false;
  }
  return blocks;
}
