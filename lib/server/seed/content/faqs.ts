import type { SeedFaq } from '../types';

/** FAQ page entries; array order is the display order. */
export const faqs: SeedFaq[] = [
  {
    question: { 'zh-CN': '你们的最低起订量（MOQ）是多少？', en: 'What is your minimum order quantity (MOQ)?' },
    answer: {
      'zh-CN':
        '缝纫类产品（收纳包、托特包、车载收纳等）标准起订量为每款300–500个，热压类及EVA模压类为每款500–1000个。同款不同颜色一般可合并计算起订量。首次试单数量较少的，可适当加价安排，欢迎告知您的目标数量。',
      en: 'Our standard MOQ is 300–500 pieces per design for sewn products such as pouches, totes and organizers, and 500–1,000 pieces for heat-pressed and EVA moulded cases. Different colours of the same design can usually be combined to reach the MOQ. For a first trial order we can often accept a smaller quantity at a slightly higher unit price, so just tell us your target quantity.',
    },
  },
  {
    question: { 'zh-CN': '下单前可以先打样吗？样品怎么收费？', en: 'Can I get a sample before ordering, and what does it cost?' },
    answer: {
      'zh-CN':
        '可以。现有款式的现货样品免费提供，仅需承担快递费。按您的LOGO、尺寸或颜色制作的定制样品，每款收费50–150美元，视工艺复杂程度而定，一般5–7个工作日完成；如需新开EVA或热压模具，约需7–10天。下大货订单后，样品费全额退还。',
      en: 'Yes. Samples of existing products are free; you only pay the express freight. Custom samples with your logo, size or colours cost USD 50–150 per design depending on complexity and take 5–7 working days, or 7–10 days if a new EVA or heat-press mould is needed. The sample fee is refunded in full when you place the bulk order.',
    },
  },
  {
    question: { 'zh-CN': '大货生产周期需要多久？', en: 'What is the production lead time?' },
    answer: {
      'zh-CN':
        '确认样品并收到定金后，缝纫类产品生产周期为15–30天，热压类为20–30天，EVA模压类（含开模）为25–40天。每年8月至11月为旺季，交期可能延长一周左右，建议提前下单。部分产品可安排加急，欢迎咨询。',
      en: 'Once the sample is approved and the deposit received, sewn products take 15–30 days, heat-pressed cases 20–30 days and EVA moulded cases 25–40 days including mould making. Peak season (August to November) can add about a week, so we recommend confirming orders early. Rush production is possible for some items; please ask.',
    },
  },
  {
    question: { 'zh-CN': 'LOGO和图案需要提供什么格式的文件？', en: 'What artwork files do you need for my logo?' },
    answer: {
      'zh-CN':
        '最好提供矢量文件：AI、EPS、PDF或SVG格式，文字请转曲。专色请注明潘通色号（PMS），便于我们在面料和皮料上精准配色；满版热转印或UV打印也可提供300 dpi的CMYK格式PNG或TIFF文件。打样前，我们的设计团队会免费出效果图供您确认。',
      en: 'Vector files are best: AI, EPS, PDF or SVG, with all text converted to outlines. Please give Pantone (PMS) references for spot colours so we can match them on fabric and leather; for full-colour sublimation or UV printing, a 300 dpi CMYK PNG or TIFF also works. Our design team sends you a free digital mock-up for approval before sampling.',
    },
  },
  {
    question: {
      'zh-CN': '你们的材料是否环保？能提供哪些检测认证？',
      en: 'Are your materials safe, and which certifications can you provide?',
    },
    answer: {
      'zh-CN':
        '面料、PU、EVA及拉链均来自合格供应商，可提供REACH、美国加州65号提案（Prop 65）、CPSIA（铅及邻苯）以及儿童产品EN 71等检测报告，涉及食品接触的产品可做FDA或LFGB测试。检测可委托SGS、Intertek或BV进行，另有GRS再生面料和有机棉可选。请告知目标市场，我们会为您推荐合适的材料。',
      en: 'We buy fabrics, PU, EVA and zippers from qualified suppliers and can provide test reports for REACH, California Prop 65, CPSIA (lead and phthalates) and EN 71 for children’s products, plus FDA or LFGB where food contact applies. Testing can be done by SGS, Intertek or BV, and recycled (GRS) fabrics and organic cotton are available. Tell us your target market and we will recommend the right materials.',
    },
  },
  {
    question: { 'zh-CN': '你们如何把控产品质量？', en: 'How do you control quality?' },
    answer: {
      'zh-CN':
        '每张订单都经过来料检验、产线巡检，以及成品车线、拉链、印刷的100%全检。出货前，品检部按AQL 2.5（主要缺陷）/4.0（次要缺陷）标准进行终检抽样，并将附带照片和视频的验货报告发送给您。欢迎SGS、QIMA等第三方机构或贵司QC来厂验货。',
      en: 'Every order goes through incoming material inspection, in-line checks on each production line and a 100% check of stitching, zippers and print on finished goods. Before shipment our QC team carries out a final random inspection to AQL 2.5 (major) / 4.0 (minor) and sends you a report with photos and videos. Third-party inspection by SGS, QIMA or your own QC staff is welcome.',
    },
  },
  {
    question: { 'zh-CN': '如何发货？支持哪些贸易条款？', en: 'How do you ship, and which trade terms do you accept?' },
    answer: {
      'zh-CN':
        '我们一般报FOB深圳价，也可做EXW、CIF及DDP双清到门。样品和小批量货物建议走DHL、FedEx、UPS等快递，约3–7天；空运约5–10天；海运视目的港约15–35天。合作货代可为发往美国、欧盟、英国及澳大利亚的DDP货物代办清关和税费。',
      en: 'We usually quote FOB Shenzhen; EXW, CIF and DDP door-to-door are also available. Express (DHL, FedEx, UPS) suits samples and small orders and takes 3–7 days, air freight about 5–10 days, and sea freight 15–35 days depending on the destination. Our forwarders handle customs clearance and duties for DDP shipments to the US, EU, UK and Australia.',
    },
  },
  {
    question: { 'zh-CN': '付款方式有哪些？', en: 'What are your payment terms?' },
    answer: {
      'zh-CN':
        '大货订单需通过T/T电汇支付30%定金后安排生产，70%尾款在出货前凭验货报告和照片支付。样品费及小额款项可用PayPal或信用卡支付。长期合作客户可商议即期信用证（L/C）等其他付款方式。',
      en: 'For bulk orders we take a 30% deposit by T/T to start production, and the 70% balance is paid before shipment against the inspection report and photos. Sample fees and small amounts can be paid by PayPal or credit card. Long-term customers can discuss an L/C at sight or other terms.',
    },
  },
  {
    question: { 'zh-CN': '可以定制包装吗？', en: 'Can you make custom packaging?' },
    answer: {
      'zh-CN':
        '可以。除标准OPP袋外，我们还可制作印刷胶袋、吊牌、头卡、条码及亚马逊FNSKU标签、彩盒、牛皮纸盒和天地盖礼盒，并可按亚马逊FBA要求包装，外箱按您的唛头贴标。另有再生材料及无塑包装方案可选。',
      en: 'Yes. Besides standard OPP bags we produce printed polybags, hang tags, header cards, barcode and Amazon FNSKU labels, colour boxes, kraft boxes and rigid gift boxes. We can pack to Amazon FBA requirements and mark master cartons with your shipping marks. Recycled and plastic-free packaging options are available.',
    },
  },
  {
    question: {
      'zh-CN': '是否提供OEM/ODM服务？如何保护我们的设计？',
      en: 'Do you offer OEM/ODM, and how do you protect our designs?',
    },
    answer: {
      'zh-CN':
        'OEM和ODM均可：既可按您的图纸和样品生产，也可由我们的设计团队根据您的需求开发新品。在您提供设计资料前，我们可签署保密协议（NDA或NNN协议）；您的图稿和模具绝不用于其他客户，未上市的产品也绝不会在展会或网上展示。',
      en: 'We do both: OEM to your drawings and samples, and ODM, where our in-house design team develops new products from your brief. We are happy to sign an NDA or NNN agreement before you share designs; your artwork and moulds are never used for other customers, and unreleased products are never shown at trade fairs or online.',
    },
  },
  {
    question: { 'zh-CN': 'EVA模具费是多少？模具归谁所有？', en: 'How much does an EVA mould cost, and who owns it?' },
    answer: {
      'zh-CN':
        '定制EVA包的铝模费用一般为200–800美元，视尺寸和模穴数量而定；大尺寸产品或钢模可能超过1000美元。开模约需7–10天，模具费一次性收取，模具归您所有，我们在厂内免费保管供返单使用；订单累计达到约定数量后，还可返还部分模具费。',
      en: 'An aluminium mould for a custom EVA case typically costs USD 200–800, depending on size and number of cavities; large cases or steel moulds can exceed USD 1,000. The mould takes 7–10 days to make and is paid for once. It belongs to you, we store it free of charge for repeat orders, and part of the cost can be refunded once your orders reach an agreed volume.',
    },
  },
  {
    question: {
      'zh-CN': '你们能做哪些手机和平板型号的保护套？',
      en: 'Which phone and tablet models can you make cases for?',
    },
    answer: {
      'zh-CN':
        '我们备有当前iPhone、三星Galaxy S及A系列、谷歌Pixel以及iPad主流机型的热压和注塑模具，新旗舰机型发布后通常几周内即可备好模具。其他机型开新模约需7–10天。请将机型清单发给我们，我们会逐一确认。',
      en: 'We hold heat-press and injection moulds for current iPhone, Samsung Galaxy S and A series, Google Pixel and iPad models, and usually have moulds for new flagships ready within a few weeks of launch. For other models a new mould takes about 7–10 days. Send us your model list and we will confirm each one.',
    },
  },
  {
    question: { 'zh-CN': '可以来工厂参观或验厂吗？', en: 'Can we visit or audit your factory?' },
    answer: {
      'zh-CN':
        '当然欢迎。工厂位于广东东莞，距深圳宝安机场和广州白云机场均约一小时车程，可安排机场或广交会接送。我们已通过BSCI和ISO 9001审核，可提供相关报告；如不便来访，也可安排视频验厂。',
      en: 'Of course. Our factory is in Dongguan, Guangdong, about an hour from both Shenzhen and Guangzhou airports, and we are happy to arrange pick-up from the airport or the Canton Fair. We have passed BSCI and ISO 9001 audits and can share the reports; if you cannot travel, we offer a live video factory tour.',
    },
  },
];
