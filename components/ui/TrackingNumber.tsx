/**
 * A shipment's tracking number: a link to the carrier's tracking page (a new tab) when the carrier
 * is one of the table's, else the number as text. `hint` names the carrier's page for screen readers.
 */
export default function TrackingNumber({ number, url, hint }: { number: string; url: string | null; hint?: string }) {
  if (!url) return <>{number}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {number}
      {hint ? <span className="visually-hidden"> ({hint})</span> : null}
    </a>
  );
}
