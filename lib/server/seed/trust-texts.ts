import type { Locale } from '@/lib/config';
import type { TrustTermKey } from '@/lib/api/contract/trust';

/*
 * The demo's terms of business in 14 languages: each term's first line is its short form (beside
 * the quote button), the lines after it its details.
 */
export const TRUST_TERM_TEXTS: Record<TrustTermKey, Record<Locale, string>> = {
  samples: {
    'zh-CN': '5–7 天出样，下单后退还样品费\n按您的设计稿在 5–7 个工作日内制作产前样。样品费（50 美元起）在首单中抵扣；样品快递费由买方承担。',
    'zh-TW': '5–7 天出樣，下單後退還樣品費\n依您的設計稿在 5–7 個工作天內製作產前樣。樣品費（50 美元起）於首單中扣抵；樣品快遞費由買方負擔。',
    en: 'Samples in 5–7 days, fee refunded with your order\nA pre-production sample is made from your artwork in 5–7 working days. The sample fee (from USD 50) is deducted from your first order; the buyer pays the express shipping of the sample.',
    ja: 'サンプルは5〜7日、ご注文時にサンプル代を返金\nお客様のデータから5〜7営業日で量産前サンプルを製作します。サンプル代（50米ドルから）は初回注文から差し引きます。サンプルの国際宅配便送料はお客様のご負担です。',
    ko: '샘플 5~7일, 주문 시 샘플 비용 환불\n보내주신 디자인으로 5~7 영업일 안에 양산 전 샘플을 만듭니다. 샘플 비용(50달러부터)은 첫 주문에서 차감되며, 샘플 특송 비용은 구매자가 부담합니다.',
    es: 'Muestras en 5–7 días, coste reembolsado con el pedido\nHacemos una muestra de preproducción con su diseño en 5–7 días laborables. El coste de la muestra (desde 50 USD) se descuenta de su primer pedido; el envío urgente de la muestra corre a cargo del comprador.',
    fr: 'Échantillons en 5 à 7 jours, frais remboursés à la commande\nUn échantillon de présérie est réalisé à partir de vos fichiers en 5 à 7 jours ouvrés. Les frais d’échantillon (à partir de 50 USD) sont déduits de votre première commande ; l’envoi express de l’échantillon est à la charge de l’acheteur.',
    de: 'Muster in 5–7 Tagen, Musterkosten mit dem Auftrag erstattet\nEin Vorserienmuster nach Ihren Druckdaten entsteht in 5–7 Werktagen. Die Musterkosten (ab 50 USD) werden vom ersten Auftrag abgezogen; den Expressversand des Musters trägt der Käufer.',
    pt: 'Amostras em 5–7 dias, valor devolvido no pedido\nFazemos uma amostra de pré-produção com a sua arte em 5–7 dias úteis. O valor da amostra (a partir de 50 USD) é descontado do primeiro pedido; o envio expresso da amostra fica a cargo do comprador.',
    ru: 'Образцы за 5–7 дней, стоимость возвращается при заказе\nПредсерийный образец по вашему макету изготавливается за 5–7 рабочих дней. Стоимость образца (от 50 USD) вычитается из первого заказа; экспресс-доставку образца оплачивает покупатель.',
    ar: 'عينات خلال 5–7 أيام، وتُستردّ تكلفتها مع الطلب\nنصنع عينة ما قبل الإنتاج من تصميمك خلال 5–7 أيام عمل. تُخصم تكلفة العينة (من 50 دولارًا) من طلبك الأول، ويتحمّل المشتري تكلفة الشحن السريع للعينة.',
    it: 'Campioni in 5–7 giorni, costo rimborsato con l’ordine\nRealizziamo un campione di pre-produzione dalla vostra grafica in 5–7 giorni lavorativi. Il costo del campione (da 50 USD) viene detratto dal primo ordine; la spedizione espressa del campione è a carico dell’acquirente.',
    vi: 'Mẫu trong 5–7 ngày, hoàn phí mẫu khi đặt hàng\nChúng tôi làm mẫu tiền sản xuất theo thiết kế của bạn trong 5–7 ngày làm việc. Phí mẫu (từ 50 USD) được trừ vào đơn hàng đầu tiên; người mua trả phí chuyển phát nhanh mẫu.',
    th: 'ตัวอย่างภายใน 5–7 วัน คืนค่าตัวอย่างเมื่อสั่งผลิต\nเราทำตัวอย่างก่อนผลิตจากไฟล์งานของคุณภายใน 5–7 วันทำการ ค่าตัวอย่าง (เริ่มต้น 50 ดอลลาร์สหรัฐ) หักจากคำสั่งซื้อแรก ผู้ซื้อชำระค่าส่งด่วนของตัวอย่าง',
  },
  payment: {
    'zh-CN': '30% 定金，70% 出货前付清（T/T）\n接受电汇（T/T）；样品费可用 PayPal；订单金额超过 2 万美元可用即期信用证。报价币种为美元或人民币。',
    'zh-TW': '30% 訂金，70% 出貨前付清（T/T）\n接受電匯（T/T）；樣品費可用 PayPal；訂單金額超過 2 萬美元可用即期信用狀。報價幣別為美元或人民幣。',
    en: '30% deposit, 70% before shipment (T/T)\nWe accept T/T bank transfer, PayPal for sample fees, and L/C at sight for orders over USD 20,000. Prices are quoted in USD or CNY.',
    ja: '前払い30%、出荷前に残り70%（電信送金）\n電信送金（T/T）に対応し、サンプル代はPayPalも可、2万米ドルを超えるご注文は一覧払信用状も可能です。見積りは米ドルまたは人民元です。',
    ko: '선금 30%, 선적 전 잔금 70%(T/T)\nT/T 송금을 받으며, 샘플 비용은 PayPal, 2만 달러 이상 주문은 일람불 신용장도 가능합니다. 견적 통화는 USD 또는 CNY입니다.',
    es: '30 % de anticipo, 70 % antes del envío (T/T)\nAceptamos transferencia bancaria (T/T), PayPal para el coste de muestras y carta de crédito a la vista para pedidos de más de 20 000 USD. Cotizamos en USD o CNY.',
    fr: '30 % d’acompte, 70 % avant expédition (virement T/T)\nNous acceptons le virement bancaire (T/T), PayPal pour les échantillons et la lettre de crédit à vue au-delà de 20 000 USD. Nos prix sont en USD ou en CNY.',
    de: '30 % Anzahlung, 70 % vor dem Versand (T/T)\nWir akzeptieren Banküberweisung (T/T), PayPal für Musterkosten und Akkreditiv bei Sicht ab 20.000 USD. Preise in USD oder CNY.',
    pt: '30% de sinal, 70% antes do embarque (T/T)\nAceitamos transferência bancária (T/T), PayPal para amostras e carta de crédito à vista para pedidos acima de 20.000 USD. Cotamos em USD ou CNY.',
    ru: 'Предоплата 30 %, 70 % до отгрузки (T/T)\nПринимаем банковский перевод (T/T), PayPal за образцы и аккредитив по предъявлении для заказов свыше 20 000 USD. Цены в USD или CNY.',
    ar: 'دفعة مقدّمة 30%، و70% قبل الشحن (تحويل بنكي)\nنقبل التحويل البنكي (T/T)، وPayPal لتكلفة العينات، والاعتماد المستندي عند الاطلاع للطلبات التي تتجاوز 20,000 دولار. الأسعار بالدولار الأمريكي أو اليوان.',
    it: 'Acconto del 30%, saldo del 70% prima della spedizione (T/T)\nAccettiamo bonifico bancario (T/T), PayPal per i campioni e lettera di credito a vista per ordini oltre 20.000 USD. Prezzi in USD o CNY.',
    vi: 'Đặt cọc 30%, thanh toán 70% trước khi giao hàng (T/T)\nChúng tôi nhận chuyển khoản T/T, PayPal cho phí mẫu và L/C trả ngay cho đơn trên 20.000 USD. Báo giá bằng USD hoặc CNY.',
    th: 'มัดจำ 30% ชำระอีก 70% ก่อนจัดส่ง (T/T)\nรับโอนเงินผ่านธนาคาร (T/T) ค่าตัวอย่างชำระผ่าน PayPal ได้ และรับ L/C at sight สำหรับคำสั่งซื้อเกิน 20,000 ดอลลาร์สหรัฐ เสนอราคาเป็น USD หรือ CNY',
  },
  shipping: {
    'zh-CN': 'FOB 深圳，或海运、空运、快递门到门\n样品确认后 15–25 天完成生产。可报 FOB、CIF 或 DDP 价；外箱按您的要求贴标、打托。',
    'zh-TW': 'FOB 深圳，或海運、空運、快遞門到門\n樣品確認後 15–25 天完成生產。可報 FOB、CIF 或 DDP 價；外箱依您的要求貼標、打棧板。',
    en: 'FOB Shenzhen, or door to door by sea, air or express\nProduction takes 15–25 days after sample approval. We quote FOB, CIF or DDP; cartons are labelled and palletised to your instructions.',
    ja: 'FOB深セン、または海上・航空・国際宅配便でドア・ツー・ドア\nサンプル承認後15〜25日で生産します。FOB、CIF、DDPでお見積りし、外箱はご指示どおりにラベル貼付・パレット積みします。',
    ko: 'FOB 선전, 또는 해상·항공·특송 도어 투 도어\n샘플 승인 후 15~25일 안에 생산합니다. FOB, CIF, DDP로 견적하며, 카톤은 요청대로 라벨을 붙이고 팔레트에 적재합니다.',
    es: 'FOB Shenzhen, o puerta a puerta por mar, aire o mensajería\nLa producción tarda 15–25 días tras aprobar la muestra. Cotizamos FOB, CIF o DDP; las cajas se etiquetan y paletizan según sus instrucciones.',
    fr: 'FOB Shenzhen, ou porte à porte par mer, air ou express\nLa production prend 15 à 25 jours après validation de l’échantillon. Nous chiffrons en FOB, CIF ou DDP ; les cartons sont étiquetés et palettisés selon vos instructions.',
    de: 'FOB Shenzhen oder von Tür zu Tür per See, Luft oder Express\nDie Produktion dauert 15–25 Tage nach Musterfreigabe. Wir bieten FOB, CIF oder DDP an; Kartons werden nach Ihren Vorgaben etikettiert und palettiert.',
    pt: 'FOB Shenzhen, ou porta a porta por mar, ar ou expresso\nA produção leva 15–25 dias após a aprovação da amostra. Cotamos FOB, CIF ou DDP; as caixas são etiquetadas e paletizadas conforme as suas instruções.',
    ru: 'FOB Шэньчжэнь или «от двери до двери» морем, авиа или экспресс-почтой\nПроизводство занимает 15–25 дней после утверждения образца. Считаем FOB, CIF или DDP; коробки маркируем и укладываем на паллеты по вашим указаниям.',
    ar: 'تسليم FOB شنتشن، أو من الباب إلى الباب بحرًا أو جوًا أو بالبريد السريع\nيستغرق الإنتاج 15–25 يومًا بعد اعتماد العينة. نقدّم أسعار FOB أو CIF أو DDP، وتُلصق الملصقات على الكراتين وتُرصّ على المنصات حسب تعليماتك.',
    it: 'FOB Shenzhen, o porta a porta via mare, aerea o corriere espresso\nLa produzione richiede 15–25 giorni dall’approvazione del campione. Quotiamo FOB, CIF o DDP; i cartoni sono etichettati e pallettizzati secondo le vostre istruzioni.',
    vi: 'FOB Thâm Quyến, hoặc giao tận nơi bằng đường biển, hàng không hay chuyển phát nhanh\nSản xuất mất 15–25 ngày sau khi duyệt mẫu. Chúng tôi báo giá FOB, CIF hoặc DDP; thùng carton được dán nhãn và xếp pallet theo yêu cầu của bạn.',
    th: 'FOB เซินเจิ้น หรือส่งถึงที่ทางเรือ ทางอากาศ หรือขนส่งด่วน\nผลิตเสร็จภายใน 15–25 วันหลังอนุมัติตัวอย่าง เสนอราคาแบบ FOB, CIF หรือ DDP ติดฉลากกล่องและจัดลงพาเลทตามที่คุณกำหนด',
  },
  regions: {
    'zh-CN': '欧洲、北美、澳大利亚、中东和亚洲\n已发货至 60 多个国家。可为欧盟、英国、美国、加拿大和澳大利亚提供 DDP（完税后交货）。',
    'zh-TW': '歐洲、北美、澳洲、中東和亞洲\n已出貨至 60 多個國家。可為歐盟、英國、美國、加拿大和澳洲提供 DDP（完稅後交貨）。',
    en: 'Europe, North America, Australia, the Middle East and Asia\nWe ship to more than 60 countries. DDP delivery (duties paid) is available to the EU, the UK, the USA, Canada and Australia.',
    ja: 'ヨーロッパ、北米、オーストラリア、中東、アジア\n60か国以上に出荷しています。EU、英国、米国、カナダ、オーストラリアへは関税込みのDDP配送も可能です。',
    ko: '유럽, 북미, 호주, 중동, 아시아\n60개국 이상에 배송합니다. EU, 영국, 미국, 캐나다, 호주는 관세 포함 DDP 배송도 가능합니다.',
    es: 'Europa, Norteamérica, Australia, Oriente Medio y Asia\nEnviamos a más de 60 países. Entrega DDP (aranceles pagados) disponible para la UE, el Reino Unido, EE. UU., Canadá y Australia.',
    fr: 'Europe, Amérique du Nord, Australie, Moyen-Orient et Asie\nNous expédions dans plus de 60 pays. Livraison DDP (droits acquittés) possible vers l’UE, le Royaume-Uni, les États-Unis, le Canada et l’Australie.',
    de: 'Europa, Nordamerika, Australien, Nahost und Asien\nWir liefern in über 60 Länder. DDP-Lieferung (verzollt) ist in die EU, nach Großbritannien, in die USA, nach Kanada und Australien möglich.',
    pt: 'Europa, América do Norte, Austrália, Oriente Médio e Ásia\nEnviamos para mais de 60 países. Entrega DDP (impostos pagos) disponível para a UE, o Reino Unido, os EUA, o Canadá e a Austrália.',
    ru: 'Европа, Северная Америка, Австралия, Ближний Восток и Азия\nОтправляем в более чем 60 стран. Доставка DDP (с оплатой пошлин) возможна в ЕС, Великобританию, США, Канаду и Австралию.',
    ar: 'أوروبا وأمريكا الشمالية وأستراليا والشرق الأوسط وآسيا\nنشحن إلى أكثر من 60 دولة. يتوفر التسليم DDP (مع دفع الرسوم) إلى الاتحاد الأوروبي والمملكة المتحدة والولايات المتحدة وكندا وأستراليا.',
    it: 'Europa, Nord America, Australia, Medio Oriente e Asia\nSpediamo in oltre 60 paesi. Consegna DDP (dazi pagati) disponibile verso UE, Regno Unito, USA, Canada e Australia.',
    vi: 'Châu Âu, Bắc Mỹ, Úc, Trung Đông và châu Á\nChúng tôi giao hàng tới hơn 60 quốc gia. Có giao DDP (đã nộp thuế) tới EU, Anh, Mỹ, Canada và Úc.',
    th: 'ยุโรป อเมริกาเหนือ ออสเตรเลีย ตะวันออกกลาง และเอเชีย\nเราจัดส่งไปแล้วกว่า 60 ประเทศ มีบริการ DDP (รวมภาษีอากร) ไปยังสหภาพยุโรป สหราชอาณาจักร สหรัฐอเมริกา แคนาดา และออสเตรเลีย',
  },
};

/** The demo's certifications, in the order the pages show them. */
export const TRUST_DEMO_CERTIFICATIONS = [
  { name: 'ISO 9001:2015', number: 'CN-QMS-2291-A', issuer: 'SGS', validUntil: '2027-06-30', document: 'ISO-9001-certificate.pdf' },
  { name: 'amfori BSCI', number: 'DBID 4012-7765', issuer: 'amfori', validUntil: '2027-03-15', document: null },
  { name: 'OEKO-TEX Standard 100', number: 'SH025 189456', issuer: 'TESTEX', validUntil: '2027-01-31', document: null },
] as const;
