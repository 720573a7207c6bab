// <purchase-panel>: spec choice → SKU, quantity rules, tier price, artwork upload, add to cart and buy now.
import { api, ApiFailure } from '~/lib/client/api.ts';
import { publishCartCount } from '~/islands/cart/syncCartNum.ts';
import { toast, toastFailure } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { unitPrice, type Discount, type Tier } from '~/lib/shared/pricing.ts';
import { qtyProblem, stepQty, type QtyRule } from '~/lib/shared/quantity.ts';
import type { AddCartBody } from '~/lib/shared/contracts/cart.ts';
import type { UploadedFile } from '~/lib/shared/contracts/orders.ts';
import { MAX_ARTWORK_FILES, RULES, tooLarge } from '~/lib/shared/upload-rules.ts';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';
import { newSubmissionKey } from '~/lib/client/submission-key.ts';

interface Sku {
  id: number;
  attrs: Record<string, string>;
  price: number;
  otPrice: number;
  stock: number;
}
interface State {
  templateId?: number;
  productId: number;
  unit: string;
  minQty: number;
  stepQty: number;
  basePrice: number;
  custom: boolean;
  tiers: Tier[];
  discount: Discount | null;
  skus: Sku[];
}
type Uploaded = Pick<UploadedFile, 'id' | 'name' | 'size'>;

class PurchasePanel extends HTMLElement {
  private state!: State;
  private files: Uploaded[] = [];
  private busy = false;
  /**
   * The add not yet answered (its answer lost, or refused): its body and key. Pressing again for the same goods,
   * spec, quantity and requirements sends the same key, so an add the server took before the network dropped is
   * not made twice; another body, or an add answered, takes a new key.
   */
  private pending: { body: string; key: string } | null = null;

  connectedCallback() {
    this.state = JSON.parse(this.dataset.state ?? '{}') as State;
    this.addEventListener('change', (e) => {
      const t = e.target as HTMLInputElement;
      if (t.dataset.spec !== undefined || t.dataset.qtyInput !== undefined) this.refresh();
      if (t.dataset.artwork !== undefined) void this.upload(t);
    });
    this.addEventListener('input', (e) => {
      if ((e.target as HTMLElement).dataset.qtyInput !== undefined) this.refresh();
    });
    // Enter in the quantity box (or a requirement field) would submit the form as a GET to the page's own address,
    // without its productId: the buyer landed on 商品不存在 with the choice lost. Enter takes the typed quantity instead
    // (its message, if any, shows under it); adding or buying stays with the two buttons.
    this.querySelector('form')?.addEventListener('submit', (e) => {
      e.preventDefault();
      this.refresh();
    });
    this.querySelectorAll<HTMLButtonElement>('[data-qty]').forEach((b) =>
      b.addEventListener('click', () => this.step(b.dataset.qty === '+' ? 1 : -1)),
    );
    this.querySelectorAll<HTMLButtonElement>('[data-buy]').forEach((b) =>
      b.addEventListener('click', () => void this.submit(b.dataset.buy as 'cart' | 'buy')),
    );
    this.querySelector('[data-files]')?.addEventListener('click', (e) => {
      const id = Number((e.target as HTMLElement).closest<HTMLElement>('[data-remove]')?.dataset.remove);
      if (id) {
        this.files = this.files.filter((f) => f.id !== id);
        this.renderFiles();
      }
    });
    this.refresh();
  }

  private get qtyInput() {
    return this.querySelector<HTMLInputElement>('[data-qty-input]')!;
  }
  private get num() {
    return Number(this.qtyInput.value);
  }

  private chosenSku(): Sku | null {
    const chosen: Record<string, string> = {};
    this.querySelectorAll<HTMLInputElement>('input[data-spec]:checked').forEach((i) => {
      chosen[i.dataset.spec!] = i.value;
    });
    return this.state.skus.find((s) => Object.entries(s.attrs).every(([k, v]) => chosen[k] === v)) ?? null;
  }

  /** The quantity rule of the chosen SKU (shared/quantity.ts, as the cart and checkout apply it). */
  private rule(sku: Sku | null): QtyRule {
    return { minQty: this.state.minQty, stepQty: this.state.stepQty, stock: sku?.stock, unitName: this.state.unit };
  }

  private step(dir: 1 | -1) {
    this.qtyInput.value = String(stepQty(this.num, dir, this.rule(this.chosenSku())));
    this.refresh();
  }

  /** The message that blocks buying, or null. */
  private problem(): string | null {
    const sku = this.chosenSku();
    if (!sku) return '该规格组合暂不可售，请重新选择';
    return this.qtyRefusal(sku);
  }

  /** The quantity's own refusal (said under the field, tied to it), or null. */
  private qtyRefusal(sku: Sku | null): string | null {
    return sku ? qtyProblem(this.num, this.rule(sku)) : null;
  }

