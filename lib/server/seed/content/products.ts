import type { SeedProduct } from '../types';

/** Joins paragraphs with the blank line the description fields use. */
const paras = (...paragraphs: string[]): string => paragraphs.join('\n\n');

/**
 * One entry per product artwork in media.json, same slugs, same order.
 * Images: /media/products/{slug}-1.webp (front view) and -2.webp (detail view).
 */
export const products: SeedProduct[] = [
  // ───────────────────────────── Sewing · pouches ─────────────────────────────
  {
    slug: 'neoprene-zip-pouch',
    category: 'pouch',
    name: { 'zh-CN': '潜水料拉链收纳包', en: 'Neoprene Zip Pouch' },
    summary: {
      'zh-CN': '3 mm潜水料拉链包，手感柔软、防震耐磨，适合收纳数据线、化妆品及随身小物，可满版印刷，是礼品促销的热门款。',
      en: 'Soft 3 mm neoprene pouch with a YKK zipper for cables, cosmetics and everyday carry, fully printable for promotional programmes.',
    },
    description: {
      'zh-CN': paras(
        '本款拉链包采用3 mm SBR潜水料，双面贴合弹力涤纶针织布，手感柔软，具备一定的防震缓冲性能，压扁运输后仍能快速回弹定型。顶部配YKK 5号尼龙拉链，所有缝边经包边处理，做工干净利落。',
        '面料有30余种现货颜色可选，也可按客户图稿做满版热升华印刷，照片、渐变色都能完整呈现。LOGO可选丝印、烫画或滴塑标，拉头可更换为定制金属或硅胶拉片；尺寸、料厚（2–5 mm）及内部网袋均可按需调整。',
        '常用于数据线收纳包、化妆包、开学季笔袋及买赠礼品。标准包装为单个OPP袋，可另配吊牌、条码贴及零售头卡。',
      ),
      en: paras(
        'This zip pouch is cut from 3 mm SBR neoprene laminated with stretch polyester jersey on both sides, giving it a soft hand, light shock protection and the ability to spring back into shape after being shipped flat. A YKK #5 nylon coil zipper runs across the top, and every seam is bound for a clean finish.',
        'Choose from more than 30 stock jersey colours, or send artwork for full-surface dye sublimation so photos and gradients run edge to edge. Logos can also be screen printed, heat-transferred or added as a rubber patch, and the puller can be swapped for a branded metal or silicone pull. Size, thickness (2–5 mm) and inner mesh pockets are all adjustable.',
        'Typical uses include cable and charger organisers, cosmetic bags, back-to-school pencil pouches and gift-with-purchase items. Each pouch is packed in an individual OPP bag; hang tags, barcode stickers and retail header cards are available on request.',
      ),
    },
    material: { 'zh-CN': '3 mm SBR潜水料，涤纶针织布', en: '3 mm SBR neoprene, polyester jersey' },
    size: '22 × 14 cm',
    moq: 500,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['尺寸及料厚定制', '满版热升华印刷', 'LOGO丝印、烫画或滴塑标', '定制拉头', '自有品牌包装'],
      en: [
        'Custom size and thickness',
        'Full-colour sublimation printing',
        'Logo print, heat transfer or rubber patch',
        'Branded zipper puller',
        'Private-label packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橙色潜水料拉链收纳包正面图', en: 'Orange neoprene zip pouch, front view' },
      { 'zh-CN': '橙色潜水料收纳包拉链与包边细节', en: 'Close-up of the orange neoprene pouch’s zipper and bound seam' },
    ],
  },
  {
    slug: 'cosmetic-travel-pouch',
    category: 'pouch',
    name: { 'zh-CN': '旅行化妆收纳包', en: 'Cosmetic Travel Pouch' },
    summary: {
      'zh-CN': '防泼水化妆包，内里采用易清洁PU涂层，开口宽大取用方便，适合美妆品牌、酒店及旅行零售渠道配套。',
      en: 'Water-resistant makeup pouch with a wipe-clean PU-coated lining and a wide opening, made for beauty brands, hotels and travel retail.',
    },
    description: {
      'zh-CN': paras(
        '这是一款方形宽口化妆包，专为旅行套装和美妆品牌礼盒设计。外层选用300D再生涤纶（rPET），经防泼水处理；内里为PU涂层布，沾到粉底、乳液一擦即净。两侧夹有薄海绵，包型挺括不塌，侧缝另车一条布质提手。',
        '产品由我们自有缝纫车间生产，尺寸、侧边厚度及内部结构（化妆刷松紧位、网格袋、可拆隔板）都可按客户产品调整。颜色可按潘通色号打样匹配；LOGO可做丝印、烫金、刺绣或缝制织唛，拉链布带与拉头也能同步配色。',
        '深受美妆护肤品牌欢迎，常用作满额赠礼，也适合酒店、航空公司的洗漱包以及零售商自有品牌旅行用品。包装可选OPP袋、印刷纸套或品牌礼盒。',
      ),
      en: paras(
        'A boxy, wide-opening cosmetic pouch designed for travel kits and beauty-brand gift sets. The outer shell is 300D recycled polyester (rPET) with a water-repellent finish, lined with a PU-coated fabric that wipes clean after spills. Thin foam padding in the side panels helps the bag keep its shape, and a fabric carry loop is sewn into the side seam.',
        'The pouch is made on our own sewing lines, so dimensions, gusset depth and inner layout (elastic brush loops, mesh pockets, a removable divider) can be changed to fit your products. Colours are matched to Pantone; logos are screen printed, foil stamped, embroidered or applied as a sewn-in woven label, and the zipper tape and puller can be colour-matched too.',
        'Popular with cosmetics and skincare brands for gift-with-purchase programmes, with hotels and airlines for amenity kits, and with retailers as a private-label travel accessory. Packing options include OPP bags, printed paper sleeves and branded gift boxes.',
      ),
    },
    material: { 'zh-CN': '300D再生涤纶，PU涂层里布', en: '300D recycled polyester, PU-coated lining' },
    size: '23 × 14 × 10 cm',
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['尺寸及内部结构定制', '潘通色号配色', '丝印、烫金或刺绣LOGO', '定制织唛', '品牌礼盒包装'],
      en: [
        'Custom size and inner layout',
        'Pantone colour matching',
        'Screen print, foil stamp or embroidery',
        'Custom woven label',
        'Branded gift box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '玫瑰粉旅行化妆包正面图', en: 'Rose-pink cosmetic travel pouch, front view' },
      { 'zh-CN': '玫瑰粉化妆包拉头与易清洁内里细节', en: 'Detail of the rose cosmetic pouch’s zipper pull and wipe-clean lining' },
    ],
  },
  {
    slug: 'tech-accessory-pouch',
    category: 'pouch',
    name: { 'zh-CN': '数码配件收纳包', en: 'Tech Accessory Pouch' },
    summary: {
      'zh-CN': '带缓冲夹层的数码收纳包，内置松紧带与网袋，整齐收纳充电器、数据线和充电宝，外层为耐磨600D涤纶。',
      en: 'Padded organiser for chargers, cables and power banks, with elastic loops and a mesh pocket inside a durable 600D polyester shell.',
    },
    description: {
      'zh-CN': paras(
        '这款对开式收纳包用于整理充电器、数据线、耳机和充电宝。外层为背PU涂层的600D涤纶，具备防水性能；面布与里布之间夹5 mm EPE珍珠棉，起到缓冲保护作用。内部一侧为不同宽度的松紧带，另一侧为拉链网袋，配YKK 5号双头拉链，可180°完全平摊打开。',
        '内部布局可全面定制：松紧带数量与宽度、带海绵的隔板、卡位或笔插都能按需增减。LOGO常用滴塑标、PU皮标压印或刺绣，外层面料可选麻灰布、格子防撕裂布或再生面料。',
        '适合电子品牌作为配件套装、企业礼品及新员工入职礼包。标准包装为OPP袋加干燥剂，也可配印有客户条码的彩盒。',
      ),
      en: paras(
        'A clamshell organiser that keeps chargers, cables, earphones and power banks in order. The 600D polyester shell has a PU backing for water resistance, with 5 mm EPE foam padding between shell and lining. Inside, one side carries elastic loops of different widths and the other a zipped mesh pocket, and a two-way YKK #5 zipper lets the pouch open fully flat.',
        'Every part of the layout can be changed: the number and width of elastic loops, a padded divider, a card slot or a pen loop. Logos are usually added with a rubber patch, a debossed PU leather tab or embroidery, and the shell is available in heather, ripstop or recycled fabrics.',
        'A strong fit for electronics brands bundling accessories, corporate gift programmes and IT onboarding kits. Standard packing is an OPP bag with a silica gel sachet; colour boxes printed with your barcode are available.',
      ),
    },
    material: { 'zh-CN': '600D涤纶，EPE珍珠棉夹层，涤纶里布', en: '600D polyester, EPE foam padding, polyester lining' },
    size: '24 × 16 × 6 cm',
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['内部布局定制', '滴塑标或PU皮标', '刺绣LOGO', '面料可选（含再生面料）', '条码彩盒包装'],
      en: [
        'Custom inner layout',
        'Rubber patch or PU leather logo tab',
        'Logo embroidery',
        'Fabric choice, incl. recycled',
        'Colour box with barcode',
      ],
    },
    imageAlts: [
      { 'zh-CN': '炭灰色数码配件收纳包正面图', en: 'Charcoal tech accessory pouch, front view' },
      { 'zh-CN': '炭灰色数码收纳包内部松紧带与网袋细节', en: 'Inside the charcoal tech pouch: elastic loops and mesh pocket' },
    ],
  },
  {
    slug: 'felt-laptop-sleeve',
    category: 'pouch',
    name: { 'zh-CN': '毛毡电脑内胆包', en: 'Felt Laptop Sleeve' },
    summary: {
      'zh-CN': '4 mm涤纶毛毡电脑内胆包，配PU皮翻盖与磁吸扣，适配13–16英寸笔记本，简约环保，是企业定制礼品的理想之选。',
      en: 'Minimal 4 mm polyester felt sleeve for 13–16 in laptops, with a PU leather flap and magnetic closure: an easy, eco-friendly branded gift.',
    },
    description: {
      'zh-CN': paras(
        '本款内胆包采用4 mm涤纶毛毡，部分原料来自回收塑料瓶，轻盈柔软，自带缓冲性能。包身对折后两侧双线车缝，翻盖为PU皮，内藏磁吸扣，合盖牢靠又不会刮花电脑。正面可加一个插袋，用于放置充电器或笔记本。',
        '可按具体电脑型号开版，覆盖13英寸轻薄本到16英寸工作站，尺寸误差控制在几毫米以内。LOGO可在皮标上压印或激光雕刻，也可直接印在毛毡上或缝织唛。毛毡有浅灰、深灰、沙色等常用色，也可按色号染色。',
        '广泛用于企业礼品、会议礼包，以及电脑、文具品牌的零售配件。产品可平放包装于环保牛皮纸套或OPP袋中，节省运输体积。',
      ),
      en: paras(
        'Cut from 4 mm polyester felt made partly from recycled PET bottles, this sleeve is light, soft and naturally shock-absorbing. The body is folded and double-stitched along both sides, and a PU leather flap with a concealed magnetic snap holds the laptop securely without scratching it. An optional front slip pocket takes a charger or notebook.',
        'We pattern the sleeve to specific models, from 13-inch ultrabooks to 16-inch workstations, to within a few millimetres. Logos can be debossed or laser-engraved on the leather tab, printed on the felt or sewn on as a woven label. Felt comes in light grey, dark grey and sand, or dyed to your colour.',
        'Widely used for corporate gifts, conference kits and as a retail accessory for laptop and stationery brands. Sleeves are packed flat in recyclable kraft paper sleeves or OPP bags to save shipping volume.',
      ),
    },
    material: { 'zh-CN': '4 mm涤纶毛毡（再生PET），PU皮', en: '4 mm polyester felt (rPET), PU leather' },
    size: { en: '36 × 26 cm (14 in); 13–16 in available', 'zh-CN': '36 × 26 cm（14 英寸）；可做 13–16 英寸' },
    moq: 300,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['按电脑型号定制尺寸', '皮标压印或激光雕刻', '毛毡颜色可选', '可加正面插袋', '牛皮纸环保包装'],
      en: [
        'Sized to your laptop model',
        'Debossed or laser-engraved leather tab',
        'Choice of felt colour',
        'Optional front pocket',
        'Kraft paper packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '沙色毛毡电脑内胆包正面图（带皮翻盖）', en: 'Sand felt laptop sleeve with leather flap, front view' },
      { 'zh-CN': '沙色毛毡内胆包车线边与磁吸翻盖细节', en: 'Close-up of the sand felt sleeve’s stitched edge and magnetic flap' },
    ],
  },

  // ──────────────────────────── Sewing · tote bags ────────────────────────────
  {
    slug: 'canvas-promotional-tote',
    category: 'tote-bag',
    name: { 'zh-CN': '帆布广告托特包', en: 'Canvas Promotional Tote' },
    summary: {
      'zh-CN': '12安士厚棉帆布托特包，提手加固车缝，承重耐用，是展会、零售及品牌周边的经典之选。',
      en: 'Heavy 12 oz cotton canvas tote with reinforced handles, a classic for trade shows, retail and brand merchandise.',
    },
    description: {
      'zh-CN': paras(
        '选用12安士本白全棉帆布，结实耐用，日常使用不变形。提手为3 cm同料布带，与包身连接处车“口”字加固线，可轻松承重10 kg。包底可做平底或加侧边，内部缝边锁边处理，可选加内插袋或磁扣。',
        '帆布可选本白、按潘通色号染色，或有机棉面料（可提供GOTS认证）。LOGO可做最多6色丝印，复杂彩图可用DTF数码印刷，也可刺绣；侧缝加一枚织唛，更显零售品质。',
        '常用于展会赠品、书店及咖啡店周边、活动手提袋和零售商环保购物袋。大货按100个一箱折叠装箱，也可单个入袋并挂吊牌。',
      ),
      en: paras(
        'A sturdy everyday tote in 12 oz natural cotton canvas, finished with 3 cm self-fabric handles that are box-stitched at the top for extra strength. The base can be flat or gusseted, and the bag carries 10 kg comfortably. Inner seams are overlocked, with an optional slip pocket or magnetic snap.',
        'Canvas is available in natural, dyed to Pantone, or organic cotton (GOTS on request). Logos are screen printed in up to six spot colours, printed by DTF for full-colour artwork, or embroidered; a woven label in the side seam adds a retail finish.',
        'Typical uses are trade-show giveaways, bookshop and café merchandise, event bags and eco-friendly shopping bags for retailers. Totes are folded and packed in bulk cartons of 100, or bagged individually with hang tags.',
      ),
    },
    material: { 'zh-CN': '12安士全棉帆布', en: '12 oz cotton canvas' },
    size: '38 × 42 × 10 cm',
    moq: 500,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['尺寸及侧边定制', '最多6色丝印', 'DTF彩印或刺绣', '染色布或有机棉', '织唛及吊牌'],
      en: [
        'Custom size and gusset',
        'Screen print in up to 6 colours',
        'DTF full-colour print or embroidery',
        'Dyed or organic canvas',
        'Woven label and hang tag',
      ],
    },
    imageAlts: [
      { 'zh-CN': '沙色帆布托特包正面图', en: 'Sand-coloured canvas tote bag, front view' },
      { 'zh-CN': '沙色帆布托特包提手加固车线细节', en: 'Detail of the sand canvas tote’s box-stitched handle' },
    ],
  },
  {
    slug: 'laminated-non-woven-tote',
    category: 'tote-bag',
    name: { 'zh-CN': '覆膜无纺布购物袋', en: 'Laminated Non-Woven Tote' },
    summary: {
      'zh-CN': '120克无纺布覆亮膜或哑膜，支持满版彩印，成本低、可重复使用，适合零售门店与活动派发。',
      en: 'Gloss or matte laminated 120 gsm non-woven shopping bag with full-colour print: a low-cost reusable bag for retail and events.',
    },
    description: {
      'zh-CN': paras(
        '袋身采用120克PP无纺布，表面覆合已印刷的BOPP膜，既有照片级的印刷效果，又具备车缝袋的牢固度。侧边加折，底部放置硬底板，袋子可自行站立；提手处车“十”字加固。覆膜后具有防水效果，表面脏污一擦即净。',
        '图案采用凹版或胶印方式印在膜上，支持四色加专色，渐变、照片和细小文字都能清晰还原，整袋满版印刷无死角。可选亮膜或哑膜，提手长度、侧边宽度均可调整；大批量订单还可选用超声波热合工艺，进一步降低成本。',
        '广泛用于超市、服装及美妆门店的环保购物袋，也是展会、文旅活动派发的常用品类。成品平放打包，每捆100个，装柜效率高。',
      ),
      en: paras(
        'Made from 120 gsm PP non-woven fabric laminated with a printed BOPP film, this tote combines photographic print quality with the strength of a sewn bag. Side gussets and a stiffened base board let it stand upright, and the handles are reinforced with a cross stitch. The lamination makes the bag water-resistant and easy to wipe clean.',
        'Artwork is gravure- or offset-printed on the film in CMYK plus spot colours, so gradients, photos and fine text reproduce sharply across the whole bag. Choose gloss or matte film, handle length and gusset width; ultrasonic-welded construction is available to lower costs on high-volume orders.',
        'Widely used by supermarkets, fashion and cosmetics stores as a reusable shopping bag, and by exhibitors and tourism boards at events. Bags are packed flat in bundles of 100 for efficient container loading.',
      ),
    },
    material: { 'zh-CN': '120克PP无纺布，BOPP覆膜', en: '120 gsm PP non-woven, BOPP laminated film' },
    size: '35 × 40 × 12 cm',
    moq: 1000,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['四色满版覆膜印刷', '亮膜或哑膜', '尺寸及侧边定制', '提手长度与颜色', '车缝或超声波工艺'],
      en: [
        'Full-colour CMYK film printing',
        'Gloss or matte lamination',
        'Custom size and gusset',
        'Handle length and colour',
        'Sewn or ultrasonic construction',
      ],
    },
    imageAlts: [
      { 'zh-CN': '青绿色覆膜无纺布购物袋正面图', en: 'Teal laminated non-woven tote bag, front view' },
      { 'zh-CN': '青绿色覆膜无纺布袋表面与提手车线细节', en: 'Close-up of the teal tote’s laminated surface and handle stitching' },
    ],
  },

  // ─────────────────────────── Sewing · pencil bags ───────────────────────────
  {
    slug: 'double-zip-pencil-case',
    category: 'pencil-bag',
    name: { 'zh-CN': '双层拉链笔袋', en: 'Double-Zip Pencil Case' },
    summary: {
      'zh-CN': '600D涤纶双层笔袋，配YKK拉链与内置笔插，分区收纳学生及办公文具。',
      en: 'Two-compartment pencil case in 600D polyester with YKK zippers and inner pen loops, sized for school and office stationery.',
    },
    description: {
      'zh-CN': paras(
        '双层独立拉链分区设计：前层内置松紧笔插，可分类放置中性笔和荧光笔；后层为大容量开放仓，用于收纳直尺、橡皮和便签。外层为背PVC的600D涤纶，内里210D涤纶，两条均为YKK 5号拉链，搭配包胶拉头，拉合顺手。',
        '颜色、尺寸和内部布局都可按需定制，还可增加第三层或透明名片窗。LOGO可丝印、烫画或刺绣，另可加织唛、滴塑标，或为授权IP系列印制卡通图案。',
        '主要客户包括文具品牌、开学季零售商、教育项目及礼品供应商。单个OPP袋包装，可配头卡或条码贴，直接上架销售。',
      ),
      en: paras(
        'A pencil case with two separately zipped compartments: the front holds pens and highlighters in elastic loops, the back is an open section for rulers, erasers and sticky notes. The shell is 600D polyester with a PVC backing, lined with 210D polyester, and both YKK #5 zippers have rubber-coated pullers for an easy grip.',
        'Colours, size and inner layout can all be tailored, including a third compartment or a clear name-card window. Logos are screen printed, heat-transferred or embroidered, and we can add a woven label, a rubber patch or character artwork for licensed ranges.',
        'Typical buyers are stationery brands, back-to-school retailers, education programmes and promotional suppliers. Each case is packed in an OPP bag with a header card or barcode sticker, ready for retail shelves.',
      ),
    },
    material: { 'zh-CN': '600D涤纶，210D涤纶里布', en: '600D polyester, 210D polyester lining' },
    size: '22 × 10 × 7 cm',
    moq: 500,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['分层及内部布局定制', '丝印、烫画或刺绣', '滴塑标或织唛', '拉链同色搭配', '头卡包装'],
      en: [
        'Custom compartments and layout',
        'Screen print, heat transfer or embroidery',
        'Rubber patch or woven label',
        'Colour-matched zippers',
        'Header card packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '藏青色双层拉链笔袋正面图', en: 'Navy double-zip pencil case, front view' },
      { 'zh-CN': '藏青色笔袋双拉链与包胶拉头细节', en: 'Detail of the navy pencil case’s twin zippers and rubber pullers' },
    ],
  },
  {
    slug: 'roll-up-pencil-wrap',
    category: 'pencil-bag',
    name: { 'zh-CN': '卷式笔帘', en: 'Roll-Up Pencil Wrap' },
    summary: {
      'zh-CN': '帆布卷式笔帘，内设24个独立笔位，绑带收口，深受美术用品品牌及写生套装青睐。',
      en: 'Canvas roll-up wrap with 24 individual pencil slots and a tie closure, a favourite of art-supply brands and sketching kits.',
    },
    description: {
      'zh-CN': paras(
        '卷式笔帘设有独立车缝的笔位，可收纳彩铅、画笔或化妆刷，使用后卷起并用棉绳绑紧即可。面料为10安士水洗棉帆布，顶部设翻盖，卷起时遮住笔尖，防止笔滑出；边缘包PU皮，更加耐磨。',
        '笔位数量和宽度均可调整，从12位细笔款到48位专业画材款，也可做宽位用于放置画刷和工具。品牌标识可选压印皮标、织唛、刺绣或丝印；帆布有橄榄绿、卡其、黑色等，亦可按色号染色。',
        '适用于美术用品及文具品牌、彩铅画笔礼盒，以及手工零售商的自有品牌配件。可空袋出货，也可在我们产线上装入客户提供的笔，配印刷腰封或礼盒成套出货。',
      ),
      en: paras(
        'This roll-up wrap holds colour pencils, paint brushes or make-up brushes in individually stitched slots, then rolls up and ties with a cotton cord. It is made from 10 oz washed cotton canvas, with a top flap that folds over the tips so nothing slides out, and PU leather binding on the edges for durability.',
        'The number and width of slots are adjustable, from 12 slim pencil slots to 48 for full artist sets, or wider pockets for brushes and tools. Branding options include a debossed leather patch, a woven label, embroidery or screen printing; canvas comes in olive, khaki and black, or dyed to your colour.',
        'Used by art-supply and stationery brands, in pencil and brush gift sets, and by craft retailers as a private-label accessory. Wraps can ship empty, or we can fill them with your pencils on our line and pack them in printed belly bands or gift boxes.',
      ),
    },
    material: { 'zh-CN': '10安士水洗棉帆布，PU皮包边', en: '10 oz washed cotton canvas, PU leather trim' },
    size: { en: '38 × 22 cm (open)', 'zh-CN': '38 × 22 cm（展开）' },
    moq: 500,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['笔位数量与宽度', '压印皮标或织唛', '刺绣或丝印', '帆布颜色', '代装笔及礼盒包装'],
      en: [
        'Number and width of slots',
        'Debossed leather patch or woven label',
        'Embroidery or screen print',
        'Canvas colour',
        'Kitting and gift box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橄榄绿帆布卷式笔帘正面图', en: 'Olive canvas roll-up pencil wrap, front view' },
      { 'zh-CN': '橄榄绿笔帘笔位车线与绑带细节', en: 'Detail of the olive pencil wrap’s stitched slots and tie cord' },
    ],
  },

  // ───────────────────────── Sewing · drawstring bags ─────────────────────────
  {
    slug: 'polyester-drawstring-backpack',
    category: 'drawstring-bag',
    name: { 'zh-CN': '涤纶抽绳背包', en: 'Polyester Drawstring Backpack' },
    summary: {
      'zh-CN': '轻便210D涤纶抽绳背包，底角加固，是运动赛事、学校及市场推广活动的首选赠品。',
      en: 'Lightweight 210D polyester drawstring backpack with reinforced corners, the go-to giveaway for sports events, schools and campaigns.',
    },
    description: {
      'zh-CN': paras(
        '采用210D涤纶制作的轻便束口背包，4 mm涤棉抽绳兼作肩带，一拉即可收口。底角以PU皮或织带加固并打金属鸡眼，承重时抽绳不易撕裂包身。可选加前置拉链袋、耳机孔或反光条。',
        '运动俱乐部和活动推广订单可做整包满版热升华印刷；LOGO较简单的，可选4色以内丝印，性价比更高。零售款可升级为420D或再生涤纶面料，抽绳可配同色，也可改为扁织带。',
        '常见用途包括马拉松等赛事物资包、学校及社团背包、健身房赠品，以及公益和各类宣传活动。成品可散装平放装箱，也可单个OPP袋包装。',
      ),
      en: paras(
        'A lightweight cinch backpack in 210D polyester, with 4 mm cotton-poly drawcords that double as shoulder straps and close the top in one pull. The bottom corners are reinforced with PU or webbing tabs and metal grommets, so the cords do not tear through under load. Options include a front zip pocket, an earphone port and a reflective strip.',
        'For sports clubs and campaigns we offer all-over sublimation printing, or screen printing in up to four colours for simpler logos. Heavier 420D or recycled polyester suits retail versions, and the cords can be colour-matched or replaced with flat webbing.',
        'Common uses are marathon and race kits, school and club bags, gym giveaways, and NGO or public campaigns. Bags are packed flat in bulk or individually in OPP bags.',
      ),
    },
    material: { 'zh-CN': '210D涤纶，涤棉抽绳', en: '210D polyester, cotton-poly drawcord' },
    size: '33 × 45 cm',
    moq: 1000,
    leadTimeDays: { min: 12, max: 20 },
    customization: {
      'zh-CN': ['满版热升华或丝印', '前置拉链袋或反光条', '420D或再生面料', '抽绳同色搭配', '散装或单个包装'],
      en: [
        'All-over sublimation or screen print',
        'Front zip pocket or reflective strip',
        '420D or recycled fabric',
        'Colour-matched cords',
        'Bulk or individual packing',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橙色涤纶抽绳背包正面图', en: 'Orange polyester drawstring backpack, front view' },
      { 'zh-CN': '橙色抽绳背包底角加固与鸡眼细节', en: 'Detail of the orange drawstring bag’s reinforced corner and grommet' },
    ],
  },
  {
    slug: 'cotton-gift-drawstring-bag',
    category: 'drawstring-bag',
    name: { 'zh-CN': '棉布礼品束口袋', en: 'Cotton Gift Drawstring Bag' },
    summary: {
      'zh-CN': '本色棉布束口袋，适用于礼品包装、首饰、鞋履防尘收纳，可单色或多色印制品牌LOGO。',
      en: 'Natural cotton drawstring bag for gift packaging, jewellery, shoes and dust covers, printed with your logo in one or more colours.',
    },
    description: {
      'zh-CN': paras(
        '简洁雅致的束口袋，面料为本色棉布，可选100克薄棉布到240克斜纹布或帆布，单抽绳或双抽绳穿过车缝的穿绳管。内部缝边采用来去缝或锁边，打开袋口依然干净整齐；绳头可打结、加金属绳头或木珠。',
        '尺寸从8 × 10 cm的首饰袋到40 × 50 cm的鞋子、手袋防尘袋均可生产。LOGO可丝印、烫金或刺绣，侧缝可加印棉标或织唛，布料也能按潘通色号染色。',
        '深受首饰、美妆、茶叶及服装品牌欢迎，作为可重复使用的礼品包装；也有不少电商卖家用它替代塑料袋。成品平放、点数捆扎出货，可直接上包装线使用。',
      ),
      en: paras(
        'A simple, elegant drawstring bag sewn from natural cotton, from 100 gsm muslin to 240 gsm twill or canvas, with a single or double cotton cord running through a stitched channel. Seams are French-seamed or overlocked inside so the bag looks neat when opened, and the cord ends can be knotted, tipped with metal aglets or finished with wooden beads.',
        'Sizes range from 8 × 10 cm jewellery bags to 40 × 50 cm dust bags for shoes and handbags. Logos are screen printed, hot-foil stamped or embroidered, a printed cotton label or woven label can be sewn into the seam, and the fabric can be dyed to Pantone colours.',
        'Chosen by jewellery, cosmetics, tea and fashion brands as reusable gift packaging, and by e-commerce sellers replacing plastic bags. Bags are supplied flat, counted and bundled, ready for your packing line.',
      ),
    },
    material: { 'zh-CN': '本色全棉布（100–240克）', en: 'Natural cotton (100–240 gsm)' },
    size: { en: '25 × 30 cm (8 × 10 to 40 × 50 cm available)', 'zh-CN': '25 × 30 cm（可做 8 × 10 至 40 × 50 cm）' },
    moq: 500,
    leadTimeDays: { min: 12, max: 20 },
    customization: {
      'zh-CN': ['尺寸任选（8 × 10 cm起）', '丝印、烫金或刺绣', '潘通色号染色', '抽绳及绳头款式', '缝制织唛'],
      en: [
        'Any size from 8 × 10 cm',
        'Screen print, foil stamp or embroidery',
        'Fabric dyed to Pantone',
        'Cord style and aglets',
        'Sewn-in woven label',
      ],
    },
    imageAlts: [
      { 'zh-CN': '沙色棉布礼品束口袋正面图', en: 'Sand cotton gift drawstring bag, front view' },
      { 'zh-CN': '沙色棉布束口袋穿绳管与抽绳细节', en: 'Close-up of the sand cotton bag’s drawcord channel' },
    ],
  },

  // ──────────────────────── Sewing · trunk organizers ─────────────────────────
  {
    slug: 'collapsible-trunk-organizer',
    category: 'trunk-organizer',
    name: { 'zh-CN': '可折叠后备箱收纳箱', en: 'Collapsible Trunk Organizer' },
    summary: {
      'zh-CN': '600D牛津布多格后备箱收纳箱，内置硬隔板，不用时可折叠平放，适合汽车用品及零售品牌定制。',
      en: 'Multi-compartment 600D Oxford trunk organizer with rigid dividers that folds flat when not in use, for automotive and retail brands.',
    },
    description: {
      'zh-CN': paras(
        '这款后备箱收纳箱设三个主分格，外层为600D牛津布，内插可拆卸的3 mm PE板或蜂窝板，箱壁挺括不塌陷。底部加防滑条或魔术贴，可牢牢贴合后备箱地毯，两侧织带提手方便整箱取出。不用时抽出板材，即可折叠平放。',
        '尺寸、分格数量、外侧网袋、铝箔保温分区及带拉链的顶盖均可按需定制。品牌标识一般采用织唛、反光印刷或正面滴塑标。',
        '主要客户为汽车后市场品牌、4S店购车礼品，以及家居、户外零售商。每件折叠后装入彩盒或印刷胶袋，外箱尺寸按装柜优化。',
      ),
      en: paras(
        'A sturdy car boot organizer with three main compartments, built from 600D Oxford fabric over removable 3 mm PE or honeycomb board panels that keep the walls upright. Anti-slip strips or hook-and-loop tape on the base grip the boot carpet, and webbing handles at both ends make it easy to lift out. When not in use, the boards slide out and the organizer folds flat.',
        'Dimensions, number of compartments, outer mesh pockets, an insulated cooler section with foil lining and a zipped lid can all be specified. Branding is usually a woven label, a reflective print or a rubber logo patch on the front panel.',
        'Sold by automotive aftermarket brands, used by car dealers as a gift with purchase, and stocked by home and outdoor retailers. Each unit is folded into a colour box or printed polybag, with master cartons sized for efficient container loading.',
      ),
    },
    material: { 'zh-CN': '600D牛津布，PE板内衬', en: '600D Oxford, PE board inserts' },
    size: '60 × 35 × 30 cm',
    moq: 300,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['尺寸及分格定制', '保温分区或顶盖', '织唛、滴塑标或反光印刷', '防滑底可选', '彩盒包装'],
      en: [
        'Custom size and compartments',
        'Cooler section or zipped lid',
        'Woven label, rubber patch or reflective print',
        'Anti-slip base options',
        'Colour box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '炭灰色可折叠后备箱收纳箱正面图', en: 'Charcoal collapsible trunk organizer, front view' },
      { 'zh-CN': '炭灰色后备箱收纳箱提手与侧袋细节', en: 'Detail of the charcoal trunk organizer’s handle and side pocket' },
    ],
  },
  {
    slug: 'back-seat-car-organizer',
    category: 'trunk-organizer',
    name: { 'zh-CN': '汽车座椅背收纳袋', en: 'Back-Seat Car Organizer' },
    summary: {
      'zh-CN': '汽车座椅背挂式收纳袋，带平板插袋、水杯袋与防踢面板，600D涤纶面料耐用耐磨，适合家用车型。',
      en: 'Seat-back organizer with a tablet sleeve, bottle holders and a kick-mat panel, sewn from tough 600D polyester for family cars.',
    },
    description: {
      'zh-CN': paras(
        '收纳袋通过可调节头枕带和带插扣的下方松紧带固定在前排座椅背面。面料为背PVC的600D涤纶，配有可触屏的透明平板插袋、两个保温水杯袋、网袋和纸巾口，整幅面板还能防止小孩踢脏座椅。',
        '口袋布局可按需调整，平板视窗可加大至12.9英寸，可加折叠小桌板，也可为网约车做轻薄简化款。LOGO可印刷、刺绣或缝织唛，颜色按潘通色号匹配。',
        '深受汽车用品品牌、母婴家庭用品品牌及网约车车队欢迎。每件折叠装入彩盒或印刷胶袋，含全套绑带。',
      ),
      en: paras(
        'This organizer hangs on the back of a front seat with an adjustable headrest strap and a lower elastic strap with side-release buckles. It is sewn from PVC-backed 600D polyester and offers a clear touchscreen tablet sleeve, two insulated bottle holders, mesh pockets and a tissue slot, while the full-width panel protects the seat back from children’s shoes.',
        'We can change the pocket layout, enlarge the tablet window for 12.9-inch devices, add a fold-down tray, or make a slim version for ride-hailing cars. Logos are printed, embroidered or sewn on as a woven label, and colours follow Pantone.',
        'Popular with automotive accessory brands, baby and family product brands, and ride-hailing fleets. Units are folded into colour boxes or printed polybags, with all straps included.',
      ),
    },
    material: { 'zh-CN': '600D涤纶，透明PVC视窗，网布', en: '600D polyester, clear PVC window, mesh' },
    size: '60 × 42 cm',
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['口袋布局定制', '加大平板视窗', '可加折叠小桌板', 'LOGO印刷、刺绣或织唛', '彩盒包装'],
      en: [
        'Custom pocket layout',
        'Larger tablet window',
        'Optional fold-down tray',
        'Logo print, embroidery or woven label',
        'Colour box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '藏青色汽车座椅背收纳袋正面图', en: 'Navy back-seat car organizer, front view' },
      { 'zh-CN': '藏青色座椅背收纳袋平板插袋与水杯袋细节', en: 'Detail of the navy organizer’s tablet sleeve and bottle pocket' },
    ],
  },

  // ─────────────────────────── Heat press · phone cases ───────────────────────
  {
    slug: 'heat-press-leather-phone-case',
    category: 'phone-case',
    name: { 'zh-CN': '热压皮革手机壳', en: 'Heat-Press Leather Phone Case' },
    summary: {
      'zh-CN': 'PU皮通过热压工艺与PC硬壳一体成型，包覆无缝，可压印或印刷品牌标识，适配iPhone及三星主流机型。',
      en: 'PU leather heat-pressed onto a PC shell for a seamless wrap, with debossed or printed branding, for iPhone and Samsung models.',
    },
    description: {
      'zh-CN': paras(
        '这款背壳采用热压工艺将PU皮与PC硬壳复合：皮料覆在壳体上，上胶后放入加热的铝模中压合，皮面顺势包住边缘，看不到接缝。既有皮具的质感，又保留了摄像头、按键及接口的精准开孔，内里贴超纤绒布。',
        'LOGO和图案可在同一热压工序中压印成型，也可选烫金、UV打印或激光雕刻。皮纹、颜色和厚度均可选择，壳体与皮料之间还可内嵌MagSafe磁吸圈。每个新机型需开一套热压模具，当前主流iPhone和Galaxy机型我们均有现成模具。',
        '适合手机配件品牌、奢侈品及时尚品牌周边，以及企业高管礼品采购。包装可选印刷纸盒、吸塑卡或环保牛皮纸盒。',
      ),
      en: paras(
        'A slim back case in which PU leather is bonded to a rigid PC shell by heat pressing: the leather is laid over the shell, glued and pressed in a heated aluminium mould so it wraps the edges with no visible seam. The case feels like a leather accessory yet keeps precise cut-outs for cameras, buttons and ports, with a microfibre lining inside.',
        'Logos and patterns are debossed in the same press cycle, or added by hot-foil stamping, UV printing or laser engraving. Leather grain, colour and thickness are selectable, and a MagSafe-compatible magnet ring can be embedded between shell and leather. Each phone model needs its own press mould; we hold moulds for current iPhone and Galaxy models.',
        'Chosen by phone-accessory brands, by luxury and fashion labels for branded merchandise, and by corporate buyers for executive gifts. Packaging options include printed paper boxes, blister cards and eco kraft boxes.',
      ),
    },
    material: { 'zh-CN': 'PU皮，PC硬壳，超纤绒里', en: 'PU leather, PC shell, microfibre lining' },
    size: { en: 'For iPhone 15/16 series and Galaxy S24/S25', 'zh-CN': '适配 iPhone 15/16 系列及 Galaxy S24/S25' },
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['机型及开孔定制', '压印、烫金或UV打印', '皮纹与颜色可选', '内嵌MagSafe磁吸圈', '零售彩盒包装'],
      en: [
        'Phone model and cut-outs',
        'Debossing, foil stamping or UV print',
        'Leather grain and colour',
        'MagSafe magnet ring',
        'Retail box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橙色热压PU皮手机壳正面图', en: 'Orange heat-pressed PU leather phone case, front view' },
      { 'zh-CN': '橙色皮革手机壳包边与摄像头开孔细节', en: 'Close-up of the orange leather case’s wrapped edge and camera cut-out' },
    ],
  },
  {
    slug: 'sublimation-tpu-phone-case',
    category: 'phone-case',
    name: { 'zh-CN': '热转印TPU手机壳', en: 'Sublimation TPU Phone Case' },
    summary: {
      'zh-CN': '软质TPU手机壳，搭配热升华印刷面板，可呈现照片级定制图案，适合品牌、设计师及活动定制。',
      en: 'Flexible TPU case with a sublimation-printed back panel for photo-quality custom designs, ideal for brands, artists and events.',
    },
    description: {
      'zh-CN': paras(
        '软质TPU壳身具备防摔缓冲性能，背部嵌入带涂层的铝片或PC硬板，专用于热升华印刷。图案先印在转印纸上，再以约190 °C热压，油墨升华后渗入涂层，成品不掉色、不脱落、耐刮擦、不怕日晒。摄像头和屏幕四周边框加高，保护更到位。',
        '由于每片均单独转印，同一订单内可做多款图案，非常适合设计师联名和个性化定制项目。TPU可选透明、黑色或有色半透，面板可选亮面或哑面，已覆盖当前大部分iPhone、三星、谷歌Pixel及小米机型。',
        '常用于品牌周边、活动与球队赠品、设计师或网红联名系列，以及按需印刷（POD）网店。单个OPP袋加卡纸包装，也可配零售彩盒。',
      ),
      en: paras(
        'A shock-absorbing TPU case with a coated aluminium or hard PC back panel made for sublimation printing. Artwork is printed on transfer paper and heat-pressed at around 190 °C, so the inks turn to gas and bond into the coating: the print will not peel, scratch off or fade in sunlight. Raised lips around the camera and screen add protection.',
        'Because each panel is transferred individually, designs can vary within one order, which suits artist collaborations and personalised programmes. TPU colour (clear, black or tinted) and panel finish (gloss or matte) are selectable, and we cover most current iPhone, Samsung, Google Pixel and Xiaomi models.',
        'Used for brand merchandise, event and sports-team giveaways, artist and influencer collections, and print-on-demand stores. Cases are packed in individual OPP bags with a paper insert, or in retail boxes.',
      ),
    },
    material: { 'zh-CN': 'TPU软壳，热升华涂层铝片', en: 'TPU frame, sublimation-coated aluminium panel' },
    size: { en: 'For iPhone 13–16, Galaxy S/A series and Pixel', 'zh-CN': '适配 iPhone 13–16、Galaxy S/A 系列及 Pixel' },
    moq: 500,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['满版热升华图案', '同单多款图案', 'TPU颜色及面板质感', '覆盖主流机型', '零售包装'],
      en: [
        'Full-colour sublimation artwork',
        'Mixed designs in one order',
        'TPU colour and panel finish',
        'Wide phone model coverage',
        'Retail packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '青绿色热转印TPU手机壳正面图', en: 'Teal sublimation-printed TPU phone case, front view' },
      { 'zh-CN': '青绿色TPU手机壳摄像头加高边框与印刷面板细节', en: 'Detail of the teal TPU case’s raised camera lip and printed panel' },
    ],
  },
  {
    slug: 'card-slot-folio-phone-case',
    category: 'phone-case',
    name: { 'zh-CN': '插卡翻盖手机皮套', en: 'Card-Slot Folio Phone Case' },
    summary: {
      'zh-CN': '书本式PU皮翻盖手机套，内设三个卡位与钞票袋，磁吸扣合，热压成型，边缘利落，品牌标识清晰。',
      en: 'Book-style PU leather folio with three card slots, a cash pocket and a magnetic flap, heat-pressed for crisp edges and branding.',
    },
    description: {
      'zh-CN': paras(
        '钱包式翻盖皮套，既能保护屏幕，又可代替卡包。外皮为PU皮，通过热压工艺包覆在加固板上，边缘挺括利落；手机装在软TPU内壳中，安装拆卸方便。内部设三个卡位及一个通长钞票袋，磁吸翻盖扣合牢靠，翻折后还可横向支撑追剧。',
        '可选加防RFID盗刷内衬、挂绳孔，皮料可选PU皮或真皮。LOGO可热压压印、烫金或刺绣在封面上，封边油与车线颜色也可配合品牌色调整。',
        '主要销往手机配件零售店及运营商门店，也常被企业客户和酒店用作高端品牌礼品。包装可选开窗彩盒或牛皮纸礼盒，外贴客户条码。',
      ),
      en: paras(
        'A wallet-style folio that protects the screen and replaces a separate cardholder. The PU leather cover is heat-pressed over reinforcing board for firm, crisp edges, while the phone sits in a soft TPU inner shell. Inside are three card slots and a full-length cash pocket; a magnetic flap keeps the cover closed, and the cover folds back into a landscape stand for video.',
        'Options include an RFID-blocking lining, a wrist-strap loop and a choice of PU or genuine leather. Logos are heat-debossed, hot-foil stamped or embroidered on the cover, and the edge paint and stitching colour can be matched to your brand.',
        'Sold through phone-accessory retailers and carrier stores, and used by corporate clients and hotels as premium branded gifts. Folios are packed in window boxes or kraft gift boxes with your barcode label.',
      ),
    },
    material: { 'zh-CN': 'PU皮，TPU内壳', en: 'PU leather, TPU inner shell' },
    size: { en: 'For iPhone 15/16 series and Galaxy S24/S25', 'zh-CN': '适配 iPhone 15/16 系列及 Galaxy S24/S25' },
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['适配指定机型', '压印、烫金或刺绣LOGO', '防RFID内衬', 'PU皮或真皮', '车线及封边颜色', '开窗彩盒包装'],
      en: [
        'Fit for your phone models',
        'Debossing, foil stamping or embroidery',
        'RFID-blocking lining',
        'PU or genuine leather',
        'Stitching and edge colour',
        'Window box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '藏青色插卡翻盖手机皮套正面图', en: 'Navy card-slot folio phone case, front view' },
      { 'zh-CN': '藏青色翻盖皮套卡位与磁吸扣细节', en: 'Detail of the navy folio’s card slots and magnetic flap' },
    ],
  },

  // ────────────────────────── Heat press · smart covers ───────────────────────
  {
    slug: 'tri-fold-smart-cover',
    category: 'smart-cover',
    name: { 'zh-CN': '三折智能保护套', en: 'Tri-Fold Smart Cover' },
    summary: {
      'zh-CN': '轻薄三折平板智能保护套，支持自动休眠/唤醒与支架功能，PU皮热压成型，适配iPad及安卓平板。',
      en: 'Slim tri-fold tablet cover with auto sleep/wake magnets and a stand, heat-pressed in PU leather for iPad and Android tablets.',
    },
    description: {
      'zh-CN': paras(
        '轻薄三折式平板保护套：前盖折成三角即可支撑平板，兼顾打字与观影角度；内嵌磁铁，开合自动唤醒、休眠。PU皮通过热压与分段纤维板贴合，折线清晰平整；背壳可选半透明PC硬壳或TPU软壳，展现设备原有外观。',
        '适配当前iPad、iPad Air、iPad Pro、iPad mini、三星Galaxy Tab、联想及小米平板。颜色、超纤内衬、笔槽以及前盖LOGO压印或印刷均可定制；每个机型量产前都会逐一测试磁铁位置，确保休眠功能灵敏。',
        '深受电子产品零售商、教育平板项目及运营商套餐客户欢迎。可单个零售彩盒包装，也可为经销商OPP袋散装出货。',
      ),
      en: paras(
        'A lightweight tri-fold tablet cover: the front flap folds into a triangle to stand the tablet at typing and viewing angles, and embedded magnets trigger auto sleep/wake. PU leather is heat-pressed onto segmented fibreboard for clean, flat fold lines, and the back is a translucent hard PC shell or a soft TPU shell that shows off the device.',
        'Available for current iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo and Xiaomi tablets. Colours, microfibre lining, a pencil holder and logo debossing or printing on the front flap are all options; magnet positions are tested on every model before mass production.',
        'Popular with electronics retailers, education tablet programmes and telecom bundles. Covers are packed in individual retail boxes, or in bulk OPP bags for distributors.',
      ),
    },
    material: { 'zh-CN': 'PU皮，纤维板，PC背壳', en: 'PU leather, fibreboard, PC back shell' },
    size: { en: 'For iPad 10.9/11 in, iPad Air 11/13 in and Galaxy Tab S9/S10', 'zh-CN': '适配 iPad 10.9/11 英寸、iPad Air 11/13 英寸及 Galaxy Tab S9/S10' },
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['适配指定平板型号', '颜色及内衬定制', '可加笔槽', 'LOGO压印或印刷', '零售或散装包装'],
      en: [
        'Fit for your tablet models',
        'Custom colours and lining',
        'Optional pencil holder',
        'Logo debossing or printing',
        'Retail or bulk packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '炭灰色三折智能保护套正面图', en: 'Charcoal tri-fold smart cover, front view' },
      { 'zh-CN': '炭灰色智能保护套折线与支架细节', en: 'Detail of the charcoal smart cover’s fold lines and stand' },
    ],
  },
  {
    slug: 'magnetic-smart-folio',
    category: 'smart-cover',
    name: { 'zh-CN': '磁吸智能双面夹', en: 'Magnetic Smart Folio' },
    summary: {
      'zh-CN': '磁吸式双面夹，秒吸秒拆，肤感细腻，支持自动休眠/唤醒，适配iPad Air与iPad Pro。',
      en: 'Magnetic folio that clips on and off in seconds, with a soft-touch finish and auto sleep/wake, for iPad Air and iPad Pro.',
    },
    description: {
      'zh-CN': paras(
        '本款双面夹没有外壳，而是通过与平板内置磁铁对位的强磁直接吸附，秒吸秒拆，几乎不增加厚度。前后盖以肤感PU皮热压包覆薄板制成，内衬超纤绒布，保持屏幕洁净；前盖可折叠成两种角度的支架。',
        '磁铁对位是关键，因此每个机型均使用专用模具开发，量产前逐一测试休眠唤醒功能与吸附力。颜色可从我们的色卡中挑选，或按潘通色号定制；LOGO可选压印、丝印或激光雕刻。',
        '主要面向高端配件品牌、设计类零售商及企业礼品项目。包装通常采用印刷天地盖硬盒，或环保纸托加腰封。',
      ),
      en: paras(
        'Instead of a shell, this folio attaches to the tablet with strong magnets aligned with the device’s own, so it clips on and off in seconds and adds almost no thickness. The front and back panels are soft-touch PU heat-pressed over thin board, with a microfibre lining that keeps the screen clean, and the front folds into a two-angle stand.',
        'Because magnet alignment is critical, every model is developed with a dedicated mould and tested for sleep/wake and holding force before production. Choose from our colour cards or specify Pantone colours; logos are debossed, silk-screened or laser-engraved.',
        'Aimed at premium accessory brands, design-led retailers and corporate gift programmes. Packaging is usually a printed rigid box or a recyclable paper tray with a sleeve.',
      ),
    },
    material: { 'zh-CN': '肤感PU皮，薄板，超纤内衬', en: 'Soft-touch PU, thin board, microfibre lining' },
    size: { en: 'For iPad Air 11/13 in and iPad Pro 11/13 in', 'zh-CN': '适配 iPad Air 11/13 英寸及 iPad Pro 11/13 英寸' },
    moq: 500,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['适配指定平板型号', '潘通色号配色', '压印、丝印或激光LOGO', '内衬颜色', '天地盖硬盒包装'],
      en: [
        'Fit for your tablet models',
        'Pantone colour matching',
        'Debossed, silk-screened or laser logo',
        'Lining colour',
        'Rigid box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '玫瑰粉磁吸智能双面夹正面图', en: 'Rose magnetic smart folio, front view' },
      { 'zh-CN': '玫瑰粉双面夹肤感表面与折边细节', en: 'Detail of the rose folio’s soft-touch finish and folding edge' },
    ],
  },

  // ───────────────────────── Heat press · phone holders ───────────────────────
  {
    slug: 'crossbody-phone-holder',
    category: 'phone-holder',
    name: { 'zh-CN': '斜挎手机包', en: 'Crossbody Phone Holder' },
    summary: {
      'zh-CN': '热压成型PU皮斜挎手机包，带卡袋与可调节背带，出行、日常都能解放双手。',
      en: 'Heat-pressed PU phone holder with a card pocket and adjustable crossbody strap, keeping phones hands-free for travel and daily wear.',
    },
    description: {
      'zh-CN': paras(
        '小巧的斜挎手机包，可装入大屏手机。前后片以PU皮包覆海绵热压成型，包型立体挺括，对手机有良好保护；侧边用拉链与滚边连接。背面设插袋可放卡片或零钱，可拆卸背带长度在60–130 cm之间调节。',
        '背带款式（织带、编织绳、皮带或链条）、五金颜色和皮料颜色都可按您的产品系列搭配。LOGO可在前片热压压印、烫金，或加金属标牌。',
        '时尚配饰品牌、旅行零售商及音乐节周边采购常将其作为解放双手的手机包。每件配防尘袋或OPP袋及吊牌包装。',
      ),
      en: paras(
        'A compact crossbody holder sized for large smartphones. The front and back panels are PU leather heat-pressed over a foam core, giving a structured, moulded shape that protects the phone, and the sides are joined with a zipper and piped edges. A rear slip pocket holds cards or cash, and the detachable strap adjusts from 60 to 130 cm.',
        'Strap style (webbing, braided cord, leather or chain), hardware finish and leather colour can be chosen to suit your collection. Logos are heat-debossed on the front panel, hot-foil stamped or added as a metal badge.',
        'Fashion accessory brands, travel retailers and festival merchandise buyers use it as a hands-free phone bag. Each holder is packed with a dust bag or OPP bag and a hang tag.',
      ),
    },
    material: { 'zh-CN': 'PU皮，海绵夹层，涤纶织带', en: 'PU leather, foam core, polyester webbing strap' },
    size: { en: '19 × 10 × 2.5 cm (phones up to 6.9 in)', 'zh-CN': '19 × 10 × 2.5 cm（适用 6.9 英寸以内手机）' },
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['背带款式与长度', '五金颜色', '皮料颜色与纹理', '压印、烫金或金属标牌', '防尘袋及吊牌'],
      en: [
        'Strap style and length',
        'Hardware finish',
        'Leather colour and grain',
        'Debossing, foil or metal logo badge',
        'Dust bag and hang tag',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橄榄绿斜挎手机包正面图', en: 'Olive crossbody phone holder with strap, front view' },
      { 'zh-CN': '橄榄绿斜挎手机包热压面板与背带五金细节', en: 'Detail of the olive phone holder’s moulded panel and strap hardware' },
    ],
  },
  {
    slug: 'heat-pressed-phone-sleeve',
    category: 'phone-holder',
    name: { 'zh-CN': '热压手机保护袋', en: 'Heat-Pressed Phone Sleeve' },
    summary: {
      'zh-CN': 'EVA复合面料热压成型的插入式手机袋，表面压印LOGO，简洁实用，是高性价比的推广礼品。',
      en: 'Slip-in phone sleeve moulded from EVA-backed fabric, with your logo pressed into the surface: a neat, low-cost promotional item.',
    },
    description: {
      'zh-CN': paras(
        '这款插入式手机袋小巧轻薄，放在包里或口袋中都能保护手机。涤纶布或莱卡布先与2 mm EVA复合，再放入成型模具热压，袋身呈圆润立体造型，LOGO或花纹同时压出浮雕效果。边缘用同色包边条收口，可另加挂绳孔或背夹。',
        '颜色、面料纹理、按手机型号定制的尺寸以及压纹图案均可定制；压印LOGO再叠加印刷颜色，可做出双色效果。由于造型和LOGO一次热压成型，大批量订单单价依然很有优势。',
        '广泛用于电信运营商及银行推广、展会赠品，以及随机配件。单个OPP袋包装或散装入箱。',
      ),
      en: paras(
        'A slim slip-in sleeve that protects a phone in a bag or pocket. Polyester or lycra fabric is laminated to 2 mm EVA foam and heat-pressed in a shaped mould, so the sleeve keeps a rounded 3D form and the logo or pattern is pressed into the surface in relief. The edges are finished with matching binding tape, and a lanyard loop or belt clip can be added.',
        'Colour, fabric texture, size for specific phone models and the pressed pattern are all customisable; combining the pressed logo with a printed colour gives a two-tone effect. Because shape and logo are formed in one press cycle, the unit cost stays low on large orders.',
        'Widely used for telecom and bank promotions, trade-show giveaways and as an in-box accessory. Sleeves are packed in individual OPP bags or in bulk cartons.',
      ),
    },
    material: { 'zh-CN': '涤纶/莱卡布复合2 mm EVA', en: 'Polyester or lycra laminated to 2 mm EVA' },
    size: { en: '17 × 9 cm (fits 6.1–6.7 in phones)', 'zh-CN': '17 × 9 cm（适用 6.1–6.7 英寸手机）' },
    moq: 1000,
    leadTimeDays: { min: 15, max: 25 },
    customization: {
      'zh-CN': ['按手机型号定制尺寸', '压印LOGO及花纹', '面料颜色与纹理', '挂绳孔或背夹', '单个OPP袋包装'],
      en: [
        'Sized to your phone model',
        'Pressed logo and pattern',
        'Fabric colour and texture',
        'Lanyard loop or belt clip',
        'Individual OPP packing',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橙色热压手机保护袋正面图', en: 'Orange heat-pressed phone sleeve, front view' },
      { 'zh-CN': '橙色手机保护袋压印LOGO与包边细节', en: 'Close-up of the orange sleeve’s pressed logo and bound edge' },
    ],
  },

  // ───────────────────────── Heat press · tablet covers ───────────────────────
  {
    slug: 'tablet-cover-with-pen-holder',
    category: 'tablet-cover',
    name: { 'zh-CN': '带笔槽平板保护套', en: 'Tablet Cover with Pen Holder' },
    summary: {
      'zh-CN': '内置触控笔槽的翻盖平板保护套，TPU背壳防摔，支持多角度支架，学生和商务人士都适用。',
      en: 'Folio tablet cover with a built-in stylus holder, shockproof TPU back and multi-angle stand, for students and professionals.',
    },
    description: {
      'zh-CN': paras(
        '笔和平板一套带走的翻盖保护套。前盖为PU皮热压包覆硬板，背部为四角加厚的防摔TPU壳，书脊处设一体成型笔槽，支持磁吸充电的iPad放笔时仍可正常充电。前盖可折成三种角度支撑，并支持自动休眠/唤醒。',
        '每款平板机型单独开模，可加手带、文件袋或户外作业用的肩带。颜色按潘通色号匹配，LOGO可在前盖压印、印刷或激光雕刻。',
        '主要客户为学校平板采购项目的教育供应商、企业IT部门及配件零售商。可选单个零售彩盒，或投标项目用的散装加条码标签包装。',
      ),
      en: paras(
        'A folio cover that keeps the stylus and the tablet together. The front is PU leather heat-pressed over board, the back is a shock-absorbing TPU shell with reinforced corners, and a moulded pen slot along the spine lets the pencil keep charging magnetically on supported iPads. The front folds into three stand angles and supports auto sleep/wake.',
        'Each tablet model is tooled separately, and we can add an elastic hand strap, a document pocket or a shoulder strap for field work. Colours are matched to Pantone, and logos are debossed, printed or laser-engraved on the front cover.',
        'Bought by education suppliers for school tablet roll-outs, by enterprise IT departments and by accessory retailers. Options include individual retail boxes, or bulk packing with barcode labels for tender projects.',
      ),
    },
    material: { 'zh-CN': 'PU皮，TPU背壳', en: 'PU leather, TPU back shell' },
    size: { en: 'For iPad 10.9 in, iPad Air 11 in and Galaxy Tab S9 FE', 'zh-CN': '适配 iPad 10.9 英寸、iPad Air 11 英寸及 Galaxy Tab S9 FE' },
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['适配指定平板型号', '可加手带或文件袋', '潘通色号配色', '压印、印刷或激光LOGO', '零售或散装包装'],
      en: [
        'Fit for your tablet models',
        'Hand strap or document pocket',
        'Pantone colour matching',
        'Debossed, printed or laser logo',
        'Retail or bulk packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '藏青色带笔槽平板保护套正面图', en: 'Navy tablet cover with pen holder, front view' },
      { 'zh-CN': '藏青色平板保护套书脊笔槽细节', en: 'Detail of the navy tablet cover’s stylus slot along the spine' },
    ],
  },
  {
    slug: 'kids-shockproof-tablet-cover',
    category: 'tablet-cover',
    name: { 'zh-CN': '儿童防摔平板保护套', en: 'Kids Shockproof Tablet Cover' },
    summary: {
      'zh-CN': '加厚环保EVA泡棉儿童平板套，提手可翻转作支架，耐摔抗压，教室与家庭使用都放心。',
      en: 'Thick, non-toxic EVA foam tablet cover with a handle that flips into a stand, built to survive drops at school and at home.',
    },
    description: {
      'zh-CN': paras(
        '加厚款儿童平板保护套，采用轻质环保EVA泡棉在钢模中热压成型，平板卡入后固定牢靠，厚实的外壁可全方位吸收磕碰冲击。一体式提手方便小朋友拎取，旋转后即可当桌面支架；屏幕四周边缘加高，正面朝下掉落也能保护屏幕。',
        '泡棉不含BPA、邻苯二甲酸盐及乳胶，可按CPSIA、EN 71及REACH标准送检。颜色在发泡前调入原料，色彩鲜艳持久；LOGO或卡通形象可模压浮雕或移印。现有模具覆盖iPad第9/10代、iPad mini及三星、亚马逊Fire热门机型，新机型需另开模具。',
        '深受教育平板项目、儿童品牌及玩具零售商欢迎。可配彩盒，或带挂孔的环保卡头包装，方便挂架陈列。',
      ),
      en: paras(
        'A chunky protective cover made from lightweight, non-toxic EVA foam, heat-pressed in a steel mould so the tablet snaps in securely and the thick walls absorb knocks from every side. The integrated handle is easy for small hands to carry and rotates to become a desk stand, and raised edges protect the screen if the tablet lands face down.',
        'The foam is free of BPA, phthalates and latex and can be tested to CPSIA, EN 71 and REACH. Colours are compounded into the foam before moulding so they stay bright, and logos or characters are moulded in relief or pad-printed. Existing moulds cover iPad 9th/10th generation, iPad mini and popular Samsung and Amazon Fire tablets; other models need a new mould.',
        'Popular with education tablet programmes, children’s brands and toy retailers. Covers ship in colour boxes or eco-friendly hang-tag packs for peg display.',
      ),
    },
    material: { 'zh-CN': '环保无毒EVA泡棉', en: 'Non-toxic EVA foam' },
    size: { en: 'For iPad 10.2/10.9 in, iPad mini and Fire HD 10', 'zh-CN': '适配 iPad 10.2/10.9 英寸、iPad mini 及 Fire HD 10' },
    moq: 500,
    leadTimeDays: { min: 20, max: 30 },
    customization: {
      'zh-CN': ['适配指定平板型号', '泡棉颜色定制', '模压或移印LOGO', 'EN 71/CPSIA送检', '彩盒或卡头包装'],
      en: [
        'Fit for your tablet models',
        'Custom foam colour',
        'Moulded or pad-printed logo',
        'EN 71 / CPSIA testing',
        'Colour box or hang-tag pack',
      ],
    },
    imageAlts: [
      { 'zh-CN': '青绿色儿童防摔平板套正面图', en: 'Teal kids shockproof tablet cover with handle, front view' },
      { 'zh-CN': '青绿色儿童平板套加厚边角与提手细节', en: 'Close-up of the teal cover’s thick foam corner and handle' },
    ],
  },

  // ───────────────────────── EVA molded · hard-shell cases ─────────────────────
  {
    slug: 'eva-earphone-case',
    category: 'hard-shell-case',
    name: { 'zh-CN': 'EVA耳机收纳盒', en: 'EVA Earphone Case' },
    summary: {
      'zh-CN': '小巧的EVA模压耳机包，拉链开合，内置网袋，收纳耳机与数据线，是音频品牌常用的随机配套包。',
      en: 'Compact moulded EVA case for earbuds and cables, with a zip closure and mesh pocket, a popular in-box item for audio brands.',
    },
    description: {
      'zh-CN': paras(
        '手掌大小的硬壳耳机盒，可收纳真无线耳机、有线耳机及短数据线。壳体采用3.5 mm厚、硬度约70度的EVA，表面复合莱卡或针织布，放入铝模热压成型，不易变形，抗压防护好。四周配YKK 3号拉链，内部设弹力网袋和柔软植绒内衬。',
        '外形（圆形、方形、椭圆或异形）、尺寸和表面面料（莱卡、PU、1680D涤纶、碳纤纹PU）都可选择。LOGO可在盖面模压凸起、压凹、印刷，或加滴塑标；还可车缝登山扣或挂绳环。',
        '常被音频品牌用作随机附送的收纳包，也是航空公司和企业采购的热门礼品。定制外形需新开模具，小尺寸铝模费用一般在200–400美元之间，约7–10天完成；包装为OPP袋或印刷彩盒。',
      ),
      en: paras(
        'A palm-sized hard case for true-wireless earbuds, wired earphones and short cables. The shell is 3.5 mm EVA of about 70° hardness, laminated with lycra or jersey and heat-pressed in an aluminium mould, so it holds its shape and resists crushing. A YKK #3 zipper runs around the edge, and inside there is an elastic mesh pocket and a soft flocked lining.',
        'Shape (round, square, oval or a custom outline), size and surface fabric (lycra, PU, 1680D polyester or carbon-texture PU) are all yours to choose. Logos are moulded in relief on the lid, debossed, printed or added as a rubber patch, and a carabiner or lanyard loop can be sewn in.',
        'Audio brands use it as the in-box carry case, and airlines and corporate buyers as a gift item. A custom shape needs a new mould, typically USD 200–400 for a small case and ready in 7–10 days; packing is an OPP bag or a printed box.',
      ),
    },
    material: { 'zh-CN': '3.5 mm EVA（70度），莱卡面料', en: '3.5 mm EVA (70°), lycra surface' },
    size: '10 × 8 × 4 cm',
    moq: 500,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['外形及尺寸定制', '表面面料可选', '模压、压印或印刷LOGO', '登山扣或挂绳环', '内部网袋或海绵内托'],
      en: [
        'Custom shape and size',
        'Choice of surface fabric',
        'Moulded, debossed or printed logo',
        'Carabiner or lanyard loop',
        'Mesh pocket or foam insert',
      ],
    },
    imageAlts: [
      { 'zh-CN': '炭灰色EVA耳机收纳盒正面图', en: 'Charcoal EVA earphone case, front view' },
      { 'zh-CN': '炭灰色EVA耳机盒拉链与模压盒盖细节', en: 'Detail of the charcoal EVA case’s zipper and moulded lid' },
    ],
  },
  {
    slug: 'eva-hard-drive-case',
    category: 'hard-shell-case',
    name: { 'zh-CN': 'EVA硬盘收纳包', en: 'EVA Hard Drive Case' },
    summary: {
      'zh-CN': '防震EVA硬盘包，适用于2.5英寸移动硬盘及SSD，内设网袋放置数据线，是存储品牌的标配收纳包。',
      en: 'Shockproof EVA case for 2.5 in hard drives and SSDs, with a mesh pocket for the cable: the standard carry case for storage brands.',
    },
    description: {
      'zh-CN': paras(
        '尺寸适配2.5英寸移动硬盘、固态硬盘和充电宝。壳体为4 mm EVA，表面复合1680D涤纶或PU，热压成对开式硬壳；内部一侧用松紧带或模切海绵固定硬盘，另一侧为网袋，可放数据线和转接头。配双头拉链及手挽带。',
        '内部海绵可按您的设备和配件模切或模压成型，做到严丝合缝。LOGO通常在盖面压印或模压凸起，也可加滴塑标或金属标牌；颜色和表面纹理可配合您的产品线定制。',
        '长期为存储及电子品牌供应随机包装，也供零售商作为售后配件销售。大货OPP袋装后入外箱，也可配零售彩盒。',
      ),
      en: paras(
        'A protective case sized for 2.5-inch portable hard drives, SSDs and power banks. The 4 mm EVA shell is laminated with 1680D polyester or PU and heat-pressed into a rigid clamshell; inside, one half holds the drive with an elastic strap or a die-cut foam bed, and the other has a mesh pocket for cables and adapters. A two-way zipper and a wrist strap complete the case.',
        'The interior foam can be die-cut or moulded to fit your exact device and accessories. Logos are usually debossed or moulded into the lid, or applied as a rubber or metal badge, and colours and surface textures can be matched to your product line.',
        'Supplied to storage and electronics brands as in-box packaging, and to retailers as an aftermarket accessory. Cases are packed in OPP bags inside master cartons, or in retail colour boxes.',
      ),
    },
    material: { 'zh-CN': '4 mm EVA，1680D涤纶面料', en: '4 mm EVA, 1680D polyester surface' },
    size: '15 × 10 × 4.5 cm',
    moq: 500,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['按设备定制海绵内托', '表面面料与颜色', '模压、压印或标牌LOGO', '手挽带或登山扣', '零售彩盒'],
      en: [
        'Custom-fit foam insert',
        'Surface fabric and colour',
        'Moulded, debossed or badge logo',
        'Wrist strap or carabiner',
        'Retail colour box',
      ],
    },
    imageAlts: [
      { 'zh-CN': '藏青色EVA硬盘收纳包正面图', en: 'Navy EVA hard drive case, front view' },
      { 'zh-CN': '藏青色EVA硬盘包内部松紧带与网袋细节', en: 'Inside the navy EVA case: elastic strap and cable mesh pocket' },
    ],
  },
  {
    slug: 'eva-tool-case',
    category: 'hard-shell-case',
    name: { 'zh-CN': 'EVA工具包', en: 'EVA Tool Case' },
    summary: {
      'zh-CN': '坚固耐用的EVA模压工具包，带提手与模切海绵内托，用于保护电动工具、测试仪表及维修套装。',
      en: 'Rugged moulded EVA case with a carry handle and die-cut foam insert, protecting power tools, test meters and repair kits.',
    },
    description: {
      'zh-CN': paras(
        '适合收纳手动工具、充电起子、万用表及维修套装的大尺寸硬壳包。壳体为5 mm高密度EVA（硬度75度），表面复合耐磨1680D涤纶，热压成型并加强边框，经得起车间的日常磕碰。配一体模压提手、8号加粗拉链，内部EPE或EVA海绵按工具形状模切出凹槽，物品固定不晃动。',
        '内部布局可根据您的工具样品或CAD图纸设计：海绵凹槽、松紧带、盖内拉链袋（放批头和说明书）或可拆托盘均可实现。品牌标识可在盒盖模压凸起、丝印，或缝品牌色织唛、滴塑标。',
        '工具及仪器品牌常用作套装的零售包装，汽车和通信企业则用作技术员随身工具包。单个胶袋包装后入外箱，或配印刷外盒。',
      ),
      en: paras(
        'A larger hard-shell case for hand tools, cordless screwdrivers, multimeters and repair kits. The 5 mm high-density EVA shell (75° hardness) is laminated with abrasion-resistant 1680D polyester and heat-pressed with a reinforced rim, so it stands up to workshop use. A moulded grip handle, a heavy-duty #8 zipper and a die-cut EPE or EVA foam insert with tool-shaped cavities keep everything in place.',
        'Interiors are designed from your tool samples or CAD drawings: foam cavities, elastic loops, a zipped lid pocket for bits and manuals, or a removable tray. Branding is moulded in relief on the lid, screen printed, or sewn on as a woven or rubber label in your brand colour.',
        'Tool and instrument brands use it as retail packaging for kits, and automotive and telecom companies for technician kits. Cases are packed individually in polybags and master cartons, or in printed outer boxes.',
      ),
    },
    material: {
      'zh-CN': '5 mm EVA（75度），1680D涤纶，EPE海绵内托',
      en: '5 mm EVA (75°), 1680D polyester, EPE foam insert',
    },
    size: '35 × 25 × 8 cm',
    moq: 500,
    leadTimeDays: { min: 30, max: 40 },
    customization: {
      'zh-CN': ['按工具定制海绵内托', '尺寸及外形定制', '模压或丝印LOGO', '提手及肩带可选', '可拆托盘或盖内袋', '印刷外盒'],
      en: [
        'Foam insert cut to your tools',
        'Custom size and shape',
        'Moulded or printed logo',
        'Handle and shoulder strap options',
        'Removable tray or lid pocket',
        'Printed outer box',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橙色EVA工具包正面图（带提手）', en: 'Orange EVA tool case with handle, front view' },
      { 'zh-CN': '橙色EVA工具包加粗拉链与加强边框细节', en: 'Detail of the orange tool case’s heavy-duty zipper and reinforced rim' },
    ],
  },
  {
    slug: 'eva-camera-case',
    category: 'hard-shell-case',
    name: { 'zh-CN': 'EVA相机包', en: 'EVA Camera Case' },
    summary: {
      'zh-CN': 'EVA模压相机包，适配卡片机、运动相机及镜头，内衬加厚，背部带腰带环，方便户外拍摄携带。',
      en: 'Moulded EVA case for compact cameras, action cams and lenses, with a padded interior and belt loop for shooting outdoors.',
    },
    description: {
      'zh-CN': paras(
        '适用于卡片相机、运动相机、拍立得及小型镜头的硬壳包。4 mm EVA主体复合防泼水面料，热压成较深的圆润造型，内衬柔软绒布并配带海绵的隔板。背部设腰带环和D扣，可挂肩带或登山扣。',
        '可按指定相机（如GoPro、Insta360、拍立得）设计内部结构，为电池、存储卡和支架预留卡位。表面可选尼龙、PU皮及仿帆布纹面料；LOGO可模压、压印、印刷或缝织唛。',
        '常作为相机和运动相机品牌的随机配件，也供摄影器材零售商及户外、旅行品牌销售。每个配OPP袋或卡头包装，可选配品牌肩带。',
      ),
      en: paras(
        'A hard-shell case for compact cameras, action cameras, instant cameras and small lenses. The 4 mm EVA body is laminated with a water-repellent fabric and heat-pressed into a deep, rounded shape, then lined with soft velvet and fitted with a padded divider. A belt loop and D-rings on the back take a shoulder strap or carabiner.',
        'We can build the interior around a specific camera, such as GoPro, Insta360 or Instax models, with cavities for batteries, memory cards and mounts. Surface fabrics include nylon, PU leather and canvas-effect textures; logos are moulded, debossed, printed or stitched on as a woven label.',
        'Used by camera and action-cam brands as a bundled accessory, and sold by photography retailers and outdoor and travel brands. Each case comes in an OPP bag or a hang-tag pack, with an optional branded shoulder strap.',
      ),
    },
    material: { 'zh-CN': '4 mm EVA，尼龙面料，绒布内衬', en: '4 mm EVA, nylon surface, velvet lining' },
    size: '16 × 12 × 8 cm',
    moq: 500,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['按相机定制内部结构', '表面面料可选', '模压、压印或印刷LOGO', '肩带及腰带环', '卡头包装'],
      en: [
        'Interior fitted to your camera',
        'Choice of surface fabric',
        'Moulded, debossed or printed logo',
        'Shoulder strap and belt loop',
        'Hang-tag packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '橄榄绿EVA相机包正面图', en: 'Olive EVA camera case, front view' },
      { 'zh-CN': '橄榄绿EVA相机包腰带环与D扣细节', en: 'Detail of the olive camera case’s belt loop and D-ring' },
    ],
  },
  {
    slug: 'eva-glasses-case',
    category: 'hard-shell-case',
    name: { 'zh-CN': 'EVA眼镜盒', en: 'EVA Glasses Case' },
    summary: {
      'zh-CN': '轻薄拉链式EVA眼镜盒，抗压防变形，可定制外形，适合眼镜品牌和眼镜店配套使用。',
      en: 'Slim zip-around EVA glasses case that resists crushing, available in custom shapes for eyewear brands and optical stores.',
    },
    description: {
      'zh-CN': paras(
        '抗压耐用的太阳镜、光学眼镜收纳盒。壳体为3 mm EVA，表面复合PU皮或莱卡布，热压成贴合镜框弧度的轻薄造型。三边拉链开合，内衬柔软植绒，盖内可用松紧带固定一块超细纤维擦镜布。',
        '尺寸和外形可按您的镜框定制，无论是经典方框、飞行员款、运动包覆款还是老花镜均可开模。LOGO可在盖面模压、压印、烫金、印刷或加金属标牌，内衬颜色还可与外壳撞色搭配。',
        '长期为眼镜品牌、眼镜连锁店及运动太阳镜厂家提供随盒包装，也供零售商单独销售。配擦镜布装入OPP袋或纸盒出货。',
      ),
      en: paras(
        'A crush-resistant case for sunglasses and optical frames. The shell is 3 mm EVA laminated with PU leather or lycra and heat-pressed into a slim, curved profile that follows the frames. A zipper runs around three sides, and the interior is lined with soft flocking, with an optional microfibre cleaning cloth held under an elastic band in the lid.',
        'Size and profile are made to match your frames, whether classic square, aviator, sports wrap or reading glasses. Logos can be moulded or debossed into the lid, hot-foil stamped, printed or added as a metal badge, and the lining colour can contrast with the shell.',
        'Supplied to eyewear brands, optical chains and sports-sunglass makers as in-box packaging, and to retailers as a stand-alone accessory. Cases are packed with a cleaning cloth in OPP bags or paper boxes.',
      ),
    },
    material: { 'zh-CN': '3 mm EVA，PU皮面料，植绒内衬', en: '3 mm EVA, PU leather surface, flocked lining' },
    size: '16.5 × 7 × 5 cm',
    moq: 500,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['按镜框定制外形', 'PU皮或莱卡面料', '模压、压印或烫金LOGO', '内衬撞色', '擦镜布及纸盒包装'],
      en: [
        'Shape matched to your frames',
        'PU or lycra surface',
        'Moulded, debossed or foil logo',
        'Contrast lining colour',
        'Cleaning cloth and box packaging',
      ],
    },
    imageAlts: [
      { 'zh-CN': '玫瑰粉EVA眼镜盒正面图', en: 'Rose EVA glasses case, front view' },
      { 'zh-CN': '玫瑰粉EVA眼镜盒环绕拉链与内衬细节', en: 'Detail of the rose glasses case’s zip-around closure and lining' },
    ],
  },
  {
    slug: 'eva-game-controller-case',
    category: 'hard-shell-case',
    name: { 'zh-CN': 'EVA游戏手柄收纳包', en: 'EVA Game Controller Case' },
    summary: {
      'zh-CN': '按手柄轮廓定制的EVA收纳包，适配PS5、Xbox及Switch Pro手柄，内设模压托位与配件袋，外出游戏随身带。',
      en: 'Form-fitted EVA case for PS5, Xbox and Switch Pro controllers, with a moulded cradle and accessory pocket for gaming on the go.',
    },
    description: {
      'zh-CN': paras(
        '按游戏手柄轮廓设计的硬壳包，体积尽量小巧，同时保护好摇杆和扳机键。壳体为4 mm EVA，表面复合耐磨1680D涤纶或PU，在铝模中热压成型；内部以EVA模压托位贴合固定手柄，盖内网袋可放充电线和备用摇杆帽。',
        '我们已有PS5 DualSense、Xbox Series及Switch Pro手柄的现成模具，也可为第三方或定制手柄开发新模。盒盖可UV打印或热转印您的游戏图案，也可模压凸起LOGO，表面面料与拉链颜色可配合游戏主题定制。',
        '深受游戏周边品牌、游戏发行商（典藏版套装）及电竞战队周边采购欢迎。可配印刷彩盒或零售挂卡包装。',
      ),
      en: paras(
        'A hard case shaped around a game controller, as compact as possible while still protecting the thumbsticks and triggers. The 4 mm EVA shell is laminated with hard-wearing 1680D polyester or PU and heat-pressed in an aluminium mould; inside, a moulded EVA cradle holds the controller snugly, and a mesh pocket in the lid takes a charging cable and spare thumbstick caps.',
        'We hold moulds for the PS5 DualSense, Xbox Series and Switch Pro controllers, and develop new ones for third-party or custom controllers. Your artwork can be UV- or sublimation-printed on the lid, a logo can be moulded in relief, and surface and zipper colours can be matched to a game title.',
        'Popular with gaming accessory brands, with game publishers for collector’s editions and with esports teams for merchandise. Packed in printed colour boxes or retail hang packs.',
      ),
    },
    material: { 'zh-CN': '4 mm EVA，1680D涤纶或PU面料', en: '4 mm EVA, 1680D polyester or PU surface' },
    size: '21 × 16 × 7.5 cm',
    moq: 500,
    leadTimeDays: { min: 25, max: 35 },
    customization: {
      'zh-CN': ['适配指定手柄型号', '盒盖UV打印或热转印', '模压凸起LOGO', '面料与拉链配色', '彩盒或挂卡包装'],
      en: [
        'Fit for your controller model',
        'UV or sublimation-printed lid',
        'Moulded relief logo',
        'Colour-matched zipper and fabric',
        'Colour box or hang pack',
      ],
    },
    imageAlts: [
      { 'zh-CN': '青绿色EVA游戏手柄收纳包正面图', en: 'Teal EVA game controller case, front view' },
      { 'zh-CN': '青绿色游戏手柄包表面纹理与拉链细节', en: 'Close-up of the teal controller case’s textured surface and zipper' },
    ],
  },
];
