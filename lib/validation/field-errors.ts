/** The vocabulary of field errors of the validation kit: every failure is one of these keys, a message under `server.field`. */

/** Every field error the site can show; each is a message under `server.field`. */
export const FIELD_KEYS = [
  'required',
  'invalid',
  'characters',
  'tooLong',
  'tooShort',
  'email',
  'phone',
  'mobile',
  'quantity',
  'product',
  'locale',
  'sourcePage',
  'account',
  'accountTaken',
  'passwordLength',
  'passwordMismatch',
  'policy',
  'code',
  'codeWrong',
  'date',
  'choice',
  'image',
  'fileTooLarge',
  'imagePixels',
  'imageTooComplex',
  'slug',
  'taken',
  'url',
  'country',
  'fileType',
  'tooManyFiles',
  'fileUnknown',
  'colour',
  'tooManyColours',
  'quantityRange',
  'postalCode',
  'phoneIntl',
  'region',
  'passwordWrong',
  'futureDate',
  'tierAscending',
  'tooManyItems',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export interface FieldError {
  key: FieldKey;
  values?: Record<string, number>;
}

export type FieldErrors = Record<string, FieldError>;
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The message key of a field error, under the `server` namespace. */
export function fieldMessageKey(error: FieldError): `field.${FieldKey}` {
  return `field.${error.key}`;
}
