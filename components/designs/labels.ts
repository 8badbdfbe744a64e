import { isLogoPlacement, isPrintMethod, NAMED_COLOURS } from '@/lib/api/contract/designs';

/*
 * A design's stored values in the reader's words: a print method or logo placement key is
 * translated, the member's own words are shown as written; a named colour is translated, a hex
 * code is shown as it is. `t` is a translator of the `member.designs` namespace.
 */
type T = (key: string) => string;

export function printMethodText(t: T, value: string): string {
  return isPrintMethod(value) ? t(`printMethods.${value}`) : value;
}

export function placementText(t: T, value: string): string {
  return isLogoPlacement(value) ? t(`placements.${value}`) : value;
}

export function colourText(t: T, value: string): string {
  return value in NAMED_COLOURS ? t(`colourNames.${value}`) : value.toUpperCase();
}
