import type { RouteTable } from '../types';
import { EDITOR } from './operations';
import { protectedTermSchema, translateFillSchema } from '@/lib/api/contract/translate';

/** The translation help in the back office: filling missing languages, the protected terms. */
export const adminTranslateRoutes: RouteTable = {
  'POST /basic-api/v1/admin/translate/fill': EDITOR.takes(
    "`{ kind: 'product' | 'category' | 'faq' | 'home_card' | 'course' | 'library_entry', id }`, or `{ kind: 'product', ids }` (up to 50; the product list's bar sends 5 at a time): fills the empty languages from zh-CN (else en) through the configured provider, never overwriting a text, marks them machine translated and keeps a revision (the kinds with a history) → `{ records: [{ id, filled, failed }] }`.",
    { translateFillSchema },
    'TranslateFillResult',
    { refusals: { 409: 'no translation provider is configured' }, limited: true },
  ),
  'GET /basic-api/v1/admin/translate/terms': EDITOR.op('The protected terms, never sent to be translated → `{ list: [{ id, term }] }`.', 'ProtectedTermList'),
  'POST /basic-api/v1/admin/translate/terms': EDITOR.creates(
    '`{ term }`: a name, material or brand kept as written in every language (one already listed, ignoring case, is refused).',
    { protectedTermSchema },
    'ProtectedTerm',
  ),
  'DELETE /basic-api/v1/admin/translate/terms/{id}': EDITOR.op('The term is translated like any word again.', null),
};
