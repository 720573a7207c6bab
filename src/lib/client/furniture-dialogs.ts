// The furniture's two dialogs, without React: support (§2.9, 376 px: a QR code and 请用微信扫码联系客服) and purchase
// by number (§2.7, 500 px: an empty number warns 请输入调试编号, a known product code opens its detail page in a new
// tab, an unknown one shows the server's msg). Neither is in a page's HTML: furniture.ts loads this module on the first
// click on an opener (a pointer over one, or focus on one, starts the download) and calls `openFurnitureDialog`,
// which makes the dialog once and opens it. They are modal the way every dialog of the store is (modal.ts), in the frame of
// dom-dialog.ts (the markup of the React `Dialog`), so one style serves both; a page that has no React island loads no
// React for them.
import { toast, toastFailure } from './toast.ts';
import { openModal, whenClosed } from './modal.ts';
import { makeDialog } from './dom-dialog.ts';
import { checkPurchaseNumber, detailUrl, PURCHASE_NO_EXAMPLE, PURCHASE_NO_MAX } from '~/lib/shared/links.ts';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';

export type FurnitureDialog = 'support' | 'purchase';

/**
 * The QR code is drawn on the server: its image (an <img> of /qr/<hash>.svg, fetched when the dialog first shows it),
 * the hotline and the service hours (the site's settings, as the footer shows them) come from the page's #support-qr
 * template.
 */
function supportDialog(): HTMLDialogElement {
  const qr = document.getElementById('support-qr') as HTMLTemplateElement | null;
  const content = document.createElement('div');
  content.className = 'support-body';
  const text = document.createElement('p');
  text.className = 'support-text';
  text.textContent = '请用微信扫码联系客服';
  const tip = document.createElement('p');
  tip.className = 'dlg-tip';
  tip.textContent = `客服热线：${qr?.dataset.phone ?? ''}（${qr?.dataset.hours ?? ''}）`;
  if (qr) content.append(qr.content.cloneNode(true));
  content.append(text, tip);
  return makeDialog('support-dialog', '在线客服', 376, content);
}

function purchaseDialog(): HTMLDialogElement {
  const form = document.createElement('form');
  form.noValidate = true;
  form.innerHTML = `<p class="dlg-tip">输入商品编号，直接打开对应商品详情页。</p>
    <div class="field"><label for="purchase-no">商品编号</label><input id="purchase-no" class="input" name="code"
      maxlength="${PURCHASE_NO_MAX}" autocomplete="off" placeholder="请输入商品编号，如 ${PURCHASE_NO_EXAMPLE}"></div>
    <div class="dlg-actions"><button type="button" class="btn" data-cancel>取消</button><button type="submit"
      class="btn btn-primary">确定</button></div>`;
  const d = makeDialog('purchase-dialog', '按编号采购', 500, form);
  const field = form.querySelector('input')!;
  form.querySelector('[data-cancel]')!.addEventListener('click', () => d.close());
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void (async () => {
      const code = field.value.trim();
      const msg = checkPurchaseNumber(code);
      if (msg) {
        toast.warning(msg);
        field.focus();
        return;
      }
      try {
        // The API client loads on first use: the home page's JavaScript budget has no room for it at load.
        const { api } = await import('./api.ts');
        const { data } = await api.get('/api/products/code', { code });
        window.open(detailUrl(data), '_blank', 'noopener');
        d.close();
      } catch (err) {
        toastFailure(err, NETWORK_FAILED);
      }
    })();
  });
  return d;
}

const made = new Map<FurnitureDialog, HTMLDialogElement>();

/** Opens one of the furniture's dialogs (made on its first opening); it starts empty each time. */
export function openFurnitureDialog(which: FurnitureDialog) {
  let d = made.get(which);
  if (!d) made.set(which, (d = which === 'support' ? supportDialog() : purchaseDialog()));
  if (d.open) return;
  d.querySelector('form')?.reset();
  const release = openModal(d);
  whenClosed(d, release);
}
