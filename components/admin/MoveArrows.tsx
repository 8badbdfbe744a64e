import styles from './Admin.module.css';

export interface MoveArrowsTexts {
  moveUp: string;
  moveDown: string;
}

/**
 * The ↑ and ↓ of an ordered back-office list, named for the row they move ("Move up: Card 2")
 * and not pressable at the list's ends or while a move runs. `round` draws them as the content
 * lists' round icon buttons (the arrow hidden from screen readers, which read the name).
 */
export default function MoveArrows({
  name,
  canUp,
  canDown,
  busy,
  onMove,
  texts,
  round = false,
}: {
  name: string;
  canUp: boolean;
  canDown: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  texts: MoveArrowsTexts;
  round?: boolean;
}) {
  const arrows = [
    { direction: 'up', can: canUp, label: texts.moveUp, arrow: '↑' },
    { direction: 'down', can: canDown, label: texts.moveDown, arrow: '↓' },
  ] as const;
  return (
    <>
      {arrows.map(({ direction, can, label, arrow }) => (
        <button
          key={direction}
          type="button"
          className={round ? styles.iconButton : 'button button--ghost'}
          disabled={!can || busy}
          onClick={() => onMove(direction)}
          aria-label={`${label}: ${name}`}
          title={label}
        >
          {round ? <span aria-hidden="true">{arrow}</span> : arrow}
        </button>
      ))}
    </>
  );
}
