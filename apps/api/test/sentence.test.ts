import { describe, expect, it } from 'vitest';
import { endSentence } from '../src/lib/sentence.ts';

describe('endSentence', () => {
  it.each([
    ['contact Ada Fabrics', 'contact Ada Fabrics.'],
    ['contact Ada & Co.', 'contact Ada & Co.'],
    ['contact Ada & Co. ', 'contact Ada & Co.'],
    ['Really?', 'Really?'],
    ['Done!', 'Done!'],
  ])('%j → %j', (text, sentence) => expect(endSentence(text)).toBe(sentence));
});
