// 复制 buttons: `<button data-copy="text" data-copy-name="银行账号">` copies its text to the clipboard and says so. One
// delegated listener per page (`wireCopyButtons`). The Clipboard API needs a secure context (HTTPS, or
// localhost); a store reached over plain HTTP on a LAN falls back to a selected, off-screen text area and the older
// copy command. Either way, a failure says how to copy by hand rather than nothing.
import { toast } from './toast.ts';

/** Copies `text`; true when the browser says it did. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      /* refused (no permission, page not focused): try the older way */
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.left = '-9999px';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function wireCopyButtons() {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    const name = button.dataset.copyName ?? '';
    void copyText(button.dataset.copy ?? '').then((ok) =>
      ok ? toast.success(`${name}已复制`) : toast.warning(`复制失败，请手动选择${name}复制`),
    );
  });
}
