import { describe, expect, it } from 'vitest';
import { gridKey, gridLetters } from './letters';

describe('gridLetters', () => {
  it('upper-cases a word, one cell per letter', () => {
    expect(gridLetters('apple')).toEqual(['A', 'P', 'P', 'L', 'E']);
  });

  it('drops the spaces of a phrase and the punctuation of a word', () => {
    expect(gridKey('ice cream')).toBe('ICECREAM');
    expect(gridKey("don't")).toBe('DONT');
    expect(gridKey('t-shirt')).toBe('TSHIRT');
    expect(gridKey('  good   morning!  ')).toBe('GOODMORNING');
  });

  it('keeps an accented letter as one cell, however it was typed', () => {
    expect(gridLetters('cafe\u0301')).toEqual(['C', 'A', 'F', 'É']);
    expect(gridLetters('café')).toEqual(['C', 'A', 'F', 'É']);
  });

  it('keeps digits and other scripts', () => {
    expect(gridLetters('r2d2')).toEqual(['R', '2', 'D', '2']);
    expect(gridLetters('γάτα')).toEqual(['Γ', 'Ά', 'Τ', 'Α']);
    expect(gridLetters('ねこ')).toEqual(['ね', 'こ']);
  });

  it('gives nothing for an entry without letters', () => {
    expect(gridLetters('?!')).toEqual([]);
    expect(gridLetters('🙂')).toEqual([]);
  });
});
