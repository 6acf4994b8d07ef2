/** What a file really is, from its first bytes; the client's word is never trusted. */
export type DetectedType = {
  mime: string;
  kind: 'image' | 'audio' | 'video' | 'media';
  ext: string;
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

export function detectFileType(head: Buffer): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { mime: 'image/jpeg', kind: 'image', ext: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', kind: 'image', ext: 'png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { mime: 'image/webp', kind: 'image', ext: 'webp' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { mime: 'audio/wav', kind: 'audio', ext: 'wav' };
  if (ascii(head, 0, 4) === 'OggS') return { mime: 'audio/ogg', kind: 'audio', ext: 'ogg' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM when its DocType says so (Matroska otherwise, which we do not take)
    return head.includes(Buffer.from('webm'))
      ? { mime: 'video/webm', kind: 'media', ext: 'webm' }
      : null;
  }
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'M4A ') return { mime: 'audio/mp4', kind: 'audio', ext: 'm4a' };
    return { mime: 'video/mp4', kind: 'media', ext: 'mp4' };
  }
  if (
    ascii(head, 0, 3) === 'ID3' ||
    startsWith(head, [0xff, 0xfb]) ||
    startsWith(head, [0xff, 0xf3])
  )
    return { mime: 'audio/mpeg', kind: 'audio', ext: 'mp3' };
  return null;
}

/** The file extension for each media type MoodCraft stores. */
export const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
};
