// The detail gallery: a thumbnail shows its picture in the large frame.
document.querySelectorAll<HTMLElement>('[data-gallery]').forEach((g) => {
  const main = g.querySelector<HTMLImageElement>('[data-gallery-main]');
  const thumbs = [...g.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  thumbs.forEach((b) =>
    b.addEventListener('click', () => {
      if (main) main.src = b.dataset.galleryThumb!;
      thumbs.forEach((t) => t.setAttribute('aria-pressed', t === b ? 'true' : 'false'));
    }),
  );
});
