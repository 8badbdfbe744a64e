import type { SeedTranslation } from './types';

/** Demo content in Spanish (neutral international Spanish, formal "usted"). */
export const content: SeedTranslation = {
  companyName: 'Dongguan Hengxin Case',
  legalName: 'Dongguan Hengxin Case Co., Ltd.',
  tagline: 'Estuches y artículos textiles a medida, fabricados para su marca',
  province: 'Guangdong, China',
  aboutUs: [
    'Dongguan Hengxin Case se fundó en 2015 en Dongguan, en la provincia de Guangdong, en pleno corazón del principal polo chino de fabricación de bolsos y estuches. Desde hace más de diez años diseñamos, desarrollamos y fabricamos estuches y artículos textiles a medida para marcas, distribuidores y proveedores de artículos promocionales de todo el mundo, y acompañamos cada proyecto desde el primer boceto hasta la carga de las cajas en el contenedor.',
    'Nuestra fábrica de 12 000 m² reúne tres procesos bajo un mismo techo. Ocho líneas de costura con más de 150 operarios cualificados producen neceseres, bolsas tote, estuches escolares, bolsas con cordón y organizadores para el coche; el taller de prensado en caliente fabrica fundas de piel para móvil, fundas inteligentes, bolsos para móvil y fundas para tableta; y el taller de moldeado de EVA, con 30 prensas en caliente y taller de moldes propio, produce estuches rígidos para electrónica, herramientas, cámaras y gafas. En conjunto fabricamos más de 800 000 piezas al mes.',
    'Nuestros diseñadores y patronistas pueden convertir su briefing en una muestra física en tan solo cinco días, y nuestros ingenieros le recomiendan los materiales, moldes y métodos de fabricación que mejor se ajustan a su presupuesto y a su mercado. Exportamos a clientes de Norteamérica, Europa, Japón, Australia y Oriente Medio. La fábrica cuenta con auditoría BSCI y certificación ISO 9001, y los materiales pueden ensayarse conforme a REACH, Prop 65 y CPSIA.',
    'Creemos en los presupuestos honestos, la comunicación clara y el cumplimiento de lo prometido, en el plazo acordado. Tanto si necesita 300 neceseres con su marca como 100 000 estuches de EVA, tratamos cada pedido como el comienzo de una relación a largo plazo.',
  ],
  categories: {
    sewing: 'Costura',
    'heat-press': 'Prensado en caliente',
    'eva-molded': 'EVA moldeado',
    pouch: 'Neceseres y bolsas con cremallera',
    'tote-bag': 'Bolsas tote',
    'pencil-bag': 'Estuches escolares',
    'drawstring-bag': 'Bolsas con cordón',
    'trunk-organizer': 'Organizadores para coche',
    'phone-case': 'Fundas para móvil',
    'smart-cover': 'Fundas inteligentes',
    'phone-holder': 'Bolsos para móvil',
    'tablet-cover': 'Fundas para tableta',
    'hard-shell-case': 'Estuches rígidos',
  },
  products: {
    'neoprene-zip-pouch': {
      name: 'Bolsa de neopreno con cremallera',
      summary:
        'Bolsa suave de neopreno de 3 mm con cremallera YKK para cables, cosméticos y objetos de uso diario, totalmente personalizable por impresión para campañas promocionales.',
      description: [
        'Esta bolsa con cremallera se corta en neopreno SBR de 3 mm laminado por ambas caras con punto de poliéster elástico, lo que le da un tacto suave, una ligera protección contra golpes y la capacidad de recuperar su forma tras viajar plegada. Una cremallera YKK n.º 5 de espiral de nailon recorre la parte superior y todas las costuras van ribeteadas para un acabado limpio.',
        'Elija entre más de 30 colores de tejido en stock o envíenos su diseño para una impresión por sublimación a toda superficie, con fotos y degradados de borde a borde. El logotipo también puede serigrafiarse, aplicarse por transfer térmico o como parche de PVC, y el tirador puede sustituirse por uno metálico o de silicona con su marca. El tamaño, el grosor (2–5 mm) y los bolsillos interiores de malla son ajustables.',
        'Usos habituales: organizador de cables y cargadores, neceser de cosmética, estuche para la vuelta al cole y regalo por compra. Cada bolsa se embala en una bolsa OPP individual; bajo pedido se añaden etiquetas colgantes, pegatinas con código de barras y cartones cabecera para la venta minorista.',
      ],
      material: 'Neopreno SBR de 3 mm, punto de poliéster',
      customization: [
        'Tamaño y grosor a medida',
        'Impresión por sublimación a todo color',
        'Logotipo impreso, transfer térmico o parche de PVC',
        'Tirador de cremallera con su marca',
        'Embalaje de marca propia',
      ],
      imageAlts: [
        'Bolsa de neopreno naranja con cremallera, vista frontal',
        'Detalle de la cremallera y la costura ribeteada de la bolsa de neopreno naranja',
      ],
    },
    'cosmetic-travel-pouch': {
      name: 'Neceser de viaje para cosmética',
      summary:
        'Neceser de maquillaje hidrorrepelente con forro recubierto de PU fácil de limpiar y amplia abertura, pensado para marcas de belleza, hoteles y travel retail.',
      description: [
        'Un neceser de forma cúbica y amplia abertura, diseñado para kits de viaje y estuches de regalo de marcas de belleza. El exterior es de poliéster reciclado (rPET) 300D con acabado hidrorrepelente, y el forro de tejido recubierto de PU se limpia con un paño tras cualquier derrame. Una fina espuma en los laterales ayuda a mantener la forma, y en la costura lateral va cosida un asa de tejido.',
        'El neceser se fabrica en nuestras propias líneas de costura, por lo que las medidas, la profundidad del fuelle y la distribución interior (elásticos para brochas, bolsillos de malla, separador extraíble) pueden adaptarse a sus productos. Los colores se igualan a Pantone; el logotipo puede serigrafiarse, estamparse en caliente con foil, bordarse o aplicarse como etiqueta tejida cosida, y la cinta y el tirador de la cremallera también pueden teñirse a juego.',
        'Muy solicitado por marcas de cosmética y cuidado de la piel para promociones de regalo por compra, por hoteles y aerolíneas para sus kits de amenities y por minoristas como accesorio de viaje de marca propia. Opciones de embalaje: bolsa OPP, faja de papel impresa o caja de regalo con su marca.',
      ],
      material: 'Poliéster reciclado 300D, forro recubierto de PU',
      customization: [
        'Tamaño y distribución interior a medida',
        'Igualación de colores Pantone',
        'Serigrafía, estampado con foil o bordado',
        'Etiqueta tejida personalizada',
        'Caja de regalo con su marca',
      ],
      imageAlts: [
        'Neceser de viaje rosa palo, vista frontal',
        'Detalle del tirador y el forro fácil de limpiar del neceser rosa palo',
      ],
    },
    'tech-accessory-pouch': {
      name: 'Organizador de accesorios tecnológicos',
      summary:
        'Organizador acolchado para cargadores, cables y baterías externas, con elásticos y bolsillo de malla en el interior de una resistente carcasa de poliéster 600D.',
      description: [
        'Un organizador con apertura tipo concha que mantiene en orden cargadores, cables, auriculares y baterías externas. El exterior de poliéster 600D lleva un recubrimiento de PU que lo hace resistente al agua, con acolchado de espuma EPE de 5 mm entre el tejido exterior y el forro. En el interior, un lado lleva elásticos de distintos anchos y el otro un bolsillo de malla con cremallera; una cremallera YKK n.º 5 de doble carro permite abrirlo completamente en plano.',
        'Toda la distribución interior es modificable: el número y el ancho de los elásticos, un separador acolchado, una ranura para tarjetas o un portabolígrafos. El logotipo suele aplicarse como parche de PVC, etiqueta de piel PU grabada en bajorrelieve o bordado, y el exterior está disponible en tejido jaspeado, ripstop o reciclado.',
        'Una opción ideal para marcas de electrónica que agrupan accesorios, programas de regalo corporativo y kits de bienvenida del departamento de TI. Embalaje estándar en bolsa OPP con sobre de gel de sílice; también disponible en caja de color impresa con su código de barras.',
      ],
      material: 'Poliéster 600D, acolchado de espuma EPE, forro de poliéster',
      customization: [
        'Distribución interior a medida',
        'Parche de PVC o etiqueta de piel PU',
        'Logotipo bordado',
        'Elección de tejido, incluido reciclado',
        'Caja de color con código de barras',
      ],
      imageAlts: [
        'Organizador de accesorios tecnológicos gris antracita, vista frontal',
        'Interior del organizador gris antracita: elásticos y bolsillo de malla',
      ],
    },
    'felt-laptop-sleeve': {
      name: 'Funda de fieltro para portátil',
      summary:
        'Funda minimalista de fieltro de poliéster de 4 mm para portátiles de 13 a 16 pulgadas, con solapa de piel PU y cierre magnético: un regalo de marca sencillo y sostenible.',
      description: [
        'Cortada en fieltro de poliéster de 4 mm fabricado en parte con botellas de PET recicladas, esta funda es ligera, suave y amortigua los golpes de forma natural. El cuerpo se dobla y se cose con doble pespunte a ambos lados, y una solapa de piel PU con broche magnético oculto sujeta el portátil con firmeza sin rayarlo. Un bolsillo frontal opcional admite un cargador o una libreta.',
        'Patronamos la funda para modelos concretos, desde ultrabooks de 13 pulgadas hasta estaciones de trabajo de 16, con una precisión de pocos milímetros. El logotipo puede grabarse en bajorrelieve o por láser en la etiqueta de piel, imprimirse sobre el fieltro o coserse como etiqueta tejida. El fieltro está disponible en gris claro, gris oscuro y arena, o teñido en su color.',
        'Muy utilizada como regalo corporativo, en kits para congresos y como accesorio de venta minorista para marcas de informática y papelería. Las fundas se embalan en plano, en fajas de papel kraft reciclable o bolsas OPP, para reducir el volumen de envío.',
      ],
      material: 'Fieltro de poliéster de 4 mm (rPET), piel PU',
      size: '36 × 26 cm (14 pulgadas); disponible de 13 a 16 pulgadas',
      customization: [
        'Tamaño adaptado a su modelo de portátil',
        'Etiqueta de piel grabada en bajorrelieve o por láser',
        'Elección del color del fieltro',
        'Bolsillo frontal opcional',
        'Embalaje en papel kraft',
      ],
      imageAlts: [
        'Funda de fieltro color arena para portátil con solapa de piel, vista frontal',
        'Detalle del borde cosido y la solapa magnética de la funda de fieltro color arena',
      ],
    },
    'canvas-promotional-tote': {
      name: 'Bolsa tote promocional de lona',
      summary:
        'Resistente bolsa tote de lona de algodón de 12 oz con asas reforzadas, un clásico para ferias, comercios y merchandising de marca.',
      description: [
        'Una bolsa tote resistente para el día a día en lona de algodón natural de 12 oz, con asas de 3 cm del mismo tejido reforzadas en la parte superior con costura en cuadro. La base puede ser plana o con fuelle, y la bolsa soporta 10 kg con comodidad. Las costuras interiores van remalladas, con bolsillo interior o broche magnético opcionales.',
        'La lona está disponible en color natural, teñida en Pantone o en algodón orgánico (GOTS bajo pedido). El logotipo se serigrafía hasta en seis tintas planas, se imprime en DTF para diseños a todo color o se borda; una etiqueta tejida en la costura lateral aporta un acabado de tienda.',
        'Usos habituales: obsequios en ferias, merchandising de librerías y cafeterías, bolsas para eventos y bolsas de compra reutilizables para comercios. Las bolsas se doblan y se embalan a granel en cajas de 100 unidades, o de forma individual con etiqueta colgante.',
      ],
      material: 'Lona de algodón de 12 oz',
      customization: [
        'Tamaño y fuelle a medida',
        'Serigrafía hasta 6 colores',
        'Impresión DTF a todo color o bordado',
        'Lona teñida u orgánica',
        'Etiqueta tejida y etiqueta colgante',
      ],
      imageAlts: [
        'Bolsa tote de lona color arena, vista frontal',
        'Detalle del asa con costura de refuerzo en cuadro de la bolsa de lona color arena',
      ],
    },
    'laminated-non-woven-tote': {
      name: 'Bolsa de tela no tejida laminada',
      summary:
        'Bolsa de compra de tela no tejida de 120 g/m² con laminado brillo o mate e impresión a todo color: una bolsa reutilizable y económica para comercios y eventos.',
      description: [
        'Fabricada en tela no tejida de PP de 120 g/m² laminada con una película de BOPP impresa, esta bolsa combina una calidad de impresión fotográfica con la resistencia de una bolsa cosida. El fuelle lateral y una base rígida le permiten mantenerse de pie, y las asas van reforzadas con costura en cruz. El laminado la hace resistente al agua y fácil de limpiar.',
        'El diseño se imprime sobre la película en huecograbado u offset, en cuatricromía más tintas directas, de modo que los degradados, las fotos y los textos pequeños se reproducen con nitidez en toda la bolsa. Puede elegir película brillo o mate, el largo de las asas y el ancho del fuelle; para pedidos de gran volumen ofrecemos construcción soldada por ultrasonidos, que reduce el coste.',
        'Muy utilizada por supermercados y tiendas de moda y cosmética como bolsa de compra reutilizable, y por expositores y oficinas de turismo en eventos. Las bolsas se embalan en plano, en paquetes de 100, para optimizar la carga del contenedor.',
      ],
      material: 'Tela no tejida de PP de 120 g/m², película de BOPP laminada',
      customization: [
        'Impresión en cuatricromía sobre película',
        'Laminado brillo o mate',
        'Tamaño y fuelle a medida',
        'Largo y color de las asas',
        'Construcción cosida o por ultrasonidos',
      ],
      imageAlts: [
        'Bolsa de tela no tejida laminada verde azulado, vista frontal',
        'Detalle de la superficie laminada y la costura del asa de la bolsa verde azulado',
      ],
    },
    'double-zip-pencil-case': {
      name: 'Estuche escolar de doble cremallera',
      summary:
        'Estuche de dos compartimentos en poliéster 600D con cremalleras YKK y elásticos interiores para bolígrafos, dimensionado para material escolar y de oficina.',
      description: [
        'Un estuche con dos compartimentos de cremallera independiente: el delantero sujeta bolígrafos y marcadores con elásticos, y el trasero es un espacio abierto para reglas, gomas y notas adhesivas. El exterior es de poliéster 600D con recubrimiento de PVC y el forro de poliéster 210D; ambas cremalleras YKK n.º 5 llevan tiradores engomados para un agarre cómodo.',
        'Los colores, el tamaño y la distribución interior pueden adaptarse por completo, incluso con un tercer compartimento o una ventana transparente para tarjeta de nombre. El logotipo se serigrafía, se aplica por transfer térmico o se borda, y podemos añadir una etiqueta tejida, un parche de PVC o ilustraciones de personajes para colecciones con licencia.',
        'Sus compradores habituales son marcas de papelería, minoristas de vuelta al cole, programas educativos y proveedores de artículos promocionales. Cada estuche se embala en bolsa OPP con cartón cabecera o pegatina de código de barras, listo para el lineal.',
      ],
      material: 'Poliéster 600D, forro de poliéster 210D',
      customization: [
        'Compartimentos y distribución a medida',
        'Serigrafía, transfer térmico o bordado',
        'Parche de PVC o etiqueta tejida',
        'Cremalleras a juego con el color',
        'Embalaje con cartón cabecera',
      ],
      imageAlts: [
        'Estuche escolar azul marino de doble cremallera, vista frontal',
        'Detalle de las dos cremalleras y los tiradores engomados del estuche azul marino',
      ],
    },
    'roll-up-pencil-wrap': {
      name: 'Portalápices enrollable',
      summary:
        'Portalápices enrollable de lona con 24 compartimentos individuales y cierre de cordón, uno de los favoritos de las marcas de bellas artes y los kits de dibujo.',
      description: [
        'Este portalápices enrollable guarda lápices de colores, pinceles o brochas de maquillaje en compartimentos cosidos uno a uno; después se enrolla y se ata con un cordón de algodón. Está confeccionado en lona de algodón lavada de 10 oz, con una solapa superior que cubre las puntas para que nada se deslice y ribete de piel PU en los bordes para mayor durabilidad.',
        'El número y el ancho de los compartimentos son ajustables, desde 12 ranuras estrechas para lápices hasta 48 para juegos completos de artista, o bolsillos más anchos para pinceles y herramientas. Opciones de marcaje: parche de piel grabado en bajorrelieve, etiqueta tejida, bordado o serigrafía; la lona se ofrece en verde oliva, caqui y negro, o teñida en su color.',
        'Lo utilizan marcas de bellas artes y papelería, en estuches de regalo de lápices y pinceles, y tiendas de manualidades como accesorio de marca propia. Puede enviarse vacío o bien lo llenamos con sus lápices en nuestra línea y lo embalamos con faja impresa o en caja de regalo.',
      ],
      material: 'Lona de algodón lavada de 10 oz, ribete de piel PU',
      size: '38 × 22 cm (abierto)',
      customization: [
        'Número y ancho de los compartimentos',
        'Parche de piel grabado o etiqueta tejida',
        'Bordado o serigrafía',
        'Color de la lona',
        'Montaje de kits y caja de regalo',
      ],
      imageAlts: [
        'Portalápices enrollable de lona verde oliva, vista frontal',
        'Detalle de los compartimentos cosidos y el cordón de cierre del portalápices verde oliva',
      ],
    },
    'polyester-drawstring-backpack': {
      name: 'Mochila saco de poliéster',
      summary:
        'Mochila saco ligera de poliéster 210D con esquinas reforzadas, el obsequio por excelencia para eventos deportivos, colegios y campañas.',
      description: [
        'Una mochila de cuerdas ligera en poliéster 210D, con cordones de algodón y poliéster de 4 mm que hacen de tirantes y cierran la boca de un solo tirón. Las esquinas inferiores van reforzadas con piezas de PU o cinta y ojales metálicos, para que los cordones no rasguen el tejido con el peso. Opciones: bolsillo delantero con cremallera, salida para auriculares y banda reflectante.',
        'Para clubes deportivos y campañas ofrecemos impresión por sublimación integral, o serigrafía hasta en cuatro colores para logotipos más sencillos. Para versiones de venta minorista conviene un poliéster 420D más grueso o reciclado, y los cordones pueden teñirse a juego o sustituirse por cinta plana.',
        'Usos habituales: bolsas del corredor en maratones y carreras, mochilas para colegios y clubes, obsequios de gimnasios y campañas de ONG o institucionales. Las mochilas se embalan en plano a granel o de forma individual en bolsas OPP.',
      ],
      material: 'Poliéster 210D, cordón de algodón y poliéster',
      customization: [
        'Sublimación integral o serigrafía',
        'Bolsillo delantero con cremallera o banda reflectante',
        'Tejido 420D o reciclado',
        'Cordones a juego con el color',
        'Embalaje a granel o individual',
      ],
      imageAlts: [
        'Mochila saco de poliéster naranja, vista frontal',
        'Detalle de la esquina reforzada y el ojal de la mochila saco naranja',
      ],
    },
    'cotton-gift-drawstring-bag': {
      name: 'Bolsa de regalo de algodón con cordón',
      summary:
        'Bolsa de algodón natural con cordón para envolver regalos, joyas y calzado o como funda antipolvo, impresa con su logotipo en una o varias tintas.',
      description: [
        'Una bolsa con cordón sencilla y elegante, cosida en algodón natural, desde muselina de 100 g/m² hasta sarga o lona de 240 g/m², con uno o dos cordones de algodón que pasan por una jareta cosida. Las costuras interiores son francesas o remalladas para que la bolsa luzca limpia al abrirla, y los extremos del cordón pueden anudarse, rematarse con herretes metálicos o con cuentas de madera.',
        'Los tamaños van desde bolsitas para joyería de 8 × 10 cm hasta fundas antipolvo de 40 × 50 cm para calzado y bolsos. El logotipo se serigrafía, se estampa en caliente con foil o se borda; en la costura puede coserse una etiqueta de algodón impresa o una etiqueta tejida, y el tejido puede teñirse en colores Pantone.',
        'La eligen marcas de joyería, cosmética, té y moda como envase de regalo reutilizable, y vendedores de comercio electrónico que sustituyen las bolsas de plástico. Las bolsas se suministran en plano, contadas y agrupadas en paquetes, listas para su línea de embalaje.',
      ],
      material: 'Algodón natural (100–240 g/m²)',
      size: '25 × 30 cm (disponible de 8 × 10 a 40 × 50 cm)',
      customization: [
        'Cualquier tamaño a partir de 8 × 10 cm',
        'Serigrafía, estampado con foil o bordado',
        'Tejido teñido en Pantone',
        'Tipo de cordón y herretes',
        'Etiqueta tejida cosida',
      ],
      imageAlts: [
        'Bolsa de regalo de algodón color arena con cordón, vista frontal',
        'Detalle de la jareta del cordón de la bolsa de algodón color arena',
      ],
    },
    'collapsible-trunk-organizer': {
      name: 'Organizador plegable para maletero',
      summary:
        'Organizador de maletero de varios compartimentos en tela Oxford 600D, con separadores rígidos y plegable cuando no se usa, para marcas de automoción y minoristas.',
      description: [
        'Un robusto organizador para el maletero del coche con tres compartimentos principales, confeccionado en tela Oxford 600D sobre paneles extraíbles de PE de 3 mm o de cartón alveolar que mantienen las paredes rectas. Las tiras antideslizantes o el velcro de la base se sujetan a la moqueta del maletero, y las asas de cinta en ambos extremos facilitan sacarlo. Cuando no se usa, se retiran los paneles y el organizador se pliega en plano.',
        'Pueden definirse las medidas, el número de compartimentos, los bolsillos exteriores de malla, una sección isotérmica con forro de aluminio y una tapa con cremallera. El marcaje suele ser una etiqueta tejida, una impresión reflectante o un parche de PVC con el logotipo en el panel frontal.',
        'Lo venden marcas de accesorios para automóvil, lo regalan concesionarios con la compra del vehículo y lo tienen en catálogo minoristas de hogar y exterior. Cada unidad se pliega en una caja de color o una bolsa impresa, con cajas máster dimensionadas para una carga eficiente del contenedor.',
      ],
      material: 'Tela Oxford 600D, paneles de PE',
      customization: [
        'Tamaño y compartimentos a medida',
        'Sección isotérmica o tapa con cremallera',
        'Etiqueta tejida, parche de PVC o impresión reflectante',
        'Opciones de base antideslizante',
        'Embalaje en caja de color',
      ],
      imageAlts: [
        'Organizador plegable para maletero gris antracita, vista frontal',
        'Detalle del asa y el bolsillo lateral del organizador de maletero gris antracita',
      ],
    },
    'back-seat-car-organizer': {
      name: 'Organizador para respaldo de asiento',
      summary:
        'Organizador para el respaldo del asiento con funda para tableta, portabotellas y panel antipatadas, confeccionado en resistente poliéster 600D para coches familiares.',
      description: [
        'Este organizador se cuelga del respaldo de un asiento delantero con una correa ajustable al reposacabezas y una correa elástica inferior con hebillas de apertura lateral. Está confeccionado en poliéster 600D con recubrimiento de PVC e incluye una funda transparente para tableta que permite usar la pantalla táctil, dos portabotellas isotérmicos, bolsillos de malla y un dispensador de pañuelos; el panel de ancho completo protege el respaldo de los zapatos de los niños.',
        'Podemos cambiar la distribución de los bolsillos, ampliar la ventana para tabletas de 12,9 pulgadas, añadir una bandeja abatible o fabricar una versión fina para vehículos de VTC. El logotipo se imprime, se borda o se cose como etiqueta tejida, y los colores se ajustan a Pantone.',
        'Muy apreciado por marcas de accesorios para automóvil, marcas de puericultura y productos para la familia y flotas de VTC. Cada unidad se pliega en caja de color o bolsa impresa, con todas las correas incluidas.',
      ],
      material: 'Poliéster 600D, ventana de PVC transparente, malla',
      customization: [
        'Distribución de bolsillos a medida',
        'Ventana para tableta más grande',
        'Bandeja abatible opcional',
        'Logotipo impreso, bordado o etiqueta tejida',
        'Embalaje en caja de color',
      ],
      imageAlts: [
        'Organizador para respaldo de asiento azul marino, vista frontal',
        'Detalle de la funda para tableta y el portabotellas del organizador azul marino',
      ],
    },
    'heat-press-leather-phone-case': {
      name: 'Funda de piel para móvil prensada en caliente',
      summary:
        'Piel PU prensada en caliente sobre una carcasa de PC para un acabado envolvente sin costuras, con marca grabada en bajorrelieve o impresa, para modelos iPhone y Samsung.',
      description: [
        'Una funda trasera fina en la que la piel PU se une a una carcasa rígida de PC mediante prensado en caliente: la piel se coloca sobre la carcasa, se encola y se prensa en un molde de aluminio caliente, de modo que envuelve los bordes sin costuras visibles. Tiene el tacto de un accesorio de piel y conserva recortes precisos para cámaras, botones y conectores, con forro interior de microfibra.',
        'El logotipo y los motivos se graban en bajorrelieve en el mismo ciclo de prensado, o se añaden mediante estampado en caliente con foil, impresión UV o grabado láser. Pueden elegirse el grano, el color y el grosor de la piel, y entre la carcasa y la piel puede integrarse un anillo magnético compatible con MagSafe. Cada modelo de móvil requiere su propio molde de prensado; disponemos de moldes para los modelos actuales de iPhone y Galaxy.',
        'La eligen marcas de accesorios para móvil, firmas de lujo y moda para su merchandising y compradores corporativos para regalos a directivos. Opciones de embalaje: cajas de cartón impresas, blísteres y cajas ecológicas de kraft.',
      ],
      material: 'Piel PU, carcasa de PC, forro de microfibra',
      size: 'Para las series iPhone 15/16 y Galaxy S24/S25',
      customization: [
        'Modelo de móvil y recortes',
        'Grabado en bajorrelieve, estampado con foil o impresión UV',
        'Grano y color de la piel',
        'Anillo magnético MagSafe',
        'Caja de venta minorista',
      ],
      imageAlts: [
        'Funda de piel PU naranja prensada en caliente para móvil, vista frontal',
        'Detalle del borde envolvente y el recorte de la cámara de la funda de piel naranja',
      ],
    },
    'sublimation-tpu-phone-case': {
      name: 'Funda de TPU para sublimación',
      summary:
        'Funda flexible de TPU con panel trasero impreso por sublimación para diseños personalizados de calidad fotográfica, ideal para marcas, artistas y eventos.',
      description: [
        'Una funda de TPU que absorbe los impactos, con un panel trasero de aluminio recubierto o de PC rígido preparado para la impresión por sublimación. El diseño se imprime en papel de transferencia y se prensa en caliente a unos 190 °C, de modo que las tintas pasan a estado gaseoso y se fijan en el recubrimiento: la impresión no se despega, no se raya y no se decolora con el sol. Los bordes elevados alrededor de la cámara y la pantalla aportan protección adicional.',
        'Como cada panel se transfiere por separado, los diseños pueden variar dentro de un mismo pedido, algo ideal para colaboraciones con artistas y programas de personalización. Pueden elegirse el color del TPU (transparente, negro o tintado) y el acabado del panel (brillo o mate), y cubrimos la mayoría de los modelos actuales de iPhone, Samsung, Google Pixel y Xiaomi.',
        'Se utiliza para merchandising de marca, obsequios de eventos y equipos deportivos, colecciones de artistas e influencers y tiendas de impresión bajo demanda. Las fundas se embalan en bolsas OPP individuales con un inserto de cartón, o en cajas de venta minorista.',
      ],
      material: 'Marco de TPU, panel de aluminio con recubrimiento para sublimación',
      size: 'Para iPhone 13–16, series Galaxy S/A y Pixel',
      customization: [
        'Diseño a todo color por sublimación',
        'Diseños variados en un mismo pedido',
        'Color del TPU y acabado del panel',
        'Amplia cobertura de modelos de móvil',
        'Embalaje para venta minorista',
      ],
      imageAlts: [
        'Funda de TPU verde azulado impresa por sublimación, vista frontal',
        'Detalle del borde elevado de la cámara y el panel impreso de la funda de TPU verde azulado',
      ],
    },
    'card-slot-folio-phone-case': {
      name: 'Funda tipo libro con tarjetero',
      summary:
        'Funda tipo libro de piel PU con tres ranuras para tarjetas, bolsillo para billetes y solapa magnética, prensada en caliente para unos bordes y un marcaje impecables.',
      description: [
        'Una funda tipo cartera que protege la pantalla y sustituye al tarjetero. La tapa de piel PU se prensa en caliente sobre un cartón de refuerzo para conseguir bordes firmes y nítidos, mientras el móvil se aloja en una carcasa interior blanda de TPU. En el interior hay tres ranuras para tarjetas y un bolsillo para billetes de largo completo; una solapa magnética mantiene la tapa cerrada, y la tapa se dobla hacia atrás como soporte horizontal para ver vídeos.',
        'Entre las opciones figuran un forro con bloqueo RFID, una anilla para correa de muñeca y la elección entre piel PU o piel auténtica. El logotipo se graba en bajorrelieve en caliente, se estampa con foil o se borda en la tapa, y el color del canto y de las costuras puede ajustarse a su marca.',
        'Se vende en tiendas de accesorios para móvil y de operadoras, y clientes corporativos y hoteles la utilizan como regalo de marca de alta gama. Las fundas se embalan en cajas con ventana o cajas de regalo de kraft con la etiqueta de su código de barras.',
      ],
      material: 'Piel PU, carcasa interior de TPU',
      size: 'Para las series iPhone 15/16 y Galaxy S24/S25',
      customization: [
        'Adaptada a sus modelos de móvil',
        'Grabado en bajorrelieve, estampado con foil o bordado',
        'Forro con bloqueo RFID',
        'Piel PU o piel auténtica',
        'Color de costuras y cantos',
        'Embalaje en caja con ventana',
      ],
      imageAlts: [
        'Funda tipo libro azul marino con tarjetero, vista frontal',
        'Detalle de las ranuras para tarjetas y la solapa magnética de la funda azul marino',
      ],
    },
    'tri-fold-smart-cover': {
      name: 'Funda inteligente tríptica',
      summary:
        'Funda fina tríptica para tableta con imanes de suspensión y activación automáticas y función de soporte, en piel PU prensada en caliente para iPad y tabletas Android.',
      description: [
        'Una funda ligera plegable en tres para tableta: la tapa delantera se dobla en triángulo para sostener la tableta en ángulo de escritura o de visionado, y los imanes integrados activan la suspensión y la activación automáticas. La piel PU se prensa en caliente sobre un cartón de fibra segmentado para conseguir pliegues limpios y planos, y la parte trasera es una carcasa translúcida de PC rígido o de TPU blando que deja ver el dispositivo.',
        'Disponible para los modelos actuales de iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo y Xiaomi. Los colores, el forro de microfibra, un portalápices y el logotipo grabado en bajorrelieve o impreso en la tapa son opcionales; la posición de los imanes se prueba en cada modelo antes de la producción en serie.',
        'Muy solicitada por minoristas de electrónica, programas educativos con tabletas y ofertas de operadoras de telecomunicaciones. Las fundas se embalan en cajas individuales de venta minorista o a granel en bolsas OPP para distribuidores.',
      ],
      material: 'Piel PU, cartón de fibra, carcasa trasera de PC',
      size: 'Para iPad de 10,9/11 pulgadas, iPad Air de 11/13 pulgadas y Galaxy Tab S9/S10',
      customization: [
        'Adaptada a sus modelos de tableta',
        'Colores y forro a medida',
        'Portalápices opcional',
        'Logotipo grabado en bajorrelieve o impreso',
        'Embalaje para venta minorista o a granel',
      ],
      imageAlts: [
        'Funda inteligente tríptica gris antracita, vista frontal',
        'Detalle de los pliegues y el soporte de la funda inteligente gris antracita',
      ],
    },
    'magnetic-smart-folio': {
      name: 'Funda Smart Folio magnética',
      summary:
        'Funda magnética que se coloca y se retira en segundos, con acabado de tacto suave y suspensión y activación automáticas, para iPad Air y iPad Pro.',
      description: [
        'En lugar de una carcasa, esta funda se fija a la tableta con potentes imanes alineados con los del propio dispositivo, por lo que se coloca y se retira en segundos y apenas añade grosor. Los paneles delantero y trasero son de PU de tacto suave prensado en caliente sobre un cartón fino, con un forro de microfibra que mantiene limpia la pantalla, y la tapa delantera se pliega como soporte de dos ángulos.',
        'Como la alineación de los imanes es fundamental, cada modelo se desarrolla con un molde específico y se prueba la suspensión y activación y la fuerza de sujeción antes de la producción. Elija entre nuestras cartas de colores o especifique colores Pantone; el logotipo se graba en bajorrelieve, se serigrafía o se graba por láser.',
        'Pensada para marcas de accesorios premium, minoristas de diseño y programas de regalo corporativo. El embalaje suele ser una caja rígida impresa o una bandeja de papel reciclable con faja.',
      ],
      material: 'PU de tacto suave, cartón fino, forro de microfibra',
      size: 'Para iPad Air de 11/13 pulgadas y iPad Pro de 11/13 pulgadas',
      customization: [
        'Adaptada a sus modelos de tableta',
        'Igualación de colores Pantone',
        'Logotipo grabado en bajorrelieve, serigrafiado o por láser',
        'Color del forro',
        'Embalaje en caja rígida',
      ],
      imageAlts: [
        'Funda Smart Folio magnética rosa palo, vista frontal',
        'Detalle del acabado de tacto suave y el borde de plegado de la funda rosa palo',
      ],
    },
    'crossbody-phone-holder': {
      name: 'Bolso bandolera para móvil',
      summary:
        'Bolso para móvil de PU prensado en caliente con bolsillo para tarjetas y correa bandolera ajustable, para llevar el móvil con las manos libres en viajes y en el día a día.',
      description: [
        'Un bolso bandolera compacto con capacidad para smartphones grandes. Los paneles delantero y trasero son de piel PU prensada en caliente sobre un núcleo de espuma, lo que les da una forma estructurada y moldeada que protege el móvil, y los laterales se unen con una cremallera y vivos en los bordes. Un bolsillo trasero guarda tarjetas o billetes, y la correa desmontable se ajusta de 60 a 130 cm.',
        'El tipo de correa (cinta, cordón trenzado, piel o cadena), el acabado de los herrajes y el color de la piel pueden elegirse para encajar con su colección. El logotipo se graba en bajorrelieve en caliente en el panel delantero, se estampa con foil o se añade como placa metálica.',
        'Marcas de complementos de moda, minoristas de viaje y compradores de merchandising para festivales lo utilizan como bolso para móvil de manos libres. Cada bolso se embala con bolsa antipolvo o bolsa OPP y etiqueta colgante.',
      ],
      material: 'Piel PU, núcleo de espuma, correa de cinta de poliéster',
      size: '19 × 10 × 2,5 cm (para móviles de hasta 6,9 pulgadas)',
      customization: [
        'Tipo y largo de la correa',
        'Acabado de los herrajes',
        'Color y grano de la piel',
        'Grabado en bajorrelieve, foil o placa metálica con logotipo',
        'Bolsa antipolvo y etiqueta colgante',
      ],
      imageAlts: [
        'Bolso bandolera para móvil verde oliva con correa, vista frontal',
        'Detalle del panel moldeado y los herrajes de la correa del bolso verde oliva',
      ],
    },
    'heat-pressed-phone-sleeve': {
      name: 'Funda deslizable prensada en caliente',
      summary:
        'Funda deslizable para móvil moldeada en tejido con base de EVA y su logotipo prensado en la superficie: un artículo promocional práctico y económico.',
      description: [
        'Una funda fina en la que se introduce el móvil para protegerlo dentro del bolso o el bolsillo. Un tejido de poliéster o de lycra se lamina con espuma EVA de 2 mm y se prensa en caliente en un molde con forma, de modo que la funda conserva un volumen redondeado en 3D y el logotipo o el motivo queda en relieve sobre la superficie. Los bordes se rematan con un ribete a juego, y puede añadirse una anilla para cordón o un clip para cinturón.',
        'El color, la textura del tejido, el tamaño para modelos de móvil concretos y el motivo prensado son personalizables; combinar el logotipo prensado con un color impreso da un efecto bicolor. Como la forma y el logotipo se obtienen en un solo ciclo de prensado, el coste unitario se mantiene bajo en pedidos grandes.',
        'Muy utilizada en promociones de operadoras y bancos, como obsequio en ferias y como accesorio incluido en la caja. Las fundas se embalan en bolsas OPP individuales o a granel en cajas.',
      ],
      material: 'Poliéster o lycra laminados con EVA de 2 mm',
      size: '17 × 9 cm (para móviles de 6,1 a 6,7 pulgadas)',
      customization: [
        'Tamaño adaptado a su modelo de móvil',
        'Logotipo y motivo prensados',
        'Color y textura del tejido',
        'Anilla para cordón o clip para cinturón',
        'Embalaje individual en bolsa OPP',
      ],
      imageAlts: [
        'Funda deslizable naranja prensada en caliente para móvil, vista frontal',
        'Detalle del logotipo prensado y el borde ribeteado de la funda naranja',
      ],
    },
    'tablet-cover-with-pen-holder': {
      name: 'Funda para tableta con portalápices',
      summary:
        'Funda tipo libro para tableta con portalápices integrado, trasera de TPU antigolpes y soporte multiángulo, para estudiantes y profesionales.',
      description: [
        'Una funda tipo libro que mantiene juntos el lápiz y la tableta. La tapa es de piel PU prensada en caliente sobre cartón, la trasera es una carcasa de TPU que absorbe los golpes con esquinas reforzadas, y una ranura moldeada a lo largo del lomo permite que el lápiz siga cargándose por inducción magnética en los iPad compatibles. La tapa se pliega en tres ángulos de soporte y admite suspensión y activación automáticas.',
        'Cada modelo de tableta tiene su propio molde, y podemos añadir una correa elástica de mano, un bolsillo para documentos o una correa de hombro para trabajo de campo. Los colores se ajustan a Pantone y el logotipo se graba en bajorrelieve, se imprime o se graba por láser en la tapa.',
        'La compran proveedores educativos para despliegues de tabletas en colegios, departamentos de TI de empresas y minoristas de accesorios. Opciones: cajas individuales de venta minorista o embalaje a granel con etiquetas de código de barras para licitaciones.',
      ],
      material: 'Piel PU, carcasa trasera de TPU',
      size: 'Para iPad de 10,9 pulgadas, iPad Air de 11 pulgadas y Galaxy Tab S9 FE',
      customization: [
        'Adaptada a sus modelos de tableta',
        'Correa de mano o bolsillo para documentos',
        'Igualación de colores Pantone',
        'Logotipo grabado en bajorrelieve, impreso o por láser',
        'Embalaje para venta minorista o a granel',
      ],
      imageAlts: [
        'Funda para tableta azul marino con portalápices, vista frontal',
        'Detalle de la ranura para el lápiz a lo largo del lomo de la funda azul marino',
      ],
    },
    'kids-shockproof-tablet-cover': {
      name: 'Funda antigolpes infantil para tableta',
      summary:
        'Funda gruesa para tableta de espuma EVA no tóxica con asa que se convierte en soporte, hecha para resistir caídas en el colegio y en casa.',
      description: [
        'Una funda protectora robusta de espuma EVA ligera y no tóxica, prensada en caliente en un molde de acero para que la tableta encaje con seguridad y sus gruesas paredes absorban los golpes por todos los lados. El asa integrada es fácil de llevar para manos pequeñas y gira para convertirse en soporte de mesa, y los bordes elevados protegen la pantalla si la tableta cae boca abajo.',
        'La espuma está libre de BPA, ftalatos y látex, y puede ensayarse según CPSIA, EN 71 y REACH. Los colores se incorporan a la espuma antes del moldeado para que se mantengan vivos, y los logotipos o personajes se moldean en relieve o se tampografían. Los moldes existentes cubren el iPad de 9.ª y 10.ª generación, el iPad mini y las tabletas más populares de Samsung y Amazon Fire; otros modelos requieren un molde nuevo.',
        'Muy apreciada por programas educativos con tabletas, marcas infantiles y jugueterías. Las fundas se envían en cajas de color o en envases ecológicos con colgador para exposición en ganchos.',
      ],
      material: 'Espuma EVA no tóxica',
      size: 'Para iPad de 10,2/10,9 pulgadas, iPad mini y Fire HD 10',
      customization: [
        'Adaptada a sus modelos de tableta',
        'Color de espuma a medida',
        'Logotipo moldeado o tampografiado',
        'Ensayos EN 71 / CPSIA',
        'Caja de color o envase con colgador',
      ],
      imageAlts: [
        'Funda antigolpes infantil verde azulado para tableta con asa, vista frontal',
        'Detalle de la esquina gruesa de espuma y el asa de la funda verde azulado',
      ],
    },
    'eva-earphone-case': {
      name: 'Estuche de EVA para auriculares',
      summary:
        'Estuche compacto de EVA moldeado para auriculares y cables, con cierre de cremallera y bolsillo de malla, un accesorio habitual en la caja de las marcas de audio.',
      description: [
        'Un estuche rígido del tamaño de la palma de la mano para auriculares inalámbricos, auriculares con cable y cables cortos. La carcasa es de EVA de 3,5 mm con una dureza de unos 70°, laminada con lycra o punto y prensada en caliente en un molde de aluminio, por lo que mantiene su forma y resiste el aplastamiento. Una cremallera YKK n.º 3 recorre el contorno, y en el interior hay un bolsillo de malla elástica y un suave forro flocado.',
        'La forma (redonda, cuadrada, ovalada o con contorno a medida), el tamaño y el tejido exterior (lycra, PU, poliéster 1680D o PU con textura de carbono) los elige usted. El logotipo se moldea en relieve en la tapa, se graba en bajorrelieve, se imprime o se aplica como parche de PVC, y puede coserse un mosquetón o una anilla para cordón.',
        'Las marcas de audio lo utilizan como estuche de transporte incluido en la caja, y las aerolíneas y los compradores corporativos como artículo de regalo. Una forma a medida requiere un molde nuevo, normalmente de 200–400 USD para un estuche pequeño y listo en 7–10 días; se embala en bolsa OPP o en caja impresa.',
      ],
      material: 'EVA de 3,5 mm (70°), exterior de lycra',
      customization: [
        'Forma y tamaño a medida',
        'Elección del tejido exterior',
        'Logotipo moldeado, grabado o impreso',
        'Mosquetón o anilla para cordón',
        'Bolsillo de malla o inserto de espuma',
      ],
      imageAlts: [
        'Estuche de EVA para auriculares gris antracita, vista frontal',
        'Detalle de la cremallera y la tapa moldeada del estuche de EVA gris antracita',
      ],
    },
    'eva-hard-drive-case': {
      name: 'Estuche de EVA para disco duro',
      summary:
        'Estuche de EVA antigolpes para discos duros y SSD de 2,5 pulgadas, con bolsillo de malla para el cable: el estuche de transporte estándar de las marcas de almacenamiento.',
      description: [
        'Un estuche protector dimensionado para discos duros portátiles de 2,5 pulgadas, SSD y baterías externas. La carcasa de EVA de 4 mm se lamina con poliéster 1680D o PU y se prensa en caliente hasta formar una concha rígida; en el interior, una mitad sujeta el disco con una cinta elástica o una cama de espuma troquelada, y la otra tiene un bolsillo de malla para cables y adaptadores. Una cremallera de doble carro y una correa de muñeca completan el estuche.',
        'La espuma interior puede troquelarse o moldearse para ajustarse exactamente a su dispositivo y sus accesorios. El logotipo suele grabarse en bajorrelieve o moldearse en la tapa, o aplicarse como placa de PVC o metálica, y los colores y las texturas de la superficie pueden ajustarse a su línea de productos.',
        'Lo suministramos a marcas de almacenamiento y electrónica como embalaje incluido en la caja, y a minoristas como accesorio de posventa. Los estuches se embalan en bolsas OPP dentro de cajas máster, o en cajas de color para venta minorista.',
      ],
      material: 'EVA de 4 mm, exterior de poliéster 1680D',
      customization: [
        'Inserto de espuma a medida',
        'Tejido exterior y color',
        'Logotipo moldeado, grabado o en placa',
        'Correa de muñeca o mosquetón',
        'Caja de color para venta minorista',
      ],
      imageAlts: [
        'Estuche de EVA azul marino para disco duro, vista frontal',
        'Interior del estuche de EVA azul marino: cinta elástica y bolsillo de malla para el cable',
      ],
    },
    'eva-tool-case': {
      name: 'Estuche de EVA para herramientas',
      summary:
        'Robusto estuche de EVA moldeado con asa de transporte e inserto de espuma troquelada, que protege herramientas eléctricas, multímetros y kits de reparación.',
      description: [
        'Un estuche rígido de mayor tamaño para herramientas manuales, atornilladores inalámbricos, multímetros y kits de reparación. La carcasa de EVA de alta densidad de 5 mm (dureza de 75°) se lamina con poliéster 1680D resistente a la abrasión y se prensa en caliente con un borde reforzado, de modo que aguanta el uso en el taller. Un asa moldeada, una cremallera reforzada n.º 8 y un inserto de espuma EPE o EVA troquelada con cavidades a la forma de cada herramienta lo mantienen todo en su sitio.',
        'El interior se diseña a partir de sus muestras de herramientas o sus planos CAD: cavidades en espuma, elásticos, un bolsillo con cremallera en la tapa para puntas y manuales, o una bandeja extraíble. El marcaje se moldea en relieve en la tapa, se serigrafía o se cose como etiqueta tejida o de PVC en el color de su marca.',
        'Las marcas de herramientas e instrumentos lo utilizan como embalaje de venta para sus kits, y las empresas de automoción y telecomunicaciones como maletín para sus técnicos. Los estuches se embalan individualmente en bolsas de plástico y cajas máster, o en cajas exteriores impresas.',
      ],
      material: 'EVA de 5 mm (75°), poliéster 1680D, inserto de espuma EPE',
      customization: [
        'Inserto de espuma cortado a sus herramientas',
        'Tamaño y forma a medida',
        'Logotipo moldeado o impreso',
        'Opciones de asa y correa de hombro',
        'Bandeja extraíble o bolsillo en la tapa',
        'Caja exterior impresa',
      ],
      imageAlts: [
        'Estuche de EVA naranja para herramientas con asa, vista frontal',
        'Detalle de la cremallera reforzada y el borde reforzado del estuche para herramientas naranja',
      ],
    },
    'eva-camera-case': {
      name: 'Estuche de EVA para cámara',
      summary:
        'Estuche de EVA moldeado para cámaras compactas, cámaras de acción y objetivos, con interior acolchado y trabilla para el cinturón, para fotografiar al aire libre.',
      description: [
        'Un estuche rígido para cámaras compactas, cámaras de acción, cámaras instantáneas y objetivos pequeños. El cuerpo de EVA de 4 mm se lamina con un tejido hidrorrepelente y se prensa en caliente con una forma profunda y redondeada; después se forra con terciopelo suave y se equipa con un separador acolchado. Una trabilla para el cinturón y anillas en D en la parte trasera permiten añadir una correa de hombro o un mosquetón.',
        'Podemos diseñar el interior en torno a una cámara concreta, como modelos GoPro, Insta360 o Instax, con cavidades para baterías, tarjetas de memoria y soportes. Los tejidos exteriores incluyen nailon, piel PU y texturas efecto lona; el logotipo se moldea, se graba en bajorrelieve, se imprime o se cose como etiqueta tejida.',
        'Lo utilizan marcas de cámaras y cámaras de acción como accesorio incluido, y lo venden minoristas de fotografía y marcas de outdoor y viaje. Cada estuche se entrega en bolsa OPP o en envase con colgador, con correa de hombro con su marca opcional.',
      ],
      material: 'EVA de 4 mm, exterior de nailon, forro de terciopelo',
      customization: [
        'Interior adaptado a su cámara',
        'Elección del tejido exterior',
        'Logotipo moldeado, grabado o impreso',
        'Correa de hombro y trabilla para cinturón',
        'Envase con colgador',
      ],
      imageAlts: [
        'Estuche de EVA verde oliva para cámara, vista frontal',
        'Detalle de la trabilla para cinturón y la anilla en D del estuche para cámara verde oliva',
      ],
    },
    'eva-glasses-case': {
      name: 'Estuche de EVA para gafas',
      summary:
        'Estuche fino de EVA para gafas con cremallera perimetral, resistente al aplastamiento y disponible en formas a medida para marcas de gafas y ópticas.',
      description: [
        'Un estuche resistente al aplastamiento para gafas de sol y monturas graduadas. La carcasa es de EVA de 3 mm laminada con piel PU o lycra y prensada en caliente con un perfil fino y curvado que sigue la forma de la montura. Una cremallera recorre tres lados, el interior lleva un suave forro flocado y, opcionalmente, una gamuza de microfibra sujeta con una banda elástica en la tapa.',
        'El tamaño y el perfil se fabrican a la medida de sus monturas, ya sean cuadradas clásicas, de aviador, deportivas envolventes o de lectura. El logotipo puede moldearse o grabarse en bajorrelieve en la tapa, estamparse en caliente con foil, imprimirse o añadirse como placa metálica, y el color del forro puede contrastar con el de la carcasa.',
        'Lo suministramos a marcas de gafas, cadenas de ópticas y fabricantes de gafas de sol deportivas como estuche incluido en la caja, y a minoristas como accesorio independiente. Los estuches se embalan con una gamuza en bolsas OPP o cajas de cartón.',
      ],
      material: 'EVA de 3 mm, exterior de piel PU, forro flocado',
      customization: [
        'Forma adaptada a sus monturas',
        'Exterior de PU o lycra',
        'Logotipo moldeado, grabado o con foil',
        'Forro en color de contraste',
        'Gamuza y embalaje en caja',
      ],
      imageAlts: [
        'Estuche de EVA rosa palo para gafas, vista frontal',
        'Detalle de la cremallera perimetral y el forro del estuche para gafas rosa palo',
      ],
    },
    'eva-game-controller-case': {
      name: 'Estuche de EVA para mando de videojuegos',
      summary:
        'Estuche de EVA con la forma del mando para PS5, Xbox y Switch Pro, con soporte moldeado y bolsillo para accesorios, para jugar fuera de casa.',
      description: [
        'Un estuche rígido con la forma de un mando de videojuegos, lo más compacto posible sin dejar de proteger los joysticks y los gatillos. La carcasa de EVA de 4 mm se lamina con poliéster 1680D resistente o con PU y se prensa en caliente en un molde de aluminio; en el interior, un soporte de EVA moldeado sujeta el mando con precisión, y un bolsillo de malla en la tapa guarda el cable de carga y los capuchones de repuesto para los joysticks.',
        'Disponemos de moldes para los mandos PS5 DualSense, Xbox Series y Switch Pro, y desarrollamos otros nuevos para mandos de terceros o personalizados. Su diseño puede imprimirse en la tapa por UV o por sublimación, el logotipo puede moldearse en relieve, y los colores del exterior y de la cremallera pueden ajustarse a un título concreto.',
        'Muy solicitado por marcas de accesorios gaming, editoras de videojuegos para ediciones de coleccionista y equipos de e-sports para su merchandising. Se embala en cajas de color impresas o en envases con colgador para venta minorista.',
      ],
      material: 'EVA de 4 mm, exterior de poliéster 1680D o PU',
      customization: [
        'Adaptado a su modelo de mando',
        'Tapa impresa por UV o sublimación',
        'Logotipo moldeado en relieve',
        'Cremallera y tejido a juego',
        'Caja de color o envase con colgador',
      ],
      imageAlts: [
        'Estuche de EVA verde azulado para mando de videojuegos, vista frontal',
        'Detalle de la superficie texturizada y la cremallera del estuche para mando verde azulado',
      ],
    },
  },
  faqs: [
    {
      question: '¿Cuál es su pedido mínimo (MOQ)?',
      answer:
        'Nuestro pedido mínimo estándar es de 300–500 unidades por diseño para productos cosidos como neceseres, bolsas tote y organizadores, y de 500–1000 unidades para fundas prensadas en caliente y estuches de EVA moldeado. Normalmente pueden combinarse distintos colores de un mismo diseño para alcanzar el mínimo. Para un primer pedido de prueba a menudo aceptamos una cantidad menor con un precio unitario algo más alto; indíquenos simplemente la cantidad que necesita.',
    },
    {
      question: '¿Puedo recibir una muestra antes de hacer el pedido? ¿Cuánto cuesta?',
      answer:
        'Sí. Las muestras de productos existentes son gratuitas; solo paga el envío urgente. Las muestras personalizadas con su logotipo, tamaño o colores cuestan 50–150 USD por diseño según la complejidad y tardan 5–7 días laborables, o 7–10 días si se necesita un molde nuevo de EVA o de prensado en caliente. El importe de la muestra se reembolsa íntegramente al confirmar el pedido de producción.',
    },
    {
      question: '¿Cuál es el plazo de producción?',
      answer:
        'Una vez aprobada la muestra y recibido el anticipo, los productos cosidos tardan 15–30 días, las fundas prensadas en caliente 20–30 días y los estuches de EVA moldeado 25–40 días, incluida la fabricación del molde. La temporada alta (de agosto a noviembre) puede añadir alrededor de una semana, por lo que recomendamos confirmar los pedidos con antelación. Para algunos artículos es posible una producción urgente; consúltenos.',
    },
    {
      question: '¿Qué archivos necesitan para mi logotipo?',
      answer:
        'Lo ideal son archivos vectoriales: AI, EPS, PDF o SVG, con todos los textos convertidos a trazados. Indique las referencias Pantone (PMS) de las tintas planas para que podamos igualarlas sobre tejido y piel; para sublimación o impresión UV a todo color también sirve un PNG o TIFF en CMYK a 300 dpi. Nuestro equipo de diseño le envía una maqueta digital gratuita para su aprobación antes de fabricar la muestra.',
    },
    {
      question: '¿Sus materiales son seguros? ¿Qué certificaciones pueden aportar?',
      answer:
        'Compramos tejidos, PU, EVA y cremalleras a proveedores homologados y podemos aportar informes de ensayo según REACH, Prop 65 de California, CPSIA (plomo y ftalatos) y EN 71 para productos infantiles, además de FDA o LFGB cuando hay contacto con alimentos. Los ensayos pueden realizarlos SGS, Intertek o BV, y disponemos de tejidos reciclados (GRS) y algodón orgánico. Díganos su mercado de destino y le recomendaremos los materiales adecuados.',
    },
    {
      question: '¿Cómo controlan la calidad?',
      answer:
        'Cada pedido pasa por una inspección de los materiales a su llegada, controles en cada línea de producción y una revisión del 100 % de las costuras, cremalleras e impresión del producto terminado. Antes del envío, nuestro equipo de control de calidad realiza una inspección final por muestreo según AQL 2,5 (defectos mayores) / 4,0 (defectos menores) y le envía un informe con fotos y vídeos. Aceptamos con gusto inspecciones de terceros como SGS o QIMA, o de su propio personal de calidad.',
    },
    {
      question: '¿Cómo envían la mercancía y qué condiciones comerciales aceptan?',
      answer:
        'Normalmente cotizamos FOB Shenzhen; también trabajamos en EXW, CIF y DDP puerta a puerta. El envío urgente (DHL, FedEx, UPS) es adecuado para muestras y pedidos pequeños y tarda 3–7 días, el aéreo unos 5–10 días y el marítimo 15–35 días según el destino. Nuestros transitarios gestionan el despacho de aduanas y los aranceles de los envíos DDP a Estados Unidos, la UE, el Reino Unido y Australia.',
    },
    {
      question: '¿Cuáles son sus condiciones de pago?',
      answer:
        'Para pedidos de producción solicitamos un anticipo del 30 % por transferencia bancaria (T/T) para iniciar la fabricación, y el 70 % restante se paga antes del envío, a la vista del informe de inspección y las fotos. Las muestras y los importes pequeños pueden pagarse con PayPal o tarjeta de crédito. Con clientes habituales podemos acordar una carta de crédito (L/C) a la vista u otras condiciones.',
    },
    {
      question: '¿Pueden fabricar embalajes personalizados?',
      answer:
        'Sí. Además de las bolsas OPP estándar, producimos bolsas de plástico impresas, etiquetas colgantes, cartones cabecera, etiquetas de código de barras y FNSKU de Amazon, cajas de color, cajas kraft y cajas rígidas de regalo. Podemos embalar según los requisitos de Amazon FBA y marcar las cajas máster con sus marcas de envío. También ofrecemos embalajes reciclados y sin plástico.',
    },
    {
      question: '¿Ofrecen servicios OEM/ODM? ¿Cómo protegen nuestros diseños?',
      answer:
        'Hacemos ambas cosas: OEM, según sus planos y muestras, y ODM, en el que nuestro equipo de diseño desarrolla productos nuevos a partir de su briefing. Firmamos con gusto un acuerdo de confidencialidad (NDA) o un acuerdo NNN antes de que nos comparta sus diseños; sus diseños y moldes nunca se utilizan para otros clientes, y los productos no lanzados nunca se muestran en ferias ni en internet.',
    },
    {
      question: '¿Cuánto cuesta un molde de EVA y de quién es la propiedad?',
      answer:
        'Un molde de aluminio para un estuche de EVA a medida cuesta normalmente 200–800 USD, según el tamaño y el número de cavidades; los estuches grandes o los moldes de acero pueden superar los 1000 USD. El molde tarda 7–10 días en fabricarse y se paga una sola vez. Es de su propiedad, lo guardamos sin coste para los pedidos de reposición, y parte de su importe puede reembolsarse cuando sus pedidos alcanzan un volumen acordado.',
    },
    {
      question: '¿Para qué modelos de móvil y tableta pueden fabricar fundas?',
      answer:
        'Disponemos de moldes de prensado en caliente y de inyección para los modelos actuales de iPhone, Samsung Galaxy series S y A, Google Pixel e iPad, y normalmente tenemos listos los moldes de los nuevos buques insignia a las pocas semanas de su lanzamiento. Para otros modelos, un molde nuevo tarda unos 7–10 días. Envíenos su lista de modelos y le confirmaremos cada uno.',
    },
    {
      question: '¿Podemos visitar o auditar su fábrica?',
      answer:
        'Por supuesto. Nuestra fábrica está en Dongguan (Guangdong), a aproximadamente una hora de los aeropuertos de Shenzhen y de Cantón, y con gusto organizamos su recogida en el aeropuerto o en la Feria de Cantón. Hemos superado auditorías BSCI e ISO 9001 y podemos facilitarle los informes; si no puede viajar, le ofrecemos una visita guiada a la fábrica por videollamada en directo.',
    },
  ],
  homeCards: {
    sewing: [
      'Bolsas con cremallera de neopreno, poliéster o lona, cortadas y cosidas a su medida para cosméticos, cables y objetos de uso diario.',
      'Bolsas tote de lona y de tela no tejida con serigrafía, bordado o laminado a todo color: bolsas reutilizables que llevan su marca.',
      'Estuches y portalápices enrollables con compartimentos a medida, pensados para marcas de papelería y campañas de vuelta al cole.',
      'Mochilas saco y bolsas de regalo con cordón en poliéster o algodón, ideales para eventos, bolsas del corredor y embalaje sostenible.',
      'Organizadores para maletero y respaldo en tela Oxford 600D con separadores rígidos, diseñados para marcas de automoción y hogar.',
    ],
    heatPress: [
      'Fundas para móvil de piel PU prensadas en caliente sobre carcasas de PC, con bordes sin costuras y logotipos nítidos en bajorrelieve.',
      'Fundas inteligentes trípticas y magnéticas con suspensión y activación automáticas, ajustadas con precisión a iPad y tabletas Android.',
      'Bolsos bandolera para móvil y fundas moldeadas que protegen el teléfono y le dejan las manos libres.',
      'Fundas para tableta con portalápices y carcasas antigolpes para colegios, oficinas y niños.',
      'Fundas tipo libro y fundas impresas por sublimación en los colores de su marca, con diseños de calidad fotográfica que nunca se despegan.',
    ],
    evaMolded: [
      'Estuches compactos de EVA para auriculares y cables, prensados en caliente para conservar su forma y resistir el aplastamiento.',
      'Robustos estuches de EVA para herramientas con insertos de espuma troquelada que mantienen cada herramienta en su sitio.',
      'Estuches de EVA antigolpes para discos duros, SSD y baterías externas, el estuche estándar en la caja de las marcas de electrónica.',
      'Estuches de EVA con la forma del mando, con tapa impresa y soporte moldeado para jugar fuera de casa.',
      'Estuches de EVA para cámara listos para el exterior, con interior acolchado, trabilla para el cinturón y su logotipo moldeado en la tapa.',
    ],
  },
  slider: {
    sewing: {
      title: 'Artículos textiles cosidos según su briefing',
      subtitle: 'Neceseres, bolsas tote, estuches y organizadores, cortados y cosidos en nuestras ocho líneas a partir de 300 unidades.',
      button: 'Ver artículos cosidos',
    },
    'heat-press': {
      title: 'Fundas prensadas en caliente que se ajustan como un guante',
      subtitle: 'Fundas de piel para móvil, fundas inteligentes y fundas tipo libro para tableta, conformadas en nuestras propias prensas.',
      button: 'Ver fundas prensadas en caliente',
    },
    'eva-molded': {
      title: 'Estuches rígidos de EVA, moldeados en nuestra fábrica',
      subtitle:
        'Estuches protectores para electrónica, herramientas y cámaras: taller de moldes propio y 30 prensas, del molde al envío.',
      button: 'Ver estuches de EVA',
    },
  },
};
