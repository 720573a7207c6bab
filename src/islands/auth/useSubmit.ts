import { useState } from 'react';
import { ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';

/**
 * Runs a form action once at a time and shows a failure's msg: under its field when `fields` (the form's
 * useFieldErrors) takes it, else as a toast.
 */
export function useSubmit(fields?: { fail: (e: unknown) => boolean }) {
  const [busy, setBusy] = useState(false);
  async function run(fn: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      if (fields?.fail(e)) return;
      toast.error(e instanceof ApiFailure ? e.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
