import { type Locale } from '@/lib/i18n/locales';
import { l, ll, same, slugsOf, type Localized } from './text';

/**
 * The destinations of the seed, broadest first: continents, superareas (groups
 * of countries), countries, areas (regions inside one country) and cities.
 * Names and descriptions are written as the agency's own editors would, in
 * every language; slugs are derived from the names unless `slug` overrides one.
 */

export interface DestinationData {
  key: string;
  name: Localized;
  description: Localized;
  /** Slug overrides per language (the default is the slugified name). */
  slug?: Partial<Record<Locale, string>>;
  /** Other spellings visitors type when searching. */
  spelling?: Localized<readonly string[]>;
}

export const continents = [
  {
    key: 'europe',
    name: l('Europe', 'Europa', 'Europa', 'Europa'),
    description: l(
      'From Mediterranean beaches to Arctic fjords: centuries of art, great food and short flights from home.',
      'Dalle spiagge del Mediterraneo ai fiordi artici: secoli di arte, ottima cucina e voli brevi da casa.',
      'Das praias do Mediterrâneo aos fiordes do Ártico: séculos de arte, boa mesa e voos curtos a partir de casa.',
      'De las playas del Mediterráneo a los fiordos del Ártico: siglos de arte, buena mesa y vuelos cortos desde casa.',
    ),
  },
  {
    key: 'asia',
    name: l('Asia', 'Asia', 'Ásia', 'Asia'),
    description: l(
      'Temples and megacities, rice terraces and tropical islands: the largest continent for the most varied journeys.',
      'Templi e metropoli, risaie a terrazza e isole tropicali: il continente più grande per i viaggi più vari.',
      'Templos e megacidades, socalcos de arroz e ilhas tropicais: o maior continente para as viagens mais variadas.',
      'Templos y megaciudades, arrozales en terraza e islas tropicales: el continente más grande para los viajes más variados.',
    ),
  },
  {
    key: 'africa',
    name: l('Africa', 'Africa', 'África', 'África'),
    description: l(
      'Safaris on endless savannahs, ancient medinas, the Nile and Indian Ocean beaches.',
      "Safari nella savana sconfinata, antiche medine, il Nilo e le spiagge dell'Oceano Indiano.",
      'Safaris na savana sem fim, medinas antigas, o Nilo e as praias do Oceano Índico.',
      'Safaris en la sabana infinita, medinas milenarias, el Nilo y las playas del océano Índico.',
    ),
  },
  {
    key: 'north-america',
    name: l('North America', 'America del Nord', 'América do Norte', 'América del Norte'),
    description: l(
      'Skyscrapers and national parks, Caribbean beaches and Mayan ruins, from Canada to Cuba.',
      'Grattacieli e parchi nazionali, spiagge caraibiche e rovine maya, dal Canada a Cuba.',
      'Arranha-céus e parques nacionais, praias das Caraíbas e ruínas maias, do Canadá a Cuba.',
      'Rascacielos y parques nacionales, playas caribeñas y ruinas mayas, de Canadá a Cuba.',
    ),
  },
  {
    key: 'south-america',
    name: l('South America', 'America del Sud', 'América do Sul', 'América del Sur'),
    description: l(
      'The Andes and the Amazon, Patagonian glaciers and the rhythm of Rio and Buenos Aires.',
      "Le Ande e l'Amazzonia, i ghiacciai della Patagonia e il ritmo di Rio e Buenos Aires.",
      'Os Andes e a Amazónia, os glaciares da Patagónia e o ritmo do Rio e de Buenos Aires.',
      'Los Andes y la Amazonia, los glaciares de la Patagonia y el ritmo de Río y Buenos Aires.',
    ),
  },
  {
    key: 'oceania',
    name: l('Oceania', 'Oceania', 'Oceânia', 'Oceanía'),
    description: l(
      'Reefs, red deserts and alpine lakes at the other end of the world: Australia and New Zealand.',
      "Barriere coralline, deserti rossi e laghi alpini all'altro capo del mondo: Australia e Nuova Zelanda.",
      'Recifes de coral, desertos vermelhos e lagos alpinos no outro lado do mundo: Austrália e Nova Zelândia.',
      'Arrecifes, desiertos rojos y lagos alpinos en la otra punta del mundo: Australia y Nueva Zelanda.',
    ),
  },
] as const satisfies readonly DestinationData[];

export type ContinentKey = (typeof continents)[number]['key'];

export interface SuperareaData extends DestinationData {
  continent: ContinentKey;
}

export const superareas = [
  {
    key: 'mediterranean',
    continent: 'europe',
    name: l('Mediterranean', 'Mediterraneo', 'Mediterrâneo', 'Mediterráneo'),
    description: l(
      'Sunny coasts, island hopping and the cradle of Western civilisation, from Spain to Greece.',
      'Coste assolate, isole da esplorare e la culla della civiltà occidentale, dalla Spagna alla Grecia.',
      'Costas soalheiras, ilhas para descobrir e o berço da civilização ocidental, de Espanha à Grécia.',
      'Costas soleadas, islas por descubrir y la cuna de la civilización occidental, de España a Grecia.',
    ),
  },
  {
    key: 'scandinavia',
    continent: 'europe',
    name: l('Scandinavia', 'Scandinavia', 'Escandinávia', 'Escandinavia'),
    description: l(
      'Fjords, midnight sun and northern lights across Norway, Finland and Iceland.',
      'Fiordi, sole di mezzanotte e aurora boreale tra Norvegia, Finlandia e Islanda.',
      'Fiordes, sol da meia-noite e auroras boreais entre a Noruega, a Finlândia e a Islândia.',
      'Fiordos, sol de medianoche y auroras boreales entre Noruega, Finlandia e Islandia.',
    ),
    spelling: ll(['Nordic countries', 'Scandinavian'], ['Paesi nordici'], ['Países nórdicos'], ['Países nórdicos']),
  },
  {
    key: 'iberian-peninsula',
    continent: 'europe',
    name: l('Iberian Peninsula', 'Penisola iberica', 'Península Ibérica', 'Península ibérica'),
    description: l(
      'Spain and Portugal: flamenco and fado, Atlantic and Mediterranean beaches, tapas and port wine.',
      'Spagna e Portogallo: flamenco e fado, spiagge atlantiche e mediterranee, tapas e vino di Porto.',
      'Espanha e Portugal: flamenco e fado, praias atlânticas e mediterrânicas, tapas e vinho do Porto.',
      'España y Portugal: flamenco y fado, playas atlánticas y mediterráneas, tapas y vino de Oporto.',
    ),
  },
  {
    key: 'southeast-asia',
    continent: 'asia',
    name: l('Southeast Asia', 'Sud-est asiatico', 'Sudeste Asiático', 'Sudeste asiático'),
    description: l(
      'Golden temples, street food and white-sand islands in Thailand, Vietnam and Indonesia.',
      'Templi dorati, cibo di strada e isole di sabbia bianca in Thailandia, Vietnam e Indonesia.',
      'Templos dourados, comida de rua e ilhas de areia branca na Tailândia, no Vietname e na Indonésia.',
      'Templos dorados, comida callejera e islas de arena blanca en Tailandia, Vietnam e Indonesia.',
    ),
  },
  {
    key: 'far-east',
    continent: 'asia',
    name: l('Far East', 'Estremo Oriente', 'Extremo Oriente', 'Lejano Oriente'),
    description: l(
      'Neon cities, Zen gardens and bullet trains: the timeless traditions of Japan.',
      'Città al neon, giardini zen e treni proiettile: le tradizioni senza tempo del Giappone.',
      'Cidades de néon, jardins zen e comboios-bala: as tradições intemporais do Japão.',
      'Ciudades de neón, jardines zen y trenes bala: las tradiciones eternas de Japón.',
    ),
  },
  {
    key: 'indian-subcontinent',
    continent: 'asia',
    name: l('Indian Subcontinent', 'Subcontinente indiano', 'Subcontinente Indiano', 'Subcontinente indio'),
    description: l(
      "Maharajas' palaces, colourful bazaars and the Taj Mahal.",
      'Palazzi dei maharaja, bazar colorati e il Taj Mahal.',
      'Palácios de marajás, bazares coloridos e o Taj Mahal.',
      'Palacios de marajás, bazares llenos de color y el Taj Mahal.',
    ),
  },
  {
    key: 'middle-east',
    continent: 'asia',
    name: l('Middle East', 'Medio Oriente', 'Médio Oriente', 'Oriente Medio'),
    description: l(
      'Desert dunes, souks and record-breaking skylines.',
      'Dune nel deserto, suk e skyline da record.',
      'Dunas no deserto, souks e arranha-céus de recorde.',
      'Dunas en el desierto, zocos y rascacielos de récord.',
    ),
  },
  {
    key: 'north-africa',
    continent: 'africa',
    name: l('North Africa', 'Nord Africa', 'Norte de África', 'Norte de África'),
    description: l(
      "Imperial cities, Saharan dunes and the pharaohs' temples along the Nile.",
      'Città imperiali, dune del Sahara e templi dei faraoni lungo il Nilo.',
      'Cidades imperiais, dunas do Sara e templos dos faraós ao longo do Nilo.',
      'Ciudades imperiales, dunas del Sáhara y templos de los faraones a orillas del Nilo.',
    ),
  },
  {
    key: 'east-africa',
    continent: 'africa',
    name: l('East Africa', 'Africa orientale', 'África Oriental', 'África oriental'),
    description: l(
      'The great migration, Mount Kilimanjaro and the spice island of Zanzibar.',
      "La grande migrazione, il Kilimangiaro e Zanzibar, l'isola delle spezie.",
      'A grande migração, o Kilimanjaro e Zanzibar, a ilha das especiarias.',
      'La gran migración, el Kilimanjaro y Zanzíbar, la isla de las especias.',
    ),
  },
  {
    key: 'southern-africa',
    continent: 'africa',
    name: l('Southern Africa', 'Africa australe', 'África Austral', 'África austral'),
    description: l(
      'Wine estates, dramatic coastlines and the Big Five.',
      'Tenute vinicole, coste spettacolari e i Big Five.',
      'Quintas vinícolas, costas espetaculares e os Big Five.',
      'Bodegas, costas espectaculares y los Cinco Grandes.',
    ),
  },
  {
    key: 'caribbean',
    continent: 'north-america',
    name: l('Caribbean', 'Caraibi', 'Caraíbas', 'Caribe'),
    description: l(
      'Turquoise water, colonial towns and rum-scented evenings from Cuba to the Riviera Maya.',
      'Acque turchesi, città coloniali e serate al profumo di rum, da Cuba alla Riviera Maya.',
      'Águas turquesa, cidades coloniais e noites com aroma a rum, de Cuba à Riviera Maya.',
      'Aguas turquesas, ciudades coloniales y noches con aroma a ron, de Cuba a la Riviera Maya.',
    ),
    spelling: ll(['Caribbean islands', 'Carribean'], ['Caribe'], ['Caribe', 'Caraíbas'], ['Caribe', 'Caribe mexicano']),
  },
  {
    key: 'usa-and-canada',
    continent: 'north-america',
    name: l('USA and Canada', 'Stati Uniti e Canada', 'Estados Unidos e Canadá', 'Estados Unidos y Canadá'),
    description: l(
      'Iconic cities, road trips and the wild Rocky Mountains.',
      'Città iconiche, viaggi on the road e le selvagge Montagne Rocciose.',
      'Cidades icónicas, viagens de carro e as selvagens Montanhas Rochosas.',
      'Ciudades icónicas, viajes por carretera y las salvajes Montañas Rocosas.',
    ),
  },
  {
    key: 'andes',
    continent: 'south-america',
    name: l('Andes', 'Ande', 'Andes', 'Andes'),
    description: l(
      'Inca trails, high-altitude lakes and the glaciers of Patagonia.',
      "Sentieri inca, laghi d'alta quota e i ghiacciai della Patagonia.",
      'Trilhos incas, lagos de altitude e os glaciares da Patagónia.',
      'Caminos incas, lagos de altura y los glaciares de la Patagonia.',
    ),
  },
  {
    key: 'amazon',
    continent: 'south-america',
    name: l('Amazon', 'Amazzonia', 'Amazónia', 'Amazonia'),
    description: l(
      "The world's largest rainforest, explored by river boat from jungle lodges.",
      'La foresta pluviale più grande del mondo, da esplorare in barca partendo dai lodge nella giungla.',
      'A maior floresta tropical do mundo, explorada de barco a partir de lodges na selva.',
      'La selva tropical más grande del mundo, explorada en barca desde lodges en plena jungla.',
    ),
    spelling: ll(['Amazonia', 'Amazon rainforest'], ['Amazonia'], ['Amazonas', 'Amazônia'], ['Amazonas']),
  },
  {
    key: 'australasia',
    continent: 'oceania',
    name: l(
      'Australia and New Zealand',
      'Australia e Nuova Zelanda',
      'Austrália e Nova Zelândia',
      'Australia y Nueva Zelanda',
    ),
    description: l(
      'Beaches, reefs and epic landscapes made for self-drive adventures.',
      'Spiagge, barriere coralline e paesaggi epici, perfetti per un viaggio in auto.',
      'Praias, recifes e paisagens épicas, feitas para viajar de carro.',
      'Playas, arrecifes y paisajes épicos, ideales para recorrer en coche.',
    ),
    spelling: ll(['Australasia'], ['Australasia'], ['Australásia'], ['Australasia']),
  },
] as const satisfies readonly SuperareaData[];

