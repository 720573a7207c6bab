// @vitest-environment happy-dom
// The support dialog (§2.9) says the hotline and the service hours the page carries (the site's settings, which the
// footer shows too), not hours written into the script.
import { describe, expect, it } from 'vitest';
import { openFurnitureDialog } from '~/lib/client/furniture-dialogs.ts';

describe('furniture dialogs', () => {
  it("the support dialog shows the QR code, the page's hotline and its service hours", () => {
    document.body.innerHTML =
      '<template id="support-qr" data-phone="400-123-4567" data-hours="8:30-17:30 工作日">' +
      '<img src="/qr/0123456789abcdef.svg" width="200" height="200" alt="客服微信二维码"></template>';
    openFurnitureDialog('support');
    const d = document.getElementById('support-dialog') as HTMLDialogElement;
    expect(d.open).toBe(true);
    expect(d.querySelector('.dlg-title')!.textContent).toBe('在线客服');
    expect(d.querySelector('img[alt="客服微信二维码"]')!.getAttribute('src')).toBe('/qr/0123456789abcdef.svg');
    expect(d.querySelector('.dlg-tip')!.textContent).toBe('客服热线：400-123-4567（8:30-17:30 工作日）');
    d.close();
  });

  it('a close event that arrives after the dialog was opened again does not close it (that event was the closing before)', async () => {
    // The browser fires `close` in a task after close(); a click can open the dialog again first. Simulated here: the
    // late event is dispatched while the dialog is open again. It closed the dialog just opened (seen once in a full
    // browser run: 在线客服 opened from the footer right after its close stayed shut).
    document.body.innerHTML = '<template id="support-qr" data-phone="400" data-hours="9-18"></template>';
    openFurnitureDialog('purchase');
    const d = document.getElementById('purchase-dialog') as HTMLDialogElement;
    d.close();
    await new Promise((r) => setTimeout(r)); // the close's own event, whenever happy-dom fires it
    openFurnitureDialog('purchase');
    expect(d.open).toBe(true);
    d.dispatchEvent(new Event('close')); // late: the dialog is open
    expect(d.open, 'still open').toBe(true);
    d.close();
    d.dispatchEvent(new Event('close'));
    openFurnitureDialog('purchase');
    expect(d.open, 'opens again after a real close').toBe(true);
    d.close();
  });
});
