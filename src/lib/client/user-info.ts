// 基本信息's behaviour (components/account/UserInfoFacts.astro, plain markup): one set of listeners on the section.
// The avatar upload runs here; the nickname popover and the password dialog are React components mounted on their
// first use (user-info-editors.tsx, loaded then, with React); a cell whose value the server decides (the avatar, the
// company and its licence after a review step) is taken from a fresh rendering of the page, so the markup is written
// once, in the component.
import { toast, toastFailure } from './toast.ts';
import { freshPage } from './page-parts.ts';
import { isWorking, setWorking } from './working.ts';
import type { UserInfo as Profile } from '~/lib/shared/contracts/auth.ts';
import { acceptOf, RULES, sizeRefusal, typeRefusal } from '~/lib/shared/upload-rules.ts';

// The server's own rule for avatars (it judges the content again).
const AVATAR_TYPES = acceptOf(RULES.avatar);
const AVATAR_MAX = RULES.avatar.maxBytes;
/** The event the company review form (islands/account/CompanyReview.tsx) sends when the company's facts changed. */
export const PROFILE_EVENT = 'qili:profile';

const editors = () => import('./user-info-editors.tsx');
const LOAD_FAILED = '加载失败，请稍后再试';

/** Saves a profile change: the stored user follows, 修改成功 is said; the new profile, or null when refused. */
async function save(patch: { avatar?: string; nickname?: string }): Promise<Profile | null> {
  try {
    const [{ api }, { setUserInfo }] = await Promise.all([import('./api.ts'), import('./stores.ts')]);
    const r = await api.post('/api/user/edit', patch);
    setUserInfo(r.data);
    toast.success('修改成功');
    return r.data;
  } catch (e) {
    // §8: a failed profile update is a warning with the server's msg.
    toastFailure(e, '修改失败');
    return null;
  }
}

/**
 * The cells named, as the server renders them now (the elements marked data-fresh). On a bad network they keep what
 * they show, the page is asked for again quietly and PAGE_STALE is said if it never comes (page-parts.ts).
 */
async function refresh(section: HTMLElement, names: readonly string[]): Promise<void> {
  const fresh = await freshPage(location.pathname);
  if (!fresh) return;
  for (const name of names) {
    const now = fresh.querySelector(`[data-user-info] [data-fresh="${name}"]`);
    const old = section.querySelector(`[data-fresh="${name}"]`);
    if (now && old) old.replaceWith(document.importNode(now, true));
  }
}

async function upload(section: HTMLElement, input: HTMLInputElement, button: HTMLButtonElement): Promise<void> {
  const f = input.files?.[0];
  input.value = '';
  if (!f) return;
  // A first, friendly check; the server judges the content itself.
  if (!AVATAR_TYPES.includes(f.type)) return void toast.warning(typeRefusal(RULES.avatar));
  if (f.size > AVATAR_MAX) return void toast.warning(sizeRefusal(RULES.avatar));
  const label = button.textContent;
  setWorking([button], true);
  button.textContent = '上传中…';
  try {
    const { api } = await import('./api.ts');
    const body = new FormData();
    body.append('file', f);
    const r = await api.post('/api/api/upload', body);
    if (await save({ avatar: r.data.link })) await refresh(section, ['avatar']);
  } catch (err) {
    toastFailure(err, '上传失败');
  } finally {
    setWorking([button], false);
    button.textContent = label;
  }
}

/** The nickname the cell shows ('' when it shows 未设置): read from the text, never from an attribute. */
function nicknameOf(cell: HTMLElement): string {
  const shown = cell.querySelector('.nickname');
  return !shown || shown.hasAttribute('data-unset') ? '' : (shown.textContent ?? '');
}

/** Wires the page's 基本信息 section (by the time a module script runs, the markup is there). */
export function wireUserInfo(): void {
  const section = document.querySelector<HTMLElement>('[data-user-info]');
  if (!section) return;
  // Looked up on each use: a refresh replaces the avatar's cell, its input and button with it.
  const input = () => section.querySelector<HTMLInputElement>('#avatar-file')!;
  let password: Promise<{ open(): void }> | null = null;
  let nickname: Promise<void> | null = null;

  section.addEventListener('change', (e) => {
    if (e.target !== input()) return;
    void upload(section, input(), section.querySelector<HTMLButtonElement>('[data-avatar-pick]')!);
  });
  section.addEventListener('click', (e) => {
    const target = e.target as Element;
    const pick = target.closest('[data-avatar-pick]');
    if (pick) return isWorking(pick) ? undefined : input().click();
    const cell = target.closest<HTMLElement>('[data-nickname]');
    if (cell && !nickname && target.closest('button.link-btn')) {
      // The popover replaces the cell's markup with the same, opened (focus goes to its field).
      nickname = editors().then(
        (m) => m.mountNickname(cell, nicknameOf(cell), (n) => save({ nickname: n })),
        (err: unknown) => {
          nickname = null;
          toastFailure(err, LOAD_FAILED, 'error');
        },
      );
      return;
    }
    const opener = target.closest<HTMLButtonElement>('[data-password]');
    if (opener) {
      const host = section.querySelector<HTMLElement>('[data-password-dialog]')!;
      if (password) return void password.then((d) => d.open());
      password = editors().then(
        (m) => m.mountPassword(host),
        (err: unknown) => {
          // Not loaded (offline, a chunk gone after a release): said, and tried again on the next click.
          password = null;
          toastFailure(err, LOAD_FAILED, 'error');
          return { open() {} };
        },
      );
    }
  });
  // The company review form changed the company's facts (its name, its status, its licence).
  window.addEventListener(PROFILE_EVENT, () => void refresh(section, ['company', 'creditCode', 'licence']));
}
