import type { SeedTranslation } from './types';

/** Demo content in French (vouvoiement, French typography with non-breaking spaces). */
export const content: SeedTranslation = {
  companyName: 'Dongguan Hengxin Case',
  legalName: 'Dongguan Hengxin Case Co., Ltd.',
  tagline: 'Étuis et articles textiles sur mesure, fabriqués pour votre marque',
  province: 'Guangdong, Chine',
  aboutUs: [
    'Dongguan Hengxin Case a été fondée en 2015 à Dongguan, dans la province du Guangdong, au cœur du premier pôle chinois de fabrication de sacs et d’étuis. Depuis plus de dix ans, nous concevons, développons et fabriquons des étuis et articles textiles sur mesure pour des marques, des distributeurs et des fournisseurs d’objets publicitaires du monde entier, en accompagnant chaque projet du premier croquis jusqu’au chargement des cartons dans le conteneur.',
    'Notre usine de 12 000 m² réunit trois savoir-faire sous un même toit. Huit lignes de couture et plus de 150 opérateurs qualifiés produisent pochettes, sacs cabas, trousses, sacs à cordon et organiseurs pour la voiture ; l’atelier de thermopressage fabrique coques de téléphone en cuir, étuis Smart Cover, pochettes pour téléphone et housses de tablette ; et l’atelier de moulage EVA, avec 30 presses à chaud et son propre atelier de moules, réalise des étuis rigides pour l’électronique, l’outillage, les appareils photo et les lunettes. Ensemble, ils produisent plus de 800 000 pièces par mois.',
    'Nos designers et modélistes internes peuvent transformer votre cahier des charges en échantillon physique en cinq jours seulement, et nos ingénieurs vous conseillent les matières, les moules et les méthodes de fabrication adaptés à votre budget et à votre marché cible. Nous livrons des clients en Amérique du Nord, en Europe, au Japon, en Australie et au Moyen-Orient. L’usine est auditée BSCI et certifiée ISO 9001, et les matières peuvent être testées selon REACH, Prop 65 et CPSIA.',
    'Nous croyons aux devis honnêtes, à une communication claire et au respect de nos engagements, dans les délais. Que vous ayez besoin de 300 pochettes à votre marque ou de 100 000 étuis en EVA, nous considérons chaque commande comme le début d’un partenariat durable.',
  ],
  categories: {
    sewing: 'Couture',
    'heat-press': 'Thermopressage',
    'eva-molded': 'EVA moulé',
    pouch: 'Pochettes',
    'tote-bag': 'Sacs cabas',
    'pencil-bag': 'Trousses',
    'drawstring-bag': 'Sacs à cordon',
    'trunk-organizer': 'Organiseurs de voiture',
    'phone-case': 'Coques de téléphone',
    'smart-cover': 'Étuis Smart Cover',
    'phone-holder': 'Pochettes pour téléphone',
    'tablet-cover': 'Housses de tablette',
    'hard-shell-case': 'Étuis rigides',
  },
  products: {
    'neoprene-zip-pouch': {
      name: 'Pochette zippée en néoprène',
      summary:
        'Pochette souple en néoprène de 3 mm avec fermeture YKK pour câbles, cosmétiques et petits objets du quotidien, entièrement personnalisable en impression pour vos opérations promotionnelles.',
      description: [
        'Cette pochette zippée est découpée dans un néoprène SBR de 3 mm contrecollé des deux côtés d’un jersey polyester élastique : toucher doux, légère protection contre les chocs et retour à sa forme initiale après un transport à plat. Une fermeture à glissière YKK n° 5 à spirale nylon court sur le dessus, et toutes les coutures sont bordées pour une finition nette.',
        'Choisissez parmi plus de 30 coloris de jersey en stock, ou envoyez votre visuel pour une sublimation pleine surface : photos et dégradés passent d’un bord à l’autre. Le logo peut aussi être sérigraphié, appliqué par transfert à chaud ou sous forme d’écusson en PVC, et la tirette peut être remplacée par une tirette métal ou silicone à votre marque. Dimensions, épaisseur (2 à 5 mm) et poches intérieures en filet sont entièrement ajustables.',
        'Usages courants : rangement pour câbles et chargeurs, trousse de toilette ou de maquillage, trousse de rentrée et cadeau à l’achat. Chaque pochette est conditionnée en sachet OPP individuel ; étiquettes volantes, autocollants code-barres et cartes cavalier pour la vente au détail sont disponibles sur demande.',
      ],
      material: 'Néoprène SBR 3 mm, jersey polyester',
      customization: [
        'Dimensions et épaisseur sur mesure',
        'Impression par sublimation en quadrichromie',
        'Logo imprimé, transfert à chaud ou écusson en PVC',
        'Tirette de fermeture à votre marque',
        'Emballage en marque propre',
      ],
      imageAlts: [
        'Pochette zippée en néoprène orange, vue de face',
        'Gros plan sur la fermeture et la couture bordée de la pochette en néoprène orange',
      ],
    },
    'cosmetic-travel-pouch': {
      name: 'Trousse de toilette de voyage',
      summary:
        'Trousse à maquillage déperlante avec doublure enduite PU facile à nettoyer et large ouverture, conçue pour les marques de beauté, l’hôtellerie et le travel retail.',
      description: [
        'Une trousse cubique à large ouverture, pensée pour les kits de voyage et les coffrets cadeaux des marques de beauté. L’extérieur est en polyester recyclé (rPET) 300D avec traitement déperlant, et la doublure en tissu enduit PU se nettoie d’un coup d’éponge. Une fine mousse dans les panneaux latéraux aide la trousse à garder sa forme, et une boucle de portage en tissu est cousue dans la couture latérale.',
        'La trousse est fabriquée sur nos propres lignes de couture : dimensions, profondeur du soufflet et aménagement intérieur (élastiques pour pinceaux, poches en filet, séparateur amovible) s’adaptent à vos produits. Les coloris sont assortis au nuancier Pantone ; le logo est sérigraphié, marqué à chaud, brodé ou appliqué par une étiquette tissée cousue, et le ruban comme la tirette de la fermeture peuvent être teints dans le même ton.',
        'Très prisée des marques de cosmétiques et de soins pour leurs opérations de cadeau à l’achat, des hôtels et compagnies aériennes pour leurs trousses de confort, et des distributeurs comme accessoire de voyage en marque propre. Conditionnement au choix : sachet OPP, fourreau en papier imprimé ou coffret cadeau à votre marque.',
      ],
      material: 'Polyester recyclé 300D, doublure enduite PU',
      customization: [
        'Dimensions et aménagement intérieur sur mesure',
        'Coloris assortis au nuancier Pantone',
        'Sérigraphie, marquage à chaud ou broderie',
        'Étiquette tissée personnalisée',
        'Coffret cadeau à votre marque',
      ],
      imageAlts: [
        'Trousse de toilette de voyage vieux rose, vue de face',
        'Détail de la tirette et de la doublure facile à nettoyer de la trousse vieux rose',
      ],
    },
    'tech-accessory-pouch': {
      name: 'Pochette pour accessoires high-tech',
      summary:
        'Organiseur rembourré pour chargeurs, câbles et batteries externes, avec élastiques et poche en filet à l’intérieur d’une enveloppe résistante en polyester 600D.',
      description: [
        'Un organiseur à ouverture coquille qui garde en ordre chargeurs, câbles, écouteurs et batteries externes. L’enveloppe en polyester 600D est enduite PU pour résister à l’eau, avec un rembourrage en mousse EPE de 5 mm entre tissu extérieur et doublure. À l’intérieur, un côté accueille des élastiques de différentes largeurs, l’autre une poche zippée en filet ; une fermeture YKK n° 5 à double curseur permet d’ouvrir la pochette complètement à plat.',
        'Tout l’aménagement est modulable : nombre et largeur des élastiques, séparateur rembourré, fente pour carte ou passant pour stylo. Le logo est généralement appliqué par écusson en PVC, languette en cuir PU marquée en creux ou broderie, et l’enveloppe existe en tissu chiné, ripstop ou recyclé.',
        'Un excellent choix pour les marques d’électronique qui regroupent leurs accessoires, les programmes de cadeaux d’entreprise et les kits d’accueil informatiques des nouveaux collaborateurs. Conditionnement standard en sachet OPP avec sachet de gel de silice ; boîtes couleur imprimées à votre code-barres disponibles.',
      ],
      material: 'Polyester 600D, rembourrage en mousse EPE, doublure polyester',
      customization: [
        'Aménagement intérieur sur mesure',
        'Écusson en PVC ou languette en cuir PU',
        'Logo brodé',
        'Choix du tissu, recyclé compris',
        'Boîte couleur avec code-barres',
      ],
      imageAlts: [
        'Pochette pour accessoires high-tech gris anthracite, vue de face',
        'Intérieur de la pochette gris anthracite : élastiques et poche en filet',
      ],
    },
    'felt-laptop-sleeve': {
      name: 'Housse d’ordinateur en feutre',
      summary:
        'Housse minimaliste en feutre polyester de 4 mm pour ordinateurs portables de 13 à 16 pouces, avec rabat en cuir PU et fermeture aimantée : un cadeau de marque simple et écoresponsable.',
      description: [
        'Découpée dans un feutre polyester de 4 mm issu en partie de bouteilles en PET recyclées, cette housse est légère, douce et naturellement amortissante. Le corps est plié puis piqué en double couture sur les deux côtés, et un rabat en cuir PU doté d’un bouton aimanté invisible maintient l’ordinateur en place sans le rayer. Une poche plaquée en façade, en option, accueille un chargeur ou un carnet.',
        'Nous réalisons le patron pour des modèles précis, de l’ultraportable de 13 pouces à la station de travail de 16 pouces, à quelques millimètres près. Le logo peut être marqué en creux ou gravé au laser sur la languette en cuir, imprimé sur le feutre ou cousu sous forme d’étiquette tissée. Le feutre existe en gris clair, gris foncé et sable, ou teint à votre couleur.',
        'Très utilisée comme cadeau d’entreprise, dans les kits de conférence et comme accessoire de vente pour les marques d’informatique et de papeterie. Les housses sont expédiées à plat dans des fourreaux en papier kraft recyclable ou des sachets OPP pour réduire le volume de transport.',
      ],
      material: 'Feutre polyester 4 mm (rPET), cuir PU',
      size: '36 × 26 cm (14 pouces) ; disponible de 13 à 16 pouces',
      customization: [
        'Dimensions adaptées à votre modèle d’ordinateur',
        'Languette en cuir marquée en creux ou gravée au laser',
        'Choix du coloris de feutre',
        'Poche frontale en option',
        'Emballage en papier kraft',
      ],
      imageAlts: [
        'Housse d’ordinateur en feutre sable avec rabat en cuir, vue de face',
        'Gros plan sur la bordure piquée et le rabat aimanté de la housse en feutre sable',
      ],
    },
    'canvas-promotional-tote': {
      name: 'Sac cabas publicitaire en toile',
      summary:
        'Sac cabas en toile de coton épaisse de 12 oz avec anses renforcées, un classique pour les salons, le commerce de détail et les produits dérivés de marque.',
      description: [
        'Un sac cabas robuste pour tous les jours, en toile de coton naturelle de 12 oz, avec des anses de 3 cm dans le même tissu, renforcées en haut par une piqûre en carré croisé. Le fond peut être plat ou à soufflet, et le sac porte sans effort 10 kg. Les coutures intérieures sont surjetées, avec poche plaquée ou bouton aimanté en option.',
        'La toile est proposée en coloris naturel, teinte selon Pantone ou en coton biologique (GOTS sur demande). Le logo est sérigraphié jusqu’à six couleurs en ton direct, imprimé en DTF pour les visuels en quadrichromie ou brodé ; une étiquette tissée dans la couture latérale apporte une finition boutique.',
        'Usages typiques : cadeaux sur les salons, produits dérivés de librairies et de cafés, sacs d’événement et sacs de courses réutilisables pour les enseignes. Les sacs sont pliés et conditionnés en vrac par cartons de 100, ou ensachés individuellement avec étiquette volante.',
      ],
      material: 'Toile de coton 12 oz',
      customization: [
        'Dimensions et soufflet sur mesure',
        'Sérigraphie jusqu’à 6 couleurs',
        'Impression DTF en quadrichromie ou broderie',
        'Toile teinte ou biologique',
        'Étiquette tissée et étiquette volante',
      ],
      imageAlts: [
        'Sac cabas en toile couleur sable, vue de face',
        'Détail de l’anse renforcée par une piqûre en carré du sac en toile sable',
      ],
    },
    'laminated-non-woven-tote': {
      name: 'Sac cabas en non-tissé laminé',
      summary:
        'Sac de courses en non-tissé de 120 g/m², laminé brillant ou mat et imprimé en quadrichromie : un sac réutilisable économique pour les magasins et les événements.',
      description: [
        'Fabriqué en non-tissé PP de 120 g/m² contrecollé d’un film BOPP imprimé, ce sac allie une qualité d’impression photographique à la solidité d’un sac cousu. Les soufflets latéraux et un fond rigidifié lui permettent de tenir debout, et les anses sont renforcées par une piqûre en croix. Le laminage rend le sac résistant à l’eau et facile à essuyer.',
        'Le visuel est imprimé sur le film en héliogravure ou en offset, en quadrichromie plus tons directs : dégradés, photos et petits textes sont restitués avec netteté sur toute la surface du sac. Vous choisissez le film brillant ou mat, la longueur des anses et la largeur du soufflet ; pour les gros volumes, un assemblage par soudure ultrasonique permet de réduire les coûts.',
        'Très utilisé par les supermarchés et les boutiques de mode et de cosmétiques comme sac de courses réutilisable, ainsi que par les exposants et les offices de tourisme lors d’événements. Les sacs sont livrés à plat en liasses de 100 pour un chargement optimal du conteneur.',
      ],
      material: 'Non-tissé PP 120 g/m², film BOPP laminé',
      customization: [
        'Impression quadrichromie sur film',
        'Laminage brillant ou mat',
        'Dimensions et soufflet sur mesure',
        'Longueur et couleur des anses',
        'Assemblage cousu ou ultrasonique',
      ],
      imageAlts: [
        'Sac cabas en non-tissé laminé bleu canard, vue de face',
        'Gros plan sur la surface laminée et les piqûres de l’anse du sac bleu canard',
      ],
    },
    'double-zip-pencil-case': {
      name: 'Trousse à double fermeture',
      summary:
        'Trousse à deux compartiments en polyester 600D avec fermetures YKK et passants élastiques pour stylos, dimensionnée pour les fournitures scolaires et de bureau.',
      description: [
        'Une trousse à deux compartiments zippés indépendants : celui de devant maintient stylos et surligneurs dans des passants élastiques, celui de derrière est un espace ouvert pour règles, gommes et notes adhésives. L’extérieur est en polyester 600D enduit PVC, doublé de polyester 210D, et les deux fermetures YKK n° 5 sont équipées de tirettes gainées de caoutchouc pour une bonne prise en main.',
        'Coloris, dimensions et aménagement intérieur s’adaptent entièrement, y compris avec un troisième compartiment ou une fenêtre transparente porte-nom. Le logo est sérigraphié, appliqué par transfert à chaud ou brodé, et nous pouvons ajouter une étiquette tissée, un écusson en PVC ou des illustrations de personnages pour les gammes sous licence.',
        'Nos acheteurs habituels sont des marques de papeterie, des enseignes de la rentrée scolaire, des programmes éducatifs et des fournisseurs d’objets publicitaires. Chaque trousse est conditionnée en sachet OPP avec carte cavalier ou autocollant code-barres, prête pour la mise en rayon.',
      ],
      material: 'Polyester 600D, doublure polyester 210D',
      customization: [
        'Compartiments et aménagement sur mesure',
        'Sérigraphie, transfert à chaud ou broderie',
        'Écusson en PVC ou étiquette tissée',
        'Fermetures assorties',
        'Conditionnement avec carte cavalier',
      ],
      imageAlts: [
        'Trousse bleu marine à double fermeture, vue de face',
        'Détail des deux fermetures et des tirettes caoutchoutées de la trousse bleu marine',
      ],
    },
    'roll-up-pencil-wrap': {
      name: 'Trousse enroulable',
      summary:
        'Trousse enroulable en toile à 24 emplacements individuels avec fermeture par lien, une valeur sûre des marques de beaux-arts et des kits de croquis.',
      description: [
        'Cette trousse enroulable accueille crayons de couleur, pinceaux ou pinceaux de maquillage dans des emplacements piqués un à un, puis s’enroule et se ferme par un cordon en coton. Elle est réalisée en toile de coton lavée de 10 oz, avec un rabat supérieur qui recouvre les pointes pour que rien ne glisse, et un biais en cuir PU sur les bords pour plus de durabilité.',
        'Le nombre et la largeur des emplacements sont ajustables, de 12 fentes fines pour crayons à 48 pour les assortiments d’artiste complets, ou des poches plus larges pour pinceaux et outils. Options de marquage : écusson en cuir marqué en creux, étiquette tissée, broderie ou sérigraphie ; la toile existe en vert olive, kaki et noir, ou teinte à votre couleur.',
        'Elle est utilisée par les marques de beaux-arts et de papeterie, dans les coffrets cadeaux de crayons et de pinceaux, et par les enseignes de loisirs créatifs comme accessoire en marque propre. Les trousses peuvent être expédiées vides, ou garnies de vos crayons sur notre ligne puis conditionnées avec un fourreau imprimé ou en coffret cadeau.',
      ],
      material: 'Toile de coton lavée 10 oz, biais en cuir PU',
      size: '38 × 22 cm (ouverte)',
      customization: [
        'Nombre et largeur des emplacements',
        'Écusson en cuir marqué en creux ou étiquette tissée',
        'Broderie ou sérigraphie',
        'Coloris de la toile',
        'Garnissage et coffret cadeau',
      ],
      imageAlts: [
        'Trousse enroulable en toile vert olive, vue de face',
        'Détail des emplacements piqués et du cordon de fermeture de la trousse vert olive',
      ],
    },
    'polyester-drawstring-backpack': {
      name: 'Sac à dos à cordon en polyester',
      summary:
        'Sac à dos à cordon léger en polyester 210D avec coins renforcés, le cadeau incontournable des événements sportifs, des écoles et des campagnes.',
      description: [
        'Un sac à dos à cordon léger en polyester 210D, avec des cordelettes coton-polyester de 4 mm qui servent de bretelles et ferment le sac d’un seul geste. Les coins inférieurs sont renforcés par des pattes en PU ou en sangle et des œillets métalliques, pour que les cordons ne déchirent pas le tissu sous la charge. En option : poche frontale zippée, passage pour écouteurs et bande réfléchissante.',
        'Pour les clubs sportifs et les campagnes, nous proposons une impression par sublimation intégrale, ou une sérigraphie jusqu’à quatre couleurs pour les logos plus simples. Un polyester 420D plus épais ou recyclé convient aux versions destinées à la vente, et les cordons peuvent être assortis ou remplacés par une sangle plate.',
        'Usages courants : kits de course et de marathon, sacs d’école et de club, cadeaux de salle de sport, campagnes d’ONG ou institutionnelles. Les sacs sont livrés à plat en vrac ou en sachets OPP individuels.',
      ],
      material: 'Polyester 210D, cordon coton-polyester',
      customization: [
        'Sublimation intégrale ou sérigraphie',
        'Poche frontale zippée ou bande réfléchissante',
        'Tissu 420D ou recyclé',
        'Cordons assortis',
        'Conditionnement en vrac ou individuel',
      ],
      imageAlts: [
        'Sac à dos à cordon en polyester orange, vue de face',
        'Détail du coin renforcé et de l’œillet du sac à cordon orange',
      ],
    },
    'cotton-gift-drawstring-bag': {
      name: 'Pochon cadeau en coton',
      summary:
        'Pochon en coton naturel à cordon coulissant pour l’emballage cadeau, les bijoux, les chaussures ou comme housse anti-poussière, imprimé à votre logo en une ou plusieurs couleurs.',
      description: [
        'Un pochon simple et élégant, cousu en coton naturel, de la mousseline de 100 g/m² au sergé ou à la toile de 240 g/m², avec un ou deux cordons en coton passés dans une coulisse piquée. Les coutures intérieures sont réalisées en couture anglaise ou surjetées pour que le pochon reste net une fois ouvert, et les extrémités du cordon peuvent être nouées, munies de ferrets métalliques ou de perles en bois.',
        'Les tailles vont du pochon à bijoux de 8 × 10 cm à la housse anti-poussière de 40 × 50 cm pour chaussures et sacs à main. Le logo est sérigraphié, marqué à chaud ou brodé ; une étiquette en coton imprimée ou une étiquette tissée peut être cousue dans la couture, et le tissu peut être teint aux couleurs Pantone.',
        'Choisi par les marques de bijoux, de cosmétiques, de thé et de mode comme emballage cadeau réutilisable, et par les e-commerçants qui remplacent les sacs plastiques. Les pochons sont livrés à plat, comptés et mis en liasses, prêts pour votre ligne de conditionnement.',
      ],
      material: 'Coton naturel (100 à 240 g/m²)',
      size: '25 × 30 cm (disponible de 8 × 10 à 40 × 50 cm)',
      customization: [
        'Toutes tailles à partir de 8 × 10 cm',
        'Sérigraphie, marquage à chaud ou broderie',
        'Tissu teint selon Pantone',
        'Type de cordon et ferrets',
        'Étiquette tissée cousue',
      ],
      imageAlts: [
        'Pochon cadeau en coton couleur sable, vue de face',
        'Gros plan sur la coulisse du cordon du pochon en coton sable',
      ],
    },
    'collapsible-trunk-organizer': {
      name: 'Organiseur de coffre pliable',
      summary:
        'Organiseur de coffre multi-compartiments en Oxford 600D avec séparateurs rigides, pliable à plat quand il ne sert pas, pour les marques automobiles et la grande distribution.',
      description: [
        'Un organiseur de coffre robuste à trois compartiments principaux, réalisé en tissu Oxford 600D sur des panneaux amovibles en PE de 3 mm ou en carton alvéolaire qui maintiennent les parois droites. Des bandes antidérapantes ou un velcro sous le fond adhèrent à la moquette du coffre, et des poignées en sangle aux deux extrémités facilitent le retrait. Quand il ne sert pas, on retire les panneaux et l’organiseur se replie à plat.',
        'Dimensions, nombre de compartiments, poches extérieures en filet, compartiment isotherme à doublure aluminium et couvercle zippé sont au choix. Le marquage se fait généralement par étiquette tissée, impression réfléchissante ou écusson logo en PVC sur la face avant.',
        'Vendu par les marques d’accessoires automobiles, offert par les concessionnaires à l’achat d’un véhicule et référencé par les enseignes de maison et de plein air. Chaque organiseur est plié dans une boîte couleur ou un sachet imprimé, avec des cartons de suremballage dimensionnés pour optimiser le chargement du conteneur.',
      ],
      material: 'Oxford 600D, panneaux en PE',
      customization: [
        'Dimensions et compartiments sur mesure',
        'Compartiment isotherme ou couvercle zippé',
        'Étiquette tissée, écusson en PVC ou impression réfléchissante',
        'Options de fond antidérapant',
        'Conditionnement en boîte couleur',
      ],
      imageAlts: [
        'Organiseur de coffre pliable gris anthracite, vue de face',
        'Détail de la poignée et de la poche latérale de l’organiseur de coffre gris anthracite',
      ],
    },
    'back-seat-car-organizer': {
      name: 'Organiseur de dossier de siège',
      summary:
        'Organiseur de dossier avec pochette pour tablette, porte-bouteilles et protection anti-coups de pied, cousu en polyester 600D résistant pour les voitures familiales.',
      description: [
        'Cet organiseur se fixe au dos d’un siège avant grâce à une sangle réglable autour de l’appui-tête et à une sangle élastique inférieure à boucles clipsables. Cousu en polyester 600D enduit PVC, il offre une pochette transparente pour tablette compatible écran tactile, deux porte-bouteilles isothermes, des poches en filet et une fente pour mouchoirs, tandis que le panneau pleine largeur protège le dossier des chaussures des enfants.',
        'Nous pouvons modifier la disposition des poches, agrandir la fenêtre pour les tablettes de 12,9 pouces, ajouter une tablette rabattable ou réaliser une version fine pour les VTC. Le logo est imprimé, brodé ou cousu sous forme d’étiquette tissée, et les coloris suivent le nuancier Pantone.',
        'Apprécié des marques d’accessoires automobiles, des marques de puériculture et d’articles pour la famille, ainsi que des flottes de VTC. Chaque organiseur est plié dans une boîte couleur ou un sachet imprimé, sangles comprises.',
      ],
      material: 'Polyester 600D, fenêtre en PVC transparent, filet',
      customization: [
        'Disposition des poches sur mesure',
        'Fenêtre pour tablette agrandie',
        'Tablette rabattable en option',
        'Logo imprimé, brodé ou étiquette tissée',
        'Conditionnement en boîte couleur',
      ],
      imageAlts: [
        'Organiseur de dossier de siège bleu marine, vue de face',
        'Détail de la pochette pour tablette et du porte-bouteille de l’organiseur bleu marine',
      ],
    },
    'heat-press-leather-phone-case': {
      name: 'Coque en cuir thermopressée',
      summary:
        'Cuir PU thermopressé sur une coque en PC pour un habillage sans couture, avec logo marqué en creux ou imprimé, pour modèles iPhone et Samsung.',
      description: [
        'Une coque arrière fine dont le cuir PU est assemblé à une coque rigide en PC par thermopressage : le cuir est posé sur la coque, encollé puis pressé dans un moule en aluminium chauffé, de sorte qu’il épouse les bords sans couture visible. La coque a le toucher d’un accessoire de maroquinerie tout en conservant des découpes précises pour les caméras, les boutons et les connecteurs, avec une doublure intérieure en microfibre.',
        'Logos et motifs sont marqués en creux pendant le même cycle de pressage, ou ajoutés par marquage à chaud, impression UV ou gravure laser. Le grain, la couleur et l’épaisseur du cuir sont au choix, et un anneau aimanté compatible MagSafe peut être intégré entre la coque et le cuir. Chaque modèle de téléphone nécessite son propre moule de pressage ; nous disposons des moules pour les iPhone et Galaxy actuels.',
        'Choisie par les marques d’accessoires pour téléphone, par les maisons de luxe et de mode pour leurs produits dérivés et par les entreprises pour leurs cadeaux de direction. Conditionnement au choix : boîte carton imprimée, blister ou boîte kraft écologique.',
      ],
      material: 'Cuir PU, coque en PC, doublure microfibre',
      size: 'Pour les séries iPhone 15/16 et Galaxy S24/S25',
      customization: [
        'Modèle de téléphone et découpes',
        'Marquage en creux, marquage à chaud ou impression UV',
        'Grain et coloris du cuir',
        'Anneau aimanté MagSafe',
        'Boîte pour la vente au détail',
      ],
      imageAlts: [
        'Coque de téléphone en cuir PU thermopressée orange, vue de face',
        'Gros plan sur le bord habillé et la découpe caméra de la coque en cuir orange',
      ],
    },
    'sublimation-tpu-phone-case': {
      name: 'Coque TPU pour sublimation',
      summary:
        'Coque souple en TPU avec dos imprimé par sublimation pour des visuels personnalisés de qualité photo, idéale pour les marques, les artistes et les événements.',
      description: [
        'Une coque en TPU qui absorbe les chocs, dotée d’un dos en aluminium traité ou en PC rigide conçu pour l’impression par sublimation. Le visuel est imprimé sur papier transfert puis pressé à chaud à environ 190 °C : les encres passent à l’état gazeux et se fixent dans le revêtement, si bien que l’impression ne s’écaille pas, ne se raye pas et ne pâlit pas au soleil. Des rebords surélevés autour de l’objectif et de l’écran renforcent la protection.',
        'Chaque plaque étant transférée individuellement, les visuels peuvent varier au sein d’une même commande, ce qui convient parfaitement aux collaborations avec des artistes et aux programmes de personnalisation. La couleur du TPU (transparent, noir ou teinté) et la finition de la plaque (brillante ou mate) sont au choix, et nous couvrons la plupart des modèles actuels d’iPhone, Samsung, Google Pixel et Xiaomi.',
        'Utilisée pour les produits dérivés de marque, les cadeaux d’événements et d’équipes sportives, les collections d’artistes et d’influenceurs et les boutiques d’impression à la demande. Les coques sont conditionnées en sachet OPP individuel avec carte en papier, ou en boîte de vente au détail.',
      ],
      material: 'Cadre en TPU, plaque en aluminium à revêtement pour sublimation',
      size: 'Pour iPhone 13 à 16, séries Galaxy S/A et Pixel',
      customization: [
        'Visuel en sublimation quadrichromie',
        'Visuels différents dans une même commande',
        'Couleur du TPU et finition de la plaque',
        'Large couverture de modèles de téléphone',
        'Emballage pour la vente au détail',
      ],
      imageAlts: [
        'Coque TPU bleu canard imprimée par sublimation, vue de face',
        'Détail du rebord surélevé autour de l’objectif et de la plaque imprimée de la coque bleu canard',
      ],
    },
    'card-slot-folio-phone-case': {
      name: 'Étui folio porte-cartes',
      summary:
        'Étui folio en cuir PU à trois emplacements pour cartes, poche à billets et rabat aimanté, thermopressé pour des bords nets et un marquage précis.',
      description: [
        'Un étui portefeuille qui protège l’écran et remplace le porte-cartes. La couverture en cuir PU est thermopressée sur un carton de renfort pour des bords fermes et nets, tandis que le téléphone se loge dans une coque intérieure souple en TPU. À l’intérieur, trois emplacements pour cartes et une poche à billets sur toute la longueur ; un rabat aimanté maintient l’étui fermé, et la couverture se replie en support horizontal pour regarder des vidéos.',
        'En option : doublure anti-RFID, passant pour dragonne et choix entre cuir PU et cuir véritable. Le logo est marqué en creux à chaud, doré à chaud ou brodé sur la couverture, et la teinte de la tranche comme celle des surpiqûres peuvent être assorties à votre marque.',
        'Vendu chez les revendeurs d’accessoires pour téléphone et dans les boutiques d’opérateurs, et utilisé par les entreprises et les hôtels comme cadeau de marque haut de gamme. Les étuis sont conditionnés en boîte à fenêtre ou en coffret kraft avec votre étiquette code-barres.',
      ],
      material: 'Cuir PU, coque intérieure en TPU',
      size: 'Pour les séries iPhone 15/16 et Galaxy S24/S25',
      customization: [
        'Adapté à vos modèles de téléphone',
        'Marquage en creux, dorure à chaud ou broderie',
        'Doublure anti-RFID',
        'Cuir PU ou cuir véritable',
        'Couleur des surpiqûres et de la tranche',
        'Conditionnement en boîte à fenêtre',
      ],
      imageAlts: [
        'Étui folio porte-cartes bleu marine, vue de face',
        'Détail des emplacements pour cartes et du rabat aimanté de l’étui folio bleu marine',
      ],
    },
    'tri-fold-smart-cover': {
      name: 'Étui Smart Cover à trois volets',
      summary:
        'Étui fin à trois volets pour tablette avec aimants de veille et réveil automatiques et fonction support, en cuir PU thermopressé pour iPad et tablettes Android.',
      description: [
        'Un étui léger à trois volets : le rabat avant se plie en triangle pour maintenir la tablette aux angles de saisie et de visionnage, et des aimants intégrés déclenchent la mise en veille et le réveil automatiques. Le cuir PU est thermopressé sur un panneau de fibres segmenté pour des plis nets et bien à plat, et le dos est une coque translucide en PC rigide ou en TPU souple qui laisse voir l’appareil.',
        'Disponible pour les iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo et Xiaomi actuels. Coloris, doublure microfibre, porte-stylet et logo marqué en creux ou imprimé sur le rabat sont en option ; la position des aimants est testée sur chaque modèle avant la production en série.',
        'Apprécié des distributeurs d’électronique, des programmes éducatifs d’équipement en tablettes et des offres groupées des opérateurs télécoms. Les étuis sont conditionnés en boîte individuelle pour la vente au détail, ou en vrac en sachets OPP pour les distributeurs.',
      ],
      material: 'Cuir PU, panneau de fibres, coque arrière en PC',
      size: 'Pour iPad 10,9/11 pouces, iPad Air 11/13 pouces et Galaxy Tab S9/S10',
      customization: [
        'Adapté à vos modèles de tablette',
        'Coloris et doublure sur mesure',
        'Porte-stylet en option',
        'Logo marqué en creux ou imprimé',
        'Conditionnement individuel ou en vrac',
      ],
      imageAlts: [
        'Étui Smart Cover à trois volets gris anthracite, vue de face',
        'Détail des plis et du support de l’étui Smart Cover gris anthracite',
      ],
    },
    'magnetic-smart-folio': {
      name: 'Étui Smart Folio magnétique',
      summary:
        'Étui folio magnétique qui se fixe et se retire en quelques secondes, au toucher doux, avec veille et réveil automatiques, pour iPad Air et iPad Pro.',
      description: [
        'Sans coque, cet étui se fixe à la tablette grâce à de puissants aimants alignés sur ceux de l’appareil : il se met en place et se retire en quelques secondes et n’ajoute presque aucune épaisseur. Les panneaux avant et arrière sont en PU au toucher doux thermopressé sur un carton fin, avec une doublure microfibre qui garde l’écran propre, et le rabat avant se plie en support à deux angles.',
        'L’alignement des aimants étant décisif, chaque modèle est développé avec un moule dédié, puis testé en veille/réveil et en force de maintien avant production. Choisissez dans nos nuanciers ou indiquez vos références Pantone ; le logo est marqué en creux, sérigraphié ou gravé au laser.',
        'Destiné aux marques d’accessoires premium, aux enseignes axées sur le design et aux programmes de cadeaux d’entreprise. Le conditionnement est généralement un coffret rigide imprimé ou une barquette en papier recyclable avec fourreau.',
      ],
      material: 'PU toucher doux, carton fin, doublure microfibre',
      size: 'Pour iPad Air 11/13 pouces et iPad Pro 11/13 pouces',
      customization: [
        'Adapté à vos modèles de tablette',
        'Coloris assortis au nuancier Pantone',
        'Logo marqué en creux, sérigraphié ou gravé au laser',
        'Couleur de la doublure',
        'Conditionnement en coffret rigide',
      ],
      imageAlts: [
        'Étui Smart Folio magnétique vieux rose, vue de face',
        'Détail de la finition toucher doux et du bord de pliage de l’étui vieux rose',
      ],
    },
    'crossbody-phone-holder': {
      name: 'Pochette bandoulière pour téléphone',
      summary:
        'Pochette pour téléphone en PU thermopressé avec poche à cartes et bandoulière réglable, pour garder les mains libres en voyage comme au quotidien.',
      description: [
        'Une pochette bandoulière compacte, dimensionnée pour les grands smartphones. Les panneaux avant et arrière sont en cuir PU thermopressé sur une âme en mousse, ce qui leur donne une forme structurée et moulée qui protège le téléphone ; les côtés sont assemblés par une fermeture à glissière et des bords passepoilés. Une poche plaquée au dos accueille cartes ou billets, et la bandoulière amovible se règle de 60 à 130 cm.',
        'Le type de bandoulière (sangle, cordon tressé, cuir ou chaîne), la finition des accessoires métalliques et la couleur du cuir se choisissent en fonction de votre collection. Le logo est marqué en creux à chaud sur le panneau avant, doré à chaud ou ajouté sous forme de plaque métallique.',
        'Les marques d’accessoires de mode, les enseignes du voyage et les acheteurs de produits dérivés pour festivals en font une pochette mains libres pour téléphone. Chaque pochette est conditionnée avec un sac anti-poussière ou un sachet OPP et une étiquette volante.',
      ],
      material: 'Cuir PU, âme en mousse, bandoulière en sangle polyester',
      size: '19 × 10 × 2,5 cm (téléphones jusqu’à 6,9 pouces)',
      customization: [
        'Type et longueur de la bandoulière',
        'Finition des accessoires métalliques',
        'Couleur et grain du cuir',
        'Marquage en creux, dorure ou plaque logo métallique',
        'Sac anti-poussière et étiquette volante',
      ],
      imageAlts: [
        'Pochette bandoulière pour téléphone vert olive avec sangle, vue de face',
        'Détail du panneau moulé et des accessoires de la bandoulière de la pochette vert olive',
      ],
    },
    'heat-pressed-phone-sleeve': {
      name: 'Étui à glisser thermopressé pour téléphone',
      summary:
        'Étui à glisser pour téléphone, moulé dans un tissu doublé d’EVA avec votre logo pressé en relief : un article promotionnel soigné et économique.',
      description: [
        'Un étui fin dans lequel on glisse le téléphone pour le protéger dans un sac ou une poche. Un tissu polyester ou lycra est contrecollé sur une mousse EVA de 2 mm puis thermopressé dans un moule de forme : l’étui garde un volume arrondi en 3D et le logo ou le motif apparaît en relief dans la surface. Les bords sont finis par un biais assorti, et un passant pour cordon ou un clip ceinture peut être ajouté.',
        'Couleur, texture du tissu, dimensions adaptées à des modèles de téléphone précis et motif pressé sont personnalisables ; associer le logo pressé à une couleur imprimée donne un effet bicolore. Comme la forme et le logo sont réalisés en un seul cycle de pressage, le prix unitaire reste bas sur les grandes quantités.',
        'Très utilisé pour les promotions des opérateurs télécoms et des banques, comme cadeau sur les salons et comme accessoire livré avec l’appareil. Les étuis sont conditionnés en sachets OPP individuels ou en vrac en cartons.',
      ],
      material: 'Polyester ou lycra contrecollé sur EVA 2 mm',
      size: '17 × 9 cm (téléphones de 6,1 à 6,7 pouces)',
      customization: [
        'Dimensions adaptées à votre modèle de téléphone',
        'Logo et motif pressés',
        'Couleur et texture du tissu',
        'Passant pour cordon ou clip ceinture',
        'Conditionnement individuel en sachet OPP',
      ],
      imageAlts: [
        'Étui thermopressé orange pour téléphone, vue de face',
        'Gros plan sur le logo pressé et le bord gansé de l’étui orange',
      ],
    },
    'tablet-cover-with-pen-holder': {
      name: 'Housse de tablette avec porte-stylet',
      summary:
        'Housse folio pour tablette avec porte-stylet intégré, dos en TPU antichoc et support multi-angles, pour les étudiants comme pour les professionnels.',
      description: [
        'Une housse folio qui réunit le stylet et la tablette. L’avant est en cuir PU thermopressé sur carton, le dos est une coque en TPU amortissante aux coins renforcés, et une fente moulée le long de la tranche permet au stylet de continuer à se recharger par aimant sur les iPad compatibles. Le rabat se plie selon trois angles de support et gère la veille et le réveil automatiques.',
        'Chaque modèle de tablette dispose de son propre outillage, et nous pouvons ajouter une dragonne élastique, une poche à documents ou une bandoulière pour le travail sur le terrain. Les coloris sont assortis au nuancier Pantone, et le logo est marqué en creux, imprimé ou gravé au laser sur le rabat.',
        'Achetée par les fournisseurs de l’éducation pour l’équipement des écoles en tablettes, par les services informatiques des entreprises et par les revendeurs d’accessoires. Conditionnement au choix : boîte individuelle pour la vente au détail, ou en vrac avec étiquettes code-barres pour les appels d’offres.',
      ],
      material: 'Cuir PU, coque arrière en TPU',
      size: 'Pour iPad 10,9 pouces, iPad Air 11 pouces et Galaxy Tab S9 FE',
      customization: [
        'Adaptée à vos modèles de tablette',
        'Dragonne ou poche à documents',
        'Coloris assortis au nuancier Pantone',
        'Logo marqué en creux, imprimé ou gravé au laser',
        'Conditionnement individuel ou en vrac',
      ],
      imageAlts: [
        'Housse de tablette bleu marine avec porte-stylet, vue de face',
        'Détail de la fente pour stylet le long de la tranche de la housse bleu marine',
      ],
    },
    'kids-shockproof-tablet-cover': {
      name: 'Housse antichoc pour tablette enfant',
      summary:
        'Housse épaisse en mousse EVA non toxique avec poignée qui se transforme en support, conçue pour résister aux chutes à l’école comme à la maison.',
      description: [
        'Une housse de protection robuste en mousse EVA légère et non toxique, thermopressée dans un moule en acier : la tablette s’y emboîte solidement et les parois épaisses absorbent les chocs de tous côtés. La poignée intégrée est facile à porter pour de petites mains et pivote pour servir de support de bureau, et des rebords surélevés protègent l’écran si la tablette tombe face contre terre.',
        'La mousse est exempte de BPA, de phtalates et de latex et peut être testée selon CPSIA, EN 71 et REACH. Les couleurs sont incorporées à la mousse avant le moulage pour rester éclatantes, et logos ou personnages sont moulés en relief ou imprimés par tampographie. Nos moules existants couvrent l’iPad de 9e et 10e génération, l’iPad mini et les tablettes Samsung et Amazon Fire les plus répandues ; les autres modèles nécessitent un nouveau moule.',
        'Appréciée des programmes éducatifs d’équipement en tablettes, des marques pour enfants et des magasins de jouets. Les housses sont livrées en boîte couleur ou en emballage écologique avec trou de suspension pour présentation sur crochet.',
      ],
      material: 'Mousse EVA non toxique',
      size: 'Pour iPad 10,2/10,9 pouces, iPad mini et Fire HD 10',
      customization: [
        'Adaptée à vos modèles de tablette',
        'Couleur de mousse sur mesure',
        'Logo moulé ou tampographié',
        'Essais EN 71 / CPSIA',
        'Boîte couleur ou emballage à suspendre',
      ],
      imageAlts: [
        'Housse antichoc bleu canard pour tablette enfant avec poignée, vue de face',
        'Gros plan sur l’angle épais en mousse et la poignée de la housse bleu canard',
      ],
    },
    'eva-earphone-case': {
      name: 'Étui à écouteurs en EVA',
      summary:
        'Étui compact en EVA moulé pour écouteurs et câbles, avec fermeture zippée et poche en filet, un accessoire très répandu dans les coffrets des marques audio.',
      description: [
        'Un étui rigide de la taille de la paume pour écouteurs sans fil, écouteurs filaires et câbles courts. La coque est en EVA de 3,5 mm d’une dureté d’environ 70°, contrecollée de lycra ou de jersey et thermopressée dans un moule en aluminium : elle garde sa forme et résiste à l’écrasement. Une fermeture YKK n° 3 fait le tour de l’étui, et l’intérieur comporte une poche en filet élastique et une doublure floquée toute douce.',
        'La forme (ronde, carrée, ovale ou contour sur mesure), les dimensions et le tissu de surface (lycra, PU, polyester 1680D ou PU effet carbone) sont à votre choix. Le logo est moulé en relief sur le couvercle, marqué en creux, imprimé ou appliqué en écusson PVC, et un mousqueton ou un passant pour cordon peut être cousu.',
        'Les marques audio l’utilisent comme étui de transport livré dans la boîte, les compagnies aériennes et les entreprises comme article cadeau. Une forme sur mesure nécessite un nouveau moule, généralement de 200 à 400 USD pour un petit étui et prêt en 7 à 10 jours ; conditionnement en sachet OPP ou en boîte imprimée.',
      ],
      material: 'EVA 3,5 mm (70°), surface en lycra',
      customization: [
        'Forme et dimensions sur mesure',
        'Choix du tissu de surface',
        'Logo moulé, marqué en creux ou imprimé',
        'Mousqueton ou passant pour cordon',
        'Poche en filet ou calage en mousse',
      ],
      imageAlts: [
        'Étui à écouteurs en EVA gris anthracite, vue de face',
        'Détail de la fermeture et du couvercle moulé de l’étui EVA gris anthracite',
      ],
    },
    'eva-hard-drive-case': {
      name: 'Étui en EVA pour disque dur',
      summary:
        'Étui antichoc en EVA pour disques durs et SSD 2,5 pouces, avec poche en filet pour le câble : l’étui de transport de référence des marques de stockage.',
      description: [
        'Un étui de protection dimensionné pour les disques durs portables 2,5 pouces, les SSD et les batteries externes. La coque en EVA de 4 mm est contrecollée de polyester 1680D ou de PU et thermopressée en coquille rigide ; à l’intérieur, une moitié maintient le disque par une sangle élastique ou un calage en mousse découpée, l’autre offre une poche en filet pour câbles et adaptateurs. Une fermeture à double curseur et une dragonne complètent l’étui.',
        'La mousse intérieure peut être découpée ou moulée pour épouser exactement votre appareil et ses accessoires. Le logo est généralement marqué en creux ou moulé dans le couvercle, ou appliqué sous forme de badge en PVC ou en métal, et les coloris et textures de surface peuvent être assortis à votre gamme.',
        'Fourni aux marques de stockage et d’électronique comme emballage livré avec le produit, et aux distributeurs comme accessoire de rechange. Les étuis sont conditionnés en sachets OPP dans des cartons de suremballage, ou en boîtes couleur pour la vente au détail.',
      ],
      material: 'EVA 4 mm, surface en polyester 1680D',
      customization: [
        'Calage en mousse sur mesure',
        'Tissu de surface et coloris',
        'Logo moulé, marqué en creux ou badge',
        'Dragonne ou mousqueton',
        'Boîte couleur pour la vente au détail',
      ],
      imageAlts: [
        'Étui en EVA bleu marine pour disque dur, vue de face',
        'Intérieur de l’étui EVA bleu marine : sangle élastique et poche en filet pour le câble',
      ],
    },
    'eva-tool-case': {
      name: 'Mallette à outils en EVA',
      summary:
        'Mallette robuste en EVA moulé avec poignée de transport et calage en mousse découpée, pour protéger outillage électroportatif, multimètres et kits de réparation.',
      description: [
        'Un étui rigide de plus grand format pour outils à main, visseuses sans fil, multimètres et kits de réparation. La coque en EVA haute densité de 5 mm (dureté 75°) est contrecollée d’un polyester 1680D résistant à l’abrasion et thermopressée avec un rebord renforcé, pour tenir le rythme de l’atelier. Une poignée moulée, une fermeture renforcée n° 8 et un calage en mousse EPE ou EVA découpé à la forme des outils maintiennent chaque élément en place.',
        'L’intérieur est conçu à partir de vos échantillons d’outils ou de vos plans CAO : empreintes dans la mousse, élastiques, poche zippée dans le couvercle pour embouts et notices, ou plateau amovible. Le marquage est moulé en relief sur le couvercle, sérigraphié, ou cousu sous forme d’étiquette tissée ou en PVC aux couleurs de votre marque.',
        'Les marques d’outillage et d’instrumentation l’utilisent comme emballage de vente pour leurs kits, les entreprises de l’automobile et des télécoms comme mallette pour leurs techniciens. Les mallettes sont conditionnées individuellement en sachet plastique et carton de suremballage, ou en boîte extérieure imprimée.',
      ],
      material: 'EVA 5 mm (75°), polyester 1680D, calage en mousse EPE',
      customization: [
        'Calage en mousse découpé à vos outils',
        'Dimensions et forme sur mesure',
        'Logo moulé ou imprimé',
        'Options de poignée et de bandoulière',
        'Plateau amovible ou poche de couvercle',
        'Boîte extérieure imprimée',
      ],
      imageAlts: [
        'Mallette à outils en EVA orange avec poignée, vue de face',
        'Détail de la fermeture renforcée et du rebord renforcé de la mallette orange',
      ],
    },
    'eva-camera-case': {
      name: 'Étui en EVA pour appareil photo',
      summary:
        'Étui en EVA moulé pour appareils compacts, caméras d’action et objectifs, avec intérieur rembourré et passant ceinture pour les prises de vue en extérieur.',
      description: [
        'Un étui rigide pour appareils photo compacts, caméras d’action, appareils instantanés et petits objectifs. Le corps en EVA de 4 mm est contrecollé d’un tissu déperlant et thermopressé en une forme profonde et arrondie, puis doublé de velours doux et équipé d’un séparateur rembourré. Au dos, un passant ceinture et des anneaux en D accueillent une bandoulière ou un mousqueton.',
        'Nous pouvons concevoir l’intérieur autour d’un appareil précis, par exemple un modèle GoPro, Insta360 ou Instax, avec des logements pour batteries, cartes mémoire et fixations. Tissus de surface au choix : nylon, cuir PU ou textures effet toile ; le logo est moulé, marqué en creux, imprimé ou cousu sous forme d’étiquette tissée.',
        'Utilisé par les marques d’appareils photo et de caméras d’action comme accessoire inclus, et vendu par les revendeurs photo et les marques d’outdoor et de voyage. Chaque étui est livré en sachet OPP ou en emballage à suspendre, avec bandoulière à votre marque en option.',
      ],
      material: 'EVA 4 mm, surface en nylon, doublure en velours',
      customization: [
        'Intérieur adapté à votre appareil',
        'Choix du tissu de surface',
        'Logo moulé, marqué en creux ou imprimé',
        'Bandoulière et passant ceinture',
        'Emballage à suspendre',
      ],
      imageAlts: [
        'Étui en EVA vert olive pour appareil photo, vue de face',
        'Détail du passant ceinture et de l’anneau en D de l’étui photo vert olive',
      ],
    },
    'eva-glasses-case': {
      name: 'Étui à lunettes en EVA',
      summary:
        'Étui à lunettes fin en EVA avec fermeture à glissière sur le pourtour, résistant à l’écrasement et disponible en formes sur mesure pour les marques de lunettes et les opticiens.',
      description: [
        'Un étui résistant à l’écrasement pour lunettes de soleil et montures optiques. La coque en EVA de 3 mm est contrecollée de cuir PU ou de lycra et thermopressée selon un profil fin et galbé qui suit la forme des montures. Une fermeture à glissière court sur trois côtés, l’intérieur est doublé d’un floquage doux, et une chiffonnette en microfibre peut être maintenue sous un élastique dans le couvercle.',
        'Dimensions et profil sont réalisés selon vos montures : carrées classiques, aviateur, sport enveloppantes ou lunettes de lecture. Le logo peut être moulé ou marqué en creux sur le couvercle, doré à chaud, imprimé ou ajouté sous forme de plaque métallique, et la doublure peut contraster avec la coque.',
        'Fourni aux marques de lunettes, aux chaînes d’opticiens et aux fabricants de lunettes de sport comme étui livré avec le produit, et aux distributeurs comme accessoire vendu séparément. Les étuis sont conditionnés avec une chiffonnette en sachet OPP ou en boîte carton.',
      ],
      material: 'EVA 3 mm, surface en cuir PU, doublure floquée',
      customization: [
        'Forme adaptée à vos montures',
        'Surface en PU ou en lycra',
        'Logo moulé, marqué en creux ou doré à chaud',
        'Doublure de couleur contrastante',
        'Chiffonnette et conditionnement en boîte',
      ],
      imageAlts: [
        'Étui à lunettes en EVA vieux rose, vue de face',
        'Détail de la fermeture sur le pourtour et de la doublure de l’étui à lunettes vieux rose',
      ],
    },
    'eva-game-controller-case': {
      name: 'Étui en EVA pour manette de jeu',
      summary:
        'Étui en EVA épousant la forme des manettes PS5, Xbox et Switch Pro, avec berceau moulé et poche pour accessoires, pour jouer partout.',
      description: [
        'Un étui rigide qui épouse la forme d’une manette de jeu, aussi compact que possible tout en protégeant les sticks et les gâchettes. La coque en EVA de 4 mm est contrecollée de polyester 1680D résistant ou de PU et thermopressée dans un moule en aluminium ; à l’intérieur, un berceau en EVA moulé maintient la manette sans jeu, et une poche en filet dans le couvercle accueille le câble de charge et des capuchons de stick de rechange.',
        'Nous disposons des moules pour les manettes PS5 DualSense, Xbox Series et Switch Pro, et en développons de nouveaux pour les manettes tierces ou sur mesure. Votre visuel peut être imprimé en UV ou par sublimation sur le couvercle, un logo peut être moulé en relief, et les couleurs de la surface et de la fermeture peuvent être assorties à un titre de jeu.',
        'Apprécié des marques d’accessoires gaming, des éditeurs de jeux vidéo pour leurs éditions collector et des équipes d’e-sport pour leurs produits dérivés. Conditionnement en boîte couleur imprimée ou en emballage à suspendre pour la vente au détail.',
      ],
      material: 'EVA 4 mm, surface en polyester 1680D ou PU',
      customization: [
        'Adapté à votre modèle de manette',
        'Couvercle imprimé en UV ou par sublimation',
        'Logo moulé en relief',
        'Fermeture et tissu assortis',
        'Boîte couleur ou emballage à suspendre',
      ],
      imageAlts: [
        'Étui en EVA bleu canard pour manette de jeu, vue de face',
        'Gros plan sur la surface texturée et la fermeture de l’étui pour manette bleu canard',
      ],
    },
  },
  faqs: [
    {
      question: 'Quelle est votre quantité minimale de commande (MOQ) ?',
      answer:
        'Notre MOQ standard est de 300 à 500 pièces par modèle pour les articles cousus comme les pochettes, sacs cabas et organiseurs, et de 500 à 1 000 pièces pour les étuis thermopressés et les étuis en EVA moulé. Différents coloris d’un même modèle peuvent généralement être cumulés pour atteindre le minimum. Pour une première commande d’essai, nous acceptons souvent une quantité inférieure moyennant un prix unitaire légèrement plus élevé : indiquez-nous simplement la quantité visée.',
    },
    {
      question: 'Puis-je obtenir un échantillon avant de commander, et à quel prix ?',
      answer:
        'Oui. Les échantillons de produits existants sont gratuits ; seuls les frais d’envoi express sont à votre charge. Les échantillons personnalisés avec votre logo, vos dimensions ou vos coloris coûtent de 50 à 150 USD par modèle selon la complexité et demandent 5 à 7 jours ouvrés, ou 7 à 10 jours si un nouveau moule EVA ou de thermopressage est nécessaire. Les frais d’échantillon sont intégralement remboursés lors de la commande de production.',
    },
    {
      question: 'Quel est le délai de production ?',
      answer:
        'Une fois l’échantillon validé et l’acompte reçu, comptez 15 à 30 jours pour les articles cousus, 20 à 30 jours pour les étuis thermopressés et 25 à 40 jours pour les étuis en EVA moulé, fabrication du moule comprise. La haute saison (d’août à novembre) peut ajouter environ une semaine : nous vous conseillons donc de confirmer vos commandes tôt. Une production express est possible pour certains articles ; n’hésitez pas à nous consulter.',
    },
    {
      question: 'Quels fichiers faut-il fournir pour mon logo ?',
      answer:
        'L’idéal est un fichier vectoriel : AI, EPS, PDF ou SVG, avec tous les textes vectorisés. Merci d’indiquer les références Pantone (PMS) des tons directs afin que nous puissions les reproduire fidèlement sur tissu et sur cuir ; pour la sublimation ou l’impression UV en quadrichromie, un PNG ou TIFF CMJN à 300 dpi convient également. Notre équipe de design vous envoie gratuitement une maquette numérique à valider avant l’échantillonnage.',
    },
    {
      question: 'Vos matières sont-elles sûres, et quelles certifications pouvez-vous fournir ?',
      answer:
        'Nous achetons tissus, PU, EVA et fermetures auprès de fournisseurs qualifiés et pouvons fournir des rapports d’essais REACH, Proposition 65 de Californie, CPSIA (plomb et phtalates) et EN 71 pour les produits destinés aux enfants, ainsi que FDA ou LFGB en cas de contact alimentaire. Les essais peuvent être réalisés par SGS, Intertek ou BV, et des tissus recyclés (GRS) ainsi que du coton biologique sont disponibles. Indiquez-nous votre marché cible et nous vous recommanderons les matières adaptées.',
    },
    {
      question: 'Comment contrôlez-vous la qualité ?',
      answer:
        'Chaque commande fait l’objet d’un contrôle des matières à réception, de contrôles en cours de fabrication sur chaque ligne et d’une vérification à 100 % des coutures, des fermetures et de l’impression sur les produits finis. Avant expédition, notre service qualité réalise une inspection finale par échantillonnage selon AQL 2,5 (défauts majeurs) / 4,0 (défauts mineurs) et vous envoie un rapport avec photos et vidéos. Les inspections par un organisme tiers comme SGS ou QIMA, ou par vos propres contrôleurs, sont les bienvenues.',
    },
    {
      question: 'Comment expédiez-vous, et quels Incoterms acceptez-vous ?',
      answer:
        'Nous proposons généralement nos prix FOB Shenzhen ; l’EXW, le CIF et le DDP porte-à-porte sont également possibles. L’express (DHL, FedEx, UPS) convient aux échantillons et aux petites commandes et prend 3 à 7 jours, le fret aérien environ 5 à 10 jours et le fret maritime 15 à 35 jours selon la destination. Nos transitaires prennent en charge le dédouanement et les droits pour les envois DDP vers les États-Unis, l’UE, le Royaume-Uni et l’Australie.',
    },
    {
      question: 'Quelles sont vos conditions de paiement ?',
      answer:
        'Pour les commandes de production, nous demandons un acompte de 30 % par virement bancaire (T/T) pour lancer la fabrication, le solde de 70 % étant réglé avant expédition sur présentation du rapport d’inspection et des photos. Les frais d’échantillon et les petits montants peuvent être réglés par PayPal ou carte bancaire. Avec nos clients réguliers, nous pouvons convenir d’une lettre de crédit (L/C) à vue ou d’autres modalités.',
    },
    {
      question: 'Pouvez-vous réaliser des emballages personnalisés ?',
      answer:
        'Oui. Outre les sachets OPP standard, nous produisons des sachets plastiques imprimés, des étiquettes volantes, des cartes cavalier, des étiquettes code-barres et FNSKU Amazon, des boîtes couleur, des boîtes kraft et des coffrets cadeaux rigides. Nous pouvons conditionner selon les exigences d’Amazon FBA et marquer les cartons de suremballage à vos marques d’expédition. Des emballages recyclés et sans plastique sont également proposés.',
    },
    {
      question: 'Proposez-vous l’OEM/ODM, et comment protégez-vous nos créations ?',
      answer:
        'Nous faisons les deux : de l’OEM d’après vos plans et échantillons, et de l’ODM, où notre équipe de design développe de nouveaux produits à partir de votre cahier des charges. Nous signons volontiers un accord de confidentialité (NDA) ou un accord NNN avant que vous ne nous transmettiez vos créations ; vos visuels et vos moules ne servent jamais à d’autres clients, et les produits non commercialisés ne sont jamais montrés sur des salons ni en ligne.',
    },
    {
      question: 'Combien coûte un moule EVA, et à qui appartient-il ?',
      answer:
        'Un moule en aluminium pour un étui EVA sur mesure coûte en général de 200 à 800 USD, selon la taille et le nombre d’empreintes ; les grands étuis ou les moules en acier peuvent dépasser 1 000 USD. La fabrication du moule prend 7 à 10 jours et il n’est payé qu’une fois. Il vous appartient, nous le stockons gratuitement pour vos réassorts, et une partie de son coût peut vous être remboursée lorsque vos commandes atteignent un volume convenu.',
    },
    {
      question: 'Pour quels modèles de téléphones et de tablettes pouvez-vous fabriquer des étuis ?',
      answer:
        'Nous disposons de moules de thermopressage et d’injection pour les modèles actuels d’iPhone, de Samsung Galaxy séries S et A, de Google Pixel et d’iPad, et nous avons généralement les moules des nouveaux modèles phares quelques semaines après leur sortie. Pour les autres modèles, un nouveau moule demande environ 7 à 10 jours. Envoyez-nous votre liste de modèles et nous vous confirmerons chacun d’eux.',
    },
    {
      question: 'Pouvons-nous visiter ou auditer votre usine ?',
      answer:
        'Bien sûr. Notre usine se trouve à Dongguan, dans le Guangdong, à environ une heure des aéroports de Shenzhen et de Canton, et nous organisons volontiers votre accueil à l’aéroport ou à la Foire de Canton. Nous avons passé avec succès les audits BSCI et ISO 9001 et pouvons vous communiquer les rapports ; si vous ne pouvez pas vous déplacer, nous proposons une visite de l’usine en direct par vidéo.',
    },
  ],
  homeCards: {
    sewing: [
      'Pochettes zippées en néoprène, polyester ou toile, coupées et cousues à vos dimensions pour les cosmétiques, les câbles et les petits objets du quotidien.',
      'Sacs cabas en toile ou en non-tissé, sérigraphiés, brodés ou laminés en quadrichromie : des sacs réutilisables qui portent votre marque.',
      'Trousses et trousses enroulables avec compartiments sur mesure, conçues pour les marques de papeterie et les opérations de rentrée scolaire.',
      'Sacs à dos à cordon et pochons cadeaux en polyester ou en coton, parfaits pour les événements, les kits de course et les emballages écoresponsables.',
      'Organiseurs de coffre et de dossier de siège en Oxford 600D avec séparateurs rigides, conçus pour les marques automobiles et maison.',
    ],
    heatPress: [
      'Coques en cuir PU thermopressées sur des coques en PC, pour des bords sans couture et des logos nets marqués en creux.',
      'Étuis Smart Cover à trois volets et magnétiques, avec veille et réveil automatiques, ajustés avec précision aux iPad et tablettes Android.',
      'Pochettes bandoulière et étuis moulés qui protègent le téléphone tout en vous laissant les mains libres.',
      'Housses de tablette avec porte-stylet et coques antichocs pour les écoles, les bureaux et les enfants.',
      'Étuis folio et coques imprimées par sublimation aux couleurs de votre marque, avec des visuels de qualité photo qui ne s’écaillent jamais.',
    ],
    evaMolded: [
      'Étuis compacts en EVA pour écouteurs et câbles, thermopressés pour garder leur forme et résister à l’écrasement.',
      'Mallettes à outils robustes en EVA avec calages en mousse découpée qui maintiennent chaque outil à sa place.',
      'Étuis antichocs en EVA pour disques durs, SSD et batteries externes, l’étui de référence livré avec les produits des marques d’électronique.',
      'Étuis en EVA épousant la forme des manettes, avec couvercle imprimé et berceau moulé pour jouer partout.',
      'Étuis photo en EVA prêts pour l’extérieur, avec intérieur rembourré, passant ceinture et votre logo moulé dans le couvercle.',
    ],
  },
  slider: {
    sewing: {
      title: 'Articles textiles cousus selon votre cahier des charges',
      subtitle:
        'Pochettes, sacs cabas, trousses et organiseurs, coupés et cousus sur nos huit lignes dès 300 pièces.',
      button: 'Découvrir les articles cousus',
    },
    'heat-press': {
      title: 'Des étuis thermopressés, ajustés comme un gant',
      subtitle:
        'Coques en cuir, étuis Smart Cover et housses folio pour tablette, formés sur nos propres presses à chaud.',
      button: 'Découvrir les étuis thermopressés',
    },
    'eva-molded': {
      title: 'Étuis rigides en EVA, moulés dans nos ateliers',
      subtitle:
        'Étuis de protection pour l’électronique, l’outillage et les appareils photo : notre propre atelier de moules et 30 presses, du moule à l’expédition.',
      button: 'Découvrir les étuis EVA',
    },
  },
};
