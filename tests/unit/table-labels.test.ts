// @vitest-environment happy-dom
// The back office's lists on phones: every body cell names its column (data-label), also the rows an island renders
// after the page loaded (lib/client/table-labels.ts, run by AdminLayout).
import { describe, expect, it } from 'vitest';
import { watchTableLabels } from '~/lib/client/table-labels.ts';

const labels = (row: Element) => [...row.children].map((c) => c.getAttribute('data-label'));
const settle = () => new Promise((r) => setTimeout(r, 0)); // MutationObserver callbacks run before it

describe('table labels', () => {
  it('names the cells of the lists in the page, of rows added later, and of a list rendered later', async () => {
    document.body.innerHTML = `<main><table class="grid"><thead><tr><th>版本</th><th>时间</th><th></th></tr></thead>
      <tbody><tr><td>#1</td><td>10:00</td><td>查看</td></tr></tbody></table><table><thead><tr><th>不是列表</th></tr></thead>
      <tbody><tr><td>x</td></tr></tbody></table></main>`;
    watchTableLabels();
    const [grid, plain] = [...document.querySelectorAll('table')];
    expect(labels(grid!.querySelector('tbody tr')!)).toEqual(['版本', '时间', null]); // no name, no label
    expect(labels(plain!.querySelector('tbody tr')!)).toEqual([null]); // only table.grid stacks as cards

    const added = document.createElement('tr');
    added.innerHTML = '<td>#2</td><td>11:00</td>';
    grid!.querySelector('tbody')!.append(added);
    await settle();
    expect(labels(added)).toEqual(['版本', '时间']);

    const later = document.createElement('div');
    later.innerHTML = '<table class="grid"><thead><tr><th>SKU编码</th></tr></thead><tbody><tr><td>A1</td></tr></tbody></table>';
    document.querySelector('main')!.append(later);
    await settle();
    expect(labels(later.querySelector('tbody tr')!)).toEqual(['SKU编码']);
  });
});
