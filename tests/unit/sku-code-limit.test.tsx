// @vitest-environment happy-dom
// A SKU code's length is one number (text-limits.ts SKU_CODE_MAX): the rule the import and the back office's product
// form share, the product editor's input and the column that stores the code all take the same longest code.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SKU_CODE_MAX } from '~/lib/shared/text-limits.ts';
import { skuSchema } from '~/lib/server/catalogue/import/schema.ts';
import { skus } from '~/lib/server/db/schema/index.ts';
import ProductEditor from '~/islands/admin/ProductEditor.tsx';

const sku = (skuCode: string) => skuSchema.safeParse({ skuCode, attrs: '尺寸=A4', price: '1.00', stock: '1' });

describe('SKU code length', () => {
  it('the shared rule takes SKU_CODE_MAX characters and refuses one more, saying the number', () => {
    expect(sku('A'.repeat(SKU_CODE_MAX)).success).toBe(true);
    const long = sku('A'.repeat(SKU_CODE_MAX + 1));
    expect(long.success ? '' : long.error.issues[0]!.message).toBe(`SKU编码应为1-${SKU_CODE_MAX}位字母、数字或短横线`);
  });

  it('the column stores that many', () => {
    expect((getTableColumns(skus).skuCode as unknown as { length: number }).length).toBe(SKU_CODE_MAX);
  });

  it("the product editor's SKU 编码 input takes no more than the rule accepts", () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
    const root = createRoot(document.getElementById('root')!);
    act(() => root.render(<ProductEditor categoryPaths={[['宣传印刷', '画册样本']]} goodsTypes={[{ id: 5, name: '现货样品' }]} />));
    expect(document.querySelector<HTMLInputElement>('input[aria-label="SKU1 编码"]')!.maxLength).toBe(SKU_CODE_MAX);
    act(() => root.unmount());
  });
});
