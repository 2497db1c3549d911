import { l, type Localized } from './text';

/**
 * The lines of the packages' "included" and "not included" lists, written
 * once and reused, as an agency's product team keeps a phrasebook.
 */

export const includedItems = {
  flights: l('Return flights', 'Volo di andata e ritorno', 'Voo de ida e volta', 'Vuelo de ida y vuelta'),
  'flights-domestic': l('Internal flights', 'Voli interni', 'Voos internos', 'Vuelos internos'),
  transfers: l(
    'Airport transfers',
    "Trasferimenti da e per l'aeroporto",
    'Transferes de e para o aeroporto',
    'Traslados desde y hasta el aeropuerto',
  ),
  'hotel-breakfast': l('Hotel with breakfast', 'Hotel con colazione', 'Hotel com pequeno-almoço', 'Hotel con desayuno'),
  'hotel-room-only': l(
    'Hotel (room only)',
    'Hotel (solo pernottamento)',
    'Hotel (só alojamento)',
    'Hotel (solo alojamiento)',
  ),
  'half-board': l('Half board', 'Mezza pensione', 'Meia pensão', 'Media pensión'),
  'full-board': l('Full board', 'Pensione completa', 'Pensão completa', 'Pensión completa'),
  'all-inclusive': l('All-inclusive', 'All inclusive', 'Tudo incluído', 'Todo incluido'),
  guide: l(
    'Local English-speaking guide',
    'Guida locale parlante italiano',
    'Guia local de língua portuguesa',
    'Guía local de habla hispana',
  ),
  'tour-leader': l(
    'Tour leader throughout',
    'Accompagnatore per tutto il viaggio',
    'Guia acompanhante durante toda a viagem',
    'Guía acompañante durante todo el viaje',
  ),
  'car-hire': l(
    'Car hire with unlimited mileage',
    'Auto a noleggio con chilometraggio illimitato',
    'Aluguer de automóvel com quilometragem ilimitada',
    'Coche de alquiler con kilometraje ilimitado',
  ),
  'rail-passes': l(
    'Train tickets with reserved seats',
    'Biglietti del treno con posto riservato',
    'Bilhetes de comboio com lugar reservado',
    'Billetes de tren con asiento reservado',
  ),
  ferries: l(
    'Ferry tickets between the islands',
    'Biglietti dei traghetti tra le isole',
    'Bilhetes de ferry entre as ilhas',
    'Billetes de ferri entre las islas',
  ),
  'entrance-fees': l(
    'Entrance fees for the visits listed',
    'Ingressi alle visite indicate',
    'Entradas nas visitas indicadas',
    'Entradas a las visitas indicadas',
  ),
  'cruise-cabin': l(
    'Cabin with private bathroom',
    'Cabina con bagno privato',
    'Cabine com casa de banho privativa',
    'Camarote con baño privado',
  ),
  'safari-drives': l(
    'Game drives in a 4x4 vehicle',
    'Fotosafari in fuoristrada 4x4',
    'Safaris fotográficos em veículo 4x4',
    'Safaris fotográficos en vehículo 4x4',
  ),
  excursions: l(
    'Excursions as per itinerary',
    'Escursioni come da programma',
    'Excursões conforme o programa',
    'Excursiones según el programa',
  ),
  'event-entry': l(
    'Race entry and bib',
    'Iscrizione alla gara e pettorale',
    'Inscrição na prova e dorsal',
    'Inscripción en la carrera y dorsal',
  ),
  'carnival-tickets': l(
    'Grandstand tickets for the Sambadrome parade',
    'Biglietti in tribuna per la sfilata al Sambodromo',
    'Bilhetes de bancada para o desfile no Sambódromo',
    'Entradas de tribuna para el desfile en el Sambódromo',
  ),
} as const satisfies Record<string, Localized>;

export type IncludedKey = keyof typeof includedItems;

export const notIncludedItems = {
  flights: l('Flights', 'Voli', 'Voos', 'Vuelos'),
  insurance: l('Travel insurance', 'Assicurazione di viaggio', 'Seguro de viagem', 'Seguro de viaje'),
  tips: l('Tips', 'Mance', 'Gorjetas', 'Propinas'),
  visa: l(
    'Visa or travel authorisation fees',
    "Costo del visto o dell'autorizzazione di viaggio",
    'Custos de visto ou de autorização de viagem',
    'Tasas de visado o de autorización de viaje',
  ),
  'city-tax': l('Local tourist tax', 'Tassa di soggiorno', 'Taxa turística', 'Tasa turística'),
  meals: l('Meals not mentioned', 'Pasti non menzionati', 'Refeições não mencionadas', 'Comidas no mencionadas'),
  drinks: l('Drinks', 'Bevande', 'Bebidas', 'Bebidas'),
  'optional-excursions': l(
    'Optional excursions',
    'Escursioni facoltative',
    'Excursões opcionais',
    'Excursiones opcionales',
  ),
  fuel: l('Fuel and tolls', 'Carburante e pedaggi', 'Combustível e portagens', 'Combustible y peajes'),
  'park-fees': l(
    'National park fees paid locally',
    'Tasse dei parchi nazionali da pagare in loco',
    'Taxas dos parques nacionais pagas no local',
    'Tasas de los parques nacionales a pagar en destino',
  ),
  'port-charges': l(
    'Port charges and service fees',
    'Tasse portuali e quote di servizio',
    'Taxas portuárias e de serviço',
    'Tasas portuarias y cuotas de servicio',
  ),
} as const satisfies Record<string, Localized>;

export type NotIncludedKey = keyof typeof notIncludedItems;
