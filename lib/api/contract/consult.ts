/** The consultation request (POST /consult). */
import type { Locale } from '@/lib/config';

export interface ConsultInput {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  /** An ISO 3166-1 alpha-2 code (a country's name is read as its code). */
  country?: string;
  product_id?: number | null;
  quantity?: number | null;
  message: string;
  locale?: Locale;
  source_page?: string;
  /** Handles of files uploaded with POST /consult/files (at most 5). */
  files?: string[];
}

export interface ConsultReceipt {
  id: number;
  /** What the buyer, the e-mails and the back office call the request: `HX-2611-7K3Q`. */
  reference: string;
  created_at: string;
}

/** A file uploaded for an inquiry (POST /consult/files): send its handle with the request. */
export interface UploadedFile {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  created_at: string;
}

