import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { Checkbox } from '../form/FormParts';
import { TextField } from '../text-field/TextField';
import { useUiPageTranslation } from '../../i18n/page-resources';
import styles from './SavedViewsMenu.module.css';

export interface SavedViewsMenuItem {
  id: string;
  name: string;
  shared: boolean;
  /** The person's own view: only then may it be deleted. */
  mine: boolean;
  ownerName: string;
}

export interface SavedViewsMenuProps {
  views: readonly SavedViewsMenuItem[];
  defaultViewId: string | null;
  /** The view whose filters the list shows now, if any. */
  currentViewId: string | null;
  /** Whether the person may share a view with the store's staff (the owner). */
  canShare: boolean;
  /** How many views a person may keep of the list. */
  limit: number;
  /** A translated failure to show in the dialog (the last save, delete or default that failed), or null. */
  error: string | null;
  busy?: boolean;
  onApply: (id: string) => void;
  /** Saves the list's current filters; resolves true once saved (the name field then clears). */
  onSave: (view: { name: string; shared: boolean; makeDefault: boolean }) => Promise<boolean>;
  onSetDefault: (id: string | null) => void;
  onDelete: (id: string) => void;
  /** Called as the dialog opens (a caller clears a stale error). */
  onOpen?: () => void;
}

/**
 * The saved views of a list (orders, products) behind one button: choose a view (its filters go into the page's
 * address), make one the default the list opens on, delete one's own, and save the current filters and sort under a
 * name (shared with the store's staff by the owner). A dialog: focus stays inside, Escape closes, focus returns to
 * the button.
 */
export function SavedViewsMenu(props: SavedViewsMenuProps) {
  const { t } = useUiPageTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const headingId = useId();
  const current = props.views.find((view) => view.id === props.currentViewId);
  const own = props.views.filter((view) => view.mine).length;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await props.onSave({ name, shared, makeDefault })) {
      setName('');
      setShared(false);
      setMakeDefault(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) props.onOpen?.();
        setOpen(next);
      }}
      trigger={
        <Button variant="secondary" className={styles.trigger} data-testid="saved-views-button">
          {current ? t('savedViews.buttonCurrent', { name: current.name }) : t('savedViews.button')}
        </Button>
      }
      title={t('savedViews.title')}
      description={t('savedViews.description')}
    >
      <div className={styles.body}>
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            {t('savedViews.listHeading')}
          </h3>
          {props.views.length === 0 ? (
            <p className={styles.empty}>{t('savedViews.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {props.views.map((view) => {
                const isDefault = view.id === props.defaultViewId;
                return (
                  <li key={view.id} className={styles.item}>
                    <button
                      type="button"
                      className={styles.apply}
                      aria-current={view.id === props.currentViewId ? 'true' : undefined}
                      onClick={() => {
                        props.onApply(view.id);
                        setOpen(false);
                      }}
                    >
                      <span className={styles.name}>{view.name}</span>
                      <span className={styles.tags}>
                        {isDefault && <span className={styles.tag}>{t('savedViews.defaultTag')}</span>}
                        {view.shared && (
                          <span className={styles.tag}>{view.mine ? t('savedViews.sharedTag') : t('savedViews.sharedBy', { name: view.ownerName })}</span>
                        )}
                      </span>
                    </button>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={props.busy}
                        aria-label={`${isDefault ? t('savedViews.unsetDefault') : t('savedViews.setDefault')}: ${view.name}`}
                        onClick={() => props.onSetDefault(isDefault ? null : view.id)}
                      >
                        {isDefault ? t('savedViews.unsetDefault') : t('savedViews.setDefault')}
                      </Button>
                      {view.mine && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={props.busy}
                          aria-label={`${t('savedViews.delete')}: ${view.name}`}
                          onClick={() => props.onDelete(view.id)}
                        >
                          {t('savedViews.delete')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={t('savedViews.saveHeading')}>
          <h3 className={styles.heading}>{t('savedViews.saveHeading')}</h3>
          <TextField label={t('savedViews.name')} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} required />
          <Checkbox label={t('savedViews.makeDefault')} checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          {props.canShare && <Checkbox label={t('savedViews.share')} checked={shared} onChange={(event) => setShared(event.target.checked)} />}
          <p className={styles.note}>{t('savedViews.count', { count: own, limit: props.limit })}</p>
          {props.error && (
            <p className={styles.error} role="alert">
              {props.error}
            </p>
          )}
          <Button type="submit" loading={props.busy}>
            {t('savedViews.save')}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
