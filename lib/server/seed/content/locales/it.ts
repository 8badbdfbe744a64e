import type { SeedTranslation } from './types';

/** Demo content in Italian (addresses the reader with "tu", as the site's messages do). */
export const content: SeedTranslation = {
  companyName: 'Dongguan Hengxin Case',
  legalName: 'Dongguan Hengxin Case Co., Ltd.',
  tagline: 'Custodie e articoli in tessuto su misura, realizzati per il tuo marchio',
  province: 'Guangdong, Cina',
  aboutUs: [
    'Dongguan Hengxin Case è stata fondata nel 2015 a Dongguan, nella provincia del Guangdong, nel cuore del principale distretto cinese della produzione di borse e custodie. Da oltre dieci anni progettiamo, sviluppiamo e produciamo custodie e articoli in tessuto su misura per marchi, distributori e fornitori di gadget promozionali di tutto il mondo, seguendo ogni progetto dal primo schizzo fino ai cartoni caricati nel container.',
    'Il nostro stabilimento di 12.000 m² riunisce tre lavorazioni sotto lo stesso tetto. Otto linee di cucito con oltre 150 operatori specializzati producono pochette, borse shopper, astucci, sacche con coulisse e organizer per auto; il reparto di termopressatura realizza cover in similpelle per smartphone, smart cover, porta smartphone e custodie per tablet; e il reparto di stampaggio EVA, con 30 presse a caldo e un’officina stampi interna, produce custodie rigide per elettronica, utensili, fotocamere e occhiali. Insieme producono oltre 800.000 pezzi al mese.',
    'I nostri designer e modellisti interni possono trasformare il tuo brief in un campione fisico in appena cinque giorni, e i nostri ingegneri ti consigliano i materiali, gli stampi e le soluzioni costruttive più adatti al tuo budget e al tuo mercato di riferimento. Spediamo a clienti in Nord America, Europa, Giappone, Australia e Medio Oriente. Lo stabilimento è sottoposto ad audit BSCI e certificato ISO 9001, e i materiali possono essere testati secondo REACH, Prop 65 e CPSIA.',
    'Crediamo in preventivi onesti, comunicazione chiara e nel mantenere ciò che promettiamo, nei tempi stabiliti. Che ti servano 300 pochette con il tuo logo o 100.000 custodie in EVA, trattiamo ogni ordine come l’inizio di una collaborazione a lungo termine.',
  ],
  categories: {
    sewing: 'Cucito',
    'heat-press': 'Termopressatura',
    'eva-molded': 'EVA stampato',
    pouch: 'Pochette',
    'tote-bag': 'Borse shopper',
    'pencil-bag': 'Astucci',
    'drawstring-bag': 'Sacche con coulisse',
    'trunk-organizer': 'Organizer per auto',
    'phone-case': 'Cover per smartphone',
    'smart-cover': 'Smart cover',
    'phone-holder': 'Porta smartphone',
    'tablet-cover': 'Custodie per tablet',
    'hard-shell-case': 'Custodie rigide',
  },
  products: {
    'neoprene-zip-pouch': {
      name: 'Pochette in neoprene con zip',
      summary:
        'Morbida pochette in neoprene da 3 mm con zip YKK per cavi, cosmetici e piccoli oggetti di tutti i giorni, stampabile su tutta la superficie per le tue campagne promozionali.',
      description: [
        'Questa pochette con zip è tagliata in neoprene SBR da 3 mm accoppiato su entrambi i lati a jersey di poliestere elasticizzato: mano morbida, leggera protezione dagli urti e la capacità di riprendere forma dopo essere stata spedita piatta. Una cerniera YKK n. 5 a spirale in nylon corre lungo il lato superiore e tutte le cuciture sono bordate per una finitura pulita.',
        'Scegli tra oltre 30 colori di jersey a magazzino, oppure inviaci la tua grafica per una stampa a sublimazione su tutta la superficie, con foto e sfumature da bordo a bordo. Il logo può anche essere serigrafato, applicato a transfer termico o come patch in PVC, e il tiretto può essere sostituito con uno in metallo o silicone personalizzato. Dimensioni, spessore (2–5 mm) e tasche interne in rete sono tutti regolabili.',
        'Usi tipici: organizer per cavi e caricabatterie, beauty case, astuccio per la scuola e omaggio con l’acquisto. Ogni pochette è confezionata in un sacchetto OPP singolo; cartellini, etichette con codice a barre e cartoncini header per la vendita al dettaglio sono disponibili su richiesta.',
      ],
      material: 'Neoprene SBR da 3 mm, jersey di poliestere',
      customization: [
        'Dimensioni e spessore su misura',
        'Stampa a sublimazione in quadricromia',
        'Logo stampato, transfer termico o patch in PVC',
        'Tiretto della zip personalizzato',
        'Confezione a marchio proprio',
      ],
      imageAlts: [
        'Pochette in neoprene arancione con zip, vista frontale',
        'Primo piano della zip e della cucitura bordata della pochette in neoprene arancione',
      ],
    },
    'cosmetic-travel-pouch': {
      name: 'Beauty case da viaggio',
      summary:
        'Beauty case idrorepellente con fodera spalmata in PU facile da pulire e ampia apertura, pensato per marchi beauty, hotel e travel retail.',
      description: [
        'Un beauty case squadrato con ampia apertura, pensato per kit da viaggio e confezioni regalo dei marchi di cosmetica. L’esterno è in poliestere riciclato (rPET) 300D con finitura idrorepellente, mentre la fodera in tessuto spalmato PU si pulisce con un colpo di panno dopo ogni fuoriuscita. Un sottile strato di espanso nei fianchi aiuta a mantenere la forma, e un passante in tessuto è cucito nella cucitura laterale.',
        'Il beauty case nasce sulle nostre linee di cucito, quindi misure, profondità del soffietto e organizzazione interna (elastici per pennelli, tasche in rete, divisorio removibile) si adattano ai tuoi prodotti. I colori sono abbinati al Pantone; il logo viene serigrafato, stampato a caldo con foil, ricamato o applicato con un’etichetta tessuta cucita, e anche nastro e tiretto della zip possono essere tinti in abbinamento.',
        'Molto richiesto dai marchi di cosmetica e skincare per le promozioni con omaggio, da hotel e compagnie aeree per i kit di cortesia e dai retailer come accessorio da viaggio a marchio proprio. Confezioni disponibili: sacchetto OPP, fascetta in carta stampata o scatola regalo personalizzata.',
      ],
      material: 'Poliestere riciclato 300D, fodera spalmata in PU',
      customization: [
        'Dimensioni e organizzazione interna su misura',
        'Colori abbinati al Pantone',
        'Serigrafia, stampa a caldo o ricamo',
        'Etichetta tessuta personalizzata',
        'Scatola regalo personalizzata',
      ],
      imageAlts: [
        'Beauty case da viaggio rosa antico, vista frontale',
        'Dettaglio del tiretto e della fodera facile da pulire del beauty case rosa antico',
      ],
    },
    'tech-accessory-pouch': {
      name: 'Organizer per accessori tech',
      summary:
        'Organizer imbottito per caricabatterie, cavi e power bank, con elastici e tasca in rete all’interno di un robusto guscio in poliestere 600D.',
      description: [
        'Un organizer con apertura a conchiglia che tiene in ordine caricabatterie, cavi, auricolari e power bank. Il guscio in poliestere 600D è spalmato in PU per resistere all’acqua, con un’imbottitura in espanso EPE da 5 mm tra tessuto esterno e fodera. All’interno, un lato ospita elastici di diverse larghezze e l’altro una tasca in rete con zip; una cerniera YKK n. 5 a doppio cursore permette di aprirlo completamente in piano.',
        'Ogni elemento dell’organizzazione interna si può modificare: numero e larghezza degli elastici, un divisorio imbottito, una tasca porta carte o un passante per la penna. Il logo si applica di solito con patch in PVC, linguetta in similpelle PU impressa a secco o ricamo, e il guscio è disponibile in tessuto mélange, ripstop o riciclato.',
        'Ideale per i marchi di elettronica che raggruppano gli accessori, per i programmi di regali aziendali e per i kit di benvenuto IT dei nuovi dipendenti. Confezione standard in sacchetto OPP con bustina di gel di silice; disponibili scatole a colori stampate con il tuo codice a barre.',
      ],
      material: 'Poliestere 600D, imbottitura in espanso EPE, fodera in poliestere',
      customization: [
        'Organizzazione interna su misura',
        'Patch in PVC o linguetta in similpelle PU',
        'Logo ricamato',
        'Scelta del tessuto, anche riciclato',
        'Scatola a colori con codice a barre',
      ],
      imageAlts: [
        'Organizer per accessori tech grigio antracite, vista frontale',
        'Interno dell’organizer grigio antracite: elastici e tasca in rete',
      ],
    },
    'felt-laptop-sleeve': {
      name: 'Custodia per laptop in feltro',
      summary:
        'Custodia minimal in feltro di poliestere da 4 mm per laptop da 13 a 16 pollici, con patta in similpelle PU e chiusura magnetica: un regalo aziendale semplice e sostenibile.',
      description: [
        'Tagliata in feltro di poliestere da 4 mm ottenuto in parte da bottiglie in PET riciclate, questa custodia è leggera, morbida e naturalmente ammortizzante. Il corpo è piegato e cucito con doppia impuntura su entrambi i lati, e una patta in similpelle PU con bottone magnetico nascosto trattiene il laptop in modo sicuro senza graffiarlo. Una tasca frontale opzionale accoglie il caricabatterie o un taccuino.',
        'Realizziamo il cartamodello su modelli specifici, dagli ultrabook da 13 pollici alle workstation da 16, con una precisione di pochi millimetri. Il logo può essere impresso a secco o inciso al laser sulla linguetta in similpelle, stampato sul feltro o cucito come etichetta tessuta. Il feltro è disponibile in grigio chiaro, grigio scuro e sabbia, oppure tinto nel colore che preferisci.',
        'Molto usata come regalo aziendale, nei kit per convegni e come accessorio per la vendita al dettaglio di marchi di informatica e cartoleria. Le custodie vengono spedite piatte in fascette di carta kraft riciclabile o sacchetti OPP, per ridurre il volume di spedizione.',
      ],
      material: 'Feltro di poliestere da 4 mm (rPET), similpelle PU',
      size: '36 × 26 cm (14 pollici); disponibile da 13 a 16 pollici',
      customization: [
        'Dimensioni su misura per il tuo modello di laptop',
        'Linguetta in similpelle impressa a secco o incisa al laser',
        'Scelta del colore del feltro',
        'Tasca frontale opzionale',
        'Confezione in carta kraft',
      ],
      imageAlts: [
        'Custodia per laptop in feltro color sabbia con patta in similpelle, vista frontale',
        'Primo piano del bordo cucito e della patta magnetica della custodia in feltro sabbia',
      ],
    },
    'canvas-promotional-tote': {
      name: 'Borsa shopper promozionale in tela',
      summary:
        'Robusta borsa shopper in tela di cotone pesante da 12 oz con manici rinforzati, un classico per fiere, negozi e merchandising di marca.',
      description: [
        'Una shopper resistente per tutti i giorni in tela di cotone naturale da 12 oz, con manici da 3 cm nello stesso tessuto rinforzati in alto da una cucitura a riquadro con croce. Il fondo può essere piatto o a soffietto, e la borsa porta comodamente 10 kg. Le cuciture interne sono rifinite a taglia e cuci, con tasca interna o bottone magnetico opzionali.',
        'La tela è disponibile in colore naturale, tinta a Pantone o in cotone biologico (GOTS su richiesta). Il logo viene serigrafato fino a sei colori pieni, stampato in DTF per grafiche in quadricromia oppure ricamato; un’etichetta tessuta nella cucitura laterale aggiunge una finitura da negozio.',
        'Usi tipici: omaggi in fiera, merchandising di librerie e caffetterie, borse per eventi e borse della spesa riutilizzabili per i negozi. Le borse vengono piegate e imballate sfuse in cartoni da 100 pezzi, oppure imbustate singolarmente con cartellino.',
      ],
      material: 'Tela di cotone da 12 oz',
      customization: [
        'Dimensioni e soffietto su misura',
        'Serigrafia fino a 6 colori',
        'Stampa DTF in quadricromia o ricamo',
        'Tela tinta o biologica',
        'Etichetta tessuta e cartellino',
      ],
      imageAlts: [
        'Borsa shopper in tela color sabbia, vista frontale',
        'Dettaglio del manico con cucitura di rinforzo a riquadro della shopper in tela sabbia',
      ],
    },
    'laminated-non-woven-tote': {
      name: 'Shopper in TNT laminato',
      summary:
        'Borsa per la spesa in TNT da 120 g/m² laminato lucido od opaco con stampa in quadricromia: una borsa riutilizzabile ed economica per negozi ed eventi.',
      description: [
        'Realizzata in TNT di PP da 120 g/m² accoppiato a un film BOPP stampato, questa shopper unisce una qualità di stampa fotografica alla robustezza di una borsa cucita. Il soffietto laterale e un fondo rigido la fanno stare in piedi, e i manici sono rinforzati con una cucitura a croce. La laminazione rende la borsa resistente all’acqua e facile da pulire.',
        'La grafica viene stampata sul film in rotocalco o offset, in quadricromia più colori spot, così sfumature, foto e testi piccoli risultano nitidi su tutta la borsa. Puoi scegliere film lucido od opaco, lunghezza dei manici e larghezza del soffietto; per gli ordini di grandi volumi la costruzione saldata a ultrasuoni riduce i costi.',
        'Molto usata da supermercati e negozi di moda e cosmetica come borsa per la spesa riutilizzabile, e da espositori ed enti del turismo durante gli eventi. Le borse vengono imballate piatte in mazzi da 100 per un carico ottimale del container.',
      ],
      material: 'TNT di PP da 120 g/m², film BOPP laminato',
      customization: [
        'Stampa in quadricromia su film',
        'Laminazione lucida od opaca',
        'Dimensioni e soffietto su misura',
        'Lunghezza e colore dei manici',
        'Costruzione cucita o a ultrasuoni',
      ],
      imageAlts: [
        'Shopper in TNT laminato verde petrolio, vista frontale',
        'Primo piano della superficie laminata e della cucitura del manico della shopper verde petrolio',
      ],
    },
    'double-zip-pencil-case': {
      name: 'Astuccio a doppia zip',
      summary:
        'Astuccio a due scomparti in poliestere 600D con zip YKK ed elastici interni per penne, nelle misure giuste per la scuola e l’ufficio.',
      description: [
        'Un astuccio con due scomparti a zip indipendenti: quello anteriore tiene penne ed evidenziatori negli elastici, quello posteriore è uno spazio libero per righelli, gomme e foglietti adesivi. L’esterno è in poliestere 600D spalmato in PVC con fodera in poliestere 210D, ed entrambe le cerniere YKK n. 5 hanno tiretti gommati per una presa comoda.',
        'Colori, dimensioni e organizzazione interna sono completamente personalizzabili, anche con un terzo scomparto o una finestrella trasparente portanome. Il logo viene serigrafato, applicato a transfer termico o ricamato, e possiamo aggiungere un’etichetta tessuta, una patch in PVC o illustrazioni di personaggi per le linee su licenza.',
        'I clienti tipici sono marchi di cartoleria, rivenditori del back-to-school, programmi educativi e fornitori di gadget promozionali. Ogni astuccio è confezionato in sacchetto OPP con cartoncino header o etichetta con codice a barre, pronto per lo scaffale.',
      ],
      material: 'Poliestere 600D, fodera in poliestere 210D',
      customization: [
        'Scomparti e organizzazione su misura',
        'Serigrafia, transfer termico o ricamo',
        'Patch in PVC o etichetta tessuta',
        'Zip in tinta',
        'Confezione con cartoncino header',
      ],
      imageAlts: [
        'Astuccio blu navy a doppia zip, vista frontale',
        'Dettaglio delle due zip e dei tiretti gommati dell’astuccio blu navy',
      ],
    },
    'roll-up-pencil-wrap': {
      name: 'Astuccio arrotolabile',
      summary:
        'Astuccio arrotolabile in tela con 24 alloggiamenti singoli e chiusura a laccio, un classico per i marchi di belle arti e i kit da disegno.',
      description: [
        'Questo astuccio arrotolabile ospita matite colorate, pennelli da pittura o pennelli da trucco in alloggiamenti cuciti uno per uno; poi si arrotola e si chiude con un cordoncino di cotone. È realizzato in tela di cotone lavata da 10 oz, con una patta superiore che copre le punte perché nulla scivoli fuori e una bordatura in similpelle PU per una maggiore durata.',
        'Numero e larghezza degli alloggiamenti sono regolabili, da 12 fessure sottili per matite fino a 48 per set d’artista completi, oppure tasche più larghe per pennelli e strumenti. Opzioni di personalizzazione: patch in pelle impressa a secco, etichetta tessuta, ricamo o serigrafia; la tela è disponibile in verde oliva, kaki e nero, oppure tinta nel tuo colore.',
        'Lo usano marchi di belle arti e cartoleria, nei set regalo di matite e pennelli, e negozi di hobbistica come accessorio a marchio proprio. Può essere spedito vuoto, oppure lo riempiamo con le tue matite sulla nostra linea e lo confezioniamo con fascetta stampata o in scatola regalo.',
      ],
      material: 'Tela di cotone lavata da 10 oz, bordatura in similpelle PU',
      size: '38 × 22 cm (aperto)',
      customization: [
        'Numero e larghezza degli alloggiamenti',
        'Patch in pelle impressa a secco o etichetta tessuta',
        'Ricamo o serigrafia',
        'Colore della tela',
        'Assemblaggio kit e scatola regalo',
      ],
      imageAlts: [
        'Astuccio arrotolabile in tela verde oliva, vista frontale',
        'Dettaglio degli alloggiamenti cuciti e del laccio dell’astuccio verde oliva',
      ],
    },
    'polyester-drawstring-backpack': {
      name: 'Sacca zaino in poliestere',
      summary:
        'Sacca zaino leggera in poliestere 210D con angoli rinforzati, il gadget per eccellenza di eventi sportivi, scuole e campagne.',
      description: [
        'Una sacca zaino leggera in poliestere 210D, con cordini in cotone e poliestere da 4 mm che fanno da spallacci e chiudono l’apertura con un solo gesto. Gli angoli inferiori sono rinforzati con linguette in PU o fettuccia e occhielli metallici, così i cordini non strappano il tessuto sotto carico. Opzioni: tasca frontale con zip, passaggio per le cuffie e banda rifrangente.',
        'Per società sportive e campagne offriamo la stampa a sublimazione su tutta la superficie, oppure la serigrafia fino a quattro colori per loghi più semplici. Per le versioni destinate alla vendita è indicato un poliestere 420D più pesante o riciclato, e i cordini possono essere in tinta o sostituiti da fettuccia piatta.',
        'Usi comuni: pacchi gara per maratone e corse, sacche per scuole e club, omaggi per palestre e campagne di ONG o istituzionali. Le sacche vengono spedite piatte, sfuse o in sacchetti OPP singoli.',
      ],
      material: 'Poliestere 210D, cordino in cotone e poliestere',
      customization: [
        'Sublimazione totale o serigrafia',
        'Tasca frontale con zip o banda rifrangente',
        'Tessuto 420D o riciclato',
        'Cordini in tinta',
        'Imballo sfuso o singolo',
      ],
      imageAlts: [
        'Sacca zaino in poliestere arancione, vista frontale',
        'Dettaglio dell’angolo rinforzato e dell’occhiello della sacca arancione',
      ],
    },
    'cotton-gift-drawstring-bag': {
      name: 'Sacchetto regalo in cotone con coulisse',
      summary:
        'Sacchetto in cotone naturale con coulisse per confezioni regalo, gioielli, scarpe e come sacchetto antipolvere, stampato con il tuo logo a uno o più colori.',
      description: [
        'Un sacchetto semplice ed elegante cucito in cotone naturale, dalla mussola da 100 g/m² al twill o alla tela da 240 g/m², con uno o due cordoncini di cotone che scorrono in una coulisse cucita. Le cuciture interne sono all’inglese o rifinite a taglia e cuci, perché il sacchetto risulti curato anche da aperto, e le estremità del cordoncino possono essere annodate, rifinite con puntali metallici o con perline di legno.',
        'Le misure vanno dai sacchettini per gioielli da 8 × 10 cm ai sacchetti antipolvere da 40 × 50 cm per scarpe e borse. Il logo viene serigrafato, stampato a caldo con foil o ricamato; nella cucitura si può inserire un’etichetta in cotone stampata o un’etichetta tessuta, e il tessuto può essere tinto nei colori Pantone.',
        'Scelto da marchi di gioielleria, cosmetica, tè e moda come confezione regalo riutilizzabile, e dai venditori online che sostituiscono i sacchetti di plastica. I sacchetti vengono forniti piatti, contati e raccolti in mazzi, pronti per la tua linea di confezionamento.',
      ],
      material: 'Cotone naturale (100–240 g/m²)',
      size: '25 × 30 cm (disponibile da 8 × 10 a 40 × 50 cm)',
      customization: [
        'Qualsiasi misura a partire da 8 × 10 cm',
        'Serigrafia, stampa a caldo o ricamo',
        'Tessuto tinto a Pantone',
        'Tipo di cordoncino e puntali',
        'Etichetta tessuta cucita',
      ],
      imageAlts: [
        'Sacchetto regalo in cotone color sabbia con coulisse, vista frontale',
        'Primo piano della coulisse del sacchetto in cotone sabbia',
      ],
    },
    'collapsible-trunk-organizer': {
      name: 'Organizer pieghevole per bagagliaio',
      summary:
        'Organizer per bagagliaio a più scomparti in Oxford 600D con divisori rigidi, pieghevole quando non serve, per marchi automotive e retail.',
      description: [
        'Un robusto organizer per il bagagliaio con tre scomparti principali, realizzato in tessuto Oxford 600D su pannelli estraibili in PE da 3 mm o in cartone alveolare che tengono le pareti dritte. Strisce antiscivolo o velcro sul fondo aderiscono alla moquette del bagagliaio, e maniglie in fettuccia alle due estremità lo rendono facile da estrarre. Quando non serve, si sfilano i pannelli e l’organizer si ripiega in piano.',
        'Si possono definire misure, numero di scomparti, tasche esterne in rete, uno scomparto termico con fodera in alluminio e un coperchio con zip. La personalizzazione è di solito un’etichetta tessuta, una stampa rifrangente o una patch in PVC con il logo sul pannello frontale.',
        'Venduto dai marchi di accessori auto, regalato dalle concessionarie all’acquisto del veicolo e proposto dai retailer di casa e outdoor. Ogni unità viene piegata in una scatola a colori o in un sacchetto stampato, con cartoni master dimensionati per un carico efficiente del container.',
      ],
      material: 'Oxford 600D, pannelli in PE',
      customization: [
        'Dimensioni e scomparti su misura',
        'Scomparto termico o coperchio con zip',
        'Etichetta tessuta, patch in PVC o stampa rifrangente',
        'Opzioni di fondo antiscivolo',
        'Confezione in scatola a colori',
      ],
      imageAlts: [
        'Organizer pieghevole per bagagliaio grigio antracite, vista frontale',
        'Dettaglio della maniglia e della tasca laterale dell’organizer grigio antracite',
      ],
    },
    'back-seat-car-organizer': {
      name: 'Organizer per schienale auto',
      summary:
        'Organizer per schienale con tasca per tablet, portabottiglie e pannello salva-schienale, cucito in resistente poliestere 600D per le auto di famiglia.',
      description: [
        'Questo organizer si aggancia al retro di un sedile anteriore con una cinghia regolabile al poggiatesta e una cinghia elastica inferiore con fibbie a sgancio rapido. È cucito in poliestere 600D spalmato in PVC e offre una tasca trasparente per tablet che lascia usare il touchscreen, due portabottiglie termici, tasche in rete e un dispenser per fazzoletti, mentre il pannello a tutta larghezza protegge lo schienale dalle scarpe dei bambini.',
        'Possiamo modificare la disposizione delle tasche, allargare la finestra per tablet da 12,9 pollici, aggiungere un tavolino ribaltabile o realizzare una versione sottile per le auto NCC. Il logo viene stampato, ricamato o cucito come etichetta tessuta, e i colori seguono il Pantone.',
        'Molto apprezzato da marchi di accessori auto, marchi di prodotti per l’infanzia e la famiglia e flotte NCC. Ogni unità viene piegata in una scatola a colori o in un sacchetto stampato, con tutte le cinghie incluse.',
      ],
      material: 'Poliestere 600D, finestra in PVC trasparente, rete',
      customization: [
        'Disposizione delle tasche su misura',
        'Finestra per tablet più grande',
        'Tavolino ribaltabile opzionale',
        'Logo stampato, ricamato o etichetta tessuta',
        'Confezione in scatola a colori',
      ],
      imageAlts: [
        'Organizer per schienale auto blu navy, vista frontale',
        'Dettaglio della tasca per tablet e del portabottiglie dell’organizer blu navy',
      ],
    },
    'heat-press-leather-phone-case': {
      name: 'Cover in similpelle termopressata',
      summary:
        'Similpelle PU termopressata su una scocca in PC per un rivestimento senza cuciture, con logo impresso a secco o stampato, per modelli iPhone e Samsung.',
      description: [
        'Una cover posteriore sottile in cui la similpelle PU viene unita a una scocca rigida in PC mediante termopressatura: la similpelle viene stesa sulla scocca, incollata e pressata in uno stampo in alluminio riscaldato, così avvolge i bordi senza giunture visibili. La cover ha il tatto di un accessorio in pelletteria pur mantenendo aperture precise per fotocamere, tasti e connettori, con una fodera interna in microfibra.',
        'Loghi e motivi vengono impressi a secco nello stesso ciclo di pressatura, oppure aggiunti con stampa a caldo, stampa UV o incisione laser. Grana, colore e spessore della similpelle sono a scelta, e tra scocca e rivestimento si può integrare un anello magnetico compatibile MagSafe. Ogni modello di smartphone richiede un proprio stampo di pressatura; disponiamo degli stampi per gli attuali iPhone e Galaxy.',
        'Scelta da marchi di accessori per smartphone, da maison del lusso e della moda per il merchandising e da aziende per i regali al top management. Confezioni disponibili: scatole in carta stampata, blister e scatole ecologiche in kraft.',
      ],
      material: 'Similpelle PU, scocca in PC, fodera in microfibra',
      size: 'Per le serie iPhone 15/16 e Galaxy S24/S25',
      customization: [
        'Modello di smartphone e aperture',
        'Impressione a secco, stampa a caldo o stampa UV',
        'Grana e colore della similpelle',
        'Anello magnetico MagSafe',
        'Scatola per la vendita al dettaglio',
      ],
      imageAlts: [
        'Cover per smartphone in similpelle PU arancione termopressata, vista frontale',
        'Primo piano del bordo rivestito e dell’apertura della fotocamera della cover arancione',
      ],
    },
    'sublimation-tpu-phone-case': {
      name: 'Cover in TPU per sublimazione',
      summary:
        'Cover flessibile in TPU con pannello posteriore stampato a sublimazione per grafiche personalizzate di qualità fotografica, ideale per marchi, artisti ed eventi.',
      description: [
        'Una cover in TPU che assorbe gli urti, con un pannello posteriore in alluminio trattato o in PC rigido pensato per la stampa a sublimazione. La grafica viene stampata su carta transfer e pressata a caldo a circa 190 °C: gli inchiostri passano allo stato gassoso e si legano al rivestimento, quindi la stampa non si stacca, non si graffia e non sbiadisce al sole. I bordi rialzati intorno a fotocamera e schermo aggiungono protezione.',
        'Poiché ogni pannello viene stampato singolarmente, le grafiche possono variare all’interno dello stesso ordine: perfetto per collaborazioni con artisti e programmi di personalizzazione. Il colore del TPU (trasparente, nero o fumé) e la finitura del pannello (lucida od opaca) sono a scelta, e copriamo la maggior parte dei modelli attuali di iPhone, Samsung, Google Pixel e Xiaomi.',
        'Si usa per il merchandising di marca, gli omaggi per eventi e squadre sportive, le collezioni di artisti e influencer e gli shop di stampa on demand. Le cover vengono confezionate in sacchetti OPP singoli con inserto in carta, oppure in scatole per la vendita al dettaglio.',
      ],
      material: 'Cornice in TPU, pannello in alluminio con rivestimento per sublimazione',
      size: 'Per iPhone 13–16, serie Galaxy S/A e Pixel',
      customization: [
        'Grafica in quadricromia a sublimazione',
        'Grafiche diverse nello stesso ordine',
        'Colore del TPU e finitura del pannello',
        'Ampia copertura di modelli di smartphone',
        'Confezione per la vendita al dettaglio',
      ],
      imageAlts: [
        'Cover in TPU verde petrolio stampata a sublimazione, vista frontale',
        'Dettaglio del bordo rialzato della fotocamera e del pannello stampato della cover verde petrolio',
      ],
    },
    'card-slot-folio-phone-case': {
      name: 'Cover a libro con porta carte',
      summary:
        'Cover a libro in similpelle PU con tre tasche porta carte, tasca per banconote e patta magnetica, termopressata per bordi netti e un logo preciso.',
      description: [
        'Una cover a portafoglio che protegge lo schermo e sostituisce il porta carte. La copertina in similpelle PU è termopressata su un cartoncino di rinforzo per bordi solidi e netti, mentre lo smartphone alloggia in una scocca interna morbida in TPU. All’interno ci sono tre tasche porta carte e una tasca per banconote a tutta lunghezza; una patta magnetica tiene chiusa la cover, e la copertina si ripiega all’indietro come supporto orizzontale per guardare video.',
        'Tra le opzioni: fodera schermante RFID, occhiello per laccetto da polso e scelta tra similpelle PU e vera pelle. Il logo viene impresso a caldo, stampato a caldo con foil o ricamato sulla copertina, e il colore delle coste e delle cuciture può essere abbinato al tuo marchio.',
        'Venduta nei negozi di accessori per smartphone e negli store degli operatori telefonici, e usata da aziende e hotel come regalo di fascia alta. Le cover vengono confezionate in scatole con finestra o scatole regalo in kraft con la tua etichetta con codice a barre.',
      ],
      material: 'Similpelle PU, scocca interna in TPU',
      size: 'Per le serie iPhone 15/16 e Galaxy S24/S25',
      customization: [
        'Adattata ai tuoi modelli di smartphone',
        'Impressione a secco, stampa a caldo o ricamo',
        'Fodera schermante RFID',
        'Similpelle PU o vera pelle',
        'Colore di cuciture e coste',
        'Confezione in scatola con finestra',
      ],
      imageAlts: [
        'Cover a libro blu navy con porta carte, vista frontale',
        'Dettaglio delle tasche porta carte e della patta magnetica della cover blu navy',
      ],
    },
    'tri-fold-smart-cover': {
      name: 'Smart cover a tre ante',
      summary:
        'Smart cover sottile a tre ante per tablet con magneti per stop/riattivazione automatici e funzione supporto, in similpelle PU termopressata per iPad e tablet Android.',
      description: [
        'Una custodia leggera a tre ante per tablet: la copertina anteriore si piega a triangolo per sostenere il tablet nelle inclinazioni per scrivere e per guardare, e i magneti integrati attivano lo stop e la riattivazione automatici. La similpelle PU è termopressata su pannelli in fibra segmentati per pieghe pulite e piatte, e il retro è una scocca traslucida in PC rigido o in TPU morbido che lascia vedere il dispositivo.',
        'Disponibile per gli attuali iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo e Xiaomi. Colori, fodera in microfibra, portapenna e logo impresso a secco o stampato sulla copertina sono opzionali; la posizione dei magneti viene testata su ogni modello prima della produzione in serie.',
        'Molto richiesta da rivenditori di elettronica, programmi scolastici con tablet e offerte in bundle degli operatori telefonici. Le cover vengono confezionate in scatole singole per la vendita al dettaglio, oppure sfuse in sacchetti OPP per i distributori.',
      ],
      material: 'Similpelle PU, pannello in fibra, scocca posteriore in PC',
      size: 'Per iPad da 10,9/11 pollici, iPad Air da 11/13 pollici e Galaxy Tab S9/S10',
      customization: [
        'Adattata ai tuoi modelli di tablet',
        'Colori e fodera su misura',
        'Portapenna opzionale',
        'Logo impresso a secco o stampato',
        'Confezione singola o sfusa',
      ],
      imageAlts: [
        'Smart cover a tre ante grigio antracite, vista frontale',
        'Dettaglio delle pieghe e del supporto della smart cover grigio antracite',
      ],
    },
    'magnetic-smart-folio': {
      name: 'Smart folio magnetica',
      summary:
        'Custodia folio magnetica che si aggancia e si stacca in pochi secondi, con finitura soft touch e stop/riattivazione automatici, per iPad Air e iPad Pro.',
      description: [
        'Invece di una scocca, questa folio si fissa al tablet con potenti magneti allineati a quelli del dispositivo: si aggancia e si stacca in pochi secondi e non aggiunge quasi spessore. I pannelli anteriore e posteriore sono in PU soft touch termopressato su un cartoncino sottile, con una fodera in microfibra che mantiene pulito lo schermo, e la copertina anteriore si piega come supporto a due inclinazioni.',
        'Poiché l’allineamento dei magneti è fondamentale, ogni modello viene sviluppato con uno stampo dedicato e testato per stop/riattivazione e forza di tenuta prima della produzione. Scegli dalle nostre cartelle colori o indica i colori Pantone; il logo viene impresso a secco, serigrafato o inciso al laser.',
        'Pensata per marchi di accessori premium, retailer orientati al design e programmi di regali aziendali. La confezione è di solito una scatola rigida stampata o un vassoio in carta riciclabile con fascetta.',
      ],
      material: 'PU soft touch, cartoncino sottile, fodera in microfibra',
      size: 'Per iPad Air da 11/13 pollici e iPad Pro da 11/13 pollici',
      customization: [
        'Adattata ai tuoi modelli di tablet',
        'Colori abbinati al Pantone',
        'Logo impresso a secco, serigrafato o inciso al laser',
        'Colore della fodera',
        'Confezione in scatola rigida',
      ],
      imageAlts: [
        'Smart folio magnetica rosa antico, vista frontale',
        'Dettaglio della finitura soft touch e del bordo di piegatura della folio rosa antico',
      ],
    },
    'crossbody-phone-holder': {
      name: 'Porta smartphone a tracolla',
      summary:
        'Porta smartphone in PU termopressato con tasca porta carte e tracolla regolabile, per avere le mani libere in viaggio e ogni giorno.',
      description: [
        'Una borsetta a tracolla compatta, pensata per smartphone di grandi dimensioni. I pannelli anteriore e posteriore sono in similpelle PU termopressata su un’anima in espanso, che dà una forma strutturata e modellata a protezione del telefono, mentre i fianchi sono uniti da una zip e bordi profilati. Una tasca posteriore accoglie carte o contanti, e la tracolla staccabile si regola da 60 a 130 cm.',
        'Tipo di tracolla (fettuccia, cordino intrecciato, pelle o catena), finitura degli accessori metallici e colore della similpelle si scelgono in base alla tua collezione. Il logo viene impresso a caldo sul pannello anteriore, stampato a caldo con foil o applicato come placchetta metallica.',
        'Marchi di accessori moda, retailer del travel e buyer del merchandising per festival lo usano come porta smartphone a mani libere. Ogni pezzo è confezionato con sacchetto antipolvere o sacchetto OPP e cartellino.',
      ],
      material: 'Similpelle PU, anima in espanso, tracolla in fettuccia di poliestere',
      size: '19 × 10 × 2,5 cm (per smartphone fino a 6,9 pollici)',
      customization: [
        'Tipo e lunghezza della tracolla',
        'Finitura degli accessori metallici',
        'Colore e grana della similpelle',
        'Impressione a secco, foil o placchetta metallica con logo',
        'Sacchetto antipolvere e cartellino',
      ],
      imageAlts: [
        'Porta smartphone a tracolla verde oliva con cinghia, vista frontale',
        'Dettaglio del pannello modellato e degli accessori della tracolla del porta smartphone verde oliva',
      ],
    },
    'heat-pressed-phone-sleeve': {
      name: 'Custodia a sacchetto termopressata per smartphone',
      summary:
        'Custodia a sacchetto per smartphone, modellata in tessuto accoppiato a EVA con il tuo logo pressato in superficie: un gadget promozionale curato ed economico.',
      description: [
        'Una custodia sottile in cui infilare lo smartphone per proteggerlo in borsa o in tasca. Un tessuto in poliestere o lycra viene accoppiato a espanso EVA da 2 mm e termopressato in uno stampo sagomato, così la custodia mantiene un volume arrotondato 3D e il logo o il motivo resta in rilievo sulla superficie. I bordi sono rifiniti con un nastro di bordatura in tinta, e si può aggiungere un passante per laccetto o una clip da cintura.',
        'Colore, texture del tessuto, dimensioni per modelli di smartphone specifici e motivo pressato sono personalizzabili; abbinando il logo pressato a un colore stampato si ottiene un effetto bicolore. Poiché forma e logo si ottengono in un unico ciclo di pressatura, il costo unitario resta basso sui grandi ordini.',
        'Molto usata per le promozioni di operatori telefonici e banche, come omaggio in fiera e come accessorio incluso nella confezione. Le custodie vengono confezionate in sacchetti OPP singoli o sfuse in cartoni.',
      ],
      material: 'Poliestere o lycra accoppiati a EVA da 2 mm',
      size: '17 × 9 cm (per smartphone da 6,1 a 6,7 pollici)',
      customization: [
        'Dimensioni su misura per il tuo modello di smartphone',
        'Logo e motivo pressati',
        'Colore e texture del tessuto',
        'Passante per laccetto o clip da cintura',
        'Confezione singola in sacchetto OPP',
      ],
      imageAlts: [
        'Custodia a sacchetto termopressata arancione per smartphone, vista frontale',
        'Primo piano del logo pressato e del bordo rifinito della custodia arancione',
      ],
    },
    'tablet-cover-with-pen-holder': {
      name: 'Custodia per tablet con portapenna',
      summary:
        'Custodia folio per tablet con portapenna integrato, retro in TPU antiurto e supporto multi-angolo, per studenti e professionisti.',
      description: [
        'Una custodia folio che tiene insieme penna e tablet. La parte anteriore è in similpelle PU termopressata su cartone, il retro è una scocca in TPU che assorbe gli urti con angoli rinforzati, e un alloggiamento stampato lungo il dorso permette alla penna di continuare a ricaricarsi magneticamente sugli iPad compatibili. La copertina si piega in tre inclinazioni di supporto e gestisce stop e riattivazione automatici.',
        'Ogni modello di tablet ha il proprio stampo, e possiamo aggiungere una cinghia elastica per la mano, una tasca portadocumenti o una tracolla per il lavoro sul campo. I colori sono abbinati al Pantone, e il logo viene impresso a secco, stampato o inciso al laser sulla copertina.',
        'Acquistata da fornitori del settore scuola per la dotazione di tablet negli istituti, dai reparti IT aziendali e dai rivenditori di accessori. Opzioni: scatole singole per la vendita al dettaglio, oppure imballo sfuso con etichette con codice a barre per le gare d’appalto.',
      ],
      material: 'Similpelle PU, scocca posteriore in TPU',
      size: 'Per iPad da 10,9 pollici, iPad Air da 11 pollici e Galaxy Tab S9 FE',
      customization: [
        'Adattata ai tuoi modelli di tablet',
        'Cinghia per la mano o tasca portadocumenti',
        'Colori abbinati al Pantone',
        'Logo impresso a secco, stampato o inciso al laser',
        'Confezione singola o sfusa',
      ],
      imageAlts: [
        'Custodia per tablet blu navy con portapenna, vista frontale',
        'Dettaglio dell’alloggiamento della penna lungo il dorso della custodia blu navy',
      ],
    },
    'kids-shockproof-tablet-cover': {
      name: 'Custodia antiurto per tablet per bambini',
      summary:
        'Custodia spessa in espanso EVA atossico con maniglia che diventa supporto, fatta per resistere alle cadute a scuola e a casa.',
      description: [
        'Una robusta custodia protettiva in espanso EVA leggero e atossico, termopressata in uno stampo d’acciaio: il tablet si incastra saldamente e le pareti spesse assorbono gli urti da ogni lato. La maniglia integrata è facile da impugnare per le mani dei più piccoli e ruota per diventare un supporto da tavolo, mentre i bordi rialzati proteggono lo schermo se il tablet cade a faccia in giù.',
        'L’espanso è privo di BPA, ftalati e lattice e può essere testato secondo CPSIA, EN 71 e REACH. I colori vengono incorporati nell’espanso prima dello stampaggio, così restano brillanti, e loghi o personaggi sono stampati in rilievo o applicati in tampografia. Gli stampi esistenti coprono iPad di 9ª e 10ª generazione, iPad mini e i tablet Samsung e Amazon Fire più diffusi; gli altri modelli richiedono un nuovo stampo.',
        'Molto apprezzata da programmi scolastici con tablet, marchi per l’infanzia e negozi di giocattoli. Le custodie vengono spedite in scatole a colori o in confezioni ecologiche con foro per l’esposizione su ganci.',
      ],
      material: 'Espanso EVA atossico',
      size: 'Per iPad da 10,2/10,9 pollici, iPad mini e Fire HD 10',
      customization: [
        'Adattata ai tuoi modelli di tablet',
        'Colore dell’espanso su misura',
        'Logo stampato in rilievo o in tampografia',
        'Test EN 71 / CPSIA',
        'Scatola a colori o confezione da appendere',
      ],
      imageAlts: [
        'Custodia antiurto per tablet per bambini verde petrolio con maniglia, vista frontale',
        'Primo piano dell’angolo spesso in espanso e della maniglia della custodia verde petrolio',
      ],
    },
    'eva-earphone-case': {
      name: 'Custodia per auricolari in EVA',
      summary:
        'Custodia compatta in EVA stampato per auricolari e cavi, con chiusura a zip e tasca in rete, un accessorio molto diffuso nelle confezioni dei marchi audio.',
      description: [
        'Una custodia rigida grande quanto il palmo di una mano per auricolari true wireless, auricolari con filo e cavi corti. Il guscio è in EVA da 3,5 mm con durezza di circa 70°, accoppiato a lycra o jersey e termopressato in uno stampo in alluminio: mantiene la forma e resiste allo schiacciamento. Una zip YKK n. 3 corre lungo il perimetro, e all’interno ci sono una tasca in rete elastica e una morbida fodera floccata.',
        'Forma (tonda, quadrata, ovale o con sagoma personalizzata), dimensioni e tessuto di superficie (lycra, PU, poliestere 1680D o PU effetto carbonio) li scegli tu. Il logo viene stampato in rilievo sul coperchio, impresso a secco, stampato o applicato come patch in PVC, e si può cucire un moschettone o un passante per laccetto.',
        'I marchi audio la usano come custodia da trasporto inclusa nella confezione, le compagnie aeree e le aziende come articolo regalo. Una forma personalizzata richiede un nuovo stampo, di norma 200–400 USD per una custodia piccola e pronto in 7–10 giorni; confezione in sacchetto OPP o scatola stampata.',
      ],
      material: 'EVA da 3,5 mm (70°), superficie in lycra',
      customization: [
        'Forma e dimensioni su misura',
        'Scelta del tessuto di superficie',
        'Logo in rilievo, impresso a secco o stampato',
        'Moschettone o passante per laccetto',
        'Tasca in rete o inserto in espanso',
      ],
      imageAlts: [
        'Custodia per auricolari in EVA grigio antracite, vista frontale',
        'Dettaglio della zip e del coperchio stampato della custodia in EVA grigio antracite',
      ],
    },
    'eva-hard-drive-case': {
      name: 'Custodia per hard disk in EVA',
      summary:
        'Custodia antiurto in EVA per hard disk e SSD da 2,5 pollici, con tasca in rete per il cavo: la custodia da trasporto standard dei marchi di storage.',
      description: [
        'Una custodia protettiva dimensionata per hard disk portatili da 2,5 pollici, SSD e power bank. Il guscio in EVA da 4 mm è accoppiato a poliestere 1680D o PU e termopressato in una conchiglia rigida; all’interno, una metà trattiene il disco con un elastico o un alloggiamento in espanso fustellato, l’altra ha una tasca in rete per cavi e adattatori. Una zip a doppio cursore e un laccetto da polso completano la custodia.',
        'L’espanso interno può essere fustellato o stampato per adattarsi esattamente al tuo dispositivo e ai suoi accessori. Il logo viene di solito impresso a secco o stampato in rilievo sul coperchio, oppure applicato come placchetta in PVC o in metallo, e colori e texture di superficie possono essere abbinati alla tua linea di prodotti.',
        'La forniamo a marchi di storage ed elettronica come imballo incluso nella confezione e ai rivenditori come accessorio aftermarket. Le custodie vengono confezionate in sacchetti OPP all’interno di cartoni master, oppure in scatole a colori per la vendita al dettaglio.',
      ],
      material: 'EVA da 4 mm, superficie in poliestere 1680D',
      customization: [
        'Inserto in espanso su misura',
        'Tessuto di superficie e colore',
        'Logo in rilievo, impresso a secco o su placchetta',
        'Laccetto da polso o moschettone',
        'Scatola a colori per la vendita al dettaglio',
      ],
      imageAlts: [
        'Custodia per hard disk in EVA blu navy, vista frontale',
        'Interno della custodia in EVA blu navy: elastico e tasca in rete per il cavo',
      ],
    },
    'eva-tool-case': {
      name: 'Valigetta porta utensili in EVA',
      summary:
        'Robusta valigetta in EVA stampato con maniglia e inserto in espanso fustellato, per proteggere elettroutensili, multimetri e kit di riparazione.',
      description: [
        'Una custodia rigida di formato più grande per utensili manuali, avvitatori a batteria, multimetri e kit di riparazione. Il guscio in EVA ad alta densità da 5 mm (durezza 75°) è accoppiato a poliestere 1680D resistente all’abrasione e termopressato con un bordo rinforzato, per reggere l’uso in officina. Una maniglia stampata, una zip rinforzata n. 8 e un inserto in espanso EPE o EVA fustellato con sagome a forma di utensile tengono tutto al suo posto.',
        'L’interno viene progettato a partire dai tuoi campioni di utensili o dai tuoi disegni CAD: sagome nell’espanso, elastici, una tasca con zip nel coperchio per inserti e manuali, oppure un vassoio estraibile. Il logo viene stampato in rilievo sul coperchio, serigrafato o cucito come etichetta tessuta o in PVC nel colore del tuo marchio.',
        'I marchi di utensili e strumenti la usano come confezione di vendita per i loro kit, le aziende automotive e di telecomunicazioni come valigetta per i tecnici. Le valigette vengono confezionate singolarmente in sacchetti di plastica e cartoni master, oppure in scatole esterne stampate.',
      ],
      material: 'EVA da 5 mm (75°), poliestere 1680D, inserto in espanso EPE',
      customization: [
        'Inserto in espanso sagomato sui tuoi utensili',
        'Dimensioni e forma su misura',
        'Logo in rilievo o stampato',
        'Opzioni di maniglia e tracolla',
        'Vassoio estraibile o tasca nel coperchio',
        'Scatola esterna stampata',
      ],
      imageAlts: [
        'Valigetta porta utensili in EVA arancione con maniglia, vista frontale',
        'Dettaglio della zip rinforzata e del bordo rinforzato della valigetta arancione',
      ],
    },
    'eva-camera-case': {
      name: 'Custodia per fotocamera in EVA',
      summary:
        'Custodia in EVA stampato per fotocamere compatte, action cam e obiettivi, con interno imbottito e passante da cintura per fotografare all’aperto.',
      description: [
        'Una custodia rigida per fotocamere compatte, action cam, fotocamere istantanee e piccoli obiettivi. Il corpo in EVA da 4 mm è accoppiato a un tessuto idrorepellente e termopressato in una forma profonda e arrotondata, poi foderato in morbido velluto e dotato di un divisorio imbottito. Un passante da cintura e anelli a D sul retro accolgono una tracolla o un moschettone.',
        'Possiamo progettare l’interno attorno a una fotocamera specifica, per esempio modelli GoPro, Insta360 o Instax, con alloggiamenti per batterie, schede di memoria e supporti. I tessuti di superficie comprendono nylon, similpelle PU e texture effetto tela; il logo viene stampato in rilievo, impresso a secco, stampato o cucito come etichetta tessuta.',
        'La usano i marchi di fotocamere e action cam come accessorio incluso, e la vendono negozi di fotografia e marchi outdoor e travel. Ogni custodia è fornita in sacchetto OPP o in confezione da appendere, con tracolla personalizzata opzionale.',
      ],
      material: 'EVA da 4 mm, superficie in nylon, fodera in velluto',
      customization: [
        'Interno su misura per la tua fotocamera',
        'Scelta del tessuto di superficie',
        'Logo in rilievo, impresso a secco o stampato',
        'Tracolla e passante da cintura',
        'Confezione da appendere',
      ],
      imageAlts: [
        'Custodia per fotocamera in EVA verde oliva, vista frontale',
        'Dettaglio del passante da cintura e dell’anello a D della custodia verde oliva',
      ],
    },
    'eva-glasses-case': {
      name: 'Astuccio per occhiali in EVA',
      summary:
        'Astuccio sottile per occhiali in EVA con zip perimetrale, resistente allo schiacciamento e disponibile in forme su misura per marchi di occhiali e ottici.',
      description: [
        'Un astuccio resistente allo schiacciamento per occhiali da sole e montature da vista. Il guscio in EVA da 3 mm è accoppiato a similpelle PU o lycra e termopressato con un profilo sottile e curvo che segue la forma delle montature. Una zip corre lungo tre lati, l’interno è rivestito da una morbida floccatura e, a richiesta, un panno in microfibra resta fissato da un elastico nel coperchio.',
        'Dimensioni e profilo vengono realizzati sulle tue montature, che siano squadrate classiche, aviator, sportive avvolgenti o da lettura. Il logo può essere stampato in rilievo o impresso a secco sul coperchio, stampato a caldo con foil, stampato o applicato come placchetta metallica, e il colore della fodera può creare contrasto con il guscio.',
        'Lo forniamo a marchi di occhiali, catene di ottica e produttori di occhiali sportivi come astuccio incluso nella confezione, e ai rivenditori come accessorio venduto separatamente. Gli astucci vengono confezionati con panno in sacchetti OPP o scatole di cartone.',
      ],
      material: 'EVA da 3 mm, superficie in similpelle PU, fodera floccata',
      customization: [
        'Forma su misura per le tue montature',
        'Superficie in PU o lycra',
        'Logo in rilievo, impresso a secco o a caldo',
        'Fodera in colore a contrasto',
        'Panno e confezione in scatola',
      ],
      imageAlts: [
        'Astuccio per occhiali in EVA rosa antico, vista frontale',
        'Dettaglio della zip perimetrale e della fodera dell’astuccio per occhiali rosa antico',
      ],
    },
    'eva-game-controller-case': {
      name: 'Custodia per controller in EVA',
      summary:
        'Custodia in EVA sagomata sui controller PS5, Xbox e Switch Pro, con alloggiamento stampato e tasca per accessori, per giocare ovunque.',
      description: [
        'Una custodia rigida sagomata sul controller, il più compatta possibile pur proteggendo levette analogiche e grilletti. Il guscio in EVA da 4 mm è accoppiato a resistente poliestere 1680D o PU e termopressato in uno stampo in alluminio; all’interno, un alloggiamento in EVA stampato tiene fermo il controller, e una tasca in rete nel coperchio ospita il cavo di ricarica e i cappucci di ricambio per le levette.',
        'Disponiamo degli stampi per i controller PS5 DualSense, Xbox Series e Switch Pro, e ne sviluppiamo di nuovi per controller di terze parti o personalizzati. La tua grafica può essere stampata sul coperchio in UV o a sublimazione, un logo può essere stampato in rilievo, e i colori di superficie e zip possono essere abbinati a un titolo di gioco.',
        'Molto richiesta da marchi di accessori gaming, publisher di videogiochi per le edizioni da collezione e team di e-sport per il merchandising. Confezionata in scatole a colori stampate o in confezioni da appendere per la vendita al dettaglio.',
      ],
      material: 'EVA da 4 mm, superficie in poliestere 1680D o PU',
      customization: [
        'Adattata al tuo modello di controller',
        'Coperchio stampato in UV o a sublimazione',
        'Logo in rilievo',
        'Zip e tessuto in tinta',
        'Scatola a colori o confezione da appendere',
      ],
      imageAlts: [
        'Custodia per controller in EVA verde petrolio, vista frontale',
        'Primo piano della superficie testurizzata e della zip della custodia per controller verde petrolio',
      ],
    },
  },
  faqs: [
    {
      question: 'Qual è la vostra quantità minima d’ordine (MOQ)?',
      answer:
        'La nostra MOQ standard è di 300–500 pezzi per modello per i prodotti cuciti come pochette, shopper e organizer, e di 500–1.000 pezzi per le custodie termopressate e le custodie in EVA stampato. Di solito è possibile combinare colori diversi dello stesso modello per raggiungere il minimo. Per un primo ordine di prova accettiamo spesso una quantità inferiore con un prezzo unitario leggermente più alto: indicaci semplicemente la quantità che ti serve.',
    },
    {
      question: 'Posso avere un campione prima di ordinare? Quanto costa?',
      answer:
        'Sì. I campioni dei prodotti esistenti sono gratuiti: paghi solo la spedizione espressa. I campioni personalizzati con il tuo logo, le tue misure o i tuoi colori costano 50–150 USD per modello a seconda della complessità e richiedono 5–7 giorni lavorativi, oppure 7–10 giorni se serve un nuovo stampo per EVA o per termopressatura. Il costo del campione viene rimborsato integralmente quando confermi l’ordine di produzione.',
    },
    {
      question: 'Quali sono i tempi di produzione?',
      answer:
        'Una volta approvato il campione e ricevuto l’acconto, i prodotti cuciti richiedono 15–30 giorni, le custodie termopressate 20–30 giorni e le custodie in EVA stampato 25–40 giorni, compresa la realizzazione dello stampo. L’alta stagione (da agosto a novembre) può aggiungere circa una settimana, quindi consigliamo di confermare gli ordini per tempo. Per alcuni articoli è possibile una produzione urgente: chiedici pure.',
    },
    {
      question: 'Quali file vi servono per il mio logo?',
      answer:
        'L’ideale sono i file vettoriali: AI, EPS, PDF o SVG, con tutti i testi convertiti in tracciati. Indica i riferimenti Pantone (PMS) dei colori spot, così possiamo riprodurli fedelmente su tessuto e pelle; per la sublimazione o la stampa UV in quadricromia va bene anche un PNG o TIFF in CMYK a 300 dpi. Il nostro team grafico ti invia gratuitamente un mock-up digitale da approvare prima della campionatura.',
    },
    {
      question: 'I vostri materiali sono sicuri? Quali certificazioni potete fornire?',
      answer:
        'Acquistiamo tessuti, PU, EVA e cerniere da fornitori qualificati e possiamo fornire rapporti di prova REACH, Prop 65 della California, CPSIA (piombo e ftalati) ed EN 71 per i prodotti destinati ai bambini, oltre a FDA o LFGB in caso di contatto con alimenti. I test possono essere eseguiti da SGS, Intertek o BV, e sono disponibili tessuti riciclati (GRS) e cotone biologico. Dicci qual è il tuo mercato di riferimento e ti consiglieremo i materiali giusti.',
    },
    {
      question: 'Come controllate la qualità?',
      answer:
        'Ogni ordine prevede il controllo dei materiali in arrivo, verifiche in linea su ogni reparto produttivo e un controllo al 100% di cuciture, zip e stampa sui prodotti finiti. Prima della spedizione il nostro reparto qualità esegue un’ispezione finale a campione secondo AQL 2,5 (difetti maggiori) / 4,0 (difetti minori) e ti invia un rapporto con foto e video. Sono benvenute le ispezioni di enti terzi come SGS o QIMA, o del tuo personale QC.',
    },
    {
      question: 'Come spedite e quali termini di resa accettate?',
      answer:
        'Di solito quotiamo FOB Shenzhen; sono disponibili anche EXW, CIF e DDP porta a porta. Il corriere espresso (DHL, FedEx, UPS) è adatto a campioni e piccoli ordini e impiega 3–7 giorni, il trasporto aereo circa 5–10 giorni e quello marittimo 15–35 giorni a seconda della destinazione. I nostri spedizionieri gestiscono sdoganamento e dazi per le spedizioni DDP verso Stati Uniti, UE, Regno Unito e Australia.',
    },
    {
      question: 'Quali sono le condizioni di pagamento?',
      answer:
        'Per gli ordini di produzione chiediamo un acconto del 30% tramite bonifico bancario (T/T) per avviare la lavorazione, mentre il saldo del 70% si paga prima della spedizione, dietro rapporto di ispezione e foto. I campioni e gli importi ridotti si possono pagare con PayPal o carta di credito. Con i clienti abituali possiamo concordare una lettera di credito (L/C) a vista o altre condizioni.',
    },
    {
      question: 'Potete realizzare confezioni personalizzate?',
      answer:
        'Sì. Oltre ai sacchetti OPP standard, produciamo buste in plastica stampate, cartellini, cartoncini header, etichette con codice a barre e FNSKU Amazon, scatole a colori, scatole in kraft e scatole regalo rigide. Possiamo imballare secondo i requisiti di Amazon FBA e marcare i cartoni master con i tuoi segni di spedizione. Sono disponibili anche imballaggi riciclati e senza plastica.',
    },
    {
      question: 'Offrite servizi OEM/ODM? Come proteggete i nostri progetti?',
      answer:
        'Facciamo entrambe le cose: OEM su tuoi disegni e campioni, e ODM, in cui il nostro team di design interno sviluppa nuovi prodotti a partire dal tuo brief. Firmiamo volentieri un accordo di riservatezza (NDA) o un accordo NNN prima che tu ci invii i tuoi progetti; le tue grafiche e i tuoi stampi non vengono mai usati per altri clienti, e i prodotti non ancora lanciati non vengono mai mostrati in fiera o online.',
    },
    {
      question: 'Quanto costa uno stampo per EVA e di chi è la proprietà?',
      answer:
        'Uno stampo in alluminio per una custodia in EVA su misura costa di norma 200–800 USD, a seconda delle dimensioni e del numero di cavità; per custodie grandi o stampi in acciaio si possono superare i 1.000 USD. Lo stampo richiede 7–10 giorni e si paga una sola volta. È di tua proprietà, lo conserviamo gratuitamente per i riordini, e parte del costo può essere rimborsata quando i tuoi ordini raggiungono un volume concordato.',
    },
    {
      question: 'Per quali modelli di smartphone e tablet potete realizzare custodie?',
      answer:
        'Disponiamo di stampi per termopressatura e a iniezione per gli attuali modelli di iPhone, Samsung Galaxy serie S e A, Google Pixel e iPad, e di solito abbiamo pronti gli stampi per i nuovi top di gamma entro poche settimane dal lancio. Per gli altri modelli un nuovo stampo richiede circa 7–10 giorni. Inviaci l’elenco dei tuoi modelli e ti confermeremo ciascuno di essi.',
    },
    {
      question: 'Possiamo visitare o sottoporre ad audit il vostro stabilimento?',
      answer:
        'Certamente. Il nostro stabilimento si trova a Dongguan, nel Guangdong, a circa un’ora dagli aeroporti di Shenzhen e di Canton, e siamo lieti di organizzare il tuo trasferimento dall’aeroporto o dalla Fiera di Canton. Abbiamo superato gli audit BSCI e ISO 9001 e possiamo condividere i rapporti; se non puoi viaggiare, offriamo una visita dello stabilimento in diretta video.',
    },
  ],
  homeCards: {
    sewing: [
      'Pochette con zip in neoprene, poliestere o tela, tagliate e cucite sulle tue misure per cosmetici, cavi e oggetti di tutti i giorni.',
      'Shopper in tela e in TNT con serigrafia, ricamo o laminazione in quadricromia: borse riutilizzabili che portano in giro il tuo marchio.',
      'Astucci e astucci arrotolabili con scomparti su misura, pensati per i marchi di cartoleria e le campagne back-to-school.',
      'Sacche zaino e sacchetti regalo con coulisse in poliestere o cotone, ideali per eventi, pacchi gara e packaging sostenibile.',
      'Organizer per bagagliaio e schienale in Oxford 600D con divisori rigidi, progettati per marchi automotive e casa.',
    ],
    heatPress: [
      'Cover in similpelle PU termopressate su scocche in PC, per bordi senza giunture e loghi nitidi impressi a secco.',
      'Smart cover a tre ante e magnetiche con stop/riattivazione automatici, calibrate con precisione su iPad e tablet Android.',
      'Porta smartphone a tracolla e custodie sagomate che proteggono il telefono e ti lasciano le mani libere.',
      'Custodie per tablet con portapenna e gusci antiurto per scuole, uffici e bambini.',
      'Cover a libro e cover stampate a sublimazione nei colori del tuo marchio, con grafiche di qualità fotografica che non si staccano mai.',
    ],
    evaMolded: [
      'Custodie compatte in EVA per auricolari e cavi, termopressate per mantenere la forma e resistere allo schiacciamento.',
      'Robuste valigette porta utensili in EVA con inserti in espanso fustellato che tengono ogni utensile al suo posto.',
      'Custodie antiurto in EVA per hard disk, SSD e power bank: la custodia standard inclusa nelle confezioni dei marchi di elettronica.',
      'Custodie in EVA sagomate sui controller, con coperchio stampato e alloggiamento su misura per giocare ovunque.',
      'Custodie per fotocamera in EVA pronte per l’outdoor, con interno imbottito, passante da cintura e il tuo logo stampato in rilievo sul coperchio.',
    ],
  },
  slider: {
    sewing: {
      title: 'Articoli in tessuto cuciti sul tuo brief',
      subtitle:
        'Pochette, shopper, astucci e organizer, tagliati e cuciti sulle nostre otto linee a partire da 300 pezzi.',
      button: 'Scopri gli articoli cuciti',
    },
    'heat-press': {
      title: 'Custodie termopressate che calzano come un guanto',
      subtitle:
        'Cover in similpelle per smartphone, smart cover e custodie folio per tablet, formate sulle nostre presse a caldo.',
      button: 'Scopri le custodie termopressate',
    },
    'eva-molded': {
      title: 'Custodie rigide in EVA, stampate in casa',
      subtitle:
        'Custodie protettive per elettronica, utensili e fotocamere: officina stampi interna e 30 presse, dallo stampo alla spedizione.',
      button: 'Scopri le custodie in EVA',
    },
  },
};
