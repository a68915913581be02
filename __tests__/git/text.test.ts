import { bomEncoding, decodeText } from '../../src/git/text';

const utf16le = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
const utf16be = (s: string) => {
  const le = Buffer.from(s, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1], le[i]];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
};

describe('decodeText', () => {
  it.each([
    ['plain UTF-8', Buffer.from('ALTER TABLE "x";\n'), 'utf-8'],
    [
      'UTF-8 with a byte-order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('ALTER TABLE "x";\n')]),
      'utf-8',
    ],
    ['UTF-16LE with a byte-order mark', utf16le('ALTER TABLE "x";\n'), 'utf-16le'],
    ['UTF-16BE with a byte-order mark', utf16be('ALTER TABLE "x";\n'), 'utf-16be'],
  ])('reads %s as text, without the mark', (_name, buf, encoding) => {
    expect(decodeText(buf)).toEqual({ ok: true, text: 'ALTER TABLE "x";\n', encoding });
  });

  it.each([
    ['NUL bytes without a byte-order mark', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), 'binary'],
    ['UTF-16 bytes without a byte-order mark', Buffer.from('abc', 'utf16le'), 'binary'],
    ['Latin-1 text', Buffer.from([0x63, 0x27, 0xe9, 0x27, 0x0a]), 'not-utf8'],
    ['a UTF-16LE mark before an unpaired surrogate', Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]), 'binary'],
  ])('does not read %s as text', (_name, buf, reason) => {
    expect(decodeText(buf)).toEqual({ ok: false, reason });
  });

  it('reads a NUL byte in source code as a character when told the blob is source code', () => {
    const code = Buffer.from('const nul = "\u0000";\n');
    expect(decodeText(code)).toEqual({ ok: false, reason: 'binary' });
    expect(decodeText(code, { sourceCode: true })).toEqual({
      ok: true,
      text: 'const nul = "\u0000";\n',
      encoding: 'utf-8',
    });
    expect(decodeText(Buffer.from([0x63, 0, 0xe9]), { sourceCode: true })).toEqual({ ok: false, reason: 'not-utf8' });
  });

  it('names the encoding of a byte-order mark only', () => {
    expect(bomEncoding(Buffer.from([0xff, 0xfe, 0x41, 0]))).toBe('utf-16le');
    expect(bomEncoding(Buffer.from([0xfe, 0xff, 0, 0x41]))).toBe('utf-16be');
    expect(bomEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('utf-8');
    expect(bomEncoding(Buffer.from('A'))).toBeUndefined();
  });
});
