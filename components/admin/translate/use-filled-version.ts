'use client';

import { useState } from 'react';

/**
 * The version a form's texts belong to: the one read, then the one each save answers. When the
 * page brings a newer version than the form's own saves (a fill of the missing languages wrote
 * the record), `take` starts the texts from it, so the next save neither loses the filled
 * languages nor meets a 409.
 */
export function useFilledVersion(updatedAt: string | undefined, take: () => void): [string, (version: string) => void] {
  const [base, setBase] = useState(updatedAt ?? '');
  const [seen, setSeen] = useState(updatedAt);
  if (updatedAt !== undefined && updatedAt !== seen) {
    setSeen(updatedAt);
    if (updatedAt !== base) {
      take();
      setBase(updatedAt);
    }
  }
  return [base, setBase];
}
