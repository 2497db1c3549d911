// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { hrefFor } from '@/lib/routes/href';
import { computeResults } from '@/lib/results/filter';
import { parseResultsQuery, sortOrders } from '@/lib/results/query';
import { fixtureContext } from '@/registry/fixture-context';
import { FilterPanel, SortSelect } from './FilterPanel.client';
import { ResultsTransition } from './ResultsTransition.client';
import { filterPanelProps } from './ResultsView';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  push.mockClear();
});

const en = dictionaries.en;
const path = hrefFor('en', 'packageResults', {});

/**
 * The panel and the sort menu as a results page has them. The router here never answers, so the page stays as it
 * was rendered: what a visitor sees while the next results load.
 */
function renderPanel(query = '') {
  const { t } = fixtureContext('en');
  const { state, notices } = parseResultsQuery(query);
  const results = computeResults(
    { products: [], categories: [], types: [], interests: [], places: [] },
    state,
    { country: null },
    { locale: 'en', notices },
  );
  const { container } = render(
    <ResultsTransition action={path} state={state}>
      <FilterPanel
        {...filterPanelProps({ locale: 'en', t, path, results, currency: 'GBP', monthChoiceRequired: false })}
      />
      <SortSelect
        label={en.results.sortBy}
        value={state.sort}
        options={sortOrders.map((sort) => ({ value: sort, label: en.results.sort[sort] }))}
      />
      <a href="#elsewhere">elsewhere</a>
    </ResultsTransition>,
  );
  const page = within(container);
  return {
    min: page.getByLabelText(en.search.minPrice) as HTMLInputElement,
    max: page.getByLabelText(en.search.maxPrice) as HTMLInputElement,
    sort: page.getByLabelText(en.results.sortBy),
    toggle: page.getByRole('button', { name: /^Filters/ }),
    duration: (name: string) => page.getByRole('radio', { name }),
    elsewhere: page.getByText('elsewhere'),
  };
}

/** Moves focus the way a Tab or a tap does: blur with the element that takes focus next, then focus. */
async function moveFocus(from: HTMLElement, to: HTMLElement) {
  await act(async () => {
    fireEvent.blur(from, { relatedTarget: to });
    fireEvent.focus(to);
  });
}

describe('the budget fields', () => {
  it('apply nothing while the visitor moves from the minimum to the maximum, and both once the budget is left', async () => {
    const { min, max, elsewhere } = renderPanel();
    await act(async () => fireEvent.change(min, { target: { value: '1000' } }));
    await moveFocus(min, max);
    expect(push).not.toHaveBeenCalled();
    await act(async () => fireEvent.change(max, { target: { value: '2000' } }));
    await moveFocus(max, elsewhere);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(`${path}?min=1000&max=2000`, { scroll: false });
  });

  it('apply on leaving when focus goes nowhere (the window loses it), and on Enter', async () => {
    const { min, max } = renderPanel();
    await act(async () => fireEvent.change(min, { target: { value: '500' } }));
    await act(async () => fireEvent.blur(min));
    expect(push).toHaveBeenLastCalledWith(`${path}?min=500`, { scroll: false });
    await act(async () => fireEvent.change(max, { target: { value: '900' } }));
    await act(async () => fireEvent.submit(max.closest('form')!));
    expect(push).toHaveBeenLastCalledWith(`${path}?min=500&max=900`, { scroll: false });
  });
});

describe('changes made while the results load', () => {
  it('add up: a budget applied after a new order keeps the order, and an order chosen after a budget keeps the budget', async () => {
    const { min, sort, elsewhere } = renderPanel('categories=beach');
    await act(async () => fireEvent.change(sort, { target: { value: 'price-asc' } }));
    expect(push).toHaveBeenLastCalledWith(`${path}?categories=beach&sort=price-asc`, { scroll: false });
    await act(async () => fireEvent.change(min, { target: { value: '700' } }));
    await moveFocus(min, elsewhere);
    expect(push).toHaveBeenLastCalledWith(`${path}?min=700&categories=beach&sort=price-asc`, { scroll: false });
    await act(async () => fireEvent.change(sort, { target: { value: 'duration' } }));
    expect(push).toHaveBeenLastCalledWith(`${path}?min=700&categories=beach&sort=duration`, { scroll: false });
  });
});

describe('the next results’ panel', () => {
  it('carries on where the visitor was: open on a phone, the focus on the control used, budget text not applied yet', async () => {
    const asked = renderPanel();
    await act(async () => fireEvent.click(asked.toggle));
    expect(asked.toggle.getAttribute('aria-expanded')).toBe('true');
    const sixToNine = asked.duration(en.results.durations['6-9']);
    await act(async () => {
      sixToNine.focus();
      fireEvent.click(sixToNine);
    });
    expect(push).toHaveBeenLastCalledWith(`${path}?duration=6-9`, { scroll: false });
    // While those results load, the visitor starts on the budget.
    await act(async () => {
      asked.min.focus();
      fireEvent.change(asked.min, { target: { value: '50' } });
    });

    // The page of the next results mounts (the one that asked is hidden then).
    const next = renderPanel('duration=6-9');
    expect(next.toggle.getAttribute('aria-expanded')).toBe('true');
    expect(next.duration(en.results.durations['6-9'])).toHaveProperty('checked', true);
    expect(next.min.value).toBe('50');
    expect(document.activeElement).toBe(next.min);

    // Taken once: another page of results starts folded, empty and without taking the focus.
    const other = renderPanel('duration=10-14');
    expect(other.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(other.min.value).toBe('');
    expect(document.activeElement).toBe(next.min);
  });

  it('gives the focus back to the sort menu, and to the Apply button, on the next results’ page', async () => {
    const asked = renderPanel();
    await act(async () => {
      asked.sort.focus();
      fireEvent.change(asked.sort, { target: { value: 'price-asc' } });
    });
    expect(push).toHaveBeenLastCalledWith(`${path}?sort=price-asc`, { scroll: false });
    const sorted = renderPanel('sort=price-asc');
    expect(document.activeElement).toBe(sorted.sort);

    await act(async () => fireEvent.change(sorted.min, { target: { value: '300' } }));
    const apply = within(sorted.min.form!).getByRole('button', { name: en.results.apply });
    await act(async () => {
      apply.focus();
      fireEvent.submit(sorted.min.form!);
    });
    expect(push).toHaveBeenLastCalledWith(`${path}?min=300&sort=price-asc`, { scroll: false });
    const applied = renderPanel('min=300&sort=price-asc');
    expect(document.activeElement).toBe(within(applied.min.form!).getByRole('button', { name: en.results.apply }));
  });
});
