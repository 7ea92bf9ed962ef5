import * as assert from 'node:assert';
import { decodePng, encodePng, pngSize, turnAnticlockwise } from '../../server/src/images/png.js';

suite('PNG reading, writing and turning (split-card images)', () => {
  const picture = { width: 3, height: 2, rgba: new Uint8Array([
    1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255,
    10, 11, 12, 255, 13, 14, 15, 128, 16, 17, 18, 0,
  ]) };

  test('a picture written and read back has the same size and pixels, and the same pixels give the same bytes', () => {
    const png = encodePng(picture);
    assert.deepStrictEqual(pngSize(png), { width: 3, height: 2 });
    const back = decodePng(png);
    assert.deepStrictEqual([back.width, back.height], [3, 2]);
    assert.deepStrictEqual([...back.rgba], [...picture.rgba]);
    assert.ok(encodePng(back).equals(png));
  });

  test('turning a quarter anticlockwise makes the top row the left column, read bottom to top', () => {
    const turned = turnAnticlockwise(picture);
    assert.deepStrictEqual([turned.width, turned.height], [2, 3]);
    const pixel = (x: number, y: number) => [...turned.rgba.subarray((y * 2 + x) * 4, (y * 2 + x) * 4 + 3)];
    assert.deepStrictEqual(pixel(0, 2), [1, 2, 3], 'the top left corner goes to the bottom left');
    assert.deepStrictEqual(pixel(0, 0), [7, 8, 9], 'the top right corner goes to the top left');
    assert.deepStrictEqual(pixel(1, 0), [16, 17, 18], 'the bottom right corner goes to the top right');
  });

  test('a file that is not a PNG is refused with a message', () => {
    assert.throws(() => decodePng(Buffer.from('GIF89a not a png at all, really')), /not a PNG/);
  });
});
