import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Content images are resized and encoded by the content service's Images API, not by Next.
  // Widths offered in srcsets: phones at 1x-3x, tablets, desktop (no crop is wider than 1920),
  // and small fixed-size pictures (cards, logos). Every entry is a URL in the HTML and in the
  // RSC payload, so the list is as short as the layouts allow.
  images: {
    loader: 'custom',
    loaderFile: './lib/content/image-loader.ts',
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [96, 256, 384],
  },
};

export default nextConfig;
