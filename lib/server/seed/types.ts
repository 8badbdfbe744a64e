import type { LocalizedList, LocalizedText } from '@/lib/server/db/schema';
import type { HomeCardFamily, SysConfigName } from '@/lib/api/contract';
import type { Db } from '@/lib/server/db/types';

export interface SeedCategory {
  key: string;
  /** Key of the parent family; absent for the three families. */
  parent?: string;
  name: LocalizedText;
}

export interface SeedProduct {
  slug: string;
  /** A sub-category key. */
  category: string;
  name: LocalizedText;
  summary: LocalizedText;
  /** Several paragraphs separated by blank lines. */
  description: LocalizedText;
  material: LocalizedText;
  /** A measurement such as "21 × 13 × 6 cm", or a text per locale where words are needed. */
  size: string | LocalizedText;
  moq: number;
  leadTimeDays: { min: number; max: number };
  customization: LocalizedList;
  /** Alt texts for images 1 (front) and 2 (detail) at /media/products/{slug}-{n}.webp */
  imageAlts: [LocalizedText, LocalizedText];
}

export interface SeedSliderItem {
  /** A family category key; the banner is /media/slider/{sign}.webp */
  sign: string;
  /** The words laid over the banner. */
  title: LocalizedText;
  subtitle: LocalizedText;
  button: LocalizedText;
}

export type SeedHomeCards = Record<HomeCardFamily, LocalizedText[]>;

export interface SeedFaq {
  question: LocalizedText;
  answer: LocalizedText;
}

export type SeedSystemConfig = Record<SysConfigName, string | LocalizedText>;

/** A later feature's demo content (lib/server/seed/modules.ts writes each once). */
export interface DemoModule {
  /** Stable: the marker is `demo_<key>_seeded_at`. */
  key: string;
  /** Writes the module's demo rows (the catalogue is already there). */
  seed: (tx: Db) => Promise<void>;
}
