import { type JourneyId } from './packages';
import { type MarketPrices } from './taxonomy';
import { l, type Localized } from './text';

/**
 * Special journeys (/{locale}/specialjourney/{id}/): the trip day by day,
 * the weather through the year and tips. Each is also sold as a package
 * whose `parallaxUrl` points here.
 */

export interface ItineraryItemData {
  id: string;
  title: Localized;
  /** Markdown. */
  description?: Localized;
  /** Whether it has a photo (asset `{id}-photo`). */
  photo?: boolean;
}

export interface JourneyDayData {
  id: string;
  name: Localized;
  itinerary: readonly ItineraryItemData[];
}

export interface WeatherData {
  id: string;
  title: Localized;
  months: Localized;
  temperature: Localized;
  icon: string;
  description: Localized;
  specialNote?: Localized;
}

export interface RecommendationData {
  id: string;
  title: Localized;
  description: Localized;
}

export interface JourneyData {
  id: JourneyId;
  title: Localized;
  /** Markdown. */
  description: Localized;
  /** The "from" price per person in each market; the pound and euro amounts differ as the currencies do. */
  prices: MarketPrices;
  days: number;
  nights: number;
  travelcUrl: string;
  itinerary: readonly JourneyDayData[];
  weather: readonly WeatherData[];
  recommendations: readonly RecommendationData[];
}

const seasons = {
  winter: l('Winter', 'Inverno', 'Inverno', 'Invierno'),
  spring: l('Spring', 'Primavera', 'Primavera', 'Primavera'),
  summer: l('Summer', 'Estate', 'Verão', 'Verano'),
  autumn: l('Autumn', 'Autunno', 'Outono', 'Otoño'),
  decToFeb: l('December to February', 'Da dicembre a febbraio', 'De dezembro a fevereiro', 'De diciembre a febrero'),
  marToMay: l('March to May', 'Da marzo a maggio', 'De março a maio', 'De marzo a mayo'),
  junToAug: l('June to August', 'Da giugno ad agosto', 'De junho a agosto', 'De junio a agosto'),
  sepToNov: l(
    'September to November',
    'Da settembre a novembre',
    'De setembro a novembro',
    'De septiembre a noviembre',
  ),
};

function degrees(from: number, to: number): Localized {
  return l(`${from} to ${to} °C`, `da ${from} a ${to} °C`, `${from} a ${to} °C`, `de ${from} a ${to} °C`);
}

