'use client';

export type LocaleChoice = { value: string; label: string; href: string };

/** The preview's language: each locale is its own address (the draft goes along). */
export default function PreviewLocaleSelect({ label, value, choices }: { label: string; value: string; choices: LocaleChoice[] }) {
  return (
    <label>
      <span>{label}</span>{' '}
      <select
        value={value}
        onChange={(event) => {
          const choice = choices.find((c) => c.value === event.target.value);
          if (choice) window.location.assign(choice.href);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
