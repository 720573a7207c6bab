// Errors under their fields, the one way every store form shows them (registration, 重新提交, addresses, invoice
// titles, sub-accounts, the invoice request). A message sits under its field (FieldError), the field carries
// aria-invalid and aria-describedby pointing to it, the first invalid field gets focus, and the message stays until
// that field is edited. Where it comes from: the form's own check (the shared zod schema's issues), or the server's
// refusal naming its field (the envelope's data.field: ApiFailure.field). A refusal that names no field of the form
// stays a toast.
import { useEffect, useState } from 'react';
import { ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';

/** The id of the message under the input with this id. */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** aria-invalid and aria-describedby of an input whose message (`message`) sits in FieldError `messageId`. */
export const invalidProps = (messageId: string, message: string | null | undefined) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? messageId : undefined,
});

/** The message under a field (empty while it is valid; role alert so a screen reader says it when it appears). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return (
    <div className="field-error" id={id} role="alert">
      {message ?? ''}
    </div>
  );
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message of each top-level field among a failed parse's issues. */
export function issuesByField(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = i.path[0];
    if (typeof k === 'string' && !(k in out)) out[k] = i.message;
  }
  return out;
}

/**
 * A form's field errors. `ids` names each field's input (or fieldset) id, in the form's order (the first invalid
 * one is focused). show() replaces the messages and focuses; put() sets one without moving focus (a check on blur).
 */
export function useFieldErrors<K extends string>(ids: Record<K, string>) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [focusTurn, setFocusTurn] = useState(0);
  const order = Object.keys(ids) as K[];
  useEffect(() => {
    if (!focusTurn) return;
    const first = order.find((k) => errors[k]);
    // A group of choices (a fieldset) carries the message; focus goes to its first control.
    const el = first ? document.getElementById(ids[first]) : null;
    (el instanceof HTMLFieldSetElement ? el.querySelector<HTMLElement>('input, select, textarea') : el)?.focus();
    // Only a new show() moves focus, not an edit that clears a message.
  }, [focusTurn]);

  const known = (k: string): k is K => k in ids;

  /**
   * Shows these messages (every other one cleared) and focuses the first invalid field; a message about no field of
   * this form is a toast. True if there was any message.
   */
  function show(next: Partial<Record<string, string | null | undefined>>): boolean {
    const kept: Partial<Record<K, string>> = {};
    for (const k of order) if (next[k]) kept[k] = next[k]!;
    setErrors(kept);
    if (Object.keys(kept).length) setFocusTurn((n) => n + 1);
    const stray = Object.entries(next).find(([k, m]) => m && !known(k))?.[1];
    if (stray) toast.warning(stray);
    return Object.keys(kept).length > 0 || !!stray;
  }

  return {
    errors,
    show,
    /** A failed parse of the shared schema: its messages under their fields. */
    showIssues: (issues: readonly Issue[]) => show(issuesByField(issues)),
    /** A server refusal naming one of this form's fields goes under it (true); any other is left to the caller. */
    fail(e: unknown): boolean {
      if (!(e instanceof ApiFailure) || !e.field || !known(e.field)) return false;
      return show({ [e.field]: e.message });
    },
    /** One field's message, focus left where it is (null clears it). */
    put: (k: K, message: string | null) => setErrors((all) => ({ ...all, [k]: message ?? undefined })),
    /** One field's message, every other kept, and focus to that field to type again (a refusal of a side action). */
    refuse(k: K, message: string) {
      setErrors((all) => ({ ...all, [k]: message }));
      document.getElementById(ids[k])?.focus();
    },
    /** The field was edited: its message goes. */
    clear: (...ks: K[]) =>
      setErrors((all) => (ks.some((k) => all[k]) ? { ...all, ...Object.fromEntries(ks.map((k) => [k, undefined])) } : all)),
    /** The input's id, aria-invalid and aria-describedby (its message in FieldError errorIdOf(id), or messageId). */
    input: (k: K, messageId = errorIdOf(ids[k])) => ({ id: ids[k], ...invalidProps(messageId, errors[k]) }),
  };
}

export type FieldErrors<K extends string> = ReturnType<typeof useFieldErrors<K>>;
