import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { categoryLimits, type KeptCategory } from '@seller-portal/contracts/category-tree';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, Notice, PageHead, QueryStates, SelectField, StatusTag } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { categoriesQuery, useCategoryChange, type CategoryChange } from './api/categories';
import styles from './CategoryTreePage.module.css';
import { useCategoryTreeTranslation } from './i18n/resources';

/** What a row has open: the form of a subcategory under it, of its new names, or of its new parent. */
type Open = { kind: 'add'; parentCode: string } | { kind: 'rename'; code: string } | { kind: 'move'; code: string } | null;

/** How many levels a category and those under it take (1: none under it). */
function heightOf(code: string, rows: readonly KeptCategory[]): number {
  return 1 + Math.max(0, ...rows.filter((row) => row.parentCode === code).map((row) => heightOf(row.code, rows)));
}

/** The categories from the root down to `code`, itself included. */
function pathOf(code: string, rows: readonly KeptCategory[]): KeptCategory[] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const path: KeptCategory[] = [];
  for (let at = byCode.get(code); at && path.length <= categoryLimits.maxDepth; at = at.parentCode ? byCode.get(at.parentCode) : undefined) path.unshift(at);
  return path;
}

/**
 * `/category-tree` (INTERNAL_CATEGORY, the console's and the portal's): the catalog's category tree, every category
 * with its names, state and products; a main category or a subcategory added, a category renamed, deactivated or
 * activated again, moved up or down among its siblings or under another parent, and one no product uses deleted.
 */
export function CategoryTreePage() {
  const { t } = useCategoryTreeTranslation();
  const tree = useQuery(categoriesQuery(useApiClient()));
  const [open, setOpen] = useState<Open>(null);
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      <Card>
        <h2 className={styles.sectionTitle}>{t('addRoot')}</h2>
        <CategoryForm change={(names) => ({ kind: 'create', draft: { parentCode: null, ...names } })} done="added" />
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>{t('tree')}</h2>
        <QueryStates query={tree} errorText={(error) => serverErrorText(t, error)} empty={<p className={adminStyles.lead}>{t('empty')}</p>}>
          {(rows) => <Branch rows={rows} parentCode={null} depth={1} open={open} setOpen={setOpen} label={t('tree')} />}
        </QueryStates>
      </Card>
    </Container>
  );
}

function Branch(props: { rows: KeptCategory[]; parentCode: string | null; depth: number; open: Open; setOpen: (open: Open) => void; label?: string }) {
  const { rows, parentCode, depth } = props;
  const children = rows.filter((row) => row.parentCode === parentCode);
  if (children.length === 0) return null;
  return (
    <ul className={styles.branch} aria-label={props.label} data-depth={depth}>
      {children.map((row) => (
        <Category key={row.code} row={row} {...props} />
      ))}
    </ul>
  );
}

