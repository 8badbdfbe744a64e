'use client';

/** Opens the browser's print dialog for the statement sheet. */
export default function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
