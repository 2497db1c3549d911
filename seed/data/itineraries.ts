import { type PackageKey } from './packages';
import { l, type Localized } from './text';

/**
 * The packages' itineraries, day by day: what the package page
 * shows under "Day by day". The generator turns each day into a `journeyDay`
 * entry (`day-{package key}-{first day}`) with its `itineraryItem` entries
 * (`item-{package key}-{first day}-{n}`), the content types special journeys
 * use, and links them from the package's `itinerary` field in this order.
 *
 * A day entry covers one day or a run of days ("Days 3–4"), so no package
 * has more than eight; together they cover every day of the package, from
 * day 1 to its last (the seed tests check it). The two packages with a
 * special journey link the journey's own days instead (`journey` in
 * data/packages.ts), as an editor would.
 */

export interface PackageItineraryItemData {
  title: Localized;
  /** Markdown. */
  description: Localized;
}

export interface PackageItineraryDayData {
  /** The first and last day this entry covers (the same day for a single day). */
  from: number;
  to: number;
  /** The heading, "Day 1 – Arrival in Sorrento" or "Days 3–4 – …", in each language. */
  name: Localized;
  items: readonly PackageItineraryItemData[];
}

/** "Day 1" / "Days 3–4" in each language. */
function dayLabel(from: number, to: number): Localized {
  if (from === to) return l(`Day ${from}`, `Giorno ${from}`, `Dia ${from}`, `Día ${from}`);
  const range = `${from}–${to}`;
  return l(`Days ${range}`, `Giorni ${range}`, `Dias ${range}`, `Días ${range}`);
}

/** A day (`3`) or a run of days (`[3, 4]`) with its heading and its stops. */
function day(
  days: number | readonly [number, number],
  heading: Localized,
  ...items: PackageItineraryItemData[]
): PackageItineraryDayData {
  const [from, to] = typeof days === 'number' ? [days, days] : days;
  const label = dayLabel(from, to);
  return {
    from,
    to,
    name: l(
      `${label.en} – ${heading.en}`,
      `${label.it} – ${heading.it}`,
      `${label.pt} – ${heading.pt}`,
      `${label.es} – ${heading.es}`,
    ),
    items,
  };
}

/** One stop or activity of a day. */
function stop(title: Localized, description: Localized): PackageItineraryItemData {
  return { title, description };
}

const departureHeading = l('Departure', 'Partenza', 'Partida', 'Salida');

/** The last day of a package with transfers: free time, then the airport. */
function departure(days: number, description?: Localized): PackageItineraryDayData {
  return day(
    days,
    departureHeading,
    stop(
      l('Transfer to the airport', 'Trasferimento in aeroporto', 'Transfer para o aeroporto', 'Traslado al aeropuerto'),
      description ??
        l(
          'Breakfast and free time until the transfer to the airport for your flight home.',
          'Colazione e tempo libero fino al trasferimento in aeroporto per il volo di rientro.',
          'Pequeno-almoço e tempo livre até ao transfer para o aeroporto e o voo de regresso.',
          'Desayuno y tiempo libre hasta el traslado al aeropuerto para el vuelo de vuelta.',
        ),
    ),
  );
}

/** The last day of a self-drive package: the car goes back at the airport. */
function dropOff(days: number, description: Localized): PackageItineraryDayData {
  return day(
    days,
    departureHeading,
    stop(
      l(
        'Return the car at the airport',
        "Riconsegna dell'auto in aeroporto",
        'Devolução do carro no aeroporto',
        'Devolución del coche en el aeropuerto',
      ),
      description,
    ),
  );
}

