import type { ImageLoaderProps } from 'next/image';

type Source = { base: string; params: string; width: number; height: number };

/** Parsed sources: a page asks for every srcset width of every image during hydration, so each src is split once. */
const sources = new Map<string, Source>();

function parse(src: string): Source {
  const known = sources.get(src);
  if (known) return known;
  const [base = '', query = ''] = src.split('?', 2);
  const params = new URLSearchParams(query);
  const width = Number(params.get('w'));
  const height = Number(params.get('h'));
  for (const name of ['w', 'h', 'fm', 'q']) params.delete(name);
  const parsed = { base, params: params.toString(), width: width > 0 ? width : 0, height: height > 0 ? height : 0 };
  if (sources.size > 2000) sources.clear();
  sources.set(src, parsed);
  return parsed;
}

/**
 * next/image's loader for content images (`images.loaderFile`): the content
 * service's Images API (Contentful's, or the embedded one at
 * /content/images/...) resizes and encodes, so the browser's srcset asks it
 * for each width in WEBP, keeping the crop the query chose (`w` x `h`, `fit`).
 * A URL without size parameters gets only the width; none is upscaled past
 * the crop's own width.
 */
export default function contentImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const source = parse(src);
  // Never wider than the crop the query chose: the service would only upscale it.
  const chosen = source.width > 0 ? Math.min(width, source.width) : width;
  const size =
    source.height > 0 && source.width > 0
      ? `w=${chosen}&h=${Math.round((chosen * source.height) / source.width)}`
      : `w=${chosen}`;
  const rest = source.params ? `&${source.params}` : '';
  return `${source.base}?${size}${rest}&fm=webp&q=${quality ?? 75}`;
}
