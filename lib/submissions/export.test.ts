import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/lib/accounts/accounts';
import { testStore } from '@/lib/db/test-stores';
import { csvCell, exportSubmissions } from './export';
import { storeCatalogueRequest, storeContactRequest, storeEnquiry } from './store';

let store: Awaited<ReturnType<typeof testStore>>;
beforeAll(async () => {
  store = await testStore('pglite');
});
afterAll(async () => {
  await store.close();
});

describe('the submissions export', () => {
  it('quotes what needs quoting and never lets a cell be a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell(['a', 'b'])).toBe('a; b');
    expect(csvCell(null)).toBe('');
  });

  it('writes the contact and catalogue requests stored since a day, with the account that asked', async () => {
    const outcome = await createAccount(store.db, 'agency@example.com', 'a test password', { log2N: 10, r: 8, p: 1 });
    if (!('created' in outcome)) throw new Error('no account');
    await storeContactRequest(store.db, crypto.randomUUID(), 'it', {
      name: 'Giulia, R.',
      email: 'giulia@example.it',
      phone: undefined,
      subject: 'Viaggio',
      message: 'Una domanda sul viaggio.',
      consent: true,
    });
    await storeCatalogueRequest(store.db, crypto.randomUUID(), 'en', outcome.created.id, {
      companyName: 'Clarke & Co',
      email: 'office@clarke.example',
      address: '1 High Street',
      zipCode: 'SW1A 1AA',
      country: 'United Kingdom',
      city: 'London',
      state: 'Greater London',
      phone: '+44 20 7946 0000',
      catalogues: ['catalogue-europe-2026', 'catalogue-cruises-2026'],
    });
    const all = await exportSubmissions(store.db, new Date('2026-01-01T00:00:00Z'));
    expect(all.counts).toEqual({ contact: 1, catalogue: 1, enquiries: 0 });
    const [header, row] = all.contact
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('id,received,language,name,email,phone,subject,message,consent');
    expect(row).toMatch(
      /^\d+,\d{4}-\d{2}-\d{2}T[\d:.]+Z,it,"Giulia, R\.",giulia@example\.it,,Viaggio,Una domanda sul viaggio\.,yes$/,
    );
    expect(all.catalogue).toContain(
      ",en,agency@example.com,Clarke & Co,office@clarke.example,'+44 20 7946 0000,1 High Street,SW1A 1AA,London,Greater London,United Kingdom,catalogue-europe-2026; catalogue-cruises-2026\r\n",
    );
    const later = await exportSubmissions(store.db, new Date(Date.now() + 86_400_000));
    expect(later.counts).toEqual({ contact: 0, catalogue: 0, enquiries: 0 });
  });

  it('writes the package enquiries with their reference, package, dates, travellers and what was typed', async () => {
    const enquiry = {
      packageId: 'package-amalfi-coast-classic',
      packageSlug: 'amalfi-coast-classic',
      packageName: 'Amalfi Coast Classic',
      flexibility: 'week' as const,
      adults: 2,
      children: [{ age: 4 }, { age: 9 }],
      name: 'Emma Clarke',
      email: 'emma@example.com',
      phone: '+44 20 7946 0000',
      message: '=We would like to go in May.',
      consent: true,
    };
    const month = await storeEnquiry(store.db, crypto.randomUUID(), 'en', { ...enquiry, month: '2027-05' });
    const dates = await storeEnquiry(store.db, crypto.randomUUID(), 'es', {
      ...enquiry,
      children: [],
      from: '2027-06-01',
      to: '2027-06-12',
      flexibility: 'exact',
    });
    const all = await exportSubmissions(store.db, new Date('2026-01-01T00:00:00Z'));
    expect(all.counts.enquiries).toBe(2);
    const [header, first, second] = all.enquiries
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'reference,received,language,market,package id,package,month,from,to,flexibility,adults,children’s ages,name,email,phone,message,consent',
    );
    expect(first).toMatch(
      new RegExp(
        `^${month.reference},[\\d:.TZ-]+,en,UK,package-amalfi-coast-classic,Amalfi Coast Classic,2027-05,,,week,2,4; 9,Emma Clarke,emma@example.com,'\\+44 20 7946 0000,'=We would like to go in May\\.,yes$`,
      ),
    );
    expect(second).toMatch(
      new RegExp(
        `^${dates.reference},[\\d:.TZ-]+,es,ES,package-amalfi-coast-classic,Amalfi Coast Classic,,2027-06-01,2027-06-12,exact,2,,`,
      ),
    );
  });
});
