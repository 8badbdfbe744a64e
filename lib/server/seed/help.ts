import 'server-only';
import { or, sql } from 'drizzle-orm';
import { STAFF_ROLES, type Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { systemConfig } from '@/lib/server/catalogue/schema';
import { staffProfiles } from '@/lib/server/help/schema';
import { OFFICE_HOURS } from '@/lib/server/help/service';
import { users } from '@/lib/server/members/schema';
import type { DemoModule } from './types';

/*
 * The account team's demo content: the office hours members read on /user/helpGroup, in the 14
 * languages (China Standard Time, the factory's week), and a card for each staff account that
 * exists when the module runs (none on a fresh clone: staff are created from the command line,
 * and admins then write their cards on /admin/team).
 */

export const OFFICE_HOURS_TEXT: Record<Locale, string> = {
  'zh-CN': '周一至周五 8:30–18:00\n周六 9:00–12:00（打样与发货咨询）\n法定节假日休息，春节期间工厂停工约两周',
  'zh-TW': '週一至週五 8:30–18:00\n週六 9:00–12:00（打樣與出貨諮詢）\n國定假日休息，農曆春節期間工廠停工約兩週',
  en: 'Monday to Friday, 8:30–18:00\nSaturday, 9:00–12:00 (samples and shipping questions)\nClosed on Chinese public holidays; the factory stops for about two weeks at Chinese New Year',
  ja: '月曜日〜金曜日 8:30–18:00\n土曜日 9:00–12:00（サンプルと発送のご相談）\n中国の祝日は休業、春節期間は工場が約 2 週間休業します',
  ko: '월요일~금요일 8:30–18:00\n토요일 9:00–12:00 (샘플 및 배송 문의)\n중국 공휴일 휴무, 춘절 기간에는 공장이 약 2주간 쉽니다',
  es: 'De lunes a viernes, 8:30–18:00\nSábados, 9:00–12:00 (consultas de muestras y envíos)\nCerrado en festivos chinos; la fábrica para unas dos semanas por el Año Nuevo chino',
  fr: 'Du lundi au vendredi, 8 h 30–18 h\nLe samedi, 9 h–12 h (échantillons et expéditions)\nFermé les jours fériés chinois ; l’usine s’arrête environ deux semaines au Nouvel An chinois',
  de: 'Montag bis Freitag, 8:30–18:00 Uhr\nSamstag, 9:00–12:00 Uhr (Fragen zu Mustern und Versand)\nAn chinesischen Feiertagen geschlossen; zum chinesischen Neujahr ruht die Fabrik etwa zwei Wochen',
  pt: 'De segunda a sexta, 8:30–18:00\nSábado, 9:00–12:00 (amostras e envios)\nEncerrado nos feriados chineses; a fábrica para cerca de duas semanas no Ano Novo Chinês',
  ru: 'Понедельник — пятница, 8:30–18:00\nСуббота, 9:00–12:00 (вопросы по образцам и отправке)\nВ китайские праздники выходной; на китайский Новый год фабрика останавливается примерно на две недели',
  ar: 'من الاثنين إلى الجمعة، 8:30–18:00\nالسبت، 9:00–12:00 (استفسارات العينات والشحن)\nمغلق في العطلات الرسمية الصينية، ويتوقف المصنع نحو أسبوعين في رأس السنة الصينية',
  it: 'Dal lunedì al venerdì, 8:30–18:00\nSabato, 9:00–12:00 (campioni e spedizioni)\nChiuso nei giorni festivi cinesi; la fabbrica si ferma circa due settimane per il Capodanno cinese',
  vi: 'Thứ Hai đến thứ Sáu, 8:30–18:00\nThứ Bảy, 9:00–12:00 (tư vấn hàng mẫu và gửi hàng)\nNghỉ các ngày lễ của Trung Quốc; nhà máy nghỉ khoảng hai tuần dịp Tết Nguyên đán',
  th: 'วันจันทร์ถึงวันศุกร์ 8:30–18:00\nวันเสาร์ 9:00–12:00 (สอบถามตัวอย่างและการจัดส่ง)\nหยุดวันหยุดราชการของจีน และโรงงานหยุดประมาณสองสัปดาห์ช่วงตรุษจีน',
};

/** A staff card's title: "Account manager" in the 14 languages. */
export const ACCOUNT_MANAGER_TITLE: Record<Locale, string> = {
  'zh-CN': '客户经理',
  'zh-TW': '客戶經理',
  en: 'Account manager',
  ja: 'アカウントマネージャー',
  ko: '담당 매니저',
  es: 'Gestor de cuenta',
  fr: 'Chargé de compte',
  de: 'Kundenbetreuer',
  pt: 'Gestor de conta',
  ru: 'Менеджер по работе с клиентами',
  ar: 'مدير الحساب',
  it: 'Account manager',
  vi: 'Người phụ trách khách hàng',
  th: 'ผู้ดูแลบัญชี',
};

export const helpDemo: DemoModule = {
  key: 'help',
  async seed(tx: Db) {
    await tx.insert(systemConfig).values({ name: OFFICE_HOURS, value: OFFICE_HOURS_TEXT }).onConflictDoNothing();
    const holds = (role: string) => sql`${users.roles} @> ${sql.raw(`'${JSON.stringify([role])}'::jsonb`)}`;
    const staff = await tx
      .select({ id: users.id, nickname: users.nickname, account: users.account, email: users.email })
      .from(users)
      .where(or(...STAFF_ROLES.map(holds)));
    if (staff.length === 0) return;
    await tx
      .insert(staffProfiles)
      .values(staff.map((s) => ({ userId: s.id, displayName: s.nickname || s.account || `#${s.id}`, title: ACCOUNT_MANAGER_TITLE, email: s.email ?? '' })))
      .onConflictDoNothing();
  },
};