export const journeys = [
  {
    id: 'journey-iceland-fire-and-ice',
    title: l('Iceland: Fire and Ice', 'Islanda: fuoco e ghiaccio', 'Islândia: fogo e gelo', 'Islandia: fuego y hielo'),
    description: l(
      'Eight days with a small group and an Icelandic tour leader, from the geysers of the Golden Circle to the icebergs of Jökulsárlón. In winter we go looking for the **northern lights**; in summer the days never end.',
      "Otto giorni in piccolo gruppo con un accompagnatore islandese, dai geyser del Circolo d'Oro agli iceberg di Jökulsárlón. In inverno andiamo a caccia dell'**aurora boreale**; in estate le giornate non finiscono mai.",
      'Oito dias em pequeno grupo com um guia acompanhante islandês, dos géiseres do Círculo Dourado aos icebergues de Jökulsárlón. No inverno vamos à procura da **aurora boreal**; no verão os dias nunca acabam.',
      'Ocho días en grupo reducido con un guía acompañante islandés, de los géiseres del Círculo Dorado a los icebergs de Jökulsárlón. En invierno salimos a buscar la **aurora boreal**; en verano los días no terminan nunca.',
    ),
    prices: { UK: 2190, IT: 2540, PT: 2540, ES: 2540 },
    days: 8,
    nights: 7,
    travelcUrl: 'https://booking.example.com/journeys/iceland-fire-and-ice',
    itinerary: [
      {
        id: 'day-iceland-1',
        name: l(
          'Day 1 – Arrival in Reykjavik',
          'Giorno 1 – Arrivo a Reykjavík',
          'Dia 1 – Chegada a Reiquiavique',
          'Día 1 – Llegada a Reikiavik',
        ),
        itinerary: [
          {
            id: 'item-iceland-old-harbour',
            title: l(
              'Evening walk to the old harbour',
              'Passeggiata serale al porto vecchio',
              'Passeio ao fim da tarde até ao porto antigo',
              'Paseo al atardecer hasta el puerto viejo',
            ),
            description: l(
              'Meet your tour leader and the group over dinner, after a walk from Hallgrímskirkja church down to the Harpa concert hall.',
              "Incontro con l'accompagnatore e il gruppo a cena, dopo una passeggiata dalla chiesa di Hallgrímskirkja fino alla sala concerti Harpa.",
              'Conheça o guia e o grupo ao jantar, depois de um passeio da igreja Hallgrímskirkja até à sala de concertos Harpa.',
              'Conoce a tu guía y al grupo durante la cena, tras un paseo desde la iglesia de Hallgrímskirkja hasta la sala de conciertos Harpa.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-iceland-2',
        name: l(
          'Day 2 – The Golden Circle',
          "Giorno 2 – Il Circolo d'Oro",
          'Dia 2 – O Círculo Dourado',
          'Día 2 – El Círculo Dorado',
        ),
        itinerary: [
          {
            id: 'item-iceland-thingvellir',
            title: l(
              'Þingvellir National Park',
              'Parco nazionale di Þingvellir',
              'Parque Nacional de Þingvellir',
              'Parque Nacional de Þingvellir',
            ),
            description: l(
              "Walk between the North American and Eurasian tectonic plates, where Iceland's parliament first met in 930.",
              'Si cammina tra la placca nordamericana e quella euroasiatica, dove nel 930 si riunì per la prima volta il parlamento islandese.',
              'Caminhe entre as placas tectónicas norte-americana e euro-asiática, onde o parlamento islandês se reuniu pela primeira vez em 930.',
              'Camina entre las placas tectónicas norteamericana y euroasiática, donde el parlamento islandés se reunió por primera vez en el año 930.',
            ),
            photo: true,
          },
          {
            id: 'item-iceland-geysir-and-gullfoss',
            title: l('Geysir and Gullfoss', 'Geysir e Gullfoss', 'Geysir e Gullfoss', 'Geysir y Gullfoss'),
            description: l(
              'Strokkur erupts every few minutes; then the two-step Gullfoss waterfall thunders into its canyon.',
              'Lo Strokkur erutta ogni pochi minuti; poi la cascata a due salti di Gullfoss precipita nel suo canyon.',
              'O Strokkur entra em erupção de poucos em poucos minutos; depois, a cascata de Gullfoss precipita-se em dois degraus no seu desfiladeiro.',
              'El Strokkur entra en erupción cada pocos minutos; después, la cascada de Gullfoss se precipita en dos saltos por su cañón.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-iceland-3',
        name: l(
          'Day 3 – Waterfalls of the south coast',
          'Giorno 3 – Le cascate della costa sud',
          'Dia 3 – As cascatas da costa sul',
          'Día 3 – Las cascadas de la costa sur',
        ),
        itinerary: [
          {
            id: 'item-iceland-south-coast-waterfalls',
            title: l(
              'Seljalandsfoss and Skógafoss',
              'Seljalandsfoss e Skógafoss',
              'Seljalandsfoss e Skógafoss',
              'Seljalandsfoss y Skógafoss',
            ),
            description: l(
              'Walk behind the curtain of Seljalandsfoss, then climb the steps beside Skógafoss for the view.',
              "Si passa dietro il velo d'acqua del Seljalandsfoss, poi si salgono i gradini accanto allo Skógafoss per il panorama.",
              'Passe por trás da cortina de água de Seljalandsfoss e suba depois os degraus junto a Skógafoss para apreciar a vista.',
              'Pasa por detrás de la cortina de agua del Seljalandsfoss y sube luego los escalones junto al Skógafoss para disfrutar de las vistas.',
            ),
            photo: true,
          },
          {
            id: 'item-iceland-reynisfjara',
            title: l(
              'Reynisfjara black beach',
              'La spiaggia nera di Reynisfjara',
              'A praia negra de Reynisfjara',
              'La playa negra de Reynisfjara',
            ),
            description: l(
              'Basalt columns and sea stacks near Vík. Keep well back from the water: the waves here are famously unpredictable.',
              "Colonne di basalto e faraglioni vicino a Vík. Meglio restare lontani dall'acqua: le onde qui sono notoriamente imprevedibili.",
              'Colunas de basalto e rochedos perto de Vík. Mantenha-se longe da água: as ondas aqui são conhecidas por serem imprevisíveis.',
              'Columnas de basalto y farallones cerca de Vík. Mantente lejos del agua: aquí las olas son famosas por imprevisibles.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-iceland-4',
        name: l(
          'Day 4 – Vatnajökull and the glacier lagoon',
          'Giorno 4 – Il Vatnajökull e la laguna glaciale',
          'Dia 4 – Vatnajökull e a lagoa glaciar',
          'Día 4 – Vatnajökull y la laguna glaciar',
        ),
        itinerary: [
          {
            id: 'item-iceland-glacier-walk',
            title: l(
              'Glacier walk with crampons',
              'Camminata sul ghiacciaio con i ramponi',
              'Caminhada no glaciar com crampons',
              'Caminata por el glaciar con crampones',
            ),
            description: l(
              'A mountain guide leads a two-hour walk on an outlet glacier of Vatnajökull; boots, crampons and helmets are provided.',
              'Una guida alpina accompagna una camminata di due ore su una lingua glaciale del Vatnajökull; scarponi, ramponi e casco sono forniti.',
              'Um guia de montanha conduz uma caminhada de duas horas numa língua glaciar do Vatnajökull; botas, crampons e capacete são fornecidos.',
              'Un guía de montaña dirige una caminata de dos horas por una lengua glaciar del Vatnajökull; se facilitan botas, crampones y casco.',
            ),
            photo: true,
          },
          {
            id: 'item-iceland-jokulsarlon',
            title: l(
              'Boat trip on Jökulsárlón',
              'In barca sulla laguna di Jökulsárlón',
              'Passeio de barco em Jökulsárlón',
              'Paseo en barco por Jökulsárlón',
            ),
            description: l(
              'Sail among icebergs that have broken off the glacier, often with seals swimming alongside, then see the ice on Diamond Beach.',
              'Navigazione tra gli iceberg che si staccano dal ghiacciaio, spesso in compagnia delle foche, poi il ghiaccio sulla Diamond Beach.',
              'Navegue entre icebergues que se soltaram do glaciar, muitas vezes com focas a nadar ao lado, e veja depois o gelo na Diamond Beach.',
              'Navega entre icebergs que se han desprendido del glaciar, a menudo con focas nadando al lado, y contempla después el hielo en la Diamond Beach.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-iceland-5-6',
        name: l(
          'Days 5–6 – Back west, chasing the northern lights',
          "Giorni 5-6 – Ritorno a ovest, a caccia dell'aurora boreale",
          'Dias 5-6 – Regresso a oeste, à procura da aurora boreal',
          'Días 5-6 – De vuelta al oeste, en busca de la aurora boreal',
        ),
        itinerary: [
          {
            id: 'item-iceland-northern-lights',
            title: l(
              'Northern lights hunt',
              "Caccia all'aurora boreale",
              'À procura da aurora boreal',
              'En busca de la aurora boreal',
            ),
            description: l(
              'From September to April we stay in countryside hotels away from light pollution, and your tour leader watches the forecast for the best night.',
              "Da settembre ad aprile dormiamo in hotel di campagna lontani dall'inquinamento luminoso, e l'accompagnatore segue le previsioni per scegliere la notte migliore.",
              'De setembro a abril ficamos em hotéis rurais longe da poluição luminosa, e o guia acompanha as previsões para escolher a melhor noite.',
              'De septiembre a abril nos alojamos en hoteles rurales lejos de la contaminación lumínica, y tu guía sigue las previsiones para elegir la mejor noche.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-iceland-7',
        name: l(
          'Day 7 – A soak in a geothermal lagoon',
          'Giorno 7 – Un bagno in una laguna geotermale',
          'Dia 7 – Um banho numa lagoa geotérmica',
          'Día 7 – Un baño en una laguna geotermal',
        ),
        itinerary: [
          {
            id: 'item-iceland-geothermal-lagoon',
            title: l('Geothermal lagoon', 'Laguna geotermale', 'Lagoa geotérmica', 'Laguna geotermal'),
            description: l(
              'Warm, mineral-rich water at 38 °C, with time to relax before a farewell dinner in Reykjavik.',
              "Acqua calda e ricca di minerali a 38 °C, con tempo per rilassarsi prima della cena d'addio a Reykjavík.",
              'Água quente e rica em minerais a 38 °C, com tempo para relaxar antes do jantar de despedida em Reiquiavique.',
              'Agua caliente y rica en minerales a 38 °C, con tiempo para relajarse antes de la cena de despedida en Reikiavik.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-iceland-8',
        name: l('Day 8 – Departure', 'Giorno 8 – Partenza', 'Dia 8 – Partida', 'Día 8 – Salida'),
        itinerary: [
          {
            id: 'item-iceland-departure',
            title: l(
              'Transfer to Keflavík airport',
              "Trasferimento all'aeroporto di Keflavík",
              'Transfere para o aeroporto de Keflavík',
              'Traslado al aeropuerto de Keflavík',
            ),
          },
        ],
      },
    ],
    weather: [
      {
        id: 'weather-iceland-winter',
        title: seasons.winter,
        months: seasons.decToFeb,
        temperature: degrees(-3, 3),
        icon: 'snow',
        description: l(
          'Short days with four to six hours of light, snow on the roads and the best chance of seeing the northern lights.',
          "Giornate brevi con quattro-sei ore di luce, neve sulle strade e le migliori possibilità di vedere l'aurora boreale.",
          'Dias curtos com quatro a seis horas de luz, neve nas estradas e as melhores hipóteses de ver a aurora boreal.',
          'Días cortos con cuatro a seis horas de luz, nieve en las carreteras y las mejores posibilidades de ver la aurora boreal.',
        ),
        specialNote: l(
          'Best time for the northern lights.',
          "Il periodo migliore per l'aurora boreale.",
          'A melhor altura para ver a aurora boreal.',
          'La mejor época para ver la aurora boreal.',
        ),
      },
      {
        id: 'weather-iceland-spring',
        title: seasons.spring,
        months: seasons.marToMay,
        temperature: degrees(0, 8),
        icon: 'cloud',
        description: l(
          'Longer days, changeable weather and the first puffins arriving on the cliffs in May.',
          'Giornate più lunghe, tempo variabile e a maggio le prime pulcinelle di mare sulle scogliere.',
          'Dias mais longos, tempo instável e, em maio, os primeiros papagaios-do-mar nas falésias.',
          'Días más largos, tiempo variable y, en mayo, los primeros frailecillos en los acantilados.',
        ),
      },
      {
        id: 'weather-iceland-summer',
        title: seasons.summer,
        months: seasons.junToAug,
        temperature: degrees(10, 15),
        icon: 'sun',
        description: l(
          'The midnight sun, green valleys and every highland road open.',
          'Il sole di mezzanotte, valli verdissime e tutte le strade degli altopiani aperte.',
          'O sol da meia-noite, vales verdes e todas as estradas do planalto abertas.',
          'El sol de medianoche, valles verdes y todas las carreteras de las tierras altas abiertas.',
        ),
        specialNote: l(
          'Book early: July and August sell out first.',
          'Prenota presto: luglio e agosto si esauriscono per primi.',
          'Reserve cedo: julho e agosto são os primeiros a esgotar.',
          'Reserva pronto: julio y agosto se agotan primero.',
        ),
      },
      {
        id: 'weather-iceland-autumn',
        title: seasons.autumn,
        months: seasons.sepToNov,
        temperature: degrees(2, 9),
        icon: 'rain',
        description: l(
          'Autumn colours, fewer visitors and the return of dark skies for the aurora.',
          "Colori autunnali, meno turisti e il ritorno dei cieli bui per l'aurora.",
          'Cores de outono, menos visitantes e o regresso dos céus escuros para a aurora.',
          'Colores otoñales, menos visitantes y el regreso de los cielos oscuros para la aurora.',
        ),
      },
    ],
    recommendations: [
      {
        id: 'recommendation-iceland-layers',
        title: l('Pack layers', 'Vestiti a strati', 'Leve roupa por camadas', 'Viste por capas'),
        description: l(
          'A waterproof jacket and trousers, a warm mid-layer and walking boots are essential in every season.',
          'Giacca e pantaloni impermeabili, uno strato intermedio caldo e scarponi da trekking sono indispensabili in ogni stagione.',
          'Casaco e calças impermeáveis, uma camada intermédia quente e botas de caminhada são indispensáveis em qualquer estação.',
          'Chaqueta y pantalón impermeables, una capa intermedia de abrigo y botas de montaña son imprescindibles en cualquier estación.',
        ),
      },
      {
        id: 'recommendation-iceland-swimsuit',
        title: l('Bring a swimsuit', 'Porta il costume da bagno', 'Leve fato de banho', 'Lleva bañador'),
        description: l(
          'Hot pools are part of daily life. As Icelanders do, shower without your swimsuit before you go in.',
          'Le piscine termali fanno parte della vita quotidiana: prima di entrare ci si fa la doccia senza costume, come fanno gli islandesi.',
          'As piscinas termais fazem parte do dia a dia: antes de entrar toma-se duche sem fato de banho, como fazem os islandeses.',
          'Las piscinas termales forman parte de la vida diaria: antes de entrar hay que ducharse sin bañador, como hacen los islandeses.',
        ),
      },
      {
        id: 'recommendation-iceland-roads',
        title: l(
          'Respect closed roads',
          'Rispetta le strade chiuse',
          'Respeite as estradas fechadas',
          'Respeta las carreteras cerradas',
        ),
        description: l(
          'The weather changes fast. Your tour leader checks the roads every morning and may change the order of the visits.',
          "Il tempo cambia in fretta. L'accompagnatore controlla ogni mattina lo stato delle strade e può cambiare l'ordine delle visite.",
          'O tempo muda depressa. O guia verifica todas as manhãs o estado das estradas e pode alterar a ordem das visitas.',
          'El tiempo cambia rápido. Tu guía comprueba cada mañana el estado de las carreteras y puede cambiar el orden de las visitas.',
        ),
      },
      {
        id: 'recommendation-iceland-cards',
        title: l('Cards everywhere', 'Carte ovunque', 'Cartões em todo o lado', 'Tarjeta en todas partes'),
        description: l(
          'Almost everything is paid by card, even at remote petrol stations; you will hardly need cash.',
          'Quasi tutto si paga con la carta, anche nei distributori più isolati; i contanti non servono quasi mai.',
          'Quase tudo se paga com cartão, mesmo nas bombas de gasolina mais remotas; raramente precisa de dinheiro.',
          'Casi todo se paga con tarjeta, incluso en las gasolineras más remotas; apenas necesitarás efectivo.',
        ),
      },
    ],
  },
  {
    id: 'journey-japan-cherry-blossom',
    title: l(
      'Japan in Cherry Blossom Season',
      'Giappone nella stagione dei ciliegi in fiore',
      'Japão na época das cerejeiras em flor',
      'Japón en temporada de cerezos en flor',
    ),
    description: l(
      'Ten days following the sakura from Tokyo to Kyoto and Nara, with a Japan Rail Pass, a night in a traditional ryokan in Hakone and a local guide in every city. The blossom usually peaks in **late March and early April**; we set the departure dates each year from the forecast.',
      'Dieci giorni seguendo i sakura da Tokyo a Kyoto e Nara, con il Japan Rail Pass, una notte in un ryokan tradizionale a Hakone e una guida locale in ogni città. La fioritura di solito raggiunge il culmine **tra fine marzo e inizio aprile**; fissiamo le date di partenza ogni anno in base alle previsioni.',
      'Dez dias a seguir as sakura de Tóquio a Quioto e Nara, com o Japan Rail Pass, uma noite num ryokan tradicional em Hakone e um guia local em cada cidade. A floração atinge normalmente o auge **entre o fim de março e o início de abril**; definimos as datas de partida todos os anos de acordo com as previsões.',
      'Diez días siguiendo los sakura de Tokio a Kioto y Nara, con el Japan Rail Pass, una noche en un ryokan tradicional en Hakone y un guía local en cada ciudad. La floración suele alcanzar su punto álgido **entre finales de marzo y principios de abril**; fijamos las fechas de salida cada año según las previsiones.',
    ),
    prices: { UK: 3290, IT: 3820, PT: 3820, ES: 3820 },
    days: 10,
    nights: 9,
    travelcUrl: 'https://booking.example.com/journeys/japan-cherry-blossom',
    itinerary: [
      {
        id: 'day-japan-1',
        name: l(
          'Day 1 – Arrival in Tokyo',
          'Giorno 1 – Arrivo a Tokyo',
          'Dia 1 – Chegada a Tóquio',
          'Día 1 – Llegada a Tokio',
        ),
        itinerary: [
          {
            id: 'item-japan-welcome-dinner',
            title: l(
              'Welcome dinner in Shinjuku',
              'Cena di benvenuto a Shinjuku',
              'Jantar de boas-vindas em Shinjuku',
              'Cena de bienvenida en Shinjuku',
            ),
            description: l(
              'Your guide meets you at the airport and shows you how to use the trains on the way to the hotel.',
              "La guida ti accoglie in aeroporto e ti spiega come usare i treni lungo il tragitto verso l'hotel.",
              'O guia espera-o no aeroporto e explica-lhe como usar os comboios a caminho do hotel.',
              'Tu guía te recibe en el aeropuerto y te explica cómo usar los trenes de camino al hotel.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-japan-2-3',
        name: l(
          'Days 2–3 – Tokyo old and new',
          'Giorni 2-3 – Tokyo antica e moderna',
          'Dias 2-3 – Tóquio antiga e moderna',
          'Días 2-3 – Tokio antiguo y moderno',
        ),
        itinerary: [
          {
            id: 'item-japan-ueno-park',
            title: l(
              'Cherry blossom picnic in Ueno Park',
              'Picnic sotto i ciliegi al parco di Ueno',
              'Piquenique sob as cerejeiras no Parque Ueno',
              'Pícnic bajo los cerezos en el parque Ueno',
            ),
            description: l(
              'Join the Japanese tradition of hanami under more than a thousand cherry trees.',
              "Partecipa alla tradizione giapponese dell'hanami sotto più di mille ciliegi.",
              'Participe na tradição japonesa do hanami sob mais de mil cerejeiras.',
              'Únete a la tradición japonesa del hanami bajo más de mil cerezos.',
            ),
            photo: true,
          },
          {
            id: 'item-japan-asakusa',
            title: l('Asakusa and Senso-ji', 'Asakusa e il Senso-ji', 'Asakusa e o Senso-ji', 'Asakusa y el Senso-ji'),
            description: l(
              "Tokyo's oldest temple in the morning, then the view from the Tokyo Skytree at sunset.",
              'Il tempio più antico di Tokyo al mattino, poi la vista dalla Tokyo Skytree al tramonto.',
              'O templo mais antigo de Tóquio de manhã e, ao pôr do sol, a vista da Tokyo Skytree.',
              'El templo más antiguo de Tokio por la mañana y, al atardecer, las vistas desde la Tokyo Skytree.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-japan-4',
        name: l(
          'Day 4 – Hakone and Mount Fuji',
          'Giorno 4 – Hakone e il monte Fuji',
          'Dia 4 – Hakone e o monte Fuji',
          'Día 4 – Hakone y el monte Fuji',
        ),
        itinerary: [
          {
            id: 'item-japan-hakone-ryokan',
            title: l('A night in a ryokan', 'Una notte in ryokan', 'Uma noite num ryokan', 'Una noche en un ryokan'),
            description: l(
              'A cruise on Lake Ashi with views of Fuji, then a kaiseki dinner and the hot-spring baths of a traditional inn.',
              'Una crociera sul lago Ashi con vista sul Fuji, poi una cena kaiseki e i bagni termali di una locanda tradizionale.',
              'Um cruzeiro no lago Ashi com vista para o Fuji, seguido de um jantar kaiseki e dos banhos termais de uma pousada tradicional.',
              'Un crucero por el lago Ashi con vistas al Fuji y, después, una cena kaiseki y los baños termales de una posada tradicional.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-japan-5-7',
        name: l('Days 5–7 – Kyoto', 'Giorni 5-7 – Kyoto', 'Dias 5-7 – Quioto', 'Días 5-7 – Kioto'),
        itinerary: [
          {
            id: 'item-japan-philosophers-path',
            title: l(
              "The Philosopher's Path",
              'Il Sentiero del Filosofo',
              'O Caminho do Filósofo',
              'El Camino del Filósofo',
            ),
            description: l(
              'Two kilometres of canal lined with cherry trees between Ginkaku-ji and Nanzen-ji.',
              'Due chilometri di canale fiancheggiato da ciliegi tra il Ginkaku-ji e il Nanzen-ji.',
              'Dois quilómetros de canal ladeado de cerejeiras entre o Ginkaku-ji e o Nanzen-ji.',
              'Dos kilómetros de canal bordeado de cerezos entre el Ginkaku-ji y el Nanzen-ji.',
            ),
            photo: true,
          },
          {
            id: 'item-japan-fushimi-inari',
            title: l(
              'Fushimi Inari at dawn',
              "Il Fushimi Inari all'alba",
              'Fushimi Inari ao amanhecer',
              'Fushimi Inari al amanecer',
            ),
            description: l(
              'Thousands of red torii gates climbing the mountain, best seen before the crowds arrive.',
              'Migliaia di torii rossi che salgono lungo la montagna, da vedere prima che arrivi la folla.',
              'Milhares de portões torii vermelhos a subir a montanha, melhor vistos antes da chegada das multidões.',
              'Miles de torii rojos que suben por la montaña, mejor vistos antes de que llegue la multitud.',
            ),
            photo: true,
          },
          {
            id: 'item-japan-gion',
            title: l('Evening in Gion', 'Serata a Gion', 'Noite em Gion', 'Noche en Gion'),
            description: l(
              'A walk through the geisha district and dinner by the Shirakawa canal, lit up for the blossom.',
              'Una passeggiata nel quartiere delle geishe e una cena lungo il canale Shirakawa, illuminato per la fioritura.',
              'Um passeio pelo bairro das gueixas e um jantar junto ao canal Shirakawa, iluminado durante a floração.',
              'Un paseo por el barrio de las geishas y una cena junto al canal Shirakawa, iluminado durante la floración.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-japan-8',
        name: l('Day 8 – Nara', 'Giorno 8 – Nara', 'Dia 8 – Nara', 'Día 8 – Nara'),
        itinerary: [
          {
            id: 'item-japan-nara',
            title: l(
              'Todai-ji and the deer park',
              'Il Todai-ji e il parco dei cervi',
              'O Todai-ji e o parque dos veados',
              'El Todai-ji y el parque de los ciervos',
            ),
            description: l(
              'The giant bronze Buddha and the friendly deer that bow for crackers.',
              'Il Buddha gigante in bronzo e i cervi socievoli che si inchinano per un biscotto.',
              'O Buda gigante de bronze e os veados simpáticos que fazem vénia por uma bolacha.',
              'El Buda gigante de bronce y los simpáticos ciervos que hacen una reverencia a cambio de una galleta.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-japan-9',
        name: l('Day 9 – Osaka', 'Giorno 9 – Osaka', 'Dia 9 – Osaca', 'Día 9 – Osaka'),
        itinerary: [
          {
            id: 'item-japan-dotonbori',
            title: l(
              'Street food in Dotonbori',
              'Cibo di strada a Dotonbori',
              'Comida de rua em Dotonbori',
              'Comida callejera en Dotonbori',
            ),
            description: l(
              'Takoyaki, okonomiyaki and neon reflections on the canal on your last evening.',
              "Takoyaki, okonomiyaki e riflessi al neon sul canale nell'ultima sera.",
              'Takoyaki, okonomiyaki e reflexos de néon no canal na última noite.',
              'Takoyaki, okonomiyaki y reflejos de neón en el canal en la última noche.',
            ),
            photo: true,
          },
        ],
      },
      {
        id: 'day-japan-10',
        name: l('Day 10 – Departure', 'Giorno 10 – Partenza', 'Dia 10 – Partida', 'Día 10 – Salida'),
        itinerary: [
          {
            id: 'item-japan-departure',
            title: l(
              'Transfer to Kansai airport',
              "Trasferimento all'aeroporto del Kansai",
              'Transfere para o aeroporto de Kansai',
              'Traslado al aeropuerto de Kansai',
            ),
          },
        ],
      },
    ],
    weather: [
      {
        id: 'weather-japan-spring',
        title: seasons.spring,
        months: seasons.marToMay,
        temperature: degrees(8, 20),
        icon: 'cherry-blossom',
        description: l(
          'Cherry blossom from late March, mild days and cool evenings.',
          'Ciliegi in fiore da fine marzo, giornate miti e serate fresche.',
          'Cerejeiras em flor a partir do fim de março, dias amenos e noites frescas.',
          'Cerezos en flor desde finales de marzo, días templados y noches frescas.',
        ),
        specialNote: l(
          'Peak season: hotels fill up months ahead.',
          'Alta stagione: gli hotel si riempiono con mesi di anticipo.',
          'Época alta: os hotéis esgotam com meses de antecedência.',
          'Temporada alta: los hoteles se llenan con meses de antelación.',
        ),
      },
      {
        id: 'weather-japan-summer',
        title: seasons.summer,
        months: seasons.junToAug,
        temperature: degrees(24, 32),
        icon: 'sun',
        description: l(
          'Hot and humid, with the rainy season in June and summer festivals in July and August.',
          'Caldo e umido, con la stagione delle piogge a giugno e le feste estive a luglio e agosto.',
          'Quente e húmido, com a época das chuvas em junho e festivais de verão em julho e agosto.',
          'Caluroso y húmedo, con la temporada de lluvias en junio y festivales de verano en julio y agosto.',
        ),
      },
      {
        id: 'weather-japan-autumn',
        title: seasons.autumn,
        months: seasons.sepToNov,
        temperature: degrees(12, 25),
        icon: 'leaf',
        description: l(
          'Clear skies and red maples, especially in Kyoto in November.',
          'Cieli limpidi e aceri rossi, soprattutto a Kyoto a novembre.',
          'Céus limpos e áceres vermelhos, sobretudo em Quioto em novembro.',
          'Cielos despejados y arces rojos, sobre todo en Kioto en noviembre.',
        ),
      },
      {
        id: 'weather-japan-winter',
        title: seasons.winter,
        months: seasons.decToFeb,
        temperature: degrees(0, 10),
        icon: 'snow',
        description: l(
          'Cold, dry and sunny, with snow in the Japanese Alps and few crowds at the temples.',
          'Freddo, secco e soleggiato, con la neve sulle Alpi giapponesi e pochi turisti nei templi.',
          'Frio, seco e soalheiro, com neve nos Alpes japoneses e poucos visitantes nos templos.',
          'Frío, seco y soleado, con nieve en los Alpes japoneses y pocos visitantes en los templos.',
        ),
      },
    ],
    recommendations: [
      {
        id: 'recommendation-japan-travel-light',
        title: l('Travel light', 'Viaggia leggero', 'Viaje com pouca bagagem', 'Viaja ligero'),
        description: l(
          'Send your suitcase ahead with a luggage-forwarding service and take only a small bag on the trains.',
          'Spedisci la valigia in anticipo con il servizio di trasporto bagagli e porta sui treni solo una borsa piccola.',
          'Envie a mala à frente com o serviço de transporte de bagagem e leve apenas uma mala pequena nos comboios.',
          'Envía la maleta por adelantado con el servicio de traslado de equipaje y lleva solo una bolsa pequeña en los trenes.',
        ),
      },
      {
        id: 'recommendation-japan-ic-card',
        title: l('Get an IC card', 'Procurati una IC card', 'Compre um cartão IC', 'Consigue una tarjeta IC'),
        description: l(
          'A rechargeable card such as Suica pays for metros, buses and convenience stores.',
          'Una carta ricaricabile come la Suica serve per metro, autobus e minimarket.',
          'Um cartão recarregável como o Suica serve para metro, autocarros e lojas de conveniência.',
          'Una tarjeta recargable como la Suica sirve para el metro, los autobuses y las tiendas de conveniencia.',
        ),
      },
      {
        id: 'recommendation-japan-shoes-off',
        title: l('Shoes off', 'Togliti le scarpe', 'Tire os sapatos', 'Quítate los zapatos'),
        description: l(
          'Take your shoes off in ryokans, temples and many restaurants; socks without holes are a good idea.',
          'Nei ryokan, nei templi e in molti ristoranti ci si toglie le scarpe: meglio avere calze senza buchi.',
          'Nos ryokans, nos templos e em muitos restaurantes tiram-se os sapatos: convém levar meias sem buracos.',
          'En los ryokan, los templos y muchos restaurantes hay que quitarse los zapatos: mejor llevar calcetines sin agujeros.',
        ),
      },
      {
        id: 'recommendation-japan-cash',
        title: l('Carry some cash', "Tieni con te un po' di contanti", 'Leve algum dinheiro', 'Lleva algo de efectivo'),
        description: l(
          'Cards are widely accepted in cities, but small temples, markets and country inns often take cash only.',
          'Le carte sono accettate ovunque in città, ma piccoli templi, mercati e locande di campagna spesso accettano solo contanti.',
          'Os cartões são aceites em quase todo o lado nas cidades, mas pequenos templos, mercados e pousadas rurais muitas vezes só aceitam dinheiro.',
          'Las tarjetas se aceptan casi en todas partes en las ciudades, pero los templos pequeños, los mercados y las posadas rurales a menudo solo aceptan efectivo.',
        ),
      },
      {
        id: 'recommendation-japan-no-tipping',
        title: l('No tipping', 'Niente mance', 'Sem gorjetas', 'Sin propinas'),
        description: l(
          'Tipping is not customary in Japan and can cause confusion; excellent service is simply expected.',
          'In Giappone la mancia non si usa e può creare imbarazzo; un servizio eccellente è semplicemente la norma.',
          'No Japão não é costume dar gorjeta e pode causar confusão; um serviço excelente é simplesmente a norma.',
          'En Japón no se deja propina y puede causar confusión; un servicio excelente es simplemente lo normal.',
        ),
      },
    ],
  },
] as const satisfies readonly JourneyData[];
