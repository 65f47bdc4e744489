import type sharpModule from 'sharp';
import { loadOnce } from './load-once.ts';

/** sharp (libvips), loaded at the first image rather than at start: thumbnails, report images, PDF images. */
export const loadSharp: () => Promise<typeof sharpModule> = loadOnce(async () => (await import('sharp')).default);
