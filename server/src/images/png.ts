/**
 * PNG in and out, for the one picture the browser cannot draw the same twice: a split card's
 * halves turned a quarter (a rotated layer's edges round differently on each repaint), so it is
 * drawn landscape and turned here. Reads what Chromium writes (8-bit RGB or RGBA, not
 * interlaced); writes 8-bit RGBA with deflate, byte for byte the same for the same pixels.
 */
import { nodeZlib } from '../files/builtins.js';

/** Decoded pixels: RGBA, row by row. */
export interface Picture { width: number; height: number; rgba: Uint8Array }

/** The width and height in a PNG's header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Decodes an 8-bit RGB/RGBA PNG. */
export function decodePng(png: Buffer): Picture {
  const { width, height } = pngSize(png);
  const depth = png[24];
  const colorType = png[25];
  if (depth !== 8 || (colorType !== 2 && colorType !== 6) || png[28] !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour type ${colorType})`);
  const channels = colorType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = nodeZlib().inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a); const pb = Math.abs(p - b); const pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + x] = value & 255;
    }
  }
  if (channels === 4) return { width, height, rgba: out };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < out.length; i += 3, j += 4) {
    rgba[j] = out[i]; rgba[j + 1] = out[i + 1]; rgba[j + 2] = out[i + 2]; rgba[j + 3] = 255;
  }
  return { width, height, rgba };
}

/** The picture turned a quarter anticlockwise (its top edge becomes its left edge). */
export function turnAnticlockwise(p: Picture): Picture {
  const width = p.height;
  const height = p.width;
  const rgba = new Uint8Array(p.rgba.length);
  const bytes = p.rgba.byteOffset % 4 === 0 ? p.rgba : p.rgba.slice();
  const src = new Uint32Array(bytes.buffer, bytes.byteOffset, p.width * p.height);
  const dst = new Uint32Array(rgba.buffer);
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) dst[(p.width - 1 - x) * width + y] = src[y * p.width + x];
  }
  return { width, height, rgba };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(nodeZlib().crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG of the picture (each row filtered "up", which suits card frames' flat colours). */
export function encodePng(p: Picture): Buffer {
  const stride = p.width * 4;
  const raw = Buffer.alloc((stride + 1) * p.height);
  for (let y = 0; y < p.height; y++) {
    const at = y * (stride + 1);
    raw[at] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x++) raw[at + 1 + x] = (p.rgba[y * stride + x] - (y === 0 ? 0 : p.rgba[(y - 1) * stride + x])) & 255;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(p.width, 0);
  header.writeUInt32BE(p.height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', nodeZlib().deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}
