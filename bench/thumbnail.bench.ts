import sharp from 'sharp';
import { makeThumbnail } from '../server/src/modules/files/index.ts';
import { median, type BenchResult } from './lib.ts';

const rounds = Number(process.env.THUMBNAIL_BENCH_ROUNDS ?? 15);

/**
 * The thumbnail the server makes of an uploaded phone photo (issue #16: a 12-megapixel JPEG, target under 300 ms):
 * 4000 × 3000 with noise, so it compresses (and decodes) like a photo rather than a flat colour. The figure is the
 * median of `rounds` runs of makeThumbnail (sharp: read, turn upright, shrink to 320 px, WebP), after a warm-up.
 */
export async function benchThumbnail(): Promise<BenchResult[]> {
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#5a7d4f',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  await makeThumbnail(photo, 'image/jpeg');
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const thumbnail = await makeThumbnail(photo, 'image/jpeg');
    times.push(performance.now() - start);
    if (thumbnail?.width !== 4000) throw new Error('the thumbnail did not read the photo');
  }
  const ms = median(times);
  console.log(
    `thumbnail of a 12 MP JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB): median ${ms.toFixed(0)} ms of ${rounds}`,
  );
  return [{ name: 'thumbnail of a 12-megapixel JPEG', value: Math.round(ms), unit: 'ms', target: '< 300' }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchThumbnail();
}
