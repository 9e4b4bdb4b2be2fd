import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { SermonView } from './sermon-view.tsx';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';

const render = (document: SermonDocument) => renderToStaticMarkup(createElement(SermonView, { document, actions: null }));
const count = (html: string, text: string) => html.split(text).length - 1;

describe('SermonView', () => {
  it('shows title, main scripture with its text, sections and one card per point with its passage', () => {
    const html = render(englishDocument());
    expect(html).toContain('<article lang="en"');
    expect(html).toMatch(/<h1 data-testid="sermon-title"[^>]*>The New Birth<\/h1>/);
    expect(html).toMatch(/data-testid="main-scripture"[^>]*>John 3:5</);
    expect(html).toMatch(/data-testid="main-scripture-text"[^>]*>Except a man be born/);
    expect(count(html, 'data-testid="point-card"')).toBe(2);
    expect(html).toMatch(/<h3[^>]*>Point 2<\/h3>/);
    expect(html).toMatch(/<p class="[^"]*font-semibold[^"]*">Born of water<\/p>/);
    expect(count(html, 'data-testid="point-passage"')).toBe(1);
    expect(html).toMatch(/data-testid="point-passage"[^>]*><span[^>]*>Acts 2:38<\/span> — “Repent, and be baptized every one of you”/);
    expect(html).toContain('<p>Peter preached baptism in Jesus name.</p><p>Have you obeyed?</p>');
    for (const id of ['section-introduction', 'section-illustrations', 'section-conclusion']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('<p>Today we look at what that means.</p>');
  });

  it('labels sections in the sermon language and leaves out an empty conclusion', () => {
    const html = render(spanishDocument());
    expect(html).toContain('<article lang="es"');
    expect(html).toMatch(/<h2[^>]*>Introducción<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Puntos principales<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Punto 1<\/h3>/);
    expect(html).not.toContain('section-conclusion');
    expect(html).not.toContain('Conclusión');
  });

  it('keeps the private notes out of the view of the sermon', () => {
    expect(render(englishDocument())).not.toContain('Tuesday baptism');
  });
});
