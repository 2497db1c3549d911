import { type PackageKey } from './packages';
import { l, type Localized } from './text';

/**
 * The photos a package page shows below its main photo, in order,
 * at most `limits.packageGallery` per package. The generator makes each one
 * an image asset `package-{package key}-gallery-{n}` (n from 1, in this
 * order), drawn like every other seed picture from its id and English title
 * (packages/cms/images). The description is the photo's text alternative: it
 * says what the photo shows, in each language.
 */

export interface GalleryPhotoData {
  title: Localized;
  /** What the photo shows: the alt text screen readers read. */
  description: Localized;
}

function photo(title: Localized, description: Localized): GalleryPhotoData {
  return { title, description };
}

export const packageGalleries: Partial<Record<PackageKey, readonly GalleryPhotoData[]>> = {
  'amalfi-coast-classic': [
    photo(
      l('Positano from the sea', 'Positano dal mare', 'Positano vista do mar', 'Positano desde el mar'),
      l(
        'Pastel houses stacked up the cliff above the beach of Positano, with fishing boats pulled up on the shingle.',
        'Le case color pastello di Positano arroccate sulla scogliera sopra la spiaggia, con le barche dei pescatori tirate in secca.',
        'As casas em tons pastel de Positano empilhadas na falésia sobre a praia, com barcos de pesca puxados para a areia.',
        'Las casas de colores pastel de Positano escalonadas en el acantilado sobre la playa, con barcas de pesca varadas en la arena.',
      ),
    ),
    photo(
      l('The Faraglioni of Capri', 'I Faraglioni di Capri', 'Os Faraglioni de Capri', 'Los Faraglioni de Capri'),
      l(
        'Three limestone sea stacks rising from deep blue water off Capri, a motorboat passing through the arch of the middle one.',
        'Tre faraglioni di roccia calcarea che emergono dal mare blu di Capri, con un motoscafo che passa sotto l’arco di quello centrale.',
        'Três rochedos de calcário a erguer-se do mar azul de Capri, com uma lancha a passar pelo arco do rochedo do meio.',
        'Tres farallones de caliza que se alzan del mar azul de Capri, con una lancha pasando bajo el arco del central.',
      ),
    ),
    photo(
      l('Pompeii and Vesuvius', 'Pompei e il Vesuvio', 'Pompeia e o Vesúvio', 'Pompeya y el Vesubio'),
      l(
        'The columns of the Forum of Pompeii in the foreground and the cone of Vesuvius behind them under a clear sky.',
        'Le colonne del Foro di Pompei in primo piano e, dietro, il cono del Vesuvio sotto un cielo limpido.',
        'As colunas do Fórum de Pompeia em primeiro plano e, atrás, o cone do Vesúvio sob um céu limpo.',
        'Las columnas del Foro de Pompeya en primer plano y, detrás, el cono del Vesubio bajo un cielo despejado.',
      ),
    ),
    photo(
      l('Lemons of Sorrento', 'Limoni di Sorrento', 'Limões de Sorrento', 'Limones de Sorrento'),
      l(
        'Large yellow lemons hanging under the straw mats of a terraced grove above Sorrento.',
        'Grossi limoni gialli appesi sotto le pagliarelle di un limoneto a terrazze sopra Sorrento.',
        'Limões amarelos e grandes pendurados sob as esteiras de palha de um limoal em socalcos acima de Sorrento.',
        'Grandes limones amarillos colgando bajo las esteras de paja de un limonar en terrazas sobre Sorrento.',
      ),
    ),
    photo(
      l(
        'The terrace of Villa Cimbrone',
        'La terrazza di Villa Cimbrone',
        'O terraço da Villa Cimbrone',
        'La terraza de Villa Cimbrone',
      ),
      l(
        'Marble busts along the balustrade of the Terrace of Infinity in Ravello, with the coast far below.',
        'Busti di marmo lungo la balaustra della Terrazza dell’Infinito a Ravello, con la costa molto più in basso.',
        'Bustos de mármore ao longo da balaustrada do Terraço do Infinito em Ravello, com a costa lá muito em baixo.',
        'Bustos de mármol a lo largo de la balaustrada de la Terraza del Infinito en Ravello, con la costa muy abajo.',
      ),
    ),
    photo(
      l('Amalfi cathedral', 'Il Duomo di Amalfi', 'A catedral de Amalfi', 'La catedral de Amalfi'),
      l(
        'The striped façade and wide staircase of the Cathedral of St Andrew in Amalfi, with people sitting on the steps.',
        'La facciata a strisce e l’ampia scalinata del Duomo di Sant’Andrea ad Amalfi, con gente seduta sui gradini.',
        'A fachada às riscas e a larga escadaria da Catedral de Santo André em Amalfi, com pessoas sentadas nos degraus.',
        'La fachada a rayas y la amplia escalinata de la catedral de San Andrés en Amalfi, con gente sentada en los escalones.',
      ),
    ),
  ],
  'tuscany-by-train': [
    photo(
      l(
        'Florence from Piazzale Michelangelo',
        'Firenze da piazzale Michelangelo',
        'Florença vista da Piazzale Michelangelo',
        'Florencia desde la piazzale Michelangelo',
      ),
      l(
        'The red dome of Florence cathedral and the tower of Palazzo Vecchio above the rooftops at sunset, the Arno in front.',
        'La cupola rossa del Duomo di Firenze e la torre di Palazzo Vecchio sopra i tetti al tramonto, con l’Arno davanti.',
        'A cúpula vermelha da catedral de Florença e a torre do Palazzo Vecchio sobre os telhados ao pôr do sol, com o Arno à frente.',
        'La cúpula roja de la catedral de Florencia y la torre del Palazzo Vecchio sobre los tejados al atardecer, con el Arno delante.',
      ),
    ),
    photo(
      l('Piazza del Campo, Siena', 'Piazza del Campo, Siena', 'Piazza del Campo, Siena', 'Piazza del Campo, Siena'),
      l(
        'The shell-shaped brick square of Siena seen from above, with the slender Torre del Mangia casting its shadow.',
        'La piazza a conchiglia di Siena vista dall’alto, con l’esile Torre del Mangia che proietta la sua ombra.',
        'A praça de tijolo em forma de concha de Siena vista de cima, com a esguia Torre del Mangia a projetar a sua sombra.',
        'La plaza de ladrillo en forma de concha de Siena vista desde arriba, con la esbelta Torre del Mangia proyectando su sombra.',
      ),
    ),
    photo(
      l(
        'A regional train in Tuscany',
        'Un treno regionale in Toscana',
        'Um comboio regional na Toscana',
        'Un tren regional en la Toscana',
      ),
      l(
        'A regional train crossing the green hills between Florence and Siena, with cypresses along the line.',
        'Un treno regionale attraversa le colline verdi tra Firenze e Siena, con i cipressi lungo la linea.',
        'Um comboio regional atravessa as colinas verdes entre Florença e Siena, com ciprestes ao longo da linha.',
        'Un tren regional cruza las colinas verdes entre Florencia y Siena, con cipreses junto a la vía.',
      ),
    ),
    photo(
      l('Chianti vineyards', 'Vigneti del Chianti', 'Vinhas do Chianti', 'Viñedos del Chianti'),
      l(
        'Rows of vines on a hillside in Chianti in late summer, a stone farmhouse among the olive trees at the top.',
        'Filari di viti su una collina del Chianti a fine estate, con un casale di pietra tra gli ulivi in cima.',
        'Fileiras de videiras numa encosta do Chianti no fim do verão, com uma casa de pedra entre as oliveiras lá no alto.',
        'Hileras de vides en una ladera del Chianti a finales de verano, con una casa de piedra entre los olivos en lo alto.',
      ),
    ),
    photo(
      l(
        'The Leaning Tower of Pisa',
        'La Torre pendente di Pisa',
        'A Torre Inclinada de Pisa',
        'La Torre Inclinada de Pisa',
      ),
      l(
        'The white marble Leaning Tower behind the cathedral of Pisa, on the green lawn of the Field of Miracles.',
        'La Torre pendente di marmo bianco dietro il Duomo di Pisa, sul prato verde di piazza dei Miracoli.',
        'A Torre Inclinada de mármore branco atrás da catedral de Pisa, no relvado verde do Campo dos Milagres.',
        'La Torre Inclinada de mármol blanco detrás de la catedral de Pisa, sobre el césped verde del Campo de los Milagros.',
      ),
    ),
  ],
  'grand-tour-of-italy': [
    photo(
      l('The Colosseum at dusk', 'Il Colosseo al tramonto', 'O Coliseu ao entardecer', 'El Coliseo al anochecer'),
      l(
        'The arches of the Colosseum lit from inside against a deep blue evening sky.',
        'Le arcate del Colosseo illuminate dall’interno contro il blu intenso del cielo serale.',
        'As arcadas do Coliseu iluminadas por dentro contra o azul intenso do céu ao fim do dia.',
        'Las arcadas del Coliseo iluminadas desde dentro contra el azul intenso del cielo al anochecer.',
      ),
    ),
    photo(
      l('The Ponte Vecchio', 'Ponte Vecchio', 'A Ponte Vecchio', 'El Ponte Vecchio'),
      l(
        'The goldsmiths’ shops of the Ponte Vecchio reflected in the Arno in Florence.',
        'Le botteghe degli orafi di Ponte Vecchio che si riflettono nell’Arno, a Firenze.',
        'As lojas dos ourives da Ponte Vecchio refletidas no Arno, em Florença.',
        'Los talleres de los orfebres del Ponte Vecchio reflejados en el Arno, en Florencia.',
      ),
    ),
    photo(
      l(
        'Gondolas on the Grand Canal',
        'Gondole sul Canal Grande',
        'Gôndolas no Grande Canal',
        'Góndolas en el Gran Canal',
      ),
      l(
        'Gondolas moored at their posts on the Grand Canal, with the dome of Santa Maria della Salute across the water.',
        'Gondole ormeggiate ai pali sul Canal Grande, con la cupola della Salute dall’altra parte dell’acqua.',
        'Gôndolas amarradas aos postes no Grande Canal, com a cúpula de Santa Maria della Salute do outro lado da água.',
        'Góndolas amarradas a sus postes en el Gran Canal, con la cúpula de Santa Maria della Salute al otro lado del agua.',
      ),
    ),
    photo(
      l('Fresh pasta class', 'Lezione di pasta fresca', 'Aula de massa fresca', 'Clase de pasta fresca'),
      l(
        'Hands rolling out egg pasta on a floured wooden board, with a cook showing how thin the sheet should be.',
        'Mani che stendono la sfoglia all’uovo su una spianatoia infarinata, mentre una cuoca mostra quanto deve essere sottile.',
        'Mãos a estender massa de ovo numa tábua de madeira enfarinhada, enquanto uma cozinheira mostra a espessura certa.',
        'Manos estirando pasta al huevo sobre una tabla de madera enharinada, mientras una cocinera enseña lo fina que debe quedar.',
      ),
    ),
    photo(
      l(
        'High-speed train at Roma Termini',
        'Un Frecciarossa a Roma Termini',
        'Comboio de alta velocidade em Roma Termini',
        'Tren de alta velocidad en Roma Termini',
      ),
      l(
        'A red high-speed train waiting at a platform of Roma Termini station, travellers boarding with their suitcases.',
        'Un Frecciarossa fermo al binario della stazione di Roma Termini, con i viaggiatori che salgono con le valigie.',
        'Um comboio vermelho de alta velocidade parado numa plataforma da estação de Roma Termini, com passageiros a entrar com as malas.',
        'Un tren rojo de alta velocidad esperando en un andén de la estación de Roma Termini, con viajeros subiendo con sus maletas.',
      ),
    ),
  ],
  'rome-city-break': [
    photo(
      l('The Trevi Fountain', 'La Fontana di Trevi', 'A Fontana di Trevi', 'La Fontana di Trevi'),
      l(
        'Neptune and his sea horses in the white marble of the Trevi Fountain, the water lit turquoise at night.',
        'Nettuno e i suoi cavalli marini nel marmo bianco della Fontana di Trevi, con l’acqua illuminata di turchese di notte.',
        'Neptuno e os seus cavalos-marinhos no mármore branco da Fontana di Trevi, com a água iluminada de turquesa à noite.',
        'Neptuno y sus caballos marinos en el mármol blanco de la Fontana di Trevi, con el agua iluminada de turquesa por la noche.',
      ),
    ),
    photo(
      l('Inside the Colosseum', 'Dentro il Colosseo', 'Dentro do Coliseu', 'Dentro del Coliseo'),
      l(
        'The tiers of the Colosseum seen from the arena floor, above the maze of underground passages.',
        'Le gradinate del Colosseo viste dal piano dell’arena, sopra il labirinto dei sotterranei.',
        'As bancadas do Coliseu vistas do chão da arena, sobre o labirinto de passagens subterrâneas.',
        'Las gradas del Coliseo vistas desde el suelo de la arena, sobre el laberinto de pasadizos subterráneos.',
      ),
    ),
    photo(
      l('St Peter’s Square', 'Piazza San Pietro', 'A Praça de São Pedro', 'La plaza de San Pedro'),
      l(
        'The curved colonnades of St Peter’s Square embracing the obelisk, with the dome of the basilica behind.',
        'Il colonnato curvo di piazza San Pietro che abbraccia l’obelisco, con la cupola della basilica dietro.',
        'As colunatas curvas da Praça de São Pedro a abraçar o obelisco, com a cúpula da basílica atrás.',
        'Las columnatas curvas de la plaza de San Pedro abrazando el obelisco, con la cúpula de la basílica detrás.',
      ),
    ),
  ],
  'andalusia-self-drive': [
    photo(
      l('The Court of the Lions', 'Il Cortile dei Leoni', 'O Pátio dos Leões', 'El Patio de los Leones'),
      l(
        'Twelve stone lions holding up the fountain in the arcaded courtyard of the Nasrid Palaces in the Alhambra.',
        'Dodici leoni di pietra che reggono la fontana nel cortile porticato dei Palazzi Nasridi, all’Alhambra.',
        'Doze leões de pedra a segurar a fonte no pátio com arcadas dos Palácios Nacéridas, no Alhambra.',
        'Doce leones de piedra sosteniendo la fuente del patio porticado de los Palacios Nazaríes, en la Alhambra.',
      ),
    ),
    photo(
      l(
        'Plaza de España, Seville',
        'Plaza de España, Siviglia',
        'Plaza de España, Sevilha',
        'Plaza de España, Sevilla',
      ),
      l(
        'The brick semicircle of Plaza de España in Seville with its tiled benches, its canal and a rowing boat.',
        'Il semicerchio di mattoni di Plaza de España a Siviglia, con le panchine di azulejos, il canale e una barca a remi.',
        'O semicírculo de tijolo da Plaza de España em Sevilha, com os bancos de azulejo, o canal e um barco a remos.',
        'El semicírculo de ladrillo de la plaza de España de Sevilla, con sus bancos de azulejos, su canal y una barca de remos.',
      ),
    ),
    photo(
      l('The arches of the Mezquita', 'Gli archi della Mezquita', 'Os arcos da Mesquita', 'Los arcos de la Mezquita'),
      l(
        'Rows of red and white striped arches on marble columns inside the Mosque-Cathedral of Córdoba.',
        'File di archi a strisce bianche e rosse su colonne di marmo nella Moschea-Cattedrale di Cordova.',
        'Filas de arcos às riscas vermelhas e brancas sobre colunas de mármore, dentro da Mesquita-Catedral de Córdova.',
        'Hileras de arcos a rayas rojas y blancas sobre columnas de mármol en el interior de la Mezquita-Catedral de Córdoba.',
      ),
    ),
    photo(
      l('Ronda’s Puente Nuevo', 'Il Puente Nuevo di Ronda', 'A Puente Nuevo de Ronda', 'El Puente Nuevo de Ronda'),
      l(
        'The tall stone bridge of Ronda spanning the deep El Tajo gorge, white houses on the cliff edge.',
        'L’alto ponte di pietra di Ronda sulla profonda gola del Tajo, con le case bianche sul ciglio della rupe.',
        'A alta ponte de pedra de Ronda sobre o fundo desfiladeiro do Tajo, com casas brancas à beira da falésia.',
        'El alto puente de piedra de Ronda sobre el profundo Tajo, con casas blancas al borde del precipicio.',
      ),
    ),
  ],
  'algarve-beach-holiday': [
    photo(
      l('The Benagil cave', 'La grotta di Benagil', 'A gruta de Benagil', 'La cueva de Benagil'),
      l(
        'Sunlight falling through the round opening in the roof of the Benagil sea cave onto its small golden beach.',
        'La luce che entra dall’apertura rotonda nel tetto della grotta di Benagil e cade sulla sua piccola spiaggia dorata.',
        'A luz do sol a entrar pela abertura redonda no teto da gruta de Benagil e a cair na sua pequena praia dourada.',
        'La luz del sol entrando por la abertura redonda del techo de la cueva de Benagil sobre su pequeña playa dorada.',
      ),
    ),
    photo(
      l('Ponta da Piedade', 'Ponta da Piedade', 'Ponta da Piedade', 'Ponta da Piedade'),
      l(
        'Ochre sea stacks and arches of Ponta da Piedade near Lagos, with a kayak on the green water below.',
        'Faraglioni e archi color ocra di Ponta da Piedade vicino a Lagos, con un kayak sull’acqua verde.',
        'Os leixões e arcos cor de ocre da Ponta da Piedade, perto de Lagos, com um caiaque na água verde.',
        'Farallones y arcos color ocre de Ponta da Piedade, cerca de Lagos, con un kayak en el agua verde.',
      ),
    ),
    photo(
      l('Praia do Camilo', 'Praia do Camilo', 'Praia do Camilo', 'Praia do Camilo'),
      l(
        'The long wooden staircase down the cliff to the small sandy cove of Praia do Camilo.',
        'La lunga scala di legno che scende dalla scogliera alla piccola caletta sabbiosa di Praia do Camilo.',
        'A longa escadaria de madeira que desce a falésia até à pequena enseada de areia da Praia do Camilo.',
        'La larga escalera de madera que baja por el acantilado hasta la pequeña cala de arena de Praia do Camilo.',
      ),
    ),
  ],
  'douro-river-cruise': [
    photo(
      l(
        'Terraced vineyards of the Douro',
        'I vigneti a terrazze del Douro',
        'As vinhas em socalcos do Douro',
        'Los viñedos en terrazas del Duero',
      ),
      l(
        'Steep terraces of vines curving along the hills above a bend of the Douro near Pinhão.',
        'Ripide terrazze di viti che seguono le colline sopra un’ansa del Douro, vicino a Pinhão.',
        'Socalcos íngremes de vinha a acompanhar as encostas sobre uma curva do Douro, perto do Pinhão.',
        'Empinadas terrazas de viñas que siguen las colinas sobre un meandro del Duero, cerca de Pinhão.',
      ),
    ),
    photo(
      l('The river ship at Régua', 'La nave fluviale a Régua', 'O navio fluvial na Régua', 'El barco fluvial en Régua'),
      l(
        'A white river cruise ship moored at the quay of Peso da Régua in the evening light.',
        'Una nave da crociera fluviale bianca ormeggiata alla banchina di Peso da Régua nella luce della sera.',
        'Um navio de cruzeiro fluvial branco atracado no cais do Peso da Régua à luz do fim da tarde.',
        'Un barco de crucero fluvial blanco atracado en el muelle de Peso da Régua con la luz del atardecer.',
      ),
    ),
    photo(
      l('Port wine barrels', 'Botti di porto', 'Tonéis de vinho do Porto', 'Barricas de oporto'),
      l(
        'Rows of old oak barrels in the dim cellar of a port wine lodge in Vila Nova de Gaia.',
        'File di vecchie botti di rovere nella penombra di una cantina di porto a Vila Nova de Gaia.',
        'Filas de velhos tonéis de carvalho na penumbra de umas caves de vinho do Porto em Vila Nova de Gaia.',
        'Hileras de viejas barricas de roble en la penumbra de una bodega de oporto en Vila Nova de Gaia.',
      ),
    ),
    photo(
      l('Porto’s Ribeira', 'La Ribeira di Porto', 'A Ribeira do Porto', 'La Ribeira de Oporto'),
      l(
        'Colourful tall houses of the Ribeira along the Douro, with the iron arch of the Dom Luís I bridge.',
        'Le alte case colorate della Ribeira lungo il Douro, con l’arco di ferro del ponte Dom Luís I.',
        'As casas altas e coloridas da Ribeira ao longo do Douro, com o arco de ferro da ponte D. Luís I.',
        'Las altas casas de colores de la Ribeira junto al Duero, con el arco de hierro del puente Don Luis I.',
      ),
    ),
  ],
  'classical-greece-tour': [
    photo(
      l('The Parthenon', 'Il Partenone', 'O Pártenon', 'El Partenón'),
      l(
        'The marble columns of the Parthenon on the Acropolis in warm morning light.',
        'Le colonne di marmo del Partenone sull’Acropoli nella luce calda del mattino.',
        'As colunas de mármore do Pártenon na Acrópole, à luz quente da manhã.',
        'Las columnas de mármol del Partenón en la Acrópolis con la cálida luz de la mañana.',
      ),
    ),
    photo(
      l(
        'The monasteries of Meteora',
        'I monasteri delle Meteore',
        'Os mosteiros de Meteora',
        'Los monasterios de Meteora',
      ),
      l(
        'A monastery with red roofs perched on top of a sheer grey rock pillar at Meteora, the plain of Thessaly below.',
        'Un monastero dai tetti rossi in cima a un pinnacolo di roccia grigia alle Meteore, con la piana della Tessaglia sotto.',
        'Um mosteiro de telhados vermelhos no cimo de um pilar de rocha cinzenta a pique em Meteora, com a planície da Tessália em baixo.',
        'Un monasterio de tejados rojos en lo alto de un pilar de roca gris cortado a pico en Meteora, con la llanura de Tesalia debajo.',
      ),
    ),
    photo(
      l('The theatre of Epidaurus', 'Il teatro di Epidauro', 'O teatro de Epidauro', 'El teatro de Epidauro'),
      l(
        'The semicircle of stone seats of the ancient theatre of Epidaurus, surrounded by pine woods.',
        'Il semicerchio di gradinate di pietra del teatro antico di Epidauro, circondato da pinete.',
        'O semicírculo de bancadas de pedra do teatro antigo de Epidauro, rodeado de pinhais.',
        'El semicírculo de gradas de piedra del teatro antiguo de Epidauro, rodeado de pinares.',
      ),
    ),
    photo(
      l('The Tholos of Delphi', 'La Tholos di Delfi', 'O Tholos de Delfos', 'El Tholos de Delfos'),
      l(
        'Three restored columns of the round Tholos temple at Delphi, against the mountainside of Parnassus.',
        'Le tre colonne restaurate del tempio circolare della Tholos a Delfi, contro il fianco del Parnaso.',
        'As três colunas restauradas do templo circular do Tholos em Delfos, contra a encosta do Parnaso.',
        'Las tres columnas restauradas del templo circular del Tholos en Delfos, contra la ladera del Parnaso.',
      ),
    ),
  ],
  'provence-lavender-and-villages': [
    photo(
      l(
        'Lavender at Sénanque Abbey',
        "Lavanda all'abbazia di Sénanque",
        'Lavanda na abadia de Sénanque',
        'Lavanda en la abadía de Sénanque',
      ),
      l(
        'Purple rows of lavender in flower leading to the grey stone Cistercian abbey of Sénanque.',
        'Filari viola di lavanda in fiore che portano all’abbazia cistercense di pietra grigia di Sénanque.',
        'Fileiras roxas de lavanda em flor que conduzem à abadia cisterciense de pedra cinzenta de Sénanque.',
        'Hileras moradas de lavanda en flor que llevan a la abadía cisterciense de piedra gris de Sénanque.',
      ),
    ),
    photo(
      l('Gordes on its hill', 'Gordes sulla sua collina', 'Gordes na sua colina', 'Gordes en su colina'),
      l(
        'The stone houses of Gordes piled up around the castle on top of a hill, in the golden light of late afternoon.',
        'Le case di pietra di Gordes ammassate attorno al castello in cima a una collina, nella luce dorata del tardo pomeriggio.',
        'As casas de pedra de Gordes amontoadas à volta do castelo no alto de uma colina, à luz dourada do fim da tarde.',
        'Las casas de piedra de Gordes apiñadas alrededor del castillo en lo alto de una colina, con la luz dorada de la tarde.',
      ),
    ),
    photo(
      l('The ochres of Roussillon', 'Le ocre di Roussillon', 'Os ocres de Roussillon', 'Los ocres de Roussillon'),
      l(
        'Orange and red ochre cliffs among green pines along the Sentier des Ocres in Roussillon.',
        'Falesie di ocra arancione e rossa tra i pini verdi lungo il Sentier des Ocres, a Roussillon.',
        'Falésias de ocre laranja e vermelho entre pinheiros verdes ao longo do Sentier des Ocres, em Roussillon.',
        'Acantilados de ocre naranja y rojo entre pinos verdes a lo largo del Sentier des Ocres, en Roussillon.',
      ),
    ),
    photo(
      l('Lac de Sainte-Croix', 'Il lago di Sainte-Croix', 'O lago de Sainte-Croix', 'El lago de Sainte-Croix'),
      l(
        'Kayaks on the turquoise water where the Gorges du Verdon open into the Lac de Sainte-Croix.',
        'Kayak sull’acqua turchese dove le gole del Verdon si aprono nel lago di Sainte-Croix.',
        'Caiaques na água turquesa onde as gargantas do Verdon se abrem para o lago de Sainte-Croix.',
        'Kayaks en el agua turquesa donde las gargantas del Verdon se abren al lago de Sainte-Croix.',
      ),
    ),
  ],
  'santa-claus-family-holiday': [
    photo(
      l('A reindeer sleigh', 'Una slitta trainata dalle renne', 'Um trenó puxado por renas', 'Un trineo de renos'),
      l(
        'A reindeer pulling a wooden sleigh with a family wrapped in blankets through a snowy pine forest.',
        'Una renna che traina una slitta di legno con una famiglia avvolta nelle coperte in un bosco di pini innevato.',
        'Uma rena a puxar um trenó de madeira com uma família embrulhada em mantas por uma floresta de pinheiros coberta de neve.',
        'Un reno tirando de un trineo de madera con una familia envuelta en mantas por un bosque de pinos nevado.',
      ),
    ),
    photo(
      l(
        'The Arctic Circle line',
        'La linea del Circolo Polare',
        'A linha do Círculo Polar Ártico',
        'La línea del círculo polar ártico',
      ),
      l(
        'Children jumping over the line that marks the Arctic Circle in Santa Claus Village, the wooden houses lit behind them.',
        'Bambini che saltano la linea del Circolo Polare nel villaggio di Babbo Natale, con le case di legno illuminate alle spalle.',
        'Crianças a saltar por cima da linha do Círculo Polar Ártico na Aldeia do Pai Natal, com as casas de madeira iluminadas atrás.',
        'Niños saltando la línea que marca el círculo polar ártico en la aldea de Papá Noel, con las casas de madera iluminadas detrás.',
      ),
    ),
    photo(
      l('Ice fishing', 'Pesca sul ghiaccio', 'Pesca no gelo', 'Pesca en el hielo'),
      l(
        'A child in a snowsuit holding a short fishing rod over a round hole in the ice of a frozen lake.',
        'Un bambino in tuta da neve con una piccola canna da pesca sopra un buco rotondo nel ghiaccio di un lago gelato.',
        'Uma criança de fato de neve com uma cana de pesca curta sobre um buraco redondo no gelo de um lago gelado.',
        'Un niño con mono de nieve sujetando una caña corta sobre un agujero redondo en el hielo de un lago helado.',
      ),
    ),
  ],
  'tokyo-and-kyoto-by-bullet-train': [
    photo(
      l(
        'Shinkansen and Mount Fuji',
        'Lo Shinkansen e il Fuji',
        'O Shinkansen e o monte Fuji',
        'El Shinkansen y el Fuji',
      ),
      l(
        'A white bullet train speeding past with the snow-capped cone of Mount Fuji behind it.',
        'Un treno proiettile bianco che sfreccia con il cono innevato del Fuji alle spalle.',
        'Um comboio-bala branco a passar a toda a velocidade, com o cone nevado do monte Fuji atrás.',
        'Un tren bala blanco pasando a toda velocidad con el cono nevado del Fuji detrás.',
      ),
    ),
    photo(
      l('Senso-ji, Asakusa', 'Senso-ji, Asakusa', 'Senso-ji, Asakusa', 'Senso-ji, Asakusa'),
      l(
        'The giant red paper lantern hanging in the Kaminarimon gate of Senso-ji temple in Asakusa.',
        'La gigantesca lanterna rossa di carta appesa alla porta Kaminarimon del tempio Senso-ji ad Asakusa.',
        'A gigantesca lanterna vermelha de papel pendurada na porta Kaminarimon do templo Senso-ji, em Asakusa.',
        'El gigantesco farol rojo de papel que cuelga de la puerta Kaminarimon del templo Senso-ji, en Asakusa.',
      ),
    ),
    photo(
      l(
        'The torii of Fushimi Inari',
        'I torii di Fushimi Inari',
        'Os torii de Fushimi Inari',
        'Los torii de Fushimi Inari',
      ),
      l(
        'A path running through a tunnel of closely spaced vermilion torii gates at Fushimi Inari in Kyoto.',
        'Un sentiero che passa in un tunnel di torii vermigli ravvicinati a Fushimi Inari, a Kyoto.',
        'Um caminho que atravessa um túnel de torii vermelhos muito juntos em Fushimi Inari, em Quioto.',
        'Un sendero que atraviesa un túnel de torii bermellones muy juntos en Fushimi Inari, en Kioto.',
      ),
    ),
    photo(
      l(
        'The bamboo grove of Arashiyama',
        'Il bosco di bambù di Arashiyama',
        'O bambuzal de Arashiyama',
        'El bosque de bambú de Arashiyama',
      ),
      l(
        'Tall green bamboo stems towering on both sides of a narrow path in Arashiyama.',
        'Alti fusti di bambù verde che svettano ai due lati di uno stretto sentiero ad Arashiyama.',
        'Altos caules de bambu verde a erguer-se dos dois lados de um caminho estreito em Arashiyama.',
        'Altos tallos de bambú verde a ambos lados de un estrecho sendero en Arashiyama.',
      ),
    ),
  ],
  'machu-picchu-and-the-sacred-valley': [
    photo(
      l(
        'Machu Picchu at sunrise',
        "Machu Picchu all'alba",
        'Machu Picchu ao nascer do sol',
        'Machu Picchu al amanecer',
      ),
      l(
        'The stone terraces and buildings of Machu Picchu with the peak of Huayna Picchu behind, wisps of cloud in the valley.',
        'Le terrazze e gli edifici di pietra di Machu Picchu con il picco dello Huayna Picchu dietro e sbuffi di nuvole nella valle.',
        'Os socalcos e os edifícios de pedra de Machu Picchu com o pico de Huayna Picchu atrás e farrapos de nuvens no vale.',
        'Las terrazas y los edificios de piedra de Machu Picchu con el pico del Huayna Picchu detrás y jirones de nubes en el valle.',
      ),
    ),
    photo(
      l('Pisac market', 'Il mercato di Pisac', 'O mercado de Pisac', 'El mercado de Pisac'),
      l(
        'Stalls of brightly woven blankets and hats at the market of Pisac, with a Quechua woman in a traditional hat.',
        'Bancarelle di coperte e cappelli dai colori vivaci al mercato di Pisac, con una donna quechua dal cappello tradizionale.',
        'Bancas de mantas e gorros tecidos em cores vivas no mercado de Pisac, com uma mulher quíchua de chapéu tradicional.',
        'Puestos de mantas y gorros tejidos de colores vivos en el mercado de Pisac, con una mujer quechua con sombrero tradicional.',
      ),
    ),
    photo(
      l(
        'The train to Aguas Calientes',
        'Il treno per Aguas Calientes',
        'O comboio para Aguas Calientes',
        'El tren a Aguas Calientes',
      ),
      l(
        'A blue panoramic train running beside the Urubamba river between steep green mountainsides.',
        'Un treno panoramico blu che corre lungo il fiume Urubamba tra ripidi versanti verdi.',
        'Um comboio panorâmico azul a seguir o rio Urubamba entre encostas verdes e íngremes.',
        'Un tren panorámico azul que avanza junto al río Urubamba entre empinadas laderas verdes.',
      ),
    ),
    photo(
      l(
        'Cusco’s Plaza de Armas',
        'La Plaza de Armas di Cusco',
        'A Plaza de Armas de Cusco',
        'La plaza de Armas de Cusco',
      ),
      l(
        'The cathedral and arcades around the Plaza de Armas of Cusco at dusk, the hills dotted with lights.',
        'La cattedrale e i portici attorno alla Plaza de Armas di Cusco al tramonto, con le colline punteggiate di luci.',
        'A catedral e as arcadas à volta da Plaza de Armas de Cusco ao entardecer, com as colinas salpicadas de luzes.',
        'La catedral y los soportales de la plaza de Armas de Cusco al anochecer, con las colinas salpicadas de luces.',
      ),
    ),
  ],
};
