// A module loaded the first time it is needed, then kept. The account forms check their input with the server's own
// zod schema before sending it; loaded this way, zod (about 25 KB of gzip) stays off the page's first load and
// arrives while the buyer fills the form in (the forms ask for it on their first focus).

/** `load` run once; a failed load (no network) is tried again on the next call. */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}

/** For a form's onFocus: starts the load, and leaves a failure to the submit that awaits it. */
export const warm = (get: () => Promise<unknown>) => () => void get().catch(() => undefined);
