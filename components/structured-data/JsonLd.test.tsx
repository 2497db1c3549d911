import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/http/security-headers';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('writes one data block whose text a name with </script> cannot end early, and which the CSP does not hash', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'Product' as const,
      name: 'Sun </script><script>alert(1)</script> & sea',
    };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [, type, text] = /^<script type="([^"]+)">([\s\S]*)<\/script>$/.exec(html) ?? [];
    expect(type).toBe('application/ld+json');
    expect(JSON.parse(text!)).toEqual(data);
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('renders nothing without data', () => {
    expect(renderToStaticMarkup(<JsonLd data={null} />)).toBe('');
  });
});
