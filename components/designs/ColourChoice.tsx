'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { colourSwatch, COLOUR_NAMES, DESIGN_LIMITS, normalizeColour } from '@/lib/api/contract/designs';
import styles from './Designs.module.css';

/**
 * The design editor's colours: the named swatches, pressed when chosen, and colours of the member's
 * own from a colour input, up to DESIGN_LIMITS.colours in all.
 */
export default function ColourChoice({ colours, onChange, error }: { colours: string[]; onChange: (next: string[]) => void; error: ReactNode }) {
  const t = useTranslations('member.designs');
  const [custom, setCustom] = useState('#1f2f5c');
  const full = colours.length >= DESIGN_LIMITS.colours;

  function toggleColour(colour: string) {
    onChange(colours.includes(colour) ? colours.filter((c) => c !== colour) : [...colours, colour]);
  }
  function addCustom() {
    const hex = normalizeColour(custom);
    if (hex && !colours.includes(hex) && colours.length < DESIGN_LIMITS.colours) onChange([...colours, hex]);
  }

  return (
    <fieldset className={styles.group} aria-describedby="design-colours-hint">
      <legend>{t('colours')}</legend>
      <p id="design-colours-hint" className={styles.hint}>
        {t('coloursHint', { max: DESIGN_LIMITS.colours })}
      </p>
      <ul className={styles.swatches} id="design-colours" tabIndex={-1}>
        {COLOUR_NAMES.map((colour) => {
          const on = colours.includes(colour);
          return (
            <li key={colour}>
              <button type="button" className={styles.swatch} aria-pressed={on} disabled={!on && full} onClick={() => toggleColour(colour)}>
                <span className={styles.dot} style={{ background: colourSwatch(colour) }} aria-hidden="true" />
                {t(`colourNames.${colour}`)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.customColour}>
        <label className={styles.label} htmlFor="design-custom-colour">
          {t('customColour')}
        </label>
        <div className={styles.customRow}>
          <input id="design-custom-colour" type="color" className={styles.colorInput} value={custom} onChange={(e) => setCustom(e.target.value)} />
          <span className={styles.hex} dir="ltr">
            {custom.toUpperCase()}
          </span>
          <button type="button" className="button button--ghost" disabled={full} onClick={addCustom}>
            {t('addColour')}
          </button>
        </div>
      </div>
      {colours.some((c) => c.startsWith('#')) && (
        <ul className={styles.chosen} aria-label={t('customColours')}>
          {colours
            .filter((c) => c.startsWith('#'))
            .map((c) => (
              <li key={c}>
                <span className={styles.dot} style={{ background: c }} aria-hidden="true" />
                <span dir="ltr">{c.toUpperCase()}</span>
                <button type="button" className={styles.remove} aria-label={t('removeColour', { colour: c.toUpperCase() })} onClick={() => toggleColour(c)}>
                  ×
                </button>
              </li>
            ))}
        </ul>
      )}
      {error}
    </fieldset>
  );
}
