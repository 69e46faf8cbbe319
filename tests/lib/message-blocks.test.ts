import { describe, expect, it } from 'vitest';
import { messageBlocks } from '../../src/features/chat/message-blocks';

describe('message blocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(messageBlocks('Arsenal are favourites.\nAt home.\n\n  \nChelsea may draw.')).toEqual([
      { kind: 'paragraph', lines: ['Arsenal are favourites.', 'At home.'] },
      { kind: 'paragraph', lines: ['Chelsea may draw.'] },
    ]);
  });

  it('makes consecutive "- " lines a list', () => {
    expect(messageBlocks('Likely scores:\n- 1–0 (12%)\n- 1–1 (11%)\r\n\r\nThat is all.')).toEqual([
      { kind: 'paragraph', lines: ['Likely scores:'] },
      { kind: 'list', items: ['1–0 (12%)', '1–1 (11%)'] },
      { kind: 'paragraph', lines: ['That is all.'] },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(messageBlocks('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', lines: ['<img src=x onerror=alert(1)>'] },
    ]);
  });

  it('has no blocks for empty text', () => {
    expect(messageBlocks('')).toEqual([]);
  });
});
