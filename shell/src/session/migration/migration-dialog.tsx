import { layoutTexts } from 'shared-kernel/contract/texts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Dialog, useTranslation } from 'remote-kit';
import { type RootState } from '../../root-state';
import { migrationDismissed, migrationRequested } from './migration-slice';

const selectMigrationStep = (state: RootState) => state.migration.step;

/** The migration dialog of product.md §4: prompt, progress, failure with retry, success. */
export function MigrationDialog() {
  const dispatch = useDispatch();
  const step = useSelector(selectMigrationStep);
  const [hasAccepted, setHasAccepted] = useState(false);
  const { t } = useTranslation(layoutTexts);
  const close = () => dispatch(migrationDismissed());
  return (
    <Dialog title={t('migration.title')} onClose={close} closeLabel={t('layout.close')}>
      {step === 'prompt' ? (
        <>
          <p>{t('migration.text')}</p>
          <div className="form-field form-field--checkbox">
            <input
              id="migration-terms"
              type="checkbox"
              checked={hasAccepted}
              onChange={(event) => setHasAccepted(event.target.checked)}
            />
            <label htmlFor="migration-terms">{t('migration.accept_terms')}</label>
          </div>
          <button
            type="button"
            className="button"
            disabled={!hasAccepted}
            onClick={() => dispatch(migrationRequested())}
          >
            {t('migration.migrate')}
          </button>
        </>
      ) : null}
      {step === 'inProgress' ? <p role="status">{t('migration.in_progress')}</p> : null}
      {step === 'failure' ? (
        <>
          <p role="alert">{t('migration.failed')}</p>
          <button type="button" className="button" onClick={() => dispatch(migrationRequested())}>
            {t('ui.try_again')}
          </button>
        </>
      ) : null}
      {step === 'success' ? (
        <>
          <p role="status">{t('migration.success')}</p>
          <button type="button" className="button" onClick={close}>
            {t('migration.continue')}
          </button>
        </>
      ) : null}
    </Dialog>
  );
}
