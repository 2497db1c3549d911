// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

describe('editor markdown', () => {
  afterEach(() => cleanup());

  it('shows paragraphs, emphasis, lists and links', () => {
    const { container } = render(<Markdown source={'From **6 to 9 February**.\n\n- Seats\n- Hotel\n\n[Book](/en/contact-us/)'} />);
    expect(container.querySelector('strong')?.textContent).toBe('6 to 9 February');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Seats', 'Hotel']);
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/en/contact-us/');
  });

  it('never lets raw HTML or script links through', () => {
    const { container } = render(<Markdown source={'<img src=x onerror="alert(1)"> [x](javascript:alert(1))'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x');
    expect(screen.getByText('x').getAttribute('href') ?? '').not.toContain('javascript');
  });
});