export type SuperareaKey = (typeof superareas)[number]['key'];

export interface CountryData extends DestinationData {
  continent: ContinentKey;
  superareas: readonly SuperareaKey[];
}

export const countries = [
  {
    key: 'italy',
    continent: 'europe',
    superareas: ['mediterranean'],
    name: l('Italy', 'Italia', 'Itália', 'Italia'),
    description: l(
      'Art cities, rolling vineyards and a coastline to fall in love with, and the best-loved food in the world.',
      "Città d'arte, colline di vigneti e coste da innamorarsi, con la cucina più amata al mondo.",
      'Cidades de arte, colinas de vinhas e uma costa de cortar a respiração, com a cozinha mais amada do mundo.',
      'Ciudades de arte, colinas de viñedos y una costa de ensueño, con la cocina más querida del mundo.',
    ),
  },
  {
    key: 'spain',
    continent: 'europe',
    superareas: ['mediterranean', 'iberian-peninsula'],
    name: l('Spain', 'Spagna', 'Espanha', 'España'),
    description: l(
      'Lively cities, Moorish palaces and beaches for every taste, from the Balearics to Andalusia.',
      "Città vivaci, palazzi moreschi e spiagge per tutti i gusti, dalle Baleari all'Andalusia.",
      'Cidades animadas, palácios mouriscos e praias para todos os gostos, das Baleares à Andaluzia.',
      'Ciudades llenas de vida, palacios andalusíes y playas para todos los gustos, de Baleares a Andalucía.',
    ),
  },
  {
    key: 'portugal',
    continent: 'europe',
    superareas: ['iberian-peninsula'],
    name: l('Portugal', 'Portogallo', 'Portugal', 'Portugal'),
    description: l(
      "Lisbon's hills, the vineyards of the Douro and the golden cliffs of the Algarve.",
      "I colli di Lisbona, i vigneti del Douro e le scogliere dorate dell'Algarve.",
      'As colinas de Lisboa, as vinhas do Douro e as falésias douradas do Algarve.',
      'Las colinas de Lisboa, los viñedos del Duero y los acantilados dorados del Algarve.',
    ),
  },
  {
    key: 'greece',
    continent: 'europe',
    superareas: ['mediterranean'],
    name: l('Greece', 'Grecia', 'Grécia', 'Grecia'),
    description: l(
      'Ancient temples, whitewashed villages and more than two hundred inhabited islands.',
      'Templi antichi, villaggi imbiancati a calce e oltre duecento isole abitate.',
      'Templos antigos, aldeias caiadas de branco e mais de duzentas ilhas habitadas.',
      'Templos antiguos, pueblos encalados y más de doscientas islas habitadas.',
    ),
  },
  {
    key: 'france',
    continent: 'europe',
    superareas: ['mediterranean'],
    name: l('France', 'Francia', 'França', 'Francia'),
    description: l(
      "Paris, the lavender fields of Provence and the glamour of the Côte d'Azur.",
      'Parigi, i campi di lavanda della Provenza e il fascino della Costa Azzurra.',
      "Paris, os campos de lavanda da Provença e o glamour da Côte d'Azur.",
      'París, los campos de lavanda de la Provenza y el glamour de la Costa Azul.',
    ),
  },
  {
    key: 'croatia',
    continent: 'europe',
    superareas: ['mediterranean'],
    name: l('Croatia', 'Croazia', 'Croácia', 'Croacia'),
    description: l(
      'Crystal-clear sea, a thousand islands and medieval walled towns on the Adriatic.',
      "Mare cristallino, mille isole e città medievali fortificate sull'Adriatico.",
      'Mar cristalino, mil ilhas e cidades medievais amuralhadas no Adriático.',
      'Mar cristalino, mil islas y ciudades medievales amuralladas en el Adriático.',
    ),
  },
  {
    key: 'norway',
    continent: 'europe',
    superareas: ['scandinavia'],
    name: l('Norway', 'Norvegia', 'Noruega', 'Noruega'),
    description: l(
      'Majestic fjords, scenic railways and the northern lights above the Arctic Circle.',
      "Fiordi maestosi, ferrovie panoramiche e l'aurora boreale oltre il Circolo polare artico.",
      'Fiordes majestosos, linhas de comboio panorâmicas e a aurora boreal acima do Círculo Polar Ártico.',
      'Fiordos majestuosos, trenes panorámicos y la aurora boreal más allá del círculo polar ártico.',
    ),
  },
  {
    key: 'finland',
    continent: 'europe',
    superareas: ['scandinavia'],
    name: l('Finland', 'Finlandia', 'Finlândia', 'Finlandia'),
    description: l(
      'Lakes and forests, saunas and the snowy wilderness of Lapland, home of Santa Claus.',
      'Laghi e foreste, saune e le distese innevate della Lapponia, la terra di Babbo Natale.',
      'Lagos e florestas, saunas e a natureza gelada da Lapónia, a terra do Pai Natal.',
      'Lagos y bosques, saunas y los paisajes nevados de Laponia, la tierra de Papá Noel.',
    ),
  },
  {
    key: 'iceland',
    continent: 'europe',
    superareas: ['scandinavia'],
    name: l('Iceland', 'Islanda', 'Islândia', 'Islandia'),
    description: l(
      'Volcanoes, glaciers, geysers and hot springs on an island shaped by fire and ice.',
      "Vulcani, ghiacciai, geyser e sorgenti termali su un'isola plasmata dal fuoco e dal ghiaccio.",
      'Vulcões, glaciares, géiseres e nascentes termais numa ilha moldada pelo fogo e pelo gelo.',
      'Volcanes, glaciares, géiseres y aguas termales en una isla forjada por el fuego y el hielo.',
    ),
  },
  {
    key: 'japan',
    continent: 'asia',
    superareas: ['far-east'],
    name: l('Japan', 'Giappone', 'Japão', 'Japón'),
    description: l(
      'Ancient temples and futuristic cities, refined cuisine and cherry blossom in spring.',
      'Templi antichi e città futuristiche, cucina raffinata e ciliegi in fiore in primavera.',
      'Templos antigos e cidades futuristas, cozinha requintada e cerejeiras em flor na primavera.',
      'Templos milenarios y ciudades futuristas, cocina refinada y cerezos en flor en primavera.',
    ),
  },
  {
    key: 'thailand',
    continent: 'asia',
    superareas: ['southeast-asia'],
    name: l('Thailand', 'Thailandia', 'Tailândia', 'Tailandia'),
    description: l(
      'Buddhist temples, floating markets and the islands of the Andaman Sea.',
      'Templi buddisti, mercati galleggianti e le isole del Mare delle Andamane.',
      'Templos budistas, mercados flutuantes e as ilhas do Mar de Andamão.',
      'Templos budistas, mercados flotantes y las islas del mar de Andamán.',
    ),
  },
  {
    key: 'vietnam',
    continent: 'asia',
    superareas: ['southeast-asia'],
    name: l('Vietnam', 'Vietnam', 'Vietname', 'Vietnam'),
    description: l(
      "Ha Long Bay, the lanterns of Hoi An and the bustle of Hanoi's old quarter.",
      'La baia di Ha Long, le lanterne di Hoi An e il fermento del quartiere vecchio di Hanoi.',
      'A baía de Ha Long, as lanternas de Hoi An e a agitação do bairro antigo de Hanói.',
      'La bahía de Ha Long, los farolillos de Hoi An y el bullicio del barrio antiguo de Hanói.',
    ),
    spelling: ll(['Viet Nam'], ['Viet Nam'], ['Vietnã', 'Vietnam'], ['Viet Nam']),
  },
  {
    key: 'indonesia',
    continent: 'asia',
    superareas: ['southeast-asia'],
    name: l('Indonesia', 'Indonesia', 'Indonésia', 'Indonesia'),
    description: l(
      'Thousands of islands, Balinese temples and volcanoes rising from the jungle.',
      'Migliaia di isole, templi balinesi e vulcani che emergono dalla giungla.',
      'Milhares de ilhas, templos balineses e vulcões a erguer-se da selva.',
      'Miles de islas, templos balineses y volcanes que se alzan sobre la selva.',
    ),
  },
  {
    key: 'india',
    continent: 'asia',
    superareas: ['indian-subcontinent'],
    name: l('India', 'India', 'Índia', 'India'),
    description: l(
      'The forts and palaces of Rajasthan, the Taj Mahal and a feast of spices and colour.',
      'Forti e palazzi del Rajasthan, il Taj Mahal e un tripudio di spezie e colori.',
      'Fortes e palácios do Rajastão, o Taj Mahal e uma festa de especiarias e cores.',
      'Fuertes y palacios de Rajastán, el Taj Mahal y una explosión de especias y color.',
    ),
  },
  {
    key: 'united-arab-emirates',
    continent: 'asia',
    superareas: ['middle-east'],
    name: l('United Arab Emirates', 'Emirati Arabi Uniti', 'Emirados Árabes Unidos', 'Emiratos Árabes Unidos'),
    description: l(
      "Dubai's skyline, desert safaris and year-round sunshine on the Persian Gulf.",
      "Lo skyline di Dubai, i safari nel deserto e il sole tutto l'anno sul Golfo Persico.",
      'Os arranha-céus do Dubai, safaris no deserto e sol todo o ano no Golfo Pérsico.',
      'El skyline de Dubái, safaris por el desierto y sol todo el año en el golfo Pérsico.',
    ),
    spelling: ll(['UAE', 'Emirates'], ['EAU', 'Emirati'], ['EAU', 'Emirados'], ['EAU', 'Emiratos']),
  },
  {
    key: 'morocco',
    continent: 'africa',
    superareas: ['north-africa'],
    name: l('Morocco', 'Marocco', 'Marrocos', 'Marruecos'),
    description: l(
      'Souks and riads in Marrakech, the Atlas Mountains and a night under the Saharan stars.',
      "Suk e riad a Marrakech, la catena dell'Atlante e una notte sotto le stelle del Sahara.",
      'Souks e riads em Marraquexe, as montanhas do Atlas e uma noite sob as estrelas do Sara.',
      'Zocos y riads en Marrakech, la cordillera del Atlas y una noche bajo las estrellas del Sáhara.',
    ),
  },
  {
    key: 'egypt',
    continent: 'africa',
    superareas: ['north-africa'],
    name: l('Egypt', 'Egitto', 'Egito', 'Egipto'),
    description: l(
      'The pyramids of Giza, the temples of Luxor and a cruise on the Nile.',
      'Le piramidi di Giza, i templi di Luxor e una crociera sul Nilo.',
      'As pirâmides de Gizé, os templos de Luxor e um cruzeiro no Nilo.',
      'Las pirámides de Guiza, los templos de Luxor y un crucero por el Nilo.',
    ),
  },
  {
    key: 'kenya',
    continent: 'africa',
    superareas: ['east-africa'],
    name: l('Kenya', 'Kenya', 'Quénia', 'Kenia'),
    description: l(
      'Classic safaris in the Masai Mara, where the great migration crosses the plains.',
      'Safari classici nel Masai Mara, dove la grande migrazione attraversa le pianure.',
      'Safaris clássicos no Masai Mara, onde a grande migração atravessa as planícies.',
      'Safaris clásicos en la Masái Mara, donde la gran migración cruza las llanuras.',
    ),
    spelling: ll(['Kenia'], ['Kenia'], ['Quénia', 'Kenya'], ['Kenya']),
  },
  {
    key: 'tanzania',
    continent: 'africa',
    superareas: ['east-africa'],
    name: l('Tanzania', 'Tanzania', 'Tanzânia', 'Tanzania'),
    description: l(
      'The Serengeti, Kilimanjaro and the white beaches of Zanzibar.',
      'Il Serengeti, il Kilimangiaro e le spiagge bianche di Zanzibar.',
      'O Serengeti, o Kilimanjaro e as praias brancas de Zanzibar.',
      'El Serengueti, el Kilimanjaro y las playas blancas de Zanzíbar.',
    ),
  },
  {
    key: 'south-africa',
    continent: 'africa',
    superareas: ['southern-africa'],
    name: l('South Africa', 'Sudafrica', 'África do Sul', 'Sudáfrica'),
    description: l(
      'Cape Town, the Winelands and the Garden Route, with safaris in Big Five country.',
      'Città del Capo, le Winelands e la Garden Route, con safari nella terra dei Big Five.',
      'A Cidade do Cabo, as Winelands e a Garden Route, com safaris na terra dos Big Five.',
      'Ciudad del Cabo, las Winelands y la Ruta Jardín, con safaris en la tierra de los Cinco Grandes.',
    ),
  },
  {
    key: 'united-states',
    continent: 'north-america',
    superareas: ['usa-and-canada'],
    name: l('United States', 'Stati Uniti', 'Estados Unidos', 'Estados Unidos'),
    description: l(
      'New York, California and the great national parks of the West.',
      'New York, la California e i grandi parchi nazionali del West.',
      'Nova Iorque, a Califórnia e os grandes parques nacionais do Oeste.',
      'Nueva York, California y los grandes parques nacionales del Oeste.',
    ),
    spelling: ll(['USA', 'US', 'America'], ['USA', 'America'], ['EUA', 'América'], ['EE. UU.', 'EEUU']),
  },
  {
    key: 'canada',
    continent: 'north-america',
    superareas: ['usa-and-canada'],
    name: l('Canada', 'Canada', 'Canadá', 'Canadá'),
    description: l(
      'Rocky Mountain lakes, whales off the Pacific coast and cosmopolitan cities.',
      'I laghi delle Montagne Rocciose, le balene della costa pacifica e città cosmopolite.',
      'Os lagos das Montanhas Rochosas, as baleias da costa do Pacífico e cidades cosmopolitas.',
      'Los lagos de las Montañas Rocosas, las ballenas de la costa del Pacífico y ciudades cosmopolitas.',
    ),
  },
  {
    key: 'mexico',
    continent: 'north-america',
    superareas: ['caribbean'],
    name: l('Mexico', 'Messico', 'México', 'México'),
    description: l(
      'Mayan pyramids, cenotes and the Caribbean beaches of the Riviera Maya.',
      'Piramidi maya, cenote e le spiagge caraibiche della Riviera Maya.',
      'Pirâmides maias, cenotes e as praias caribenhas da Riviera Maya.',
      'Pirámides mayas, cenotes y las playas caribeñas de la Riviera Maya.',
    ),
  },
  {
    key: 'cuba',
    continent: 'north-america',
    superareas: ['caribbean'],
    name: same('Cuba'),
    description: l(
      'Vintage cars in Havana, tobacco fields and the rhythm of son.',
      "Auto d'epoca all'Avana, piantagioni di tabacco e il ritmo del son.",
      'Carros antigos em Havana, plantações de tabaco e o ritmo do son.',
      'Coches clásicos en La Habana, vegas de tabaco y el ritmo del son.',
    ),
  },
  {
    key: 'peru',
    continent: 'south-america',
    superareas: ['andes', 'amazon'],
    name: l('Peru', 'Perù', 'Peru', 'Perú'),
    description: l(
      "Machu Picchu, the Sacred Valley of the Incas and one of the world's great cuisines.",
      'Machu Picchu, la Valle Sacra degli Inca e una delle grandi cucine del mondo.',
      'Machu Picchu, o Vale Sagrado dos Incas e uma das grandes cozinhas do mundo.',
      'Machu Picchu, el Valle Sagrado de los Incas y una de las grandes cocinas del mundo.',
    ),
  },
  {
    key: 'argentina',
    continent: 'south-america',
    superareas: ['andes'],
    name: same('Argentina'),
    description: l(
      'Tango in Buenos Aires, Malbec vineyards and the glaciers of Patagonia.',
      'Il tango a Buenos Aires, i vigneti di Malbec e i ghiacciai della Patagonia.',
      'O tango em Buenos Aires, as vinhas de Malbec e os glaciares da Patagónia.',
      'El tango en Buenos Aires, los viñedos de malbec y los glaciares de la Patagonia.',
    ),
  },
  {
    key: 'brazil',
    continent: 'south-america',
    superareas: ['amazon'],
    name: l('Brazil', 'Brasile', 'Brasil', 'Brasil'),
    description: l(
      "Rio's beaches and carnival, the Iguaçu Falls and the Amazon rainforest.",
      "Le spiagge e il carnevale di Rio, le cascate dell'Iguazú e la foresta amazzonica.",
      'As praias e o carnaval do Rio, as cataratas do Iguaçu e a floresta amazónica.',
      'Las playas y el carnaval de Río, las cataratas del Iguazú y la selva amazónica.',
    ),
  },
  {
    key: 'australia',
    continent: 'oceania',
    superareas: ['australasia'],
    name: l('Australia', 'Australia', 'Austrália', 'Australia'),
    description: l(
      'Sydney Harbour, the Great Barrier Reef and the red heart of the Outback.',
      "La baia di Sydney, la Grande Barriera Corallina e il cuore rosso dell'Outback.",
      'A baía de Sydney, a Grande Barreira de Coral e o coração vermelho do Outback.',
      'La bahía de Sídney, la Gran Barrera de Coral y el corazón rojo del Outback.',
    ),
  },
  {
    key: 'new-zealand',
    continent: 'oceania',
    superareas: ['australasia'],
    name: l('New Zealand', 'Nuova Zelanda', 'Nova Zelândia', 'Nueva Zelanda'),
    description: l(
      'Fjords, volcanoes and adventure sports in landscapes straight out of a film.',
      "Fiordi, vulcani e sport d'avventura in paesaggi da film.",
      'Fiordes, vulcões e desportos radicais em paisagens de cinema.',
      'Fiordos, volcanes y deportes de aventura en paisajes de película.',
    ),
  },
] as const satisfies readonly CountryData[];