export const packageItineraries: Partial<Record<PackageKey, readonly PackageItineraryDayData[]>> = {
  // Italy
  'amalfi-coast-classic': [
    day(
      1,
      l('Arrival in Sorrento', 'Arrivo a Sorrento', 'Chegada a Sorrento', 'Llegada a Sorrento'),
      stop(
        l(
          'Transfer from Naples airport',
          "Trasferimento dall'aeroporto di Napoli",
          'Transfer do aeroporto de Nápoles',
          'Traslado desde el aeropuerto de Nápoles',
        ),
        l(
          'A private transfer along the Sorrento peninsula to your hotel; in the evening, a stroll through Piazza Tasso and the lanes of the old town.',
          "Trasferimento privato lungo la penisola sorrentina fino all'hotel; in serata, una passeggiata tra piazza Tasso e i vicoli del centro storico.",
          'Transfer privado ao longo da península de Sorrento até ao hotel; ao fim do dia, um passeio pela Piazza Tasso e pelas ruelas do centro histórico.',
          'Traslado privado por la península sorrentina hasta el hotel; por la tarde, un paseo por la piazza Tasso y las callejuelas del casco antiguo.',
        ),
      ),
    ),
    day(
      2,
      l('Capri by boat', 'Capri in barca', 'Capri de barco', 'Capri en barco'),
      stop(
        l(
          'Around the island and the Faraglioni',
          "Il giro dell'isola e i Faraglioni",
          'A volta à ilha e os Faraglioni',
          'La vuelta a la isla y los Faraglioni',
        ),
        l(
          'The boat circles Capri past the Faraglioni rocks and, sea permitting, stops at the Blue Grotto before landing at Marina Grande.',
          'La barca fa il giro di Capri passando tra i Faraglioni e, mare permettendo, si ferma alla Grotta Azzurra prima di attraccare a Marina Grande.',
          'O barco dá a volta a Capri pelos rochedos dos Faraglioni e, se o mar deixar, para na Gruta Azul antes de atracar na Marina Grande.',
          'El barco rodea Capri junto a los farallones y, si el mar lo permite, se detiene en la Gruta Azul antes de atracar en Marina Grande.',
        ),
      ),
      stop(
        l(
          'Anacapri and Monte Solaro',
          'Anacapri e il Monte Solaro',
          'Anacapri e o Monte Solaro',
          'Anacapri y el monte Solaro',
        ),
        l(
          'A free afternoon: take the chairlift from Anacapri to the top of Monte Solaro, or stroll from the Piazzetta to the Gardens of Augustus.',
          'Pomeriggio libero: la seggiovia da Anacapri sale in cima al Monte Solaro, oppure si passeggia dalla Piazzetta ai Giardini di Augusto.',
          'Tarde livre: suba de telecadeira de Anacapri ao cimo do Monte Solaro ou passeie da Piazzetta até aos Jardins de Augusto.',
          'Tarde libre: sube en telesilla desde Anacapri a la cima del monte Solaro o pasea desde la Piazzetta hasta los Jardines de Augusto.',
        ),
      ),
    ),
    day(
      3,
      l('Pompeii', 'Pompei', 'Pompeia', 'Pompeya'),
      stop(
        l(
          'Guided visit of the excavations',
          'Visita guidata agli scavi',
          'Visita guiada às escavações',
          'Visita guiada a las excavaciones',
        ),
        l(
          'Two and a half hours with an archaeologist among the Forum, the baths and the frescoed houses buried by Vesuvius in AD 79. The Circumvesuviana train takes half an hour from Sorrento.',
          "Due ore e mezza con un archeologo tra il Foro, le terme e le case affrescate sepolte dal Vesuvio nel 79 d.C. Da Sorrento la Circumvesuviana impiega mezz'ora.",
          'Duas horas e meia com um arqueólogo entre o Fórum, as termas e as casas com frescos soterradas pelo Vesúvio no ano 79. De Sorrento, o comboio Circumvesuviana demora meia hora.',
          'Dos horas y media con un arqueólogo entre el Foro, las termas y las casas con frescos que el Vesubio sepultó en el año 79. Desde Sorrento, el tren Circumvesuviana tarda media hora.',
        ),
      ),
    ),
    day(
      4,
      l(
        'Positano and Amalfi by sea',
        'Positano e Amalfi dal mare',
        'Positano e Amalfi por mar',
        'Positano y Amalfi por mar',
      ),
      stop(
        l('Positano', 'Positano', 'Positano', 'Positano'),
        l(
          'A morning among the boutiques and stepped lanes above the Spiaggia Grande, with time for a swim.',
          'Una mattinata tra le boutique e le scalinate sopra la Spiaggia Grande, con il tempo per un bagno.',
          'Uma manhã entre as lojas e as escadinhas sobre a Spiaggia Grande, com tempo para um mergulho.',
          'Una mañana entre tiendas y callejuelas escalonadas sobre la Spiaggia Grande, con tiempo para un baño.',
        ),
      ),
      stop(
        l('Amalfi and its cathedral', 'Amalfi e il suo Duomo', 'Amalfi e a sua catedral', 'Amalfi y su catedral'),
        l(
          'The ferry goes on to Amalfi: climb the great staircase of the Cathedral of St Andrew and have a lemon granita in the square.',
          "Il traghetto prosegue per Amalfi: si sale la grande scalinata del Duomo di Sant'Andrea e si prende una granita al limone in piazza.",
          'O ferry segue para Amalfi: suba a grande escadaria da Catedral de Santo André e prove uma granita de limão na praça.',
          'El ferry sigue hasta Amalfi: sube la gran escalinata de la catedral de San Andrés y toma un granizado de limón en la plaza.',
        ),
      ),
    ),
    day(
      5,
      l('Ravello', 'Ravello', 'Ravello', 'Ravello'),
      stop(
        l(
          'Villa Rufolo and Villa Cimbrone',
          'Villa Rufolo e Villa Cimbrone',
          'Villa Rufolo e Villa Cimbrone',
          'Villa Rufolo y Villa Cimbrone',
        ),
        l(
          'By bus up to Ravello, 350 metres above the sea, for the gardens of Villa Rufolo and the Terrace of Infinity at Villa Cimbrone.',
          "In autobus fino a Ravello, a 350 metri sul mare, per i giardini di Villa Rufolo e la Terrazza dell'Infinito di Villa Cimbrone.",
          'De autocarro até Ravello, a 350 metros sobre o mar, para os jardins da Villa Rufolo e o Terraço do Infinito da Villa Cimbrone.',
          'En autobús hasta Ravello, a 350 metros sobre el mar, para ver los jardines de Villa Rufolo y la Terraza del Infinito de Villa Cimbrone.',
        ),
      ),
    ),
    day(
      [6, 7],
      l(
        'Lemon groves and the Path of the Gods',
        'Limoneti e Sentiero degli Dei',
        'Limoais e o Caminho dos Deuses',
        'Limonares y el Sendero de los Dioses',
      ),
      stop(
        l(
          'A morning in a lemon grove',
          'Una mattina in un limoneto',
          'Uma manhã num limoal',
          'Una mañana en un limonar',
        ),
        l(
          'A family farm above Sorrento shows how its lemons grow under straw mats and how limoncello is made, with a tasting.',
          "Un'azienda di famiglia sopra Sorrento mostra come crescono i limoni sotto le pagliarelle e come si prepara il limoncello, con degustazione.",
          'Uma quinta familiar acima de Sorrento mostra como crescem os limões debaixo das esteiras de palha e como se faz o limoncello, com prova.',
          'Una finca familiar sobre Sorrento enseña cómo crecen los limones bajo esteras de paja y cómo se elabora el limoncello, con degustación.',
        ),
      ),
      stop(
        l('The Path of the Gods', 'Il Sentiero degli Dei', 'O Caminho dos Deuses', 'El Sendero de los Dioses'),
        l(
          'A free day: walk the Path of the Gods from Bomerano to Nocelle, about three hours high above Positano, or stay by the pool.',
          'Giornata libera: il Sentiero degli Dei da Bomerano a Nocelle, circa tre ore a picco su Positano, oppure relax in piscina.',
          'Dia livre: percorra o Caminho dos Deuses de Bomerano a Nocelle, cerca de três horas bem acima de Positano, ou fique junto à piscina.',
          'Día libre: recorre el Sendero de los Dioses de Bomerano a Nocelle, unas tres horas muy por encima de Positano, o quédate junto a la piscina.',
        ),
      ),
    ),
    departure(
      8,
      l(
        'Breakfast, then the transfer to Naples airport, about an hour and a quarter away, for your flight home.',
        "Colazione e trasferimento all'aeroporto di Napoli, a circa un'ora e un quarto, per il volo di rientro.",
        'Pequeno-almoço e transfer para o aeroporto de Nápoles, a cerca de uma hora e um quarto, para o voo de regresso.',
        'Desayuno y traslado al aeropuerto de Nápoles, a algo más de una hora, para el vuelo de vuelta.',
      ),
    ),
  ],
  'tuscany-by-train': [
    day(
      1,
      l('Arrival in Florence', 'Arrivo a Firenze', 'Chegada a Florença', 'Llegada a Florencia'),
      stop(
        l(
          'Your hotel by Santa Maria Novella',
          "L'hotel vicino a Santa Maria Novella",
          'O hotel junto a Santa Maria Novella',
          'Tu hotel junto a Santa Maria Novella',
        ),
        l(
          'From the airport the tram takes you to Santa Maria Novella station, a few minutes on foot from the hotel. Your rail passes are waiting at reception.',
          "Dall'aeroporto la tramvia porta alla stazione di Santa Maria Novella, a pochi minuti a piedi dall'hotel. I biglietti del treno ti aspettano alla reception.",
          'Do aeroporto, o elétrico leva-o à estação de Santa Maria Novella, a poucos minutos a pé do hotel. Os passes de comboio esperam-no na receção.',
          'Desde el aeropuerto, el tranvía te lleva a la estación de Santa Maria Novella, a pocos minutos a pie del hotel. Los billetes de tren te esperan en recepción.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Renaissance Florence',
        'La Firenze del Rinascimento',
        'A Florença do Renascimento',
        'La Florencia del Renacimiento',
      ),
      stop(
        l('The Uffizi Gallery', 'La Galleria degli Uffizi', 'A Galeria dos Uffizi', 'La Galería Uffizi'),
        l(
          'A reserved morning entry to see Botticelli’s *Birth of Venus* and Leonardo’s *Annunciation*, then lunch near the Ponte Vecchio.',
          "Ingresso prenotato al mattino per la *Nascita di Venere* di Botticelli e l'*Annunciazione* di Leonardo, poi pranzo vicino a Ponte Vecchio.",
          'Entrada reservada de manhã para ver o *Nascimento de Vénus* de Botticelli e a *Anunciação* de Leonardo; depois, almoço perto da Ponte Vecchio.',
          'Entrada reservada por la mañana para ver *El nacimiento de Venus* de Botticelli y la *Anunciación* de Leonardo; después, comida cerca del Ponte Vecchio.',
        ),
      ),
      stop(
        l('Brunelleschi’s dome', 'La cupola del Brunelleschi', 'A cúpula de Brunelleschi', 'La cúpula de Brunelleschi'),
        l(
          'In the afternoon, climb the 463 steps inside the cathedral dome for the view over the red roofs.',
          'Nel pomeriggio si salgono i 463 gradini della cupola del Duomo per la vista sui tetti rossi.',
          'À tarde, suba os 463 degraus da cúpula da catedral para ver os telhados vermelhos lá de cima.',
          'Por la tarde, sube los 463 escalones de la cúpula de la catedral para ver los tejados rojos desde arriba.',
        ),
      ),
    ),
    day(
      3,
      l('By train to Siena', 'In treno a Siena', 'De comboio até Siena', 'En tren a Siena'),
      stop(
        l(
          'Piazza del Campo and the cathedral',
          'Piazza del Campo e il Duomo',
          'A Piazza del Campo e a catedral',
          'La piazza del Campo y la catedral',
        ),
        l(
          'The regional train takes about an hour and a half; escalators climb from the station to the old town, the shell-shaped square and the striped marble cathedral.',
          "Il regionale impiega circa un'ora e mezza; dalla stazione le scale mobili salgono al centro storico, alla piazza a conchiglia e al Duomo di marmi bianchi e neri.",
          'O comboio regional demora cerca de hora e meia; da estação, escadas rolantes sobem ao centro histórico, à praça em forma de concha e à catedral de mármore às riscas.',
          'El tren regional tarda una hora y media; desde la estación, unas escaleras mecánicas suben al casco antiguo, a la plaza en forma de concha y a la catedral de mármol a rayas.',
        ),
      ),
    ),
    day(
      4,
      l(
        'Chianti wine tasting',
        'Degustazione nel Chianti',
        'Prova de vinhos no Chianti',
        'Cata de vinos en el Chianti',
      ),
      stop(
        l(
          'A winery near Castellina in Chianti',
          'Una cantina vicino a Castellina in Chianti',
          'Uma adega perto de Castellina in Chianti',
          'Una bodega cerca de Castellina in Chianti',
        ),
        l(
          'A minibus from Siena to a family estate: the cellars, four Chianti Classico wines and a lunch of pecorino, salami and olive oil from the estate.',
          "Un minibus da Siena a una tenuta di famiglia: le cantine, quattro Chianti Classico e un pranzo con pecorino, salumi e l'olio della tenuta.",
          'Um minibus de Siena até uma propriedade familiar: as caves, quatro vinhos Chianti Classico e um almoço com pecorino, enchidos e o azeite da casa.',
          'Un minibús desde Siena hasta una finca familiar: las bodegas, cuatro vinos Chianti Classico y una comida de pecorino, embutidos y el aceite de la casa.',
        ),
      ),
    ),
    day(
      5,
      l('Lucca', 'Lucca', 'Lucca', 'Lucca'),
      stop(
        l(
          'A bike ride on the city walls',
          'In bicicletta sulle mura',
          'De bicicleta sobre as muralhas',
          'En bicicleta por las murallas',
        ),
        l(
          'By train to Lucca, changing at Empoli. Hire a bike for the four-kilometre tree-lined ride along the Renaissance walls, then find the oval Piazza dell’Anfiteatro.',
          "In treno a Lucca, con cambio a Empoli. In bicicletta sui quattro chilometri alberati delle mura rinascimentali, poi la piazza ovale dell'Anfiteatro.",
          'De comboio até Lucca, com mudança em Empoli. Alugue uma bicicleta para os quatro quilómetros arborizados das muralhas renascentistas e descubra a oval Piazza dell’Anfiteatro.',
          'En tren a Lucca, con transbordo en Empoli. Alquila una bicicleta para recorrer los cuatro kilómetros arbolados de las murallas renacentistas y descubre la ovalada piazza dell’Anfiteatro.',
        ),
      ),
    ),
    day(
      6,
      l('Pisa', 'Pisa', 'Pisa', 'Pisa'),
      stop(
        l('The Field of Miracles', 'Piazza dei Miracoli', 'O Campo dos Milagres', 'El Campo de los Milagros'),
        l(
          'Half an hour from Lucca by train: the cathedral, the baptistery and a timed climb up the Leaning Tower.',
          "A mezz'ora di treno da Lucca: il Duomo, il Battistero e la salita sulla Torre pendente, con orario prenotato.",
          'A meia hora de comboio de Lucca: a catedral, o batistério e a subida à Torre Inclinada, com hora marcada.',
          'A media hora en tren desde Lucca: la catedral, el baptisterio y la subida a la Torre Inclinada, con hora reservada.',
        ),
      ),
    ),
    day(
      7,
      l('Back to Florence', 'Ritorno a Firenze', 'Regresso a Florença', 'Regreso a Florencia'),
      stop(
        l(
          'The Oltrarno and Piazzale Michelangelo',
          "L'Oltrarno e piazzale Michelangelo",
          'O Oltrarno e a Piazzale Michelangelo',
          'El Oltrarno y la piazzale Michelangelo',
        ),
        l(
          'A last day among the artisans’ workshops of the Oltrarno and the Boboli Gardens, with sunset over the city from Piazzale Michelangelo.',
          "L'ultima giornata tra le botteghe artigiane dell'Oltrarno e il Giardino di Boboli, con il tramonto sulla città da piazzale Michelangelo.",
          'Um último dia entre as oficinas de artesãos do Oltrarno e os Jardins de Boboli, com o pôr do sol sobre a cidade visto da Piazzale Michelangelo.',
          'Un último día entre los talleres artesanos del Oltrarno y los Jardines de Boboli, con la puesta de sol sobre la ciudad desde la piazzale Michelangelo.',
        ),
      ),
    ),
    departure(8),
  ],
  'grand-tour-of-italy': [
    day(
      1,
      l('Arrival in Rome', 'Arrivo a Roma', 'Chegada a Roma', 'Llegada a Roma'),
      stop(
        l(
          'Welcome dinner in Trastevere',
          'Cena di benvenuto a Trastevere',
          'Jantar de boas-vindas em Trastevere',
          'Cena de bienvenida en el Trastevere',
        ),
        l(
          'Transfer to the hotel, then meet your tour leader and the group over cacio e pepe and carbonara in a trattoria in Trastevere.',
          "Trasferimento in hotel, poi l'incontro con l'accompagnatore e il gruppo davanti a una cacio e pepe e a una carbonara in una trattoria di Trastevere.",
          'Transfer para o hotel e, depois, o encontro com o guia e o grupo à volta de uma cacio e pepe e de uma carbonara numa trattoria de Trastevere.',
          'Traslado al hotel y encuentro con el guía y el grupo ante unos cacio e pepe y una carbonara en una trattoria del Trastevere.',
        ),
      ),
    ),
    day(
      [2, 3],
      l(
        'Ancient Rome and the Vatican',
        'Roma antica e il Vaticano',
        'A Roma antiga e o Vaticano',
        'La Roma antigua y el Vaticano',
      ),
      stop(
        l(
          'The Colosseum and the Roman Forum',
          'Il Colosseo e i Fori',
          'O Coliseu e o Fórum Romano',
          'El Coliseo y el Foro Romano',
        ),
        l(
          'A guided visit of the Colosseum, the Forum and the Palatine Hill, without queues.',
          'Visita guidata al Colosseo, ai Fori e al Palatino, senza code.',
          'Visita guiada ao Coliseu, ao Fórum e ao Palatino, sem filas.',
          'Visita guiada al Coliseo, el Foro y el Palatino, sin colas.',
        ),
      ),
      stop(
        l(
          'The Vatican Museums and the Sistine Chapel',
          'I Musei Vaticani e la Cappella Sistina',
          'Os Museus do Vaticano e a Capela Sistina',
          'Los Museos Vaticanos y la Capilla Sixtina',
        ),
        l(
          'An early entry to the Vatican Museums and Michelangelo’s ceiling, then St Peter’s Basilica.',
          'Ingresso di prima mattina ai Musei Vaticani e alla volta di Michelangelo, poi la Basilica di San Pietro.',
          'Entrada logo de manhã nos Museus do Vaticano e no teto de Miguel Ângelo; depois, a Basílica de São Pedro.',
          'Entrada a primera hora a los Museos Vaticanos y a la bóveda de Miguel Ángel; después, la basílica de San Pedro.',
        ),
      ),
    ),
    day(
      [4, 5],
      l('Florence', 'Firenze', 'Florença', 'Florencia'),
      stop(
        l(
          'By high-speed train to Florence',
          'In Frecciarossa a Firenze',
          'De comboio de alta velocidade até Florença',
          'En tren de alta velocidad a Florencia',
        ),
        l(
          'An hour and a half from Roma Termini to Firenze Santa Maria Novella, then the Duomo, the Baptistery doors and the Uffizi with a guide.',
          "Un'ora e mezza da Roma Termini a Firenze Santa Maria Novella, poi il Duomo, le porte del Battistero e gli Uffizi con la guida.",
          'Hora e meia de Roma Termini a Firenze Santa Maria Novella; depois, a catedral, as portas do batistério e os Uffizi com guia.',
          'Hora y media de Roma Termini a Firenze Santa Maria Novella; después, el Duomo, las puertas del baptisterio y los Uffizi con guía.',
        ),
      ),
      stop(
        l('A Tuscan cooking class', 'Lezione di cucina toscana', 'Aula de cozinha toscana', 'Clase de cocina toscana'),
        l(
          'Make fresh pasta and tiramisù with a local cook, then eat what you made with a glass of Chianti.',
          'Si prepara la pasta fresca e il tiramisù con una cuoca del posto, poi si mangia quello che si è cucinato con un bicchiere di Chianti.',
          'Faça massa fresca e tiramisù com uma cozinheira local e prove depois o que cozinhou com um copo de Chianti.',
          'Prepara pasta fresca y tiramisú con una cocinera local y después come lo que has cocinado con una copa de Chianti.',
        ),
      ),
    ),
    day(
      [6, 8],
      l('Venice', 'Venezia', 'Veneza', 'Venecia'),
      stop(
        l(
          'St Mark’s Square and the Doge’s Palace',
          'Piazza San Marco e Palazzo Ducale',
          'A Praça de São Marcos e o Palácio Ducal',
          'La plaza de San Marcos y el Palacio Ducal',
        ),
        l(
          'Two hours by train from Florence to Venezia Santa Lucia, then the vaporetto down the Grand Canal. A guided visit of the basilica and the Doge’s Palace.',
          'Due ore di treno da Firenze a Venezia Santa Lucia, poi il vaporetto lungo il Canal Grande. Visita guidata alla Basilica e a Palazzo Ducale.',
          'Duas horas de comboio de Florença a Venezia Santa Lucia e, depois, o vaporetto pelo Grande Canal. Visita guiada à basílica e ao Palácio Ducal.',
          'Dos horas de tren de Florencia a Venezia Santa Lucia y luego el vaporetto por el Gran Canal. Visita guiada a la basílica y al Palacio Ducal.',
        ),
      ),
      stop(
        l('Murano and Burano', 'Murano e Burano', 'Murano e Burano', 'Murano y Burano'),
        l(
          'A free day to watch the glassblowers of Murano at work and walk among the painted houses of Burano.',
          'Una giornata libera per vedere i vetrai di Murano al lavoro e passeggiare tra le case colorate di Burano.',
          'Um dia livre para ver os vidreiros de Murano a trabalhar e passear entre as casas pintadas de Burano.',
          'Un día libre para ver trabajar a los sopladores de vidrio de Murano y pasear entre las casas pintadas de Burano.',
        ),
      ),
    ),
    day(
      9,
      l(
        'South to the Amalfi Coast',
        'A sud, verso la Costiera',
        'Para sul, até à Costa Amalfitana',
        'Hacia el sur, a la Costa Amalfitana',
      ),
      stop(
        l(
          'The length of Italy by train',
          "L'Italia da nord a sud in treno",
          'A Itália de norte a sul de comboio',
          'Italia de norte a sur en tren',
        ),
        l(
          'Five hours on the high-speed train from Venice to Naples, then a coach along the coast road to your hotel in Sorrento.',
          'Cinque ore di alta velocità da Venezia a Napoli, poi il pullman lungo la costiera fino all’hotel di Sorrento.',
          'Cinco horas de alta velocidade de Veneza a Nápoles e, depois, o autocarro pela estrada da costa até ao hotel em Sorrento.',
          'Cinco horas de alta velocidad de Venecia a Nápoles y después el autocar por la carretera de la costa hasta el hotel de Sorrento.',
        ),
      ),
    ),
    day(
      [10, 11],
      l(
        'Positano, Amalfi and Pompeii',
        'Positano, Amalfi e Pompei',
        'Positano, Amalfi e Pompeia',
        'Positano, Amalfi y Pompeya',
      ),
      stop(
        l('The coast by boat', 'La costa in barca', 'A costa de barco', 'La costa en barco'),
        l(
          'A boat to Positano and Amalfi, with a farewell dinner of fresh fish on the terrace of a restaurant above the sea.',
          'In barca a Positano e Amalfi, con la cena di arrivederci a base di pesce sulla terrazza di un ristorante sul mare.',
          'De barco até Positano e Amalfi, com um jantar de despedida de peixe fresco no terraço de um restaurante sobre o mar.',
          'En barco a Positano y Amalfi, con una cena de despedida de pescado fresco en la terraza de un restaurante sobre el mar.',
        ),
      ),
      stop(
        l(
          'Pompeii with an archaeologist',
          'Pompei con un archeologo',
          'Pompeia com um arqueólogo',
          'Pompeya con un arqueólogo',
        ),
        l(
          'The streets, villas and bakeries of the Roman town that Vesuvius buried in AD 79.',
          'Le strade, le ville e i forni della città romana sepolta dal Vesuvio nel 79 d.C.',
          'As ruas, as vilas e as padarias da cidade romana que o Vesúvio soterrou no ano 79.',
          'Las calles, las villas y los hornos de la ciudad romana que el Vesubio sepultó en el año 79.',
        ),
      ),
    ),
    departure(
      12,
      l(
        'The transfer to Naples airport for your flight home, after twelve days and three high-speed trains.',
        "Trasferimento all'aeroporto di Napoli per il volo di rientro, dopo dodici giorni e tre treni ad alta velocità.",
        'Transfer para o aeroporto de Nápoles e voo de regresso, depois de doze dias e três comboios de alta velocidade.',
        'Traslado al aeropuerto de Nápoles para el vuelo de vuelta, tras doce días y tres trenes de alta velocidad.',
      ),
    ),
  ],
  'rome-city-break': [
    day(
      1,
      l('Arrival in Rome', 'Arrivo a Roma', 'Chegada a Roma', 'Llegada a Roma'),
      stop(
        l(
          'An evening around Piazza Navona',
          'Una serata intorno a piazza Navona',
          'Uma noite à volta da Piazza Navona',
          'Una noche en torno a la piazza Navona',
        ),
        l(
          'Check in at your central hotel, then walk to the Pantheon, Piazza Navona and the Trevi Fountain, lit up at night.',
          "Check-in nell'hotel in centro, poi a piedi al Pantheon, a piazza Navona e alla Fontana di Trevi illuminata.",
          'Check-in no hotel central e, depois, a pé até ao Panteão, à Piazza Navona e à Fontana di Trevi iluminada.',
          'Registro en el hotel céntrico y, después, a pie al Panteón, a la piazza Navona y a la Fontana di Trevi iluminada.',
        ),
      ),
    ),
    day(
      2,
      l('Ancient Rome', 'Roma antica', 'A Roma antiga', 'La Roma antigua'),
      stop(
        l(
          'The Colosseum, the Forum and the Palatine',
          'Colosseo, Foro Romano e Palatino',
          'O Coliseu, o Fórum e o Palatino',
          'El Coliseo, el Foro y el Palatino',
        ),
        l(
          'Your skip-the-line ticket is valid for the Colosseum and, on the same day, the Roman Forum and the Palatine Hill.',
          'Il biglietto salta fila vale per il Colosseo e, nello stesso giorno, per il Foro Romano e il Palatino.',
          'O bilhete sem fila é válido para o Coliseu e, no mesmo dia, para o Fórum Romano e o Palatino.',
          'La entrada sin colas vale para el Coliseo y, el mismo día, para el Foro Romano y el Palatino.',
        ),
      ),
    ),
    day(
      3,
      l('The Vatican', 'Il Vaticano', 'O Vaticano', 'El Vaticano'),
      stop(
        l(
          'The Vatican Museums and St Peter’s',
          'Musei Vaticani e San Pietro',
          'Os Museus do Vaticano e São Pedro',
          'Los Museos Vaticanos y San Pedro',
        ),
        l(
          'The Raphael Rooms and the Sistine Chapel with your reserved entry, then St Peter’s Basilica and the climb to the dome.',
          'Le Stanze di Raffaello e la Cappella Sistina con l’ingresso prenotato, poi la Basilica di San Pietro e la salita alla cupola.',
          'As Salas de Rafael e a Capela Sistina com a entrada reservada; depois, a Basílica de São Pedro e a subida à cúpula.',
          'Las Estancias de Rafael y la Capilla Sixtina con la entrada reservada; después, la basílica de San Pedro y la subida a la cúpula.',
        ),
      ),
    ),
    departure(4),
  ],
  'venice-and-the-lagoon-islands': [
    day(
      1,
      l('Arrival in Venice', 'Arrivo a Venezia', 'Chegada a Veneza', 'Llegada a Venecia'),
      stop(
        l(
          'Across the lagoon by water bus',
          'Attraverso la laguna in motoscafo',
          'Pela lagoa de barco-autocarro',
          'Por la laguna en vaporetto',
        ),
        l(
          'The Alilaguna boat from Marco Polo airport crosses the lagoon to St Mark’s, a short walk from your hotel.',
          "Il motoscafo Alilaguna dall'aeroporto Marco Polo attraversa la laguna fino a San Marco, a due passi dall'hotel.",
          'O barco Alilaguna do aeroporto Marco Polo atravessa a lagoa até São Marcos, a poucos passos do hotel.',
          'El barco Alilaguna desde el aeropuerto Marco Polo cruza la laguna hasta San Marcos, a un paso del hotel.',
        ),
      ),
    ),
    day(
      2,
      l(
        'St Mark’s and the Grand Canal',
        'San Marco e il Canal Grande',
        'São Marcos e o Grande Canal',
        'San Marcos y el Gran Canal',
      ),
      stop(
        l('The basilica and the Rialto', 'La Basilica e Rialto', 'A basílica e Rialto', 'La basílica y el Rialto'),
        l(
          'The golden mosaics of St Mark’s Basilica, the Rialto market in the morning and line 1 of the vaporetto down the whole Grand Canal.',
          'I mosaici d’oro della Basilica di San Marco, il mercato di Rialto al mattino e la linea 1 del vaporetto lungo tutto il Canal Grande.',
          'Os mosaicos dourados da Basílica de São Marcos, o mercado de Rialto de manhã e a linha 1 do vaporetto por todo o Grande Canal.',
          'Los mosaicos dorados de la basílica de San Marcos, el mercado de Rialto por la mañana y la línea 1 del vaporetto por todo el Gran Canal.',
        ),
      ),
    ),
    day(
      3,
      l('Murano and Burano', 'Murano e Burano', 'Murano e Burano', 'Murano y Burano'),
      stop(
        l(
          'A glassworks in Murano',
          'Una fornace di Murano',
          'Uma fábrica de vidro em Murano',
          'Un horno de vidrio en Murano',
        ),
        l(
          'Watch a master glassblower shape a vase from molten glass in one of Murano’s furnaces.',
          'Un maestro vetraio modella un vaso dal vetro fuso in una delle fornaci di Murano.',
          'Veja um mestre vidreiro moldar uma jarra a partir do vidro fundido num dos fornos de Murano.',
          'Observa cómo un maestro vidriero da forma a un jarrón de vidrio fundido en uno de los hornos de Murano.',
        ),
      ),
      stop(
        l('The colours of Burano', 'I colori di Burano', 'As cores de Burano', 'Los colores de Burano'),
        l(
          'Forty minutes further by vaporetto, lace shops and fishermen’s houses painted every colour line the canals; have risotto with gò fish for lunch.',
          'Quaranta minuti più in là in vaporetto, merletti e case di pescatori dipinte di ogni colore lungo i canali; a pranzo, il risotto di gò.',
          'Quarenta minutos mais adiante de vaporetto, lojas de renda e casas de pescadores pintadas de todas as cores ao longo dos canais; ao almoço, risotto de gò.',
          'A cuarenta minutos más en vaporetto, tiendas de encaje y casas de pescadores pintadas de todos los colores junto a los canales; para comer, risotto de gò.',
        ),
      ),
    ),
    departure(4),
  ],
  // Spain and Portugal
  'andalusia-self-drive': [
    day(
      1,
      l('Arrival in Seville', 'Arrivo a Siviglia', 'Chegada a Sevilha', 'Llegada a Sevilla'),
      stop(
        l(
          'Tapas in Santa Cruz',
          'Tapas nel quartiere di Santa Cruz',
          'Tapas no bairro de Santa Cruz',
          'Tapas en el barrio de Santa Cruz',
        ),
        l(
          'Pick up the car at the airport and park it at the hotel: Seville is best on foot. In the evening, tapas in the whitewashed lanes of Santa Cruz.',
          "Ritiro dell'auto in aeroporto e parcheggio in hotel: Siviglia si gira a piedi. In serata, tapas tra i vicoli imbiancati di Santa Cruz.",
          'Levante o carro no aeroporto e deixe-o no hotel: Sevilha descobre-se a pé. À noite, tapas nas ruelas caiadas de Santa Cruz.',
          'Recoge el coche en el aeropuerto y déjalo en el hotel: Sevilla se recorre a pie. Por la noche, tapas en las callejuelas encaladas de Santa Cruz.',
        ),
      ),
    ),
    day(
      2,
      l('Seville', 'Siviglia', 'Sevilha', 'Sevilla'),
      stop(
        l(
          'The Real Alcázar and the cathedral',
          'Il Real Alcázar e la cattedrale',
          'O Real Alcázar e a catedral',
          'El Real Alcázar y la catedral',
        ),
        l(
          'The Mudéjar courtyards and gardens of the Alcázar, then the cathedral and the ramps up the Giralda tower. At sunset, Plaza de España.',
          'I cortili mudéjar e i giardini dell’Alcázar, poi la cattedrale e le rampe della Giralda. Al tramonto, Plaza de España.',
          'Os pátios mudéjares e os jardins do Alcázar; depois, a catedral e as rampas da torre da Giralda. Ao pôr do sol, a Plaza de España.',
          'Los patios mudéjares y los jardines del Alcázar; después, la catedral y las rampas de la Giralda. Al atardecer, la plaza de España.',
        ),
      ),
    ),
    day(
      3,
      l('Córdoba', 'Cordova', 'Córdova', 'Córdoba'),
      stop(
        l('The Mosque-Cathedral', 'La Moschea-Cattedrale', 'A Mesquita-Catedral', 'La Mezquita-Catedral'),
        l(
          'An hour and a half on the motorway to Córdoba, for the forest of red and white arches of the Mezquita and the flower-filled patios of the Jewish quarter.',
          "Un'ora e mezza di autostrada fino a Cordova, per la selva di archi bianchi e rossi della Mezquita e i patios fioriti della Judería.",
          'Hora e meia de autoestrada até Córdova, para a floresta de arcos brancos e vermelhos da Mesquita e os pátios floridos da Judiaria.',
          'Hora y media de autovía hasta Córdoba, para el bosque de arcos blancos y rojos de la Mezquita y los patios floridos de la Judería.',
        ),
      ),
    ),
    day(
      [4, 5],
      l('Granada and the Alhambra', "Granada e l'Alhambra", 'Granada e o Alhambra', 'Granada y la Alhambra'),
      stop(
        l(
          'The Alhambra, with reserved entry',
          "L'Alhambra, con ingresso prenotato",
          'O Alhambra, com entrada reservada',
          'La Alhambra, con entrada reservada',
        ),
        l(
          'Your ticket has a set time for the Nasrid Palaces; leave the rest of the morning for the Generalife gardens and the Alcazaba.',
          "Il biglietto ha un orario fisso per i Palazzi Nasridi; il resto della mattina è per i giardini del Generalife e l'Alcazaba.",
          'O bilhete tem hora marcada para os Palácios Nacéridas; guarde o resto da manhã para os jardins do Generalife e a Alcáçova.',
          'La entrada tiene hora fija para los Palacios Nazaríes; deja el resto de la mañana para los jardines del Generalife y la Alcazaba.',
        ),
      ),
      stop(
        l(
          'Sunset from the Albaicín',
          "Il tramonto dall'Albaicín",
          'O pôr do sol no Albaicín',
          'El atardecer desde el Albaicín',
        ),
        l(
          'Climb through the Moorish quarter to the Mirador de San Nicolás, where the Alhambra turns red against the Sierra Nevada.',
          "Si sale per il quartiere moresco fino al Mirador de San Nicolás, dove l'Alhambra si tinge di rosso davanti alla Sierra Nevada.",
          'Suba pelo bairro mouro até ao Mirador de San Nicolás, onde o Alhambra fica vermelho diante da Serra Nevada.',
          'Sube por el barrio morisco hasta el mirador de San Nicolás, donde la Alhambra se vuelve roja frente a Sierra Nevada.',
        ),
      ),
    ),
    day(
      6,
      l(
        'Ronda and a white village',
        'Ronda e un paese bianco',
        'Ronda e uma aldeia branca',
        'Ronda y un pueblo blanco',
      ),
      stop(
        l(
          'The Puente Nuevo of Ronda',
          'Il Puente Nuevo di Ronda',
          'A Puente Nuevo de Ronda',
          'El Puente Nuevo de Ronda',
        ),
        l(
          'Two and a half hours west to Ronda and its bridge over the El Tajo gorge, then the mountain road to Grazalema for a night in a whitewashed village.',
          'Due ore e mezza verso ovest fino a Ronda e al suo ponte sulla gola del Tajo, poi la strada di montagna fino a Grazalema, per una notte in un paese bianco.',
          'Duas horas e meia para oeste até Ronda e à sua ponte sobre o desfiladeiro do Tajo; depois, a estrada de montanha até Grazalema, para uma noite numa aldeia caiada.',
          'Dos horas y media hacia el oeste hasta Ronda y su puente sobre el Tajo; después, la carretera de montaña hasta Grazalema, para pasar la noche en un pueblo blanco.',
        ),
      ),
    ),
    day(
      7,
      l(
        'Jerez and back to Seville',
        'Jerez e ritorno a Siviglia',
        'Jerez e regresso a Sevilha',
        'Jerez y regreso a Sevilla',
      ),
      stop(
        l('A sherry bodega', 'Una bodega di sherry', 'Uma adega de xerez', 'Una bodega de jerez'),
        l(
          'Down from the sierra to Jerez de la Frontera for a bodega tour and a tasting of fino and oloroso, then an hour to Seville.',
          'Si scende dalla sierra a Jerez de la Frontera per la visita di una bodega e una degustazione di fino e oloroso, poi un’ora fino a Siviglia.',
          'Desça da serra até Jerez de la Frontera para visitar uma adega e provar fino e oloroso; depois, uma hora até Sevilha.',
          'Baja de la sierra a Jerez de la Frontera para visitar una bodega y catar fino y oloroso; después, una hora hasta Sevilla.',
        ),
      ),
    ),
    dropOff(
      8,
      l(
        'Drop the car at Seville airport, fifteen minutes from the centre, in time for your flight.',
        "Riconsegna dell'auto all'aeroporto di Siviglia, a un quarto d'ora dal centro, in tempo per il volo.",
        'Entregue o carro no aeroporto de Sevilha, a um quarto de hora do centro, a tempo do voo.',
        'Deja el coche en el aeropuerto de Sevilla, a un cuarto de hora del centro, a tiempo para el vuelo.',
      ),
    ),
  ],
  'algarve-beach-holiday': [
    day(
      1,
      l('Arrival in Lagos', 'Arrivo a Lagos', 'Chegada a Lagos', 'Llegada a Lagos'),
      stop(
        l('Transfer from Faro', 'Trasferimento da Faro', 'Transfer de Faro', 'Traslado desde Faro'),
        l(
          'An hour west along the coast from Faro airport to your resort near Lagos, with its pools and children’s club.',
          "Un'ora verso ovest lungo la costa dall'aeroporto di Faro al resort vicino a Lagos, con piscine e miniclub.",
          'Uma hora para oeste ao longo da costa, do aeroporto de Faro até ao resort perto de Lagos, com piscinas e clube infantil.',
          'Una hora hacia el oeste por la costa desde el aeropuerto de Faro hasta el resort cerca de Lagos, con piscinas y miniclub.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Lagos and Ponta da Piedade',
        'Lagos e Ponta da Piedade',
        'Lagos e a Ponta da Piedade',
        'Lagos y Ponta da Piedade',
      ),
      stop(
        l('Cliffs and grottoes', 'Scogliere e grotte', 'Falésias e grutas', 'Acantilados y grutas'),
        l(
          'The old town’s walls and the slave market museum, then the golden sea stacks of Ponta da Piedade from the clifftop boardwalk or a small boat.',
          'Le mura della città vecchia e il museo del mercato degli schiavi, poi i faraglioni dorati di Ponta da Piedade dalla passerella sulla scogliera o da una barchetta.',
          'As muralhas da cidade velha e o Núcleo Museológico do Mercado de Escravos; depois, os leixões dourados da Ponta da Piedade, do passadiço da falésia ou de barco.',
          'Las murallas del casco antiguo y el museo del mercado de esclavos; después, los farallones dorados de Ponta da Piedade desde la pasarela del acantilado o en barca.',
        ),
      ),
    ),
    day(
      3,
      l('The Benagil sea cave', 'La grotta di Benagil', 'A gruta de Benagil', 'La cueva de Benagil'),
      stop(
        l('By boat from Portimão', 'In barca da Portimão', 'De barco desde Portimão', 'En barco desde Portimão'),
        l(
          'A two-hour boat trip along the cliffs to the cathedral-like cave of Benagil, with its hole in the roof open to the sky. Landing in the cave is not allowed.',
          'Due ore in barca lungo le scogliere fino alla grotta di Benagil, alta come una cattedrale, con il tetto aperto sul cielo. Non è permesso sbarcare nella grotta.',
          'Duas horas de barco ao longo das falésias até à gruta de Benagil, alta como uma catedral, com o teto aberto para o céu. Não é permitido desembarcar na gruta.',
          'Dos horas en barco junto a los acantilados hasta la cueva de Benagil, alta como una catedral, con el techo abierto al cielo. No se permite desembarcar en la cueva.',
        ),
      ),
    ),
    day(
      [4, 7],
      l('Beaches at your own pace', 'Spiagge in libertà', 'Praias ao seu ritmo', 'Playas a tu ritmo'),
      stop(
        l(
          'Praia do Camilo and Meia Praia',
          'Praia do Camilo e Meia Praia',
          'Praia do Camilo e Meia Praia',
          'Praia do Camilo y Meia Praia',
        ),
        l(
          'Days by the pool or on the beach: the steps down to the little cove of Camilo, or four kilometres of sand at Meia Praia for the children.',
          'Giornate in piscina o al mare: la scalinata che scende alla caletta di Camilo, o i quattro chilometri di sabbia di Meia Praia per i bambini.',
          'Dias de piscina ou de praia: a escadaria que desce à pequena enseada do Camilo, ou os quatro quilómetros de areia da Meia Praia para os miúdos.',
          'Días de piscina o de playa: la escalera que baja a la pequeña cala de Camilo o los cuatro kilómetros de arena de Meia Praia para los niños.',
        ),
      ),
      stop(
        l(
          'Sagres and Cape St Vincent',
          'Sagres e Capo San Vincenzo',
          'Sagres e o Cabo de São Vicente',
          'Sagres y el cabo de San Vicente',
        ),
        l(
          'Half an hour by car or bus to the south-western tip of Europe: the fortress of Sagres and the sunset from the lighthouse of Cape St Vincent.',
          "Mezz'ora in auto o in autobus fino all'estremità sud-occidentale d'Europa: la fortezza di Sagres e il tramonto dal faro di Capo San Vincenzo.",
          'Meia hora de carro ou de autocarro até ao extremo sudoeste da Europa: a fortaleza de Sagres e o pôr do sol no farol do Cabo de São Vicente.',
          'Media hora en coche o autobús hasta el extremo suroeste de Europa: la fortaleza de Sagres y la puesta de sol desde el faro del cabo de San Vicente.',
        ),
      ),
    ),
    departure(8),
  ],
  'lisbon-and-sintra': [
    day(
      1,
      l('Arrival in Lisbon', 'Arrivo a Lisbona', 'Chegada a Lisboa', 'Llegada a Lisboa'),
      stop(
        l('Tram 28 and the Baixa', 'Il tram 28 e la Baixa', 'O elétrico 28 e a Baixa', 'El tranvía 28 y la Baixa'),
        l(
          'After check-in, the yellow tram 28 rattles up to the castle hill; walk back down through the Baixa to the Praça do Comércio on the river.',
          'Dopo il check-in, il tram giallo 28 si arrampica verso il castello; si torna a piedi attraverso la Baixa fino alla Praça do Comércio sul fiume.',
          'Depois do check-in, o elétrico amarelo 28 sobe à colina do castelo; desça a pé pela Baixa até à Praça do Comércio, junto ao rio.',
          'Después del registro, el tranvía amarillo 28 sube hasta la colina del castillo; baja a pie por la Baixa hasta la Praça do Comércio, junto al río.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Belém and a fado dinner',
        'Belém e una cena con il fado',
        'Belém e um jantar com fado',
        'Belém y una cena con fado',
      ),
      stop(
        l(
          'The Jerónimos Monastery and the Belém Tower',
          'Il Monastero dei Jerónimos e la Torre di Belém',
          'O Mosteiro dos Jerónimos e a Torre de Belém',
          'El monasterio de los Jerónimos y la torre de Belém',
        ),
        l(
          'The Manueline cloister of the Jerónimos and the tower on the Tagus, with a warm pastel de Belém from the bakery next door.',
          'Il chiostro manuelino dei Jerónimos e la torre sul Tago, con un pastel de Belém ancora caldo della pasticceria accanto.',
          'O claustro manuelino dos Jerónimos e a torre sobre o Tejo, com um pastel de Belém quentinho da pastelaria ao lado.',
          'El claustro manuelino de los Jerónimos y la torre sobre el Tajo, con un pastel de Belém recién hecho de la pastelería de al lado.',
        ),
      ),
      stop(
        l('Fado in Alfama', 'Il fado ad Alfama', 'Fado em Alfama', 'Fado en Alfama'),
        l(
          'Dinner in a small fado house in Alfama, where the lights go down and nobody talks while the fadista sings.',
          'Cena in una piccola casa di fado ad Alfama, dove le luci si abbassano e nessuno parla mentre canta la fadista.',
          'Jantar numa pequena casa de fado em Alfama, onde as luzes se apagam e ninguém fala enquanto a fadista canta.',
          'Cena en una pequeña casa de fado de Alfama, donde se apagan las luces y nadie habla mientras canta la fadista.',
        ),
      ),
    ),
    day(
      3,
      l('Sintra', 'Sintra', 'Sintra', 'Sintra'),
      stop(
        l(
          'The Pena Palace and the Moorish Castle',
          'Il Palazzo della Pena e il Castello dei Mori',
          'O Palácio da Pena e o Castelo dos Mouros',
          'El Palacio da Pena y el Castillo de los Moros',
        ),
        l(
          'Forty minutes by train from Rossio station, then a day among the hilltop palaces and gardens: the painted Pena Palace, the Moorish Castle and Quinta da Regaleira’s initiation well.',
          'Quaranta minuti di treno dalla stazione del Rossio, poi una giornata tra palazzi e giardini sulle colline: il colorato Palazzo della Pena, il Castello dei Mori e il pozzo iniziatico della Quinta da Regaleira.',
          'Quarenta minutos de comboio desde a estação do Rossio e um dia entre palácios e jardins na serra: o colorido Palácio da Pena, o Castelo dos Mouros e o poço iniciático da Quinta da Regaleira.',
          'Cuarenta minutos en tren desde la estación del Rossio y un día entre palacios y jardines en la sierra: el colorido Palacio da Pena, el Castillo de los Moros y el pozo iniciático de la Quinta da Regaleira.',
        ),
      ),
    ),
    day(
      4,
      l('Lisbon’s viewpoints', 'I belvedere di Lisbona', 'Os miradouros de Lisboa', 'Los miradores de Lisboa'),
      stop(
        l(
          'From the Chiado to the Miradouro da Senhora do Monte',
          'Dal Chiado al Miradouro da Senhora do Monte',
          'Do Chiado ao Miradouro da Senhora do Monte',
          'Del Chiado al mirador de Senhora do Monte',
        ),
        l(
          'A free day: the cafés of the Chiado, the Santa Justa lift and the city’s highest viewpoint at sunset.',
          "Giornata libera: i caffè del Chiado, l'Elevador de Santa Justa e il belvedere più alto della città al tramonto.",
          'Dia livre: os cafés do Chiado, o Elevador de Santa Justa e o miradouro mais alto da cidade ao pôr do sol.',
          'Día libre: los cafés del Chiado, el elevador de Santa Justa y el mirador más alto de la ciudad al atardecer.',
        ),
      ),
    ),
    departure(5),
  ],
  'douro-river-cruise': [
    day(
      1,
      l('Boarding in Porto', 'Imbarco a Porto', 'Embarque no Porto', 'Embarque en Oporto'),
      stop(
        l('Welcome aboard', 'Benvenuti a bordo', 'Bem-vindo a bordo', 'Bienvenida a bordo'),
        l(
          'Board the ship at the quay in Vila Nova de Gaia, opposite the Ribeira, in the afternoon; the captain’s welcome dinner is served as the lights come on in Porto.',
          'Imbarco nel pomeriggio sulla banchina di Vila Nova de Gaia, di fronte alla Ribeira; la cena di benvenuto del comandante è servita mentre si accendono le luci di Porto.',
          'Embarque à tarde no cais de Vila Nova de Gaia, em frente à Ribeira; o jantar de boas-vindas do comandante é servido enquanto se acendem as luzes do Porto.',
          'Embarque por la tarde en el muelle de Vila Nova de Gaia, frente a la Ribeira; la cena de bienvenida del capitán se sirve mientras se encienden las luces de Oporto.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Through the locks to Régua',
        'Tra le chiuse fino a Régua',
        'Pelas eclusas até à Régua',
        'Por las esclusas hasta Régua',
      ),
      stop(
        l(
          'The Carrapatelo lock and Lamego',
          'La chiusa di Carrapatelo e Lamego',
          'A eclusa do Carrapatelo e Lamego',
          'La esclusa de Carrapatelo y Lamego',
        ),
        l(
          'The ship rises 35 metres in the Carrapatelo lock, one of the highest in Europe. From Régua, a coach to Lamego and the baroque stairway of Nossa Senhora dos Remédios.',
          'La nave sale di 35 metri nella chiusa di Carrapatelo, una delle più alte d’Europa. Da Régua, il pullman porta a Lamego e alla scalinata barocca di Nossa Senhora dos Remédios.',
          'O navio sobe 35 metros na eclusa do Carrapatelo, uma das mais altas da Europa. Da Régua, um autocarro leva a Lamego e à escadaria barroca de Nossa Senhora dos Remédios.',
          'El barco sube 35 metros en la esclusa de Carrapatelo, una de las más altas de Europa. Desde Régua, un autocar lleva a Lamego y a la escalinata barroca de Nossa Senhora dos Remédios.',
        ),
      ),
    ),
    day(
      3,
      l(
        'Pinhão and the terraced vineyards',
        'Pinhão e i vigneti a terrazze',
        'O Pinhão e as vinhas em socalcos',
        'Pinhão y los viñedos en terrazas',
      ),
      stop(
        l(
          'Tasting at a historic quinta',
          'Degustazione in una quinta storica',
          'Prova numa quinta histórica',
          'Cata en una quinta histórica',
        ),
        l(
          'The heart of the world’s oldest demarcated wine region: the azulejo panels of Pinhão station and a port and Douro wine tasting among the terraces of a family quinta.',
          'Nel cuore della più antica regione vinicola demarcata del mondo: gli azulejos della stazione di Pinhão e una degustazione di porto e vini del Douro tra le terrazze di una quinta di famiglia.',
          'No coração da mais antiga região vinícola demarcada do mundo: os painéis de azulejos da estação do Pinhão e uma prova de vinho do Porto e do Douro entre os socalcos de uma quinta familiar.',
          'En el corazón de la región vinícola demarcada más antigua del mundo: los azulejos de la estación de Pinhão y una cata de oporto y vinos del Duero entre las terrazas de una quinta familiar.',
        ),
      ),
    ),
    day(
      4,
      l(
        'To the Spanish border and Salamanca',
        'Fino al confine spagnolo e a Salamanca',
        'Até à fronteira espanhola e Salamanca',
        'Hasta la frontera española y Salamanca',
      ),
      stop(
        l('A day in Salamanca', 'Una giornata a Salamanca', 'Um dia em Salamanca', 'Un día en Salamanca'),
        l(
          'From the quay at Vega de Terrón, a coach into Spain for Salamanca’s golden Plaza Mayor, its two cathedrals and the carved façade of the university.',
          'Dal molo di Vega de Terrón, in pullman in Spagna per la dorata Plaza Mayor di Salamanca, le sue due cattedrali e la facciata scolpita dell’università.',
          'Do cais de Vega de Terrón, de autocarro até Espanha para a dourada Plaza Mayor de Salamanca, as suas duas catedrais e a fachada esculpida da universidade.',
          'Desde el embarcadero de Vega de Terrón, en autocar hasta Salamanca para ver su dorada plaza Mayor, sus dos catedrales y la fachada labrada de la universidad.',
        ),
      ),
    ),
    day(
      5,
      l('Castelo Rodrigo', 'Castelo Rodrigo', 'Castelo Rodrigo', 'Castelo Rodrigo'),
      stop(
        l(
          'A hilltop village and almond groves',
          'Un borgo in collina e mandorleti',
          'Uma aldeia histórica e amendoais',
          'Un pueblo en lo alto y almendrales',
        ),
        l(
          'Back in Portugal, the walled village of Castelo Rodrigo above the almond groves, then an afternoon sailing downriver between the vineyards.',
          'Di nuovo in Portogallo, il borgo murato di Castelo Rodrigo sopra i mandorleti, poi un pomeriggio di navigazione verso valle tra i vigneti.',
          'De volta a Portugal, a aldeia amuralhada de Castelo Rodrigo sobre os amendoais e, à tarde, a descida do rio entre as vinhas.',
          'De vuelta en Portugal, el pueblo amurallado de Castelo Rodrigo sobre los almendrales y, por la tarde, la navegación río abajo entre viñedos.',
        ),
      ),
    ),
    day(
      6,
      l('Back to Porto', 'Ritorno a Porto', 'Regresso ao Porto', 'Regreso a Oporto'),
      stop(
        l(
          'The port wine lodges of Gaia',
          'Le cantine del porto a Gaia',
          'As caves do vinho do Porto em Gaia',
          'Las bodegas de oporto de Gaia',
        ),
        l(
          'The ship ties up in Gaia again at midday: a guided visit of a port wine lodge and a farewell dinner on board.',
          'A mezzogiorno la nave attracca di nuovo a Gaia: visita guidata a una cantina di porto e cena di arrivederci a bordo.',
          'Ao meio-dia o navio volta a atracar em Gaia: visita guiada a umas caves de vinho do Porto e jantar de despedida a bordo.',
          'A mediodía el barco vuelve a atracar en Gaia: visita guiada a una bodega de oporto y cena de despedida a bordo.',
        ),
      ),
    ),
    departure(
      7,
      l(
        'Breakfast on board, then the transfer to Porto airport, twenty minutes away.',
        "Colazione a bordo, poi il trasferimento all'aeroporto di Porto, a venti minuti.",
        'Pequeno-almoço a bordo e transfer para o aeroporto do Porto, a vinte minutos.',
        'Desayuno a bordo y traslado al aeropuerto de Oporto, a veinte minutos.',
      ),
    ),
  ],
  'porto-city-break': [
    day(
      1,
      l('Arrival in Porto', 'Arrivo a Porto', 'Chegada ao Porto', 'Llegada a Oporto'),
      stop(
        l('The Ribeira at dusk', 'La Ribeira al tramonto', 'A Ribeira ao entardecer', 'La Ribeira al anochecer'),
        l(
          'Your hotel is on the riverside in the Ribeira: walk across the upper deck of the Dom Luís I bridge for the view of the old town at dusk.',
          "L'hotel è sul lungofiume della Ribeira: si attraversa il piano alto del ponte Dom Luís I per la vista sulla città vecchia al tramonto.",
          'O hotel fica à beira-rio, na Ribeira: atravesse o tabuleiro superior da ponte D. Luís I para ver a cidade velha ao entardecer.',
          'El hotel está junto al río, en la Ribeira: cruza el tablero superior del puente Don Luis I para ver el casco antiguo al anochecer.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Port wine and the six bridges',
        'Il porto e i sei ponti',
        'Vinho do Porto e as seis pontes',
        'El oporto y los seis puentes',
      ),
      stop(
        l(
          'A port wine cellar in Gaia',
          'Una cantina di porto a Gaia',
          'Umas caves de vinho do Porto em Gaia',
          'Una bodega de oporto en Gaia',
        ),
        l(
          'A guided tour of a cellar in Vila Nova de Gaia, among the barrels of tawny, with a tasting of three ports.',
          'Visita guidata a una cantina di Vila Nova de Gaia, tra le botti di tawny, con la degustazione di tre porto.',
          'Visita guiada a umas caves em Vila Nova de Gaia, entre os tonéis de tawny, com prova de três vinhos do Porto.',
          'Visita guiada a una bodega de Vila Nova de Gaia, entre las barricas de tawny, con cata de tres oportos.',
        ),
      ),
      stop(
        l(
          'The six-bridges cruise',
          'La crociera dei sei ponti',
          'O cruzeiro das seis pontes',
          'El crucero de los seis puentes',
        ),
        l(
          'Fifty minutes on a traditional rabelo boat under the six bridges of the Douro, from the Arrábida to the Freixo.',
          'Cinquanta minuti su una tradizionale barca rabelo sotto i sei ponti del Douro, dall’Arrábida al Freixo.',
          'Cinquenta minutos num barco rabelo tradicional por baixo das seis pontes do Douro, da Arrábida ao Freixo.',
          'Cincuenta minutos en un barco rabelo tradicional bajo los seis puentes del Duero, del de Arrábida al de Freixo.',
        ),
      ),
    ),
    day(
      3,
      l(
        'Azulejos and the Clérigos Tower',
        'Azulejos e Torre dos Clérigos',
        'Azulejos e a Torre dos Clérigos',
        'Azulejos y la torre de los Clérigos',
      ),
      stop(
        l(
          'São Bento station and the Livraria Lello',
          'La stazione di São Bento e la Livraria Lello',
          'A estação de São Bento e a Livraria Lello',
          'La estación de São Bento y la librería Lello',
        ),
        l(
          'The 20,000 azulejo tiles of São Bento station, the climb up the Clérigos Tower and the carved staircase of the Livraria Lello; lunch is a francesinha.',
          'I 20.000 azulejos della stazione di São Bento, la salita sulla Torre dos Clérigos e la scala intagliata della Livraria Lello; a pranzo, una francesinha.',
          'Os 20 000 azulejos da estação de São Bento, a subida à Torre dos Clérigos e a escadaria esculpida da Livraria Lello; ao almoço, uma francesinha.',
          'Los 20.000 azulejos de la estación de São Bento, la subida a la torre de los Clérigos y la escalera tallada de la librería Lello; para comer, una francesinha.',
        ),
      ),
    ),
    departure(4),
  ],
  // Greece, France, Finland
  'classical-greece-tour': [
    day(
      [1, 2],
      l('Athens and the Acropolis', "Atene e l'Acropoli", 'Atenas e a Acrópole', 'Atenas y la Acrópolis'),
      stop(
        l(
          'The Acropolis with an archaeologist',
          "L'Acropoli con un archeologo",
          'A Acrópole com um arqueólogo',
          'La Acrópolis con un arqueólogo',
        ),
        l(
          'The Propylaea, the Erechtheion and the Parthenon early in the morning, before the heat and the crowds, then the Acropolis Museum below.',
          "I Propilei, l'Eretteo e il Partenone di prima mattina, prima del caldo e della folla, poi il Museo dell'Acropoli ai piedi della collina.",
          'Os Propileus, o Erecteion e o Pártenon logo de manhã, antes do calor e das multidões; depois, o Museu da Acrópole, ao fundo da colina.',
          'Los Propileos, el Erecteion y el Partenón a primera hora, antes del calor y de la gente; después, el Museo de la Acrópolis, al pie de la colina.',
        ),
      ),
      stop(
        l('Dinner in the Plaka', 'Cena nella Plaka', 'Jantar na Plaka', 'Cena en la Plaka'),
        l(
          'Meet the group over meze in a taverna of the Plaka, beneath the floodlit Parthenon.',
          'Incontro con il gruppo davanti a un meze in una taverna della Plaka, sotto il Partenone illuminato.',
          'Encontro com o grupo à volta de uns meze numa taberna da Plaka, por baixo do Pártenon iluminado.',
          'Encuentro con el grupo ante unos meze en una taberna de la Plaka, bajo el Partenón iluminado.',
        ),
      ),
    ),
    day(
      3,
      l(
        'Corinth, Mycenae and Epidaurus',
        'Corinto, Micene ed Epidauro',
        'Corinto, Micenas e Epidauro',
        'Corinto, Micenas y Epidauro',
      ),
      stop(
        l(
          'The Lion Gate and the theatre of Epidaurus',
          'La Porta dei Leoni e il teatro di Epidauro',
          'A Porta dos Leões e o teatro de Epidauro',
          'La Puerta de los Leones y el teatro de Epidauro',
        ),
        l(
          'A stop at the Corinth Canal, the Lion Gate and royal tombs of Mycenae, then the theatre of Epidaurus, where a coin dropped on the stage is heard in the top row.',
          "Sosta al canale di Corinto, la Porta dei Leoni e le tombe reali di Micene, poi il teatro di Epidauro, dove una moneta caduta sulla scena si sente dall'ultima fila.",
          'Paragem no canal de Corinto, a Porta dos Leões e os túmulos reais de Micenas e, depois, o teatro de Epidauro, onde uma moeda que cai no palco se ouve na última fila.',
          'Parada en el canal de Corinto, la Puerta de los Leones y las tumbas reales de Micenas y, después, el teatro de Epidauro, donde una moneda que cae en la escena se oye desde la última fila.',
        ),
      ),
    ),
    day(
      4,
      l('Olympia', 'Olimpia', 'Olímpia', 'Olimpia'),
      stop(
        l(
          'The sanctuary of Zeus and the ancient stadium',
          'Il santuario di Zeus e lo stadio antico',
          'O santuário de Zeus e o estádio antigo',
          'El santuario de Zeus y el estadio antiguo',
        ),
        l(
          'Walk through the stone tunnel into the stadium of the first Olympic Games, then the workshop where Phidias made the statue of Zeus.',
          'Si entra dal tunnel di pietra nello stadio dei primi Giochi olimpici, poi la bottega dove Fidia scolpì la statua di Zeus.',
          'Entre pelo túnel de pedra no estádio dos primeiros Jogos Olímpicos e veja a oficina onde Fídias fez a estátua de Zeus.',
          'Entra por el túnel de piedra al estadio de los primeros Juegos Olímpicos y visita el taller donde Fidias hizo la estatua de Zeus.',
        ),
      ),
    ),
    day(
      5,
      l(
        'Across the Gulf of Corinth to Delphi',
        'Oltre il golfo di Corinto fino a Delfi',
        'Pelo golfo de Corinto até Delfos',
        'Por el golfo de Corinto hasta Delfos',
      ),
      stop(
        l('The Rio–Antirrio bridge', 'Il ponte Rio-Antirrio', 'A ponte Rio-Antirrio', 'El puente Río-Antirrio'),
        l(
          'Over the cable-stayed bridge at Rio and along the coast to Delphi, clinging to the slopes of Mount Parnassus.',
          'Sul ponte strallato di Rio e lungo la costa fino a Delfi, aggrappata alle pendici del Parnaso.',
          'Pela ponte de tirantes de Rio e ao longo da costa até Delfos, agarrada às encostas do monte Parnaso.',
          'Por el puente atirantado de Río y a lo largo de la costa hasta Delfos, colgada de las laderas del Parnaso.',
        ),
      ),
      stop(
        l('The sanctuary of Apollo', 'Il santuario di Apollo', 'O santuário de Apolo', 'El santuario de Apolo'),
        l(
          'The Sacred Way, the temple where the oracle spoke and the bronze Charioteer in the museum.',
          "La Via Sacra, il tempio dove parlava l'oracolo e l'Auriga di bronzo nel museo.",
          'A Via Sacra, o templo onde falava o oráculo e o Auriga de bronze no museu.',
          'La Vía Sacra, el templo donde hablaba el oráculo y el Auriga de bronce en el museo.',
        ),
      ),
    ),
    day(
      6,
      l('Meteora', 'Le Meteore', 'Meteora', 'Meteora'),
      stop(
        l(
          'Monasteries in the sky',
          'Monasteri sospesi nel cielo',
          'Mosteiros suspensos no céu',
          'Monasterios colgados del cielo',
        ),
        l(
          'Three hours north to Kalambaka and the sandstone pillars of Meteora; visit two of the six monasteries still lived in. Shoulders and knees covered, please.',
          'Tre ore verso nord fino a Kalambaka e ai pinnacoli di arenaria delle Meteore; si visitano due dei sei monasteri ancora abitati. Spalle e ginocchia coperte.',
          'Três horas para norte até Kalambaka e aos pilares de arenito de Meteora; visita a dois dos seis mosteiros ainda habitados. Ombros e joelhos tapados, por favor.',
          'Tres horas hacia el norte hasta Kalambaka y los pilares de arenisca de Meteora; visita a dos de los seis monasterios aún habitados. Hombros y rodillas cubiertos, por favor.',
        ),
      ),
    ),
    day(
      7,
      l('Back to Athens', 'Ritorno ad Atene', 'Regresso a Atenas', 'Regreso a Atenas'),
      stop(
        l(
          'Thermopylae and a farewell dinner',
          "Le Termopili e la cena d'arrivederci",
          'As Termópilas e o jantar de despedida',
          'Las Termópilas y la cena de despedida',
        ),
        l(
          'South through the plain of Thessaly, with a stop at the monument to Leonidas at Thermopylae, and a farewell dinner in Athens.',
          'Verso sud attraverso la piana della Tessaglia, con una sosta al monumento a Leonida alle Termopili, e cena d’arrivederci ad Atene.',
          'Para sul pela planície da Tessália, com paragem no monumento a Leónidas nas Termópilas, e jantar de despedida em Atenas.',
          'Hacia el sur por la llanura de Tesalia, con una parada en el monumento a Leónidas en las Termópilas, y cena de despedida en Atenas.',
        ),
      ),
    ),
    departure(8),
  ],
  'provence-lavender-and-villages': [
    day(
      1,
      l('Arrival in Provence', 'Arrivo in Provenza', 'Chegada à Provença', 'Llegada a la Provenza'),
      stop(
        l(
          'From Marseille to the Luberon',
          'Da Marsiglia al Luberon',
          'De Marselha ao Luberon',
          'De Marsella al Luberon',
        ),
        l(
          'Pick up your car at Marseille airport and drive an hour and a quarter north to your farmhouse hotel near Gordes.',
          "Ritiro dell'auto all'aeroporto di Marsiglia e un'ora e un quarto verso nord fino al mas vicino a Gordes.",
          'Levante o carro no aeroporto de Marselha e siga uma hora e um quarto para norte até ao hotel rural perto de Gordes.',
          'Recoge el coche en el aeropuerto de Marsella y conduce una hora y cuarto hacia el norte hasta la masía cerca de Gordes.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Gordes and Sénanque Abbey',
        "Gordes e l'abbazia di Sénanque",
        'Gordes e a abadia de Sénanque',
        'Gordes y la abadía de Sénanque',
      ),
      stop(
        l(
          'Lavender in front of the abbey',
          "La lavanda davanti all'abbazia",
          'A lavanda em frente à abadia',
          'La lavanda frente a la abadía',
        ),
        l(
          'The Cistercian abbey of Sénanque stands behind rows of lavender in flower from late June; the monks still farm them. Then the stone village of Gordes on its hill.',
          "L'abbazia cistercense di Sénanque sorge dietro filari di lavanda in fiore da fine giugno, coltivati ancora dai monaci. Poi il borgo di pietra di Gordes sulla sua collina.",
          'A abadia cisterciense de Sénanque ergue-se atrás de fileiras de lavanda em flor desde o fim de junho, ainda cultivadas pelos monges. Depois, a aldeia de pedra de Gordes no alto da colina.',
          'La abadía cisterciense de Sénanque se alza tras hileras de lavanda en flor desde finales de junio, que los monjes siguen cultivando. Después, el pueblo de piedra de Gordes en su colina.',
        ),
      ),
    ),
    day(
      3,
      l(
        'Roussillon and the Luberon markets',
        'Roussillon e i mercati del Luberon',
        'Roussillon e os mercados do Luberon',
        'Roussillon y los mercados del Luberon',
      ),
      stop(
        l('The ochre trail', "Il sentiero dell'ocra", 'O trilho dos ocres', 'El sendero de los ocres'),
        l(
          'A morning at a village market (Tuesday in Lourmarin, Thursday in Roussillon), then the red and orange cliffs of the Sentier des Ocres.',
          'Una mattina al mercato di un paese (il martedì a Lourmarin, il giovedì a Roussillon), poi le falesie rosse e arancioni del Sentier des Ocres.',
          'Uma manhã no mercado de uma aldeia (à terça-feira em Lourmarin, à quinta-feira em Roussillon) e, depois, as falésias vermelhas e cor de laranja do Sentier des Ocres.',
          'Una mañana en el mercado de un pueblo (el martes en Lourmarin, el jueves en Roussillon) y, después, los acantilados rojos y naranjas del Sentier des Ocres.',
        ),
      ),
    ),
    day(
      [4, 5],
      l(
        'Valensole and the Gorges du Verdon',
        'Valensole e le gole del Verdon',
        'Valensole e as gargantas do Verdon',
        'Valensole y las gargantas del Verdon',
      ),
      stop(
        l(
          'The lavender fields of Valensole',
          'I campi di lavanda di Valensole',
          'Os campos de lavanda de Valensole',
          'Los campos de lavanda de Valensole',
        ),
        l(
          'An hour and a half east to the plateau of Valensole, where lavender and sunflowers stretch to the horizon in July, and a night in Moustiers-Sainte-Marie.',
          "Un'ora e mezza verso est fino all'altopiano di Valensole, dove a luglio lavanda e girasoli arrivano all'orizzonte, e una notte a Moustiers-Sainte-Marie.",
          'Hora e meia para leste até ao planalto de Valensole, onde em julho a lavanda e os girassóis se estendem até ao horizonte, e uma noite em Moustiers-Sainte-Marie.',
          'Hora y media hacia el este hasta la meseta de Valensole, donde en julio la lavanda y los girasoles llegan hasta el horizonte, y una noche en Moustiers-Sainte-Marie.',
        ),
      ),
      stop(
        l('Kayaking in the Verdon', 'In kayak nel Verdon', 'De caiaque no Verdon', 'En kayak por el Verdon'),
        l(
          'The Route des Crêtes above Europe’s deepest canyon, then a pedalo or kayak on the turquoise Lac de Sainte-Croix at the mouth of the gorge.',
          'La Route des Crêtes sopra il canyon più profondo d’Europa, poi pedalò o kayak sul turchese lago di Sainte-Croix, allo sbocco delle gole.',
          'A Route des Crêtes sobre o desfiladeiro mais profundo da Europa e, depois, gaivota ou caiaque no lago turquesa de Sainte-Croix, à saída das gargantas.',
          'La Route des Crêtes sobre el cañón más profundo de Europa y, después, hidropedal o kayak en el lago turquesa de Sainte-Croix, a la salida de las gargantas.',
        ),
      ),
    ),
    day(
      6,
      l(
        'L’Isle-sur-la-Sorgue and Avignon',
        "L'Isle-sur-la-Sorgue e Avignone",
        'L’Isle-sur-la-Sorgue e Avinhão',
        'L’Isle-sur-la-Sorgue y Aviñón',
      ),
      stop(
        l(
          'Antiques by the water and the Palace of the Popes',
          'Antiquari sul fiume e il Palazzo dei Papi',
          'Antiquários à beira-rio e o Palácio dos Papas',
          'Anticuarios junto al río y el Palacio de los Papas',
        ),
        l(
          'The antique dealers and water wheels of L’Isle-sur-la-Sorgue, then Avignon’s Palace of the Popes and its famous broken bridge.',
          "Gli antiquari e le ruote ad acqua di L'Isle-sur-la-Sorgue, poi il Palazzo dei Papi di Avignone e il celebre ponte spezzato.",
          'Os antiquários e as rodas de água de L’Isle-sur-la-Sorgue e, depois, o Palácio dos Papas de Avinhão e a sua famosa ponte cortada.',
          'Los anticuarios y las norias de L’Isle-sur-la-Sorgue y, después, el Palacio de los Papas de Aviñón y su famoso puente roto.',
        ),
      ),
    ),
    dropOff(
      7,
      l(
        'An hour and a quarter back to Marseille airport to drop the car before your flight.',
        "Un'ora e un quarto per tornare all'aeroporto di Marsiglia e riconsegnare l'auto prima del volo.",
        'Uma hora e um quarto de regresso ao aeroporto de Marselha para entregar o carro antes do voo.',
        'Una hora y cuarto de vuelta al aeropuerto de Marsella para dejar el coche antes del vuelo.',
      ),
    ),
  ],
  'santa-claus-family-holiday': [
    day(
      1,
      l('Arrival in Rovaniemi', 'Arrivo a Rovaniemi', 'Chegada a Rovaniemi', 'Llegada a Rovaniemi'),
      stop(
        l('Warm clothes for everyone', 'Abiti caldi per tutti', 'Roupa quente para todos', 'Ropa de abrigo para todos'),
        l(
          'A ten-minute transfer to the hotel, where thermal overalls, boots and mittens are waiting in every size, for adults and children alike.',
          "Dieci minuti di trasferimento fino all'hotel, dove tute termiche, stivali e muffole aspettano grandi e piccoli in tutte le taglie.",
          'Dez minutos de transfer até ao hotel, onde fatos térmicos, botas e luvas esperam por graúdos e miúdos em todos os tamanhos.',
          'Diez minutos de traslado hasta el hotel, donde esperan monos térmicos, botas y manoplas de todas las tallas, para mayores y pequeños.',
        ),
      ),
    ),
    day(
      2,
      l('Santa Claus Village', 'Il villaggio di Babbo Natale', 'A Aldeia do Pai Natal', 'La aldea de Papá Noel'),
      stop(
        l(
          'Meeting Santa on the Arctic Circle',
          "L'incontro con Babbo Natale sul Circolo Polare",
          'O encontro com o Pai Natal no Círculo Polar Ártico',
          'El encuentro con Papá Noel en el círculo polar ártico',
        ),
        l(
          'Step over the white line of the Arctic Circle, visit Santa in his office and post a letter at the main post office, stamped with the Arctic Circle postmark.',
          "Si scavalca la linea bianca del Circolo Polare, si va a trovare Babbo Natale nel suo ufficio e si spedisce una lettera dall'ufficio postale, con il timbro del Circolo Polare.",
          'Passe por cima da linha branca do Círculo Polar Ártico, visite o Pai Natal no seu escritório e envie uma carta dos correios com o carimbo do Círculo Polar.',
          'Cruza la línea blanca del círculo polar ártico, visita a Papá Noel en su despacho y envía una carta desde su oficina de correos, con el matasellos del círculo polar.',
        ),
      ),
    ),
    day(
      3,
      l('Reindeer and ice fishing', 'Renne e pesca sul ghiaccio', 'Renas e pesca no gelo', 'Renos y pesca en el hielo'),
      stop(
        l(
          'A reindeer sleigh ride',
          'In slitta con le renne',
          'Um passeio de trenó puxado por renas',
          'Un paseo en trineo de renos',
        ),
        l(
          'At a reindeer farm, a herder takes you through the snowy forest by sleigh and tells how his family has kept reindeer for generations.',
          'In un allevamento di renne, un pastore vi porta in slitta nel bosco innevato e racconta come la sua famiglia alleva renne da generazioni.',
          'Numa quinta de renas, um pastor leva-o de trenó pela floresta coberta de neve e conta como a família dele cria renas há gerações.',
          'En una granja de renos, un pastor te lleva en trineo por el bosque nevado y te cuenta cómo su familia cría renos desde hace generaciones.',
        ),
      ),
      stop(
        l(
          'Ice fishing on a frozen lake',
          'Pesca su un lago ghiacciato',
          'Pesca num lago gelado',
          'Pesca en un lago helado',
        ),
        l(
          'Drill a hole in the ice, drop a line and wait for a perch, with hot berry juice and sausages grilled over the fire.',
          'Si fa un buco nel ghiaccio, si cala la lenza e si aspetta un pesce persico, con succo caldo di mirtilli e salsicce alla brace.',
          'Faça um buraco no gelo, lance a linha e espere por uma perca, com sumo quente de bagas e salsichas grelhadas na fogueira.',
          'Haz un agujero en el hielo, echa el sedal y espera a que pique una perca, con zumo caliente de bayas y salchichas a la brasa.',
        ),
      ),
    ),
    departure(4),
  ],
  // Asia
  'tokyo-and-kyoto-by-bullet-train': [
    day(
      1,
      l('Arrival in Tokyo', 'Arrivo a Tokyo', 'Chegada a Tóquio', 'Llegada a Tokio'),
      stop(
        l('Shinjuku by night', 'Shinjuku di sera', 'Shinjuku à noite', 'Shinjuku de noche'),
        l(
          'The limousine bus from the airport to your hotel in Shinjuku; in the evening, yakitori in the narrow lanes of Omoide Yokocho.',
          "L'autobus limousine dall'aeroporto all'hotel di Shinjuku; la sera, yakitori nei vicoli stretti di Omoide Yokocho.",
          'O autocarro limousine do aeroporto até ao hotel em Shinjuku; à noite, yakitori nas vielas estreitas de Omoide Yokocho.',
          'El autobús limusina del aeropuerto al hotel de Shinjuku; por la noche, yakitori en los estrechos callejones de Omoide Yokocho.',
        ),
      ),
    ),
    day(
      [2, 3],
      l('Old and new Tokyo', 'Tokyo antica e moderna', 'Tóquio antiga e moderna', 'Tokio antiguo y moderno'),
      stop(
        l(
          'A guided walk in Asakusa',
          'Passeggiata guidata ad Asakusa',
          'Passeio guiado em Asakusa',
          'Paseo guiado por Asakusa',
        ),
        l(
          'Through the Kaminarimon gate and along Nakamise-dori to Senso-ji, Tokyo’s oldest temple, with a guide who explains the incense, the fortunes and the festivals.',
          "Dalla porta Kaminarimon lungo Nakamise-dori fino al Senso-ji, il tempio più antico di Tokyo, con una guida che spiega l'incenso, gli oracoli e le feste.",
          'Pela porta Kaminarimon e pela Nakamise-dori até ao Senso-ji, o templo mais antigo de Tóquio, com um guia que explica o incenso, as sortes e as festas.',
          'Por la puerta Kaminarimon y la calle Nakamise hasta el Senso-ji, el templo más antiguo de Tokio, con un guía que explica el incienso, los oráculos y las fiestas.',
        ),
      ),
      stop(
        l(
          'Meiji Jingu and the Shibuya crossing',
          'Il Meiji Jingu e l’incrocio di Shibuya',
          'O Meiji Jingu e o cruzamento de Shibuya',
          'El Meiji Jingu y el cruce de Shibuya',
        ),
        l(
          'The forest shrine of Meiji Jingu, the fashion of Harajuku’s Takeshita-dori and the world’s busiest crossing, seen from above at Shibuya Sky.',
          'Il santuario nel bosco del Meiji Jingu, la moda di Takeshita-dori a Harajuku e l’incrocio più trafficato del mondo, visto dall’alto da Shibuya Sky.',
          'O santuário na floresta do Meiji Jingu, a moda da Takeshita-dori em Harajuku e o cruzamento mais movimentado do mundo, visto de cima no Shibuya Sky.',
          'El santuario en el bosque del Meiji Jingu, la moda de la calle Takeshita en Harajuku y el cruce más concurrido del mundo, visto desde lo alto en Shibuya Sky.',
        ),
      ),
    ),
    day(
      4,
      l('Kamakura', 'Kamakura', 'Kamakura', 'Kamakura'),
      stop(
        l('The Great Buddha', 'Il Grande Buddha', 'O Grande Buda', 'El Gran Buda'),
        l(
          'A free day, or an hour by train to Kamakura for the bronze Great Buddha, the bamboo grove of Hokoku-ji and the sea at Yuigahama.',
          "Giornata libera, oppure un'ora di treno fino a Kamakura per il Grande Buddha di bronzo, il bosco di bambù dell'Hokoku-ji e il mare di Yuigahama.",
          'Dia livre, ou uma hora de comboio até Kamakura para o Grande Buda de bronze, o bambuzal do Hokoku-ji e o mar de Yuigahama.',
          'Día libre, o una hora en tren hasta Kamakura para ver el Gran Buda de bronce, el bosque de bambú del Hokoku-ji y el mar de Yuigahama.',
        ),
      ),
    ),
    day(
      5,
      l('By Shinkansen to Kyoto', 'In Shinkansen a Kyoto', 'De Shinkansen até Quioto', 'En Shinkansen a Kioto'),
      stop(
        l('Mount Fuji from the train', 'Il Fuji dal treno', 'O monte Fuji visto do comboio', 'El Fuji desde el tren'),
        l(
          'Two hours and fifteen minutes on the Nozomi from Tokyo to Kyoto. Your reserved seat is on the right-hand side, for the view of Mount Fuji after Shin-Fuji.',
          'Due ore e un quarto sul Nozomi da Tokyo a Kyoto. Il posto riservato è sul lato destro, per vedere il Fuji dopo Shin-Fuji.',
          'Duas horas e um quarto no Nozomi de Tóquio a Quioto. O lugar reservado fica do lado direito, para ver o monte Fuji depois de Shin-Fuji.',
          'Dos horas y cuarto en el Nozomi de Tokio a Kioto. El asiento reservado está en el lado derecho, para ver el Fuji después de Shin-Fuji.',
        ),
      ),
      stop(
        l('A guided walk in Gion', 'Passeggiata guidata a Gion', 'Passeio guiado em Gion', 'Paseo guiado por Gion'),
        l(
          'At dusk, the teahouses of Hanamikoji and the willows of Shirakawa, where you may see a geiko on her way to an appointment.',
          'Al tramonto, le case da tè di Hanamikoji e i salici di Shirakawa, dove si può incrociare una geiko diretta a un appuntamento.',
          'Ao entardecer, as casas de chá de Hanamikoji e os salgueiros de Shirakawa, onde pode cruzar-se com uma geiko a caminho de um compromisso.',
          'Al anochecer, las casas de té de Hanamikoji y los sauces de Shirakawa, donde quizá veas a una geiko camino de una cita.',
        ),
      ),
    ),
    day(
      [6, 7],
      l('Temples of Kyoto', 'I templi di Kyoto', 'Os templos de Quioto', 'Los templos de Kioto'),
      stop(
        l(
          'Fushimi Inari and Kiyomizu-dera',
          'Fushimi Inari e Kiyomizu-dera',
          'Fushimi Inari e Kiyomizu-dera',
          'Fushimi Inari y Kiyomizu-dera',
        ),
        l(
          'Go early to walk under the thousands of red torii gates of Fushimi Inari, then up the old lanes of Higashiyama to the wooden terrace of Kiyomizu-dera.',
          'Di buon mattino sotto le migliaia di torii rossi di Fushimi Inari, poi su per le vecchie stradine di Higashiyama fino alla terrazza di legno del Kiyomizu-dera.',
          'Vá cedo para caminhar sob os milhares de torii vermelhos de Fushimi Inari e suba depois pelas ruelas antigas de Higashiyama até ao terraço de madeira do Kiyomizu-dera.',
          'Ve temprano para caminar bajo los miles de torii rojos de Fushimi Inari y sube después por las viejas callejuelas de Higashiyama hasta la terraza de madera del Kiyomizu-dera.',
        ),
      ),
      stop(
        l(
          'Arashiyama and the Golden Pavilion',
          'Arashiyama e il Padiglione d’Oro',
          'Arashiyama e o Pavilhão Dourado',
          'Arashiyama y el Pabellón Dorado',
        ),
        l(
          'The bamboo grove and Tenryu-ji’s garden in Arashiyama, and Kinkaku-ji reflected in its pond.',
          'Il bosco di bambù e il giardino del Tenryu-ji ad Arashiyama, e il Kinkaku-ji che si specchia nel suo stagno.',
          'O bambuzal e o jardim do Tenryu-ji em Arashiyama, e o Kinkaku-ji refletido no seu lago.',
          'El bosque de bambú y el jardín del Tenryu-ji en Arashiyama, y el Kinkaku-ji reflejado en su estanque.',
        ),
      ),
    ),
    departure(
      8,
      l(
        'The Haruka express takes an hour and a quarter from Kyoto station to Kansai airport for your flight home.',
        "L'espresso Haruka impiega un'ora e un quarto dalla stazione di Kyoto all'aeroporto del Kansai per il volo di rientro.",
        'O expresso Haruka demora uma hora e um quarto da estação de Quioto ao aeroporto de Kansai, para o voo de regresso.',
        'El expreso Haruka tarda una hora y cuarto de la estación de Kioto al aeropuerto de Kansai, para el vuelo de vuelta.',
      ),
    ),
  ],
  'thailand-highlights': [
    day(
      1,
      l('Arrival in Bangkok', 'Arrivo a Bangkok', 'Chegada a Banguecoque', 'Llegada a Bangkok'),
      stop(
        l('A rooftop welcome', 'Benvenuto su una terrazza', 'Boas-vindas num terraço', 'Bienvenida en una azotea'),
        l(
          'Transfer to your hotel by the Chao Phraya river; meet the tour leader for a drink on a rooftop as the city lights up.',
          "Trasferimento all'hotel sul fiume Chao Phraya; incontro con l'accompagnatore per un drink su una terrazza mentre la città si illumina.",
          'Transfer para o hotel junto ao rio Chao Phraya; encontro com o guia para uma bebida num terraço enquanto a cidade se ilumina.',
          'Traslado al hotel junto al río Chao Phraya; encuentro con el guía para tomar algo en una azotea mientras se ilumina la ciudad.',
        ),
      ),
    ),
    day(
      [2, 3],
      l(
        'Temples and canals of Bangkok',
        'Templi e canali di Bangkok',
        'Templos e canais de Banguecoque',
        'Templos y canales de Bangkok',
      ),
      stop(
        l(
          'The Grand Palace and Wat Pho',
          'Il Grand Palace e il Wat Pho',
          'O Grande Palácio e o Wat Pho',
          'El Gran Palacio y el Wat Pho',
        ),
        l(
          'The Emerald Buddha in the Grand Palace, the 46-metre Reclining Buddha of Wat Pho, then the river ferry across to Wat Arun.',
          'Il Buddha di Smeraldo nel Grand Palace, il Buddha sdraiato di 46 metri del Wat Pho, poi il traghetto sul fiume fino al Wat Arun.',
          'O Buda de Esmeralda no Grande Palácio, o Buda Reclinado de 46 metros do Wat Pho e, depois, o barco que atravessa o rio até ao Wat Arun.',
          'El Buda de Esmeralda en el Gran Palacio, el Buda reclinado de 46 metros del Wat Pho y después el barco que cruza el río hasta el Wat Arun.',
        ),
      ),
      stop(
        l('A longtail boat on the klongs', 'In barca sui klong', 'De barco pelos klongs', 'En barca por los klongs'),
        l(
          'The canals of Thonburi by longtail boat, past stilt houses and temples, with a stop at a floating market.',
          'I canali di Thonburi in barca a coda lunga, tra case su palafitte e templi, con una sosta a un mercato galleggiante.',
          'Os canais de Thonburi de barco de cauda longa, entre casas sobre estacas e templos, com paragem num mercado flutuante.',
          'Los canales de Thonburi en barca de cola larga, entre casas sobre pilotes y templos, con una parada en un mercado flotante.',
        ),
      ),
    ),
    day(
      4,
      l('Chiang Mai', 'Chiang Mai', 'Chiang Mai', 'Chiang Mai'),
      stop(
        l(
          'Wat Phra That Doi Suthep',
          'Il Wat Phra That Doi Suthep',
          'O Wat Phra That Doi Suthep',
          'El Wat Phra That Doi Suthep',
        ),
        l(
          'An hour’s flight north, then up the 306 steps of the naga staircase to the golden chedi of Doi Suthep, above the city. In the evening, the night bazaar.',
          "Un'ora di volo verso nord, poi i 306 gradini della scalinata dei naga fino al chedi d'oro del Doi Suthep, sopra la città. La sera, il mercato notturno.",
          'Uma hora de voo para norte e, depois, os 306 degraus da escadaria dos naga até ao chedi dourado de Doi Suthep, sobre a cidade. À noite, o mercado noturno.',
          'Una hora de vuelo hacia el norte y, después, los 306 escalones de la escalinata de los naga hasta el chedi dorado de Doi Suthep, sobre la ciudad. Por la noche, el mercado nocturno.',
        ),
      ),
    ),
    day(
      [5, 6],
      l(
        'The hill tribes and Doi Inthanon',
        'Le tribù delle colline e il Doi Inthanon',
        'As tribos das montanhas e o Doi Inthanon',
        'Las tribus de las montañas y el Doi Inthanon',
      ),
      stop(
        l('A Karen village', 'Un villaggio karen', 'Uma aldeia karen', 'Un poblado karen'),
        l(
          'A day in the hills with a local guide: lunch with a Karen family, their weaving and their rice terraces.',
          'Una giornata in collina con una guida locale: pranzo con una famiglia karen, la tessitura e le risaie a terrazze.',
          'Um dia nas montanhas com um guia local: almoço com uma família karen, a tecelagem e os arrozais em socalcos.',
          'Un día en las montañas con un guía local: comida con una familia karen, sus tejidos y sus arrozales en terrazas.',
        ),
      ),
      stop(
        l('The roof of Thailand', 'Il tetto della Thailandia', 'O telhado da Tailândia', 'El techo de Tailandia'),
        l(
          'Doi Inthanon, at 2,565 metres the country’s highest peak, with its twin royal pagodas and the Wachirathan waterfall.',
          'Il Doi Inthanon, con i suoi 2.565 metri la vetta più alta del paese, le due pagode reali e la cascata di Wachirathan.',
          'O Doi Inthanon, com 2565 metros o pico mais alto do país, os seus dois pagodes reais e a cascata de Wachirathan.',
          'El Doi Inthanon, con 2565 metros el pico más alto del país, sus dos pagodas reales y la cascada de Wachirathan.',
        ),
      ),
    ),
    day(
      7,
      l('To Phuket', 'Verso Phuket', 'Rumo a Phuket', 'Rumbo a Phuket'),
      stop(
        l(
          'Flight to the Andaman Sea',
          'Volo sul mare delle Andamane',
          'Voo até ao mar de Andamão',
          'Vuelo al mar de Andamán',
        ),
        l(
          'A two-hour flight south and the transfer to your beach hotel at Kata; the tour leader says goodbye and the beach is yours.',
          "Due ore di volo verso sud e trasferimento all'hotel sulla spiaggia di Kata; l'accompagnatore vi saluta e la spiaggia è tutta vostra.",
          'Duas horas de voo para sul e transfer para o hotel na praia de Kata; o guia despede-se e a praia é toda sua.',
          'Dos horas de vuelo hacia el sur y traslado al hotel en la playa de Kata; el guía se despide y la playa es toda tuya.',
        ),
      ),
    ),
    day(
      [8, 11],
      l('Beach days in Phuket', 'Giornate al mare a Phuket', 'Dias de praia em Phuket', 'Días de playa en Phuket'),
      stop(
        l('Phang Nga Bay', 'La baia di Phang Nga', 'A baía de Phang Nga', 'La bahía de Phang Nga'),
        l(
          'An optional day by boat among the limestone islands of Phang Nga Bay, with a canoe through the sea caves and a swim off a sandbar.',
          'Una giornata facoltativa in barca tra le isole calcaree della baia di Phang Nga, in canoa nelle grotte marine e con un bagno su una lingua di sabbia.',
          'Um dia opcional de barco entre as ilhas calcárias da baía de Phang Nga, de canoa pelas grutas marinhas e com um mergulho junto a um banco de areia.',
          'Un día opcional en barco entre las islas calizas de la bahía de Phang Nga, en canoa por las cuevas marinas y con un baño junto a un banco de arena.',
        ),
      ),
    ),
    departure(12),
  ],
  // Africa
  'cape-town-and-garden-route': [
    day(
      1,
      l('Arrival in Cape Town', 'Arrivo a Città del Capo', 'Chegada à Cidade do Cabo', 'Llegada a Ciudad del Cabo'),
      stop(
        l('The V&A Waterfront', 'Il V&A Waterfront', 'O V&A Waterfront', 'El V&A Waterfront'),
        l(
          'Pick up the car at the airport and drive twenty minutes to your hotel; dinner on the harbour of the V&A Waterfront, under Table Mountain.',
          "Ritiro dell'auto in aeroporto e venti minuti fino all'hotel; cena sul porto del V&A Waterfront, ai piedi della Table Mountain.",
          'Levante o carro no aeroporto e conduza vinte minutos até ao hotel; jantar no porto do V&A Waterfront, aos pés da Table Mountain.',
          'Recoge el coche en el aeropuerto y conduce veinte minutos hasta el hotel; cena en el puerto del V&A Waterfront, a los pies de la Table Mountain.',
        ),
      ),
    ),
    day(
      [2, 4],
      l(
        'Cape Town, the Cape Peninsula and the Winelands',
        'Città del Capo, la penisola del Capo e i Winelands',
        'A Cidade do Cabo, a península do Cabo e as Winelands',
        'Ciudad del Cabo, la península del Cabo y las Winelands',
      ),
      stop(
        l(
          'Table Mountain and Bo-Kaap',
          'La Table Mountain e Bo-Kaap',
          'A Table Mountain e Bo-Kaap',
          'La Table Mountain y Bo-Kaap',
        ),
        l(
          'The rotating cable car up Table Mountain on the first clear morning, then the coloured houses of Bo-Kaap and a Cape Malay lunch.',
          'La funivia girevole sulla Table Mountain alla prima mattina limpida, poi le case colorate di Bo-Kaap e un pranzo Cape Malay.',
          'O teleférico giratório até ao cimo da Table Mountain na primeira manhã limpa e, depois, as casas coloridas de Bo-Kaap e um almoço cape malay.',
          'El teleférico giratorio a la Table Mountain la primera mañana despejada y, después, las casas de colores de Bo-Kaap y una comida cape malay.',
        ),
      ),
      stop(
        l(
          'Chapman’s Peak, Cape Point and the penguins',
          "Chapman's Peak, Cape Point e i pinguini",
          'Chapman’s Peak, Cape Point e os pinguins',
          'Chapman’s Peak, Cape Point y los pingüinos',
        ),
        l(
          'A day’s drive round the peninsula: the cliff road of Chapman’s Peak, the lighthouse at Cape Point and the African penguins of Boulders Beach. Another day for the wine estates of Stellenbosch.',
          "Una giornata in auto attorno alla penisola: la strada a picco di Chapman's Peak, il faro di Cape Point e i pinguini africani di Boulders Beach. Un altro giorno per le tenute vinicole di Stellenbosch.",
          'Um dia de carro à volta da península: a estrada da falésia de Chapman’s Peak, o farol de Cape Point e os pinguins-africanos de Boulders Beach. Outro dia para as quintas vinícolas de Stellenbosch.',
          'Un día en coche alrededor de la península: la carretera del acantilado de Chapman’s Peak, el faro de Cape Point y los pingüinos africanos de Boulders Beach. Otro día para las bodegas de Stellenbosch.',
        ),
      ),
    ),
    day(
      5,
      l(
        'Route 62 to Oudtshoorn',
        'La Route 62 fino a Oudtshoorn',
        'A Route 62 até Oudtshoorn',
        'La Route 62 hasta Oudtshoorn',
      ),
      stop(
        l('Through the Little Karoo', 'Attraverso il Piccolo Karoo', 'Pelo Pequeno Karoo', 'Por el Pequeño Karoo'),
        l(
          'Five hours east through mountain passes and the semi-desert of the Little Karoo to Oudtshoorn, the ostrich capital, and the Cango Caves.',
          'Cinque ore verso est tra passi di montagna e il semideserto del Piccolo Karoo fino a Oudtshoorn, capitale degli struzzi, e alle grotte di Cango.',
          'Cinco horas para leste por passos de montanha e pelo semideserto do Pequeno Karoo até Oudtshoorn, a capital das avestruzes, e às grutas de Cango.',
          'Cinco horas hacia el este por puertos de montaña y el semidesierto del Pequeño Karoo hasta Oudtshoorn, la capital del avestruz, y las cuevas de Cango.',
        ),
      ),
    ),
    day(
      6,
      l('Knysna', 'Knysna', 'Knysna', 'Knysna'),
      stop(
        l('The lagoon and the Heads', 'La laguna e le Heads', 'A lagoa e os Heads', 'La laguna y los Heads'),
        l(
          'Over the Outeniqua Pass to the coast: a boat on the Knysna lagoon out to the sandstone cliffs of the Heads, with oysters for lunch.',
          'Oltre il passo di Outeniqua fino alla costa: in barca sulla laguna di Knysna fino alle falesie di arenaria delle Heads, con ostriche a pranzo.',
          'Pelo passo de Outeniqua até à costa: de barco pela lagoa de Knysna até às falésias de arenito dos Heads, com ostras ao almoço.',
          'Por el puerto de Outeniqua hasta la costa: en barco por la laguna de Knysna hasta los acantilados de arenisca de los Heads, con ostras para comer.',
        ),
      ),
    ),
    day(
      7,
      l('Tsitsikamma', 'Tsitsikamma', 'Tsitsikamma', 'Tsitsikamma'),
      stop(
        l(
          'The Storms River suspension bridge',
          'Il ponte sospeso dello Storms River',
          'A ponte suspensa do Storms River',
          'El puente colgante del Storms River',
        ),
        l(
          'A walk through the coastal forest of Tsitsikamma National Park to the suspension bridge over the mouth of the Storms River.',
          'Una camminata nella foresta costiera del parco nazionale di Tsitsikamma fino al ponte sospeso sulla foce dello Storms River.',
          'Uma caminhada pela floresta costeira do Parque Nacional de Tsitsikamma até à ponte suspensa sobre a foz do Storms River.',
          'Una caminata por el bosque costero del Parque Nacional de Tsitsikamma hasta el puente colgante sobre la desembocadura del Storms River.',
        ),
      ),
    ),
    day(
      [8, 10],
      l(
        'Safari in the Eastern Cape',
        "Safari nell'Eastern Cape",
        'Safari no Cabo Oriental',
        'Safari en el Cabo Oriental',
      ),
      stop(
        l(
          'Game drives in a malaria-free reserve',
          'Safari in una riserva senza malaria',
          'Safaris numa reserva sem malária',
          'Safaris en una reserva sin malaria',
        ),
        l(
          'Three nights in a private reserve near Addo, where no malaria tablets are needed: morning and evening drives in an open vehicle to look for elephants, lions, rhinos and buffalo.',
          "Tre notti in una riserva privata vicino ad Addo, dove non serve la profilassi antimalarica: uscite all'alba e al tramonto su un fuoristrada aperto alla ricerca di elefanti, leoni, rinoceronti e bufali.",
          'Três noites numa reserva privada perto de Addo, onde não é preciso profilaxia da malária: saídas de manhã e ao fim da tarde num jipe aberto à procura de elefantes, leões, rinocerontes e búfalos.',
          'Tres noches en una reserva privada cerca de Addo, donde no hace falta profilaxis contra la malaria: salidas al amanecer y al atardecer en un todoterreno abierto en busca de elefantes, leones, rinocerontes y búfalos.',
        ),
      ),
    ),
    dropOff(
      11,
      l(
        'An hour’s drive to Gqeberha (Port Elizabeth) airport to drop the car and fly home via Johannesburg or Cape Town.',
        "Un'ora di strada fino all'aeroporto di Gqeberha (Port Elizabeth), dove si riconsegna l'auto, e rientro via Johannesburg o Città del Capo.",
        'Uma hora de estrada até ao aeroporto de Gqeberha (Port Elizabeth) para entregar o carro e regressar via Joanesburgo ou Cidade do Cabo.',
        'Una hora de carretera hasta el aeropuerto de Gqeberha (Port Elizabeth) para dejar el coche y volver vía Johannesburgo o Ciudad del Cabo.',
      ),
    ),
  ],
  // The Americas
  'new-york-city-break': [
    day(
      1,
      l('Arrival in New York', 'Arrivo a New York', 'Chegada a Nova Iorque', 'Llegada a Nueva York'),
      stop(
        l(
          'Times Square and the Top of the Rock',
          'Times Square e il Top of the Rock',
          'Times Square e o Top of the Rock',
          'Times Square y el Top of the Rock',
        ),
        l(
          'Transfer to your Midtown hotel, then the view of the Empire State Building and Central Park from the Top of the Rock at sunset, and Times Square lit up.',
          "Trasferimento all'hotel di Midtown, poi la vista sull'Empire State Building e su Central Park dal Top of the Rock al tramonto, e Times Square illuminata.",
          'Transfer para o hotel em Midtown e, depois, a vista sobre o Empire State Building e o Central Park do Top of the Rock ao pôr do sol, e Times Square iluminada.',
          'Traslado al hotel de Midtown y, después, la vista del Empire State Building y Central Park desde el Top of the Rock al atardecer, y Times Square iluminada.',
        ),
      ),
    ),
    day(
      2,
      l(
        'Lower Manhattan and the Statue of Liberty',
        'Lower Manhattan e la Statua della Libertà',
        'Lower Manhattan e a Estátua da Liberdade',
        'Lower Manhattan y la Estatua de la Libertad',
      ),
      stop(
        l(
          'Liberty Island and Ellis Island',
          'Liberty Island ed Ellis Island',
          'Liberty Island e Ellis Island',
          'Liberty Island y Ellis Island',
        ),
        l(
          'The morning ferry from Battery Park to the Statue of Liberty and the immigration museum on Ellis Island, then the 9/11 Memorial and a walk across Brooklyn Bridge.',
          "Il traghetto del mattino da Battery Park alla Statua della Libertà e al museo dell'immigrazione di Ellis Island, poi il Memoriale dell'11 settembre e il ponte di Brooklyn a piedi.",
          'O ferry da manhã de Battery Park até à Estátua da Liberdade e ao museu da imigração de Ellis Island; depois, o Memorial do 11 de Setembro e a ponte de Brooklyn a pé.',
          'El ferry de la mañana desde Battery Park a la Estatua de la Libertad y al museo de la inmigración de Ellis Island; después, el Memorial del 11-S y el puente de Brooklyn a pie.',
        ),
      ),
    ),
    day(
      3,
      l(
        'The High Line and a Broadway show',
        'La High Line e uno spettacolo a Broadway',
        'A High Line e um espetáculo na Broadway',
        'La High Line y un espectáculo en Broadway',
      ),
      stop(
        l(
          'From Chelsea Market to Hudson Yards',
          'Dal Chelsea Market a Hudson Yards',
          'Do Chelsea Market a Hudson Yards',
          'Del Chelsea Market a Hudson Yards',
        ),
        l(
          'Lunch at Chelsea Market, then the gardens of the High Line, an old elevated railway, north to Hudson Yards.',
          'Pranzo al Chelsea Market, poi i giardini della High Line, una vecchia ferrovia sopraelevata, fino a Hudson Yards.',
          'Almoço no Chelsea Market e, depois, os jardins da High Line, uma antiga linha férrea elevada, até Hudson Yards.',
          'Comida en el Chelsea Market y, después, los jardines de la High Line, una antigua vía de tren elevada, hasta Hudson Yards.',
        ),
      ),
      stop(
        l('An evening on Broadway', 'Una serata a Broadway', 'Uma noite na Broadway', 'Una noche en Broadway'),
        l(
          'Your seats for a Broadway musical, with dinner beforehand in the Theater District.',
          'I posti per un musical di Broadway, con la cena prima nel Theater District.',
          'Os lugares para um musical da Broadway, com jantar antes no Theater District.',
          'Tus butacas para un musical de Broadway, con cena antes en el Theater District.',
        ),
      ),
    ),
    day(
      4,
      l('Central Park and the Met', 'Central Park e il Met', 'O Central Park e o Met', 'Central Park y el Met'),
      stop(
        l('Museum Mile', 'Il Museum Mile', 'A Museum Mile', 'La Museum Mile'),
        l(
          'A bike ride round Central Park, then the Metropolitan Museum of Art, whose Egyptian temple of Dendur alone is worth the visit. Your pass also covers the Guggenheim.',
          'Un giro in bicicletta di Central Park, poi il Metropolitan Museum of Art, dove il tempio egizio di Dendur vale da solo la visita. Il pass comprende anche il Guggenheim.',
          'Uma volta de bicicleta pelo Central Park e, depois, o Metropolitan Museum of Art, onde o templo egípcio de Dendur já vale a visita. O passe inclui também o Guggenheim.',
          'Una vuelta en bicicleta por Central Park y, después, el Metropolitan Museum of Art, donde el templo egipcio de Dendur ya justifica la visita. El pase incluye también el Guggenheim.',
        ),
      ),
    ),
    departure(5),
  ],
  'riviera-maya-all-inclusive': [
    day(
      1,
      l(
        'Arrival in Playa del Carmen',
        'Arrivo a Playa del Carmen',
        'Chegada a Playa del Carmen',
        'Llegada a Playa del Carmen',
      ),
      stop(
        l('Transfer from Cancún', 'Trasferimento da Cancún', 'Transfer de Cancún', 'Traslado desde Cancún'),
        l(
          'Fifty minutes south from Cancún airport to your all-inclusive resort on the beach at Playa del Carmen.',
          "Cinquanta minuti verso sud dall'aeroporto di Cancún fino al resort all inclusive sulla spiaggia di Playa del Carmen.",
          'Cinquenta minutos para sul desde o aeroporto de Cancún até ao resort com tudo incluído na praia de Playa del Carmen.',
          'Cincuenta minutos hacia el sur desde el aeropuerto de Cancún hasta el resort todo incluido en la playa de Playa del Carmen.',
        ),
      ),
    ),
    day(
      [2, 3],
      l('The Caribbean at your door', 'Il Caribe sotto casa', 'As Caraíbas à sua porta', 'El Caribe a tu puerta'),
      stop(
        l('Beach and Fifth Avenue', 'Spiaggia e Quinta Avenida', 'Praia e Quinta Avenida', 'Playa y Quinta Avenida'),
        l(
          'White sand and turquoise water by day; in the evening, a stroll along the pedestrian Quinta Avenida, a block back from the sea.',
          'Sabbia bianca e acqua turchese di giorno; la sera, una passeggiata lungo la Quinta Avenida pedonale, a un isolato dal mare.',
          'Areia branca e água turquesa de dia; à noite, um passeio pela Quinta Avenida pedonal, a um quarteirão do mar.',
          'Arena blanca y agua turquesa de día; por la noche, un paseo por la peatonal Quinta Avenida, a una manzana del mar.',
        ),
      ),
    ),
    day(
      4,
      l('Tulum and a cenote', 'Tulum e un cenote', 'Tulum e um cenote', 'Tulum y un cenote'),
      stop(
        l(
          'The clifftop ruins of Tulum',
          'Le rovine di Tulum sulla scogliera',
          'As ruínas de Tulum sobre a falésia',
          'Las ruinas de Tulum sobre el acantilado',
        ),
        l(
          'A guided visit of the walled Mayan port of Tulum above the sea, then a swim in the clear water of the Gran Cenote.',
          "Visita guidata al porto maya fortificato di Tulum, a picco sul mare, poi un bagno nell'acqua trasparente del Gran Cenote.",
          'Visita guiada ao porto maia amuralhado de Tulum, sobre o mar, e, depois, um mergulho na água cristalina do Gran Cenote.',
          'Visita guiada al puerto maya amurallado de Tulum, sobre el mar, y después un baño en el agua cristalina del Gran Cenote.',
        ),
      ),
    ),
    day(
      [5, 8],
      l('Days at leisure', 'Giornate libere', 'Dias livres', 'Días libres'),
      stop(
        l('Snorkelling off Cozumel', 'Snorkeling a Cozumel', 'Snorkeling em Cozumel', 'Esnórquel en Cozumel'),
        l(
          'Everything is included at the resort; for a change, take the 45-minute ferry to Cozumel to snorkel over its coral reefs.',
          'Al resort è tutto compreso; per cambiare, il traghetto di 45 minuti porta a Cozumel per fare snorkeling sulle sue barriere coralline.',
          'No resort está tudo incluído; para variar, o ferry de 45 minutos leva a Cozumel para fazer snorkeling nos seus recifes de coral.',
          'En el resort todo está incluido; para variar, el ferry de 45 minutos lleva a Cozumel para hacer esnórquel sobre sus arrecifes de coral.',
        ),
      ),
    ),
    departure(9),
  ],
  'machu-picchu-and-the-sacred-valley': [
    day(
      1,
      l('Arrival in Lima', 'Arrivo a Lima', 'Chegada a Lima', 'Llegada a Lima'),
      stop(
        l('Miraflores and ceviche', 'Miraflores e il ceviche', 'Miraflores e ceviche', 'Miraflores y ceviche'),
        l(
          'Transfer to Miraflores, on the clifftops above the Pacific, and a first ceviche with a pisco sour.',
          'Trasferimento a Miraflores, sulle scogliere del Pacifico, e il primo ceviche con un pisco sour.',
          'Transfer para Miraflores, nas falésias sobre o Pacífico, e um primeiro ceviche com um pisco sour.',
          'Traslado a Miraflores, sobre los acantilados del Pacífico, y un primer cebiche con un pisco sour.',
        ),
      ),
    ),
    day(
      2,
      l('Up to the Sacred Valley', 'Nella Valle Sacra', 'Rumo ao Vale Sagrado', 'Rumbo al Valle Sagrado'),
      stop(
        l('Flight to Cusco', 'Volo per Cusco', 'Voo para Cusco', 'Vuelo a Cusco'),
        l(
          'An hour and a half’s flight to Cusco, then straight down to the Sacred Valley, 600 metres lower, to get used to the altitude gently.',
          "Un'ora e mezza di volo fino a Cusco, poi subito giù nella Valle Sacra, 600 metri più in basso, per abituarsi dolcemente all'altitudine.",
          'Hora e meia de voo até Cusco e, logo a seguir, a descida ao Vale Sagrado, 600 metros mais abaixo, para se habituar à altitude com calma.',
          'Hora y media de vuelo hasta Cusco y enseguida la bajada al Valle Sagrado, 600 metros más abajo, para acostumbrarse poco a poco a la altura.',
        ),
      ),
    ),
    day(
      3,
      l('Pisac and Ollantaytambo', 'Pisac e Ollantaytambo', 'Pisac e Ollantaytambo', 'Pisac y Ollantaytambo'),
      stop(
        l(
          'The market and the Inca terraces',
          'Il mercato e le terrazze inca',
          'O mercado e os socalcos incas',
          'El mercado y las terrazas incas',
        ),
        l(
          'The textile market of Pisac and its terraced citadel, then the fortress of Ollantaytambo, still a village laid out on its Inca streets.',
          'Il mercato dei tessuti di Pisac e la sua cittadella a terrazze, poi la fortezza di Ollantaytambo, un paese che vive ancora sulle sue strade inca.',
          'O mercado de têxteis de Pisac e a sua cidadela em socalcos e, depois, a fortaleza de Ollantaytambo, uma aldeia que ainda vive nas suas ruas incas.',
          'El mercado de tejidos de Pisac y su ciudadela en terrazas y, después, la fortaleza de Ollantaytambo, un pueblo que aún vive sobre sus calles incas.',
        ),
      ),
    ),
    day(
      4,
      l(
        'By train to Aguas Calientes',
        'In treno ad Aguas Calientes',
        'De comboio até Aguas Calientes',
        'En tren a Aguas Calientes',
      ),
      stop(
        l('Along the Urubamba', "Lungo l'Urubamba", 'Ao longo do Urubamba', 'A lo largo del Urubamba'),
        l(
          'An hour and a half on the panoramic train from Ollantaytambo down the Urubamba gorge to Aguas Calientes, at the foot of Machu Picchu.',
          "Un'ora e mezza sul treno panoramico da Ollantaytambo lungo la gola dell'Urubamba fino ad Aguas Calientes, ai piedi di Machu Picchu.",
          'Hora e meia no comboio panorâmico de Ollantaytambo pelo desfiladeiro do Urubamba até Aguas Calientes, aos pés de Machu Picchu.',
          'Hora y media en el tren panorámico de Ollantaytambo por el cañón del Urubamba hasta Aguas Calientes, al pie de Machu Picchu.',
        ),
      ),
    ),
    day(
      5,
      l('Machu Picchu', 'Machu Picchu', 'Machu Picchu', 'Machu Picchu'),
      stop(
        l(
          'A guided visit at sunrise',
          "Visita guidata all'alba",
          'Visita guiada ao nascer do sol',
          'Visita guiada al amanecer',
        ),
        l(
          'The first buses up the hairpins, then two and a half hours with a guide among the temples, terraces and llamas of the citadel. Afternoon train to Cusco.',
          'I primi autobus su per i tornanti, poi due ore e mezza con la guida tra templi, terrazze e lama della cittadella. Nel pomeriggio, il treno per Cusco.',
          'Os primeiros autocarros pelas curvas acima e, depois, duas horas e meia com guia entre os templos, os socalcos e os lamas da cidadela. À tarde, comboio para Cusco.',
          'Los primeros autobuses por las curvas y, después, dos horas y media con guía entre los templos, las terrazas y las llamas de la ciudadela. Por la tarde, tren a Cusco.',
        ),
      ),
    ),
    day(
      [6, 7],
      l('Cusco', 'Cusco', 'Cusco', 'Cusco'),
      stop(
        l(
          'The Qorikancha and Sacsayhuamán',
          'Il Qorikancha e Sacsayhuamán',
          'O Qorikancha e Sacsayhuamán',
          'El Qorikancha y Sacsayhuamán',
        ),
        l(
          'The Inca temple of the Sun under the Santo Domingo convent, the giant walls of Sacsayhuamán above the town and the workshops of the San Blas quarter.',
          'Il tempio inca del Sole sotto il convento di Santo Domingo, le mura giganti di Sacsayhuamán sopra la città e le botteghe del quartiere di San Blas.',
          'O templo inca do Sol sob o convento de Santo Domingo, as muralhas gigantes de Sacsayhuamán sobre a cidade e as oficinas do bairro de San Blas.',
          'El templo inca del Sol bajo el convento de Santo Domingo, los muros gigantes de Sacsayhuamán sobre la ciudad y los talleres del barrio de San Blas.',
        ),
      ),
    ),
    day(
      [8, 9],
      l(
        'Back to Lima and departure',
        'Ritorno a Lima e partenza',
        'Regresso a Lima e partida',
        'Regreso a Lima y salida',
      ),
      stop(
        l(
          'Lima’s historic centre',
          'Il centro storico di Lima',
          'O centro histórico de Lima',
          'El centro histórico de Lima',
        ),
        l(
          'Fly back to Lima for the Plaza Mayor, the catacombs of San Francisco and a farewell dinner, then the transfer to the airport the next day.',
          "Volo di ritorno a Lima per la Plaza Mayor, le catacombe di San Francisco e la cena d'arrivederci; il giorno dopo, il trasferimento in aeroporto.",
          'Voo de regresso a Lima para a Plaza Mayor, as catacumbas de São Francisco e o jantar de despedida; no dia seguinte, o transfer para o aeroporto.',
          'Vuelo de regreso a Lima para la plaza Mayor, las catacumbas de San Francisco y la cena de despedida; al día siguiente, el traslado al aeropuerto.',
        ),
      ),
    ),
  ],
  // Oceania
  'sydney-and-the-great-barrier-reef': [
    day(
      1,
      l('Arrival in Sydney', 'Arrivo a Sydney', 'Chegada a Sydney', 'Llegada a Sídney'),
      stop(
        l('Circular Quay', 'Circular Quay', 'Circular Quay', 'Circular Quay'),
        l(
          'Transfer to your hotel in The Rocks and a first evening walk round Circular Quay to the Opera House steps.',
          "Trasferimento all'hotel nei Rocks e una prima passeggiata serale lungo Circular Quay fino alla scalinata dell'Opera House.",
          'Transfer para o hotel em The Rocks e um primeiro passeio ao fim do dia por Circular Quay até à escadaria da Opera House.',
          'Traslado al hotel en The Rocks y un primer paseo por la tarde por Circular Quay hasta la escalinata de la Ópera.',
        ),
      ),
    ),
    day(
      [2, 3],
      l('The harbour and Bondi', 'Il porto e Bondi', 'O porto e Bondi', 'El puerto y Bondi'),
      stop(
        l('Inside the Opera House', "Dentro l'Opera House", 'Por dentro da Opera House', 'Dentro de la Ópera'),
        l(
          'A guided tour behind the sails of the Opera House, then the ferry to Manly across the harbour.',
          "Una visita guidata dietro le vele dell'Opera House, poi il traghetto per Manly attraverso la baia.",
          'Uma visita guiada por trás das velas da Opera House e, depois, o ferry para Manly, do outro lado da baía.',
          'Una visita guiada tras las velas de la Ópera y, después, el ferry a Manly al otro lado de la bahía.',
        ),
      ),
      stop(
        l(
          'The Bondi to Coogee walk',
          'Da Bondi a Coogee a piedi',
          'O passeio de Bondi a Coogee',
          'El paseo de Bondi a Coogee',
        ),
        l(
          'Six kilometres of clifftop path from Bondi Beach past the Icebergs pool and the coves of Tamarama and Bronte to Coogee.',
          'Sei chilometri di sentiero sulla scogliera da Bondi Beach, oltre la piscina degli Icebergs e le calette di Tamarama e Bronte, fino a Coogee.',
          'Seis quilómetros de trilho pela falésia desde Bondi Beach, passando pela piscina dos Icebergs e pelas enseadas de Tamarama e Bronte, até Coogee.',
          'Seis kilómetros de sendero por el acantilado desde Bondi Beach, pasando por la piscina de los Icebergs y las calas de Tamarama y Bronte, hasta Coogee.',
        ),
      ),
    ),
    day(
      [4, 5],
      l('The Blue Mountains', 'Le Blue Mountains', 'As Blue Mountains', 'Las Montañas Azules'),
      stop(
        l('The Three Sisters', 'Le Tre Sorelle', 'As Três Irmãs', 'Las Tres Hermanas'),
        l(
          'Two hours by train or car west of Sydney: the Three Sisters from Echo Point, the steepest railway in the world at Scenic World and the blue haze of the eucalyptus forest.',
          "Due ore di treno o d'auto a ovest di Sydney: le Tre Sorelle da Echo Point, la ferrovia più ripida del mondo a Scenic World e la foschia azzurra della foresta di eucalipti.",
          'Duas horas de comboio ou de carro a oeste de Sydney: as Três Irmãs vistas de Echo Point, o comboio mais inclinado do mundo no Scenic World e a névoa azul da floresta de eucaliptos.',
          'Dos horas en tren o en coche al oeste de Sídney: las Tres Hermanas desde Echo Point, el tren más empinado del mundo en Scenic World y la neblina azul del bosque de eucaliptos.',
        ),
      ),
    ),
    day(
      6,
      l('To Cairns', 'Verso Cairns', 'Rumo a Cairns', 'Rumbo a Cairns'),
      stop(
        l(
          'Flight to tropical Queensland',
          'Volo nel Queensland tropicale',
          'Voo para o Queensland tropical',
          'Vuelo al Queensland tropical',
        ),
        l(
          'Three hours north to Cairns; an evening swim in the lagoon pool on the Esplanade.',
          "Tre ore di volo verso nord fino a Cairns; la sera, un bagno nella laguna dell'Esplanade.",
          'Três horas de voo para norte até Cairns; ao fim do dia, um mergulho na lagoa da Esplanade.',
          'Tres horas de vuelo hacia el norte hasta Cairns; por la tarde, un baño en la laguna de la Esplanade.',
        ),
      ),
    ),
    day(
      7,
      l(
        'The Great Barrier Reef',
        'La Grande Barriera Corallina',
        'A Grande Barreira de Coral',
        'La Gran Barrera de Coral',
      ),
      stop(
        l(
          'A day on the outer reef',
          'Una giornata sulla barriera esterna',
          'Um dia na barreira exterior',
          'Un día en el arrecife exterior',
        ),
        l(
          'A catamaran to a pontoon on the outer reef, with snorkelling among the corals, turtles and parrotfish, and a trip in a semi-submersible for those who prefer to stay dry.',
          'Un catamarano fino a una piattaforma sulla barriera esterna, per lo snorkeling tra coralli, tartarughe e pesci pappagallo, e un giro in semisommergibile per chi preferisce restare asciutto.',
          'Um catamarã até uma plataforma na barreira exterior, com snorkeling entre corais, tartarugas e peixes-papagaio, e um passeio num semissubmersível para quem prefere não se molhar.',
          'Un catamarán hasta un pontón en el arrecife exterior, con esnórquel entre corales, tortugas y peces loro, y un paseo en semisumergible para quien prefiera no mojarse.',
        ),
      ),
    ),
    day(
      8,
      l(
        'The Daintree rainforest',
        'La foresta pluviale del Daintree',
        'A floresta tropical do Daintree',
        'La selva del Daintree',
      ),
      stop(
        l(
          'Where the rainforest meets the reef',
          'Dove la foresta incontra la barriera',
          'Onde a floresta encontra o recife',
          'Donde la selva se encuentra con el arrecife',
        ),
        l(
          'A cruise on the Daintree River looking for crocodiles, then the boardwalks of the world’s oldest rainforest down to the beach at Cape Tribulation.',
          'Una crociera sul fiume Daintree alla ricerca dei coccodrilli, poi le passerelle della foresta pluviale più antica del mondo fino alla spiaggia di Cape Tribulation.',
          'Um cruzeiro no rio Daintree à procura de crocodilos e, depois, os passadiços da floresta tropical mais antiga do mundo até à praia de Cape Tribulation.',
          'Un crucero por el río Daintree en busca de cocodrilos y, después, las pasarelas de la selva más antigua del mundo hasta la playa de Cape Tribulation.',
        ),
      ),
    ),
    day(
      [9, 11],
      l('The Whitsunday Islands', 'Le isole Whitsunday', 'As ilhas Whitsunday', 'Las islas Whitsunday'),
      stop(
        l('Whitehaven Beach', 'Whitehaven Beach', 'Whitehaven Beach', 'Whitehaven Beach'),
        l(
          'A short flight to Airlie Beach and a sailing day to Whitehaven Beach, seven kilometres of pure silica sand, with the view of Hill Inlet from the lookout.',
          'Un breve volo fino ad Airlie Beach e una giornata in barca a vela fino a Whitehaven Beach, sette chilometri di pura sabbia silicea, con la vista su Hill Inlet dal belvedere.',
          'Um voo curto até Airlie Beach e um dia de veleiro até Whitehaven Beach, sete quilómetros de pura areia de sílica, com a vista sobre Hill Inlet a partir do miradouro.',
          'Un vuelo corto hasta Airlie Beach y un día en velero hasta Whitehaven Beach, siete kilómetros de pura arena de sílice, con la vista de Hill Inlet desde el mirador.',
        ),
      ),
    ),
    departure(12),
  ],
};
