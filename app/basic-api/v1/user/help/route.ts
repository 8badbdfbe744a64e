import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { helpRequestSchema, type HelpRequest } from '@/lib/api/contract/help';
import { validate } from '@/lib/validation/kit';
import { accountTeamFor, requestHelp } from '@/lib/server/help/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /user/help: the member's account team (their manager's card or the company's contact) and the office hours, in the request's language. */
export const GET = memberRoute({}, async ({ db, actor, locale }) => ok(await accountTeamFor(db, actor, locale)));

/**
 * POST /user/help: `topic`, `message` (10 to 4,000 characters), `files` (up to 5 of the member's
 * own handles) → a message in the member's general thread, the translated topic as its first line (201).
 */
export const POST = memberRoute<HelpRequest>({ body: (f) => validate(helpRequestSchema, f) }, async ({ db, actor, body, locale, t }) => {
  const topics = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'member.help.topics' });
  return ok(await requestHelp(db, actor, body, topics(body.topic), locale), t('help.sent'), 201);
});
export const { PUT, PATCH, DELETE } = methodNotAllowed();
