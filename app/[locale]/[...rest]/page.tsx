import { notFound } from 'next/navigation';

/** Any path no page claims: the localized 404 page with a real 404 status. */
export default function CatchAll() {
  notFound();
}
