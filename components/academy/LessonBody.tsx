/**
 * A lesson's text: each paragraph as a <p>; a paragraph whose lines all start with "- " as a list,
 * one starting with "## " as a sub-heading. Text only: nothing the staff type becomes markup.
 */
export default function LessonBody({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => {
        const lines = paragraph.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, i) => (
                <li key={i}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        if (lines[0].startsWith('## ')) {
          return (
            <section key={index}>
              <h2>{lines[0].slice(3)}</h2>
              {lines.length > 1 ? <p>{lines.slice(1).join('\n')}</p> : null}
            </section>
          );
        }
        return <p key={index}>{paragraph}</p>;
      })}
    </div>
  );
}
