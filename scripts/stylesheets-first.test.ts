import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheets-first.ts';

const built = `<head>
    <title>Apostolic Sermon Studio</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="stylesheet" crossorigin href="/assets/app-3.css">
  </head>`;

describe('stylesheetsFirst', () => {
  it('moves the stylesheet ahead of the entry script and its preloads', () => {
    expect(stylesheetsFirst(built)).toBe(`<head>
    <title>Apostolic Sermon Studio</title>
    <link rel="stylesheet" crossorigin href="/assets/app-3.css">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
  </head>`);
  });

  it('leaves a page whose stylesheet already comes first, or that has none, as it is', () => {
    const first = stylesheetsFirst(built);
    expect(stylesheetsFirst(first)).toBe(first);
    const none = built.replace(/.*stylesheet.*\n/, '');
    expect(stylesheetsFirst(none)).toBe(none);
  });
});
