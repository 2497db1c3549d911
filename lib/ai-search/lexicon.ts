/**
 * The words the embedded AI search understands beyond what the CMS names
 * (destinations, things to do and categories come from the CMS in all four
 * languages). One table for English, Italian, Portuguese and Spanish
 * together: visitors mix languages ("una week in Italia"), and a word of one
 * language rarely means something else in another where it matters (numbers
 * only count before a unit: "sei giorni", not "sei stanco"). Every word is in
 * the folded form of ./text.ts (lower case, no accents).
 */

/** Numbers visitors write as words, up to the counts a trip or a party needs. */
export const numberWords: Record<string, number> = {
  // en
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, twenty: 20, couple: 2,
  // it
  un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, venti: 20, paio: 2,
  // pt
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, dez: 10,
  onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezasseis: 16, dezesseis: 16, vinte: 20,
  // es
  dos: 2, cuatro: 4, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
  dieciseis: 16, veinte: 20, par: 2,
};

/** How many days a unit of time is; nights count one day more ("7 nights" is an 8-day trip). */
export const durationUnits: Record<string, { days: number; nights?: true }> = {
  day: { days: 1 }, days: { days: 1 }, giorno: { days: 1 }, giorni: { days: 1 }, gg: { days: 1 }, dia: { days: 1 }, dias: { days: 1 },
  night: { days: 1, nights: true }, nights: { days: 1, nights: true }, notte: { days: 1, nights: true }, notti: { days: 1, nights: true },
  noite: { days: 1, nights: true }, noites: { days: 1, nights: true }, noche: { days: 1, nights: true }, noches: { days: 1, nights: true },
  week: { days: 7 }, weeks: { days: 7 }, settimana: { days: 7 }, settimane: { days: 7 }, semana: { days: 7 }, semanas: { days: 7 },
  month: { days: 30 }, mese: { days: 30 }, mes: { days: 30 }, meses: { days: 30 },
};

/** Whole phrases of a length, checked on the folded text. */
export const durationPhrases: ReadonlyArray<{ pattern: RegExp; days: number }> = [
  { pattern: /\b(?:long weekend|weekend lungo|ponte|fim de semana prolongado|puente)\b/, days: 4 },
  { pattern: /\b(?:week ?end|fine ?settimana|fim de semana|fin de semana|finde)\b/, days: 3 },
  { pattern: /\b(?:fortnight|quindicina|quinzena|quincena)\b/, days: 14 },
  { pattern: /\b(?:a few days|few days|qualche giorno|pochi giorni|alguns dias|poucos dias|unos dias|pocos dias)\b/, days: 4 },
];

/** Seasons and holidays, as the month the results should show (the northern hemisphere's, where the market is). */
export const seasonWords: ReadonlyArray<{ pattern: RegExp; month: number }> = [
  { pattern: /\b(?:christmas|xmas|natale|natal|navidad|new year|capodanno|ano novo|reveillon|nochevieja|fin de ano)\b/, month: 12 },
  { pattern: /\b(?:easter|pasqua|pascoa|semana santa)\b/, month: 4 },
  { pattern: /\b(?:ferragosto)\b/, month: 8 },
  { pattern: /\b(?:carnival|carnevale|carnaval|valentine s day|valentines day|san valentino|san valentin)\b/, month: 2 },
  { pattern: /\b(?:summer|estate|estiva|estivo|verao|verano)\b/, month: 7 },
  { pattern: /\b(?:winter|inverno|invernale|invierno)\b/, month: 1 },
  { pattern: /\b(?:spring|primavera)\b/, month: 4 },
  { pattern: /\b(?:autumn|(?:in|this|next|the) fall|autunno|outono|otono)\b/, month: 10 },
];

/**
 * Short month names, and spellings the runtime's month names lack. Left out:
 * "mar" (the sea in Italian, Portuguese and Spanish), "ago" and "set" (English
 * words); "may" counts only with a capital (./parse.ts).
 */
export const monthAbbreviations: Record<string, number> = {
  jan: 1, feb: 2, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  gen: 1, ott: 10, dic: 12, setiembre: 9, marco: 3,
};

/** Money: symbols and names of the markets' currencies (the amount is the market's, whatever the sign says). */
export const CURRENCY = String.raw`(?:€|£|\$|eur|euro|euros|gbp|pounds?|quid|sterlin[ae]|libras?|usd|dollars?|dollari|dolares)`;

