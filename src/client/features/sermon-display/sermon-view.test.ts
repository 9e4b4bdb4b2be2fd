import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SermonView } from './sermon-view.tsx';
import { labelsFor } from './test-labels.ts';
import { englishSermon, spanishSermon } from './test-sermons.ts';

async function render(sermon: ReturnType<typeof englishSermon>) {
  const labels = await labelsFor(sermon.language);
  return renderToStaticMarkup(createElement(SermonView, { sermon, labels, scriptureLabel: 'Main scripture', actions: null }));
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('SermonView', () => {
  it('shows title, main scripture with its text, sections and one card per point, a <p> per line', async () => {
    const html = await render(englishSermon());
    expect(html).toContain('<article lang="en"');
    expect(html).toMatch(/<h1 data-testid="sermon-title"[^>]*>The New Birth<\/h1>/);
    expect(html).toMatch(/data-testid="main-scripture"[^>]*>John 3:5</);
    expect(html).toMatch(/data-testid="main-scripture-text"[^>]*>Except a man be born/);
    expect(count(html, 'data-testid="point-card"')).toBe(2);
    expect(html).toMatch(/<h3[^>]*>Point 2<\/h3>/);
    for (const id of ['section-introduction', 'section-illustrations', 'section-conclusion']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('<p>Today we look at what that means.</p>');
  });

  it('labels sections in the sermon language and leaves out an empty conclusion', async () => {
    const html = await render(spanishSermon());
    expect(html).toContain('<article lang="es"');
    expect(html).toMatch(/<h2[^>]*>Introducción<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Punto 1<\/h3>/);
    expect(html).not.toContain('section-conclusion');
    expect(html).not.toContain('Conclusión');
  });

  it('says in the sermon language when only part of a long main passage is quoted', async () => {
    const english = await render(englishSermon({ mainScripture: 'Psalm 119', verses: [{ reference: 'Psalm 119', text: 'Blessed are the undefiled in the way…', shown: '119:1-40' }] }));
    expect(english).toMatch(/data-testid="main-scripture"[^>]*>Psalm 119 \(verses 1-40 shown\)</);
    const spanish = await render(spanishSermon({ mainScripture: 'Salmo 119', verses: [{ reference: 'Salmo 119', text: 'Bienaventurados los perfectos de camino…', shown: '119:1-40' }] }));
    expect(spanish).toMatch(/data-testid="main-scripture"[^>]*>Salmo 119 \(se muestran los versículos 1-40\)</);
  });
});
