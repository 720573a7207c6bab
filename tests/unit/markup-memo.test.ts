import { describe, expect, it } from 'vitest';
import { markupOnce, markupReady } from '~/lib/server/storefront/markup-memo.ts';

describe('markup rendered once per change', () => {
  it('renders once for the same inputs, again when one of them is replaced', async () => {
    let renders = 0;
    const render = (text: string) => async () => `<footer>${text} ${++renders}</footer>`;
    const footer = { copyright: 'a' };
    const site = { name: 's' };
    expect(await markupOnce([footer, site], render('a'))).toBe('<footer>a 1</footer>');
    expect(await markupOnce([footer, site], render('a'))).toBe('<footer>a 1</footer>');
    // The catalogue cache hands out new objects after a change: the markup follows.
    expect(await markupOnce([footer, { name: 't' }], render('b'))).toBe('<footer>b 2</footer>');
    expect(await markupOnce([{ copyright: 'a' }, site], render('c'))).toBe('<footer>c 3</footer>');
    expect(renders).toBe(3);
  });

  it('keeps two renderings of the same data apart by their key', async () => {
    let renders = 0;
    const tree = [{ id: 1 }];
    const menu = (id: string) => async () => `<ul id="${id}">${++renders}</ul>`;
    expect(await markupOnce([tree], menu('home'), 'home')).toBe('<ul id="home">1</ul>');
    expect(await markupOnce([tree], menu('strip'), 'strip')).toBe('<ul id="strip">2</ul>');
    // Neither pushes the other out: a page with both renders nothing again.
    expect(await markupOnce([tree], menu('home'), 'home')).toBe('<ul id="home">1</ul>');
    expect(await markupOnce([tree], menu('strip'), 'strip')).toBe('<ul id="strip">2</ul>');
    expect(renders).toBe(2);
  });

  it('forgets a rendering that failed', async () => {
    const key = {};
    await expect(
      markupOnce([key], async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await markupOnce([key], async () => 'ok')).toBe('ok');
  });

  it('answers the finished markup at once for the same inputs, and nothing before it is done, for other inputs or keys', async () => {
    const tree = [{ id: 1 }];
    let finish!: (s: string) => void;
    const pending = markupOnce([tree], () => new Promise<string>((r) => (finish = r)), 'strip');
    expect(markupReady([tree], 'strip')).toBeUndefined(); // still rendering: the caller renders through RenderOnce
    finish('<ul id="strip"></ul>');
    await pending;
    expect(markupReady([tree], 'strip')).toBe('<ul id="strip"></ul>');
    expect(markupReady([tree], 'home')).toBeUndefined();
    expect(markupReady([[{ id: 1 }]], 'strip')).toBeUndefined(); // a new tree after a change: render again
    const site = { name: 's' };
    await markupOnce([tree, site], async () => '<footer></footer>');
    expect(markupReady([tree, { name: 's' }])).toBeUndefined();
    expect(markupReady([tree, site])).toBe('<footer></footer>');
    const broken = {};
    await markupOnce([broken], async () => Promise.reject(new Error('down'))).catch(() => {});
    expect(markupReady([broken])).toBeUndefined();
  });
});
