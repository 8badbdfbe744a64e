import type { SeedTranslation } from './types';

/** Demo content in German (formal "Sie"). */
export const content: SeedTranslation = {
  companyName: 'Dongguan Hengxin Case',
  legalName: 'Dongguan Hengxin Case Co., Ltd.',
  tagline: 'Etuis und Textilprodukte nach Maß – gefertigt für Ihre Marke',
  province: 'Guangdong, China',
  aboutUs: [
    'Dongguan Hengxin Case wurde 2015 in Dongguan in der Provinz Guangdong gegründet – mitten im wichtigsten Produktionszentrum Chinas für Taschen und Etuis. Seit über zehn Jahren entwerfen, entwickeln und fertigen wir individuelle Etuis, Hüllen und Textilprodukte für Marken, Händler und Werbemittellieferanten in aller Welt und begleiten jedes Projekt von der ersten Skizze bis zum verladenen Container.',
    'In unserem 12.000 m² großen Werk vereinen wir drei Fertigungsverfahren unter einem Dach. Acht Nählinien mit mehr als 150 erfahrenen Näherinnen und Nähern produzieren Beutel, Tragetaschen, Federmäppchen, Turnbeutel und Auto-Organizer; in der Heißpress-Abteilung entstehen Handyhüllen aus Leder, Smart Covers, Handytaschen und Tablet-Hüllen; und die EVA-Formpresserei mit 30 Heißpressen und eigenem Formenbau fertigt Hartschalenetuis für Elektronik, Werkzeug, Kameras und Brillen. Zusammen produzieren sie über 800.000 Stück im Monat.',
    'Unsere hauseigenen Designer und Schnittmacher setzen Ihr Briefing in nur fünf Tagen in ein physisches Muster um, und unsere Ingenieure empfehlen Ihnen die Materialien, Formen und Verarbeitungsweisen, die zu Ihrem Budget und Ihrem Zielmarkt passen. Wir beliefern Kunden in Nordamerika, Europa, Japan, Australien und im Nahen Osten. Das Werk ist BSCI-auditiert und nach ISO 9001 zertifiziert, und die Materialien können nach REACH, Prop 65 und CPSIA geprüft werden.',
    'Wir stehen für ehrliche Angebote, klare Kommunikation und pünktliche Lieferung dessen, was wir zusagen. Ob Sie 300 Beutel mit Ihrem Logo oder 100.000 EVA-Etuis benötigen: Wir behandeln jeden Auftrag als Beginn einer langfristigen Partnerschaft.',
  ],
  categories: {
    sewing: 'Nähen',
    'heat-press': 'Heißpressen',
    'eva-molded': 'EVA-Formteile',
    pouch: 'Beutel und Taschen',
    'tote-bag': 'Tragetaschen',
    'pencil-bag': 'Federmäppchen',
    'drawstring-bag': 'Kordelzugbeutel',
    'trunk-organizer': 'Auto-Organizer',
    'phone-case': 'Handyhüllen',
    'smart-cover': 'Smart Covers',
    'phone-holder': 'Handytaschen',
    'tablet-cover': 'Tablet-Hüllen',
    'hard-shell-case': 'Hartschalenetuis',
  },
  products: {
    'neoprene-zip-pouch': {
      name: 'Neopren-Reißverschlusstasche',
      summary:
        'Weiche Tasche aus 3 mm Neopren mit YKK-Reißverschluss für Kabel, Kosmetik und Alltagskleinigkeiten – vollflächig bedruckbar für Ihre Werbeaktionen.',
      description: [
        'Diese Reißverschlusstasche wird aus 3 mm SBR-Neopren zugeschnitten, das beidseitig mit elastischem Polyester-Jersey kaschiert ist. Das ergibt eine weiche Haptik, leichten Stoßschutz und die Fähigkeit, nach dem flach verpackten Versand wieder in Form zu springen. Oben verläuft ein YKK-Spiralreißverschluss Nr. 5 aus Nylon, alle Nähte sind für ein sauberes Finish eingefasst.',
        'Wählen Sie aus über 30 Jersey-Farben ab Lager oder senden Sie uns Ihre Druckdaten für einen vollflächigen Sublimationsdruck, bei dem Fotos und Farbverläufe randlos durchlaufen. Logos lassen sich außerdem per Siebdruck, Transferdruck oder als PVC-Patch aufbringen, und der Zipper kann durch einen Metall- oder Silikonanhänger mit Ihrem Branding ersetzt werden. Größe, Materialstärke (2–5 mm) und Netzinnentaschen sind frei anpassbar.',
        'Typische Einsatzbereiche sind Kabel- und Ladegerät-Organizer, Kosmetiktaschen, Schulmäppchen und Zugaben beim Kauf. Jede Tasche wird einzeln in einem OPP-Beutel verpackt; Hängeetiketten, Barcode-Aufkleber und Header-Karten für den Einzelhandel sind auf Wunsch erhältlich.',
      ],
      material: '3 mm SBR-Neopren, Polyester-Jersey',
      customization: [
        'Individuelle Größe und Materialstärke',
        'Vollfarbiger Sublimationsdruck',
        'Logodruck, Transferdruck oder PVC-Patch',
        'Zipper-Anhänger mit Ihrem Branding',
        'Verpackung als Eigenmarke',
      ],
      imageAlts: [
        'Orangefarbene Neopren-Reißverschlusstasche, Vorderansicht',
        'Nahaufnahme von Reißverschluss und eingefasster Naht der orangefarbenen Neopren-Tasche',
      ],
    },
    'cosmetic-travel-pouch': {
      name: 'Kosmetiktasche für die Reise',
      summary:
        'Wasserabweisende Kosmetiktasche mit abwischbarem, PU-beschichtetem Futter und weiter Öffnung – gemacht für Beauty-Marken, Hotels und Travel Retail.',
      description: [
        'Eine kastenförmige Kosmetiktasche mit weiter Öffnung, entworfen für Reisesets und Geschenksets von Beauty-Marken. Die Außenhülle besteht aus 300D recyceltem Polyester (rPET) mit wasserabweisender Ausrüstung, das PU-beschichtete Futter lässt sich nach einem Malheur einfach abwischen. Dünne Schaumstoffeinlagen in den Seitenteilen sorgen für Formstabilität, und in die Seitennaht ist eine Trageschlaufe aus Stoff eingenäht.',
        'Die Tasche entsteht auf unseren eigenen Nählinien – Maße, Seitenfaltentiefe und Innenaufteilung (Gummischlaufen für Pinsel, Netzfächer, herausnehmbarer Trenner) passen wir an Ihre Produkte an. Farben werden nach Pantone abgestimmt; Logos werden per Siebdruck, Heißfolienprägung, Stickerei oder als eingenähtes Webetikett aufgebracht, und auch Reißverschlussband und Zipper lassen sich farblich anpassen.',
        'Beliebt bei Kosmetik- und Hautpflegemarken für Zugabeaktionen, bei Hotels und Airlines für Amenity-Kits und im Handel als Reiseaccessoire unter Eigenmarke. Verpackungsoptionen sind OPP-Beutel, bedruckte Papierbanderolen und Geschenkboxen mit Ihrem Branding.',
      ],
      material: '300D recyceltes Polyester, PU-beschichtetes Futter',
      customization: [
        'Individuelle Größe und Innenaufteilung',
        'Farbabstimmung nach Pantone',
        'Siebdruck, Heißfolienprägung oder Stickerei',
        'Individuelles Webetikett',
        'Geschenkbox mit Ihrem Branding',
      ],
      imageAlts: [
        'Altrosa Kosmetiktasche für die Reise, Vorderansicht',
        'Detail von Zipper und abwischbarem Futter der altrosa Kosmetiktasche',
      ],
    },
    'tech-accessory-pouch': {
      name: 'Organizer für Technik-Zubehör',
      summary:
        'Gepolsterter Organizer für Ladegeräte, Kabel und Powerbanks mit Gummischlaufen und Netzfach in einer robusten Hülle aus 600D Polyester.',
      description: [
        'Ein aufklappbarer Organizer, der Ladegeräte, Kabel, Kopfhörer und Powerbanks ordentlich verstaut. Die Hülle aus 600D Polyester ist für Wasserbeständigkeit PU-beschichtet, zwischen Außenstoff und Futter liegt eine 5 mm starke EPE-Schaumpolsterung. Innen trägt eine Seite Gummischlaufen in verschiedenen Breiten, die andere ein Netzfach mit Reißverschluss; dank YKK-Zwei-Wege-Reißverschluss Nr. 5 lässt sich der Organizer komplett flach aufklappen.',
        'Die gesamte Innenaufteilung ist variabel: Anzahl und Breite der Gummischlaufen, ein gepolsterter Trenner, ein Kartenfach oder eine Stiftschlaufe. Logos werden meist als PVC-Patch, geprägtes PU-Lederetikett oder Stickerei aufgebracht, die Hülle gibt es in Melange-, Ripstop- oder recycelten Stoffen.',
        'Ideal für Elektronikmarken, die Zubehör bündeln, für Firmengeschenke und für IT-Willkommenspakete neuer Mitarbeitender. Standardverpackung ist ein OPP-Beutel mit Silicagel-Beutel; Farbkartons mit Ihrem Barcode sind erhältlich.',
      ],
      material: '600D Polyester, EPE-Schaumpolsterung, Polyesterfutter',
      customization: [
        'Individuelle Innenaufteilung',
        'PVC-Patch oder PU-Lederetikett',
        'Logo-Stickerei',
        'Stoffauswahl, auch recycelt',
        'Farbkarton mit Barcode',
      ],
      imageAlts: [
        'Anthrazitfarbener Organizer für Technik-Zubehör, Vorderansicht',
        'Innenansicht des anthrazitfarbenen Organizers: Gummischlaufen und Netzfach',
      ],
    },
    'felt-laptop-sleeve': {
      name: 'Laptophülle aus Filz',
      summary:
        'Schlichte Hülle aus 4 mm Polyesterfilz für 13- bis 16-Zoll-Laptops, mit PU-Lederlasche und Magnetverschluss – ein unkompliziertes, nachhaltiges Markengeschenk.',
      description: [
        'Diese Hülle wird aus 4 mm Polyesterfilz zugeschnitten, der teilweise aus recycelten PET-Flaschen besteht – leicht, weich und von Natur aus stoßdämpfend. Der Korpus wird gefaltet und an beiden Seiten doppelt abgesteppt, eine PU-Lederlasche mit verdecktem Magnetknopf hält den Laptop sicher, ohne ihn zu verkratzen. Eine optionale Fronttasche nimmt Ladegerät oder Notizbuch auf.',
        'Wir konfektionieren die Hülle passgenau für konkrete Modelle, vom 13-Zoll-Ultrabook bis zur 16-Zoll-Workstation, auf wenige Millimeter genau. Logos können auf die Lederlasche geprägt oder gelasert, auf den Filz gedruckt oder als Webetikett aufgenäht werden. Den Filz gibt es in Hellgrau, Dunkelgrau und Sand oder in Ihrer Wunschfarbe eingefärbt.',
        'Häufig eingesetzt als Firmengeschenk, in Konferenz-Kits und als Handelszubehör für Computer- und Schreibwarenmarken. Die Hüllen werden flach in recycelbaren Kraftpapier-Banderolen oder OPP-Beuteln verpackt, um Versandvolumen zu sparen.',
      ],
      material: '4 mm Polyesterfilz (rPET), PU-Leder',
      size: '36 × 26 cm (14 Zoll); 13 bis 16 Zoll erhältlich',
      customization: [
        'Passgenau für Ihr Laptopmodell',
        'Geprägte oder gelaserte Lederlasche',
        'Filzfarbe nach Wahl',
        'Optionale Fronttasche',
        'Verpackung in Kraftpapier',
      ],
      imageAlts: [
        'Sandfarbene Laptophülle aus Filz mit Lederlasche, Vorderansicht',
        'Nahaufnahme von abgesteppter Kante und Magnetlasche der sandfarbenen Filzhülle',
      ],
    },
    'canvas-promotional-tote': {
      name: 'Werbe-Tragetasche aus Canvas',
      summary:
        'Kräftige Tragetasche aus 12 oz Baumwoll-Canvas mit verstärkten Henkeln – ein Klassiker für Messen, Handel und Markenartikel.',
      description: [
        'Eine robuste Alltagstasche aus 12 oz naturfarbenem Baumwoll-Canvas mit 3 cm breiten Henkeln aus gleichem Stoff, die oben mit einem Kreuzkasten zusätzlich verstärkt sind. Der Boden kann flach oder mit Seitenfalte gearbeitet werden, 10 kg trägt die Tasche problemlos. Die Innennähte sind versäubert, eine Innentasche oder ein Magnetknopf ist optional.',
        'Das Canvas gibt es in Natur, nach Pantone gefärbt oder aus Bio-Baumwolle (GOTS auf Anfrage). Logos werden im Siebdruck mit bis zu sechs Sonderfarben, für vollfarbige Motive im DTF-Druck oder als Stickerei umgesetzt; ein Webetikett in der Seitennaht sorgt für Retail-Optik.',
        'Typische Einsätze sind Messegeschenke, Merchandise für Buchhandlungen und Cafés, Eventtaschen und wiederverwendbare Einkaufstaschen für den Handel. Die Taschen werden gefaltet lose zu je 100 Stück im Karton oder einzeln verpackt mit Hängeetikett geliefert.',
      ],
      material: '12 oz Baumwoll-Canvas',
      customization: [
        'Individuelle Größe und Seitenfalte',
        'Siebdruck mit bis zu 6 Farben',
        'Vollfarbiger DTF-Druck oder Stickerei',
        'Gefärbtes Canvas oder Bio-Baumwolle',
        'Webetikett und Hängeetikett',
      ],
      imageAlts: [
        'Sandfarbene Tragetasche aus Canvas, Vorderansicht',
        'Detail des mit Kreuzkasten verstärkten Henkels der sandfarbenen Canvas-Tasche',
      ],
    },
    'laminated-non-woven-tote': {
      name: 'Laminierte Non-Woven-Tragetasche',
      summary:
        'Einkaufstasche aus 120 g/m² Non-Woven, glänzend oder matt laminiert und vollfarbig bedruckt – die preiswerte Mehrwegtasche für Handel und Events.',
      description: [
        'Diese Tasche aus 120 g/m² PP-Vliesstoff mit aufkaschierter, bedruckter BOPP-Folie verbindet fotografische Druckqualität mit der Stabilität einer genähten Tasche. Seitenfalten und eine versteifte Bodenplatte lassen sie aufrecht stehen, die Henkel sind mit einer Kreuznaht verstärkt. Die Laminierung macht die Tasche wasserabweisend und leicht abwischbar.',
        'Das Motiv wird im Tief- oder Offsetdruck in CMYK plus Sonderfarben auf die Folie gedruckt, sodass Verläufe, Fotos und feine Schriften auf der ganzen Tasche gestochen scharf erscheinen. Wählen Sie Glanz- oder Mattfolie, Henkellänge und Seitenfaltenbreite; bei großen Stückzahlen senkt eine ultraschallverschweißte Ausführung die Kosten.',
        'Weit verbreitet als Mehrweg-Einkaufstasche in Supermärkten, Mode- und Kosmetikgeschäften sowie bei Ausstellern und Tourismusverbänden auf Veranstaltungen. Die Taschen werden flach in Bündeln zu 100 Stück verpackt – für eine effiziente Containerbeladung.',
      ],
      material: '120 g/m² PP-Vliesstoff, BOPP-Laminatfolie',
      customization: [
        'Vollfarbiger CMYK-Foliendruck',
        'Glanz- oder Mattlaminierung',
        'Individuelle Größe und Seitenfalte',
        'Henkellänge und -farbe',
        'Genäht oder ultraschallverschweißt',
      ],
      imageAlts: [
        'Petrolfarbene laminierte Non-Woven-Tragetasche, Vorderansicht',
        'Nahaufnahme von laminierter Oberfläche und Henkelnaht der petrolfarbenen Tasche',
      ],
    },
    'double-zip-pencil-case': {
      name: 'Federmäppchen mit zwei Reißverschlüssen',
      summary:
        'Federmäppchen mit zwei Fächern aus 600D Polyester, YKK-Reißverschlüssen und Stiftschlaufen innen – passend für Schul- und Bürobedarf.',
      description: [
        'Ein Federmäppchen mit zwei separat verschließbaren Fächern: Vorne halten Gummischlaufen Kugelschreiber und Textmarker, hinten bietet ein offenes Fach Platz für Lineal, Radiergummi und Haftnotizen. Die Hülle besteht aus PVC-beschichtetem 600D Polyester mit Futter aus 210D Polyester, beide YKK-Reißverschlüsse Nr. 5 haben gummierte Zipper für sicheren Griff.',
        'Farben, Größe und Innenaufteilung sind frei wählbar, auch ein drittes Fach oder ein transparentes Namensfenster ist möglich. Logos werden per Siebdruck, Transferdruck oder Stickerei aufgebracht; zusätzlich können wir ein Webetikett, einen PVC-Patch oder Figurenmotive für Lizenzkollektionen umsetzen.',
        'Typische Abnehmer sind Schreibwarenmarken, Händler im Schulanfangsgeschäft, Bildungsprogramme und Werbemittellieferanten. Jedes Mäppchen wird in einem OPP-Beutel mit Header-Karte oder Barcode-Aufkleber verpackt – fertig für das Verkaufsregal.',
      ],
      material: '600D Polyester, Futter aus 210D Polyester',
      customization: [
        'Individuelle Fächer und Aufteilung',
        'Siebdruck, Transferdruck oder Stickerei',
        'PVC-Patch oder Webetikett',
        'Farblich abgestimmte Reißverschlüsse',
        'Verpackung mit Header-Karte',
      ],
      imageAlts: [
        'Marineblaues Federmäppchen mit zwei Reißverschlüssen, Vorderansicht',
        'Detail der beiden Reißverschlüsse und gummierten Zipper des marineblauen Mäppchens',
      ],
    },
    'roll-up-pencil-wrap': {
      name: 'Stifterolle',
      summary:
        'Stifterolle aus Canvas mit 24 einzelnen Stiftfächern und Bindeband – ein Favorit von Künstlerbedarfsmarken und für Zeichensets.',
      description: [
        'In den einzeln abgesteppten Fächern dieser Rolle finden Buntstifte, Malpinsel oder Make-up-Pinsel Platz; anschließend wird sie aufgerollt und mit einer Baumwollkordel zugebunden. Gefertigt wird sie aus 10 oz gewaschenem Baumwoll-Canvas, mit einer oberen Klappe, die die Spitzen abdeckt, damit nichts herausrutscht, und einer Kanteneinfassung aus PU-Leder für lange Haltbarkeit.',
        'Anzahl und Breite der Fächer sind variabel – von 12 schmalen Stiftfächern bis zu 48 für komplette Künstlersets oder breiteren Fächern für Pinsel und Werkzeuge. Branding-Optionen sind ein geprägter Lederpatch, ein Webetikett, Stickerei oder Siebdruck; das Canvas gibt es in Oliv, Khaki und Schwarz oder in Ihrer Farbe eingefärbt.',
        'Eingesetzt von Künstlerbedarfs- und Schreibwarenmarken, in Geschenksets mit Stiften und Pinseln und von Bastelhändlern als Eigenmarken-Zubehör. Die Rollen können leer geliefert werden, oder wir bestücken sie auf unserer Linie mit Ihren Stiften und verpacken sie mit bedruckter Banderole oder in einer Geschenkbox.',
      ],
      material: '10 oz gewaschenes Baumwoll-Canvas, PU-Ledereinfassung',
      size: '38 × 22 cm (ausgerollt)',
      customization: [
        'Anzahl und Breite der Fächer',
        'Geprägter Lederpatch oder Webetikett',
        'Stickerei oder Siebdruck',
        'Canvas-Farbe',
        'Bestückung und Geschenkbox-Verpackung',
      ],
      imageAlts: [
        'Olivgrüne Stifterolle aus Canvas, Vorderansicht',
        'Detail der abgesteppten Fächer und der Bindekordel der olivgrünen Stifterolle',
      ],
    },
    'polyester-drawstring-backpack': {
      name: 'Turnbeutel aus Polyester',
      summary:
        'Leichter Turnbeutel aus 210D Polyester mit verstärkten Ecken – das Standard-Giveaway für Sportevents, Schulen und Kampagnen.',
      description: [
        'Ein leichter Rucksackbeutel aus 210D Polyester mit 4 mm starken Kordeln aus Baumwoll-Polyester-Mischung, die zugleich als Schultergurte dienen und die Öffnung mit einem Zug schließen. Die unteren Ecken sind mit PU- oder Gurtbandlaschen und Metallösen verstärkt, damit die Kordeln unter Last nicht ausreißen. Optional erhältlich: Fronttasche mit Reißverschluss, Kopfhörerdurchlass und Reflexstreifen.',
        'Für Sportvereine und Kampagnen bieten wir vollflächigen Sublimationsdruck oder Siebdruck mit bis zu vier Farben für einfachere Logos. Für Handelsversionen eignet sich schwereres 420D oder recyceltes Polyester, die Kordeln können farblich abgestimmt oder durch flaches Gurtband ersetzt werden.',
        'Typische Einsätze sind Starterbeutel für Marathons und Laufveranstaltungen, Schul- und Vereinsbeutel, Fitnessstudio-Giveaways sowie Kampagnen von NGOs und öffentlichen Einrichtungen. Die Beutel werden flach lose oder einzeln in OPP-Beuteln verpackt.',
      ],
      material: '210D Polyester, Kordel aus Baumwoll-Polyester-Mischung',
      customization: [
        'Vollflächiger Sublimations- oder Siebdruck',
        'Fronttasche mit Reißverschluss oder Reflexstreifen',
        '420D oder recycelter Stoff',
        'Farblich abgestimmte Kordeln',
        'Lose oder einzeln verpackt',
      ],
      imageAlts: [
        'Orangefarbener Turnbeutel aus Polyester, Vorderansicht',
        'Detail der verstärkten Ecke und Metallöse des orangefarbenen Turnbeutels',
      ],
    },
    'cotton-gift-drawstring-bag': {
      name: 'Geschenkbeutel aus Baumwolle mit Kordelzug',
      summary:
        'Beutel aus naturbelassener Baumwolle mit Kordelzug für Geschenkverpackung, Schmuck, Schuhe und als Staubbeutel, ein- oder mehrfarbig mit Ihrem Logo bedruckt.',
      description: [
        'Ein schlichter, eleganter Kordelzugbeutel aus naturbelassener Baumwolle – von 100 g/m² Musselin bis zu 240 g/m² Köper oder Canvas –, mit einfacher oder doppelter Baumwollkordel in einem abgesteppten Tunnelzug. Die Innennähte sind als Französische Naht gearbeitet oder versäubert, damit der Beutel auch geöffnet sauber aussieht; die Kordelenden können verknotet oder mit Metallhülsen bzw. Holzperlen versehen werden.',
        'Die Größen reichen von 8 × 10 cm kleinen Schmuckbeuteln bis zu 40 × 50 cm großen Staubbeuteln für Schuhe und Handtaschen. Logos werden per Siebdruck, Heißfolienprägung oder Stickerei aufgebracht, ein bedrucktes Baumwolletikett oder Webetikett kann in die Naht eingenäht werden, und der Stoff lässt sich in Pantone-Farben einfärben.',
        'Gewählt von Schmuck-, Kosmetik-, Tee- und Modemarken als wiederverwendbare Geschenkverpackung und von Onlinehändlern als Ersatz für Plastiktüten. Die Beutel werden flach, gezählt und gebündelt geliefert – bereit für Ihre Verpackungslinie.',
      ],
      material: 'Naturbelassene Baumwolle (100–240 g/m²)',
      size: '25 × 30 cm (8 × 10 bis 40 × 50 cm erhältlich)',
      customization: [
        'Jede Größe ab 8 × 10 cm',
        'Siebdruck, Heißfolienprägung oder Stickerei',
        'Stoff in Pantone-Farbe gefärbt',
        'Kordelart und Kordelenden',
        'Eingenähtes Webetikett',
      ],
      imageAlts: [
        'Sandfarbener Geschenkbeutel aus Baumwolle mit Kordelzug, Vorderansicht',
        'Nahaufnahme des Tunnelzugs am sandfarbenen Baumwollbeutel',
      ],
    },
    'collapsible-trunk-organizer': {
      name: 'Faltbarer Kofferraum-Organizer',
      summary:
        'Kofferraum-Organizer mit mehreren Fächern aus 600D Oxford und festen Trennwänden, bei Nichtgebrauch flach faltbar – für Automarken und den Handel.',
      description: [
        'Ein stabiler Kofferraum-Organizer mit drei Hauptfächern aus 600D Oxford-Gewebe über herausnehmbaren Platten aus 3 mm PE oder Wabenkarton, die die Wände aufrecht halten. Antirutschstreifen oder Klettband am Boden haften auf dem Kofferraumteppich, Griffe aus Gurtband an beiden Enden erleichtern das Herausheben. Bei Nichtgebrauch werden die Platten herausgezogen und der Organizer flach zusammengelegt.',
        'Maße, Anzahl der Fächer, äußere Netztaschen, ein isoliertes Kühlfach mit Alufutter und ein Deckel mit Reißverschluss lassen sich frei festlegen. Das Branding erfolgt meist über ein Webetikett, einen Reflexdruck oder einen PVC-Logopatch auf der Vorderseite.',
        'Vertrieben von Marken aus dem Kfz-Zubehörhandel, von Autohäusern als Kaufzugabe genutzt und von Haushalts- und Outdoor-Händlern gelistet. Jede Einheit wird gefaltet in einen Farbkarton oder bedruckten Polybeutel verpackt, die Umkartons sind für eine effiziente Containerbeladung dimensioniert.',
      ],
      material: '600D Oxford, PE-Platten',
      customization: [
        'Individuelle Größe und Fächer',
        'Kühlfach oder Deckel mit Reißverschluss',
        'Webetikett, PVC-Patch oder Reflexdruck',
        'Antirutschboden nach Wahl',
        'Verpackung im Farbkarton',
      ],
      imageAlts: [
        'Anthrazitfarbener faltbarer Kofferraum-Organizer, Vorderansicht',
        'Detail von Griff und Seitentasche des anthrazitfarbenen Kofferraum-Organizers',
      ],
    },
    'back-seat-car-organizer': {
      name: 'Rückenlehnen-Organizer fürs Auto',
      summary:
        'Rückenlehnen-Organizer mit Tablet-Fach, Flaschenhaltern und Trittschutz, genäht aus strapazierfähigem 600D Polyester für Familienautos.',
      description: [
        'Dieser Organizer wird mit einem verstellbaren Kopfstützengurt und einem unteren Gummigurt mit Steckschnallen an der Rückseite eines Vordersitzes befestigt. Er ist aus PVC-beschichtetem 600D Polyester genäht und bietet ein transparentes, touchfähiges Tablet-Fach, zwei isolierte Flaschenhalter, Netztaschen und einen Taschentuchspender; die durchgehende Fläche schützt die Rückenlehne vor Kinderschuhen.',
        'Wir können die Taschenaufteilung ändern, das Tablet-Fenster für 12,9-Zoll-Geräte vergrößern, einen Klapptisch ergänzen oder eine schlanke Version für Fahrdienste fertigen. Logos werden gedruckt, gestickt oder als Webetikett aufgenäht, die Farben richten sich nach Pantone.',
        'Beliebt bei Marken für Autozubehör, Baby- und Familienprodukte sowie bei Fahrdienstflotten. Die Organizer werden gefaltet im Farbkarton oder bedruckten Polybeutel geliefert, alle Gurte inklusive.',
      ],
      material: '600D Polyester, transparentes PVC-Fenster, Netzgewebe',
      customization: [
        'Individuelle Taschenaufteilung',
        'Größeres Tablet-Fenster',
        'Optionaler Klapptisch',
        'Logodruck, Stickerei oder Webetikett',
        'Verpackung im Farbkarton',
      ],
      imageAlts: [
        'Marineblauer Rückenlehnen-Organizer fürs Auto, Vorderansicht',
        'Detail von Tablet-Fach und Flaschenhalter des marineblauen Organizers',
      ],
    },
    'heat-press-leather-phone-case': {
      name: 'Heißgepresste Leder-Handyhülle',
      summary:
        'PU-Leder, heißgepresst auf eine PC-Schale für eine nahtlose Ummantelung, mit geprägtem oder gedrucktem Branding – für iPhone- und Samsung-Modelle.',
      description: [
        'Eine schlanke Backcover-Hülle, bei der PU-Leder im Heißpressverfahren mit einer festen PC-Schale verbunden wird: Das Leder wird auf die Schale gelegt, verklebt und in einer beheizten Aluminiumform gepresst, sodass es die Kanten ohne sichtbare Naht umschließt. Die Hülle fühlt sich an wie ein Lederaccessoire und bietet dennoch präzise Aussparungen für Kameras, Tasten und Anschlüsse; innen ist sie mit Mikrofaser ausgekleidet.',
        'Logos und Muster werden im selben Pressgang geprägt oder per Heißfolienprägung, UV-Druck oder Lasergravur aufgebracht. Ledernarbung, Farbe und Stärke sind wählbar, zwischen Schale und Leder kann ein MagSafe-kompatibler Magnetring eingearbeitet werden. Jedes Handymodell benötigt eine eigene Pressform; für aktuelle iPhone- und Galaxy-Modelle haben wir Formen vorrätig.',
        'Gewählt von Marken für Handyzubehör, von Luxus- und Modelabels für Markenartikel und von Unternehmen für Geschenke an Führungskräfte. Verpackungsoptionen sind bedruckte Papierschachteln, Blisterkarten und umweltfreundliche Kraftkartons.',
      ],
      material: 'PU-Leder, PC-Schale, Mikrofaserfutter',
      size: 'Für die Serien iPhone 15/16 und Galaxy S24/S25',
      customization: [
        'Handymodell und Aussparungen',
        'Prägung, Heißfolienprägung oder UV-Druck',
        'Ledernarbung und -farbe',
        'MagSafe-Magnetring',
        'Verpackung im Verkaufskarton',
      ],
      imageAlts: [
        'Orangefarbene heißgepresste Handyhülle aus PU-Leder, Vorderansicht',
        'Nahaufnahme von ummantelter Kante und Kameraaussparung der orangefarbenen Lederhülle',
      ],
    },
    'sublimation-tpu-phone-case': {
      name: 'TPU-Handyhülle für Sublimationsdruck',
      summary:
        'Flexible TPU-Hülle mit sublimationsbedruckter Rückseite für individuelle Motive in Fotoqualität – ideal für Marken, Künstler und Events.',
      description: [
        'Eine stoßdämpfende TPU-Hülle mit beschichteter Rückplatte aus Aluminium oder hartem PC, die eigens für den Sublimationsdruck ausgelegt ist. Das Motiv wird auf Transferpapier gedruckt und bei rund 190 °C heißgepresst: Die Tinten gehen in den gasförmigen Zustand über und verbinden sich mit der Beschichtung – der Druck blättert nicht ab, verkratzt nicht und bleicht in der Sonne nicht aus. Erhöhte Ränder um Kamera und Display sorgen für zusätzlichen Schutz.',
        'Da jede Platte einzeln bedruckt wird, können die Motive innerhalb eines Auftrags variieren – ideal für Künstlerkooperationen und Personalisierungsprogramme. TPU-Farbe (transparent, schwarz oder getönt) und Oberfläche der Platte (glänzend oder matt) sind wählbar, und wir decken die meisten aktuellen Modelle von iPhone, Samsung, Google Pixel und Xiaomi ab.',
        'Eingesetzt für Marken-Merchandise, Event- und Teamgeschenke, Künstler- und Influencer-Kollektionen sowie Print-on-Demand-Shops. Die Hüllen werden einzeln im OPP-Beutel mit Papiereinleger oder im Verkaufskarton verpackt.',
      ],
      material: 'TPU-Rahmen, sublimationsbeschichtete Aluminiumplatte',
      size: 'Für iPhone 13–16, Galaxy-S/A-Serie und Pixel',
      customization: [
        'Vollfarbiges Sublimationsmotiv',
        'Verschiedene Motive in einem Auftrag',
        'TPU-Farbe und Plattenoberfläche',
        'Große Auswahl an Handymodellen',
        'Verkaufsverpackung',
      ],
      imageAlts: [
        'Petrolfarbene sublimationsbedruckte TPU-Handyhülle, Vorderansicht',
        'Detail des erhöhten Kamerarands und der bedruckten Platte der petrolfarbenen TPU-Hülle',
      ],
    },
    'card-slot-folio-phone-case': {
      name: 'Klapphülle mit Kartenfächern',
      summary:
        'Buchartige Klapphülle aus PU-Leder mit drei Kartenfächern, Geldfach und Magnetlasche, heißgepresst für präzise Kanten und klares Branding.',
      description: [
        'Eine Hülle im Portemonnaie-Stil, die das Display schützt und das separate Kartenetui ersetzt. Der Deckel aus PU-Leder wird über eine Verstärkungspappe heißgepresst und erhält so feste, präzise Kanten, während das Handy in einer weichen TPU-Innenschale sitzt. Innen befinden sich drei Kartenfächer und ein durchgehendes Geldfach; eine Magnetlasche hält die Hülle geschlossen, und der Deckel lässt sich zum Querformat-Ständer für Videos umklappen.',
        'Optional sind ein RFID-Schutzfutter, eine Öse für eine Handschlaufe sowie wahlweise PU- oder Echtleder. Logos werden heiß auf den Deckel geprägt, mit Heißfolie veredelt oder gestickt, Kantenfarbe und Nahtfarbe lassen sich auf Ihre Marke abstimmen.',
        'Vertrieben über Handyzubehörhändler und Shops von Mobilfunkanbietern, von Unternehmen und Hotels als hochwertiges Markengeschenk genutzt. Die Hüllen werden in Sichtfensterkartons oder Geschenkboxen aus Kraftkarton mit Ihrem Barcode-Etikett verpackt.',
      ],
      material: 'PU-Leder, TPU-Innenschale',
      size: 'Für die Serien iPhone 15/16 und Galaxy S24/S25',
      customization: [
        'Passend für Ihre Handymodelle',
        'Prägung, Heißfolienprägung oder Stickerei',
        'RFID-Schutzfutter',
        'PU- oder Echtleder',
        'Naht- und Kantenfarbe',
        'Verpackung im Sichtfensterkarton',
      ],
      imageAlts: [
        'Marineblaue Klapphülle mit Kartenfächern, Vorderansicht',
        'Detail der Kartenfächer und der Magnetlasche der marineblauen Klapphülle',
      ],
    },
    'tri-fold-smart-cover': {
      name: 'Dreifach faltbares Smart Cover',
      summary:
        'Schlankes, dreifach faltbares Tablet-Cover mit Magneten für automatisches Ein- und Ausschalten und Standfunktion, heißgepresst aus PU-Leder für iPad und Android-Tablets.',
      description: [
        'Ein leichtes, dreifach faltbares Tablet-Cover: Die Vorderklappe wird zum Dreieck gefaltet und stellt das Tablet im Schreib- oder Betrachtungswinkel auf, integrierte Magnete aktivieren den automatischen Ruhezustand und das Aufwecken. Das PU-Leder wird auf segmentierte Faserplatten heißgepresst, für saubere, plane Faltlinien; die Rückseite ist eine transluzente Hartschale aus PC oder eine weiche TPU-Schale, durch die das Gerät sichtbar bleibt.',
        'Erhältlich für aktuelle Modelle von iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo und Xiaomi. Farben, Mikrofaserfutter, Stifthalter sowie Logoprägung oder -druck auf der Vorderklappe sind optional; die Magnetpositionen werden bei jedem Modell vor der Serienfertigung geprüft.',
        'Beliebt bei Elektronikhändlern, Bildungsprogrammen mit Tablets und in Bundles von Telekommunikationsanbietern. Die Cover werden einzeln im Verkaufskarton oder lose in OPP-Beuteln für Distributoren verpackt.',
      ],
      material: 'PU-Leder, Faserplatte, PC-Rückschale',
      size: 'Für iPad 10,9/11 Zoll, iPad Air 11/13 Zoll und Galaxy Tab S9/S10',
      customization: [
        'Passend für Ihre Tablet-Modelle',
        'Individuelle Farben und Futter',
        'Optionaler Stifthalter',
        'Logoprägung oder -druck',
        'Verkaufs- oder Sammelverpackung',
      ],
      imageAlts: [
        'Anthrazitfarbenes dreifach faltbares Smart Cover, Vorderansicht',
        'Detail der Faltlinien und der Standfunktion des anthrazitfarbenen Smart Covers',
      ],
    },
    'magnetic-smart-folio': {
      name: 'Magnetisches Smart Folio',
      summary:
        'Magnetisches Folio, das sich in Sekunden anbringen und abnehmen lässt, mit Soft-Touch-Oberfläche und automatischem Ein- und Ausschalten, für iPad Air und iPad Pro.',
      description: [
        'Statt mit einer Schale wird dieses Folio mit starken Magneten am Tablet befestigt, die auf die Magnete des Geräts ausgerichtet sind – so ist es in Sekunden angebracht oder abgenommen und trägt kaum auf. Vorder- und Rückseite bestehen aus Soft-Touch-PU, heißgepresst über dünne Pappe, mit Mikrofaserfutter, das das Display sauber hält; die Vorderklappe lässt sich zum Ständer mit zwei Neigungswinkeln falten.',
        'Da die exakte Ausrichtung der Magnete entscheidend ist, wird jedes Modell mit einer eigenen Form entwickelt und vor der Produktion auf Ein-/Ausschaltfunktion und Haltekraft geprüft. Wählen Sie aus unseren Farbkarten oder geben Sie Pantone-Farben vor; Logos werden geprägt, im Siebdruck aufgebracht oder gelasert.',
        'Ausgerichtet auf Premium-Zubehörmarken, designorientierte Händler und Firmengeschenkprogramme. Verpackt wird meist in einer bedruckten Festkartonbox oder einer recycelbaren Papierschale mit Banderole.',
      ],
      material: 'Soft-Touch-PU, dünne Pappe, Mikrofaserfutter',
      size: 'Für iPad Air 11/13 Zoll und iPad Pro 11/13 Zoll',
      customization: [
        'Passend für Ihre Tablet-Modelle',
        'Farbabstimmung nach Pantone',
        'Geprägtes, siebgedrucktes oder gelasertes Logo',
        'Futterfarbe',
        'Verpackung in Festkartonbox',
      ],
      imageAlts: [
        'Altrosa magnetisches Smart Folio, Vorderansicht',
        'Detail der Soft-Touch-Oberfläche und der Faltkante des altrosa Folios',
      ],
    },
    'crossbody-phone-holder': {
      name: 'Handytasche zum Umhängen',
      summary:
        'Heißgepresste Handytasche aus PU mit Kartenfach und verstellbarem Umhängeriemen – hält das Handy griffbereit und die Hände frei, auf Reisen wie im Alltag.',
      description: [
        'Eine kompakte Umhängetasche, passend für große Smartphones. Vorder- und Rückseite bestehen aus PU-Leder, heißgepresst über einen Schaumkern, was eine formstabile, modellierte Form ergibt, die das Handy schützt; die Seiten sind mit Reißverschluss und Paspelkanten verbunden. Eine Rückentasche nimmt Karten oder Bargeld auf, der abnehmbare Riemen ist von 60 bis 130 cm verstellbar.',
        'Riemenart (Gurtband, geflochtene Kordel, Leder oder Kette), Beschlagfarbe und Lederfarbe wählen Sie passend zu Ihrer Kollektion. Logos werden heiß auf die Vorderseite geprägt, mit Heißfolie veredelt oder als Metallplakette angebracht.',
        'Modeaccessoire-Marken, Reisehändler und Einkäufer von Festival-Merchandise setzen sie als Handytasche für freie Hände ein. Jede Tasche wird mit Staubbeutel oder OPP-Beutel und Hängeetikett verpackt.',
      ],
      material: 'PU-Leder, Schaumkern, Umhängeriemen aus Polyester-Gurtband',
      size: '19 × 10 × 2,5 cm (für Handys bis 6,9 Zoll)',
      customization: [
        'Riemenart und -länge',
        'Beschlagfarbe',
        'Lederfarbe und -narbung',
        'Prägung, Heißfolie oder Metall-Logoplakette',
        'Staubbeutel und Hängeetikett',
      ],
      imageAlts: [
        'Olivgrüne Handytasche zum Umhängen mit Riemen, Vorderansicht',
        'Detail der geformten Vorderseite und der Riemenbeschläge der olivgrünen Handytasche',
      ],
    },
    'heat-pressed-phone-sleeve': {
      name: 'Heißgepresste Handy-Einstecktasche',
      summary:
        'Einstecktasche fürs Handy aus EVA-kaschiertem Stoff mit eingeprägtem Logo – ein schickes, preisgünstiges Werbemittel.',
      description: [
        'Eine schlanke Einstecktasche, die das Handy in Tasche oder Hosentasche schützt. Polyester- oder Lycra-Stoff wird auf 2 mm EVA-Schaum kaschiert und in einem Formwerkzeug heißgepresst, sodass die Tasche eine abgerundete 3D-Form behält und Logo oder Muster als Relief in die Oberfläche eingeprägt werden. Die Kanten sind mit passendem Einfassband versäubert, eine Schlaufe für ein Umhängeband oder ein Gürtelclip kann ergänzt werden.',
        'Farbe, Stoffstruktur, Größe für bestimmte Handymodelle und das eingeprägte Muster sind individuell anpassbar; in Kombination mit einer aufgedruckten Farbe entsteht ein zweifarbiger Effekt. Da Form und Logo in einem einzigen Pressgang entstehen, bleibt der Stückpreis bei großen Mengen niedrig.',
        'Weit verbreitet für Aktionen von Mobilfunkanbietern und Banken, als Messegeschenk und als Beigabe im Lieferumfang. Die Taschen werden einzeln im OPP-Beutel oder lose im Karton verpackt.',
      ],
      material: 'Polyester oder Lycra, kaschiert auf 2 mm EVA',
      size: '17 × 9 cm (für Handys von 6,1 bis 6,7 Zoll)',
      customization: [
        'Größe passend zu Ihrem Handymodell',
        'Eingeprägtes Logo und Muster',
        'Stofffarbe und -struktur',
        'Schlaufe für Umhängeband oder Gürtelclip',
        'Einzelverpackung im OPP-Beutel',
      ],
      imageAlts: [
        'Orangefarbene heißgepresste Handy-Einstecktasche, Vorderansicht',
        'Nahaufnahme von eingeprägtem Logo und eingefasster Kante der orangefarbenen Einstecktasche',
      ],
    },
    'tablet-cover-with-pen-holder': {
      name: 'Tablet-Hülle mit Stifthalter',
      summary:
        'Tablet-Klapphülle mit integriertem Stifthalter, stoßfester TPU-Rückschale und mehrstufiger Standfunktion – für Schule, Studium und Beruf.',
      description: [
        'Eine Klapphülle, die Eingabestift und Tablet zusammenhält. Die Vorderseite besteht aus PU-Leder, heißgepresst über Pappe, die Rückseite aus einer stoßdämpfenden TPU-Schale mit verstärkten Ecken; dank eines eingeformten Stiftfachs am Rücken lädt der Stift bei unterstützten iPads weiterhin magnetisch. Die Vorderklappe lässt sich in drei Standwinkel falten und unterstützt automatisches Ein- und Ausschalten.',
        'Für jedes Tablet-Modell wird ein eigenes Werkzeug gefertigt, und wir können eine elastische Handschlaufe, eine Dokumententasche oder einen Schultergurt für den Außendienst ergänzen. Die Farben werden nach Pantone abgestimmt, Logos auf die Vorderseite geprägt, gedruckt oder gelasert.',
        'Gekauft von Bildungsausstattern für Tablet-Einführungen an Schulen, von IT-Abteilungen in Unternehmen und von Zubehörhändlern. Zur Wahl stehen einzelne Verkaufskartons oder Sammelverpackung mit Barcode-Etiketten für Ausschreibungsprojekte.',
      ],
      material: 'PU-Leder, TPU-Rückschale',
      size: 'Für iPad 10,9 Zoll, iPad Air 11 Zoll und Galaxy Tab S9 FE',
      customization: [
        'Passend für Ihre Tablet-Modelle',
        'Handschlaufe oder Dokumententasche',
        'Farbabstimmung nach Pantone',
        'Geprägtes, gedrucktes oder gelasertes Logo',
        'Verkaufs- oder Sammelverpackung',
      ],
      imageAlts: [
        'Marineblaue Tablet-Hülle mit Stifthalter, Vorderansicht',
        'Detail des Stiftfachs am Rücken der marineblauen Tablet-Hülle',
      ],
    },
    'kids-shockproof-tablet-cover': {
      name: 'Stoßfeste Tablet-Hülle für Kinder',
      summary:
        'Dicke Tablet-Hülle aus ungiftigem EVA-Schaum mit Griff, der sich zum Ständer umklappen lässt – gebaut, um Stürze in Schule und Kinderzimmer zu überstehen.',
      description: [
        'Eine kräftige Schutzhülle aus leichtem, ungiftigem EVA-Schaum, heißgepresst in einer Stahlform, sodass das Tablet sicher einrastet und die dicken Wände Stöße von allen Seiten abfangen. Der integrierte Griff lässt sich von kleinen Händen gut tragen und wird durch Drehen zum Tischständer; erhöhte Ränder schützen das Display, wenn das Tablet mit der Vorderseite nach unten fällt.',
        'Der Schaum ist frei von BPA, Phthalaten und Latex und kann nach CPSIA, EN 71 und REACH geprüft werden. Die Farben werden vor dem Formen in den Schaum eingearbeitet und bleiben dadurch leuchtend, Logos oder Figuren werden als Relief eingeformt oder im Tampondruck aufgebracht. Vorhandene Formen decken das iPad der 9./10. Generation, das iPad mini sowie gängige Samsung- und Amazon-Fire-Tablets ab; andere Modelle erfordern eine neue Form.',
        'Beliebt bei Bildungsprogrammen mit Tablets, Kindermarken und Spielwarenhändlern. Die Hüllen werden im Farbkarton oder in umweltfreundlicher Aufhängeverpackung für die Hakenpräsentation geliefert.',
      ],
      material: 'Ungiftiger EVA-Schaum',
      size: 'Für iPad 10,2/10,9 Zoll, iPad mini und Fire HD 10',
      customization: [
        'Passend für Ihre Tablet-Modelle',
        'Individuelle Schaumfarbe',
        'Eingeformtes oder tampongedrucktes Logo',
        'Prüfung nach EN 71 / CPSIA',
        'Farbkarton oder Aufhängeverpackung',
      ],
      imageAlts: [
        'Petrolfarbene stoßfeste Tablet-Hülle für Kinder mit Griff, Vorderansicht',
        'Nahaufnahme der dicken Schaumecke und des Griffs der petrolfarbenen Hülle',
      ],
    },
    'eva-earphone-case': {
      name: 'EVA-Etui für Kopfhörer',
      summary:
        'Kompaktes, formgepresstes EVA-Etui für Ohrhörer und Kabel mit Reißverschluss und Netzfach – ein beliebter Lieferumfang-Artikel von Audiomarken.',
      description: [
        'Ein handtellergroßes Hartschalenetui für True-Wireless-Ohrhörer, kabelgebundene Kopfhörer und kurze Kabel. Die Schale besteht aus 3,5 mm EVA mit einer Härte von etwa 70°, kaschiert mit Lycra oder Jersey und in einer Aluminiumform heißgepresst – so bleibt sie formstabil und druckfest. Ein YKK-Reißverschluss Nr. 3 läuft rundum, innen gibt es ein elastisches Netzfach und ein weiches, beflocktes Futter.',
        'Form (rund, eckig, oval oder individuelle Kontur), Größe und Oberflächenstoff (Lycra, PU, 1680D Polyester oder PU in Carbonoptik) bestimmen Sie. Logos werden als Relief auf dem Deckel ausgeformt, geprägt, gedruckt oder als PVC-Patch aufgebracht, außerdem kann ein Karabiner oder eine Schlaufe für ein Umhängeband eingenäht werden.',
        'Audiomarken nutzen es als Transportetui im Lieferumfang, Airlines und Firmenkunden als Geschenkartikel. Eine individuelle Form erfordert eine neue Form, für ein kleines Etui in der Regel 200–400 USD und in 7–10 Tagen fertig; verpackt wird im OPP-Beutel oder in einer bedruckten Schachtel.',
      ],
      material: '3,5 mm EVA (70°), Lycra-Oberfläche',
      customization: [
        'Individuelle Form und Größe',
        'Oberflächenstoff nach Wahl',
        'Ausgeformtes, geprägtes oder gedrucktes Logo',
        'Karabiner oder Schlaufe für Umhängeband',
        'Netzfach oder Schaumstoffeinlage',
      ],
      imageAlts: [
        'Anthrazitfarbenes EVA-Etui für Kopfhörer, Vorderansicht',
        'Detail von Reißverschluss und geformtem Deckel des anthrazitfarbenen EVA-Etuis',
      ],
    },
    'eva-hard-drive-case': {
      name: 'EVA-Festplattentasche',
      summary:
        'Stoßfestes EVA-Etui für 2,5-Zoll-Festplatten und SSDs mit Netzfach fürs Kabel – das Standard-Transportetui von Speichermarken.',
      description: [
        'Ein Schutzetui in der passenden Größe für tragbare 2,5-Zoll-Festplatten, SSDs und Powerbanks. Die 4 mm starke EVA-Schale ist mit 1680D Polyester oder PU kaschiert und zu einer festen, aufklappbaren Hartschale heißgepresst; innen hält auf der einen Seite ein Gummiband oder ein gestanztes Schaumbett die Festplatte, auf der anderen nimmt ein Netzfach Kabel und Adapter auf. Ein Zwei-Wege-Reißverschluss und eine Handschlaufe runden das Etui ab.',
        'Der Schaumstoff im Inneren kann passgenau für Ihr Gerät und Zubehör gestanzt oder geformt werden. Logos werden meist in den Deckel geprägt oder eingeformt oder als PVC- bzw. Metallplakette angebracht; Farben und Oberflächenstrukturen lassen sich auf Ihre Produktlinie abstimmen.',
        'Wir liefern es an Speicher- und Elektronikmarken als Verpackung im Lieferumfang und an Händler als Nachrüst-Zubehör. Die Etuis werden in OPP-Beuteln im Umkarton oder in Verkaufs-Farbkartons verpackt.',
      ],
      material: '4 mm EVA, Oberfläche aus 1680D Polyester',
      customization: [
        'Passgenaue Schaumstoffeinlage',
        'Oberflächenstoff und Farbe',
        'Eingeformtes, geprägtes oder Plaketten-Logo',
        'Handschlaufe oder Karabiner',
        'Verkaufs-Farbkarton',
      ],
      imageAlts: [
        'Marineblaue EVA-Festplattentasche, Vorderansicht',
        'Innenansicht des marineblauen EVA-Etuis: Gummiband und Netzfach für Kabel',
      ],
    },
    'eva-tool-case': {
      name: 'EVA-Werkzeugkoffer',
      summary:
        'Robuster, formgepresster EVA-Koffer mit Tragegriff und gestanzter Schaumstoffeinlage zum Schutz von Elektrowerkzeugen, Messgeräten und Reparatursets.',
      description: [
        'Ein größeres Hartschalenetui für Handwerkzeuge, Akkuschrauber, Multimeter und Reparatursets. Die 5 mm starke Schale aus hochverdichtetem EVA (Härte 75°) ist mit abriebfestem 1680D Polyester kaschiert und mit verstärktem Rand heißgepresst – so hält sie dem Werkstattalltag stand. Ein eingeformter Griff, ein kräftiger Reißverschluss Nr. 8 und eine gestanzte EPE- oder EVA-Schaumstoffeinlage mit werkzeugförmigen Aussparungen halten alles an seinem Platz.',
        'Die Innenausstattung wird nach Ihren Werkzeugmustern oder CAD-Zeichnungen gestaltet: Schaumstoffaussparungen, Gummischlaufen, eine Reißverschlusstasche im Deckel für Bits und Anleitungen oder ein herausnehmbares Tray. Das Branding wird als Relief in den Deckel eingeformt, im Siebdruck aufgebracht oder als Web- oder PVC-Etikett in Ihrer Markenfarbe aufgenäht.',
        'Werkzeug- und Messgerätemarken setzen ihn als Verkaufsverpackung für Sets ein, Kfz- und Telekommunikationsunternehmen als Werkzeugkoffer für ihre Techniker. Die Koffer werden einzeln in Polybeuteln und Umkartons oder in bedruckten Außenkartons verpackt.',
      ],
      material: '5 mm EVA (75°), 1680D Polyester, EPE-Schaumstoffeinlage',
      customization: [
        'Schaumstoffeinlage passend zu Ihren Werkzeugen',
        'Individuelle Größe und Form',
        'Eingeformtes oder gedrucktes Logo',
        'Griff- und Schultergurtoptionen',
        'Herausnehmbares Tray oder Deckeltasche',
        'Bedruckter Außenkarton',
      ],
      imageAlts: [
        'Orangefarbener EVA-Werkzeugkoffer mit Griff, Vorderansicht',
        'Detail des kräftigen Reißverschlusses und des verstärkten Rands des orangefarbenen Werkzeugkoffers',
      ],
    },
    'eva-camera-case': {
      name: 'EVA-Kameratasche',
      summary:
        'Formgepresste EVA-Tasche für Kompaktkameras, Actioncams und Objektive, mit gepolstertem Innenraum und Gürtelschlaufe für Outdoor-Fotografie.',
      description: [
        'Ein Hartschalenetui für Kompaktkameras, Actioncams, Sofortbildkameras und kleine Objektive. Der Korpus aus 4 mm EVA ist mit wasserabweisendem Stoff kaschiert und zu einer tiefen, abgerundeten Form heißgepresst, innen mit weichem Samt ausgekleidet und mit einem gepolsterten Trenner ausgestattet. Eine Gürtelschlaufe und D-Ringe auf der Rückseite nehmen einen Schultergurt oder Karabiner auf.',
        'Wir können den Innenraum um eine bestimmte Kamera herum konstruieren, etwa Modelle von GoPro, Insta360 oder Instax, mit Fächern für Akkus, Speicherkarten und Halterungen. Als Oberflächen stehen Nylon, PU-Leder und Strukturen in Canvas-Optik zur Wahl; Logos werden eingeformt, geprägt, gedruckt oder als Webetikett aufgenäht.',
        'Eingesetzt von Kamera- und Actioncam-Marken als Zubehör im Set und verkauft von Fotofachhändlern sowie Outdoor- und Reisemarken. Jedes Etui wird im OPP-Beutel oder in einer Aufhängeverpackung geliefert, optional mit Schultergurt in Ihrem Branding.',
      ],
      material: '4 mm EVA, Nylon-Oberfläche, Samtfutter',
      customization: [
        'Innenraum passend zu Ihrer Kamera',
        'Oberflächenstoff nach Wahl',
        'Eingeformtes, geprägtes oder gedrucktes Logo',
        'Schultergurt und Gürtelschlaufe',
        'Aufhängeverpackung',
      ],
      imageAlts: [
        'Olivgrüne EVA-Kameratasche, Vorderansicht',
        'Detail von Gürtelschlaufe und D-Ring der olivgrünen Kameratasche',
      ],
    },
    'eva-glasses-case': {
      name: 'EVA-Brillenetui',
      summary:
        'Schlankes EVA-Brillenetui mit umlaufendem Reißverschluss, druckfest und in individuellen Formen erhältlich – für Brillenmarken und Optiker.',
      description: [
        'Ein druckfestes Etui für Sonnenbrillen und Korrekturbrillen. Die Schale aus 3 mm EVA ist mit PU-Leder oder Lycra kaschiert und zu einem schlanken, gewölbten Profil heißgepresst, das der Form der Fassung folgt. Ein Reißverschluss läuft an drei Seiten entlang, innen ist das Etui mit weicher Beflockung ausgekleidet; optional hält ein Gummiband im Deckel ein Mikrofaser-Brillenputztuch.',
        'Größe und Profil werden passend zu Ihren Fassungen gefertigt – ob klassisch eckig, Pilotenbrille, Sport-Wraparound oder Lesebrille. Logos können in den Deckel eingeformt oder geprägt, mit Heißfolie veredelt, gedruckt oder als Metallplakette angebracht werden, die Futterfarbe kann einen Kontrast zur Schale setzen.',
        'Wir liefern es an Brillenmarken, Optikerketten und Hersteller von Sportbrillen als Etui im Lieferumfang sowie an Händler als eigenständiges Zubehör. Die Etuis werden mit Putztuch im OPP-Beutel oder in Faltschachteln verpackt.',
      ],
      material: '3 mm EVA, Oberfläche aus PU-Leder, beflocktes Futter',
      customization: [
        'Form passend zu Ihren Fassungen',
        'Oberfläche aus PU oder Lycra',
        'Eingeformtes, geprägtes oder Heißfolien-Logo',
        'Futter in Kontrastfarbe',
        'Putztuch und Schachtelverpackung',
      ],
      imageAlts: [
        'Altrosa EVA-Brillenetui, Vorderansicht',
        'Detail des umlaufenden Reißverschlusses und des Futters des altrosa Brillenetuis',
      ],
    },
    'eva-game-controller-case': {
      name: 'EVA-Etui für Gamecontroller',
      summary:
        'Passgenaues EVA-Etui für PS5-, Xbox- und Switch-Pro-Controller mit eingeformter Halterung und Zubehörfach – für Gaming unterwegs.',
      description: [
        'Ein Hartschalenetui, das der Kontur eines Gamecontrollers folgt – so kompakt wie möglich und dennoch mit sicherem Schutz für Analogsticks und Trigger. Die 4 mm starke EVA-Schale ist mit strapazierfähigem 1680D Polyester oder PU kaschiert und in einer Aluminiumform heißgepresst; innen hält eine eingeformte EVA-Mulde den Controller sicher, und ein Netzfach im Deckel nimmt Ladekabel und Ersatzkappen für die Sticks auf.',
        'Formen für die Controller PS5 DualSense, Xbox Series und Switch Pro haben wir vorrätig, neue Formen für Drittanbieter- oder Sondercontroller entwickeln wir. Ihr Motiv kann per UV- oder Sublimationsdruck auf den Deckel gebracht, ein Logo als Relief eingeformt und die Farben von Oberfläche und Reißverschluss auf einen Spieletitel abgestimmt werden.',
        'Beliebt bei Marken für Gaming-Zubehör, bei Spielepublishern für Collector’s Editions und bei E-Sport-Teams für Merchandise. Verpackt in bedruckten Farbkartons oder Aufhängeverpackungen für den Handel.',
      ],
      material: '4 mm EVA, Oberfläche aus 1680D Polyester oder PU',
      customization: [
        'Passend für Ihr Controllermodell',
        'Deckel mit UV- oder Sublimationsdruck',
        'Eingeformtes Relief-Logo',
        'Farblich abgestimmter Reißverschluss und Stoff',
        'Farbkarton oder Aufhängeverpackung',
      ],
      imageAlts: [
        'Petrolfarbenes EVA-Etui für Gamecontroller, Vorderansicht',
        'Nahaufnahme der strukturierten Oberfläche und des Reißverschlusses des petrolfarbenen Controller-Etuis',
      ],
    },
  },
  faqs: [
    {
      question: 'Wie hoch ist Ihre Mindestbestellmenge (MOQ)?',
      answer:
        'Unsere Standard-MOQ liegt bei 300–500 Stück pro Design für genähte Produkte wie Beutel, Tragetaschen und Organizer und bei 500–1.000 Stück für heißgepresste Hüllen und formgepresste EVA-Etuis. Verschiedene Farben desselben Designs können in der Regel zusammengefasst werden, um die MOQ zu erreichen. Für eine erste Testbestellung akzeptieren wir häufig eine kleinere Menge zu einem etwas höheren Stückpreis – nennen Sie uns einfach Ihre Zielmenge.',
    },
    {
      question: 'Kann ich vor der Bestellung ein Muster erhalten, und was kostet es?',
      answer:
        'Ja. Muster bestehender Produkte sind kostenlos, Sie tragen nur die Expressfracht. Individuelle Muster mit Ihrem Logo, Ihrer Größe oder Ihren Farben kosten je nach Aufwand 50–150 USD pro Design und dauern 5–7 Werktage bzw. 7–10 Tage, wenn eine neue EVA- oder Heißpressform nötig ist. Die Musterkosten werden bei Erteilung des Serienauftrags vollständig erstattet.',
    },
    {
      question: 'Wie lang ist die Produktionszeit?',
      answer:
        'Nach Musterfreigabe und Eingang der Anzahlung benötigen genähte Produkte 15–30 Tage, heißgepresste Hüllen 20–30 Tage und formgepresste EVA-Etuis 25–40 Tage einschließlich Formenbau. In der Hochsaison (August bis November) kann sich die Zeit um etwa eine Woche verlängern; wir empfehlen daher, Aufträge frühzeitig zu bestätigen. Für einige Artikel ist eine Eilfertigung möglich – fragen Sie uns gern.',
    },
    {
      question: 'Welche Druckdaten benötigen Sie für mein Logo?',
      answer:
        'Am besten eignen sich Vektordateien: AI, EPS, PDF oder SVG, mit allen Schriften in Pfade umgewandelt. Bitte geben Sie für Sonderfarben die Pantone-Referenzen (PMS) an, damit wir sie auf Stoff und Leder exakt treffen; für vollfarbigen Sublimations- oder UV-Druck genügt auch eine PNG- oder TIFF-Datei in CMYK mit 300 dpi. Unser Designteam schickt Ihnen vor der Musterfertigung kostenlos ein digitales Mock-up zur Freigabe.',
    },
    {
      question: 'Sind Ihre Materialien sicher, und welche Zertifikate können Sie vorlegen?',
      answer:
        'Wir beziehen Stoffe, PU, EVA und Reißverschlüsse von qualifizierten Lieferanten und können Prüfberichte nach REACH, California Prop 65, CPSIA (Blei und Phthalate) und EN 71 für Kinderprodukte vorlegen, dazu FDA oder LFGB bei Lebensmittelkontakt. Die Prüfungen können von SGS, Intertek oder BV durchgeführt werden; recycelte Stoffe (GRS) und Bio-Baumwolle sind verfügbar. Nennen Sie uns Ihren Zielmarkt, und wir empfehlen Ihnen die passenden Materialien.',
    },
    {
      question: 'Wie stellen Sie die Qualität sicher?',
      answer:
        'Jeder Auftrag durchläuft eine Wareneingangsprüfung der Materialien, laufende Kontrollen an jeder Produktionslinie und eine lückenlose Prüfung (100 %) von Nähten, Reißverschlüssen und Druck an allen Fertigprodukten. Vor dem Versand führt unser QS-Team eine Endkontrolle per Stichprobe nach AQL 2,5 (Hauptfehler) / 4,0 (Nebenfehler) durch und sendet Ihnen einen Bericht mit Fotos und Videos. Inspektionen durch Dritte wie SGS oder QIMA oder durch Ihre eigenen QS-Mitarbeiter sind willkommen.',
    },
    {
      question: 'Wie versenden Sie, und welche Lieferbedingungen akzeptieren Sie?',
      answer:
        'In der Regel bieten wir FOB Shenzhen an; EXW, CIF und DDP frei Haus sind ebenfalls möglich. Express (DHL, FedEx, UPS) eignet sich für Muster und kleine Aufträge und dauert 3–7 Tage, Luftfracht etwa 5–10 Tage und Seefracht je nach Bestimmungsort 15–35 Tage. Unsere Spediteure übernehmen bei DDP-Sendungen in die USA, die EU, das Vereinigte Königreich und nach Australien die Verzollung und die Abgaben.',
    },
    {
      question: 'Welche Zahlungsbedingungen gelten?',
      answer:
        'Bei Serienaufträgen starten wir die Produktion nach einer Anzahlung von 30 % per Banküberweisung (T/T); die restlichen 70 % werden vor dem Versand gegen Prüfbericht und Fotos gezahlt. Musterkosten und kleine Beträge können per PayPal oder Kreditkarte beglichen werden. Mit langjährigen Kunden können wir ein Sichtakkreditiv (L/C) oder andere Bedingungen vereinbaren.',
    },
    {
      question: 'Können Sie individuelle Verpackungen herstellen?',
      answer:
        'Ja. Neben Standard-OPP-Beuteln produzieren wir bedruckte Polybeutel, Hängeetiketten, Header-Karten, Barcode- und Amazon-FNSKU-Etiketten, Farbkartons, Kraftkartons und Geschenkboxen aus Festkarton. Wir verpacken nach den Anforderungen von Amazon FBA und versehen Umkartons mit Ihren Versandmarkierungen. Verpackungen aus Recyclingmaterial und plastikfreie Lösungen sind ebenfalls verfügbar.',
    },
    {
      question: 'Bieten Sie OEM/ODM an, und wie schützen Sie unsere Designs?',
      answer:
        'Wir bieten beides: OEM nach Ihren Zeichnungen und Mustern sowie ODM, bei dem unser hauseigenes Designteam nach Ihrem Briefing neue Produkte entwickelt. Gern unterzeichnen wir vor der Übermittlung Ihrer Designs eine Geheimhaltungsvereinbarung (NDA) oder eine NNN-Vereinbarung; Ihre Entwürfe und Formen werden niemals für andere Kunden verwendet, und unveröffentlichte Produkte werden weder auf Messen noch online gezeigt.',
    },
    {
      question: 'Was kostet eine EVA-Form, und wem gehört sie?',
      answer:
        'Eine Aluminiumform für ein individuelles EVA-Etui kostet je nach Größe und Anzahl der Kavitäten in der Regel 200–800 USD; große Etuis oder Stahlformen können über 1.000 USD liegen. Die Herstellung der Form dauert 7–10 Tage, bezahlt wird sie nur einmal. Die Form gehört Ihnen, wir lagern sie für Nachbestellungen kostenlos, und ein Teil der Kosten kann erstattet werden, sobald Ihre Aufträge ein vereinbartes Volumen erreichen.',
    },
    {
      question: 'Für welche Handy- und Tablet-Modelle können Sie Hüllen fertigen?',
      answer:
        'Wir verfügen über Heißpress- und Spritzgussformen für aktuelle Modelle von iPhone, Samsung Galaxy S- und A-Serie, Google Pixel und iPad und haben Formen für neue Flaggschiffe meist wenige Wochen nach deren Markteinführung bereit. Für andere Modelle dauert eine neue Form etwa 7–10 Tage. Senden Sie uns Ihre Modellliste, und wir bestätigen Ihnen jedes einzelne Modell.',
    },
    {
      question: 'Können wir Ihr Werk besuchen oder auditieren?',
      answer:
        'Selbstverständlich. Unser Werk liegt in Dongguan, Guangdong, etwa eine Stunde von den Flughäfen Shenzhen und Guangzhou entfernt, und wir holen Sie gern am Flughafen oder von der Canton Fair ab. Wir haben BSCI- und ISO-9001-Audits bestanden und stellen Ihnen die Berichte gern zur Verfügung; falls Sie nicht anreisen können, bieten wir eine Live-Werksbesichtigung per Video an.',
    },
  ],
  homeCards: {
    sewing: [
      'Reißverschlusstaschen aus Neopren, Polyester oder Canvas, in Ihrer Größe zugeschnitten und genäht – für Kosmetik, Kabel und Alltagskleinigkeiten.',
      'Tragetaschen aus Canvas und Non-Woven mit Siebdruck, Stickerei oder vollfarbiger Laminierung: Mehrwegtaschen, die Ihre Marke tragen.',
      'Federmäppchen und Stifterollen mit individuellen Fächern, gemacht für Schreibwarenmarken und das Schulanfangsgeschäft.',
      'Turnbeutel und Geschenkbeutel mit Kordelzug aus Polyester oder Baumwolle – ideal für Events, Starterbeutel und nachhaltige Verpackung.',
      'Kofferraum- und Rückenlehnen-Organizer aus 600D Oxford mit festen Trennwänden, entwickelt für Automobil- und Wohnmarken.',
    ],
    heatPress: [
      'Handyhüllen aus PU-Leder, heißgepresst auf PC-Schalen – für nahtlose Kanten und gestochen scharf geprägte Logos.',
      'Dreifach faltbare und magnetische Smart Covers mit automatischem Ein- und Ausschalten, passgenau für iPad und Android-Tablets.',
      'Handytaschen zum Umhängen und formgepresste Einstecktaschen, die das Handy schützen und die Hände frei lassen.',
      'Tablet-Hüllen mit Stifthalter und stoßfesten Schalen für Schulen, Büros und Kinder.',
      'Klapphüllen und Handyhüllen mit Sublimationsdruck in Ihren Markenfarben – mit Motiven in Fotoqualität, die nie abblättern.',
    ],
    evaMolded: [
      'Kompakte EVA-Etuis für Ohrhörer und Kabel, heißgepresst, damit sie formstabil und druckfest bleiben.',
      'Robuste EVA-Werkzeugkoffer mit gestanzten Schaumstoffeinlagen, in denen jedes Werkzeug seinen festen Platz hat.',
      'Stoßfeste EVA-Etuis für Festplatten, SSDs und Powerbanks – das Standardetui im Lieferumfang von Elektronikmarken.',
      'Passgenaue EVA-Etuis für Gamecontroller, mit bedrucktem Deckel und eingeformter Halterung für Gaming unterwegs.',
      'Outdoor-taugliche EVA-Kamerataschen mit gepolstertem Innenraum, Gürtelschlaufe und Ihrem Logo im Deckel eingeformt.',
    ],
  },
  slider: {
    sewing: {
      title: 'Genähte Textilprodukte nach Ihren Vorgaben',
      subtitle:
        'Beutel, Tragetaschen, Federmäppchen und Organizer – zugeschnitten und genäht auf unseren acht Linien ab 300 Stück.',
      button: 'Genähte Produkte entdecken',
    },
    'heat-press': {
      title: 'Heißgepresste Hüllen, die wie angegossen sitzen',
      subtitle: 'Leder-Handyhüllen, Smart Covers und Tablet-Folios, geformt auf unseren eigenen Heißpressen.',
      button: 'Heißgepresste Hüllen entdecken',
    },
    'eva-molded': {
      title: 'EVA-Hartschalenetuis aus eigener Formpresserei',
      subtitle:
        'Schutzetuis für Elektronik, Werkzeug und Kameras: eigener Formenbau und 30 Pressen – von der Form bis zum Versand.',
      button: 'EVA-Etuis entdecken',
    },
  },
};
