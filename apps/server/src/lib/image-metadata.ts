/**
 * Removes metadata (EXIF with GPS position, XMP, comments, text chunks) from JPEG, PNG and
 * WebP images without re-encoding them. Throws on a file whose structure is broken.
 */
export class BrokenImageError extends Error {}

/** Where the compressed data of a scan starting at `from` ends: at the first real marker. */
function scanDataEnd(input: Buffer, from: number) {
  let i = from;
  while (i + 1 < input.length) {
    if (input[i] !== 0xff) {
      i++;
      continue;
    }
    const next = input[i + 1]!;
    if (next === 0xff)
      i += 1; // a fill byte before a marker
    else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7))
      i += 2; // an escaped 0xff, a restart marker
    else return i;
  }
  return input.length;
}

function stripJpeg(input: Buffer): Buffer {
  const parts: Buffer[] = [input.subarray(0, 2)];
  let i = 2;
  while (i < input.length) {
    if (input[i] !== 0xff) throw new BrokenImageError('Broken JPEG');
    const marker = input[i + 1]!;
    if (marker === 0xd9) {
      parts.push(input.subarray(i, i + 2));
      break;
    }
    if (marker === 0xda) {
      // start of scan: its header, then compressed data up to the next marker (more tables and
      // scans of a progressive image, or the end); anything after the end of the image is dropped
      if (i + 4 > input.length) throw new BrokenImageError('Broken JPEG');
      const dataStart = i + 2 + input.readUInt16BE(i + 2);
      if (dataStart > input.length) throw new BrokenImageError('Broken JPEG');
      const end = scanDataEnd(input, dataStart);
      parts.push(input.subarray(i, end));
      i = end;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(input.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > input.length) throw new BrokenImageError('Broken JPEG');
    const length = input.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > input.length) throw new BrokenImageError('Broken JPEG');
    const isAppData = marker >= 0xe1 && marker <= 0xef; // APP1..APP15: EXIF, XMP, ICC, vendor data
    const isComment = marker === 0xfe;
    const isIcc =
      marker === 0xe2 && input.subarray(i + 4, i + 15).toString('latin1') === 'ICC_PROFILE';
    if ((!isAppData || isIcc) && !isComment) parts.push(input.subarray(i, end));
    i = end;
  }
  return Buffer.concat(parts);
}

const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(input: Buffer): Buffer {
  const parts: Buffer[] = [input.subarray(0, 8)];
  let i = 8;
  while (i < input.length) {
    if (i + 12 > input.length) throw new BrokenImageError('Broken PNG');
    const length = input.readUInt32BE(i);
    const type = input.subarray(i + 4, i + 8).toString('latin1');
    const end = i + 12 + length;
    if (end > input.length) throw new BrokenImageError('Broken PNG');
    if (!PNG_DROP.has(type)) parts.push(input.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

function stripWebp(input: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let i = 12;
  while (i + 8 <= input.length) {
    const type = input.subarray(i, i + 4).toString('latin1');
    const length = input.readUInt32LE(i + 4);
    const end = i + 8 + length + (length % 2);
    if (i + 8 + length > input.length) throw new BrokenImageError('Broken WebP');
    let chunk = input.subarray(i, Math.min(end, input.length));
    if (type === 'VP8X') {
      chunk = Buffer.from(chunk);
      chunk[8] = chunk[8]! & ~0x0c; // clear the EXIF and XMP flags
    }
    if (type !== 'EXIF' && type !== 'XMP ') chunks.push(chunk);
    i = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

export function stripImageMetadata(input: Buffer, mime: string): Buffer {
  if (mime === 'image/jpeg') return stripJpeg(input);
  if (mime === 'image/png') return stripPng(input);
  if (mime === 'image/webp') return stripWebp(input);
  throw new BrokenImageError(`Not an image type we keep: ${mime}`);
}
