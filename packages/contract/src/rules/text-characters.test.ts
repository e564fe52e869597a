import { describe, expect, it } from 'vitest';
import { translateMessage } from '../translate-message.ts';
import { isMalformedText } from './text-characters.ts';

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

describe('isMalformedText (rule text_malformed)', () => {
  it('takes ordinary text in any script, emoji, tabs and line breaks, and invisible joiners', () => {
    for (const text of [
      '',
      'Travel phone',
      '旅行卡 2',
      'مرحبا بالعالم',
      'a😀b',
      'e\u0301',
      'line one\r\nline two\tand a tab',
      'zero\u200Bwidth',
      '👩\u200D💻',
      '\uFEFFbom',
    ])
      expect(isMalformedText(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses the C0 controls but tab, LF and CR, DEL, and the C1 controls (issue #56)', () => {
    const allowed = new Set([0x09, 0x0a, 0x0d]);
    for (let code = 0; code <= 0x9f; code += 1) {
      if (code >= 0x20 && code < 0x7f) continue;
      expect(isMalformedText(`label${String.fromCharCode(code)}x`), hex(code)).toBe(!allowed.has(code));
    }
    expect(isMalformedText('ring\u0007')).toBe(true);
    expect(isMalformedText('\u001B[31mred')).toBe(true);
    expect(isMalformedText('\u00A0no-break space')).toBe(false);
  });

  it('refuses every bidirectional control: marks, embeddings, overrides and isolates (issues #31, #56)', () => {
    const bidi = [
      0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ];
    for (const code of bidi)
      expect(isMalformedText(`admin${String.fromCharCode(code)}gpj.exe`), hex(code)).toBe(true);
  });

  it('refuses a lone surrogate, and takes a pair', () => {
    expect(isMalformedText('a\uD800b')).toBe(true);
    expect(isMalformedText('x\uDFFFy')).toBe(true);
    expect(isMalformedText('\uD83D\uDE00')).toBe(false);
  });

  it('has its message in every language', () => {
    expect(translateMessage('text_malformed', 'en')).toBe('This text contains characters that are not valid');
    expect(translateMessage('text_malformed', 'zh-CN')).toBe('该内容包含无效字符');
  });
});
