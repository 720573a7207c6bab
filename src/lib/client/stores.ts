// Client state shared by islands (SPEC §3, §4). Stores hold state, not logic.
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { UserInfo } from '~/lib/shared/contracts/auth.ts';

/** The part of GET /api/userinfo's answer kept in the browser. */
export type StoredUser = Pick<
  UserInfo,
  | 'id'
  | 'nickname'
  | 'avatar'
  | 'phone'
  | 'identity'
  | 'levelName'
  | 'companyName'
  | 'companyStatus'
  | 'licenseUrl'
  | 'parentId'
  | 'permissions'
>;

export interface MessageStore {
  userInfo: StoredUser | null;
  hotKey: string[];
  cartNum: number;
}

export const EMPTY_STATE: MessageStore = { userInfo: null, hotKey: [], cartNum: 0 };

/** Persisted in localStorage under 'messageStore' (userInfo, hotKey and the cart number). */
export const $messageStore = persistentAtom<MessageStore>('messageStore', EMPTY_STATE, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return { ...EMPTY_STATE, ...JSON.parse(raw) };
    } catch {
      return EMPTY_STATE;
    }
  },
});

/** The header search keyword: lives for one page, cleared on unload. */
export const $searchKeyword = atom('');

export function setUserInfo(userInfo: StoredUser | null) {
  $messageStore.set({ ...$messageStore.get(), userInfo });
}

export function setHotKey(hotKey: string[]) {
  $messageStore.set({ ...$messageStore.get(), hotKey });
}

export function setCartNum(cartNum: number) {
  $messageStore.set({ ...$messageStore.get(), cartNum });
}

export function resetStore() {
  $messageStore.set(EMPTY_STATE);
  $searchKeyword.set('');
}
