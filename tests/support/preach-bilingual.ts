// Issue 27 item 4: the bilingual preaching view, on a desktop and on a phone
// (preach-bilingual.spec.ts, preach-bilingual.phone.spec.ts): a pastor with a sermon and its twin
// preaches switching language with one key or one button, keeping the place and the focus; shows
// the twin small under each block; and preaches on in one language when the twin cannot be read.
// Three tests, each from a sermon and twin made through the API: only the first comes in by the
// sermon page's Preach link, the way a pastor does.
import { expect as baseExpect, type Page } from '@playwright/test';
import enPreach from '../../src/client/i18n/locales/en/preach.json' with { type: 'json' };
import esPreach from '../../src/client/i18n/locales/es/preach.json' with { type: 'json' };
import { createAccount } from './accounts.ts';
import { expectAccessible } from './fixtures.ts';
import { saveSermonWithTwin } from './saved-sermons.ts';

type Lang = 'en' | 'es';
const catalogs = { en: enPreach, es: esPreach } as const;
// The twin is written by the engine on a shared two-core machine: its conditions get time.
const expect = baseExpect.configure({ timeout: 15_000 });
const input = { en: { title: 'The new birth', scripture: 'John 3:3' }, es: { title: 'La gracia de Dios', scripture: 'Efesios 2:8' } } as const;

type Device = 'desktop' | 'phone';

/** A new member's sermon and its twin (through the API); the preaching view's parts. */
async function preachingParts(page: Page, lang: Lang) {
  await createAccount(page, { language: lang, subscribed: true });
  const { original, twin } = await saveSermonWithTwin(page, { ...input[lang], language: lang });
  return {
    original,
    twin,
    content: page.getByTestId('preach-content'),
    section: page.getByTestId('preach-section'),
    other: (lang === 'en' ? 'es' : 'en') as Lang,
  };
}

/** The preaching view of the sermon, opened by its address, on point 1 (the clicker's key twice). */
async function preachingPointOne(page: Page, lang: Lang) {
  const parts = await preachingParts(page, lang);
  await page.goto(`/${lang}/sermons/${parts.original.id}/preach`);
  await expect(parts.section).toHaveAttribute('data-section', 'opening');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(parts.section).toHaveAttribute('data-section', 'point-1');
  // L switches once the twin is in: the switch shows then (a key pressed before does nothing).
  await expect(page.getByTestId('preach-switch-language')).toBeVisible();
  return parts;
}

