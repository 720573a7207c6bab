// Toast messages (SPEC §8: they last 1.2 seconds).
export const TOAST_MS = 1200;
type Kind = 'success' | 'warning' | 'error' | 'info';

/**
 * The live regions toasts go into, in one box (`#toast-host`, where the toasts show). The layouts render them empty
 * with the page (components/ToastHost.astro): a screen reader speaks a change inside a live region it already knows,
 * and a region made together with its first toast was not said at all. A refusal (error, warning) goes to the
 * assertive one (role alert: said at once, interrupting), a success or a note to the polite one (role status: said
 * when the reader is free). Made here only on a page without them. A modal dialog may move the box inside itself.
 */
export const TOAST_HOST = { id: 'toast-host' } as const;
export const TOAST_REGIONS = {
  assertive: { role: 'alert', 'aria-live': 'assertive', 'data-toasts': 'assertive' },
  polite: { role: 'status', 'aria-live': 'polite', 'data-toasts': 'polite' },
} as const;
const REGION_OF: Record<Kind, keyof typeof TOAST_REGIONS> = {
  success: 'polite',
  info: 'polite',
  warning: 'assertive',
  error: 'assertive',
};

export function toastHost(): HTMLElement {
  let host = document.getElementById(TOAST_HOST.id);
  if (!host) {
    host = document.createElement('div');
    host.id = TOAST_HOST.id;
    for (const attrs of Object.values(TOAST_REGIONS)) {
      const region = document.createElement('div');
      for (const [k, v] of Object.entries(attrs)) region.setAttribute(k, v);
      host.appendChild(region);
    }
    document.body.appendChild(host);
  }
  return host;
}

function show(kind: Kind, text: string) {
  if (typeof document === 'undefined' || !text) return;
  const host = toastHost();
  const region = host.querySelector(`[data-toasts=${REGION_OF[kind]}]`) ?? host;
  const el = document.createElement('div');
  el.className = `toast toast-${kind}`;
  el.textContent = text;
  region.appendChild(el);
  setTimeout(() => el.remove(), TOAST_MS);
}

/**
 * A failed API call as a toast: the server's msg (an ApiFailure carries status and msg) or the fallback when
 * there is none (no network, a chunk that failed to load). Nothing for a 401: the API client has already said
 * 请先登录 and is sending the visitor to /login. Islands that load the API client lazily use this rather than
 * `instanceof ApiFailure`, which would need the client at load.
 */
export function toastFailure(err: unknown, fallback: string, kind: Kind = 'warning') {
  const failure = err as { status?: number; message?: string } | null;
  if (failure?.status !== 401) show(kind, (failure?.status !== undefined && failure.message) || fallback);
}

/** Where a toast said just before the page reloads or moves on waits for the next page (sessionStorage). */
const PENDING = 'toast:pending';

/**
 * Shows the toast a previous page left for this one (toast.successThen): the page that says it calls this once on
 * load. A toast shown just before location.reload() went with the old page, so a saved action said nothing.
 */
export function showPendingToast() {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(PENDING);
    sessionStorage.removeItem(PENDING);
  } catch {
    return;
  }
  if (raw) show('success', raw);
}

/**
 * Runs `stayed` if the navigation `go` starts is held by a leave-page prompt and the user stays. Added last, this
 * beforeunload listener sees whether an earlier one asked (defaultPrevented); its timer runs once the prompt is
 * answered and the page is still here.
 */
function whenStaying(t: string, stayed: () => void) {
  addEventListener(
    'beforeunload',
    (e) => {
      if (!e.defaultPrevented) return;
      setTimeout(() => {
        try {
          sessionStorage.removeItem(PENDING);
        } catch {
          // nothing was kept
        }
        show('success', t);
        stayed();
      }, 0);
    },
    { once: true },
  );
}

export const toast = {
  /**
   * A success said on the page that follows (after location.reload() or assign()); see showPendingToast. When the
   * page asks before it goes (the product form's unsaved changes: the browser's leave-page prompt) and the user stays,
   * the success is said here instead and `stayed` runs (the form that went through stops saying 处理中…).
   */
  successThen: (t: string, go: () => void, stayed?: () => void) => {
    try {
      sessionStorage.setItem(PENDING, t);
    } catch {
      show('success', t);
    }
    if (stayed) whenStaying(t, stayed);
    go();
  },
  success: (t: string) => show('success', t),
  warning: (t: string) => show('warning', t),
  error: (t: string) => show('error', t),
  info: (t: string) => show('info', t),
};
