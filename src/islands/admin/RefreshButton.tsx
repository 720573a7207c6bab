import { ApiFailure } from '~/lib/client/api.ts';

/** A 409 answer to a back-office save: the record changed since the page was rendered (its message says to reload). */
export const isConflict = (err: unknown) => err instanceof ApiFailure && err.status === 409;

/** The 刷新 after such a message: reloads the page, which then shows the record as it is now. */
export default function RefreshButton() {
  return (
    <>
      {' '}
      <button type="button" className="btn btn-sm" onClick={() => location.reload()}>
        刷新
      </button>
    </>
  );
}
