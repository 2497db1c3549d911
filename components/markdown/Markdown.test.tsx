// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureContext } from '@/registry/fixture-context';
import { Markdown, markdownToHtml } from './Markdown';

describe('editor markdown', () => {
  afterEach(() => cleanup());

  it('shows paragraphs, emphasis, lists and links', () => {
    const { container } = render(
      <Markdown
        source={'From **6 to 9 February**.\n\n- Seats\n- Hotel\n\n[Book](/en/contact-us/)'}
        t={fixtureContext('en').t}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('6 to 9 February');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Seats', 'Hotel']);
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/en/contact-us/');
  });

  it('never lets raw HTML or script links through', () => {
    const { container } = render(
      <Markdown source={'<img src=x onerror="alert(1)"> [x](javascript:alert(1))'} t={fixtureContext('en').t} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x');
    expect(screen.getByText('x').getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('opens links to other websites in a new tab, safely, and says so in the page’s language', () => {
    render(
      <Markdown
        source={
          'See [the course](https://rome-marathon.example.com/en/course "The course"), <http://example.com/a?b=1&c=2> and [HTTPS](HTTPS://EXAMPLE.COM).'
        }
        t={fixtureContext('it').t}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
    ).toEqual([
      ['https://rome-marathon.example.com/en/course', '_blank', 'noopener noreferrer'],
      ['http://example.com/a?b=1&c=2', '_blank', 'noopener noreferrer'],
      ['HTTPS://EXAMPLE.COM', '_blank', 'noopener noreferrer'],
    ]);
    expect(links[0]?.getAttribute('title')).toBe('The course');
    expect(links[0]?.textContent).toBe('the course (si apre in una nuova scheda)');
    expect(links[0]?.querySelector('.sr-only')?.textContent).toBe('(si apre in una nuova scheda)');
  });

  it('keeps paths of this site, anchors, mail and phone links in the same tab', () => {
    render(
      <Markdown
        source={
          '[Contact](/en/contact-us/), [top](#top), [mail](mailto:help@example.com), [call](tel:+441234), [protocol-relative](//cdn.example.com/x)'
        }
        t={fixtureContext('en').t}
      />,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.querySelector('.sr-only')).toBeNull();
    }
  });

  it('cannot be tricked by link text that looks like HTML', () => {
    const html = markdownToHtml(
      '[<a href="https://evil.example">](/en/) and [x](https://example.com/"onmouseover="alert(1))',
    );
    expect(html).toContain('<a href="/en/">&lt;a href=&quot;https://evil.example&quot;&gt;</a>');
    expect(html).toContain(
      '<a href="https://example.com/%22onmouseover=%22alert(1)" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
  });

  it('without a translator, adds no label', () => {
    expect(markdownToHtml('[x](https://example.com/)')).toBe(
      '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});
