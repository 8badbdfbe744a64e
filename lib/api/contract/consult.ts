/** The consultation request (POST /consult). */
import type { Locale } from '@/lib/config';

export interface ConsultInput {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  country?: string;
  product_id?: number | null;
  quantity?: number | null;
  message: string;
  locale?: Locale;
  source_page?: string;
}

export interface ConsultReceipt {
  id: number;
  created_at: string;
}

