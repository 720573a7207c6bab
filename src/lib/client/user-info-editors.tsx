// The editors of 基本信息 (lib/client/user-info.ts loads this on their first use): the nickname popover and the
// change-password dialog, React components mounted where the page's plain markup has their buttons.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import NicknameEditor from '~/islands/account/NicknameEditor.tsx';
import PasswordDialog from '~/islands/account/PasswordDialog.tsx';
import type { UserInfo as Profile } from '~/lib/shared/contracts/auth.ts';

/**
 * The nickname cell as the editor, opened (it was asked for by a click on 修改昵称). `save` answers the new profile, or
 * null when the change was refused (then the name shown stays).
 */
export function mountNickname(cell: HTMLElement, initial: string, save: (nickname: string) => Promise<Profile | null>): void {
  function Nickname() {
    const [value, setValue] = useState(initial);
    return (
      <NicknameEditor
        value={value}
        initiallyOpen
        onSave={async (nickname) => {
          const saved = await save(nickname);
          if (saved) setValue(saved.nickname);
          return saved !== null;
        }}
      />
    );
  }
  // The cell's markup is the editor's own, closed: replaced at once, so focus never falls to the page.
  flushSync(() => createRoot(cell).render(<Nickname />));
}

/** The change-password dialog, opened now and by `open()` again later. */
export function mountPassword(host: HTMLElement): { open(): void } {
  let setOpen: (open: boolean) => void = () => {};
  function Password() {
    const [open, set] = useState(true);
    setOpen = set;
    return <PasswordDialog open={open} onClose={() => set(false)} />;
  }
  createRoot(host).render(<Password />);
  return { open: () => setOpen(true) };
}
