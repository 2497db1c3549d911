import 'server-only';
import sharp from 'sharp';
import { defaultImageQueue, type ImageHandler } from '@travel/cms/images/handler';
import { WorkRefused, type WorkQueue } from '@travel/cms/images/queue';
import { createSpaceImageHandler } from '@travel/cms/images/space-assets';
import { ImageTransformTimeout } from '@travel/cms/images/transform';
import { env } from '@/lib/env';
import { clientAddress, createLimiter } from '@/lib/limits/rate-limit';
import { countImageTransform, registerImageQueue } from '@/lib/ops/metrics.mjs';
import { embeddedSpace } from './embedded';

let handler: ImageHandler | undefined;

/**
 * Serves the seed's generated images with the Images API parameters (`w h fm q fit bg`), with bounded work:
 * each transform priced by its output before any work (400 past the budget) and stopped by sharp after a few
 * seconds (503; packages/cms/images/transform.ts); at most one transform per core at a time (each on one libvips thread),
 * a short queue, then 503; generated images kept in IMAGE_CACHE_MB; uncached transforms limited per client address
 * (IMAGE_TRANSFORMS_PER_MINUTE, then a minute's wait, doubled for each block of the day, at most an hour; in
 * memory, or Redis with REDIS_URL).
 */
export function embeddedImageHandler(): ImageHandler {
  if (handler) return handler;
  const config = env();
  // One thread per transform: the queue's one-per-core then holds for the CPU, and pages keep their share.
  sharp.concurrency(1);
  const limiter = createLimiter('image-transform', {
    points: config.IMAGE_TRANSFORMS_PER_MINUTE,
    durationSeconds: 60,
    blockSeconds: 60,
    maxBlockSeconds: 3600,
  });
  handler = createSpaceImageHandler(embeddedSpace(), {
    cacheBytes: config.IMAGE_CACHE_MB * 1024 * 1024,
    // Start-up refuses more than one per core (lib/startup.ts).
    queue: countedQueue(defaultImageQueue(config.IMAGE_TRANSFORM_CONCURRENCY)),
    admit: (request) => limiter.consume([clientAddress(request.headers)]),
  });
  return handler;
}

/**
 * The transform queue, counted in the metrics (lib/ops/metrics.mjs): each transform's outcome (done, refused for
 * want of a turn, stopped after its time, failed), and how many wait and run when the metrics are read.
 */
function countedQueue(queue: WorkQueue): WorkQueue {
  registerImageQueue(() => ({ running: queue.running, waiting: queue.waiting }));
  return {
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.waiting;
    },
    run: (task) =>
      queue.run(task).then(
        (result) => {
          countImageTransform('done');
          return result;
        },
        (error: unknown) => {
          countImageTransform(
            error instanceof WorkRefused ? 'refused' : error instanceof ImageTransformTimeout ? 'timeout' : 'failed',
          );
          throw error;
        },
      ),
  };
}
