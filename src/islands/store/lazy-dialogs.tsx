// Mounts a furniture dialog (Dialogs.tsx) on its first opening, open: furniture.ts imports this module on the first
// click on an opener, so a page loads React for these dialogs only when someone opens one.
import { createRoot } from 'react-dom/client';
import { PurchaseDialog, SupportDialog } from './Dialogs.tsx';

export type FurnitureDialog = 'support' | 'purchase';

const mounted = new Set<FurnitureDialog>();

export function mountDialog(which: FurnitureDialog) {
  if (mounted.has(which)) return;
  mounted.add(which);
  const host = document.createElement('div');
  host.dataset.dialog = which;
  document.body.append(host);
  if (which === 'support') {
    const qr = document.getElementById('support-qr') as HTMLTemplateElement | null;
    createRoot(host).render(<SupportDialog phone={qr?.dataset.phone ?? ''} qrHtml={qr?.innerHTML ?? ''} initiallyOpen />);
  } else {
    createRoot(host).render(<PurchaseDialog initiallyOpen />);
  }
}
