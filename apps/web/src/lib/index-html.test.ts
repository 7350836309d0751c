import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

describe('index.html without JavaScript', () => {
  it('says what the page needs instead of staying blank', () => {
    const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(indexHtml)?.[1] ?? '';
    const text = fallback
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe(
      "Oja needs JavaScript Turn on JavaScript in your browser's settings, then reload this page.",
    );
  });
});