  private refresh() {
    const sku = this.chosenSku();
    const { basePrice, tiers, discount, minQty } = this.state;
    // The one pricing function (shared/pricing.ts): the cart and the order charge exactly this.
    const p = sku ? unitPrice({ skuPrice: sku.price, basePrice, tiers, num: this.num || minQty, discount }) : null;
    const price = this.querySelector('[data-price]');
    if (price) price.textContent = p ? formatPrice(p.unit) : '-';
    const ot = this.querySelector<HTMLElement>('[data-ot-price]');
    if (ot && sku && p) {
      const struck = p.discount ? p.before : sku.otPrice;
      ot.textContent = formatPrice(struck);
      ot.hidden = struck <= p.unit;
    }
    const stock = this.querySelector('[data-stock]');
    if (stock) stock.textContent = String(sku?.stock ?? 0);
    const err = this.querySelector('[data-error]');
    if (err) err.textContent = this.qtyInput.value === '' ? '' : (this.problem() ?? '');
    // The quantity's refusal is the field's own: aria-invalid and described by it, so focus on the field says it.
    const input = this.qtyInput;
    const refused = input.value !== '' && this.qtyRefusal(sku) !== null;
    const hint = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== err?.id);
    input.setAttribute('aria-describedby', [...hint, ...(refused && err?.id ? [err.id] : [])].join(' '));
    if (refused) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  private renderFiles() {
    const list = this.querySelector('[data-files]');
    if (!list) return;
    list.replaceChildren(
      ...this.files.map((f) => {
        const li = document.createElement('li');
        const name = document.createElement('span');
        name.textContent = `${f.name}（${(f.size / 1024 / 1024).toFixed(2)}MB）`;
        const del = document.createElement('button');
        del.type = 'button';
        del.className = 'link-btn';
        del.dataset.remove = String(f.id);
        del.textContent = '删除';
        del.setAttribute('aria-label', `删除 ${f.name}`);
        li.append(name, del);
        return li;
      }),
    );
  }

  private async upload(input: HTMLInputElement) {
    const picked = [...(input.files ?? [])];
    input.value = '';
    for (const file of picked) {
      if (this.files.length >= MAX_ARTWORK_FILES) {
        toast.warning(`设计稿最多上传${MAX_ARTWORK_FILES}个文件`);
        break;
      }
      const big = tooLarge(RULES.artwork, file);
      if (big) {
        toast.warning(big);
        continue;
      }
      const form = new FormData();
      form.append('file', file);
      try {
        const { data } = await api.post('/api/upload/artwork', form);
        this.files.push({ id: data.id, name: data.name, size: data.size });
        this.renderFiles();
        toast.success('上传成功');
      } catch (e) {
        toast.error(e instanceof ApiFailure ? e.message : '上传失败');
      }
    }
  }

  /**
   * While 加入购物车 or 立即购买 is on its way both are disabled and the one pressed reads 提交中… (on a slow network a
   * press showed nothing for seconds, and the buyer pressed again); `null` puts them back. aria-disabled, not
   * disabled: a disabled button loses the keyboard's focus to the page's top (docs/accessibility.md, "Focus after an
   * action"); `busy` refuses the second press.
   */
  private showBusy(kind: 'cart' | 'buy' | null) {
    this.busy = kind !== null;
    this.querySelectorAll<HTMLButtonElement>('[data-buy]').forEach((b) => {
      b.dataset.label ??= b.textContent!.trim();
      b.setAttribute('aria-disabled', String(this.busy));
      b.textContent = b.dataset.buy === kind ? '提交中…' : b.dataset.label;
    });
  }

  private async submit(kind: 'cart' | 'buy') {
    if (this.busy) return;
    const msg = this.problem();
    if (msg) {
      this.refresh();
      // A quantity refusal is said once, by the field (its message under it, role alert, and its description): a
      // toast as well made a screen reader say it twice. Focus goes to the field to correct it. Others stay toasts
      // (an emptied box shows no message under it, so its refusal is the toast).
      if (this.qtyInput.value !== '' && this.qtyRefusal(this.chosenSku())) this.qtyInput.focus();
      else toast.warning(msg);
      return;
    }
    const body: AddCartBody = { productId: this.state.productId, skuId: this.chosenSku()!.id, num: this.num, kind };
    if (this.state.custom) {
      const params = (this.querySelector<HTMLTextAreaElement>('[name=params]')?.value ?? '').trim();
      if (!params) {
        toast.warning('请填写印刷参数');
        this.querySelector<HTMLTextAreaElement>('[name=params]')?.focus();
        return;
      }
      const note = (this.querySelector<HTMLTextAreaElement>('[name=notes]')?.value ?? '').trim();
      // The orders' requirement-form shape (src/lib/shared/custom-form.ts): free text goes under 印刷参数.
      body.custom = {
        params,
        note,
        artworkFileIds: this.files.map((f) => f.id),
        ...(this.state.templateId ? { templateId: this.state.templateId } : {}),
      };
    }
    const what = JSON.stringify(body);
    if (this.pending?.body !== what) this.pending = { body: what, key: newSubmissionKey() };
    this.showBusy(kind);
    try {
      const res = await api.post('/api/car', { ...body, idempotencyKey: this.pending.key });
      this.pending = null;
      if (kind === 'buy') {
        location.assign(`/cart/settlement?cartIds=${res.data.cartId}`);
        return;
      }
      toast.success(res.msg || '加入购物车成功');
      publishCartCount(res.data.count);
    } catch (e) {
      toastFailure(e, NETWORK_FAILED, 'error');
    } finally {
      this.showBusy(null);
    }
  }
}

if (!customElements.get('purchase-panel')) customElements.define('purchase-panel', PurchasePanel);
