import { AlertIcon } from './AlertIcon';
import fieldStyles from './Field.module.css';

/** A field's error line (referenced by the input's aria-describedby). */
export function FieldErrorText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={fieldStyles.error}>
      <AlertIcon className={fieldStyles.errorIcon} />
      <span>{text}</span>
    </p>
  );
}
