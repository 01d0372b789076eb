// The add/edit modal (loaded on demand). react-hook-form holds what the user types; on submit the
// text is read into typed values (form-values.ts) and checked against the contract's zod schema of
// the add or edit body. A bad value gets its message at its field and nothing is sent.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { errorMessage } from '../../api/fetcher';
import type { ColumnConfig, DatasetConfig } from '../../api/gen/registry/types';
import { sessionUser } from '../../api/session';
import { Alert } from '../../components/alert';
import { LeaveDialog } from '../../components/leave-guard/leave-dialog';
import { useLeaveGuard } from '../../components/leave-guard/use-leave-guard';
import { Modal } from '../../components/modal/modal';
import { useLinkBeneath } from '../../components/modal/use-link-beneath';
import { asSentence } from '../../lib/format';
import { keyLabel, keyNames } from '../../lib/row-key';
import { loadBodySchema } from './body-schema';
import { contractWords } from './contract-words';
import { type FormMode, type FormValues, formColumns, initialValues, isKey, readForm } from './form-values';
import type { Row } from './list-query';
import { isWideField, RecordField } from './record-field';
import { keepFormIfSessionEnds } from './reopen-store';

export interface RecordDialogProps {
  dataset: DatasetConfig;
  mode: FormMode;
  /** The row being edited (edit mode). */
  row?: Row;
  /** The record a new one is made from (Duplicate): the fields left as they were are sent as that
   * record has them (an empty text stays empty, not null; a time keeps its milliseconds). */
  source?: Row;
  /** Input to restore (a reopened failed save). */
  values?: FormValues;
  /** Why the last save of this input failed. */
  serverError?: string;
  /** Why the input is back without a save having been tried (the session ended). */
  notice?: string;
  /** The input holds work not saved yet (a reopened failed save): closing asks first. */
  unsaved?: boolean;
  onClose: () => void;
  /** A valid body: the manager sends it and closes the modal at once (SPEC §2). */
  onSubmit: (body: Row, values: FormValues) => void;
}

type FieldErrors = Record<string, { type: string; message: string }>;

/** What the browser's own date and time boxes hold half-typed or impossible (Feb 31): they report
 * it as no value at all, which would send the field empty and wipe what the record had. */
const BAD_INPUT: Partial<Record<string, string>> = {
  date: 'Enter a whole date that exists (month, day and year)',
  time: 'Enter a whole time (hours and minutes)',
  datetime: 'Enter a whole date and time that exist',
};

