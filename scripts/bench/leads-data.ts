// The leads of `npm run bench:leads` (scripts/bench-leads.ts): LEADS_BENCH_COUNT (100,000) generated
// leads spread over two years, written by PostgreSQL itself from the word lists below (names, companies,
// countries, messages in several languages), in chunks, with a fixed seed.
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';

/** How many leads the bench inserts (LEADS_BENCH_COUNT, 100 to 1,000,000). */
const COUNT = Math.min(Math.max(Number(process.env.LEADS_BENCH_COUNT || 100_000), 100), 1_000_000);

const q = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

// Display name and its ASCII form for the e-mail address (pinyin for the Chinese ones).
const FIRST = [
  ['Anna', 'anna'],
  ['Lukas', 'lukas'],
  ['Sofia', 'sofia'],
  ['James', 'james'],
  ['Olivia', 'olivia'],
  ['Mateo', 'mateo'],
  ['Yuki', 'yuki'],
  ['Hiroshi', 'hiroshi'],
  ['Min-jun', 'minjun'],
  ['Priya', 'priya'],
  ['Arjun', 'arjun'],
  ['Fatima', 'fatima'],
  ['Omar', 'omar'],
  ['Elena', 'elena'],
  ['Marco', 'marco'],
  ['Chloé', 'chloe'],
  ['Pierre', 'pierre'],
  ['Ingrid', 'ingrid'],
  ['Lars', 'lars'],
  ['Ana', 'ana'],
  ['João', 'joao'],
  ['Carlos', 'carlos'],
  ['Noah', 'noah'],
  ['Emma', 'emma'],
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['强', 'qiang'],
  ['洋', 'yang'],
  ['Dmitri', 'dmitri'],
  ['Olga', 'olga'],
  ['Kemal', 'kemal'],
  ['Ayşe', 'ayse'],
  ['Nguyen', 'nguyen'],
  ['Siti', 'siti'],
  ['Tomás', 'tomas'],
  ['Zofia', 'zofia'],
];
const LAST = [
  ['Schmidt', 'schmidt'],
  ['Müller', 'mueller'],
  ['Rossi', 'rossi'],
  ['García', 'garcia'],
  ['Smith', 'smith'],
  ['Johnson', 'johnson'],
  ['Tanaka', 'tanaka'],
  ['Sato', 'sato'],
  ['Kim', 'kim'],
  ['Patel', 'patel'],
  ['Sharma', 'sharma'],
  ['Haddad', 'haddad'],
  ['Dubois', 'dubois'],
  ['Martin', 'martin'],
  ['Larsen', 'larsen'],
  ['Nilsson', 'nilsson'],
  ['Silva', 'silva'],
  ['Santos', 'santos'],
  ['Kowalski', 'kowalski'],
  ['Novak', 'novak'],
  ['Yılmaz', 'yilmaz'],
  ['Ivanov', 'ivanov'],
  ['Tran', 'tran'],
  ['Wijaya', 'wijaya'],
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['Brown', 'brown'],
  ['Wilson', 'wilson'],
  ['De Vries', 'devries'],
  ['Jansen', 'jansen'],
  ['Moreau', 'moreau'],
  ['Ferrari', 'ferrari'],
  ['Lopez', 'lopez'],
  ['Nowak', 'nowak'],
];
const COMPANY_A = [
  'Nordwind',
  'Alpine',
  'Blue Harbor',
  'Sunrise',
  'Atlas',
  'Evergreen',
  'Pacific',
  'Redwood',
  'Silverline',
  'Maple',
  'Orion',
  'Crescent',
  'Summit',
  'Horizon',
  'Golden Gate',
  'Riverstone',
  'Cedar',
  'Polaris',
  'Lighthouse',
  'Meridian',
  '华联',
  '东方',
  '远航',
  '星辰',
  'Sakura',
  'Baltic',
  'Andes',
  'Sahara',
  'Danube',
  'Fjord',
];
const COMPANY_B = [
  'Trading GmbH',
  'Outdoor Ltd',
  'Promotions Inc.',
  'Retail Group',
  'Gear Co.',
  'Supplies S.L.',
  'Imports B.V.',
  'Brands SAS',
  '贸易有限公司',
  'Corporation',
  'Distribution AB',
  'Sports Srl',
  '',
];
// Repeats weight the countries (what buyers type into the form's country field).
const COUNTRIES = [
  'Germany',
  'Germany',
  'Germany',
  'United States',
  'United States',
  'United States',
  'United States',
  'United Kingdom',
  'United Kingdom',
  'France',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Poland',
  'Sweden',
  'Norway',
  'Denmark',
  'Japan',
  'Japan',
  'South Korea',
  'Australia',
  'Canada',
  'Canada',
  'Brazil',
  'Mexico',
  'India',
  'United Arab Emirates',
  'Saudi Arabia',
  'Turkey',
  'Russia',
  'Vietnam',
  'Indonesia',
  'Singapore',
  'China',
  'China',
  'Hong Kong',
  'Taiwan',
  'South Africa',
  'Chile',
  '',
];
const DOMAINS = ['example.com', 'example.de', 'example.co.uk', 'example.fr', 'example.jp', 'example.cn', 'mail.example', 'example.net'];
const MESSAGES = [
  'Hello, we are looking for a supplier of custom printed pouches for a retail programme. Please send your price list and MOQ.',
  'We need %Q pieces with our logo, delivery to our warehouse before the end of next quarter. Could you quote FOB and DDP?',
  'Please quote %Q units in two colours, screen printed logo, individual polybag packing. Sample lead time?',
  'Our brand sells outdoor equipment; we want a padded carrying case for a new product. Dimensions attached in the next mail.',
  'Could you make a waterproof version of this item? We would order %Q pieces per month if the quality is right.',
  'Looking for a long-term partner for soft goods: pouches, sleeves and tool rolls. Do you have BSCI or ISO 9001?',
  '您好，我们需要定制%Q个收纳包，请报价并告知交期，谢谢。',
  '请问这款产品可以做我们的LOGO吗？数量大约%Q个，需要开票。',
  'Guten Tag, wir benötigen ein Angebot für %Q Stück mit Siebdruck. Lieferung nach Hamburg.',
  'Bonjour, pouvez-vous nous envoyer un devis pour %Q pièces avec notre logo brodé ?',
  'Hola, necesitamos %Q unidades con impresión a todo color. ¿Cuál es el precio unitario?',
  'We are a distributor in our region and would like samples of your EVA cases before placing a trial order of %Q pieces.',
  'Do you offer eco-friendly materials (recycled PET, organic cotton)? Quantity around %Q.',
  'Urgent: trade show next month, we need %Q branded bags. Is air freight possible?',
];
/** The word in about 1 % of the leads (the keyword the bench searches for), and one in none. */
export const RARE_WORD = 'RFID';
export const ABSENT_WORD = 'zeppelin';

