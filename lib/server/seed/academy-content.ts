import type { LocalizedText } from '@/lib/server/catalogue/schema';

/*
 * The academy's demo courses, written in the 14 locales: artwork preparation for printing on
 * cases, case materials and their care, packing and shipping custom cases. Lesson texts use the
 * lesson format (blank line = paragraph, "- " lines = a list).
 */

export interface DemoLesson {
  slug: string;
  minutes: number;
  image?: { path: string; alt: LocalizedText };
  title: LocalizedText;
  body: LocalizedText;
}

export interface DemoCourse {
  slug: string;
  cover: string;
  title: LocalizedText;
  summary: LocalizedText;
  lessons: DemoLesson[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'artwork-for-printed-cases',
    cover: 'academy/artwork-cover.webp',
    title: {
      'zh-CN': '箱包印刷稿件准备', 'zh-TW': '箱包印刷稿件準備', en: 'Preparing artwork for printed cases', ja: 'ケース印刷用データの作り方', ko: '케이스 인쇄용 디자인 파일 준비',
      es: 'Preparar diseños para estuches impresos', fr: 'Préparer un fichier pour étuis imprimés', de: 'Druckdaten für bedruckte Etuis', pt: 'Preparar a arte para estojos impressos',
      ru: 'Подготовка макета для печати на чехлах', ar: 'تجهيز التصميم للطباعة على الحقائب', it: 'Preparare la grafica per custodie stampate', vi: 'Chuẩn bị file in cho túi hộp', th: 'เตรียมไฟล์งานพิมพ์สำหรับกระเป๋าและเคส',
    },
    summary: {
      'zh-CN': '矢量文件、专色与出血：一次就通过打样的稿件要点。', 'zh-TW': '向量檔、特別色與出血：一次就通過打樣的稿件重點。', en: 'Vector files, spot colours and bleed: what makes artwork pass the first proof.', ja: 'ベクターデータ、特色、塗り足し。一度で校正を通すためのポイント。', ko: '벡터 파일, 별색, 도련: 첫 교정에서 통과하는 파일의 조건.',
      es: 'Archivos vectoriales, colores directos y sangrado: lo que hace que un diseño pase la primera prueba.', fr: 'Vectoriel, tons directs et fond perdu : ce qui fait valider un fichier dès la première épreuve.', de: 'Vektordateien, Sonderfarben und Beschnitt: So besteht Ihre Datei den ersten Proof.', pt: 'Arquivos vetoriais, cores especiais e sangria: o que faz a arte passar na primeira prova.',
      ru: 'Векторные файлы, пантоны и вылеты: как макет проходит первую цветопробу.', ar: 'ملفات متجهة وألوان خاصة وهوامش نزف: ما يجعل التصميم يُعتمد من أول بروفة.', it: 'File vettoriali, colori spot e abbondanza: cosa fa passare la grafica alla prima bozza.', vi: 'File vector, màu pha và tràn lề: điều giúp file được duyệt ngay bản mẫu đầu tiên.', th: 'ไฟล์เวกเตอร์ สีพิเศษ และระยะตัดตก: สิ่งที่ทำให้ไฟล์ผ่านตั้งแต่ปรู๊ฟแรก',
    },
    lessons: [
      {
        slug: 'vector-files',
        minutes: 5,
        image: { path: 'academy/artwork-eva-case.webp', alt: { 'zh-CN': '压印标志的 EVA 包细节', 'zh-TW': '壓印標誌的 EVA 包細節', en: 'Detail of an EVA case with a moulded logo', ja: 'ロゴを型押ししたEVAケースの細部', ko: '로고를 성형한 EVA 케이스의 디테일', es: 'Detalle de un estuche EVA con el logotipo moldeado', fr: 'Détail d’un étui EVA au logo moulé', de: 'Detail eines EVA-Etuis mit eingeprägtem Logo', pt: 'Detalhe de um estojo EVA com logotipo moldado', ru: 'Деталь кейса из EVA с отформованным логотипом', ar: 'تفاصيل حقيبة EVA بشعار مقولب', it: 'Dettaglio di una custodia EVA con logo stampato a rilievo', vi: 'Chi tiết hộp EVA có logo ép nổi', th: 'รายละเอียดกล่อง EVA ที่ขึ้นรูปโลโก้' } },
        title: {
          'zh-CN': '为什么要用矢量文件', 'zh-TW': '為什麼要用向量檔', en: 'Why vector files', ja: 'なぜベクターデータなのか', ko: '왜 벡터 파일인가',
          es: 'Por qué archivos vectoriales', fr: 'Pourquoi un fichier vectoriel', de: 'Warum Vektordateien', pt: 'Por que arquivos vetoriais',
          ru: 'Почему нужен вектор', ar: 'لماذا الملفات المتجهة', it: 'Perché i file vettoriali', vi: 'Vì sao cần file vector', th: 'ทำไมต้องใช้ไฟล์เวกเตอร์',
        },
        body: {
          'zh-CN': '丝印网版、热转印膜和 EVA 压模都是按线条制作的，所以我们需要矢量格式的标志：AI、PDF（保留可编辑路径）、EPS 或 SVG。JPG 或 PNG 放大后边缘会发虚，压印时细线会断。\n\n发送前请检查：\n- 所有文字已转曲（创建轮廓）\n- 线宽不小于 0.3 毫米，压印不小于 0.8 毫米\n- 画板只放一个标志，删除隐藏图层',
          'zh-TW': '絲印網版、熱轉印膜與 EVA 壓模都是依線條製作，所以我們需要向量格式的標誌：AI、PDF（保留可編輯路徑）、EPS 或 SVG。JPG 或 PNG 放大後邊緣會模糊，壓印時細線會斷。\n\n傳送前請確認：\n- 所有文字已轉外框\n- 線寬不小於 0.3 毫米，壓印不小於 0.8 毫米\n- 工作區只放一個標誌，刪除隱藏圖層',
          en: 'Screens for silk printing, heat-transfer films and EVA moulds are all made from lines, so we need your logo as a vector: AI, PDF with editable paths, EPS or SVG. A JPG or PNG turns soft when enlarged, and thin lines break in an embossed logo.\n\nBefore you send it:\n- convert all text to outlines\n- keep lines at least 0.3 mm wide, 0.8 mm for embossing\n- one logo per artboard, hidden layers deleted',
          ja: 'シルク印刷の版、熱転写フィルム、EVA の金型はすべて線から作るため、ロゴはベクター形式（AI、パスを保持した PDF、EPS、SVG）でお送りください。JPG や PNG は拡大するとぼやけ、型押しでは細い線が切れてしまいます。\n\n送る前の確認：\n- 文字はすべてアウトライン化\n- 線幅は 0.3 mm 以上、型押しは 0.8 mm 以上\n- アートボード 1 つにロゴ 1 つ、非表示レイヤーは削除',
          ko: '실크 인쇄 판, 열전사 필름, EVA 금형은 모두 선으로 만들기 때문에 로고는 벡터 형식(AI, 패스를 살린 PDF, EPS, SVG)이 필요합니다. JPG나 PNG는 확대하면 흐려지고, 엠보싱에서는 가는 선이 끊깁니다.\n\n보내기 전에 확인하세요:\n- 모든 글자는 윤곽선으로 변환\n- 선 두께 0.3 mm 이상, 엠보싱은 0.8 mm 이상\n- 대지 하나에 로고 하나, 숨긴 레이어 삭제',
          es: 'Las pantallas de serigrafía, las películas de transfer y los moldes de EVA se hacen a partir de líneas, así que necesitamos su logotipo en vectorial: AI, PDF con trazados editables, EPS o SVG. Un JPG o PNG pierde nitidez al ampliarse y las líneas finas se rompen en un relieve.\n\nAntes de enviarlo:\n- convierta todos los textos en contornos\n- líneas de al menos 0,3 mm, 0,8 mm para relieve\n- un logotipo por mesa de trabajo, sin capas ocultas',
          fr: 'Les écrans de sérigraphie, les films de transfert et les moules EVA sont tous faits de tracés : il nous faut votre logo en vectoriel (AI, PDF aux tracés modifiables, EPS ou SVG). Un JPG ou un PNG devient flou une fois agrandi et les traits fins cassent au gaufrage.\n\nAvant l’envoi :\n- vectorisez tous les textes\n- traits d’au moins 0,3 mm, 0,8 mm pour le gaufrage\n- un logo par plan de travail, calques masqués supprimés',
          de: 'Siebe für den Siebdruck, Transferfolien und EVA-Formen entstehen aus Linien, deshalb brauchen wir Ihr Logo als Vektor: AI, PDF mit bearbeitbaren Pfaden, EPS oder SVG. Ein JPG oder PNG wird beim Vergrößern unscharf, und feine Linien brechen bei der Prägung.\n\nVor dem Senden:\n- alle Schriften in Pfade umwandeln\n- Linien mindestens 0,3 mm, für Prägung 0,8 mm\n- ein Logo pro Zeichenfläche, ausgeblendete Ebenen löschen',
          pt: 'Telas de serigrafia, filmes de transfer e moldes de EVA são feitos a partir de linhas, por isso precisamos do seu logotipo em vetor: AI, PDF com traçados editáveis, EPS ou SVG. Um JPG ou PNG fica borrado ao ampliar e linhas finas quebram no relevo.\n\nAntes de enviar:\n- converta todos os textos em contornos\n- linhas de pelo menos 0,3 mm, 0,8 mm para relevo\n- um logotipo por prancheta, camadas ocultas apagadas',
          ru: 'Сетки для шелкографии, термотрансферные плёнки и пресс-формы для EVA делаются по контурам, поэтому логотип нужен в векторе: AI, PDF с редактируемыми кривыми, EPS или SVG. JPG или PNG при увеличении размываются, а тонкие линии ломаются при тиснении.\n\nПеред отправкой:\n- переведите весь текст в кривые\n- толщина линий не меньше 0,3 мм, для тиснения 0,8 мм\n- один логотип на монтажной области, скрытые слои удалены',
          ar: 'تُصنع شاشات الطباعة الحريرية وأفلام الطباعة الحرارية وقوالب EVA من خطوط، لذلك نحتاج شعارك بصيغة متجهة: AI أو PDF بمسارات قابلة للتعديل أو EPS أو SVG. ملف JPG أو PNG يفقد حدّته عند التكبير، والخطوط الرفيعة تنكسر في الشعار البارز.\n\nقبل الإرسال:\n- حوّل كل النصوص إلى مسارات\n- عرض الخط 0.3 مم على الأقل، و0.8 مم للنقش البارز\n- شعار واحد في كل لوح رسم، واحذف الطبقات المخفية',
          it: 'Telai serigrafici, pellicole a trasferimento termico e stampi EVA nascono da linee, quindi ci serve il logo in vettoriale: AI, PDF con tracciati modificabili, EPS o SVG. Un JPG o PNG ingrandito perde nitidezza e le linee sottili si spezzano nella goffratura.\n\nPrima di inviarlo:\n- converti tutti i testi in tracciati\n- linee di almeno 0,3 mm, 0,8 mm per la goffratura\n- un logo per tavola da disegno, livelli nascosti eliminati',
          vi: 'Khuôn lưới in lụa, màng chuyển nhiệt và khuôn EVA đều được làm từ đường nét, vì vậy chúng tôi cần logo dạng vector: AI, PDF giữ đường path, EPS hoặc SVG. File JPG hay PNG khi phóng to sẽ bị nhòe, nét mảnh sẽ bị đứt khi dập nổi.\n\nTrước khi gửi:\n- chuyển toàn bộ chữ thành outline\n- nét tối thiểu 0,3 mm, dập nổi tối thiểu 0,8 mm\n- mỗi artboard một logo, xóa các layer ẩn',
          th: 'บล็อกสกรีน ฟิล์มรีดร้อน และแม่พิมพ์ EVA ล้วนทำจากเส้น เราจึงต้องการโลโก้แบบเวกเตอร์: AI, PDF ที่ยังแก้เส้นได้, EPS หรือ SVG ไฟล์ JPG หรือ PNG จะเบลอเมื่อขยาย และเส้นบางจะขาดเมื่อปั๊มนูน\n\nก่อนส่งไฟล์:\n- แปลงตัวอักษรทั้งหมดเป็นเส้น (outline)\n- เส้นหนาอย่างน้อย 0.3 มม. งานปั๊มนูน 0.8 มม.\n- หนึ่งอาร์ตบอร์ดต่อหนึ่งโลโก้ ลบเลเยอร์ที่ซ่อนไว้',
        },
      },
      {
        slug: 'colours-and-pantone',
        minutes: 6,
        title: {
          'zh-CN': '颜色与潘通色号', 'zh-TW': '顏色與潘通色號', en: 'Colours and Pantone references', ja: '色とパントン番号', ko: '색상과 팬톤 번호',
          es: 'Colores y referencias Pantone', fr: 'Couleurs et références Pantone', de: 'Farben und Pantone-Referenzen', pt: 'Cores e referências Pantone',
          ru: 'Цвета и номера Pantone', ar: 'الألوان ومراجع بانتون', it: 'Colori e riferimenti Pantone', vi: 'Màu sắc và mã Pantone', th: 'สีและรหัสแพนโทน',
        },
        body: {
          'zh-CN': '屏幕上的 RGB 颜色在面料上无法准确还原。请为每个颜色标注潘通 C 色号（涂布纸色卡），我们按色号调油墨，并在打样时附上实物色卡对比。\n\n深色面料上印浅色需要先打底白，会多一道工序；同一个标志最好不超过四个颜色，否则建议改用热转印。',
          'zh-TW': '螢幕上的 RGB 顏色在布料上無法準確還原。請為每個顏色標註潘通 C 色號（塗佈紙色卡），我們依色號調油墨，並在打樣時附上實物色卡比對。\n\n深色布料印淺色需要先打底白，會多一道工序；同一個標誌最好不超過四個顏色，否則建議改用熱轉印。',
          en: 'RGB colours from a screen cannot be matched on fabric. Give every colour a Pantone C reference (coated guide): we mix the ink to it and send a physical colour card with the sample.\n\nLight colours on dark fabric need a white underbase, an extra pass. Keep one logo to four colours at most; beyond that, heat transfer is usually the better method.',
          ja: '画面上の RGB の色は生地の上では再現できません。各色にパントン C 番号（コート紙ガイド）を指定してください。番号に合わせてインクを調色し、サンプルと一緒に実物の色見本をお送りします。\n\n濃色の生地に淡色を刷るには下地の白刷りが必要で、工程が 1 つ増えます。1 つのロゴは 4 色まで、それ以上なら熱転写がおすすめです。',
          ko: '화면의 RGB 색은 원단에서 그대로 재현할 수 없습니다. 모든 색에 팬톤 C 번호(코팅지 가이드)를 지정해 주세요. 그 번호로 잉크를 조색하고 샘플과 함께 실물 색상 카드를 보내 드립니다.\n\n어두운 원단에 밝은 색을 인쇄하려면 흰색 바탕 인쇄가 한 번 더 필요합니다. 로고 하나는 4도 이내가 좋고, 그 이상이면 열전사가 더 적합합니다.',
          es: 'Los colores RGB de una pantalla no se pueden reproducir sobre tela. Indique para cada color una referencia Pantone C (guía estucada): mezclamos la tinta según ella y enviamos una carta de color física con la muestra.\n\nLos colores claros sobre tela oscura necesitan una base blanca, una pasada más. Limite cada logotipo a cuatro colores; si son más, el transfer suele ser mejor opción.',
          fr: 'Les couleurs RVB d’un écran ne se reproduisent pas sur tissu. Indiquez pour chaque couleur une référence Pantone C (nuancier couché) : nous préparons l’encre d’après elle et joignons un nuancier physique à l’échantillon.\n\nUne couleur claire sur tissu foncé demande une sous-couche blanche, soit un passage de plus. Limitez un logo à quatre couleurs ; au-delà, le transfert à chaud est en général préférable.',
          de: 'RGB-Farben vom Bildschirm lassen sich auf Stoff nicht treffen. Geben Sie jeder Farbe eine Pantone-C-Referenz (gestrichen): Wir mischen die Farbe danach an und legen dem Muster eine echte Farbkarte bei.\n\nHelle Farben auf dunklem Stoff brauchen einen weißen Unterdruck, also einen Durchgang mehr. Bleiben Sie pro Logo bei höchstens vier Farben; darüber ist Transferdruck meist die bessere Wahl.',
          pt: 'Cores RGB da tela não podem ser reproduzidas no tecido. Informe para cada cor uma referência Pantone C (guia couché): preparamos a tinta por ela e enviamos uma cartela física junto com a amostra.\n\nCores claras em tecido escuro precisam de uma base branca, uma passada a mais. Limite cada logotipo a quatro cores; acima disso, o transfer costuma ser melhor.',
          ru: 'Цвета RGB с экрана невозможно точно повторить на ткани. Укажите для каждого цвета номер Pantone C (мелованный веер): мы смешаем краску по нему и приложим к образцу физическую выкраску.\n\nСветлые цвета на тёмной ткани требуют белой подложки — ещё один прогон. Держите логотип в пределах четырёх цветов; если их больше, обычно лучше термотрансфер.',
          ar: 'لا يمكن مطابقة ألوان RGB الظاهرة على الشاشة على القماش. حدّد لكل لون مرجع بانتون C (الدليل المطلي): نمزج الحبر وفقه ونرسل بطاقة ألوان فعلية مع العينة.\n\nالألوان الفاتحة على قماش داكن تحتاج طبقة أساس بيضاء، أي تمريرة إضافية. اجعل الشعار الواحد في حدود أربعة ألوان؛ وما زاد فالطباعة الحرارية غالبًا أنسب.',
          it: 'I colori RGB dello schermo non si riproducono sul tessuto. Indica per ogni colore un riferimento Pantone C (patinato): prepariamo l’inchiostro su quello e inviamo una mazzetta fisica insieme al campione.\n\nI colori chiari su tessuto scuro richiedono una base bianca, cioè un passaggio in più. Limita un logo a quattro colori; oltre, il trasferimento termico è di solito la scelta migliore.',
          vi: 'Màu RGB trên màn hình không thể tái tạo chính xác trên vải. Hãy ghi mã Pantone C (bảng màu giấy tráng phủ) cho từng màu: chúng tôi pha mực theo mã đó và gửi kèm bảng màu thật cùng mẫu.\n\nIn màu sáng trên vải tối cần lót một lớp trắng, thêm một lượt in. Mỗi logo nên tối đa bốn màu; nhiều hơn thì in chuyển nhiệt thường phù hợp hơn.',
          th: 'สี RGB บนหน้าจอไม่สามารถทำให้ตรงบนผ้าได้ โปรดระบุรหัสแพนโทน C (แคตตาล็อกกระดาษเคลือบ) ให้ทุกสี เราจะผสมหมึกตามรหัสนั้นและส่งแผ่นเทียบสีจริงไปพร้อมตัวอย่าง\n\nการพิมพ์สีอ่อนบนผ้าสีเข้มต้องรองพื้นขาวก่อน เพิ่มอีกหนึ่งรอบพิมพ์ โลโก้หนึ่งชิ้นควรมีไม่เกินสี่สี ถ้ามากกว่านั้นการรีดร้อนมักเหมาะกว่า',
        },
      },
      {
        slug: 'bleed-and-print-area',
        minutes: 4,
        title: {
          'zh-CN': '出血与印刷区域', 'zh-TW': '出血與印刷區域', en: 'Bleed and the print area', ja: '塗り足しと印刷範囲', ko: '도련과 인쇄 영역',
          es: 'Sangrado y zona de impresión', fr: 'Fond perdu et zone d’impression', de: 'Beschnitt und Druckbereich', pt: 'Sangria e área de impressão',
          ru: 'Вылеты и область печати', ar: 'هوامش النزف ومنطقة الطباعة', it: 'Abbondanza e area di stampa', vi: 'Tràn lề và vùng in', th: 'ระยะตัดตกและพื้นที่พิมพ์',
        },
        body: {
          'zh-CN': '满版印刷的图案要向刀模线外延伸 3 毫米出血，裁切和缝合时才不会露白边。重要的文字和标志离缝线至少保持 5 毫米。\n\n请在我们提供的刀模模板上排版（在会员区下载），把模板图层锁定并保留在文件里，我们就能直接核对位置。',
          'zh-TW': '滿版印刷的圖案要向刀模線外延伸 3 毫米出血，裁切與車縫時才不會露白邊。重要的文字與標誌離縫線至少保持 5 毫米。\n\n請在我們提供的刀模範本上排版（在會員區下載），把範本圖層鎖定並保留在檔案中，我們就能直接核對位置。',
          en: 'An all-over print must run 3 mm of bleed past the die line, so no white edge shows after cutting and sewing. Keep important text and logos at least 5 mm from any seam.\n\nLay your design out on our dieline template (download it in the member area), and leave the template layer locked in the file: we can then check the position at a glance.',
          ja: '全面印刷の絵柄は型抜き線の外側に 3 mm の塗り足しを付けてください。裁断・縫製後に白いふちが出ません。大事な文字やロゴは縫い目から 5 mm 以上離します。\n\n当社の型紙テンプレート（会員エリアでダウンロード）の上にレイアウトし、テンプレートのレイヤーはロックしてファイルに残してください。位置をすぐに確認できます。',
          ko: '전면 인쇄 디자인은 칼선 밖으로 3 mm 도련을 주어야 재단·봉제 후 흰 테두리가 생기지 않습니다. 중요한 글자와 로고는 봉제선에서 5 mm 이상 떨어뜨리세요.\n\n저희 칼선 템플릿(회원 영역에서 다운로드) 위에 배치하고, 템플릿 레이어는 잠근 채 파일에 남겨 주세요. 위치를 바로 확인할 수 있습니다.',
          es: 'Un estampado total debe tener 3 mm de sangrado más allá de la línea de troquel, para que no aparezca un borde blanco tras cortar y coser. Deje los textos y logotipos importantes a 5 mm como mínimo de cualquier costura.\n\nMaquete su diseño sobre nuestra plantilla de troquel (descárguela en el área de socios) y deje la capa de la plantilla bloqueada en el archivo: así comprobamos la posición de un vistazo.',
          fr: 'Une impression intégrale doit déborder de 3 mm au-delà du tracé de découpe, pour qu’aucun liseré blanc n’apparaisse après la coupe et la couture. Gardez textes et logos importants à au moins 5 mm des coutures.\n\nMontez votre visuel sur notre gabarit de découpe (à télécharger dans l’espace membre) et laissez son calque verrouillé dans le fichier : nous vérifions ainsi la position d’un coup d’œil.',
          de: 'Ein vollflächiger Druck braucht 3 mm Beschnitt über die Stanzlinie hinaus, damit nach Zuschnitt und Nähen kein weißer Rand bleibt. Wichtige Texte und Logos halten mindestens 5 mm Abstand zu jeder Naht.\n\nLegen Sie Ihr Motiv auf unsere Stanzvorlage (im Mitgliederbereich herunterladen) und lassen Sie die Vorlagenebene gesperrt in der Datei: So prüfen wir die Position auf einen Blick.',
          pt: 'Uma estampa total deve ter 3 mm de sangria além da linha de faca, para que nenhuma borda branca apareça após o corte e a costura. Mantenha textos e logotipos importantes a pelo menos 5 mm de qualquer costura.\n\nMonte o seu layout sobre o nosso gabarito de faca (baixe na área do membro) e deixe a camada do gabarito bloqueada no arquivo: assim conferimos a posição num instante.',
          ru: 'Запечатка «в край» должна заходить за линию высечки на 3 мм, чтобы после кроя и пошива не осталось белой кромки. Важные надписи и логотипы держите не ближе 5 мм к любому шву.\n\nРазмещайте дизайн на нашем шаблоне высечки (скачайте его в личном кабинете) и оставьте слой шаблона заблокированным в файле — так мы сразу проверим положение.',
          ar: 'يجب أن تمتد الطباعة الكاملة 3 مم بعد خط القَصّ كهامش نزف، حتى لا تظهر حافة بيضاء بعد القص والخياطة. أبقِ النصوص والشعارات المهمة على بُعد 5 مم على الأقل من أي خياطة.\n\nصمّم على قالب خط القص الخاص بنا (نزّله من منطقة الأعضاء) واترك طبقة القالب مقفلة في الملف؛ هكذا نتحقق من الموضع بنظرة واحدة.',
          it: 'Una stampa a tutto campo deve avere 3 mm di abbondanza oltre la linea di fustella, così dopo taglio e cucitura non resta un bordo bianco. Tieni testi e loghi importanti ad almeno 5 mm da ogni cucitura.\n\nImpagina il disegno sul nostro modello di fustella (scaricabile nell’area riservata) e lascia il livello del modello bloccato nel file: così controlliamo la posizione a colpo d’occhio.',
          vi: 'Hình in tràn cần kéo dài 3 mm ra ngoài đường cắt để sau khi cắt may không lộ viền trắng. Chữ và logo quan trọng nên cách đường may ít nhất 5 mm.\n\nHãy dàn trang trên mẫu đường cắt của chúng tôi (tải ở khu vực thành viên) và giữ layer mẫu ở trạng thái khóa trong file: chúng tôi sẽ kiểm tra vị trí ngay lập tức.',
          th: 'งานพิมพ์เต็มพื้นต้องเผื่อระยะตัดตกเลยเส้นไดคัท 3 มม. เพื่อไม่ให้เห็นขอบขาวหลังตัดและเย็บ ตัวอักษรและโลโก้สำคัญควรห่างจากตะเข็บอย่างน้อย 5 มม.\n\nวางงานบนเทมเพลตไดคัทของเรา (ดาวน์โหลดได้ในพื้นที่สมาชิก) และล็อกเลเยอร์เทมเพลตไว้ในไฟล์ เราจะตรวจตำแหน่งได้ทันที',
        },
      },
    ],
  },
  {
    slug: 'case-materials-and-care',
    cover: 'academy/materials-cover.webp',
    title: {
      'zh-CN': '箱包材料与保养', 'zh-TW': '箱包材料與保養', en: 'Case materials and their care', ja: 'ケースの素材とお手入れ', ko: '케이스 소재와 관리',
      es: 'Materiales de estuches y su cuidado', fr: 'Matières des étuis et entretien', de: 'Etui-Materialien und ihre Pflege', pt: 'Materiais de estojos e cuidados',
      ru: 'Материалы чехлов и уход за ними', ar: 'خامات الحقائب والعناية بها', it: 'Materiali delle custodie e manutenzione', vi: 'Chất liệu túi hộp và cách bảo quản', th: 'วัสดุกระเป๋าและการดูแลรักษา',
    },
    summary: {
      'zh-CN': 'EVA、潜水料、PU 与帆布：各自适合什么产品，如何清洁和存放。', 'zh-TW': 'EVA、潛水布、PU 與帆布：各自適合什麼產品，如何清潔與存放。', en: 'EVA, neoprene, PU and canvas: what each suits, and how to clean and store it.', ja: 'EVA、ネオプレン、PU、キャンバス。それぞれに向く製品と、洗い方・保管方法。', ko: 'EVA, 네오프렌, PU, 캔버스: 각각 어떤 제품에 맞는지, 어떻게 세척하고 보관하는지.',
      es: 'EVA, neopreno, PU y lona: para qué sirve cada uno y cómo limpiarlo y guardarlo.', fr: 'EVA, néoprène, PU et toile : à quoi chacun convient, comment le nettoyer et le ranger.', de: 'EVA, Neopren, PU und Canvas: wofür sich jedes eignet und wie man es reinigt und lagert.', pt: 'EVA, neoprene, PU e lona: para que serve cada um e como limpar e guardar.',
      ru: 'EVA, неопрен, PU и холст: для чего подходит каждый и как его чистить и хранить.', ar: 'EVA والنيوبرين وPU والكانفاس: ما يناسبه كل منها وكيف يُنظَّف ويُخزَّن.', it: 'EVA, neoprene, PU e tela: a cosa serve ciascuno e come pulirlo e conservarlo.', vi: 'EVA, neoprene, PU và canvas: mỗi loại hợp với sản phẩm nào, cách vệ sinh và cất giữ.', th: 'EVA นีโอพรีน PU และแคนวาส: แต่ละชนิดเหมาะกับอะไร ทำความสะอาดและเก็บรักษาอย่างไร',
    },
    lessons: [
      {
        slug: 'eva-and-neoprene',
        minutes: 6,
        image: { path: 'academy/materials-neoprene-pouch.webp', alt: { 'zh-CN': '潜水料拉链包的缝线细节', 'zh-TW': '潛水料拉鍊包的縫線細節', en: 'Stitching detail of a neoprene zip pouch', ja: 'ネオプレン製ファスナーポーチの縫製の細部', ko: '네오프렌 지퍼 파우치의 봉제 디테일', es: 'Detalle de las costuras de un neceser de neopreno con cremallera', fr: 'Détail des coutures d’une pochette zippée en néoprène', de: 'Nahtdetail eines Neopren-Reißverschlussbeutels', pt: 'Detalhe da costura de uma bolsa de neoprene com zíper', ru: 'Деталь шва неопреновой сумочки на молнии', ar: 'تفاصيل خياطة حقيبة نيوبرين بسحّاب', it: 'Dettaglio delle cuciture di una pochette in neoprene con zip', vi: 'Chi tiết đường may của túi khóa kéo bằng neoprene', th: 'รายละเอียดตะเข็บของกระเป๋าซิปนีโอพรีน' } },
        title: {
          'zh-CN': 'EVA 与潜水料', 'zh-TW': 'EVA 與潛水布', en: 'EVA and neoprene', ja: 'EVA とネオプレン', ko: 'EVA와 네오프렌',
          es: 'EVA y neopreno', fr: 'EVA et néoprène', de: 'EVA und Neopren', pt: 'EVA e neoprene',
          ru: 'EVA и неопрен', ar: 'EVA والنيوبرين', it: 'EVA e neoprene', vi: 'EVA và neoprene', th: 'EVA และนีโอพรีน',
        },
        body: {
          'zh-CN': 'EVA 经热压成型，外壳坚挺、抗冲击，适合耳机、工具和仪器包。潜水料（氯丁橡胶）柔软有弹性，适合电脑内胆、水杯套和笔袋。\n\n保养：用温水加少量中性洗涤剂擦洗，不要机洗或烘干；放在阴凉处晾干，避免阳光直晒，EVA 包存放时不要重压，以免变形。',
          'zh-TW': 'EVA 經熱壓成型，外殼挺實、抗衝擊，適合耳機、工具與儀器包。潛水布（氯丁橡膠）柔軟有彈性，適合筆電內袋、水瓶套與筆袋。\n\n保養：以溫水加少量中性清潔劑擦洗，不要機洗或烘乾；放在陰涼處晾乾，避免陽光直曬，EVA 包存放時不要重壓，以免變形。',
          en: 'EVA is heat-pressed into a firm, shock-absorbing shell: right for headphone, tool and instrument cases. Neoprene is soft and stretchy: right for laptop sleeves, bottle coolers and pencil cases.\n\nCare: wipe with lukewarm water and a little mild detergent; no machine wash or dryer. Dry in the shade, out of direct sun, and store EVA cases without heavy weight on them so they keep their shape.',
          ja: 'EVA は熱プレスで成形され、硬く衝撃を吸収するシェルになります。ヘッドホン、工具、計測器のケースに最適です。ネオプレンは柔らかく伸縮性があり、PC スリーブ、ボトルカバー、ペンケースに向いています。\n\nお手入れ：ぬるま湯と少量の中性洗剤で拭き取り、洗濯機や乾燥機は使わないでください。直射日光を避けて陰干しし、EVA ケースは形が崩れないよう重いものを載せずに保管します。',
          ko: 'EVA는 열 프레스로 성형되어 단단하고 충격을 흡수하는 쉘이 됩니다. 헤드폰, 공구, 계측기 케이스에 알맞습니다. 네오프렌은 부드럽고 신축성이 있어 노트북 슬리브, 보틀 쿨러, 필통에 적합합니다.\n\n관리: 미지근한 물과 약간의 중성세제로 닦아 주세요. 세탁기와 건조기는 사용하지 마세요. 직사광선을 피해 그늘에서 말리고, EVA 케이스는 모양이 변하지 않도록 무거운 물건을 올려 두지 마세요.',
          es: 'El EVA se termoforma en una carcasa firme que absorbe golpes: ideal para estuches de auriculares, herramientas e instrumentos. El neopreno es suave y elástico: ideal para fundas de portátil, enfriadores de botellas y estuches escolares.\n\nCuidado: limpie con agua tibia y un poco de detergente suave; nada de lavadora ni secadora. Seque a la sombra, sin sol directo, y guarde los estuches de EVA sin peso encima para que conserven la forma.',
          fr: 'L’EVA est thermoformé en une coque rigide qui amortit les chocs : idéal pour étuis de casque, d’outils et d’instruments. Le néoprène est souple et extensible : idéal pour housses d’ordinateur, porte-bouteilles isothermes et trousses.\n\nEntretien : nettoyez à l’eau tiède avec un peu de lessive douce, jamais en machine ni au sèche-linge. Séchez à l’ombre, à l’abri du soleil, et rangez les étuis EVA sans poids dessus pour qu’ils gardent leur forme.',
          de: 'EVA wird unter Hitze zu einer festen, stoßdämpfenden Schale gepresst: ideal für Kopfhörer-, Werkzeug- und Instrumentenetuis. Neopren ist weich und dehnbar: ideal für Laptophüllen, Flaschenkühler und Federmäppchen.\n\nPflege: mit lauwarmem Wasser und etwas mildem Waschmittel abwischen, nicht in Waschmaschine oder Trockner. Im Schatten trocknen lassen, ohne direkte Sonne, und EVA-Etuis ohne schwere Last lagern, damit sie ihre Form behalten.',
          pt: 'O EVA é termoformado numa carcaça firme que absorve impactos: ideal para estojos de fones, ferramentas e instrumentos. O neoprene é macio e elástico: ideal para capas de notebook, porta-garrafas térmicos e estojos escolares.\n\nCuidados: limpe com água morna e um pouco de detergente neutro; nada de máquina de lavar ou secadora. Seque à sombra, longe do sol direto, e guarde estojos de EVA sem peso em cima para manterem a forma.',
          ru: 'EVA формуют горячим прессованием в жёсткий ударопрочный корпус — это кейсы для наушников, инструментов и приборов. Неопрен мягкий и тянется — из него шьют чехлы для ноутбуков, термочехлы для бутылок и пеналы.\n\nУход: протирайте тёплой водой с небольшим количеством мягкого средства; не стирайте в машине и не сушите в сушилке. Сушите в тени, без прямого солнца, и храните кейсы из EVA без груза сверху, чтобы они не деформировались.',
          ar: 'يُكبس EVA بالحرارة ليصبح غلافًا صلبًا يمتص الصدمات: مناسب لحقائب السماعات والأدوات والأجهزة. أما النيوبرين فناعم ومرن: مناسب لأغطية الحواسيب المحمولة وحافظات الزجاجات ومقالم الأقلام.\n\nالعناية: امسح بماء فاتر مع قليل من منظف لطيف، ولا تستخدم الغسالة أو المجفف. جفّف في الظل بعيدًا عن الشمس المباشرة، وخزّن حقائب EVA دون أثقال فوقها حتى تحتفظ بشكلها.',
          it: 'L’EVA viene termoformato in un guscio rigido che assorbe gli urti: ideale per custodie di cuffie, attrezzi e strumenti. Il neoprene è morbido ed elastico: ideale per custodie per laptop, porta-borracce termici e astucci.\n\nManutenzione: pulisci con acqua tiepida e poco detersivo delicato, niente lavatrice né asciugatrice. Asciuga all’ombra, lontano dal sole diretto, e conserva le custodie in EVA senza pesi sopra perché mantengano la forma.',
          vi: 'EVA được ép nhiệt thành vỏ cứng, chống va đập: hợp với hộp tai nghe, dụng cụ và thiết bị đo. Neoprene mềm và co giãn: hợp với túi chống sốc laptop, túi giữ nhiệt bình nước và hộp bút.\n\nBảo quản: lau bằng nước ấm pha ít chất tẩy rửa nhẹ, không giặt máy hay sấy. Phơi khô trong bóng râm, tránh nắng trực tiếp, và cất hộp EVA không đè vật nặng để giữ dáng.',
          th: 'EVA ขึ้นรูปด้วยการอัดร้อนเป็นเปลือกแข็งที่ดูดซับแรงกระแทก เหมาะกับเคสหูฟัง เครื่องมือ และอุปกรณ์วัด นีโอพรีนนุ่มและยืดหยุ่น เหมาะกับซองแล็ปท็อป ปลอกเก็บความเย็นขวดน้ำ และกระเป๋าดินสอ\n\nการดูแล: เช็ดด้วยน้ำอุ่นผสมน้ำยาอ่อน ๆ เล็กน้อย ห้ามซักเครื่องหรืออบแห้ง ผึ่งในที่ร่ม หลีกเลี่ยงแดดจัด และเก็บเคส EVA โดยไม่วางของหนักทับเพื่อคงรูปทรง',
        },
      },
      {
        slug: 'pu-leather',
        minutes: 5,
        title: {
          'zh-CN': 'PU 皮革', 'zh-TW': 'PU 皮革', en: 'PU leather', ja: 'PU レザー', ko: 'PU 가죽',
          es: 'Piel sintética PU', fr: 'Similicuir PU', de: 'PU-Leder', pt: 'Couro sintético PU',
          ru: 'Экокожа PU', ar: 'الجلد الصناعي PU', it: 'Similpelle PU', vi: 'Da PU', th: 'หนัง PU',
        },
        body: {
          'zh-CN': 'PU 皮外观接近真皮，价格稳定、颜色齐全，适合收纳包、平板套和化妆包。标志可以压印、烫金或丝印，压印最有质感。\n\n保养：用微湿的软布擦拭，避免酒精和溶剂；长期不用时放进透气布袋，不要和软质 PVC 接触，否则表面会发黏。',
          'zh-TW': 'PU 皮外觀接近真皮，價格穩定、顏色齊全，適合收納包、平板套與化妝包。標誌可以壓印、燙金或絲印，壓印最有質感。\n\n保養：以微濕的軟布擦拭，避免酒精與溶劑；長期不用時放進透氣布袋，不要與軟質 PVC 接觸，否則表面會發黏。',
          en: 'PU looks close to leather, keeps a steady price and comes in every colour: right for organisers, tablet covers and cosmetic bags. Logos can be debossed, hot-foiled or screen printed; debossing feels the most premium.\n\nCare: wipe with a slightly damp soft cloth, never alcohol or solvents. For long storage use a breathable cotton bag and keep it away from soft PVC, which makes the surface sticky.',
          ja: 'PU は本革に近い見た目で、価格が安定し色も豊富。収納ポーチ、タブレットカバー、化粧ポーチに向いています。ロゴは型押し、箔押し、シルク印刷が可能で、型押しがいちばん高級感があります。\n\nお手入れ：軽く湿らせた柔らかい布で拭き、アルコールや溶剤は使わないでください。長期保管は通気性のある布袋に入れ、軟質 PVC と触れないようにします（表面がべたつきます）。',
          ko: 'PU는 천연가죽에 가까운 외관에 가격이 안정적이고 색상도 다양해 정리 파우치, 태블릿 커버, 화장품 파우치에 잘 맞습니다. 로고는 디보싱, 박, 실크 인쇄가 가능하며 디보싱이 가장 고급스럽습니다.\n\n관리: 살짝 적신 부드러운 천으로 닦고 알코올과 용제는 피하세요. 오래 보관할 때는 통기성 있는 천 주머니에 넣고, 연질 PVC와 닿지 않게 하세요. 표면이 끈적해집니다.',
          es: 'El PU parece piel, mantiene un precio estable y existe en todos los colores: ideal para organizadores, fundas de tableta y neceseres. El logotipo puede ir en bajorrelieve, estampado en caliente o serigrafiado; el bajorrelieve es el más elegante.\n\nCuidado: limpie con un paño suave apenas húmedo, nunca con alcohol ni disolventes. Para guardarlo mucho tiempo use una bolsa de algodón transpirable y manténgalo lejos del PVC blando, que vuelve pegajosa la superficie.',
          fr: 'Le PU ressemble au cuir, garde un prix stable et existe dans toutes les couleurs : idéal pour organiseurs, étuis de tablette et trousses de toilette. Le logo peut être embossé en creux, doré à chaud ou sérigraphié ; le marquage en creux est le plus haut de gamme.\n\nEntretien : essuyez avec un chiffon doux à peine humide, jamais d’alcool ni de solvant. Pour un long stockage, utilisez une housse en coton respirante et tenez-le loin du PVC souple, qui rend la surface collante.',
          de: 'PU sieht Leder sehr ähnlich, hat einen stabilen Preis und gibt es in jeder Farbe: ideal für Organizer, Tablethüllen und Kosmetiktaschen. Logos lassen sich prägen, heißfolieren oder siebdrucken; die Blindprägung wirkt am hochwertigsten.\n\nPflege: mit einem leicht feuchten, weichen Tuch abwischen, niemals Alkohol oder Lösungsmittel. Für längere Lagerung einen atmungsaktiven Baumwollbeutel nutzen und von Weich-PVC fernhalten, das die Oberfläche klebrig macht.',
          pt: 'O PU parece couro, tem preço estável e existe em todas as cores: ideal para organizadores, capas de tablet e nécessaires. O logotipo pode ser gravado em baixo-relevo, hot stamping ou serigrafia; o baixo-relevo é o mais sofisticado.\n\nCuidados: limpe com um pano macio levemente úmido, nunca com álcool ou solventes. Para guardar por muito tempo, use um saco de algodão respirável e mantenha longe de PVC macio, que deixa a superfície pegajosa.',
          ru: 'PU внешне близка к натуральной коже, стабильна по цене и бывает любых цветов — подходит для органайзеров, чехлов для планшетов и косметичек. Логотип можно сделать блинтовым тиснением, фольгой или шелкографией; блинт выглядит дороже всего.\n\nУход: протирайте слегка влажной мягкой тканью, без спирта и растворителей. Для долгого хранения используйте дышащий хлопковый мешок и не допускайте контакта с мягким ПВХ — поверхность станет липкой.',
          ar: 'يشبه PU الجلد الطبيعي، وسعره مستقر ومتوفر بكل الألوان: مناسب لحقائب التنظيم وأغطية الأجهزة اللوحية وحقائب مستحضرات التجميل. يمكن نقش الشعار غائرًا أو بالرقائق الحرارية أو بالطباعة الحريرية، والنقش الغائر يعطي أفخم مظهر.\n\nالعناية: امسح بقطعة قماش ناعمة رطبة قليلًا، ولا تستخدم الكحول أو المذيبات. للتخزين الطويل استخدم كيسًا قطنيًا يسمح بالتهوية، وأبعده عن PVC اللين لأنه يجعل السطح لزجًا.',
          it: 'Il PU somiglia alla pelle, ha un prezzo stabile ed esiste in tutti i colori: ideale per organizer, cover per tablet e beauty case. Il logo può essere impresso a secco, a caldo con lamina o serigrafato; l’impressione a secco è la più elegante.\n\nManutenzione: pulisci con un panno morbido appena umido, mai alcol o solventi. Per lunghi periodi usa un sacchetto di cotone traspirante e tienilo lontano dal PVC morbido, che rende appiccicosa la superficie.',
          vi: 'Da PU trông gần giống da thật, giá ổn định và có đủ màu: hợp với túi sắp xếp đồ, bao máy tính bảng và túi mỹ phẩm. Logo có thể dập chìm, ép nhũ nóng hoặc in lụa; dập chìm cho cảm giác cao cấp nhất.\n\nBảo quản: lau bằng khăn mềm hơi ẩm, không dùng cồn hay dung môi. Khi cất lâu, để trong túi vải cotton thoáng khí và tránh tiếp xúc với nhựa PVC mềm vì bề mặt sẽ bị dính.',
          th: 'หนัง PU ดูใกล้เคียงหนังแท้ ราคาคงที่และมีทุกสี เหมาะกับกระเป๋าจัดระเบียบ ซองแท็บเล็ต และกระเป๋าเครื่องสำอาง โลโก้ทำได้ทั้งปั๊มจม ปั๊มฟอยล์ร้อน หรือสกรีน โดยปั๊มจมดูหรูที่สุด\n\nการดูแล: เช็ดด้วยผ้านุ่มชุบน้ำหมาด ๆ ห้ามใช้แอลกอฮอล์หรือตัวทำละลาย เก็บระยะยาวในถุงผ้าฝ้ายที่ระบายอากาศได้ และอย่าให้สัมผัส PVC นิ่ม เพราะจะทำให้ผิวเหนียว',
        },
      },
      {
        slug: 'canvas-and-cotton',
        minutes: 5,
        image: { path: 'academy/materials-canvas-tote.webp', alt: { 'zh-CN': '橄榄绿帆布托特包', 'zh-TW': '橄欖綠帆布托特包', en: 'An olive canvas tote bag', ja: 'オリーブ色のキャンバストートバッグ', ko: '올리브색 캔버스 토트백', es: 'Una bolsa tote de lona verde oliva', fr: 'Un sac cabas en toile vert olive', de: 'Eine olivgrüne Canvas-Tragetasche', pt: 'Uma bolsa tote de lona verde-oliva', ru: 'Оливковая холщовая сумка-тоут', ar: 'حقيبة توت من القماش بلون زيتوني', it: 'Una borsa tote in tela verde oliva', vi: 'Túi tote vải canvas màu ô liu', th: 'กระเป๋าโท้ทผ้าแคนวาสสีเขียวมะกอก' } },
        title: {
          'zh-CN': '帆布与棉布', 'zh-TW': '帆布與棉布', en: 'Canvas and cotton', ja: 'キャンバスとコットン', ko: '캔버스와 면',
          es: 'Lona y algodón', fr: 'Toile et coton', de: 'Canvas und Baumwolle', pt: 'Lona e algodão',
          ru: 'Холст и хлопок', ar: 'الكانفاس والقطن', it: 'Tela e cotone', vi: 'Canvas và vải cotton', th: 'แคนวาสและผ้าฝ้าย',
        },
        body: {
          'zh-CN': '帆布以克重区分：10 安（约 340 克/平方米）适合日常托特包，16 安以上适合工具包。棉布会缩水，批量生产前我们会先预缩面料，让成品尺寸稳定。\n\n保养：30 °C 以下反面手洗或轻柔机洗，不要漂白；印花处不要直接熨烫，晾干即可。',
          'zh-TW': '帆布以克重區分：10 安（約 340 克/平方公尺）適合日常托特包，16 安以上適合工具包。棉布會縮水，量產前我們會先預縮布料，讓成品尺寸穩定。\n\n保養：30 °C 以下反面手洗或輕柔機洗，不要漂白；印花處不要直接熨燙，晾乾即可。',
          en: 'Canvas is sold by weight: 10 oz (about 340 g/m²) suits everyday totes, 16 oz and above suits tool bags. Cotton shrinks, so we pre-shrink the fabric before a production run to keep the finished size stable.\n\nCare: hand wash or a gentle machine cycle inside out below 30 °C, no bleach. Never iron directly on a print; hang to dry.',
          ja: 'キャンバスは重さで選びます。10 オンス（約 340 g/m²）は普段使いのトート、16 オンス以上は工具バッグ向けです。綿は縮むため、量産前に生地を防縮加工して仕上がり寸法を安定させます。\n\nお手入れ：裏返して 30 °C 以下で手洗いか弱水流で洗い、漂白剤は使わないでください。プリント部分に直接アイロンを当てず、吊るして乾かします。',
          ko: '캔버스는 무게로 구분합니다. 10온스(약 340 g/m²)는 일상용 토트백, 16온스 이상은 공구 가방에 알맞습니다. 면은 줄어들기 때문에 양산 전에 원단을 방축 처리해 완성 치수를 안정시킵니다.\n\n관리: 뒤집어서 30 °C 이하에서 손세탁 또는 울 코스로 세탁하고 표백제는 쓰지 마세요. 인쇄 부분에 직접 다림질하지 말고 걸어서 말리세요.',
          es: 'La lona se vende por peso: 10 oz (unos 340 g/m²) sirve para bolsas tote de uso diario, 16 oz o más para bolsas de herramientas. El algodón encoge, por eso preencogemos la tela antes de producir para que la medida final sea estable.\n\nCuidado: lavado a mano o ciclo suave del revés por debajo de 30 °C, sin lejía. No planche nunca directamente sobre el estampado; seque colgado.',
          fr: 'La toile se choisit au poids : 10 oz (environ 340 g/m²) pour les tote bags du quotidien, 16 oz et plus pour les sacs à outils. Le coton rétrécit : nous prérétrécissons le tissu avant une production pour que la taille finale reste stable.\n\nEntretien : lavage à la main ou cycle délicat sur l’envers sous 30 °C, sans javel. Ne repassez jamais directement sur l’impression ; séchez suspendu.',
          de: 'Canvas wählt man nach Gewicht: 10 oz (etwa 340 g/m²) für Alltagstaschen, ab 16 oz für Werkzeugtaschen. Baumwolle läuft ein, deshalb krumpfen wir den Stoff vor der Serie vor, damit das fertige Maß stabil bleibt.\n\nPflege: links gewendet von Hand oder im Schonwaschgang unter 30 °C waschen, ohne Bleiche. Nie direkt auf dem Druck bügeln; hängend trocknen.',
          pt: 'A lona é vendida por gramatura: 10 oz (cerca de 340 g/m²) serve para ecobags do dia a dia, 16 oz ou mais para bolsas de ferramentas. O algodão encolhe, por isso pré-encolhemos o tecido antes da produção para manter a medida final estável.\n\nCuidados: lave à mão ou em ciclo delicado do avesso abaixo de 30 °C, sem alvejante. Nunca passe o ferro diretamente sobre a estampa; seque pendurado.',
          ru: 'Холст выбирают по плотности: 10 унций (около 340 г/м²) — для повседневных шопперов, от 16 унций — для сумок под инструмент. Хлопок садится, поэтому перед серией мы декатируем ткань, чтобы готовый размер не менялся.\n\nУход: ручная или деликатная стирка наизнанку ниже 30 °C, без отбеливателя. Не гладьте прямо по принту; сушите в подвешенном виде.',
          ar: 'يُختار الكانفاس حسب الوزن: 10 أونصات (نحو 340 غ/م²) للحقائب اليومية، و16 أونصة فأكثر لحقائب الأدوات. القطن ينكمش، لذلك ننكمش القماش مسبقًا قبل الإنتاج ليبقى المقاس النهائي ثابتًا.\n\nالعناية: اغسل يدويًا أو بدورة لطيفة على الوجه الداخلي تحت 30 °م، دون مبيّض. لا تكوِ مباشرة فوق الطباعة، وجفّف بالتعليق.',
          it: 'La tela si sceglie a peso: 10 oz (circa 340 g/m²) per le shopper di tutti i giorni, da 16 oz in su per le borse porta attrezzi. Il cotone si restringe: pretrattiamo il tessuto prima della produzione perché la misura finale resti stabile.\n\nManutenzione: lavaggio a mano o delicato al rovescio sotto i 30 °C, senza candeggina. Non stirare mai direttamente sulla stampa; asciuga appesa.',
          vi: 'Canvas được chọn theo định lượng: 10 oz (khoảng 340 g/m²) hợp với túi tote dùng hằng ngày, từ 16 oz trở lên hợp với túi đồ nghề. Vải cotton bị co, nên chúng tôi xử lý co trước khi sản xuất hàng loạt để kích thước thành phẩm ổn định.\n\nBảo quản: lộn trái, giặt tay hoặc giặt nhẹ dưới 30 °C, không dùng thuốc tẩy. Không ủi trực tiếp lên hình in; phơi treo cho khô.',
          th: 'แคนวาสเลือกตามน้ำหนักผ้า: 10 ออนซ์ (ประมาณ 340 กรัม/ตร.ม.) เหมาะกับกระเป๋าโท้ทใช้ประจำวัน 16 ออนซ์ขึ้นไปเหมาะกับกระเป๋าเครื่องมือ ผ้าฝ้ายหดตัวได้ เราจึงทำให้ผ้าหดก่อนผลิตจริงเพื่อให้ขนาดสินค้าคงที่\n\nการดูแล: กลับด้านในแล้วซักมือหรือซักเครื่องโหมดถนอมผ้าที่ต่ำกว่า 30 °C ห้ามใช้สารฟอกขาว อย่ารีดทับลายพิมพ์โดยตรง ตากแขวนให้แห้ง',
        },
      },
    ],
  },
  {
    slug: 'packing-and-shipping',
    cover: 'academy/packaging-cover.webp',
    title: {
      'zh-CN': '定制箱包的包装与运输', 'zh-TW': '訂製箱包的包裝與運輸', en: 'Packing and shipping custom cases', ja: 'オーダーケースの梱包と発送', ko: '맞춤 케이스 포장과 배송',
      es: 'Embalaje y envío de estuches a medida', fr: 'Emballer et expédier des étuis sur mesure', de: 'Verpackung und Versand individueller Etuis', pt: 'Embalagem e envio de estojos personalizados',
      ru: 'Упаковка и доставка чехлов на заказ', ar: 'تغليف الحقائب المخصّصة وشحنها', it: 'Imballaggio e spedizione di custodie personalizzate', vi: 'Đóng gói và vận chuyển túi hộp đặt riêng', th: 'การแพ็กและจัดส่งกระเป๋าสั่งผลิต',
    },
    summary: {
      'zh-CN': '单件包装、装箱唛头与运输方式：让货物完好、按时到达。', 'zh-TW': '單件包裝、裝箱嘜頭與運輸方式：讓貨物完好、準時抵達。', en: 'Unit packing, carton marks and shipping methods: how goods arrive intact and on time.', ja: '個装、外箱マーク、輸送方法。商品を無傷で期日どおりに届けるために。', ko: '개별 포장, 카톤 마크, 운송 방법: 물건이 온전하게 제때 도착하도록.',
      es: 'Embalaje individual, marcas de caja y modos de envío: cómo llega la mercancía intacta y a tiempo.', fr: 'Emballage unitaire, marquage des cartons et modes d’expédition : comment la marchandise arrive intacte et à temps.', de: 'Einzelverpackung, Kartonbeschriftung und Versandarten: So kommt die Ware heil und pünktlich an.', pt: 'Embalagem individual, marcações de caixa e modos de envio: como a mercadoria chega intacta e no prazo.',
      ru: 'Индивидуальная упаковка, маркировка коробов и способы доставки: как товар приходит целым и вовремя.', ar: 'التغليف الفردي وعلامات الكراتين وطرق الشحن: كيف تصل البضاعة سليمة وفي موعدها.', it: 'Imballo singolo, marcature dei cartoni e modalità di spedizione: come la merce arriva integra e puntuale.', vi: 'Đóng gói từng chiếc, ký mã hiệu thùng và phương thức vận chuyển: để hàng đến nơi nguyên vẹn, đúng hạn.', th: 'บรรจุภัณฑ์รายชิ้น เครื่องหมายกล่อง และวิธีขนส่ง: ให้สินค้าถึงมือครบถ้วนและตรงเวลา',
    },
    lessons: [
      {
        slug: 'unit-packing',
        minutes: 4,
        image: { path: 'academy/packaging-drawstring.webp', alt: { 'zh-CN': '用作单件包装的抽绳束口袋', 'zh-TW': '用作單件包裝的抽繩束口袋', en: 'A drawstring bag used as unit packing', ja: '個別包装に使う巾着袋', ko: '개별 포장에 쓰는 조리개 주머니', es: 'Una bolsa con cordón usada como embalaje individual', fr: 'Un sac à cordon servant d’emballage unitaire', de: 'Ein Kordelzugbeutel als Einzelverpackung', pt: 'Uma bolsa com cordão usada como embalagem individual', ru: 'Мешочек на шнурке для индивидуальной упаковки', ar: 'كيس برباط يُستخدم كتغليف فردي', it: 'Un sacchetto con coulisse usato come imballo singolo', vi: 'Túi dây rút dùng làm bao bì từng chiếc', th: 'ถุงหูรูดที่ใช้เป็นบรรจุภัณฑ์รายชิ้น' } },
        title: {
          'zh-CN': '单件包装的选择', 'zh-TW': '單件包裝的選擇', en: 'Choosing the unit packing', ja: '個装の選び方', ko: '개별 포장 선택',
          es: 'Elegir el embalaje individual', fr: 'Choisir l’emballage unitaire', de: 'Die Einzelverpackung wählen', pt: 'Escolher a embalagem individual',
          ru: 'Выбор индивидуальной упаковки', ar: 'اختيار التغليف الفردي', it: 'Scegliere l’imballo singolo', vi: 'Chọn bao bì từng chiếc', th: 'การเลือกบรรจุภัณฑ์รายชิ้น',
        },
        body: {
          'zh-CN': '最常见的是每件装入 OPP 自封袋并贴条码；零售产品可以改用印刷彩盒或棉布束口袋，开箱体验更好，但会增加体积和运费。\n\nEVA 包要在内部放防压纸板，拉链头用小袋包好，避免运输中在外壳上压出痕迹。',
          'zh-TW': '最常見的是每件裝入 OPP 自黏袋並貼條碼；零售商品可改用印刷彩盒或棉布束口袋，開箱體驗更好，但會增加體積與運費。\n\nEVA 包要在內部放防壓紙板，拉鍊頭用小袋包好，避免運輸中在外殼壓出痕跡。',
          en: 'Most often each piece goes into a resealable OPP bag with a barcode label. Retail products can use a printed box or a cotton drawstring bag instead: a nicer unboxing, but more volume and freight.\n\nEVA cases get a cardboard insert against crushing, and the zip puller is wrapped in a small bag so it does not press a mark into the shell in transit.',
          ja: 'もっとも一般的なのは 1 点ずつ OPP の自封袋に入れてバーコードを貼る方法です。小売向けなら印刷化粧箱やコットンの巾着袋も選べます。開封時の印象は良くなりますが、体積と送料が増えます。\n\nEVA ケースには潰れ防止の台紙を入れ、ファスナーの引き手は小袋で包みます。輸送中にシェルへ跡が付くのを防ぐためです。',
          ko: '가장 흔한 방식은 한 개씩 OPP 지퍼백에 넣고 바코드를 붙이는 것입니다. 소매용 제품은 인쇄 상자나 면 스트링 파우치를 쓸 수 있습니다. 언박싱은 좋아지지만 부피와 운임이 늘어납니다.\n\nEVA 케이스에는 눌림 방지용 판지를 넣고, 지퍼 손잡이는 작은 봉투로 감싸 운송 중 쉘에 자국이 남지 않게 합니다.',
          es: 'Lo más habitual es meter cada pieza en una bolsa OPP con cierre y etiqueta de código de barras. Para venta minorista se puede usar una caja impresa o una bolsa de algodón con cordón: mejor presentación, pero más volumen y flete.\n\nLos estuches de EVA llevan un cartón interior contra aplastamientos, y el tirador de la cremallera va envuelto en una bolsita para que no marque la carcasa durante el transporte.',
          fr: 'Le plus souvent, chaque pièce va dans un sachet OPP refermable avec une étiquette code-barres. Pour la vente au détail, une boîte imprimée ou un pochon en coton sont possibles : un plus beau déballage, mais plus de volume et de fret.\n\nLes étuis EVA reçoivent un carton intérieur contre l’écrasement, et le curseur de la fermeture est emballé dans un petit sachet pour ne pas marquer la coque pendant le transport.',
          de: 'Meist kommt jedes Stück in einen wiederverschließbaren OPP-Beutel mit Barcode-Etikett. Für den Einzelhandel gehen auch eine bedruckte Schachtel oder ein Baumwollbeutel mit Kordel: schöneres Auspacken, aber mehr Volumen und Fracht.\n\nEVA-Etuis bekommen eine Karton-Einlage gegen Druck, und der Reißverschlusszipper wird in einen kleinen Beutel gewickelt, damit er beim Transport keinen Abdruck in der Schale hinterlässt.',
          pt: 'O mais comum é colocar cada peça num saco OPP com fecho e etiqueta de código de barras. Produtos de varejo podem usar caixa impressa ou saquinho de algodão com cordão: abertura mais bonita, porém mais volume e frete.\n\nEstojos de EVA recebem um cartão interno contra esmagamento, e o puxador do zíper vai embrulhado num saquinho para não marcar a carcaça no transporte.',
          ru: 'Чаще всего каждое изделие кладут в пакет OPP с зип-замком и наклеивают штрихкод. Для розницы можно выбрать печатную коробку или хлопковый мешочек на шнурке: распаковка приятнее, но растут объём и стоимость доставки.\n\nВ кейсы из EVA кладут картонную вставку от сдавливания, а бегунок молнии заворачивают в маленький пакет, чтобы он не продавил корпус в дороге.',
          ar: 'الأكثر شيوعًا أن توضع كل قطعة في كيس OPP قابل للإغلاق مع ملصق باركود. ويمكن للمنتجات المعدّة للبيع بالتجزئة استخدام علبة مطبوعة أو كيس قطني برباط: تجربة فتح أجمل، لكن حجم وأجرة شحن أكبر.\n\nتُوضع داخل حقائب EVA بطانة كرتونية تمنع الانضغاط، ويُلف مقبض السحّاب في كيس صغير حتى لا يترك أثرًا على الغلاف أثناء النقل.',
          it: 'Di solito ogni pezzo va in una busta OPP richiudibile con etichetta a codice a barre. Per la vendita al dettaglio si può usare una scatola stampata o un sacchetto di cotone con coulisse: un unboxing più bello, ma più volume e nolo.\n\nLe custodie in EVA ricevono un inserto di cartone contro lo schiacciamento, e il cursore della zip viene avvolto in una bustina perché non segni il guscio durante il trasporto.',
          vi: 'Thông thường mỗi sản phẩm được cho vào túi OPP có khóa và dán mã vạch. Hàng bán lẻ có thể dùng hộp in hoặc túi rút vải cotton: trải nghiệm mở hộp đẹp hơn nhưng tăng thể tích và cước vận chuyển.\n\nHộp EVA được lót bìa cứng bên trong chống đè bẹp, đầu kéo khóa được bọc túi nhỏ để không hằn vết lên vỏ khi vận chuyển.',
          th: 'โดยทั่วไปจะบรรจุสินค้าแต่ละชิ้นในถุง OPP แบบซิปล็อกและติดบาร์โค้ด สินค้าขายปลีกอาจใช้กล่องพิมพ์ลายหรือถุงผ้าฝ้ายหูรูดแทน ได้ประสบการณ์แกะกล่องที่ดีกว่า แต่ปริมาตรและค่าขนส่งเพิ่มขึ้น\n\nเคส EVA จะใส่แผ่นกระดาษแข็งกันกดทับไว้ด้านใน และห่อหัวซิปด้วยถุงเล็กเพื่อไม่ให้กดเป็นรอยบนเปลือกระหว่างขนส่ง',
        },
      },
      {
        slug: 'cartons-and-marks',
        minutes: 5,
        title: {
          'zh-CN': '外箱与唛头', 'zh-TW': '外箱與嘜頭', en: 'Cartons and shipping marks', ja: '外箱と荷印', ko: '카톤과 화인',
          es: 'Cajas y marcas de envío', fr: 'Cartons et marquages', de: 'Kartons und Versandmarkierungen', pt: 'Caixas e marcas de embarque',
          ru: 'Короба и маркировка', ar: 'الكراتين وعلامات الشحن', it: 'Cartoni e marcature di spedizione', vi: 'Thùng carton và ký mã hiệu', th: 'กล่องลังและเครื่องหมายขนส่ง',
        },
        body: {
          'zh-CN': '我们使用五层瓦楞纸箱，单箱毛重控制在 20 公斤以内，方便搬运也符合快递要求。每箱印有唛头：订单号、款号、颜色、数量、箱号（如 3/12）和毛重。\n\n如果您的仓库有自己的标签格式，请在下单时提供模板，我们会在出货前贴好，并发送装箱单供您核对。',
          'zh-TW': '我們使用五層瓦楞紙箱，單箱毛重控制在 20 公斤以內，方便搬運也符合快遞要求。每箱印有嘜頭：訂單號、款號、顏色、數量、箱號（如 3/12）與毛重。\n\n如果您的倉庫有自己的標籤格式，請在下單時提供範本，我們會在出貨前貼好，並寄送裝箱單供您核對。',
          en: 'We use five-ply corrugated cartons and keep each under 20 kg gross, easy to handle and accepted by couriers. Every carton carries a mark: order number, style, colour, quantity, carton number (such as 3/12) and gross weight.\n\nIf your warehouse has its own label format, send the template with the order: we apply it before dispatch and send you the packing list to check.',
          ja: '5 層の段ボール箱を使い、1 箱の総重量は 20 kg 以内に抑えます。扱いやすく、宅配便の基準にも合います。各箱には注文番号、品番、色、数量、箱番号（例：3/12）、総重量を記した荷印を付けます。\n\n倉庫独自のラベル形式がある場合は、ご注文時にテンプレートをお送りください。出荷前に貼付し、確認用のパッキングリストをお送りします。',
          ko: '5겹 골판지 카톤을 사용하고 한 박스의 총중량을 20 kg 이내로 맞춰 다루기 쉽고 택배 기준에도 맞습니다. 모든 카톤에 주문 번호, 스타일, 색상, 수량, 카톤 번호(예: 3/12), 총중량을 적은 화인을 붙입니다.\n\n창고 고유의 라벨 형식이 있다면 주문할 때 템플릿을 보내 주세요. 출고 전에 부착하고 확인용 패킹 리스트를 보내 드립니다.',
          es: 'Usamos cajas de cartón corrugado de cinco capas y mantenemos cada una por debajo de 20 kg brutos: fáciles de manejar y aceptadas por los mensajeros. Cada caja lleva una marca: número de pedido, modelo, color, cantidad, número de caja (p. ej. 3/12) y peso bruto.\n\nSi su almacén tiene su propio formato de etiqueta, envíe la plantilla con el pedido: la aplicamos antes del despacho y le enviamos la lista de empaque para revisarla.',
          fr: 'Nous utilisons des cartons en carton ondulé cinq plis et gardons chacun sous 20 kg bruts : faciles à manipuler et acceptés par les transporteurs express. Chaque carton porte un marquage : numéro de commande, modèle, coloris, quantité, numéro de carton (par ex. 3/12) et poids brut.\n\nSi votre entrepôt a son propre format d’étiquette, envoyez le modèle avec la commande : nous l’apposons avant l’expédition et vous envoyons la liste de colisage à vérifier.',
          de: 'Wir verwenden fünflagige Wellpappkartons und halten jeden unter 20 kg brutto: gut zu handhaben und von Kurierdiensten akzeptiert. Jeder Karton trägt eine Markierung: Auftragsnummer, Artikel, Farbe, Menge, Kartonnummer (z. B. 3/12) und Bruttogewicht.\n\nHat Ihr Lager ein eigenes Etikettenformat, senden Sie die Vorlage mit der Bestellung: Wir bringen es vor dem Versand an und schicken Ihnen die Packliste zur Kontrolle.',
          pt: 'Usamos caixas de papelão ondulado de cinco camadas e mantemos cada uma abaixo de 20 kg brutos: fáceis de manusear e aceitas pelas transportadoras expressas. Cada caixa leva uma marca: número do pedido, modelo, cor, quantidade, número da caixa (como 3/12) e peso bruto.\n\nSe o seu armazém tem um formato próprio de etiqueta, envie o modelo com o pedido: aplicamos antes do embarque e enviamos a lista de embalagem para conferência.',
          ru: 'Мы используем пятислойные гофрокороба и держим вес брутто каждого до 20 кг — их удобно носить, и их принимают курьерские службы. На каждом коробе есть маркировка: номер заказа, артикул, цвет, количество, номер короба (например, 3/12) и вес брутто.\n\nЕсли у вашего склада свой формат этикеток, пришлите шаблон вместе с заказом: мы наклеим их перед отгрузкой и отправим упаковочный лист для сверки.',
          ar: 'نستخدم كراتين مموّجة من خمس طبقات ونُبقي الوزن الإجمالي لكل كرتونة تحت 20 كغ: سهلة الحمل ومقبولة لدى شركات البريد السريع. تحمل كل كرتونة علامة: رقم الطلب والطراز واللون والكمية ورقم الكرتونة (مثل 3/12) والوزن الإجمالي.\n\nإذا كان لمستودعك شكل ملصقات خاص، فأرسل القالب مع الطلب: نلصقه قبل الشحن ونرسل إليك قائمة التعبئة لمراجعتها.',
          it: 'Usiamo cartoni ondulati a cinque strati e teniamo ciascuno sotto i 20 kg lordi: facili da movimentare e accettati dai corrieri espresso. Ogni cartone riporta una marcatura: numero d’ordine, modello, colore, quantità, numero di collo (ad es. 3/12) e peso lordo.\n\nSe il tuo magazzino ha un formato di etichetta proprio, invia il modello con l’ordine: lo applichiamo prima della spedizione e ti mandiamo la packing list da controllare.',
          vi: 'Chúng tôi dùng thùng carton sóng năm lớp và giữ mỗi thùng dưới 20 kg tổng trọng lượng: dễ bốc xếp và được các hãng chuyển phát chấp nhận. Mỗi thùng có ký mã hiệu: số đơn hàng, mã hàng, màu, số lượng, số thùng (ví dụ 3/12) và trọng lượng cả bì.\n\nNếu kho của bạn có mẫu nhãn riêng, hãy gửi mẫu kèm đơn hàng: chúng tôi dán trước khi xuất hàng và gửi bạn phiếu đóng gói để đối chiếu.',
          th: 'เราใช้กล่องลูกฟูกห้าชั้น และคุมน้ำหนักรวมแต่ละกล่องไม่เกิน 20 กก. ยกง่ายและเป็นไปตามเกณฑ์ของบริษัทขนส่งด่วน ทุกกล่องมีเครื่องหมาย: เลขคำสั่งซื้อ รุ่น สี จำนวน เลขกล่อง (เช่น 3/12) และน้ำหนักรวม\n\nหากคลังสินค้าของคุณมีรูปแบบฉลากเฉพาะ โปรดส่งเทมเพลตมาพร้อมคำสั่งซื้อ เราจะติดให้ก่อนส่งออกและส่งแพ็กกิ้งลิสต์ให้คุณตรวจสอบ',
        },
      },
      {
        slug: 'shipping-methods',
        minutes: 6,
        title: {
          'zh-CN': '快递、空运还是海运', 'zh-TW': '快遞、空運還是海運', en: 'Express, air or sea freight', ja: '国際宅配便、航空便、船便', ko: '특송, 항공, 해상 운송',
          es: 'Mensajería, aéreo o marítimo', fr: 'Express, aérien ou maritime', de: 'Express, Luft- oder Seefracht', pt: 'Expresso, aéreo ou marítimo',
          ru: 'Экспресс, авиа или море', ar: 'البريد السريع أم الشحن الجوي أم البحري', it: 'Corriere, aereo o nave', vi: 'Chuyển phát nhanh, hàng không hay đường biển', th: 'ส่งด่วน ทางอากาศ หรือทางเรือ',
        },
        body: {
          'zh-CN': '样品和 100 公斤以下的小批量走国际快递，门到门 3 到 7 天；几百公斤适合空运，约一到两周；超过 2 立方米时海运拼箱通常最划算，需要四到六周。\n\n我们按 FOB 或 DDP 报价：DDP 含关税和清关，由我们办理；FOB 则由您的货代在港口接货。下单前请告诉我们目的地邮编，我们会给出两种方式的时效和费用。',
          'zh-TW': '樣品與 100 公斤以下的小批量走國際快遞，門到門 3 到 7 天；數百公斤適合空運，約一到兩週；超過 2 立方公尺時海運併櫃通常最划算，需要四到六週。\n\n我們依 FOB 或 DDP 報價：DDP 含關稅與清關，由我們辦理；FOB 則由您的貨代在港口接貨。下單前請告訴我們目的地郵遞區號，我們會提供兩種方式的時效與費用。',
          en: 'Samples and small runs under 100 kg go by international express, 3 to 7 days door to door. A few hundred kilos suit air freight, about one to two weeks. Above 2 m³, a shared sea container is usually cheapest, four to six weeks.\n\nWe quote FOB or DDP: DDP includes duties and customs clearance, handled by us; with FOB your forwarder collects at the port. Give us the destination postcode before ordering and we will quote the time and cost of both.',
          ja: 'サンプルや 100 kg 未満の小ロットは国際宅配便で、ドアツードア 3〜7 日です。数百 kg なら航空便で約 1〜2 週間。2 m³ を超えるなら船便の混載がたいてい最も安く、4〜6 週間かかります。\n\n見積もりは FOB または DDP です。DDP は関税と通関を含み当社が手配します。FOB の場合はお客様のフォワーダーが港で引き取ります。ご注文前に届け先の郵便番号をお知らせいただければ、両方の日数と費用をご案内します。',
          ko: '샘플과 100 kg 미만 소량은 국제 특송으로 문 앞까지 3~7일 걸립니다. 수백 kg이면 항공 운송이 알맞고 약 1~2주가 걸립니다. 2 m³를 넘으면 해상 혼재(LCL)가 대개 가장 저렴하며 4~6주가 걸립니다.\n\n견적은 FOB 또는 DDP로 드립니다. DDP는 관세와 통관을 포함해 저희가 처리하고, FOB는 고객님의 포워더가 항구에서 인수합니다. 주문 전에 도착지 우편번호를 알려 주시면 두 방식의 기간과 비용을 안내해 드립니다.',
          es: 'Las muestras y los lotes pequeños de menos de 100 kg van por mensajería internacional, de 3 a 7 días puerta a puerta. Unos cientos de kilos convienen por vía aérea, una o dos semanas. Por encima de 2 m³, un contenedor marítimo compartido suele ser lo más barato, de cuatro a seis semanas.\n\nCotizamos FOB o DDP: DDP incluye aranceles y despacho de aduanas, gestionados por nosotros; con FOB su transitario recoge en el puerto. Indíquenos el código postal de destino antes de pedir y le daremos plazo y coste de ambas opciones.',
          fr: 'Les échantillons et petites séries de moins de 100 kg partent en express international, de 3 à 7 jours porte à porte. Quelques centaines de kilos conviennent au fret aérien, une à deux semaines. Au-delà de 2 m³, un conteneur maritime groupé est en général le moins cher, de quatre à six semaines.\n\nNous chiffrons en FOB ou en DDP : le DDP comprend droits et dédouanement, pris en charge par nous ; en FOB, votre transitaire récupère la marchandise au port. Donnez-nous le code postal de livraison avant de commander : nous indiquerons délai et coût des deux.',
          de: 'Muster und Kleinserien unter 100 kg gehen per internationalem Express, 3 bis 7 Tage von Tür zu Tür. Einige hundert Kilo passen zur Luftfracht, etwa ein bis zwei Wochen. Ab 2 m³ ist eine Sammelcontainer-Seefracht meist am günstigsten, vier bis sechs Wochen.\n\nWir bieten FOB oder DDP an: DDP enthält Zölle und Verzollung, die wir übernehmen; bei FOB holt Ihr Spediteur die Ware im Hafen ab. Nennen Sie uns vor der Bestellung die Ziel-Postleitzahl, dann nennen wir Laufzeit und Kosten für beides.',
          pt: 'Amostras e lotes pequenos abaixo de 100 kg vão por courier internacional, de 3 a 7 dias porta a porta. Algumas centenas de quilos combinam com frete aéreo, uma a duas semanas. Acima de 2 m³, um contêiner marítimo compartilhado costuma ser o mais barato, de quatro a seis semanas.\n\nCotamos FOB ou DDP: o DDP inclui impostos e desembaraço aduaneiro, feitos por nós; no FOB o seu agente de cargas retira no porto. Informe o CEP de destino antes de pedir e daremos prazo e custo das duas opções.',
          ru: 'Образцы и небольшие партии до 100 кг едут международным экспрессом — 3–7 дней от двери до двери. Для нескольких сотен килограммов подходит авиадоставка, примерно одна-две недели. Больше 2 м³ обычно дешевле всего отправить сборным морским контейнером — четыре-шесть недель.\n\nМы считаем цену на условиях FOB или DDP: DDP включает пошлины и таможенное оформление, которыми занимаемся мы; при FOB ваш экспедитор забирает груз в порту. Сообщите индекс получателя до заказа, и мы назовём сроки и стоимость обоих вариантов.',
          ar: 'تُرسَل العينات والدفعات الصغيرة التي تقل عن 100 كغ بالبريد السريع الدولي، من 3 إلى 7 أيام من الباب إلى الباب. وتناسب بضع مئات من الكيلوغرامات الشحنَ الجوي، نحو أسبوع إلى أسبوعين. وفوق 2 م³ تكون الحاوية البحرية المشتركة عادةً الأرخص، من أربعة إلى ستة أسابيع.\n\nنقدّم الأسعار بشرط FOB أو DDP: يشمل DDP الرسوم الجمركية والتخليص ونتولاهما نحن، أما في FOB فيستلم وكيل الشحن الخاص بك البضاعة من الميناء. أعطنا الرمز البريدي للوجهة قبل الطلب وسنخبرك بمدة وتكلفة الخيارين.',
          it: 'Campioni e piccole serie sotto i 100 kg viaggiano con corriere espresso internazionale, da 3 a 7 giorni porta a porta. Qualche centinaio di chili si adatta al trasporto aereo, una o due settimane. Oltre i 2 m³ un container marittimo condiviso è di solito il più economico, da quattro a sei settimane.\n\nQuotiamo FOB o DDP: il DDP comprende dazi e sdoganamento, gestiti da noi; con il FOB il tuo spedizioniere ritira al porto. Indicaci il CAP di destinazione prima dell’ordine e ti diremo tempi e costi di entrambe.',
          vi: 'Hàng mẫu và lô nhỏ dưới 100 kg đi chuyển phát nhanh quốc tế, 3 đến 7 ngày tận nơi. Vài trăm ký phù hợp với hàng không, khoảng một đến hai tuần. Trên 2 m³, hàng lẻ ghép container đường biển thường rẻ nhất, mất bốn đến sáu tuần.\n\nChúng tôi báo giá FOB hoặc DDP: DDP gồm thuế và thủ tục hải quan do chúng tôi lo; với FOB, đơn vị giao nhận của bạn nhận hàng tại cảng. Hãy cho chúng tôi mã bưu chính nơi nhận trước khi đặt hàng để nhận thời gian và chi phí của cả hai cách.',
          th: 'สินค้าตัวอย่างและล็อตเล็กไม่เกิน 100 กก. ส่งด้วยบริการด่วนระหว่างประเทศ 3 ถึง 7 วันถึงหน้าประตู หลายร้อยกิโลกรัมเหมาะกับขนส่งทางอากาศ ราวหนึ่งถึงสองสัปดาห์ เกิน 2 ลูกบาศก์เมตรการส่งทางเรือแบบรวมตู้มักถูกที่สุด ใช้เวลาสี่ถึงหกสัปดาห์\n\nเราเสนอราคาแบบ FOB หรือ DDP: DDP รวมภาษีนำเข้าและพิธีการศุลกากรที่เราดำเนินการให้ ส่วน FOB ตัวแทนขนส่งของคุณรับสินค้าที่ท่าเรือ แจ้งรหัสไปรษณีย์ปลายทางก่อนสั่งซื้อ แล้วเราจะแจ้งระยะเวลาและค่าใช้จ่ายของทั้งสองแบบ',
        },
      },
    ],
  },
];