export type CountryKey = (typeof countries)[number]['key'];

export interface PlaceData extends DestinationData {
  country: CountryKey;
}

export const areas = [
  {
    key: 'tuscany',
    country: 'italy',
    name: l('Tuscany', 'Toscana', 'Toscana', 'Toscana'),
    description: l(
      'Cypress-lined hills, Renaissance towns and Chianti wine between Florence and Siena.',
      'Colline punteggiate di cipressi, borghi rinascimentali e vino Chianti tra Firenze e Siena.',
      'Colinas pontilhadas de ciprestes, vilas renascentistas e vinho Chianti entre Florença e Siena.',
      'Colinas salpicadas de cipreses, pueblos renacentistas y vino Chianti entre Florencia y Siena.',
    ),
  },
  {
    key: 'amalfi-coast',
    country: 'italy',
    name: l('Amalfi Coast', 'Costiera Amalfitana', 'Costa Amalfitana', 'Costa Amalfitana'),
    description: l(
      'Pastel villages clinging to cliffs above the sea: Positano, Amalfi and Ravello.',
      'Borghi color pastello aggrappati alle scogliere sul mare: Positano, Amalfi e Ravello.',
      'Aldeias em tons pastel agarradas às falésias sobre o mar: Positano, Amalfi e Ravello.',
      'Pueblos de colores pastel colgados de los acantilados sobre el mar: Positano, Amalfi y Ravello.',
    ),
    spelling: ll(['Amalfi', 'Costiera Amalfitana'], ['Costiera', 'Amalfi'], ['Amalfi'], ['Amalfi']),
  },
  {
    key: 'sicily',
    country: 'italy',
    name: l('Sicily', 'Sicilia', 'Sicília', 'Sicilia'),
    description: l(
      "Greek temples, baroque towns and Mount Etna on the Mediterranean's largest island.",
      "Templi greci, città barocche e l'Etna sull'isola più grande del Mediterraneo.",
      'Templos gregos, cidades barrocas e o Etna na maior ilha do Mediterrâneo.',
      'Templos griegos, ciudades barrocas y el Etna en la isla más grande del Mediterráneo.',
    ),
  },
  {
    key: 'andalusia',
    country: 'spain',
    name: l('Andalusia', 'Andalusia', 'Andaluzia', 'Andalucía'),
    description: l(
      "The Alhambra, Seville's cathedral and white villages in the sun.",
      "L'Alhambra, la cattedrale di Siviglia e paesini bianchi sotto il sole.",
      'A Alhambra, a catedral de Sevilha e aldeias brancas ao sol.',
      'La Alhambra, la catedral de Sevilla y pueblos blancos bajo el sol.',
    ),
    spelling: ll(['Andalucia', 'Andalucía'], ['Andalucía'], ['Andalucía'], ['Andalucia']),
  },
  {
    key: 'balearic-islands',
    country: 'spain',
    name: l('Balearic Islands', 'Isole Baleari', 'Ilhas Baleares', 'Islas Baleares'),
    description: l(
      'Mallorca, Menorca and Ibiza: coves with turquoise water and lively harbour towns.',
      "Maiorca, Minorca e Ibiza: calette dall'acqua turchese e vivaci paesi di mare.",
      'Maiorca, Minorca e Ibiza: enseadas de água turquesa e animadas vilas piscatórias.',
      'Mallorca, Menorca e Ibiza: calas de aguas turquesas y animados pueblos marineros.',
    ),
    spelling: ll(
      ['Balearics', 'Mallorca', 'Majorca', 'Menorca'],
      ['Baleari', 'Maiorca', 'Minorca'],
      ['Baleares', 'Maiorca'],
      ['Baleares', 'Mallorca', 'Menorca'],
    ),
  },
  {
    key: 'algarve',
    country: 'portugal',
    name: same('Algarve'),
    description: l(
      "Golden cliffs, sea caves and some of Europe's sunniest beaches.",
      "Scogliere dorate, grotte marine e alcune delle spiagge più soleggiate d'Europa.",
      'Falésias douradas, grutas marinhas e algumas das praias mais soalheiras da Europa.',
      'Acantilados dorados, cuevas marinas y algunas de las playas más soleadas de Europa.',
    ),
  },
  {
    key: 'douro-valley',
    country: 'portugal',
    name: l('Douro Valley', 'Valle del Douro', 'Vale do Douro', 'Valle del Duero'),
    description: l(
      'Terraced vineyards along the river where port wine is born.',
      'Vigneti terrazzati lungo il fiume dove nasce il vino di Porto.',
      'Vinhas em socalcos ao longo do rio onde nasce o vinho do Porto.',
      'Viñedos en terrazas a orillas del río donde nace el vino de Oporto.',
    ),
    spelling: ll(['Douro'], ['Douro'], ['Douro', 'Alto Douro'], ['Duero', 'Douro']),
  },
  {
    key: 'cyclades',
    country: 'greece',
    name: l('Cyclades', 'Cicladi', 'Cíclades', 'Cícladas'),
    description: l(
      'Santorini, Mykonos, Naxos and Paros: blue domes and Aegean sunsets.',
      "Santorini, Mykonos, Naxos e Paros: cupole blu e tramonti sull'Egeo.",
      'Santorini, Míconos, Naxos e Paros: cúpulas azuis e pores do sol no Egeu.',
      'Santorini, Mykonos, Naxos y Paros: cúpulas azules y atardeceres en el Egeo.',
    ),
    spelling: ll(
      ['Santorini', 'Mykonos', 'Greek islands'],
      ['Santorini', 'Mykonos', 'isole greche'],
      ['Santorini', 'Míconos', 'ilhas gregas'],
      ['Santorini', 'Mykonos', 'islas griegas'],
    ),
  },
  {
    key: 'provence',
    country: 'france',
    name: l('Provence', 'Provenza', 'Provença', 'Provenza'),
    description: l(
      'Lavender fields, hilltop villages and markets full of colour.',
      'Campi di lavanda, borghi arroccati e mercati pieni di colori.',
      'Campos de lavanda, aldeias no alto das colinas e mercados cheios de cor.',
      'Campos de lavanda, pueblos encaramados en las colinas y mercados llenos de color.',
    ),
  },
  {
    key: 'dalmatian-coast',
    country: 'croatia',
    name: l('Dalmatian Coast', 'Costa dalmata', 'Costa da Dalmácia', 'Costa dálmata'),
    description: l(
      'Dubrovnik, Split and the islands of Hvar and Korčula.',
      'Dubrovnik, Spalato e le isole di Lesina e Curzola.',
      'Dubrovnik, Split e as ilhas de Hvar e Korčula.',
      'Dubrovnik, Split y las islas de Hvar y Korčula.',
    ),
    spelling: ll(['Dalmatia', 'Split', 'Hvar'], ['Dalmazia', 'Spalato'], ['Dalmácia'], ['Dalmacia']),
  },
  {
    key: 'norwegian-fjords',
    country: 'norway',
    name: l('Norwegian Fjords', 'Fiordi norvegesi', 'Fiordes da Noruega', 'Fiordos noruegos'),
    description: l(
      'Geirangerfjord and Sognefjord: waterfalls, sheer cliffs and tiny villages.',
      'Geirangerfjord e Sognefjord: cascate, pareti a picco e minuscoli villaggi.',
      'Geirangerfjord e Sognefjord: cascatas, escarpas a pique e pequenas aldeias.',
      'Geirangerfjord y Sognefjord: cascadas, paredes verticales y pueblecitos.',
    ),
    spelling: ll(
      ['Geiranger', 'Sognefjord', 'Fjords'],
      ['Fiordi', 'Geiranger'],
      ['Fiordes', 'Geiranger'],
      ['Fiordos', 'Geiranger'],
    ),
  },
  {
    key: 'lapland',
    country: 'finland',
    name: l('Lapland', 'Lapponia', 'Lapónia', 'Laponia'),
    description: l(
      'Husky sledding, snowy forests and the aurora borealis above the Arctic Circle.',
      "Slitte trainate dagli husky, foreste innevate e l'aurora boreale oltre il Circolo polare artico.",
      'Passeios de trenó puxado por huskies, florestas nevadas e a aurora boreal acima do Círculo Polar Ártico.',
      'Trineos tirados por huskies, bosques nevados y la aurora boreal más allá del círculo polar ártico.',
    ),
    spelling: ll(
      ['Lappland', 'Finnish Lapland'],
      ['Lapponia finlandese'],
      ['Lapland', 'Lapônia'],
      ['Laponia finlandesa'],
    ),
  },
  {
    key: 'bali',
    country: 'indonesia',
    name: same('Bali'),
    description: l(
      'Rice terraces, Hindu temples and surf beaches on the Island of the Gods.',
      "Risaie a terrazza, templi induisti e spiagge da surf sull'Isola degli Dei.",
      'Socalcos de arroz, templos hindus e praias de surf na Ilha dos Deuses.',
      'Arrozales en terraza, templos hindúes y playas de surf en la Isla de los Dioses.',
    ),
  },
  {
    key: 'rajasthan',
    country: 'india',
    name: l('Rajasthan', 'Rajasthan', 'Rajastão', 'Rajastán'),
    description: l(
      'The pink city of Jaipur, desert forts and palaces on the lake in Udaipur.',
      'Jaipur, la città rosa, forti nel deserto e palazzi sul lago a Udaipur.',
      'Jaipur, a cidade rosa, fortes no deserto e palácios sobre o lago em Udaipur.',
      'Jaipur, la ciudad rosa, fuertes en el desierto y palacios sobre el lago en Udaipur.',
    ),
    spelling: ll(['Rajastan'], ['Rajastan'], ['Rajasthan'], ['Rajasthan']),
  },
  {
    key: 'masai-mara',
    country: 'kenya',
    name: l('Masai Mara', 'Masai Mara', 'Masai Mara', 'Masái Mara'),
    description: l(
      "Kenya's most famous reserve, with lions, cheetahs and the great migration from July to October.",
      'La riserva più famosa del Kenya, con leoni, ghepardi e la grande migrazione da luglio a ottobre.',
      'A reserva mais famosa do Quénia, com leões, chitas e a grande migração de julho a outubro.',
      'La reserva más famosa de Kenia, con leones, guepardos y la gran migración de julio a octubre.',
    ),
    spelling: ll(['Maasai Mara', 'Mara'], ['Maasai Mara'], ['Maasai Mara'], ['Masai Mara', 'Maasai Mara']),
  },
  {
    key: 'garden-route',
    country: 'south-africa',
    name: l('Garden Route', 'Garden Route', 'Garden Route', 'Ruta Jardín'),
    description: l(
      'A coastal drive of lagoons, forests and whale-watching bays east of Cape Town.',
      'Una strada costiera tra lagune, foreste e baie dove avvistare le balene, a est di Città del Capo.',
      'Uma estrada costeira de lagoas, florestas e baías para observar baleias, a leste da Cidade do Cabo.',
      'Una carretera costera de lagunas, bosques y bahías para avistar ballenas, al este de Ciudad del Cabo.',
    ),
    spelling: ll(['Tsitsikamma', 'Knysna'], ['Tsitsikamma'], ['Rota Jardim'], ['Garden Route']),
  },
  {
    key: 'california',
    country: 'united-states',
    name: l('California', 'California', 'Califórnia', 'California'),
    description: l(
      'The Golden Gate, Highway 1 and the giant sequoias of Yosemite.',
      'Il Golden Gate, la Highway 1 e le sequoie giganti di Yosemite.',
      'A Golden Gate, a Highway 1 e as sequoias gigantes de Yosemite.',
      'El Golden Gate, la Highway 1 y las secuoyas gigantes de Yosemite.',
    ),
  },
  {
    key: 'canadian-rockies',
    country: 'canada',
    name: l(
      'Canadian Rockies',
      'Montagne Rocciose canadesi',
      'Montanhas Rochosas do Canadá',
      'Montañas Rocosas canadienses',
    ),
    description: l(
      'Banff and Jasper: emerald lakes, glaciers and bears along the Icefields Parkway.',
      'Banff e Jasper: laghi color smeraldo, ghiacciai e orsi lungo la Icefields Parkway.',
      'Banff e Jasper: lagos cor de esmeralda, glaciares e ursos ao longo da Icefields Parkway.',
      'Banff y Jasper: lagos esmeralda, glaciares y osos a lo largo de la Icefields Parkway.',
    ),
    spelling: ll(
      ['Rocky Mountains', 'Banff', 'Jasper'],
      ['Rocciose', 'Banff'],
      ['Rochosas', 'Banff'],
      ['Rocosas', 'Banff'],
    ),
  },
  {
    key: 'riviera-maya',
    country: 'mexico',
    name: same('Riviera Maya'),
    description: l(
      'Caribbean beaches, cenotes and the clifftop ruins of Tulum.',
      'Spiagge caraibiche, cenote e le rovine di Tulum a picco sul mare.',
      'Praias caribenhas, cenotes e as ruínas de Tulum sobre o mar.',
      'Playas caribeñas, cenotes y las ruinas de Tulum frente al mar.',
    ),
    spelling: ll(
      ['Playa del Carmen', 'Tulum'],
      ['Playa del Carmen', 'Tulum'],
      ['Playa del Carmen', 'Tulum'],
      ['Playa del Carmen', 'Tulum'],
    ),
  },
  {
    key: 'sacred-valley',
    country: 'peru',
    name: l('Sacred Valley', 'Valle Sacra', 'Vale Sagrado', 'Valle Sagrado'),
    description: l(
      'Andean villages, Inca terraces and the gateway to Machu Picchu.',
      "Villaggi andini, terrazzamenti inca e la porta d'accesso a Machu Picchu.",
      'Aldeias andinas, socalcos incas e a porta de entrada para Machu Picchu.',
      'Pueblos andinos, terrazas incas y la puerta de entrada a Machu Picchu.',
    ),
    spelling: ll(['Machu Picchu', 'Urubamba'], ['Machu Picchu'], ['Machu Picchu'], ['Machu Picchu', 'Urubamba']),
  },
  {
    key: 'patagonia',
    country: 'argentina',
    name: l('Patagonia', 'Patagonia', 'Patagónia', 'Patagonia'),
    description: l(
      'The Perito Moreno glacier, Fitz Roy and the wide-open steppe at the end of the world.',
      'Il ghiacciaio Perito Moreno, il Fitz Roy e la steppa sconfinata alla fine del mondo.',
      'O glaciar Perito Moreno, o Fitz Roy e a estepe sem fim no fim do mundo.',
      'El glaciar Perito Moreno, el Fitz Roy y la estepa infinita del fin del mundo.',
    ),
    spelling: ll(['El Calafate', 'Perito Moreno'], ['El Calafate'], ['El Calafate'], ['El Calafate', 'El Chaltén']),
  },
  {
    key: 'queensland',
    country: 'australia',
    name: same('Queensland'),
    description: l(
      'The Great Barrier Reef, the Whitsunday Islands and the Daintree rainforest.',
      'La Grande Barriera Corallina, le isole Whitsunday e la foresta pluviale del Daintree.',
      'A Grande Barreira de Coral, as ilhas Whitsunday e a floresta tropical de Daintree.',
      'La Gran Barrera de Coral, las islas Whitsunday y la selva tropical de Daintree.',
    ),
    spelling: ll(
      ['Great Barrier Reef', 'Cairns'],
      ['Grande Barriera Corallina'],
      ['Grande Barreira de Coral'],
      ['Gran Barrera de Coral'],
    ),
  },
  {
    key: 'fiordland',
    country: 'new-zealand',
    name: same('Fiordland'),
    description: l(
      'Milford Sound and Doubtful Sound, carved by glaciers and fed by waterfalls.',
      'Milford Sound e Doubtful Sound, scolpiti dai ghiacciai e alimentati dalle cascate.',
      'Milford Sound e Doubtful Sound, esculpidos por glaciares e alimentados por cascatas.',
      'Milford Sound y Doubtful Sound, esculpidos por glaciares y alimentados por cascadas.',
    ),
    spelling: ll(['Milford Sound'], ['Milford Sound'], ['Milford Sound'], ['Milford Sound']),
  },
] as const satisfies readonly PlaceData[];

