import { l, ll, type Localized } from './text';

/** The agency's contact details (content type `contactDetails`), one entry: each language has its own line and mailbox. */
export const contactDetails = {
  id: 'contact-details',
  name: 'Contact details',
  intro: l(
    'Our travel advisers are happy to help you plan your next trip, change a booking or answer any question.',
    'I nostri consulenti di viaggio sono felici di aiutarti a organizzare il prossimo viaggio, modificare una prenotazione o rispondere a ogni domanda.',
    'Os nossos consultores de viagem terão todo o gosto em ajudar a planear a sua próxima viagem, alterar uma reserva ou responder a qualquer pergunta.',
    'Nuestros asesores de viaje estarán encantados de ayudarte a planear tu próximo viaje, cambiar una reserva o resolver cualquier duda.',
  ),
  phone: l('+44 20 7946 0321', '+39 06 8888 0142', '+351 21 000 0187', '+34 910 00 0265'),
  email: l(
    'hello@venturatravel.example',
    'ciao@venturatravel.example',
    'ola@venturatravel.example',
    'hola@venturatravel.example',
  ),
  openingHours: ll(
    ['Monday to Friday, 9:00–19:00', 'Saturday, 10:00–14:00', 'Sunday and bank holidays, closed'],
    ['Dal lunedì al venerdì, 9:00–19:00', 'Sabato, 10:00–14:00', 'Domenica e festivi, chiuso'],
    ['Segunda a sexta-feira, 9:00–19:00', 'Sábado, 10:00–14:00', 'Domingos e feriados, encerrado'],
    ['De lunes a viernes, 9:00–19:00', 'Sábado, 10:00–14:00', 'Domingos y festivos, cerrado'],
  ),
  address: l(
    'Ventura Travel\n12 Example Street\nLondon EC1A 1AA\nUnited Kingdom',
    'Ventura Travel\nVia Esempio 12\n00184 Roma\nItalia',
    'Ventura Travel\nRua do Exemplo 12\n1100-001 Lisboa\nPortugal',
    'Ventura Travel\nCalle Ejemplo 12\n28013 Madrid\nEspaña',
  ),
} as const satisfies {
  id: string;
  name: string;
  intro: Localized;
  phone: Localized;
  email: Localized;
  openingHours: Localized<readonly string[]>;
  address: Localized;
};