function makeResolver(
  d: DatasetConfig,
  mode: FormMode,
  row: Row | undefined,
  form: { current: HTMLFormElement | null },
): Resolver<FormValues, unknown, Row> {
  return async (values) => {
    const read = readForm(d, mode, values, row);
    const errors: FieldErrors = {};
    for (const [k, message] of Object.entries(read.errors)) errors[k] = { type: 'format', message };
    for (const c of d.columns) {
      const box = form.current?.elements.namedItem(c.key);
      const message = BAD_INPUT[c.type];
      if (message && box instanceof HTMLInputElement && box.validity.badInput)
        errors[c.key] = { type: 'format', message };
    }
    if (read.empty) {
      errors.root = {
        type: 'empty',
        message: `Fill in at least one field: an empty ${d.name} record is not created.`,
      };
    }
    // The contract's rules too, of the fields that could be read: every problem is said at once,
    // not a field's length only once another field's format is mended.
    if (!read.empty) {
      try {
        const result = (await loadBodySchema(d, mode)).safeParse(read.body);
        if (!result.success) {
          for (const issue of result.error.issues) {
            const k = String(issue.path[0] ?? '');
            const key = d.columns.some((c) => c.key === k) ? k : 'root';
            errors[key] ??= { type: 'contract', message: contractWords(d, issue, read.body[k]) };
          }
        }
      } catch (err) {
        errors.root = {
          type: 'schema',
          message: `The form's rules could not be loaded: ${errorMessage(err)}`,
        };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: read.body, errors: {} };
  };
}

export default function RecordDialog({
  dataset: d,
  mode,
  row,
  source,
  values,
  serverError,
  notice,
  unsaved = false,
  onClose,
  onSubmit,
}: RecordDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // A Duplicate (Add with a source) starts from the source's values, its key cleared: the server
  // assigns a new one, or the user types one (the source's would be refused as taken).
  const [base] = useState(
    () => row ?? (source && { ...source, ...Object.fromEntries(d.primaryKey.map((k) => [k, null])) }),
  );
  const form = useForm<FormValues, unknown, Row>({
    defaultValues: values ?? initialValues(d, mode, base),
    resolver: makeResolver(d, mode, base, formRef),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const fields = formColumns(d, mode);
  const grid = fields.length > 6;
  // In the multi-column grid a full-width field in the middle would leave a gap before it, so
  // the prose comes after the short fields (the tab order is the order seen).
  const columns = grid ? widestLast(fields) : fields;
  const generated =
    mode === 'add' && d.keyGenerated
      ? d.columns
          .filter((c) => isKey(d, c))
          .map((c) => c.label)
          .join(', ')
      : null;
  const fieldErrors = Object.keys(errors).filter((k) => k !== 'root').length;
  const firstEditable = columns.find((c) => mode === 'add' || !isKey(d, c))?.key;
  const submit = form.handleSubmit((body) => onSubmit(body, form.getValues()));
  // Typed changes are not thrown away without asking: Esc, ✕, Cancel, a navigation, a reload.
  const dirty = form.formState.isDirty || unsaved;
  const [asking, setAsking] = useState(false);
  const leaving = useLeaveGuard(dirty);
  // The field typed in last: Keep editing goes back to it, wherever the question came from (a
  // click beside the form left the focus on the form itself).
  const lastField = useRef<HTMLElement | null>(null);
  const close = () => (dirty ? setAsking(true) : onClose());
  // A click beside the form on a menu link: the question is asked, and leaving goes there.
  const router = useRouter();
  const clickedLink = useLinkBeneath(formRef);
  // The session ending (without the user) takes the screen to the sign-in page: what is typed is
  // kept, and the form opens again with it on the way back (reopen-store).
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; the values are read when it ends
  useEffect(() => {
    const user = sessionUser();
    if (user === null) return;
    return keepFormIfSessionEnds(d.key, user, () =>
      dirtyNow.current ? { mode, row, source, values: form.getValues() } : null,
    );
  }, [d.key]);

  return (
    <>
      <Modal
        open
        onClose={close}
        size={grid ? 'lg' : 'md'}
        title={mode === 'edit' ? `Edit ${d.name}` : `Create New ${d.name}`}
        wrap={(content) => (
          <form
            ref={formRef}
            onSubmit={submit}
            onFocus={(e) => {
              if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) lastField.current = e.target;
            }}
            // Field errors are checked again as the user types; the form's own "fill in at least one
            // field" is not (react-hook-form keeps a root error until the next submit).
            onChange={() => {
              if (errors.root?.type === 'empty' && !readForm(d, mode, form.getValues(), row ?? source).empty)
                form.clearErrors('root');
            }}
            noValidate
            aria-label={mode === 'edit' ? `Edit ${d.name}` : `Create New ${d.name}`}
          >
            {content}
          </form>
        )}
        footer={
          <>
            <button type="button" className="btn" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {mode === 'edit' ? 'Save Changes' : 'Create'}
            </button>
          </>
        }
      >
        <div className="record-form">
          {serverError && (
            <Alert tone="error" role="alert" as="div">
              <span>
                <strong>The last attempt failed:</strong> {asSentence(serverError)} Your input is below:
                correct it or try again.
              </span>
            </Alert>
          )}
          {notice && (
            <Alert tone="info" role="status">
              {notice}
            </Alert>
          )}
          {(fieldErrors > 0 || errors.root) && (
            <Alert tone="warning" role="alert" as="div">
              {errors.root?.message ??
                (fieldErrors === 1
                  ? 'One field needs attention.'
                  : `${fieldErrors} fields need attention.`)}{' '}
              Nothing was sent.
            </Alert>
          )}
          {generated && <p className="record-form-note">{generated} is assigned by the server.</p>}
          {source && !d.keyGenerated && (
            <p className="record-form-note">A copy needs its own {keyNames(d)}.</p>
          )}
          <div className={grid ? 'record-form-grid' : 'record-form-stack'}>
            {columns.map((c) => (
              <RecordField
                key={c.key}
                column={c}
                register={form.register}
                error={errors[c.key]?.message}
                required={mode === 'add' && isKey(d, c)}
                readOnly={mode === 'edit' && isKey(d, c)}
                autoFocus={c.key === firstEditable}
              />
            ))}
          </div>
        </div>
      </Modal>
      <LeaveDialog
        open={asking || leaving.status === 'blocked'}
        what={
          mode === 'edit' ? `${d.name} ${row ? keyLabel(d, row) : ''}`.trim() : `this new ${d.name} record`
        }
        fate={`If you leave now, they are lost: they are saved only when you choose ${mode === 'edit' ? 'Save Changes' : 'Create'}.`}
        onStay={() => {
          setAsking(false);
          clickedLink.current = null;
          leaving.reset?.();
          // After the question's own return of the focus, which may be to the form's panel.
          const field = lastField.current;
          if (field) requestAnimationFrame(() => field.focus());
        }}
        onLeave={() => {
          setAsking(false);
          // A navigation that keeps this screen (Back to another page of the list) closes the form too.
          if (leaving.status === 'blocked') leaving.proceed?.();
          onClose();
          const to = clickedLink.current;
          // The question is answered: the form's own guard has nothing left to ask.
          if (to && leaving.status !== 'blocked') void router.navigate({ href: to, ignoreBlocker: true });
        }}
      />
    </>
  );
}

const widestLast = (columns: ColumnConfig[]): ColumnConfig[] => [
  ...columns.filter((c) => !isWideField(c)),
  ...columns.filter(isWideField),
];
