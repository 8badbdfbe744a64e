import type { SeedTranslation } from './types';

/** Demo content in Portuguese (Brazilian usage, neutral register). */
export const content: SeedTranslation = {
  companyName: 'Dongguan Hengxin Case',
  legalName: 'Dongguan Hengxin Case Co., Ltd.',
  tagline: 'Estojos, capas e bolsas sob medida, feitos para a sua marca',
  province: 'Guangdong, China',
  aboutUs: [
    'A Dongguan Hengxin Case foi fundada em 2015 em Dongguan, na província de Guangdong, no coração do maior polo chinês de fabricação de bolsas e estojos. Há mais de dez anos projetamos, desenvolvemos e fabricamos estojos, capas e artigos têxteis sob medida para marcas, distribuidores e fornecedores de brindes do mundo todo, conduzindo cada projeto do primeiro esboço até as caixas embarcadas no contêiner.',
    'Nossa fábrica de 12.000 m² reúne três processos sob o mesmo teto. Oito linhas de costura, com mais de 150 costureiros experientes, produzem necessaires, ecobags, estojos escolares, mochilas saco e organizadores para carro; o setor de prensagem a quente fabrica capas de couro para celular, smart covers, bolsas para celular e capas para tablet; e o setor de moldagem de EVA, com 30 prensas a quente e ferramentaria própria, produz estojos rígidos para eletrônicos, ferramentas, câmeras e óculos. Juntos, produzem mais de 800.000 peças por mês.',
    'Nossos designers e modelistas transformam o seu briefing em uma amostra física em apenas cinco dias, e nossos engenheiros recomendam os materiais, moldes e métodos de construção mais adequados ao seu orçamento e ao seu mercado-alvo. Atendemos clientes na América do Norte, Europa, Japão, Austrália e Oriente Médio. A fábrica é auditada pela BSCI e certificada pela ISO 9001, e os materiais podem ser testados conforme REACH, Prop 65 e CPSIA.',
    'Acreditamos em orçamentos honestos, comunicação clara e entrega do que prometemos, no prazo. Seja para 300 necessaires com a sua marca ou 100.000 estojos de EVA, tratamos cada pedido como o início de uma parceria de longo prazo.',
  ],
  categories: {
    sewing: 'Costura',
    'heat-press': 'Prensagem a quente',
    'eva-molded': 'EVA moldado',
    pouch: 'Necessaires e bolsas com zíper',
    'tote-bag': 'Ecobags',
    'pencil-bag': 'Estojos escolares',
    'drawstring-bag': 'Sacolas com cordão',
    'trunk-organizer': 'Organizadores para carro',
    'phone-case': 'Capas para celular',
    'smart-cover': 'Smart covers',
    'phone-holder': 'Bolsas para celular',
    'tablet-cover': 'Capas para tablet',
    'hard-shell-case': 'Estojos rígidos',
  },
  products: {
    'neoprene-zip-pouch': {
      name: 'Bolsa de neoprene com zíper',
      summary:
        'Bolsa macia de neoprene de 3 mm com zíper YKK para cabos, cosméticos e itens do dia a dia, com impressão em toda a superfície para ações promocionais.',
      description: [
        'Esta bolsa com zíper é cortada em neoprene SBR de 3 mm laminado dos dois lados com malha de poliéster elástica, o que lhe dá toque macio, leve proteção contra impactos e a capacidade de voltar ao formato depois de ser enviada achatada. Um zíper YKK nº 5 de espiral de nylon percorre a parte de cima, e todas as costuras são debruadas para um acabamento limpo.',
        'Escolha entre mais de 30 cores de malha em estoque ou envie sua arte para sublimação em toda a superfície, com fotos e degradês de ponta a ponta. O logotipo também pode ser serigrafado, aplicado por transfer térmico ou como patch emborrachado, e o puxador pode ser trocado por um de metal ou silicone com a sua marca. Tamanho, espessura (2–5 mm) e bolsos internos de tela são ajustáveis.',
        'Usos típicos: organizador de cabos e carregadores, necessaire de maquiagem, estojo de volta às aulas e brinde na compra. Cada bolsa é embalada em saco OPP individual; tags, etiquetas com código de barras e cartelas para o varejo estão disponíveis sob consulta.',
      ],
      material: 'Neoprene SBR de 3 mm, malha de poliéster',
      customization: [
        'Tamanho e espessura sob medida',
        'Impressão por sublimação em cores',
        'Logotipo impresso, transfer térmico ou patch emborrachado',
        'Puxador de zíper com a sua marca',
        'Embalagem com marca própria',
      ],
      imageAlts: [
        'Bolsa de neoprene laranja com zíper, vista frontal',
        'Detalhe do zíper e da costura debruada da bolsa de neoprene laranja',
      ],
    },
    'cosmetic-travel-pouch': {
      name: 'Necessaire de viagem',
      summary:
        'Necessaire de maquiagem repelente à água, com forro revestido de PU fácil de limpar e abertura ampla, feita para marcas de beleza, hotéis e travel retail.',
      description: [
        'Uma necessaire quadrada de abertura ampla, desenhada para kits de viagem e kits de presente de marcas de beleza. A parte externa é de poliéster reciclado (rPET) 300D com acabamento repelente à água, e o forro de tecido revestido de PU se limpa com um pano depois de qualquer respingo. Uma espuma fina nas laterais ajuda a manter a forma, e uma alça de tecido vem costurada na lateral.',
        'A necessaire é produzida em nossas próprias linhas de costura, então medidas, profundidade do fole e divisão interna (elásticos para pincéis, bolsos de tela, divisória removível) podem ser adaptadas aos seus produtos. As cores seguem a escala Pantone; o logotipo é serigrafado, aplicado em hot stamping, bordado ou costurado como etiqueta tecida, e o cadarço e o puxador do zíper também podem ter a cor combinada.',
        'Muito procurada por marcas de cosméticos e skincare para ações de brinde na compra, por hotéis e companhias aéreas para kits de amenidades e por varejistas como acessório de viagem de marca própria. Opções de embalagem: saco OPP, cinta de papel impressa ou caixa de presente com a sua marca.',
      ],
      material: 'Poliéster reciclado 300D, forro revestido de PU',
      customization: [
        'Tamanho e divisão interna sob medida',
        'Cores conforme escala Pantone',
        'Serigrafia, hot stamping ou bordado',
        'Etiqueta tecida personalizada',
        'Caixa de presente com a sua marca',
      ],
      imageAlts: [
        'Necessaire de viagem rosé, vista frontal',
        'Detalhe do puxador e do forro fácil de limpar da necessaire rosé',
      ],
    },
    'tech-accessory-pouch': {
      name: 'Organizador de acessórios eletrônicos',
      summary:
        'Organizador acolchoado para carregadores, cabos e power banks, com elásticos e bolso de tela dentro de uma capa resistente de poliéster 600D.',
      description: [
        'Um organizador com abertura tipo concha que mantém carregadores, cabos, fones de ouvido e power banks em ordem. A capa de poliéster 600D tem revestimento de PU para resistir à água, com acolchoado de espuma EPE de 5 mm entre o tecido externo e o forro. Por dentro, um lado traz elásticos de larguras variadas e o outro um bolso de tela com zíper; um zíper YKK nº 5 de dois cursores permite abrir o organizador totalmente na horizontal.',
        'Toda a divisão interna pode mudar: quantidade e largura dos elásticos, divisória acolchoada, porta-cartão ou alça para caneta. O logotipo costuma ser aplicado como patch emborrachado, etiqueta de couro PU gravada em baixo-relevo ou bordado, e a capa está disponível em tecido mescla, ripstop ou reciclado.',
        'Ótima opção para marcas de eletrônicos que montam kits de acessórios, programas de brindes corporativos e kits de boas-vindas de TI. Embalagem padrão em saco OPP com sachê de sílica gel; caixas coloridas impressas com o seu código de barras estão disponíveis.',
      ],
      material: 'Poliéster 600D, acolchoado de espuma EPE, forro de poliéster',
      customization: [
        'Divisão interna sob medida',
        'Patch emborrachado ou etiqueta de couro PU',
        'Logotipo bordado',
        'Escolha do tecido, inclusive reciclado',
        'Caixa colorida com código de barras',
      ],
      imageAlts: [
        'Organizador de acessórios eletrônicos grafite, vista frontal',
        'Interior do organizador grafite: elásticos e bolso de tela',
      ],
    },
    'felt-laptop-sleeve': {
      name: 'Capa de feltro para notebook',
      summary:
        'Capa minimalista de feltro de poliéster de 4 mm para notebooks de 13 a 16 polegadas, com aba de couro PU e fecho magnético: um brinde de marca simples e sustentável.',
      description: [
        'Cortada em feltro de poliéster de 4 mm produzido em parte com garrafas PET recicladas, esta capa é leve, macia e naturalmente amortecedora. O corpo é dobrado e recebe costura dupla nas duas laterais, e uma aba de couro PU com botão magnético oculto prende o notebook com firmeza, sem riscá-lo. Um bolso frontal opcional acomoda carregador ou caderno.',
        'Fazemos a modelagem para modelos específicos, de ultrabooks de 13 polegadas a workstations de 16, com precisão de poucos milímetros. O logotipo pode ser gravado em baixo-relevo ou a laser na etiqueta de couro, impresso no feltro ou costurado como etiqueta tecida. O feltro vem em cinza-claro, cinza-escuro e areia, ou tingido na sua cor.',
        'Muito usada como brinde corporativo, em kits de eventos e como acessório de varejo para marcas de informática e papelaria. As capas são embaladas planas em cintas de papel kraft reciclável ou sacos OPP, reduzindo o volume de frete.',
      ],
      material: 'Feltro de poliéster de 4 mm (rPET), couro PU',
      size: '36 × 26 cm (14 polegadas); disponível de 13 a 16 polegadas',
      customization: [
        'Tamanho sob medida para o seu modelo de notebook',
        'Etiqueta de couro gravada em baixo-relevo ou a laser',
        'Escolha da cor do feltro',
        'Bolso frontal opcional',
        'Embalagem em papel kraft',
      ],
      imageAlts: [
        'Capa de feltro areia para notebook com aba de couro, vista frontal',
        'Detalhe da borda costurada e da aba magnética da capa de feltro areia',
      ],
    },
    'canvas-promotional-tote': {
      name: 'Ecobag promocional de lona',
      summary:
        'Ecobag de lona de algodão encorpada de 12 oz com alças reforçadas, um clássico para feiras, varejo e produtos de marca.',
      description: [
        'Uma bolsa resistente para o dia a dia em lona de algodão cru de 12 oz, com alças de 3 cm do mesmo tecido reforçadas no topo com costura em X dentro de um quadrado. O fundo pode ser reto ou com fole, e a bolsa carrega 10 kg com folga. As costuras internas são overlocadas, com bolso interno ou botão magnético opcionais.',
        'A lona está disponível na cor crua, tingida conforme Pantone ou em algodão orgânico (GOTS sob consulta). O logotipo é serigrafado em até seis cores chapadas, impresso em DTF para artes coloridas ou bordado; uma etiqueta tecida na costura lateral dá acabamento de loja.',
        'Usos típicos: brindes em feiras, produtos para livrarias e cafeterias, bolsas de eventos e sacolas retornáveis para o varejo. As bolsas são dobradas e embaladas a granel em caixas de 100 unidades ou individualmente, com tag.',
      ],
      material: 'Lona de algodão 12 oz',
      customization: [
        'Tamanho e fole sob medida',
        'Serigrafia em até 6 cores',
        'Impressão DTF colorida ou bordado',
        'Lona tingida ou orgânica',
        'Etiqueta tecida e tag',
      ],
      imageAlts: [
        'Ecobag de lona cor areia, vista frontal',
        'Detalhe da alça reforçada com costura em quadrado da ecobag de lona areia',
      ],
    },
    'laminated-non-woven-tote': {
      name: 'Sacola de TNT laminada',
      summary:
        'Sacola de TNT de 120 g/m² com laminação brilho ou fosca e impressão colorida: uma sacola retornável de baixo custo para lojas e eventos.',
      description: [
        'Feita em TNT de PP de 120 g/m² laminado com filme BOPP impresso, esta sacola une qualidade de impressão fotográfica à resistência de uma bolsa costurada. O fole lateral e uma base rígida a mantêm em pé, e as alças são reforçadas com costura em X. A laminação torna a sacola resistente à água e fácil de limpar.',
        'A arte é impressa no filme em rotogravura ou offset, em CMYK mais cores especiais, para que degradês, fotos e textos pequenos saiam nítidos na sacola inteira. Você escolhe filme brilho ou fosco, comprimento das alças e largura do fole; para grandes volumes, a construção soldada por ultrassom reduz o custo.',
        'Muito usada por supermercados e lojas de moda e cosméticos como sacola retornável, e por expositores e órgãos de turismo em eventos. As sacolas são embaladas planas em fardos de 100 unidades para otimizar a carga do contêiner.',
      ],
      material: 'TNT de PP 120 g/m², filme BOPP laminado',
      customization: [
        'Impressão CMYK no filme',
        'Laminação brilho ou fosca',
        'Tamanho e fole sob medida',
        'Comprimento e cor das alças',
        'Construção costurada ou por ultrassom',
      ],
      imageAlts: [
        'Sacola de TNT laminada verde-petróleo, vista frontal',
        'Detalhe da superfície laminada e da costura da alça da sacola verde-petróleo',
      ],
    },
    'double-zip-pencil-case': {
      name: 'Estojo escolar com dois zíperes',
      summary:
        'Estojo de dois compartimentos em poliéster 600D com zíperes YKK e elásticos internos para canetas, no tamanho certo para material escolar e de escritório.',
      description: [
        'Um estojo com dois compartimentos de zíper independentes: o da frente prende canetas e marca-textos em elásticos, o de trás é um espaço livre para régua, borracha e post-its. A parte externa é de poliéster 600D com revestimento de PVC, com forro de poliéster 210D, e os dois zíperes YKK nº 5 têm puxadores emborrachados para uma pegada firme.',
        'Cores, tamanho e divisão interna podem ser totalmente adaptados, inclusive com um terceiro compartimento ou uma janela transparente para identificação. O logotipo é serigrafado, aplicado por transfer térmico ou bordado, e podemos incluir etiqueta tecida, patch emborrachado ou ilustrações de personagens para linhas licenciadas.',
        'Os compradores típicos são marcas de papelaria, varejistas de volta às aulas, programas educacionais e fornecedores de brindes. Cada estojo é embalado em saco OPP com cartela ou etiqueta de código de barras, pronto para a gôndola.',
      ],
      material: 'Poliéster 600D, forro de poliéster 210D',
      customization: [
        'Compartimentos e divisão sob medida',
        'Serigrafia, transfer térmico ou bordado',
        'Patch emborrachado ou etiqueta tecida',
        'Zíperes na mesma cor',
        'Embalagem com cartela',
      ],
      imageAlts: [
        'Estojo escolar azul-marinho com dois zíperes, vista frontal',
        'Detalhe dos dois zíperes e dos puxadores emborrachados do estojo azul-marinho',
      ],
    },
    'roll-up-pencil-wrap': {
      name: 'Estojo enrolável para lápis',
      summary:
        'Estojo enrolável de lona com 24 divisões individuais e fechamento com cordão, um favorito das marcas de material artístico e dos kits de desenho.',
      description: [
        'Este estojo enrolável guarda lápis de cor, pincéis de pintura ou pincéis de maquiagem em divisões costuradas uma a uma; depois é só enrolar e amarrar com o cordão de algodão. É feito em lona de algodão lavada de 10 oz, com uma aba superior que cobre as pontas para que nada escorregue e viés de couro PU nas bordas para maior durabilidade.',
        'A quantidade e a largura das divisões são ajustáveis, de 12 divisões finas para lápis a 48 para kits completos de artista, ou bolsos mais largos para pincéis e ferramentas. Opções de marcação: patch de couro gravado em baixo-relevo, etiqueta tecida, bordado ou serigrafia; a lona vem em verde-oliva, cáqui e preto, ou tingida na sua cor.',
        'Usado por marcas de material artístico e papelaria, em kits de presente de lápis e pincéis e por lojas de artesanato como acessório de marca própria. Pode ser enviado vazio, ou podemos montá-lo com os seus lápis em nossa linha e embalá-lo com cinta impressa ou em caixa de presente.',
      ],
      material: 'Lona de algodão lavada 10 oz, viés de couro PU',
      size: '38 × 22 cm (aberto)',
      customization: [
        'Quantidade e largura das divisões',
        'Patch de couro gravado ou etiqueta tecida',
        'Bordado ou serigrafia',
        'Cor da lona',
        'Montagem de kits e caixa de presente',
      ],
      imageAlts: [
        'Estojo enrolável de lona verde-oliva, vista frontal',
        'Detalhe das divisões costuradas e do cordão do estojo verde-oliva',
      ],
    },
    'polyester-drawstring-backpack': {
      name: 'Mochila saco de poliéster',
      summary:
        'Mochila saco leve de poliéster 210D com cantos reforçados, o brinde preferido de eventos esportivos, escolas e campanhas.',
      description: [
        'Uma mochila saco leve em poliéster 210D, com cordões de algodão e poliéster de 4 mm que funcionam como alças e fecham a boca com um só puxão. Os cantos inferiores são reforçados com abas de PU ou fita e ilhoses de metal, para que os cordões não rasguem o tecido com o peso. Opcionais: bolso frontal com zíper, saída para fone de ouvido e faixa refletiva.',
        'Para clubes esportivos e campanhas oferecemos sublimação total ou serigrafia em até quatro cores para logotipos mais simples. Para versões de varejo, o poliéster 420D, mais encorpado, ou o reciclado são indicados, e os cordões podem ter a cor combinada ou ser trocados por fita plana.',
        'Usos comuns: kits de corrida e maratona, mochilas escolares e de clubes, brindes de academia e campanhas de ONGs ou institucionais. As mochilas são embaladas planas a granel ou individualmente em sacos OPP.',
      ],
      material: 'Poliéster 210D, cordão de algodão e poliéster',
      customization: [
        'Sublimação total ou serigrafia',
        'Bolso frontal com zíper ou faixa refletiva',
        'Tecido 420D ou reciclado',
        'Cordões na mesma cor',
        'Embalagem a granel ou individual',
      ],
      imageAlts: [
        'Mochila saco de poliéster laranja, vista frontal',
        'Detalhe do canto reforçado e do ilhós da mochila saco laranja',
      ],
    },
    'cotton-gift-drawstring-bag': {
      name: 'Saquinho de presente de algodão com cordão',
      summary:
        'Saquinho de algodão cru com cordão para embalagem de presente, joias, calçados e proteção contra poeira, impresso com o seu logotipo em uma ou mais cores.',
      description: [
        'Um saquinho simples e elegante costurado em algodão cru, de morim de 100 g/m² a sarja ou lona de 240 g/m², com um ou dois cordões de algodão passando por um túnel costurado. As costuras internas são francesas ou overlocadas para que o saquinho fique bem-acabado quando aberto, e as pontas do cordão podem ser amarradas, receber ponteiras de metal ou contas de madeira.',
        'Os tamanhos vão de saquinhos para joias de 8 × 10 cm a sacos protetores de 40 × 50 cm para calçados e bolsas. O logotipo é serigrafado, aplicado em hot stamping ou bordado; uma etiqueta de algodão impressa ou uma etiqueta tecida pode ser costurada na lateral, e o tecido pode ser tingido em cores Pantone.',
        'Escolhido por marcas de joias, cosméticos, chás e moda como embalagem de presente reutilizável, e por lojas online que estão substituindo sacos plásticos. Os saquinhos são fornecidos planos, contados e amarrados em maços, prontos para a sua linha de embalagem.',
      ],
      material: 'Algodão cru (100–240 g/m²)',
      size: '25 × 30 cm (disponível de 8 × 10 a 40 × 50 cm)',
      customization: [
        'Qualquer tamanho a partir de 8 × 10 cm',
        'Serigrafia, hot stamping ou bordado',
        'Tecido tingido conforme Pantone',
        'Tipo de cordão e ponteiras',
        'Etiqueta tecida costurada',
      ],
      imageAlts: [
        'Saquinho de presente de algodão areia com cordão, vista frontal',
        'Detalhe do túnel do cordão do saquinho de algodão areia',
      ],
    },
    'collapsible-trunk-organizer': {
      name: 'Organizador dobrável para porta-malas',
      summary:
        'Organizador de porta-malas com vários compartimentos em Oxford 600D e divisórias rígidas, que se dobra quando não está em uso, para marcas automotivas e varejo.',
      description: [
        'Um organizador de porta-malas robusto com três compartimentos principais, feito em tecido Oxford 600D sobre placas removíveis de PE de 3 mm ou papelão colmeia que mantêm as paredes em pé. Tiras antiderrapantes ou velcro na base se fixam ao carpete do porta-malas, e alças de fita nas duas pontas facilitam retirá-lo. Quando não está em uso, basta tirar as placas e dobrar o organizador.',
        'Medidas, número de compartimentos, bolsos externos de tela, um compartimento térmico com forro de alumínio e uma tampa com zíper podem ser definidos. A marcação costuma ser etiqueta tecida, impressão refletiva ou patch emborrachado com logotipo no painel frontal.',
        'Vendido por marcas do mercado de reposição automotiva, oferecido por concessionárias como brinde na compra do carro e comercializado por varejistas de casa e outdoor. Cada unidade é dobrada em caixa colorida ou saco plástico impresso, com caixas master dimensionadas para otimizar a carga do contêiner.',
      ],
      material: 'Oxford 600D, placas de PE',
      customization: [
        'Tamanho e compartimentos sob medida',
        'Compartimento térmico ou tampa com zíper',
        'Etiqueta tecida, patch emborrachado ou impressão refletiva',
        'Opções de base antiderrapante',
        'Embalagem em caixa colorida',
      ],
      imageAlts: [
        'Organizador dobrável para porta-malas grafite, vista frontal',
        'Detalhe da alça e do bolso lateral do organizador de porta-malas grafite',
      ],
    },
    'back-seat-car-organizer': {
      name: 'Organizador para encosto de banco',
      summary:
        'Organizador para encosto de banco com porta-tablet, porta-garrafas e painel protetor contra chutes, costurado em poliéster 600D resistente para carros de família.',
      description: [
        'Este organizador é preso ao encosto de um banco dianteiro por uma alça ajustável no apoio de cabeça e uma alça elástica inferior com fivelas de engate rápido. É costurado em poliéster 600D com revestimento de PVC e oferece porta-tablet transparente que permite usar a tela sensível ao toque, dois porta-garrafas térmicos, bolsos de tela e saída para lenços de papel, enquanto o painel de largura total protege o encosto dos sapatos das crianças.',
        'Podemos mudar a disposição dos bolsos, ampliar a janela para tablets de 12,9 polegadas, incluir uma bandeja dobrável ou fazer uma versão fina para carros de aplicativo. O logotipo é impresso, bordado ou costurado como etiqueta tecida, e as cores seguem a escala Pantone.',
        'Muito procurado por marcas de acessórios automotivos, marcas de produtos infantis e para a família e frotas de transporte por aplicativo. Cada unidade é dobrada em caixa colorida ou saco plástico impresso, com todas as alças incluídas.',
      ],
      material: 'Poliéster 600D, janela de PVC transparente, tela',
      customization: [
        'Disposição dos bolsos sob medida',
        'Janela maior para tablet',
        'Bandeja dobrável opcional',
        'Logotipo impresso, bordado ou etiqueta tecida',
        'Embalagem em caixa colorida',
      ],
      imageAlts: [
        'Organizador para encosto de banco azul-marinho, vista frontal',
        'Detalhe do porta-tablet e do porta-garrafa do organizador azul-marinho',
      ],
    },
    'heat-press-leather-phone-case': {
      name: 'Capa de couro para celular prensada a quente',
      summary:
        'Couro PU prensado a quente sobre uma capa de PC para um revestimento sem emendas, com marca gravada em baixo-relevo ou impressa, para modelos iPhone e Samsung.',
      description: [
        'Uma capa traseira fina em que o couro PU é unido a uma capa rígida de PC por prensagem a quente: o couro é colocado sobre a capa, colado e prensado em um molde de alumínio aquecido, envolvendo as bordas sem emenda aparente. A capa tem o toque de um acessório de couro e mantém recortes precisos para câmeras, botões e conectores, com forro interno de microfibra.',
        'Logotipos e padrões são gravados em baixo-relevo no mesmo ciclo de prensagem, ou aplicados por hot stamping, impressão UV ou gravação a laser. Textura, cor e espessura do couro podem ser escolhidas, e um anel magnético compatível com MagSafe pode ser embutido entre a capa e o couro. Cada modelo de celular exige seu próprio molde de prensagem; temos moldes para os modelos atuais de iPhone e Galaxy.',
        'Escolhida por marcas de acessórios para celular, por grifes de luxo e de moda para produtos de marca e por compradores corporativos para presentes executivos. Opções de embalagem: caixas de papel impressas, blísteres e caixas kraft ecológicas.',
      ],
      material: 'Couro PU, capa de PC, forro de microfibra',
      size: 'Para as linhas iPhone 15/16 e Galaxy S24/S25',
      customization: [
        'Modelo de celular e recortes',
        'Baixo-relevo, hot stamping ou impressão UV',
        'Textura e cor do couro',
        'Anel magnético MagSafe',
        'Caixa para varejo',
      ],
      imageAlts: [
        'Capa de celular de couro PU laranja prensada a quente, vista frontal',
        'Detalhe da borda revestida e do recorte da câmera da capa de couro laranja',
      ],
    },
    'sublimation-tpu-phone-case': {
      name: 'Capa de TPU para sublimação',
      summary:
        'Capa flexível de TPU com painel traseiro impresso por sublimação para artes personalizadas com qualidade fotográfica, ideal para marcas, artistas e eventos.',
      description: [
        'Uma capa de TPU que absorve impactos, com painel traseiro de alumínio revestido ou de PC rígido próprio para sublimação. A arte é impressa em papel transfer e prensada a quente a cerca de 190 °C: as tintas passam ao estado gasoso e se fixam no revestimento, então a impressão não descasca, não risca e não desbota ao sol. Bordas elevadas ao redor da câmera e da tela dão proteção extra.',
        'Como cada painel é transferido individualmente, as artes podem variar dentro de um mesmo pedido, o que é ideal para collabs com artistas e programas de personalização. A cor do TPU (transparente, preta ou fumê) e o acabamento do painel (brilho ou fosco) podem ser escolhidos, e atendemos a maioria dos modelos atuais de iPhone, Samsung, Google Pixel e Xiaomi.',
        'Usada em produtos de marca, brindes de eventos e de times esportivos, coleções de artistas e influenciadores e lojas de impressão sob demanda. As capas são embaladas em sacos OPP individuais com encarte de papel, ou em caixas para varejo.',
      ],
      material: 'Moldura de TPU, painel de alumínio com revestimento para sublimação',
      size: 'Para iPhone 13–16, linhas Galaxy S/A e Pixel',
      customization: [
        'Arte colorida por sublimação',
        'Artes diferentes no mesmo pedido',
        'Cor do TPU e acabamento do painel',
        'Ampla cobertura de modelos de celular',
        'Embalagem para varejo',
      ],
      imageAlts: [
        'Capa de TPU verde-petróleo impressa por sublimação, vista frontal',
        'Detalhe da borda elevada da câmera e do painel impresso da capa de TPU verde-petróleo',
      ],
    },
    'card-slot-folio-phone-case': {
      name: 'Capa carteira com porta-cartões',
      summary:
        'Capa tipo livro de couro PU com três porta-cartões, bolso para cédulas e aba magnética, prensada a quente para bordas e marcação impecáveis.',
      description: [
        'Uma capa estilo carteira que protege a tela e dispensa o porta-cartões separado. A tampa de couro PU é prensada a quente sobre um papelão de reforço para bordas firmes e bem definidas, enquanto o celular fica em uma capa interna macia de TPU. Por dentro, há três porta-cartões e um bolso para cédulas em toda a extensão; uma aba magnética mantém a capa fechada, e a tampa se dobra para trás como suporte na horizontal para assistir a vídeos.',
        'Opcionais: forro com bloqueio RFID, argola para alça de pulso e escolha entre couro PU e couro legítimo. O logotipo é gravado em baixo-relevo a quente, aplicado em hot stamping ou bordado na tampa, e a cor da tinta de borda e da costura pode acompanhar a sua marca.',
        'Vendida em lojas de acessórios para celular e lojas de operadoras, e usada por clientes corporativos e hotéis como presente de marca premium. As capas são embaladas em caixas com visor ou caixas de presente kraft com a etiqueta do seu código de barras.',
      ],
      material: 'Couro PU, capa interna de TPU',
      size: 'Para as linhas iPhone 15/16 e Galaxy S24/S25',
      customization: [
        'Adaptada aos seus modelos de celular',
        'Baixo-relevo, hot stamping ou bordado',
        'Forro com bloqueio RFID',
        'Couro PU ou couro legítimo',
        'Cor da costura e da borda',
        'Embalagem em caixa com visor',
      ],
      imageAlts: [
        'Capa carteira azul-marinho com porta-cartões, vista frontal',
        'Detalhe dos porta-cartões e da aba magnética da capa carteira azul-marinho',
      ],
    },
    'tri-fold-smart-cover': {
      name: 'Smart cover tripla',
      summary:
        'Capa fina para tablet com dobra tripla, ímãs para suspender e ativar a tela automaticamente e função de suporte, em couro PU prensado a quente para iPad e tablets Android.',
      description: [
        'Uma capa leve com dobra tripla para tablet: a tampa frontal se dobra em triângulo para apoiar o tablet nos ângulos de digitação e de visualização, e ímãs embutidos acionam a suspensão e a ativação automáticas da tela. O couro PU é prensado a quente sobre placas de fibra segmentadas para dobras limpas e planas, e a traseira é uma capa translúcida de PC rígido ou de TPU flexível que deixa o aparelho à mostra.',
        'Disponível para os modelos atuais de iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo e Xiaomi. Cores, forro de microfibra, porta-caneta e logotipo gravado em baixo-relevo ou impresso na tampa são opcionais; a posição dos ímãs é testada em cada modelo antes da produção em série.',
        'Muito procurada por varejistas de eletrônicos, programas educacionais com tablets e pacotes de operadoras de telecomunicações. As capas são embaladas em caixas individuais para varejo ou a granel em sacos OPP para distribuidores.',
      ],
      material: 'Couro PU, placa de fibra, capa traseira de PC',
      size: 'Para iPad de 10,9/11 polegadas, iPad Air de 11/13 polegadas e Galaxy Tab S9/S10',
      customization: [
        'Adaptada aos seus modelos de tablet',
        'Cores e forro sob medida',
        'Porta-caneta opcional',
        'Logotipo em baixo-relevo ou impresso',
        'Embalagem para varejo ou a granel',
      ],
      imageAlts: [
        'Smart cover tripla grafite, vista frontal',
        'Detalhe das dobras e do suporte da smart cover grafite',
      ],
    },
    'magnetic-smart-folio': {
      name: 'Smart folio magnética',
      summary:
        'Capa folio magnética que se encaixa e se solta em segundos, com acabamento soft touch e suspensão e ativação automáticas da tela, para iPad Air e iPad Pro.',
      description: [
        'Em vez de uma capa rígida, esta folio se prende ao tablet por ímãs potentes alinhados aos do próprio aparelho, por isso encaixa e solta em segundos e quase não aumenta a espessura. Os painéis frontal e traseiro são de PU soft touch prensado a quente sobre uma placa fina, com forro de microfibra que mantém a tela limpa, e a tampa frontal se dobra como suporte com dois ângulos.',
        'Como o alinhamento dos ímãs é decisivo, cada modelo é desenvolvido com um molde exclusivo e testado quanto à suspensão/ativação e à força de fixação antes da produção. Escolha em nossas cartelas de cores ou especifique cores Pantone; o logotipo é gravado em baixo-relevo, serigrafado ou gravado a laser.',
        'Voltada para marcas de acessórios premium, varejistas com foco em design e programas de presentes corporativos. A embalagem costuma ser uma caixa rígida impressa ou uma bandeja de papel reciclável com cinta.',
      ],
      material: 'PU soft touch, placa fina, forro de microfibra',
      size: 'Para iPad Air de 11/13 polegadas e iPad Pro de 11/13 polegadas',
      customization: [
        'Adaptada aos seus modelos de tablet',
        'Cores conforme escala Pantone',
        'Logotipo em baixo-relevo, serigrafado ou a laser',
        'Cor do forro',
        'Embalagem em caixa rígida',
      ],
      imageAlts: [
        'Smart folio magnética rosé, vista frontal',
        'Detalhe do acabamento soft touch e da borda de dobra da folio rosé',
      ],
    },
    'crossbody-phone-holder': {
      name: 'Bolsa transversal para celular',
      summary:
        'Bolsa para celular em PU prensado a quente, com bolso para cartões e alça transversal regulável, para deixar as mãos livres em viagens e no dia a dia.',
      description: [
        'Uma bolsa transversal compacta, no tamanho de smartphones grandes. Os painéis frontal e traseiro são de couro PU prensado a quente sobre um núcleo de espuma, o que lhes dá uma forma estruturada e moldada que protege o celular, e as laterais são unidas por zíper e bordas com vivo. Um bolso traseiro guarda cartões ou dinheiro, e a alça removível regula de 60 a 130 cm.',
        'O tipo de alça (fita, cordão trançado, couro ou corrente), o acabamento dos metais e a cor do couro podem ser escolhidos para combinar com a sua coleção. O logotipo é gravado em baixo-relevo a quente no painel frontal, aplicado em hot stamping ou colocado como plaquinha de metal.',
        'Marcas de acessórios de moda, varejistas de viagem e compradores de produtos para festivais usam a peça como bolsa para celular de mãos livres. Cada bolsa é embalada com saco protetor ou saco OPP e tag.',
      ],
      material: 'Couro PU, núcleo de espuma, alça de fita de poliéster',
      size: '19 × 10 × 2,5 cm (para celulares de até 6,9 polegadas)',
      customization: [
        'Tipo e comprimento da alça',
        'Acabamento dos metais',
        'Cor e textura do couro',
        'Baixo-relevo, hot stamping ou plaquinha de metal',
        'Saco protetor e tag',
      ],
      imageAlts: [
        'Bolsa transversal para celular verde-oliva com alça, vista frontal',
        'Detalhe do painel moldado e dos metais da alça da bolsa verde-oliva',
      ],
    },
    'heat-pressed-phone-sleeve': {
      name: 'Capa de encaixe para celular prensada a quente',
      summary:
        'Capa de encaixe para celular moldada em tecido com base de EVA e o seu logotipo prensado na superfície: um brinde prático e de baixo custo.',
      description: [
        'Uma capa fina de encaixe que protege o celular dentro da bolsa ou do bolso. Tecido de poliéster ou lycra é laminado a espuma EVA de 2 mm e prensado a quente em um molde com forma, para que a capa mantenha um volume arredondado em 3D e o logotipo ou o padrão fique em relevo na superfície. As bordas recebem viés na mesma cor, e é possível incluir argola para cordão ou clipe de cinto.',
        'Cor, textura do tecido, tamanho para modelos específicos de celular e padrão prensado são personalizáveis; combinar o logotipo prensado com uma cor impressa cria um efeito bicolor. Como forma e logotipo saem em um único ciclo de prensagem, o custo unitário fica baixo em grandes pedidos.',
        'Muito usada em promoções de operadoras e bancos, como brinde em feiras e como acessório que acompanha o aparelho na caixa. As capas são embaladas em sacos OPP individuais ou a granel em caixas.',
      ],
      material: 'Poliéster ou lycra laminados a EVA de 2 mm',
      size: '17 × 9 cm (para celulares de 6,1 a 6,7 polegadas)',
      customization: [
        'Tamanho para o seu modelo de celular',
        'Logotipo e padrão prensados',
        'Cor e textura do tecido',
        'Argola para cordão ou clipe de cinto',
        'Embalagem individual em saco OPP',
      ],
      imageAlts: [
        'Capa de encaixe para celular laranja prensada a quente, vista frontal',
        'Detalhe do logotipo prensado e da borda com viés da capa laranja',
      ],
    },
    'tablet-cover-with-pen-holder': {
      name: 'Capa para tablet com porta-caneta',
      summary:
        'Capa folio para tablet com porta-caneta integrado, traseira de TPU à prova de impactos e suporte com vários ângulos, para estudantes e profissionais.',
      description: [
        'Uma capa folio que mantém a caneta e o tablet juntos. A frente é de couro PU prensado a quente sobre papelão, a traseira é uma capa de TPU que absorve impactos com cantos reforçados, e um encaixe moldado ao longo da lombada permite que a caneta continue carregando por indução magnética nos iPads compatíveis. A tampa se dobra em três ângulos de apoio e aciona a suspensão e a ativação automáticas da tela.',
        'Cada modelo de tablet tem seu próprio molde, e podemos incluir alça elástica de mão, bolso para documentos ou alça de ombro para trabalho de campo. As cores seguem a escala Pantone, e o logotipo é gravado em baixo-relevo, impresso ou gravado a laser na tampa.',
        'Comprada por fornecedores educacionais para a distribuição de tablets em escolas, por departamentos de TI de empresas e por varejistas de acessórios. Opções: caixas individuais para varejo ou embalagem a granel com etiquetas de código de barras para licitações.',
      ],
      material: 'Couro PU, capa traseira de TPU',
      size: 'Para iPad de 10,9 polegadas, iPad Air de 11 polegadas e Galaxy Tab S9 FE',
      customization: [
        'Adaptada aos seus modelos de tablet',
        'Alça de mão ou bolso para documentos',
        'Cores conforme escala Pantone',
        'Logotipo em baixo-relevo, impresso ou a laser',
        'Embalagem para varejo ou a granel',
      ],
      imageAlts: [
        'Capa para tablet azul-marinho com porta-caneta, vista frontal',
        'Detalhe do encaixe da caneta ao longo da lombada da capa azul-marinho',
      ],
    },
    'kids-shockproof-tablet-cover': {
      name: 'Capa infantil à prova de impactos para tablet',
      summary:
        'Capa grossa de espuma EVA atóxica com alça que vira suporte, feita para resistir a quedas na escola e em casa.',
      description: [
        'Uma capa protetora robusta de espuma EVA leve e atóxica, prensada a quente em molde de aço para que o tablet encaixe com segurança e as paredes grossas absorvam impactos de todos os lados. A alça integrada é fácil de segurar para mãos pequenas e gira para virar suporte de mesa, e bordas elevadas protegem a tela se o tablet cair com a frente para baixo.',
        'A espuma é livre de BPA, ftalatos e látex e pode ser testada conforme CPSIA, EN 71 e REACH. As cores são incorporadas à espuma antes da moldagem para continuarem vivas, e logotipos ou personagens são moldados em relevo ou aplicados em tampografia. Os moldes existentes atendem o iPad de 9ª e 10ª geração, o iPad mini e os tablets Samsung e Amazon Fire mais populares; outros modelos exigem um molde novo.',
        'Muito procurada por programas educacionais com tablets, marcas infantis e lojas de brinquedos. As capas são enviadas em caixas coloridas ou em embalagens ecológicas com furo para exposição em gancheira.',
      ],
      material: 'Espuma EVA atóxica',
      size: 'Para iPad de 10,2/10,9 polegadas, iPad mini e Fire HD 10',
      customization: [
        'Adaptada aos seus modelos de tablet',
        'Cor da espuma sob medida',
        'Logotipo moldado ou em tampografia',
        'Testes EN 71 / CPSIA',
        'Caixa colorida ou embalagem para gancheira',
      ],
      imageAlts: [
        'Capa infantil à prova de impactos verde-petróleo com alça, vista frontal',
        'Detalhe do canto grosso de espuma e da alça da capa verde-petróleo',
      ],
    },
    'eva-earphone-case': {
      name: 'Estojo de EVA para fones de ouvido',
      summary:
        'Estojo compacto de EVA moldado para fones e cabos, com fechamento por zíper e bolso de tela, um item muito comum na caixa dos produtos de marcas de áudio.',
      description: [
        'Um estojo rígido do tamanho da palma da mão para fones sem fio, fones com fio e cabos curtos. A casca é de EVA de 3,5 mm com dureza de cerca de 70°, laminada com lycra ou malha e prensada a quente em molde de alumínio, para manter a forma e resistir a esmagamento. Um zíper YKK nº 3 contorna o estojo, e por dentro há um bolso de tela elástica e um forro flocado macio.',
        'Formato (redondo, quadrado, oval ou contorno sob medida), tamanho e tecido externo (lycra, PU, poliéster 1680D ou PU com textura de carbono) ficam à sua escolha. O logotipo é moldado em relevo na tampa, gravado em baixo-relevo, impresso ou aplicado como patch emborrachado, e é possível costurar um mosquetão ou uma argola para cordão.',
        'Marcas de áudio usam o estojo como case de transporte que acompanha o produto, e companhias aéreas e compradores corporativos como brinde. Um formato sob medida exige molde novo, normalmente de US$ 200–400 para um estojo pequeno e pronto em 7–10 dias; a embalagem é em saco OPP ou caixa impressa.',
      ],
      material: 'EVA de 3,5 mm (70°), superfície de lycra',
      customization: [
        'Formato e tamanho sob medida',
        'Escolha do tecido externo',
        'Logotipo moldado, em baixo-relevo ou impresso',
        'Mosquetão ou argola para cordão',
        'Bolso de tela ou berço de espuma',
      ],
      imageAlts: [
        'Estojo de EVA para fones de ouvido grafite, vista frontal',
        'Detalhe do zíper e da tampa moldada do estojo de EVA grafite',
      ],
    },
    'eva-hard-drive-case': {
      name: 'Estojo de EVA para HD externo',
      summary:
        'Estojo de EVA à prova de impactos para HDs e SSDs de 2,5 polegadas, com bolso de tela para o cabo: o case padrão das marcas de armazenamento.',
      description: [
        'Um estojo de proteção no tamanho de HDs portáteis de 2,5 polegadas, SSDs e power banks. A casca de EVA de 4 mm é laminada com poliéster 1680D ou PU e prensada a quente em formato de concha rígida; por dentro, uma metade prende o HD com uma fita elástica ou um berço de espuma cortada, e a outra tem um bolso de tela para cabos e adaptadores. Um zíper de dois cursores e uma alça de pulso completam o estojo.',
        'A espuma interna pode ser cortada ou moldada sob medida para o seu aparelho e os acessórios. O logotipo costuma ser gravado em baixo-relevo ou moldado na tampa, ou aplicado como plaquinha emborrachada ou de metal, e as cores e texturas da superfície podem acompanhar a sua linha de produtos.',
        'Fornecido a marcas de armazenamento e eletrônicos como embalagem que acompanha o produto, e a varejistas como acessório de reposição. Os estojos são embalados em sacos OPP dentro de caixas master, ou em caixas coloridas para varejo.',
      ],
      material: 'EVA de 4 mm, superfície de poliéster 1680D',
      customization: [
        'Berço de espuma sob medida',
        'Tecido externo e cor',
        'Logotipo moldado, em baixo-relevo ou em plaquinha',
        'Alça de pulso ou mosquetão',
        'Caixa colorida para varejo',
      ],
      imageAlts: [
        'Estojo de EVA azul-marinho para HD externo, vista frontal',
        'Interior do estojo de EVA azul-marinho: fita elástica e bolso de tela para o cabo',
      ],
    },
    'eva-tool-case': {
      name: 'Estojo de EVA para ferramentas',
      summary:
        'Estojo robusto de EVA moldado com alça e berço de espuma cortada, que protege ferramentas elétricas, multímetros e kits de reparo.',
      description: [
        'Um estojo rígido maior para ferramentas manuais, parafusadeiras sem fio, multímetros e kits de reparo. A casca de EVA de alta densidade de 5 mm (dureza de 75°) é laminada com poliéster 1680D resistente à abrasão e prensada a quente com borda reforçada, aguentando bem o uso na oficina. Uma alça moldada, um zíper reforçado nº 8 e um berço de espuma EPE ou EVA cortada no formato de cada ferramenta mantêm tudo no lugar.',
        'O interior é projetado a partir das suas amostras de ferramentas ou dos seus desenhos em CAD: cavidades na espuma, elásticos, bolso com zíper na tampa para bits e manuais ou bandeja removível. A marcação é moldada em relevo na tampa, serigrafada ou costurada como etiqueta tecida ou emborrachada na cor da sua marca.',
        'Marcas de ferramentas e instrumentos usam o estojo como embalagem de venda dos seus kits, e empresas automotivas e de telecomunicações como maleta para os seus técnicos. Os estojos são embalados individualmente em sacos plásticos e caixas master, ou em caixas externas impressas.',
      ],
      material: 'EVA de 5 mm (75°), poliéster 1680D, berço de espuma EPE',
      customization: [
        'Berço de espuma cortado para as suas ferramentas',
        'Tamanho e formato sob medida',
        'Logotipo moldado ou impresso',
        'Opções de alça de mão e de ombro',
        'Bandeja removível ou bolso na tampa',
        'Caixa externa impressa',
      ],
      imageAlts: [
        'Estojo de EVA laranja para ferramentas com alça, vista frontal',
        'Detalhe do zíper reforçado e da borda reforçada do estojo para ferramentas laranja',
      ],
    },
    'eva-camera-case': {
      name: 'Estojo de EVA para câmera',
      summary:
        'Estojo de EVA moldado para câmeras compactas, câmeras de ação e lentes, com interior acolchoado e passador de cinto para fotografar ao ar livre.',
      description: [
        'Um estojo rígido para câmeras compactas, câmeras de ação, câmeras instantâneas e lentes pequenas. O corpo de EVA de 4 mm é laminado com tecido repelente à água e prensado a quente em um formato profundo e arredondado, depois forrado com veludo macio e equipado com divisória acolchoada. Um passador de cinto e argolas em D na parte de trás recebem alça de ombro ou mosquetão.',
        'Podemos projetar o interior em torno de uma câmera específica, como modelos GoPro, Insta360 ou Instax, com espaços para baterias, cartões de memória e suportes. Os tecidos externos incluem nylon, couro PU e texturas com efeito de lona; o logotipo é moldado, gravado em baixo-relevo, impresso ou costurado como etiqueta tecida.',
        'Usado por marcas de câmeras e câmeras de ação como acessório incluso, e vendido por lojas de fotografia e marcas de outdoor e viagem. Cada estojo vem em saco OPP ou embalagem para gancheira, com alça de ombro personalizada opcional.',
      ],
      material: 'EVA de 4 mm, superfície de nylon, forro de veludo',
      customization: [
        'Interior sob medida para a sua câmera',
        'Escolha do tecido externo',
        'Logotipo moldado, em baixo-relevo ou impresso',
        'Alça de ombro e passador de cinto',
        'Embalagem para gancheira',
      ],
      imageAlts: [
        'Estojo de EVA verde-oliva para câmera, vista frontal',
        'Detalhe do passador de cinto e da argola em D do estojo para câmera verde-oliva',
      ],
    },
    'eva-glasses-case': {
      name: 'Estojo de EVA para óculos',
      summary:
        'Estojo fino de EVA para óculos com zíper ao redor, resistente a esmagamento e disponível em formatos sob medida para marcas de óculos e óticas.',
      description: [
        'Um estojo resistente a esmagamento para óculos de sol e armações de grau. A casca é de EVA de 3 mm laminada com couro PU ou lycra e prensada a quente em um perfil fino e curvo que acompanha as armações. Um zíper percorre três lados, o interior tem forro flocado macio, e uma flanela de microfibra pode ficar presa por um elástico na tampa.',
        'Tamanho e perfil são feitos de acordo com as suas armações, sejam quadradas clássicas, aviador, esportivas envolventes ou óculos de leitura. O logotipo pode ser moldado ou gravado em baixo-relevo na tampa, aplicado em hot stamping, impresso ou colocado como plaquinha de metal, e a cor do forro pode contrastar com a casca.',
        'Fornecido a marcas de óculos, redes de óticas e fabricantes de óculos esportivos como estojo que acompanha o produto, e a varejistas como acessório avulso. Os estojos são embalados com flanela em sacos OPP ou caixas de papel.',
      ],
      material: 'EVA de 3 mm, superfície de couro PU, forro flocado',
      customization: [
        'Formato sob medida para as suas armações',
        'Superfície de PU ou lycra',
        'Logotipo moldado, em baixo-relevo ou hot stamping',
        'Forro em cor contrastante',
        'Flanela e embalagem em caixa',
      ],
      imageAlts: [
        'Estojo de EVA rosé para óculos, vista frontal',
        'Detalhe do zíper ao redor e do forro do estojo para óculos rosé',
      ],
    },
    'eva-game-controller-case': {
      name: 'Estojo de EVA para controle de videogame',
      summary:
        'Estojo de EVA no formato dos controles de PS5, Xbox e Switch Pro, com berço moldado e bolso para acessórios, para jogar em qualquer lugar.',
      description: [
        'Um estojo rígido no formato de um controle de videogame, o mais compacto possível sem deixar de proteger os analógicos e os gatilhos. A casca de EVA de 4 mm é laminada com poliéster 1680D resistente ou PU e prensada a quente em molde de alumínio; por dentro, um berço de EVA moldado segura o controle com firmeza, e um bolso de tela na tampa guarda o cabo de carregamento e capas extras para os analógicos.',
        'Temos moldes para os controles PS5 DualSense, Xbox Series e Switch Pro, e desenvolvemos novos para controles de terceiros ou personalizados. A sua arte pode ser impressa na tampa em UV ou por sublimação, um logotipo pode ser moldado em relevo, e as cores da superfície e do zíper podem acompanhar um título de jogo.',
        'Muito procurado por marcas de acessórios gamer, publishers de games para edições de colecionador e equipes de e-sports para produtos oficiais. Embalado em caixas coloridas impressas ou embalagens para gancheira no varejo.',
      ],
      material: 'EVA de 4 mm, superfície de poliéster 1680D ou PU',
      customization: [
        'Adaptado ao seu modelo de controle',
        'Tampa impressa em UV ou por sublimação',
        'Logotipo moldado em relevo',
        'Zíper e tecido na mesma cor',
        'Caixa colorida ou embalagem para gancheira',
      ],
      imageAlts: [
        'Estojo de EVA verde-petróleo para controle de videogame, vista frontal',
        'Detalhe da superfície texturizada e do zíper do estojo para controle verde-petróleo',
      ],
    },
  },
  faqs: [
    {
      question: 'Qual é o pedido mínimo (MOQ)?',
      answer:
        'Nosso pedido mínimo padrão é de 300–500 peças por modelo para produtos costurados, como necessaires, ecobags e organizadores, e de 500–1.000 peças para capas prensadas a quente e estojos de EVA moldado. Cores diferentes do mesmo modelo geralmente podem ser somadas para atingir o mínimo. Para um primeiro pedido de teste, muitas vezes aceitamos uma quantidade menor com preço unitário um pouco mais alto; é só nos informar a quantidade desejada.',
    },
    {
      question: 'Posso receber uma amostra antes de fazer o pedido? Quanto custa?',
      answer:
        'Sim. Amostras de produtos existentes são gratuitas; você paga apenas o frete expresso. Amostras personalizadas com o seu logotipo, tamanho ou cores custam US$ 50–150 por modelo, conforme a complexidade, e ficam prontas em 5–7 dias úteis, ou 7–10 dias se for necessário um novo molde de EVA ou de prensagem a quente. O valor da amostra é reembolsado integralmente quando você faz o pedido de produção.',
    },
    {
      question: 'Qual é o prazo de produção?',
      answer:
        'Depois da aprovação da amostra e do recebimento do sinal, produtos costurados levam 15–30 dias, capas prensadas a quente 20–30 dias e estojos de EVA moldado 25–40 dias, incluindo a confecção do molde. A alta temporada (de agosto a novembro) pode acrescentar cerca de uma semana, por isso recomendamos confirmar os pedidos com antecedência. Para alguns itens é possível produção urgente; consulte-nos.',
    },
    {
      question: 'Quais arquivos vocês precisam para o meu logotipo?',
      answer:
        'O ideal são arquivos vetoriais: AI, EPS, PDF ou SVG, com todos os textos convertidos em curvas. Informe as referências Pantone (PMS) das cores especiais para que possamos reproduzi-las em tecido e couro; para sublimação ou impressão UV em cores, um PNG ou TIFF em CMYK a 300 dpi também serve. Nossa equipe de design envia um mockup digital gratuito para aprovação antes da amostra.',
    },
    {
      question: 'Os materiais são seguros? Quais certificações vocês podem fornecer?',
      answer:
        'Compramos tecidos, PU, EVA e zíperes de fornecedores qualificados e podemos fornecer laudos de ensaio REACH, Prop 65 da Califórnia, CPSIA (chumbo e ftalatos) e EN 71 para produtos infantis, além de FDA ou LFGB quando há contato com alimentos. Os ensaios podem ser feitos pela SGS, Intertek ou BV, e há opções de tecidos reciclados (GRS) e algodão orgânico. Conte-nos qual é o seu mercado-alvo e recomendaremos os materiais certos.',
    },
    {
      question: 'Como vocês controlam a qualidade?',
      answer:
        'Todo pedido passa por inspeção dos materiais no recebimento, verificações em cada linha de produção e conferência de 100% das costuras, zíperes e impressões nos produtos acabados. Antes do embarque, nossa equipe de qualidade faz a inspeção final por amostragem conforme AQL 2,5 (defeitos maiores) / 4,0 (defeitos menores) e envia um relatório com fotos e vídeos. Inspeções de terceiros, como SGS ou QIMA, ou da sua própria equipe de qualidade são bem-vindas.',
    },
    {
      question: 'Como é feito o envio e quais condições comerciais vocês aceitam?',
      answer:
        'Normalmente cotamos FOB Shenzhen; EXW, CIF e DDP porta a porta também estão disponíveis. O expresso (DHL, FedEx, UPS) é indicado para amostras e pedidos pequenos e leva 3–7 dias, o frete aéreo cerca de 5–10 dias e o marítimo 15–35 dias, conforme o destino. Nossos agentes de carga cuidam do desembaraço aduaneiro e dos impostos nos envios DDP para os EUA, a UE, o Reino Unido e a Austrália.',
    },
    {
      question: 'Quais são as condições de pagamento?',
      answer:
        'Nos pedidos de produção, pedimos um sinal de 30% por transferência bancária (T/T) para iniciar a fabricação, e o saldo de 70% é pago antes do embarque, mediante o relatório de inspeção e as fotos. Amostras e valores pequenos podem ser pagos por PayPal ou cartão de crédito. Com clientes de longa data, podemos negociar carta de crédito (L/C) à vista ou outras condições.',
    },
    {
      question: 'Vocês fazem embalagens personalizadas?',
      answer:
        'Sim. Além dos sacos OPP padrão, produzimos sacos plásticos impressos, tags, cartelas, etiquetas de código de barras e FNSKU da Amazon, caixas coloridas, caixas kraft e caixas rígidas de presente. Podemos embalar conforme as exigências da Amazon FBA e marcar as caixas master com as suas marcações de embarque. Também há opções de embalagens recicladas e sem plástico.',
    },
    {
      question: 'Vocês trabalham com OEM/ODM? Como protegem os nossos designs?',
      answer:
        'Fazemos os dois: OEM, a partir dos seus desenhos e amostras, e ODM, em que a nossa equipe de design desenvolve novos produtos a partir do seu briefing. Assinamos com prazer um acordo de confidencialidade (NDA) ou um acordo NNN antes que você compartilhe os seus designs; as suas artes e moldes nunca são usados para outros clientes, e produtos não lançados nunca são mostrados em feiras ou na internet.',
    },
    {
      question: 'Quanto custa um molde de EVA e de quem é o molde?',
      answer:
        'Um molde de alumínio para um estojo de EVA sob medida custa normalmente US$ 200–800, conforme o tamanho e o número de cavidades; estojos grandes ou moldes de aço podem passar de US$ 1.000. O molde fica pronto em 7–10 dias e é pago uma única vez. Ele pertence a você, nós o guardamos sem custo para os pedidos de reposição, e parte do valor pode ser reembolsada quando os seus pedidos atingem um volume combinado.',
    },
    {
      question: 'Para quais modelos de celular e tablet vocês fazem capas?',
      answer:
        'Temos moldes de prensagem a quente e de injeção para os modelos atuais de iPhone, Samsung Galaxy das linhas S e A, Google Pixel e iPad, e costumamos ter moldes para os novos topos de linha poucas semanas após o lançamento. Para outros modelos, um molde novo leva cerca de 7–10 dias. Envie a sua lista de modelos e confirmaremos cada um deles.',
    },
    {
      question: 'Podemos visitar ou auditar a fábrica?',
      answer:
        'Claro. Nossa fábrica fica em Dongguan, Guangdong, a cerca de uma hora dos aeroportos de Shenzhen e de Guangzhou, e teremos prazer em buscar você no aeroporto ou na Feira de Cantão. Fomos aprovados em auditorias BSCI e ISO 9001 e podemos compartilhar os relatórios; se não for possível viajar, oferecemos uma visita à fábrica ao vivo por vídeo.',
    },
  ],
  homeCards: {
    sewing: [
      'Bolsas com zíper de neoprene, poliéster ou lona, cortadas e costuradas no seu tamanho para cosméticos, cabos e itens do dia a dia.',
      'Ecobags de lona e de TNT com serigrafia, bordado ou laminação colorida: sacolas reutilizáveis que levam a sua marca.',
      'Estojos escolares e estojos enroláveis com divisões sob medida, feitos para marcas de papelaria e campanhas de volta às aulas.',
      'Mochilas saco e saquinhos de presente com cordão em poliéster ou algodão, ideais para eventos, kits de corrida e embalagens sustentáveis.',
      'Organizadores de porta-malas e de encosto de banco em Oxford 600D com divisórias rígidas, criados para marcas automotivas e de casa.',
    ],
    heatPress: [
      'Capas de celular em couro PU prensado a quente sobre capas de PC, com bordas sem emenda e logotipos nítidos em baixo-relevo.',
      'Smart covers triplas e magnéticas com suspensão e ativação automáticas, com encaixe preciso para iPad e tablets Android.',
      'Bolsas transversais para celular e capas moldadas que protegem o aparelho e deixam as mãos livres.',
      'Capas para tablet com porta-caneta e cascas à prova de impactos para escolas, escritórios e crianças.',
      'Capas carteira e capas com sublimação nas cores da sua marca, com artes em qualidade fotográfica que nunca descascam.',
    ],
    evaMolded: [
      'Estojos compactos de EVA para fones e cabos, prensados a quente para manter a forma e resistir a esmagamento.',
      'Estojos robustos de EVA para ferramentas, com berços de espuma cortada que mantêm cada ferramenta no seu lugar.',
      'Estojos de EVA à prova de impactos para HDs, SSDs e power banks, o case padrão que acompanha os produtos das marcas de eletrônicos.',
      'Estojos de EVA no formato dos controles de videogame, com tampa impressa e berço moldado para jogar em qualquer lugar.',
      'Estojos de EVA para câmera prontos para o ar livre, com interior acolchoado, passador de cinto e o seu logotipo moldado na tampa.',
    ],
  },
  slider: {
    sewing: {
      title: 'Artigos costurados de acordo com o seu briefing',
      subtitle:
        'Necessaires, ecobags, estojos e organizadores, cortados e costurados em nossas oito linhas a partir de 300 peças.',
      button: 'Conheça os artigos costurados',
    },
    'heat-press': {
      title: 'Capas prensadas a quente com encaixe perfeito',
      subtitle:
        'Capas de couro para celular, smart covers e capas folio para tablet, moldadas em nossas próprias prensas a quente.',
      button: 'Conheça as capas prensadas a quente',
    },
    'eva-molded': {
      title: 'Estojos rígidos de EVA, moldados na nossa fábrica',
      subtitle:
        'Estojos de proteção para eletrônicos, ferramentas e câmeras: ferramentaria própria e 30 prensas, do molde ao embarque.',
      button: 'Conheça os estojos de EVA',
    },
  },
};
