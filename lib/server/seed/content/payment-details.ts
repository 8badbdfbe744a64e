import type { PaymentValues } from '@/lib/api/contract/payment-details';

/** The demo business's payment details for proforma invoices (an example account; admins replace it at /admin/company). */
export const paymentDetails: PaymentValues = {
  beneficiary: 'Dongguan Hengxin Case Co., Ltd.',
  bank_name: 'Bank of China, Dongguan Branch',
  account: 'CN58 1049 0000 7788 6655 4433',
  swift: 'BKCHCNBJ45A',
  bank_address: '1 Dongcheng Middle Road, Dongcheng District, Dongguan, Guangdong 523000, China',
  terms: '30% deposit by bank transfer to confirm the order; the balance before shipment. Bank charges are paid by the buyer.',
};
