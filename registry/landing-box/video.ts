/**
 * How a box shows its video: a file plays in a <video> element; a YouTube or
 * Vimeo page (what the model's help text asks editors for) becomes the
 * provider's embedded player (YouTube's privacy-enhanced domain).
 */
export type BoxVideo = { kind: 'file'; src: string } | { kind: 'embed'; src: string };

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/;

export function boxVideo(url: string | null): BoxVideo | null {
  if (!url) return null;
  // Contentful's asset URLs are protocol-relative (//videos.ctfassets.net/...).
  const src = url.startsWith('//') ? `https:${url}` : url;
  const youtube = YOUTUBE.exec(src)?.[1];
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = VIMEO.exec(src)?.[1];
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'file', src };
}
