// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import GlobalError from './global-error';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the last-resort error page', () => {
  it('names the tab in the visitor’s language once its texts have loaded', async () => {
    window.history.replaceState(null, '', '/it/chi-siamo/');
    render(<GlobalError />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(document.title).toBe(dictionaries.it.errors.status['500']);
    expect(document.documentElement.lang).toBe('it');
  });
});
