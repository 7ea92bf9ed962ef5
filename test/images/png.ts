/**
 * The picture comparisons of the image tests: RMSE between two images after scaling one to the
 * other's size (PNGs read by the product's own reader, server/src/images/png.ts).
 */
import { decodePng, type Picture, pngSize } from '../../server/src/images/png.js';

export { decodePng, pngSize, type Picture };

/** The picture shrunk to `width` × `height` by averaging the pixels each new pixel covers; transparent pixels count as white. */
export function shrink(p: Picture, width: number, height: number): Float64Array {
  const out = new Float64Array(width * height * 3);
  const count = new Float64Array(width * height);
  for (let y = 0; y < p.height; y++) {
    const ty = Math.min(height - 1, Math.floor((y * height) / p.height));
    for (let x = 0; x < p.width; x++) {
      const tx = Math.min(width - 1, Math.floor((x * width) / p.width));
      const i = (y * p.width + x) * 4;
      const t = ty * width + tx;
      for (let k = 0; k < 3; k++) out[t * 3 + k] += 255 - ((255 - p.rgba[i + k]) * p.rgba[i + 3]) / 255;
      count[t]++;
    }
  }
  for (let t = 0; t < count.length; t++) for (let k = 0; k < 3; k++) out[t * 3 + k] /= count[t] || 1;
  return out;
}

/**
 * Root-mean-square difference of two pictures as a fraction of full scale (0 = the same, 1 =
 * opposite), both brought to `width` pixels wide (default `a`'s width: `b` scaled to `a`, as
 * `compare` is run after scaling).
 */
export function rmse(a: Picture, b: Picture, width = a.width): number {
  const height = Math.round((width * a.height) / a.width);
  const sa = shrink(a, width, height);
  const sb = shrink(b, width, height);
  let sum = 0;
  for (let i = 0; i < sa.length; i++) sum += (sa[i] - sb[i]) ** 2;
  return Math.sqrt(sum / sa.length) / 255;
}