/** From the sermon page's Preach link: L switches language in place (held, once), a reload stays, the button switches back. */
export async function switchLanguageInPlace(page: Page, lang: Lang, device: Device) {
  const t = catalogs[lang];
  const { original, twin, content, section, other } = await preachingParts(page, lang);

  await page.goto(`/${lang}/sermon-display?id=${original.id}`);
  await page.getByTestId('preach-link').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sermons/${original.id}/preach$`));
  const position = page.getByTestId('preach-position');
  const switcher = page.getByRole('button', { name: t.twin[`switch_${other}`] });
  await expect(section).toHaveAttribute('data-section', 'opening');
  await expect(content).toHaveAttribute('lang', lang);

  // The switch is always in view, folded or not, and the key help names its key.
  await expect(switcher).toBeVisible();
  await expect(switcher).toHaveAttribute('aria-keyshortcuts', 'L');
  await expect(page.getByTestId('preach-keys')).toContainText(t.keys.switch);
  await expectAccessible(page);

  // To point 1 with the clicker's key, then L: the same screen, now in the twin's words.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(section).toHaveAttribute('data-section', 'point-1');
  const where = (await position.textContent())!;
  // The focus sits on Next (a tap mid-sermon); L must not take it away.
  const next = page.getByTestId('preach-next');
  await next.focus();
  // Held down (the key repeats), it switches once.
  await page.keyboard.down('l');
  await page.keyboard.down('l');
  await page.keyboard.up('l');
  await expect(content).toHaveAttribute('lang', other);
  await expect(section).toHaveAttribute('data-section', 'point-1');
  await expect(section.getByRole('heading', { level: 3 })).toContainText(twin.document.points[0]!.heading);
  await expect(position).toHaveText(where);
  await expect(next).toBeFocused();
  await expect(page.getByTestId('preach-language-status')).toHaveText(t.twin[`nowIn_${other}`]);
  await expect(page.getByRole('button', { name: t.twin[`switch_${lang}`] })).toBeVisible();
  // The twin's passage is its own Bible's, word for word.
  const twinPassage = twin.document.points[0]!.passage;
  if (twinPassage) await expect(section.getByTestId('preach-passage')).toContainText(twinPassage.text.slice(0, 40));

  // A reload mid-sermon stays in the language and on the screen the preacher was.
  await page.reload();
  await expect(content).toHaveAttribute('lang', other);
  await expect(section).toHaveAttribute('data-section', 'point-1');

  // The button switches back, and keeps the focus: it is the same button.
  const back = page.getByTestId('preach-switch-language');
  if (device === 'phone') await back.tap();
  else await back.click();
  await expect(content).toHaveAttribute('lang', lang);
  await expect(section).toHaveAttribute('data-section', 'point-1');
  await expect(back).toBeFocused();
  await expect(back).toHaveText(t.twin[`switch_${other}`]);
}

/** The twin small under each block, light and dark; the whole sermon as one scroll keeps its place across the switch. */
export async function twinUnderEachBlock(page: Page, lang: Lang, device: Device) {
  const t = catalogs[lang];
  const { twin, content, section, other } = await preachingPointOne(page, lang);

  // The twin small under each block, in its own language: the heading under the heading, its passage under the passage.
  const under = page.getByRole('button', { name: t.twin[`under_${other}`] });
  if (device === 'phone') {
    const controls = page.getByRole('button', { name: t.controls });
    if ((await controls.getAttribute('aria-expanded')) === 'false') await controls.tap();
    await under.tap();
  } else await under.click();
  await expect(under).toHaveAttribute('aria-pressed', 'true');
  const echoes = section.getByTestId('preach-twin');
  await expect(echoes.first()).toHaveAttribute('lang', other);
  // "Main Points" under "Main Points", then the point's heading under the heading.
  await expect(echoes.nth(1)).toContainText(twin.document.points[0]!.heading);
  const twinPassage = twin.document.points[0]!.passage;
  if (twinPassage) await expect(section.getByTestId('preach-twin-passage')).toContainText(twinPassage.text.slice(0, 40));
  // The sermon's own headings stay the page's only headings.
  await expect(section.getByRole('heading')).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: catalogs[lang].display.dark }).click();
  await expectAccessible(page);
  if (device === 'phone') {
    // Folded, the toolbar is still one slim row, and the switch is in it.
    await page.getByRole('button', { name: t.controls }).tap();
    await expect(page.getByTestId('preach-controls')).toBeHidden();
    await expect(page.getByTestId('preach-switch-language')).toBeInViewport();
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(page.viewportSize()!.height / 12);
    await page.getByRole('button', { name: t.controls }).tap();
  }

  // The whole sermon as one scroll: the section in view stays in view across the switch.
  await page.getByRole('button', { name: t.display.whole }).click();
  const conclusion = page.locator('[data-testid="preach-section"][data-section="conclusion"]');
  await conclusion.scrollIntoViewIfNeeded();
  await expect(conclusion).toBeInViewport();
  await page.keyboard.press('l');
  await expect(content).toHaveAttribute('lang', other);
  await expect(conclusion).toBeInViewport();
  await expect(conclusion.getByTestId('preach-twin').first()).toHaveAttribute('lang', lang);
}

/** The twin out of reach: the device's copy without a network; once the server will not give it, one language, said quietly. */
export async function preachingWhenTheTwinCannotBeRead(page: Page, lang: Lang) {
  const t = catalogs[lang];
  const { twin, content, section, other } = await preachingPointOne(page, lang);
  // Switched once, so this device has read the twin (and keeps a copy of it, as of the sermon).
  await page.keyboard.press('l');
  await expect(content).toHaveAttribute('lang', other);

  // No network for the twin: the copy this device kept of it, as for the sermon.
  const twinAddress = `**/api/sermons/${twin.id}`;
  await page.route(twinAddress, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(content).toHaveAttribute('lang', other);
  await expect(page.getByTestId('preach-switch-language')).toHaveText(t.twin[`switch_${lang}`]);
  await page.unroute(twinAddress);

  // The server will not give it (deleted since): one language, said quietly, and the view works on.
  await page.route(twinAddress, (route) => route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }));
  await page.reload();
  await expect(page.getByTestId('preach-twin-missing')).toHaveText(t.twin[`missing_${other}`]);
  await expect(content).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('preach-switch-language')).toHaveCount(0);
  await page.keyboard.press('l');
  await expect(content).toHaveAttribute('lang', lang);
  await page.keyboard.press('PageDown');
  await expect(section).toHaveAttribute('data-section', 'point-2');
  await expectAccessible(page);
}