function Category({ row, rows, depth, open, setOpen }: { row: KeptCategory; rows: KeptCategory[]; depth: number; open: Open; setOpen: (open: Open) => void }) {
  const { t } = useCategoryTreeTranslation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = useCategoryChange({
    onError: (error) => {
      setConfirming(false);
      setRefocus(null);
      setFailure(serverErrorText(t, error));
    },
  });
  const hasChildren = rows.some((each) => each.parentCode === row.code);
  const name = row.name;
  const siblings = rows.filter((each) => each.parentCode === row.parentCode);
  const place = siblings.findIndex((each) => each.code === row.code);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // After a move up or down the row stands elsewhere: the focus stays on the button pressed (or the other, at an end).
  // (Once the tree read again shows it at its new place: the row's element moved, which took the focus away.)
  const [refocus, setRefocus] = useState<{ direction: 'up' | 'down'; place: number } | null>(null);
  useEffect(() => {
    if (!refocus || refocus.place !== place) return;
    const [wanted, other] = refocus.direction === 'up' ? [upRef.current, downRef.current] : [downRef.current, upRef.current];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setRefocus(null);
  }, [place, refocus]);
  const act = (next: CategoryChange, done: string) => {
    setFailure(null);
    change.mutate(next, {
      onSuccess: () => {
        setConfirming(false);
        toast.show({ type: 'success', message: t(done, { name }) });
      },
    });
  };
  // Both stay focusable while a step is sent (a disabled button would drop the keyboard's place).
  const stepping = change.isPending && change.variables?.kind === 'move';
  const step = (direction: 'up' | 'down') => {
    const position = place + (direction === 'up' ? -1 : 1);
    setRefocus({ direction, place: position });
    act({ kind: 'move', code: row.code, move: { parentCode: row.parentCode, position } }, 'moved');
  };
  return (
    <li className={styles.item} data-testid={`category-${row.code}`}>
      <div className={styles.row}>
        <div className={styles.names}>
          <span className={styles.name}>{row.name}</span>
          <span className={styles.nameEn} lang="en">
            {row.nameEn}
          </span>
        </div>
        <div className={styles.facts}>
          <StatusTag tone={row.active ? 'success' : 'neutral'}>{row.active ? t('active') : t('inactive')}</StatusTag>
          <span className={styles.count}>{t('products', { count: row.productCount })}</span>
        </div>
        <div className={styles.actions}>
          <Button
            ref={upRef}
            size="sm"
            variant="secondary"
            aria-label={t('moveUpOf', { name })}
            disabled={place <= 0}
            loading={stepping}
            onClick={() => step('up')}
          >
            {t('moveUp')}
          </Button>
          <Button
            ref={downRef}
            size="sm"
            variant="secondary"
            aria-label={t('moveDownOf', { name })}
            disabled={place >= siblings.length - 1}
            loading={stepping}
            onClick={() => step('down')}
          >
            {t('moveDown')}
          </Button>
          <Button size="sm" variant="secondary" aria-label={t('moveToOf', { name })} onClick={() => setOpen({ kind: 'move', code: row.code })}>
            {t('moveTo')}
          </Button>
          <Button size="sm" variant="secondary" aria-label={t('renameOf', { name })} onClick={() => setOpen({ kind: 'rename', code: row.code })}>
            {t('rename')}
          </Button>
          {row.active && depth < categoryLimits.maxDepth && (
            <Button size="sm" variant="secondary" aria-label={t('addChildOf', { name })} onClick={() => setOpen({ kind: 'add', parentCode: row.code })}>
              {t('addChild')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(row.active ? 'deactivateOf' : 'activateOf', { name })}
            loading={change.isPending && change.variables?.kind === 'status'}
            onClick={() => act({ kind: 'status', code: row.code, active: !row.active }, row.active ? 'deactivated' : 'activated')}
          >
            {row.active ? t('deactivate') : t('activate')}
          </Button>
          {row.productCount === 0 && !hasChildren && (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button size="sm" variant="secondary" aria-label={t('deleteOf', { name })}>
                  {t('delete')}
                </Button>
              }
              title={t('deleteTitle')}
              description={t('deleteText', { name })}
              cancelText={t('cancel')}
              confirmText={t('delete')}
              tone="danger"
              busy={change.isPending}
              onConfirm={() => act({ kind: 'remove', code: row.code }, 'deleted')}
            />
          )}
        </div>
      </div>
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      {open?.kind === 'rename' && open.code === row.code && (
        <CategoryForm
          initial={{ name: row.name, nameEn: row.nameEn }}
          change={(names) => ({ kind: 'rename', code: row.code, names })}
          done="renamed"
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'move' && open.code === row.code && <MoveForm row={row} rows={rows} onClose={() => setOpen(null)} />}
      {open?.kind === 'add' && open.parentCode === row.code && (
        <CategoryForm change={(names) => ({ kind: 'create', draft: { parentCode: row.code, ...names } })} done="added" onClose={() => setOpen(null)} />
      )}
      <Branch rows={rows} parentCode={row.code} depth={depth + 1} open={open} setOpen={setOpen} />
    </li>
  );
}

/**
 * A category's new parent, chosen among those it may go under: the root, or an active category that is not itself nor
 * under it, where it and those under it stay within the three levels. It goes last among its new siblings.
 */
function MoveForm({ row, rows, onClose }: { row: KeptCategory; rows: KeptCategory[]; onClose: () => void }) {
  const { t } = useCategoryTreeTranslation();
  const toast = useToast();
  const root = '';
  const height = heightOf(row.code, rows);
  const options = [
    { value: root, label: t('moveToRoot') },
    ...rows
      .filter((each) => each.active && each.code !== row.parentCode)
      .map((each) => ({ each, path: pathOf(each.code, rows) }))
      .filter(({ path }) => !path.some((step) => step.code === row.code) && path.length + height <= categoryLimits.maxDepth)
      .map(({ each, path }) => ({ value: each.code, label: path.map((step) => step.name).join(' › ') }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ].filter((option) => option.value !== (row.parentCode ?? root));
  const [parent, setParent] = useState(options[0]?.value ?? root);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useCategoryChange({
    onSuccess: () => {
      toast.show({ type: 'success', message: t('movedTo', { name: row.name, parent: options.find((option) => option.value === parent)?.label ?? '' }) });
      onClose();
    },
    onError: (error) => setFailure(serverErrorText(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    mutation.mutate({ kind: 'move', code: row.code, move: { parentCode: parent || null } });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('moveToOf', { name: row.name })}>
      <SelectField label={t('newParent')} hint={t('newParentHint')} options={options} value={parent} onChange={(event) => setParent(event.target.value)} />
      <FormEnd failure={failure} onClose={onClose} busy={mutation.isPending} submitText={t('move')} />
    </form>
  );
}

/** The two names of a new or renamed category; the server judges them (blank, too long, a sibling's) and says why. */
function CategoryForm({
  initial = { name: '', nameEn: '' },
  change,
  done,
  onClose,
}: {
  initial?: { name: string; nameEn: string };
  change: (names: { name: string; nameEn: string }) => CategoryChange;
  done: string;
  onClose?: () => void;
}) {
  const { t } = useCategoryTreeTranslation();
  const toast = useToast();
  const hintId = useId();
  const [names, setNames] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useCategoryChange({
    onSuccess: (answer) => {
      toast.show({ type: 'success', message: t(done, { name: answer?.name ?? names.name }) });
      setNames({ name: '', nameEn: '' });
      onClose?.();
    },
    onError: (error) => setFailure(serverErrorText(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    mutation.mutate(change(names));
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <TextField
          label={t('nameId')}
          value={names.name}
          maxLength={categoryLimits.nameMaxLength + 20}
          aria-describedby={hintId}
          onChange={(event) => setNames({ ...names, name: event.target.value })}
        />
        <TextField
          label={t('nameEn')}
          value={names.nameEn}
          maxLength={categoryLimits.nameMaxLength + 20}
          aria-describedby={hintId}
          onChange={(event) => setNames({ ...names, nameEn: event.target.value })}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {t('nameHint')}
      </p>
      <FormEnd failure={failure} onClose={onClose} busy={mutation.isPending} submitText={t('save')} />
    </form>
  );
}

/** A row's form's end: the server's refusal, Cancel (when the form can close) and the form's button. */
function FormEnd({ failure, onClose, busy, submitText }: { failure: string | null; onClose?: () => void; busy: boolean; submitText: string }) {
  const { t } = useCategoryTreeTranslation();
  return (
    <>
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <div className={styles.formActions}>
        {onClose && (
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