export type AreaKey = (typeof areas)[number]['key'];

export const cities = [
  {
    key: 'rome',
    country: 'italy',
    name: l('Rome', 'Roma', 'Roma', 'Roma'),
    description: l(
      'The Colosseum, the Vatican and trattorias in Trastevere: three thousand years of history.',
      'Il Colosseo, il Vaticano e le trattorie di Trastevere: tremila anni di storia.',
      'O Coliseu, o Vaticano e as trattorias do Trastevere: três mil anos de história.',
      'El Coliseo, el Vaticano y las trattorias del Trastevere: tres mil años de historia.',
    ),
  },
  {
    key: 'florence',
    country: 'italy',
    name: l('Florence', 'Firenze', 'Florença', 'Florencia'),
    description: l(
      'The cradle of the Renaissance: the Duomo, the Uffizi and the Ponte Vecchio.',
      'La culla del Rinascimento: il Duomo, gli Uffizi e Ponte Vecchio.',
      'O berço do Renascimento: o Duomo, a Galeria Uffizi e a Ponte Vecchio.',
      'La cuna del Renacimiento: el Duomo, los Uffizi y el Ponte Vecchio.',
    ),
    spelling: ll(['Firenze'], ['Florence'], ['Firenze'], ['Firenze']),
  },
  {
    key: 'venice',
    country: 'italy',
    name: l('Venice', 'Venezia', 'Veneza', 'Venecia'),
    description: l(
      'Canals, gondolas and palaces on the water, with Murano and Burano a boat ride away.',
      "Canali, gondole e palazzi sull'acqua, con Murano e Burano a pochi minuti di vaporetto.",
      'Canais, gôndolas e palácios sobre a água, com Murano e Burano a uma curta viagem de barco.',
      'Canales, góndolas y palacios sobre el agua, con Murano y Burano a un corto trayecto en barco.',
    ),
    spelling: ll(['Venezia'], ['Venice'], ['Venezia'], ['Venezia']),
  },
  {
    key: 'naples',
    country: 'italy',
    name: l('Naples', 'Napoli', 'Nápoles', 'Nápoles'),
    description: l(
      'Pizza, baroque churches and views of Vesuvius; the gateway to Pompeii and Capri.',
      'Pizza, chiese barocche e vista sul Vesuvio; la porta per Pompei e Capri.',
      'Pizza, igrejas barrocas e vista para o Vesúvio; a porta de entrada para Pompeia e Capri.',
      'Pizza, iglesias barrocas y vistas al Vesubio; la puerta de entrada a Pompeya y Capri.',
    ),
    spelling: ll(['Napoli'], ['Naples'], ['Napoli'], ['Napoli']),
  },
  {
    key: 'madrid',
    country: 'spain',
    name: same('Madrid'),
    description: l(
      'The Prado, the Retiro Park and tapas bars that stay open late.',
      'Il Prado, il parco del Retiro e bar di tapas aperti fino a tardi.',
      'O Prado, o Parque do Retiro e bares de tapas abertos até tarde.',
      'El Prado, el parque del Retiro y bares de tapas abiertos hasta tarde.',
    ),
  },
  {
    key: 'barcelona',
    country: 'spain',
    name: l('Barcelona', 'Barcellona', 'Barcelona', 'Barcelona'),
    description: l(
      "Gaudí's Sagrada Família, the Gothic Quarter and city beaches.",
      'La Sagrada Família di Gaudí, il Barrio Gotico e le spiagge in città.',
      'A Sagrada Família de Gaudí, o Bairro Gótico e as praias da cidade.',
      'La Sagrada Familia de Gaudí, el Barrio Gótico y las playas de la ciudad.',
    ),
  },
  {
    key: 'seville',
    country: 'spain',
    name: l('Seville', 'Siviglia', 'Sevilha', 'Sevilla'),
    description: l(
      'Flamenco, orange trees and the Real Alcázar in the heart of Andalusia.',
      "Flamenco, aranci e il Real Alcázar nel cuore dell'Andalusia.",
      'Flamenco, laranjeiras e o Real Alcázar no coração da Andaluzia.',
      'Flamenco, naranjos y el Real Alcázar en el corazón de Andalucía.',
    ),
    spelling: ll(['Sevilla'], ['Sevilla'], ['Sevilla'], ['Seville']),
  },
  {
    key: 'lisbon',
    country: 'portugal',
    name: l('Lisbon', 'Lisbona', 'Lisboa', 'Lisboa'),
    description: l(
      'Trams climbing cobbled hills, fado in Alfama and custard tarts in Belém.',
      "Tram che si arrampicano sui colli, il fado nell'Alfama e i pastéis de Belém.",
      'Elétricos a subir colinas calcetadas, fado em Alfama e pastéis de Belém.',
      'Tranvías que suben por colinas empedradas, fado en la Alfama y pasteles de Belém.',
    ),
    spelling: ll(['Lisboa'], ['Lisboa'], ['Lisbon'], ['Lisbon']),
  },
  {
    key: 'porto',
    country: 'portugal',
    name: l('Porto', 'Porto', 'Porto', 'Oporto'),
    description: l(
      'Port wine cellars, the Ribeira waterfront and churches covered in azulejos.',
      'Le cantine del vino di Porto, il lungofiume della Ribeira e chiese rivestite di azulejos.',
      'As caves do vinho do Porto, a Ribeira e igrejas forradas a azulejos.',
      'Bodegas de vino de Oporto, la Ribeira junto al río e iglesias cubiertas de azulejos.',
    ),
    spelling: ll(['Oporto'], ['Oporto'], ['Oporto'], ['Porto']),
  },
  {
    key: 'athens',
    country: 'greece',
    name: l('Athens', 'Atene', 'Atenas', 'Atenas'),
    description: l(
      'The Acropolis, the Plaka and rooftop views over the birthplace of democracy.',
      "L'Acropoli, la Plaka e terrazze panoramiche sulla culla della democrazia.",
      'A Acrópole, a Plaka e terraços com vista sobre o berço da democracia.',
      'La Acrópolis, la Plaka y terrazas con vistas a la cuna de la democracia.',
    ),
  },
  {
    key: 'paris',
    country: 'france',
    name: l('Paris', 'Parigi', 'Paris', 'París'),
    description: l(
      'The Eiffel Tower, the Louvre and cafés on the banks of the Seine.',
      'La Torre Eiffel, il Louvre e i caffè sulle rive della Senna.',
      'A Torre Eiffel, o Louvre e os cafés nas margens do Sena.',
      'La Torre Eiffel, el Louvre y los cafés a orillas del Sena.',
    ),
  },
  {
    key: 'nice',
    country: 'france',
    name: l('Nice', 'Nizza', 'Nice', 'Niza'),
    description: l(
      "The Promenade des Anglais, the old town's markets and the light of the Riviera.",
      'La Promenade des Anglais, i mercati della città vecchia e la luce della Costa Azzurra.',
      "A Promenade des Anglais, os mercados da cidade velha e a luz da Côte d'Azur.",
      'El Paseo de los Ingleses, los mercados del casco antiguo y la luz de la Costa Azul.',
    ),
  },
  {
    key: 'dubrovnik',
    country: 'croatia',
    name: same('Dubrovnik'),
    description: l(
      "The city walls of the 'Pearl of the Adriatic' and a sea of terracotta roofs.",
      "Le mura della 'Perla dell'Adriatico' e un mare di tetti in cotto.",
      "As muralhas da 'Pérola do Adriático' e um mar de telhados de terracota.",
      "Las murallas de la 'Perla del Adriático' y un mar de tejados de terracota.",
    ),
    spelling: ll(['Ragusa'], ['Ragusa di Dalmazia'], ['Ragusa'], ['Ragusa']),
  },
  {
    key: 'bergen',
    country: 'norway',
    name: same('Bergen'),
    description: l(
      'The colourful wharf houses of Bryggen and the gateway to the fjords.',
      "Le case colorate del molo di Bryggen e la porta d'accesso ai fiordi.",
      'As casas coloridas do cais de Bryggen e a porta de entrada para os fiordes.',
      'Las casas de colores del muelle de Bryggen y la puerta de entrada a los fiordos.',
    ),
  },
  {
    key: 'rovaniemi',
    country: 'finland',
    name: same('Rovaniemi'),
    description: l(
      'The official hometown of Santa Claus, right on the Arctic Circle.',
      'La città ufficiale di Babbo Natale, proprio sul Circolo polare artico.',
      'A cidade oficial do Pai Natal, mesmo em cima do Círculo Polar Ártico.',
      'La ciudad oficial de Papá Noel, justo sobre el círculo polar ártico.',
    ),
  },
  {
    key: 'reykjavik',
    country: 'iceland',
    name: l('Reykjavik', 'Reykjavík', 'Reiquiavique', 'Reikiavik'),
    description: l(
      'A colourful, compact capital with geothermal pools and a lively music scene.',
      'Una capitale colorata e raccolta, con piscine geotermali e una vivace scena musicale.',
      'Uma capital colorida e compacta, com piscinas geotérmicas e uma animada cena musical.',
      'Una capital colorida y compacta, con piscinas geotermales y una animada escena musical.',
    ),
    spelling: ll(['Reykjavík'], ['Reykjavik'], ['Reykjavík', 'Reykjavik'], ['Reykjavík', 'Reykjavik']),
  },
  {
    key: 'tokyo',
    country: 'japan',
    name: l('Tokyo', 'Tokyo', 'Tóquio', 'Tokio'),
    description: l(
      "Neon-lit Shibuya, quiet shrines and the world's best sushi.",
      'Le luci al neon di Shibuya, santuari silenziosi e il miglior sushi del mondo.',
      'As luzes de néon de Shibuya, santuários tranquilos e o melhor sushi do mundo.',
      'Las luces de neón de Shibuya, santuarios tranquilos y el mejor sushi del mundo.',
    ),
    spelling: ll(['Tokio'], ['Tokio'], ['Tokyo'], ['Tokyo']),
  },
  {
    key: 'kyoto',
    country: 'japan',
    name: l('Kyoto', 'Kyoto', 'Quioto', 'Kioto'),
    description: l(
      'Two thousand temples, geishas in Gion and the red gates of Fushimi Inari.',
      'Duemila templi, le geishe di Gion e i portali rossi del Fushimi Inari.',
      'Dois mil templos, gueixas em Gion e os portões vermelhos de Fushimi Inari.',
      'Dos mil templos, geishas en Gion y los portales rojos de Fushimi Inari.',
    ),
    spelling: ll(['Kioto'], ['Kioto'], ['Kyoto'], ['Kyoto']),
  },
  {
    key: 'bangkok',
    country: 'thailand',
    name: l('Bangkok', 'Bangkok', 'Banguecoque', 'Bangkok'),
    description: l(
      'Golden palaces, floating markets and rooftop bars above the Chao Phraya.',
      'Palazzi dorati, mercati galleggianti e rooftop bar sul Chao Phraya.',
      'Palácios dourados, mercados flutuantes e bares nos terraços sobre o Chao Phraya.',
      'Palacios dorados, mercados flotantes y bares en azoteas sobre el Chao Phraya.',
    ),
    spelling: ll(['Krung Thep'], ['Krung Thep'], ['Bangkok'], ['Krung Thep']),
  },
  {
    key: 'chiang-mai',
    country: 'thailand',
    name: same('Chiang Mai'),
    description: l(
      'Temples in the hills of northern Thailand, night markets and ethical elephant sanctuaries.',
      'Templi sulle colline del nord della Thailandia, mercati notturni e santuari etici per elefanti.',
      'Templos nas colinas do norte da Tailândia, mercados noturnos e santuários éticos de elefantes.',
      'Templos en las colinas del norte de Tailandia, mercados nocturnos y santuarios éticos de elefantes.',
    ),
  },
  {
    key: 'hanoi',
    country: 'vietnam',
    name: l('Hanoi', 'Hanoi', 'Hanói', 'Hanói'),
    description: l(
      "Lakes, street food and the French quarter of Vietnam's thousand-year-old capital.",
      'Laghi, cibo di strada e il quartiere francese della millenaria capitale del Vietnam.',
      'Lagos, comida de rua e o bairro francês da milenar capital do Vietname.',
      'Lagos, comida callejera y el barrio francés de la milenaria capital de Vietnam.',
    ),
  },
  {
    key: 'ubud',
    country: 'indonesia',
    name: same('Ubud'),
    description: l(
      "Bali's cultural heart, surrounded by rice terraces and jungle.",
      'Il cuore culturale di Bali, circondato da risaie a terrazza e giungla.',
      'O coração cultural de Bali, rodeado de socalcos de arroz e selva.',
      'El corazón cultural de Bali, rodeado de arrozales en terraza y selva.',
    ),
  },
  {
    key: 'jaipur',
    country: 'india',
    name: same('Jaipur'),
    description: l(
      'The Pink City: the Palace of the Winds and the Amber Fort.',
      'La Città Rosa: il Palazzo dei Venti e il Forte di Amber.',
      'A Cidade Rosa: o Palácio dos Ventos e o Forte de Amber.',
      'La Ciudad Rosa: el Palacio de los Vientos y el Fuerte de Amber.',
    ),
  },
  {
    key: 'dubai',
    country: 'united-arab-emirates',
    name: l('Dubai', 'Dubai', 'Dubai', 'Dubái'),
    description: l(
      'The Burj Khalifa, gold souks and desert dunes just outside the city.',
      "Il Burj Khalifa, i suk dell'oro e le dune del deserto alle porte della città.",
      'O Burj Khalifa, os souks do ouro e as dunas do deserto às portas da cidade.',
      'El Burj Khalifa, los zocos del oro y las dunas del desierto a las puertas de la ciudad.',
    ),
  },
  {
    key: 'marrakech',
    country: 'morocco',
    name: l('Marrakech', 'Marrakech', 'Marraquexe', 'Marrakech'),
    description: l(
      'Jemaa el-Fna square, riads with hidden gardens and the souks of the medina.',
      'La piazza Jemaa el-Fna, riad con giardini nascosti e i suk della medina.',
      'A praça Jemaa el-Fna, riads com jardins escondidos e os souks da medina.',
      'La plaza Yamaa el Fna, riads con jardines escondidos y los zocos de la medina.',
    ),
    spelling: ll(['Marrakesh'], ['Marrakesh'], ['Marrakech', 'Marrakesh'], ['Marraquech', 'Marrakesh']),
  },
  {
    key: 'cairo',
    country: 'egypt',
    name: l('Cairo', 'Il Cairo', 'Cairo', 'El Cairo'),
    slug: { it: 'cairo', es: 'el-cairo' },
    description: l(
      'The pyramids of Giza, the Egyptian Museum and the bazaar of Khan el-Khalili.',
      'Le piramidi di Giza, il Museo Egizio e il bazar di Khan el-Khalili.',
      'As pirâmides de Gizé, o Museu Egípcio e o bazar de Khan el-Khalili.',
      'Las pirámides de Guiza, el Museo Egipcio y el bazar de Jan el Jalili.',
    ),
    spelling: ll(['Giza'], ['Giza'], ['Gizé'], ['Guiza']),
  },
  {
    key: 'luxor',
    country: 'egypt',
    name: l('Luxor', 'Luxor', 'Luxor', 'Lúxor'),
    description: l(
      'Karnak, the Valley of the Kings and sunrise balloon flights over the Nile.',
      "Karnak, la Valle dei Re e voli in mongolfiera all'alba sul Nilo.",
      'Karnak, o Vale dos Reis e voos de balão ao nascer do sol sobre o Nilo.',
      'Karnak, el Valle de los Reyes y vuelos en globo al amanecer sobre el Nilo.',
    ),
  },
  {
    key: 'nairobi',
    country: 'kenya',
    name: same('Nairobi'),
    description: l(
      "Kenya's capital and the starting point for safaris, with a national park on its doorstep.",
      'La capitale del Kenya e il punto di partenza dei safari, con un parco nazionale alle porte.',
      'A capital do Quénia e o ponto de partida dos safaris, com um parque nacional às portas da cidade.',
      'La capital de Kenia y el punto de partida de los safaris, con un parque nacional a las puertas.',
    ),
  },
  {
    key: 'zanzibar',
    country: 'tanzania',
    name: l('Zanzibar', 'Zanzibar', 'Zanzibar', 'Zanzíbar'),
    description: l(
      "Stone Town's carved doors, spice farms and powder-white beaches.",
      'Le porte intagliate di Stone Town, le piantagioni di spezie e spiagge bianchissime.',
      'As portas esculpidas de Stone Town, as plantações de especiarias e praias de areia muito branca.',
      'Las puertas talladas de Stone Town, las plantaciones de especias y playas de arena blanquísima.',
    ),
    spelling: ll(['Stone Town'], ['Stone Town'], ['Stone Town'], ['Stone Town', 'Zanzibar']),
  },
  {
    key: 'cape-town',
    country: 'south-africa',
    name: l('Cape Town', 'Città del Capo', 'Cidade do Cabo', 'Ciudad del Cabo'),
    description: l(
      'Table Mountain, the Cape of Good Hope and vineyards a short drive away.',
      'La Table Mountain, il Capo di Buona Speranza e vigneti a breve distanza.',
      'A Table Mountain, o Cabo da Boa Esperança e vinhas a curta distância.',
      'La Montaña de la Mesa, el cabo de Buena Esperanza y viñedos a poca distancia.',
    ),
    spelling: ll(['Capetown'], ['Cape Town'], ['Cape Town'], ['Cape Town']),
  },
  {
    key: 'new-york',
    country: 'united-states',
    name: l('New York', 'New York', 'Nova Iorque', 'Nueva York'),
    description: l(
      "Manhattan's skyline, Broadway shows and Central Park in every season.",
      'Lo skyline di Manhattan, gli spettacoli di Broadway e Central Park in ogni stagione.',
      'Os arranha-céus de Manhattan, os espetáculos da Broadway e o Central Park em todas as estações.',
      'El skyline de Manhattan, los musicales de Broadway y Central Park en cualquier estación.',
    ),
    spelling: ll(
      ['NYC', 'New York City', 'Manhattan'],
      ['NYC', 'Nuova York', 'Manhattan'],
      ['New York', 'NYC', 'Nova York'],
      ['New York', 'NYC'],
    ),
  },
  {
    key: 'san-francisco',
    country: 'united-states',
    name: l('San Francisco', 'San Francisco', 'São Francisco', 'San Francisco'),
    description: l(
      "Cable cars, the Golden Gate Bridge and the gateway to California's wine country.",
      "I cable car, il Golden Gate Bridge e la porta d'accesso alle terre del vino californiane.",
      'Os elétricos de cabo, a ponte Golden Gate e a porta de entrada para a região vinícola da Califórnia.',
      'Los tranvías de cable, el puente Golden Gate y la puerta de entrada a la región vinícola de California.',
    ),
    spelling: ll(['SF', 'San Fran'], ['SF'], ['San Francisco'], ['SF']),
  },
  {
    key: 'vancouver',
    country: 'canada',
    name: same('Vancouver'),
    description: l(
      'Where the mountains meet the Pacific: Stanley Park, seafood and whale watching.',
      'Dove le montagne incontrano il Pacifico: Stanley Park, pesce fresco e whale watching.',
      'Onde as montanhas encontram o Pacífico: Stanley Park, marisco e observação de baleias.',
      'Donde las montañas se encuentran con el Pacífico: Stanley Park, marisco y avistamiento de ballenas.',
    ),
  },
  {
    key: 'cancun',
    country: 'mexico',
    name: same('Cancún'),
    description: l(
      'White sand, turquoise water and the starting point for the Riviera Maya.',
      'Sabbia bianca, acqua turchese e il punto di partenza per la Riviera Maya.',
      'Areia branca, água turquesa e o ponto de partida para a Riviera Maya.',
      'Arena blanca, agua turquesa y el punto de partida para la Riviera Maya.',
    ),
    spelling: ll(['Cancun'], ['Cancun'], ['Cancun'], ['Cancun']),
  },
  {
    key: 'havana',
    country: 'cuba',
    name: l('Havana', "L'Avana", 'Havana', 'La Habana'),
    slug: { it: 'avana' },
    description: l(
      'Colonial squares, vintage cars and live music on every corner.',
      "Piazze coloniali, auto d'epoca e musica dal vivo a ogni angolo.",
      'Praças coloniais, carros antigos e música ao vivo em cada esquina.',
      'Plazas coloniales, coches clásicos y música en directo en cada esquina.',
    ),
    spelling: ll(
      ['La Habana', 'Habana'],
      ['Avana', 'La Habana', 'Havana'],
      ['Havana Velha', 'La Habana'],
      ['Habana', 'Havana'],
    ),
  },
  {
    key: 'cusco',
    country: 'peru',
    name: l('Cusco', 'Cusco', 'Cusco', 'Cuzco'),
    description: l(
      'The old Inca capital, with colonial churches built on Inca walls.',
      "L'antica capitale degli Inca, con chiese coloniali costruite sulle mura inca.",
      'A antiga capital dos Incas, com igrejas coloniais construídas sobre muralhas incas.',
      'La antigua capital de los incas, con iglesias coloniales levantadas sobre muros incas.',
    ),
    spelling: ll(['Cuzco', 'Qosqo'], ['Cuzco'], ['Cuzco'], ['Cusco', 'Qosqo']),
  },
  {
    key: 'buenos-aires',
    country: 'argentina',
    name: same('Buenos Aires'),
    description: l(
      'Tango in San Telmo, steakhouses and the colourful houses of La Boca.',
      'Il tango a San Telmo, le parrillas e le case colorate della Boca.',
      'O tango em San Telmo, as parrillas e as casas coloridas de La Boca.',
      'Tango en San Telmo, parrillas y las casas de colores de La Boca.',
    ),
  },
  {
    key: 'rio-de-janeiro',
    country: 'brazil',
    name: l('Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'Río de Janeiro'),
    description: l(
      'Sugarloaf Mountain, Christ the Redeemer and the beaches of Copacabana and Ipanema.',
      'Il Pan di Zucchero, il Cristo Redentore e le spiagge di Copacabana e Ipanema.',
      'O Pão de Açúcar, o Cristo Redentor e as praias de Copacabana e Ipanema.',
      'El Pan de Azúcar, el Cristo Redentor y las playas de Copacabana e Ipanema.',
    ),
    spelling: ll(['Rio'], ['Rio'], ['Rio'], ['Río', 'Rio']),
  },
  {
    key: 'sydney',
    country: 'australia',
    name: l('Sydney', 'Sydney', 'Sydney', 'Sídney'),
    description: l(
      'The Opera House, Harbour Bridge and Bondi Beach.',
      "La Opera House, l'Harbour Bridge e Bondi Beach.",
      'A Ópera, a Harbour Bridge e a praia de Bondi.',
      'La Ópera, el Harbour Bridge y la playa de Bondi.',
    ),
    spelling: ll(['Sidney'], ['Sidney'], ['Sidney'], ['Sydney']),
  },
  {
    key: 'queenstown',
    country: 'new-zealand',
    name: same('Queenstown'),
    description: l(
      'The adventure capital of the world, on the shores of Lake Wakatipu.',
      "La capitale mondiale dell'avventura, sulle rive del lago Wakatipu.",
      'A capital mundial da aventura, nas margens do lago Wakatipu.',
      'La capital mundial de la aventura, a orillas del lago Wakatipu.',
    ),
  },
] as const satisfies readonly PlaceData[];

export type CityKey = (typeof cities)[number]['key'];

/** The entry id of a destination: `continent-europe`, `country-italy`, `city-rome`, ... */
export type DestinationId =
  | `continent-${ContinentKey}`
  | `superarea-${SuperareaKey}`
  | `country-${CountryKey}`
  | `area-${AreaKey}`
  | `city-${CityKey}`;

/** A destination's slug in each language. */
export function destinationSlugs(destination: DestinationData): Localized {
  return slugsOf(destination.name, destination.slug);
}

/** A country's slug in each language, e.g. for links to its package results. */
export function countrySlugs(key: CountryKey): Localized {
  const country: DestinationData | undefined = countries.find((item) => item.key === key);
  if (!country) throw new Error(`Unknown country ${key}`);
  return destinationSlugs(country);
}
