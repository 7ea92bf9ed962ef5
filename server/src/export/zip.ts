/**
 * A minimal zip writer (what a `.mse-set` needs): files deflated with fflate (pure JavaScript, so
 * the same code runs in Node and in the browser build), CRC-32 from a table, UTF-8 names, a fixed
 * timestamp so the same set always gives the same bytes. The container format is a few fixed
 * headers, written here with a DataView.
 */
import { deflateSync } from 'fflate';
import { concatBytes } from './bytes.js';

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3), as zip stores it. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = crcTable[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** 1980-01-01 00:00 in DOS format: a fixed stamp keeps exports reproducible. */
const dosTime = 0;
const dosDate = (0 << 9) | (1 << 5) | 1;

/** A little-endian header of `size` bytes, filled by `fill` through a DataView. */
function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

/** Builds a zip archive of the given files (name → content). */
export function zip(files: { name: string; content: string | Uint8Array }[]): Uint8Array {
  const utf8 = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.content === 'string' ? utf8.encode(file.content) : file.content;
    // fflate's deflateSync is raw DEFLATE (no zlib header), as zip's method 8 stores it.
    const compressed = deflateSync(data, { level: 9 });
    const name = utf8.encode(file.name);
    const crc = crc32(data);
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true); // version needed: 2.0 (deflate)
      v.setUint16(6, 0x0800, true); // names are UTF-8
      v.setUint16(8, 8, true); // deflate
      v.setUint16(10, dosTime, true);
      v.setUint16(12, dosDate, true);
      v.setUint32(14, crc, true);
      v.setUint32(18, compressed.length, true);
      v.setUint32(22, data.length, true);
      v.setUint16(26, name.length, true);
    });
    locals.push(local, name, compressed);
    const central = header(46, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true); // made by: 2.0
      v.setUint16(6, 20, true);
      v.setUint16(8, 0x0800, true);
      v.setUint16(10, 8, true);
      v.setUint16(12, dosTime, true);
      v.setUint16(14, dosDate, true);
      v.setUint32(16, crc, true);
      v.setUint32(20, compressed.length, true);
      v.setUint32(24, data.length, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, offset, true);
    });
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, files.length, true);
    v.setUint16(10, files.length, true);
    v.setUint32(12, centralSize, true);
    v.setUint32(16, offset, true);
  });
  return concatBytes([...locals, ...centrals, end]);
}
