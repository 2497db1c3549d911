// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/client';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { ClientErrorPage } from './ClientErrorPage.client';

function renderPage(error: Error & { digest?: string }, locale: 'en' | 'es' = 'en') {
  const { nav, errors } = dictionaries[locale];
  return render(
    <I18nProvider locale={locale} messages={{ nav, errors }}>
      <ClientErrorPage error={error} />
    </I18nProvider>,
  );
}

describe('the page an unhandled error lands on', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows 500, the status message and a way home in the visitor’s language', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage(new Error('boom'), 'es');
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error interno del servidor');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es/');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it('under ?showErrors shows the server stack only when the server allows it', async () => {
    window.history.replaceState(null, '', '/en/?showErrors');
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ allowed: true, error: { stack: 'Error: boom\n    at render (page.tsx:1:1)' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(Object.assign(new Error('boom'), { digest: 'abc123' }));
    expect(await screen.findByText(/at render \(page\.tsx:1:1\)/)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${window.location.origin}/api/debug/errors/?showErrors=&digest=abc123`);
  });

  it('under ?showErrors shows nothing when the server refuses', async () => {
    window.history.replaceState(null, '', '/en/?showErrors');
    const fetchMock = vi.fn(async () => Response.json({ error: 'Not found' }, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(new Error('boom'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('error-details')).toBeNull();
  });

  it('shows the technical-issues page without a home link when the content service is unreachable', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage(Object.assign(new Error('CMS down'), { digest: 'CONTENT_UNAVAILABLE' }));
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByText('We are experiencing technical issues, please try again in a few minutes.')).toBeVisible();
    expect(screen.getByText('Our engineers are resolving the issue.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
