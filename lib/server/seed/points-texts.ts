import type { Locale } from '@/lib/config';

/*
 * The demo levels' and rewards' texts in the 14 locales (./points.ts). Benefits are what a
 * custom-case factory can really offer its buyers; rewards are made in our own workshop.
 */

type PerLocale<T> = Record<Locale, T>;

export const LEVEL_NAMES: PerLocale<[string, string, string, string]> = {
  'zh-CN': ['普通会员', '银卡会员', '金卡会员', '白金会员'],
  'zh-TW': ['一般會員', '銀卡會員', '金卡會員', '白金會員'],
  en: ['Standard', 'Silver', 'Gold', 'Platinum'],
  ja: ['スタンダード', 'シルバー', 'ゴールド', 'プラチナ'],
  ko: ['스탠다드', '실버', '골드', '플래티넘'],
  es: ['Estándar', 'Plata', 'Oro', 'Platino'],
  fr: ['Standard', 'Argent', 'Or', 'Platine'],
  de: ['Standard', 'Silber', 'Gold', 'Platin'],
  pt: ['Padrão', 'Prata', 'Ouro', 'Platina'],
  ru: ['Стандарт', 'Серебро', 'Золото', 'Платина'],
  ar: ['قياسي', 'فضي', 'ذهبي', 'بلاتيني'],
  it: ['Standard', 'Argento', 'Oro', 'Platino'],
  vi: ['Tiêu chuẩn', 'Bạc', 'Vàng', 'Bạch kim'],
  th: ['มาตรฐาน', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม'],
};

/** Per level (Standard, Silver, Gold, Platinum), the benefits in each locale. */
export const LEVEL_BENEFITS: PerLocale<[string[], string[], string[], string[]]> = {
  'zh-CN': [
    ['每笔订单免费检查设计稿', '一个工作日内报价', '每笔付款累积积分'],
    ['返单设计免费寄实物样', '打样稿 24 小时内优先出稿', '免费潘通色对色'],
    ['免费快递寄样', '开模费与印版费 95 折', '专属客户经理', '为返单代存您的成品库存'],
    ['新 EVA 款式满 3,000 个免开模费', '每月预留生产排期', '每季度业务回顾', '每批出货附带照片验货报告'],
  ],
  'zh-TW': [
    ['每筆訂單免費檢查設計稿', '一個工作天內報價', '每筆付款累積積分'],
    ['返單設計免費寄實物樣', '打樣稿 24 小時內優先出稿', '免費潘通色對色'],
    ['免費快遞寄樣', '開模費與印版費 95 折', '專屬客戶經理', '為返單代存您的成品庫存'],
    ['新 EVA 款式滿 3,000 個免開模費', '每月預留生產排程', '每季業務回顧', '每批出貨附照片驗貨報告'],
  ],
  en: [
    ['Free artwork check on every order', 'Quotes within one working day', 'Points on every payment'],
    ['Free physical sample for repeat designs', 'Priority proofs within 24 hours', 'Free Pantone colour matching'],
    ['Free express samples', '5% off mould and plate fees', 'A dedicated account manager', 'Finished stock kept for your reorders'],
    ['No mould fee on new EVA shapes from 3,000 pcs', 'A production slot reserved every month', 'Quarterly business review', 'Photo inspection report with every shipment'],
  ],
  ja: [
    ['すべてのご注文でデータを無料チェック', '1 営業日以内にお見積もり', 'お支払いごとにポイント付与'],
    ['リピートデザインの実物サンプル無料', '校正を 24 時間以内に優先対応', 'パントン色合わせ無料'],
    ['サンプルの速達送料無料', '金型・版代 5% オフ', '専任の担当者', 'リピート用に完成品在庫をお預かり'],
    ['新規 EVA 形状 3,000 個以上で金型代無料', '毎月の生産枠を確保', '四半期ごとのお取引レビュー', '出荷ごとに写真付き検品レポート'],
  ],
  ko: [
    ['모든 주문 디자인 파일 무료 검수', '1영업일 이내 견적', '결제할 때마다 포인트 적립'],
    ['재주문 디자인 실물 샘플 무료', '시안 24시간 이내 우선 제공', '팬톤 색상 무료 매칭'],
    ['특급 샘플 배송 무료', '금형비·인쇄판비 5% 할인', '전담 매니저', '재주문용 완제품 재고 보관'],
    ['신규 EVA 형태 3,000개 이상 금형비 무료', '매월 생산 일정 우선 배정', '분기별 거래 리뷰', '출고마다 사진 검수 보고서'],
  ],
  es: [
    ['Revisión gratuita del arte en cada pedido', 'Presupuesto en un día laborable', 'Puntos con cada pago'],
    ['Muestra física gratis en diseños repetidos', 'Pruebas prioritarias en 24 horas', 'Igualación de color Pantone gratis'],
    ['Muestras por exprés gratis', '5 % de descuento en moldes y planchas', 'Gestor de cuenta dedicado', 'Guardamos stock terminado para sus reposiciones'],
    ['Sin coste de molde en nuevas formas EVA desde 3.000 uds.', 'Turno de producción reservado cada mes', 'Revisión trimestral de negocio', 'Informe de inspección con fotos en cada envío'],
  ],
  fr: [
    ['Vérification gratuite des fichiers à chaque commande', 'Devis en un jour ouvré', 'Des points à chaque paiement'],
    ['Échantillon physique offert pour les designs répétés', 'BAT prioritaires sous 24 heures', 'Correspondance Pantone offerte'],
    ['Échantillons en express offerts', '5 % de remise sur moules et clichés', 'Un chargé de compte dédié', 'Stock fini conservé pour vos réassorts'],
    ['Moule offert pour une nouvelle forme EVA dès 3 000 pcs', 'Créneau de production réservé chaque mois', 'Revue trimestrielle', 'Rapport d’inspection photo à chaque expédition'],
  ],
  de: [
    ['Kostenlose Druckdatenprüfung bei jeder Bestellung', 'Angebot innerhalb eines Werktags', 'Punkte für jede Zahlung'],
    ['Kostenloses Muster bei Wiederholungsdesigns', 'Korrekturabzüge bevorzugt in 24 Stunden', 'Kostenlose Pantone-Farbabstimmung'],
    ['Kostenlose Express-Muster', '5 % Rabatt auf Werkzeug- und Klischeekosten', 'Persönlicher Ansprechpartner', 'Fertigware für Nachbestellungen eingelagert'],
    ['Keine Werkzeugkosten für neue EVA-Formen ab 3.000 Stück', 'Monatlich reservierter Produktionsslot', 'Quartalsweises Geschäftsgespräch', 'Prüfbericht mit Fotos bei jeder Lieferung'],
  ],
  pt: [
    ['Verificação gratuita da arte em cada pedido', 'Orçamento em um dia útil', 'Pontos a cada pagamento'],
    ['Amostra física grátis em designs repetidos', 'Provas prioritárias em 24 horas', 'Correspondência de cor Pantone grátis'],
    ['Amostras expressas grátis', '5% de desconto em moldes e clichês', 'Gerente de conta dedicado', 'Estoque pronto guardado para suas reposições'],
    ['Sem custo de molde em novos formatos EVA a partir de 3.000 un.', 'Janela de produção reservada todo mês', 'Revisão trimestral de negócios', 'Relatório de inspeção com fotos em cada remessa'],
  ],
  ru: [
    ['Бесплатная проверка макета в каждом заказе', 'Расчёт цены за один рабочий день', 'Баллы за каждую оплату'],
    ['Бесплатный образец для повторных дизайнов', 'Приоритетные макеты за 24 часа', 'Бесплатный подбор цвета по Pantone'],
    ['Бесплатная экспресс-доставка образцов', 'Скидка 5% на пресс-формы и клише', 'Персональный менеджер', 'Храним готовую продукцию для повторных заказов'],
    ['Без оплаты пресс-формы для новых форм EVA от 3 000 шт.', 'Ежемесячно зарезервированное окно производства', 'Ежеквартальный обзор сотрудничества', 'Фотоотчёт об инспекции к каждой отгрузке'],
  ],
  ar: [
    ['مراجعة مجانية للتصميم في كل طلب', 'عرض سعر خلال يوم عمل واحد', 'نقاط مع كل دفعة'],
    ['عينة فعلية مجانية للتصاميم المكررة', 'نماذج طباعة بأولوية خلال 24 ساعة', 'مطابقة ألوان بانتون مجانًا'],
    ['شحن سريع مجاني للعينات', 'خصم 5% على رسوم القوالب والألواح', 'مدير حساب مخصص', 'نحتفظ بمخزون جاهز لطلباتك المتكررة'],
    ['بدون رسوم قالب لأشكال EVA الجديدة من 3,000 قطعة', 'موعد إنتاج محجوز كل شهر', 'مراجعة أعمال ربع سنوية', 'تقرير فحص مصوّر مع كل شحنة'],
  ],
  it: [
    ['Controllo gratuito dei file a ogni ordine', 'Preventivo entro un giorno lavorativo', 'Punti a ogni pagamento'],
    ['Campione fisico gratuito per i design ripetuti', 'Bozze prioritarie entro 24 ore', 'Abbinamento colore Pantone gratuito'],
    ['Campioni in espresso gratuiti', '5% di sconto su stampi e cliché', 'Un account manager dedicato', 'Scorta di prodotto finito per i riordini'],
    ['Nessun costo stampo per nuove forme EVA da 3.000 pz', 'Slot di produzione riservato ogni mese', 'Revisione trimestrale', 'Rapporto di ispezione con foto a ogni spedizione'],
  ],
  vi: [
    ['Kiểm tra file thiết kế miễn phí cho mọi đơn', 'Báo giá trong một ngày làm việc', 'Tích điểm với mỗi lần thanh toán'],
    ['Mẫu thật miễn phí cho thiết kế đặt lại', 'Ưu tiên bản proof trong 24 giờ', 'So màu Pantone miễn phí'],
    ['Gửi mẫu chuyển phát nhanh miễn phí', 'Giảm 5% phí khuôn và bản in', 'Nhân viên phụ trách riêng', 'Lưu kho thành phẩm cho đơn đặt lại'],
    ['Miễn phí khuôn cho mẫu EVA mới từ 3.000 chiếc', 'Giữ lịch sản xuất hằng tháng', 'Đánh giá hợp tác hằng quý', 'Báo cáo kiểm hàng có ảnh cho mỗi lô hàng'],
  ],
  th: [
    ['ตรวจไฟล์งานฟรีทุกคำสั่งซื้อ', 'เสนอราคาภายใน 1 วันทำการ', 'สะสมคะแนนทุกการชำระเงิน'],
    ['ตัวอย่างจริงฟรีสำหรับแบบที่สั่งซ้ำ', 'ส่งแบบพิมพ์ก่อนภายใน 24 ชั่วโมง', 'เทียบสีแพนโทนฟรี'],
    ['ส่งตัวอย่างด่วนฟรี', 'ลด 5% ค่าแม่พิมพ์และบล็อกพิมพ์', 'ผู้ดูแลบัญชีเฉพาะ', 'เก็บสต็อกสินค้าสำเร็จรูปไว้สำหรับสั่งซ้ำ'],
    ['ไม่มีค่าแม่พิมพ์สำหรับทรง EVA ใหม่ตั้งแต่ 3,000 ชิ้น', 'จองคิวผลิตไว้ทุกเดือน', 'ทบทวนธุรกิจรายไตรมาส', 'รายงานตรวจสินค้าพร้อมภาพทุกการจัดส่ง'],
  ],
};

export interface RewardText {
  title: string;
  description: string;
}

/** The six rewards in media.json order: tote, pencil case, pouch, trunk organiser, drawstring bags, EVA earphone case. */
export const REWARD_TEXTS: PerLocale<[RewardText, RewardText, RewardText, RewardText, RewardText, RewardText]> = {
  'zh-CN': [
    { title: '帆布托特包', description: '12 盎司本白帆布，内侧小袋，可装 A4 文件。' },
    { title: '双层拉链笔袋', description: '两层拉链，耐磨牛仔面料，桌面收纳好帮手。' },
    { title: '潜水料收纳包', description: '3 毫米潜水料，防泼水拉链，适合装充电器和线材。' },
    { title: '后备箱收纳箱', description: '三格可折叠，底部防滑，车内杂物一箱收齐。' },
    { title: '礼品束口袋（5 个装）', description: '柔软棉质束口袋，用于包装样品或小礼物。' },
    { title: 'EVA 耳机收纳盒', description: '硬壳 EVA 防压，内衬网袋，配挂扣。' },
  ],
  'zh-TW': [
    { title: '帆布托特包', description: '12 盎司本白帆布，內側小袋，可裝 A4 文件。' },
    { title: '雙層拉鍊筆袋', description: '兩層拉鍊，耐磨牛仔布，桌面收納好幫手。' },
    { title: '潛水布收納包', description: '3 毫米潛水布，防潑水拉鍊，適合裝充電器與線材。' },
    { title: '後車廂收納箱', description: '三格可折疊，底部防滑，車內雜物一箱收齊。' },
    { title: '禮品束口袋（5 入）', description: '柔軟棉質束口袋，用於包裝樣品或小禮物。' },
    { title: 'EVA 耳機收納盒', description: '硬殼 EVA 防壓，內襯網袋，附掛扣。' },
  ],
  en: [
    { title: 'Canvas tote bag', description: '12 oz natural canvas with an inside pocket; takes A4 folders.' },
    { title: 'Double zip pencil case', description: 'Two zipped compartments in hard-wearing denim for the desk.' },
    { title: 'Neoprene accessory pouch', description: '3 mm neoprene with a splash-proof zip for chargers and cables.' },
    { title: 'Car trunk organiser', description: 'Three foldable compartments with a non-slip base.' },
    { title: 'Gift drawstring bags (set of 5)', description: 'Soft cotton bags for wrapping samples or small gifts.' },
    { title: 'EVA earphone case', description: 'Crush-proof EVA shell with a mesh pocket and a clip.' },
  ],
  ja: [
    { title: 'キャンバストートバッグ', description: '12 オンスの生成りキャンバス。内ポケット付きで A4 が入ります。' },
    { title: 'ダブルファスナーペンケース', description: '丈夫なデニム地の 2 室ファスナー。デスク周りに。' },
    { title: 'ネオプレン小物ポーチ', description: '3 mm ネオプレンと防滴ファスナー。充電器やケーブルに。' },
    { title: 'トランク収納ボックス', description: '折りたためる 3 室構造、滑り止め付きの底。' },
    { title: 'ギフト巾着（5 枚セット）', description: 'サンプルや小さな贈り物の包装に使える柔らかなコットン巾着。' },
    { title: 'EVA イヤホンケース', description: '潰れにくい EVA シェル、メッシュポケットとカラビナ付き。' },
  ],
  ko: [
    { title: '캔버스 토트백', description: '12온스 생지 캔버스, 내부 포켓이 있어 A4 서류가 들어갑니다.' },
    { title: '이중 지퍼 필통', description: '튼튼한 데님 소재의 2단 지퍼 수납.' },
    { title: '네오프렌 액세서리 파우치', description: '3mm 네오프렌과 생활방수 지퍼, 충전기·케이블 수납용.' },
    { title: '트렁크 정리함', description: '접이식 3칸 구조, 미끄럼 방지 바닥.' },
    { title: '선물용 조리개 주머니 (5개 세트)', description: '샘플이나 작은 선물을 포장하는 부드러운 면 주머니.' },
    { title: 'EVA 이어폰 케이스', description: '눌림에 강한 EVA 하드 케이스, 메시 포켓과 고리 포함.' },
  ],
  es: [
    { title: 'Bolsa tote de lona', description: 'Lona natural de 12 oz con bolsillo interior; caben carpetas A4.' },
    { title: 'Estuche de doble cremallera', description: 'Dos compartimentos con cremallera en tela vaquera resistente.' },
    { title: 'Funda de neopreno para accesorios', description: 'Neopreno de 3 mm con cremallera antisalpicaduras para cargadores y cables.' },
    { title: 'Organizador para maletero', description: 'Tres compartimentos plegables con base antideslizante.' },
    { title: 'Bolsas de regalo con cordón (5 uds.)', description: 'Bolsas de algodón suave para envolver muestras o pequeños regalos.' },
    { title: 'Estuche EVA para auriculares', description: 'Carcasa EVA resistente a golpes con bolsillo de malla y mosquetón.' },
  ],
  fr: [
    { title: 'Sac cabas en toile', description: 'Toile naturelle 12 oz avec poche intérieure ; accepte le format A4.' },
    { title: 'Trousse double zip', description: 'Deux compartiments zippés en denim résistant pour le bureau.' },
    { title: 'Pochette néoprène pour accessoires', description: 'Néoprène 3 mm et zip déperlant pour chargeurs et câbles.' },
    { title: 'Organiseur de coffre', description: 'Trois compartiments pliables et fond antidérapant.' },
    { title: 'Pochons cadeau à cordon (lot de 5)', description: 'Pochons en coton doux pour emballer échantillons ou petits cadeaux.' },
    { title: 'Étui EVA pour écouteurs', description: 'Coque EVA anti-écrasement avec poche filet et mousqueton.' },
  ],
  de: [
    { title: 'Canvas-Tragetasche', description: '12-oz-Naturcanvas mit Innentasche; passt für A4-Mappen.' },
    { title: 'Federmäppchen mit Doppelreißverschluss', description: 'Zwei Fächer aus strapazierfähigem Denim für den Schreibtisch.' },
    { title: 'Neopren-Zubehörtasche', description: '3-mm-Neopren mit spritzwassergeschütztem Reißverschluss für Ladegeräte und Kabel.' },
    { title: 'Kofferraum-Organizer', description: 'Drei faltbare Fächer mit rutschfestem Boden.' },
    { title: 'Geschenkbeutel mit Kordel (5 Stück)', description: 'Weiche Baumwollbeutel zum Verpacken von Mustern oder kleinen Geschenken.' },
    { title: 'EVA-Kopfhöreretui', description: 'Druckfeste EVA-Schale mit Netztasche und Karabiner.' },
  ],
  pt: [
    { title: 'Sacola tote de lona', description: 'Lona crua de 12 oz com bolso interno; cabe pasta A4.' },
    { title: 'Estojo com zíper duplo', description: 'Dois compartimentos com zíper em jeans resistente para a mesa.' },
    { title: 'Bolsa de neoprene para acessórios', description: 'Neoprene de 3 mm com zíper resistente a respingos para carregadores e cabos.' },
    { title: 'Organizador de porta-malas', description: 'Três compartimentos dobráveis com base antiderrapante.' },
    { title: 'Saquinhos de presente com cordão (5 un.)', description: 'Saquinhos de algodão macio para embalar amostras ou pequenos presentes.' },
    { title: 'Estojo EVA para fones', description: 'Casco EVA resistente a impactos com bolso de tela e mosquetão.' },
  ],
  ru: [
    { title: 'Холщовая сумка-шоппер', description: 'Натуральный холст 12 oz, внутренний карман, вмещает папки A4.' },
    { title: 'Пенал на двух молниях', description: 'Два отделения из прочного денима для рабочего стола.' },
    { title: 'Неопреновый чехол для аксессуаров', description: 'Неопрен 3 мм и брызгозащищённая молния — для зарядок и кабелей.' },
    { title: 'Органайзер в багажник', description: 'Три складных отделения и нескользящее дно.' },
    { title: 'Подарочные мешочки на шнурке (5 шт.)', description: 'Мягкие хлопковые мешочки для упаковки образцов и небольших подарков.' },
    { title: 'EVA-футляр для наушников', description: 'Ударопрочный корпус из EVA с сетчатым карманом и карабином.' },
  ],
  ar: [
    { title: 'حقيبة توت من الكانفاس', description: 'كانفاس طبيعي 12 أونصة بجيب داخلي، تتسع لملفات A4.' },
    { title: 'مقلمة بسحّابين', description: 'جيبان بسحّاب من قماش الدنيم المتين للمكتب.' },
    { title: 'حافظة إكسسوارات من النيوبرين', description: 'نيوبرين 3 مم بسحّاب مقاوم للرذاذ للشواحن والكابلات.' },
    { title: 'منظم صندوق السيارة', description: 'ثلاث حجرات قابلة للطي بقاعدة مانعة للانزلاق.' },
    { title: 'أكياس هدايا برباط (5 قطع)', description: 'أكياس قطنية ناعمة لتغليف العينات أو الهدايا الصغيرة.' },
    { title: 'علبة سماعات من EVA', description: 'غلاف EVA مقاوم للضغط بجيب شبكي وحلقة تعليق.' },
  ],
  it: [
    { title: 'Borsa tote in tela', description: 'Tela naturale da 12 oz con tasca interna; contiene cartelle A4.' },
    { title: 'Astuccio a doppia zip', description: 'Due scomparti con zip in denim resistente per la scrivania.' },
    { title: 'Pochette in neoprene per accessori', description: 'Neoprene da 3 mm con zip antispruzzo per caricatori e cavi.' },
    { title: 'Organizer per bagagliaio', description: 'Tre scomparti pieghevoli con fondo antiscivolo.' },
    { title: 'Sacchetti regalo con coulisse (5 pz)', description: 'Sacchetti in cotone morbido per confezionare campioni o piccoli regali.' },
    { title: 'Custodia EVA per auricolari', description: 'Guscio EVA antischiacciamento con tasca in rete e moschettone.' },
  ],
  vi: [
    { title: 'Túi tote vải canvas', description: 'Canvas mộc 12 oz, có túi trong, vừa bìa hồ sơ A4.' },
    { title: 'Hộp bút hai ngăn khóa kéo', description: 'Hai ngăn khóa kéo bằng vải denim bền cho bàn làm việc.' },
    { title: 'Túi phụ kiện neoprene', description: 'Neoprene 3 mm, khóa kéo chống nước bắn, đựng sạc và cáp.' },
    { title: 'Hộp sắp xếp cốp xe', description: 'Ba ngăn gấp gọn, đáy chống trượt.' },
    { title: 'Túi rút quà tặng (bộ 5 chiếc)', description: 'Túi cotton mềm để gói mẫu hoặc quà nhỏ.' },
    { title: 'Hộp tai nghe EVA', description: 'Vỏ EVA chống móp, có túi lưới và móc treo.' },
  ],
  th: [
    { title: 'กระเป๋าโท้ทผ้าแคนวาส', description: 'ผ้าแคนวาสสีธรรมชาติ 12 ออนซ์ มีช่องด้านใน ใส่แฟ้ม A4 ได้' },
    { title: 'กระเป๋าดินสอซิปสองชั้น', description: 'สองช่องซิปจากผ้ายีนส์ทนทาน สำหรับโต๊ะทำงาน' },
    { title: 'กระเป๋าอุปกรณ์นีโอพรีน', description: 'นีโอพรีน 3 มม. ซิปกันน้ำกระเซ็น ใส่ที่ชาร์จและสายเคเบิล' },
    { title: 'กล่องจัดระเบียบท้ายรถ', description: 'สามช่องพับเก็บได้ ฐานกันลื่น' },
    { title: 'ถุงหูรูดใส่ของขวัญ (ชุด 5 ใบ)', description: 'ถุงผ้าฝ้ายนุ่มสำหรับห่อตัวอย่างหรือของขวัญชิ้นเล็ก' },
    { title: 'กล่องใส่หูฟัง EVA', description: 'เปลือก EVA กันกระแทก มีช่องตาข่ายและห่วงคล้อง' },
  ],
};
