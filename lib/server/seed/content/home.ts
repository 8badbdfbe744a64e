import type { HomeCardFamily } from '@/lib/api/contract';
import type { SeedHomeCards, SeedSliderItem } from '../types';

/** Home-page banners: /media/slider/{sign}.webp, each linking to its family. */
export const sliderItems: SeedSliderItem[] = [
  {
    sign: 'sewing',
    title: { 'zh-CN': '缝纫软包，按需定制', en: 'Sewn soft goods, made to your brief' },
    subtitle: {
      'zh-CN': '收纳包、托特包、笔袋与车载收纳，8条缝纫线生产，300个起订。',
      en: 'Pouches, totes, pencil cases and organizers, cut and sewn on our eight lines from 300 pieces.',
    },
    button: { 'zh-CN': '查看缝纫系列', en: 'Explore sewn goods' },
  },
  {
    sign: 'heat-press',
    title: { 'zh-CN': '热压保护套，贴合每一台设备', en: 'Heat-pressed cases that fit like a glove' },
    subtitle: {
      'zh-CN': '皮革手机壳、智能保护套与平板保护套，自有热压设备成型。',
      en: 'Leather phone cases, smart covers and tablet folios, formed on our own heat presses.',
    },
    button: { 'zh-CN': '查看热压系列', en: 'Explore heat-press cases' },
  },
  {
    sign: 'eva-molded',
    title: { 'zh-CN': 'EVA硬壳包，自有模具房', en: 'EVA hard cases, moulded in-house' },
    subtitle: {
      'zh-CN': '电子产品、工具与相机保护箱，30台热压成型机，开模到出货一站完成。',
      en: 'Protective cases for electronics, tools and cameras: our own mould room and 30 presses, from mould to shipment.',
    },
    button: { 'zh-CN': '查看EVA系列', en: 'Explore EVA cases' },
  },
];

/**
 * Five introductions per themed section, in card order:
 * the n-th text goes with /media/cards/{family}-{n}.webp (see media.json for what each picture shows).
 */
export const homeCards: SeedHomeCards = {
  sewing: [
    // sewing-1: pouch
    {
      'zh-CN': '潜水料、涤纶、帆布拉链包，按需裁剪车缝，化妆品、数据线、随身小物统统收纳。',
      en: 'Zip pouches in neoprene, polyester or canvas, cut and sewn to your size for cosmetics, cables and everyday carry.',
    },
    // sewing-2: tote
    {
      'zh-CN': '棉帆布、无纺布托特包，支持丝印、刺绣及满版覆膜彩印，让环保袋成为流动的品牌广告。',
      en: 'Canvas and non-woven totes with screen print, embroidery or full-colour lamination: reusable bags that carry your brand.',
    },
    // sewing-3: pencil
    {
      'zh-CN': '多层笔袋、卷式笔帘，内部分区按需设计，服务文具品牌与开学季项目。',
      en: 'Pencil cases and roll-up wraps with custom compartments, built for stationery brands and back-to-school programmes.',
    },
    // sewing-4: drawstring
    {
      'zh-CN': '涤纶、棉布抽绳背包与礼品袋，适合活动赠品、赛事物资包及环保包装。',
      en: 'Drawstring backpacks and gift bags in polyester or cotton, ideal for events, race kits and eco-friendly packaging.',
    },
    // sewing-5: organizer
    {
      'zh-CN': '600D牛津布后备箱及座椅背收纳，内置硬隔板，为汽车用品与家居品牌量身打造。',
      en: 'Trunk and back-seat organizers in 600D Oxford with rigid dividers, designed for automotive and home brands.',
    },
  ],
  heatPress: [
    // heatPress-1: phone case
    {
      'zh-CN': 'PU皮与PC硬壳热压一体成型，包边无缝，压印LOGO清晰立体。',
      en: 'PU leather phone cases heat-pressed onto PC shells for seamless edges and crisp debossed logos.',
    },
    // heatPress-2: smart cover
    {
      'zh-CN': '三折及磁吸智能保护套，支持自动休眠唤醒，精准适配iPad与安卓平板。',
      en: 'Tri-fold and magnetic smart covers with auto sleep/wake, precision-fitted to iPad and Android tablets.',
    },
    // heatPress-3: phone holder
    {
      'zh-CN': '斜挎手机包与热压手机袋，护机同时解放双手。',
      en: 'Crossbody phone holders and moulded sleeves that keep phones protected and your hands free.',
    },
    // heatPress-4: tablet cover
    {
      'zh-CN': '带笔槽、防摔款平板保护套，满足学校、办公及儿童使用需求。',
      en: 'Tablet covers with stylus holders and shockproof shells for schools, offices and kids.',
    },
    // heatPress-5: phone case
    {
      'zh-CN': '翻盖皮套与热转印手机壳，按品牌色定制，照片级图案持久不掉色。',
      en: 'Folio and sublimation-printed phone cases in your brand colours, with photo-quality artwork that never peels.',
    },
  ],
  evaMolded: [
    // evaMolded-1: earphone-size case
    {
      'zh-CN': '小巧的EVA耳机收纳盒，热压定型，抗压不变形，耳机、数据线随身带。',
      en: 'Compact EVA cases for earbuds and cables, heat-pressed to hold their shape and resist crushing.',
    },
    // evaMolded-2: tool case
    {
      'zh-CN': '坚固耐用的EVA工具包，模切海绵内托让每件工具各就各位。',
      en: 'Rugged EVA tool cases with die-cut foam inserts that hold every tool in its place.',
    },
    // evaMolded-3: electronics case
    {
      'zh-CN': '防震EVA硬盘包，适配移动硬盘、SSD及充电宝，是电子品牌的标配随机包。',
      en: 'Shockproof EVA cases for hard drives, SSDs and power banks, the standard in-box case for electronics brands.',
    },
    // evaMolded-4: controller case
    {
      'zh-CN': '贴合手柄轮廓的EVA收纳包，盒盖可印游戏图案，内置模压托位，玩家外出必备。',
      en: 'Form-fitted EVA cases for game controllers, with printed lids and moulded cradles for gaming on the go.',
    },
    // evaMolded-5: camera case
    {
      'zh-CN': '户外必备EVA相机包，内衬加厚，配腰带环，盒盖可模压品牌LOGO。',
      en: 'Outdoor-ready EVA camera cases with padded interiors, belt loops and your logo moulded into the lid.',
    },
  ],
};

/**
 * The product each card's picture shows, where its family has fewer sub-categories than cards
 * (null: the card opens the family's sub-category of its place). Heat press has four
 * sub-categories for five cards, EVA molded one: without these the sections repeated "Phone Cases"
 * and five times "Hard-Shell Cases". Slugs of ./products.ts, in card order.
 */
export const homeCardProducts: Record<HomeCardFamily, (string | null)[]> = {
  sewing: [null, null, null, null, null],
  heatPress: [null, null, null, null, 'card-slot-folio-phone-case'],
  evaMolded: ['eva-earphone-case', 'eva-tool-case', 'eva-hard-drive-case', 'eva-game-controller-case', 'eva-camera-case'],
};