export async function insertLeads(db: Db, productIds: number[], salesIds: number[]): Promise<void> {
  const first = q(FIRST.map((f) => f[0]));
  const firstAscii = q(FIRST.map((f) => f[1]));
  const last = q(LAST.map((l) => l[0]));
  const lastAscii = q(LAST.map((l) => l[1]));
  const rand = (n: number) => `(1 + floor(random() * ${n}))::int`;
  await db.execute(sql`select setseed(0.42)`);
  // One statement in chunks of 20,000 (a single 100,000-row statement needs more of PGlite's memory).
  const CHUNK = 20_000;
  for (let start = 1; start <= COUNT; start += CHUNK) {
    const end = Math.min(COUNT, start + CHUNK - 1);
    await db.execute(
      sql.raw(`
      insert into consult_requests
        (name, company, email, phone, country, product_id, quantity, message, locale, source_page, client_address, user_agent,
         status, assignee_id, follow_up_at, read_at, created_at, updated_at, reference)
      select
        (${first})[fi] || ' ' || (${last})[li],
        case when random() < 0.85 then (${q(COMPANY_A)})[${rand(COMPANY_A.length)}] || ' ' || (${q(COMPANY_B)})[${rand(COMPANY_B.length)}] else '' end,
        (${firstAscii})[fi] || '.' || (${lastAscii})[li] || (i % 997) || '@' || (${q(DOMAINS)})[${rand(DOMAINS.length)}],
        case when random() < 0.6 then '+' || (10 + floor(random() * 89))::int || ' ' || (100000000 + floor(random() * 899999999))::bigint else '' end,
        (${q(COUNTRIES)})[${rand(COUNTRIES.length)}],
        case when random() < 0.7 then (array[${productIds.join(',')}])[${rand(productIds.length)}] end,
        qty,
        replace((${q(MESSAGES)})[${rand(MESSAGES.length)}], '%Q', coalesce(qty, 500)::text)
          || case when i % 100 = 37 then ' We also need ${RARE_WORD} blocking lining in some of them.' else '' end,
        (array['en','en','en','de','fr','es','zh-CN','zh-CN','ja','ko','it','ru','pt','ar'])[${rand(14)}],
        '/en/product/' || ${rand(27)},
        '203.0.113.' || (i % 250),
        'Mozilla/5.0 (bench)',
        status,
        case when status <> 'new' and random() < 0.9 then (array[${salesIds.join(',')}])[${rand(salesIds.length)}] end,
        case when status in ('contacted', 'quoting') and random() < 0.5 then created + (3 + floor(random() * 30)) * interval '1 day' end,
        case when status <> 'new' or random() < 0.3 then created + (1 + random() * 48) * interval '1 hour' end,
        created,
        created,
        'HX-BENCH-' || i
      from (
        select i, fi, li, qty, created,
          case
            when i > ${COUNT} * 0.97 then (array['new','new','new','new','new','new','new','contacted','contacted','quoting'])[${rand(10)}]
            else (array['new','contacted','contacted','contacted','quoting','quoting','won','won','won','lost','lost','lost','lost','lost','lost','spam','spam','spam'])[${rand(18)}]
          end as status
        from (
          select i, ${rand(FIRST.length)} as fi, ${rand(LAST.length)} as li,
            case when random() < 0.8 then (100 * (1 + floor(random() * 100)))::int end as qty,
            now() - interval '730 days' + (i::float8 / ${COUNT}) * interval '730 days' - random() * interval '3 hours' as created
          from generate_series(${start}, ${end}) as g(i)
        ) raw
      ) s`),
    );
  }
  await db.execute(sql`analyze consult_requests`);
}
