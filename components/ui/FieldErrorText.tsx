import fieldStyles from './Field.module.css';

/** A field's error line (referenced by the input's aria-describedby). */
export function FieldErrorText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={fieldStyles.error}>
      <svg className={fieldStyles.errorIcon} viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path d="M10 5v6M10 14.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