/** Words that make an amount the most a visitor spends. */
export const MAX_WORDS = String.raw`(?:under|below|less than|up to|no more than|not more than|max(?:imum)?|at most|within|cheaper than|budget(?: of| is)?|sotto(?: i)?|meno di|massimo|al massimo|fino a|entro(?: i)?|non piu di|spendere|menos de|ate|maximo|no maximo|abaixo de|orcamento(?: de)?|nao mais de|gastar|hasta|por debajo de|presupuesto(?: de)?|no mas de|como mucho|around|about|circa|cerca de|unos|alrededor de)`;

/** Words that make an amount the least a visitor spends. */
export const MIN_WORDS = String.raw`(?:over|above|more than|at least|min(?:imum)?|piu di|oltre|almeno|sopra|mais de|acima de|pelo menos|no minimo|mas de|por encima de|al menos|como minimo)`;

/** Children, in the plural (a count may come before) and in the singular (one child). */
export const childrenPlural = [
  'kids', 'children', 'childs', 'teens', 'teenagers', 'toddlers', 'sons', 'daughters', 'bambini', 'bimbi', 'bambine', 'bimbe', 'figli', 'figlie', 'ragazzi', 'adolescenti',
  'criancas', 'filhos', 'filhas', 'miudos', 'ninos', 'ninas', 'hijos', 'hijas', 'peques', 'chicos', 'adolescentes',
];
export const childrenSingular = [
  'kid', 'child', 'daughter', 'toddler', 'baby', 'teen', 'teenager', 'bambino', 'bambina', 'bimbo', 'bimba', 'figlio', 'figlia', 'neonato',
  'crianca', 'filho', 'filha', 'bebe', 'nino', 'nina', 'hijo', 'hija',
];
/** Adults counted by name ("2 adults", "4 friends": the friends and the visitor). */
export const adultWords = ['adults', 'adulti', 'adultos', 'people', 'persons', 'persone', 'pessoas', 'personas', 'pax'];
export const friendWords = ['friends', 'amici', 'amiche', 'amigos', 'amigas'];
/** A couple travels: two adults. */
export const coupleWords = /\b(?:couple|my (?:wife|husband|partner|girlfriend|boyfriend|fiancee?)|honeymoon|coppia|(?:mia )?moglie|(?:mio )?marito|(?:la mia |il mio )?(?:fidanzat[ao]|compagn[ao])|viaggio di nozze|luna di miele|casal|(?:minha )?(?:esposa|mulher|namorada)|(?:meu )?(?:marido|namorado)|lua de mel|pareja|(?:mi )?(?:esposa|mujer|novia|novio|marido)|luna de miel)\b/;
/** The visitor alone. */
export const soloWords = /\b(?:alone|solo trip|by myself|on my own|travel(?:l?ing)? solo|da sol[oa]|sozinh[oa]|viajo sol[oa]|viajar sol[oa]|yo sol[oa])\b/;
/** "a family of four", "siamo in 5", "somos 4". */
export const partySize = /\b(?:family of|famiglia di|familia de|we are|siamo in|siamo|somos)\s+(\d+)\b/;

/**
 * What visitors call the CMS's things to do and categories besides their
 * names, keyed by the option's English slug (the CMS's own slugs in the
 * seed). An option the CMS does not have is ignored; one it adds is found by
 * its names in the four languages without an entry here.
 */
