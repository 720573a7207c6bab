// The favourite buttons (components/FavouriteButton.astro: the cards' hearts, the detail page's 收藏 button) are plain
// markup (the home page carries about sixty; as islands they took a third of its server render time, 33 → 22 ms): one
// delegated listener, loaded with every page's furniture, serves them all. Their behaviour (lib/client/favourites.ts)
// loads on the first click, so it costs nothing at load.
import { toastFailure } from './toast.ts';
import { isWorking, setWorking } from './working.ts';

/** Wires every favourite button of the page, present or to come (by DOMContentLoaded: furniture is a module script). */
export function wireCardFavourites() {
  document.addEventListener('click', (e) => {
    const b = (e.target as Element | null)?.closest<HTMLButtonElement>('button.fav-btn[data-fav]');
    if (!b || isWorking(b)) return;
    setWorking([b], true); // one call at a time per button, from the click on (focus stays); toggleCard gives it back
    import('./favourites.ts').then(
      (f) => f.toggleCard(b),
      (err: unknown) => {
        setWorking([b], false);
        toastFailure(err, '收藏失败', 'error');
      },
    );
  });
}
