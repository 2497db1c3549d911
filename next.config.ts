import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Content images are resized and encoded by the content service's Images API, not by Next.
  images: { loader: 'custom', loaderFile: './lib/content/image-loader.ts' },
};

export default nextConfig;