export const optionSynonyms: Record<string, readonly string[]> = {
  // Things to do
  'wine-tasting': ['wine', 'wines', 'wine tasting', 'vineyards', 'wineries', 'vino', 'vini', 'cantine', 'vigneti', 'degustazione', 'vinho', 'vinhos', 'vinhas', 'enoturismo', 'bodegas', 'vinedos', 'cata'],
  safari: ['safari', 'game drive', 'game drives', 'big five'],
  hiking: ['hike', 'hiking', 'hikes', 'trek', 'trekking', 'walking', 'escursioni', 'camminate', 'caminhadas', 'trilhos', 'trilhas', 'senderismo', 'caminatas', 'senderos'],
  'snorkelling-and-diving': ['snorkel', 'snorkelling', 'snorkeling', 'diving', 'scuba', 'immersioni', 'sub', 'mergulho', 'mergulhar', 'buceo', 'bucear', 'esnorquel'],
  'cooking-classes': ['cooking', 'cooking class', 'cookery', 'corso di cucina', 'cucinare', 'culinaria', 'aula de culinaria', 'clase de cocina', 'clases de cocina', 'cocinar'],
  'northern-lights': ['northern lights', 'aurora', 'aurora boreale', 'aurora borealis', 'aurora boreal', 'auroras boreales', 'luzes do norte'],
  'boat-trips': ['boat', 'boat trip', 'sailing', 'gita in barca', 'barca', 'barche', 'barco', 'passeio de barco', 'paseo en barco', 'velero', 'veleiro', 'catamaran'],
  'museums-and-monuments': ['museum', 'museums', 'monuments', 'musei', 'museo', 'monumenti', 'museus', 'monumentos', 'museos', 'galleries'],
  'whale-watching': ['whale', 'whales', 'whale watching', 'balene', 'baleias', 'ballenas', 'dolphins', 'delfini', 'golfinhos', 'delfines'],
  'hot-air-balloon-flights': ['balloon', 'hot air balloon', 'mongolfiera', 'balao', 'globo aerostatico', 'globo'],
  'spas-and-hot-springs': ['spa', 'spas', 'hot springs', 'terme', 'termas', 'thermal', 'aguas termales', 'sorgenti termali'],
  cycling: ['cycling', 'bike', 'bikes', 'biking', 'bicycle', 'bici', 'bicicletta', 'in bicicletta', 'ciclismo', 'bicicleta', 'cicloturismo'],
  'shows-and-nightlife': ['nightlife', 'night life', 'clubs', 'clubbing', 'shows', 'broadway', 'vita notturna', 'discoteche', 'spettacoli', 'vida noturna', 'baladas', 'vida nocturna', 'fiesta', 'fiestas', 'espectaculos', 'musicals'],
  'beach-days': ['beach days', 'relax al mare', 'dias de praia', 'dias de playa'],
  'snow-activities': ['snow', 'ski', 'skiing', 'husky', 'sledding', 'neve', 'sci', 'sciare', 'slitta', 'esqui', 'nieve', 'esquiar', 'trineo'],
  // Categories
  honeymoon: ['honeymoon', 'honey moon', 'viaggio di nozze', 'luna di miele', 'lua de mel', 'luna de miel', 'just married', 'recien casados', 'sposi'],
  family: ['family', 'families', 'family friendly', 'famiglia', 'famiglie', 'per famiglie', 'familia', 'familias', 'em familia', 'en familia'],
  adventure: ['adventure', 'adventures', 'adventurous', 'avventura', 'avventure', 'aventura', 'aventuras'],
  'culture-and-history': ['culture', 'cultural', 'history', 'historic', 'historical', 'ruins', 'temples', 'cultura', 'culturale', 'storia', 'storico', 'rovine', 'templi', 'historia', 'historico', 'ruinas', 'templos', 'arqueologia', 'archaeology'],
  beach: ['beach', 'beaches', 'seaside', 'by the sea', 'mare', 'al mare', 'spiaggia', 'spiagge', 'praia', 'praias', 'playa', 'playas'],
  'nature-and-wildlife': ['nature', 'wildlife', 'animals', 'natura', 'animali', 'natureza', 'vida selvagem', 'animais', 'naturaleza', 'fauna', 'animales', 'vida salvaje'],
  'food-and-wine': ['food', 'foodie', 'gastronomy', 'food and wine', 'cibo', 'enogastronomia', 'gastronomia', 'comida', 'mangiare', 'gastronomico', 'gastronomica', 'comer'],
  wellness: ['wellness', 'relax', 'relaxing', 'relaxation', 'yoga', 'benessere', 'rilassante', 'rilassarsi', 'bem estar', 'relaxar', 'relaxante', 'bienestar', 'relajarse', 'relajante', 'descansar'],
  'city-breaks': ['city break', 'city breaks', 'city trip', 'escapada urbana', 'escapadas urbanas', 'escapadinha', 'escapadinha urbana', 'escapadinhas urbanas'],
  luxury: ['luxury', 'luxurious', 'five star', '5 star', 'high end', 'lusso', 'lussuoso', 'di lusso', 'luxo', 'luxuoso', 'lujo', 'lujoso', 'de lujo'],
};

/** Place names that are also everyday words: they count only with a capital letter ("Nice", not "a nice trip"). */
export const capitalOnlyNames = new Set(['nice', 'porto', 'mara', 'split', 'jasper']);
