import type { SeedSystemConfig } from '../types';

/** Site-wide settings (GET /app_config/sys): the short company name for the header, the legal name for titles and the footer. */
export const systemConfig: SeedSystemConfig = {
  'company name': { 'zh-CN': '东莞恒信箱包', en: 'Dongguan Hengxin Case' },
  'legal name': { 'zh-CN': '东莞恒信箱包有限公司', en: 'Dongguan Hengxin Case Co., Ltd.' },
  tagline: {
    'zh-CN': '源头工厂，专注箱包定制十余年',
    en: 'Custom cases and soft goods, made for your brand',
  },
  whatsapp: '+86 138 2930 5716',
  email: 'sales@hengxin-case.com',
  province: { 'zh-CN': '中国广东', en: 'Guangdong, China' },
  linkedin: 'https://www.linkedin.com/company/hengxin-case',
  instagram: 'https://www.instagram.com/hengxincase',
  pinterest: 'https://www.pinterest.com/hengxincase',
  facebook: 'https://www.facebook.com/hengxincase',
  twitter: 'https://twitter.com/hengxincase',
  'about us': {
    'zh-CN': [
      '东莞恒信箱包成立于2015年，坐落于中国箱包产业重镇——广东东莞。十余年来，我们专注于定制箱包与软包产品的设计、开发与生产，为全球品牌商、经销商和礼品推广公司提供从创意草图到装柜出货的一站式服务。',
      '工厂面积12,000平方米，缝纫、热压、EVA模压三大工艺集于一厂：8条缝纫生产线、150余名熟练车工，生产收纳包、托特包、笔袋、束口袋及车载收纳；热压车间专业生产皮革手机壳、智能保护套、手机包和平板保护套；EVA模压车间拥有30台热压成型机及自有模具房，生产电子产品、工具、相机、眼镜等各类硬壳包。月产能逾80万件。',
      '公司设有独立设计团队，产品设计师与纸格师傅最快5天即可将您的需求变成实物样品；工程师会根据您的预算和目标市场，推荐合适的材料、模具和工艺方案。目前产品远销北美、欧洲、日本、澳大利亚及中东地区，工厂已通过BSCI社会责任审核及ISO 9001质量管理体系认证，材料可按REACH、Prop 65、CPSIA等标准送检。',
      '我们坚持诚信报价、高效沟通、言出必行、准时交付。无论是300个品牌收纳包，还是10万个EVA硬壳包，我们都用心对待每一张订单，期待与您建立长期合作。',
    ].join('\n\n'),
    en: [
      'Dongguan Hengxin Case was founded in 2015 in Dongguan, Guangdong, at the heart of China’s bag and case manufacturing cluster. For more than ten years we have designed, engineered and manufactured custom cases and soft goods for brands, distributors and promotional suppliers around the world, taking each project from the first sketch to cartons loaded in the container.',
      'Our 12,000 m² factory brings three processes under one roof. Eight sewing lines with more than 150 skilled operators produce pouches, tote bags, pencil cases, drawstring bags and car organizers; the heat-press workshop makes leather phone cases, smart covers, phone holders and tablet covers; and the EVA moulding workshop, with 30 hot-press machines and its own mould room, turns out hard-shell cases for electronics, tools, cameras and eyewear. Together they produce more than 800,000 pieces a month.',
      'Our in-house designers and pattern makers can turn your brief into a physical sample in as little as five days, and our engineers recommend the materials, moulds and construction that fit your budget and target market. We ship to customers across North America, Europe, Japan, Australia and the Middle East. The factory is BSCI-audited and ISO 9001-certified, and materials can be tested to REACH, Prop 65 and CPSIA.',
      'We believe in honest quotes, clear communication and delivering what we promise, on time. Whether you need 300 branded pouches or 100,000 EVA cases, we treat every order as the start of a long-term partnership.',
    ].join('\n\n'),
  },
};
